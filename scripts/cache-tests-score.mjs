// Scores a run of http-tests/cache-tests with the suite's own verdict code
// (test-engine/lib/results.mjs, determineTestResult, dependencies honoured), beside the
// browsers' published results, over the tests the browsers are scored on (those in
// results/chrome.json) that are about a private cache: the required ones and the optional
// ('optimal') ones. Usage: node scripts/cache-tests-score.mjs SUITE_DIR RESULTS.json [--require]
// With --require it exits 1 when any required test does not pass, but for those listed in
// `cannotRunHere` on this platform (docs/conformance.md says why).
import fs from 'fs'
import path from 'path'
import { pathToFileURL } from 'url'

const [suiteDir, resultsFile, ...flags] = process.argv.slice(2)
const suite = path.resolve(suiteDir)
const tests = (await import(pathToFileURL(path.join(suite, 'tests/index.mjs')))).default
const { determineTestResult, resultTypes } = await import(
  pathToFileURL(path.join(suite, 'test-engine/lib/results.mjs')))

// URLSession on Linux (swift-corelibs-foundation over libcurl) hands over no body in a coding libcurl
// does not know: the origin's first reply never reaches the cache.
const cannotRunHere = process.platform !== 'linux' ? {} : {
  'headers-store-Content-Encoding': 'libcurl fails a body with an unknown Content-Encoding',
  'headers-store-Transfer-Encoding': 'libcurl fails a body with an unknown Transfer-Encoding'
}

const read = file => JSON.parse(fs.readFileSync(file, 'utf8'))
const runs = {
  NetLayer: read(resultsFile),
  Chrome: read(path.join(suite, 'results/chrome.json')),
  Firefox: read(path.join(suite, 'results/firefox.json')),
  Safari: read(path.join(suite, 'results/safari.json'))
}
const all = tests.flatMap(s => s.tests)
const isRequired = t => t.kind === undefined || t.kind === 'required'
const scored = all.filter(t => t.id in runs.Chrome && (isRequired(t) || t.kind === 'optimal'))

const verdict = (run, id) => determineTestResult(tests, id, runs[run])
const names = Object.fromEntries(Object.entries(resultTypes).map(([name, type]) => [type[2], name]))
const rows = []
for (const [label, filter] of [['required', isRequired], ['optional', t => t.kind === 'optimal']]) {
  const chosen = scored.filter(filter)
  const row = { tests: `${label} (${chosen.length})` }
  for (const run of Object.keys(runs)) {
    const counts = {}
    for (const t of chosen) {
      const name = names[verdict(run, t.id)[2]]
      counts[name] = (counts[name] || 0) + 1
    }
    const passed = counts.pass || 0
    const failed = (counts.fail || 0) + (counts.optional_fail || 0)
    const other = chosen.length - passed - failed
    row[run] = `${passed} pass, ${failed} fail` + (other ? `, ${other} other` : '')
  }
  rows.push(row)
}
const columns = ['tests', ...Object.keys(runs)]
console.log('| ' + columns.join(' | ') + ' |')
console.log('|' + columns.map(() => ' --- |').join(''))
for (const row of rows) console.log('| ' + columns.map(c => row[c]).join(' | ') + ' |')

let requiredFailures = 0
for (const t of scored) {
  const type = verdict('NetLayer', t.id)
  const name = names[type[2]]
  if (name === 'pass') continue
  const detail = runs.NetLayer[t.id]
  if (isRequired(t) && !(t.id in cannotRunHere)) requiredFailures++
  const browsers = ['Chrome', 'Firefox', 'Safari'].filter(b => names[verdict(b, t.id)[2]] === 'pass')
  console.log(`${isRequired(t) ? 'required' : 'optional'} ${name}: ${t.id}` +
    (Array.isArray(detail) ? ` (${detail.join(': ')})` : '') +
    (browsers.length ? ` [passed by ${browsers.join(', ')}]` : '') +
    (t.id in cannotRunHere ? ` (cannot run here: ${cannotRunHere[t.id]})` : ''))
}
if (flags.includes('--require') && requiredFailures > 0) {
  console.error(`error: ${requiredFailures} required private-cache tests do not pass`)
  process.exit(1)
}
