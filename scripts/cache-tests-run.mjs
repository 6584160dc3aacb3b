// Runs http-tests/cache-tests against BASE_URL as the browsers are run: the same set of
// tests (`browser_only` in, `cdn_only` and `browser_skip` out, so the private-cache tests
// are the ones results/chrome.json scores), without the runner's `no-store` and `Pragma`
// request headers, which only keep a browser's own cache out of a proxy's run: here the
// cache under test is behind BASE_URL. Prints the raw results as JSON, as the suite's CLI does.
// Usage: node scripts/cache-tests-run.mjs SUITE_DIR BASE_URL [TEST_ID]  (with TEST_ID: one test, dumped)
import path from 'path'
import { pathToFileURL } from 'url'

const [suiteDir, base, testId] = process.argv.slice(2)
const suite = path.resolve(suiteDir)
const load = file => import(pathToFileURL(path.join(suite, file)))
const { runTests, getResults } = await load('test-engine/client/runner.mjs')
let tests = (await load('tests/index.mjs')).default
if (testId) {
  tests = tests.map(s => ({ ...s, tests: s.tests.filter(t => t.id === testId).map(t => ({ ...t, dump: true })) }))
    .filter(s => s.tests.length > 0)
}
await runTests(tests, true, base)
console.log(JSON.stringify(getResults(), null, 2))
