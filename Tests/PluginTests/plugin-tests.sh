#!/usr/bin/env bash
# The NetLayer plugins, exercised the way a user meets them: a copy of
# Examples/SchoolApp is built with `swift build` against this checkout, and
# each step asserts what the build did.
#
#   1. the first build generates the code, compiles it, and the example's
#      scenario runs against its local server;
#   2. a build with nothing changed does not run the generator;
#   3. the spec's examples: the scenario passes against `netlayer mock` of
#      the spec (this checkout's netlayer, on a free port), whose log shows
#      the requests and which stops on SIGINT with status 0, and against
#      the generated `SchoolClient.stubbed()` (`fixtures: true`);
#   4. a new interface in the spec is generated and callable;
#   5. an edit of an included file regenerates only the files it changes;
#   6. a broken spec fails the build with the file:line:column diagnostic;
#      a template override is used and its edit regenerates; a second spec
#      in the target, or none, is refused with a clear message;
#   7. the command plugin writes the code into the sources, rewrites nothing
#      when run again, and removes the files of a module left out.
#
# Prints the time of a no-change rebuild and of a rebuild after a one-line
# spec edit. Usage: Tests/PluginTests/plugin-tests.sh [WORK_FOLDER]
set -euo pipefail

repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="${1:-$(mktemp -d)}"
app="$work/SchoolApp"
rm -rf "$app"
mkdir -p "$work"
cp -R "$repo/Examples/SchoolApp" "$app"
rm -rf "$app/.build"
export NETLAYER_PACKAGE_PATH="$repo"
cd "$app"

spec="Sources/SchoolAPI/School.netlayer.yaml"
models="Sources/SchoolAPI/Models.yaml"
generated=".build/plugins/outputs/schoolapp/SchoolAPI/destination/NetLayerPlugin/GeneratedSources"
log="$work/build.log"
# shellcheck source=checks.sh
source "$repo/Tests/PluginTests/checks.sh"
build() { # build → status in $built, output in $log, seconds in $seconds
    local start end
    start=$(date +%s.%N)
    set +e
    swift build >"$log" 2>&1
    built=$?
    set -e
    end=$(date +%s.%N)
    seconds=$(awk "BEGIN { printf \"%.1f\", $end - $start }")
}
ran_generator() { grep -q "Generating the network layer of SchoolAPI" "$log"; }
stamps() { (cd "$generated" && stat -c '%n %Y.%y' ./*.swift); }

# 1. First build: generates, compiles, runs.
build
check "the first build succeeds" test "$built" -eq 0 || { cat "$log"; exit 1; }
check "the first build runs the generator" ran_generator
check "the plugin writes the six files of the layer layout" \
    test "$(ls "$generated"/*.swift | wc -l)" -eq 6
check "the build prints no warning" bash -c "! grep -E 'warning:|error:' '$log'"
check "the settings beside the spec are read (delivery: closure)" \
    grep -q "func banner(completion:" "$generated/School+Service.swift"
first_seconds=$seconds
if swift run school-app >"$work/run.log" 2>&1 && grep -q "All 6 steps passed." "$work/run.log"; then
    pass "the example's scenario passes"
else
    fail "the example's scenario passes"
    cat "$work/run.log"
fi
cat "$work/run.log"

# SwiftPM builds a plugin's tool twice on a fresh checkout (once for the
# plugin, once in the main build) and relinks it on the next build, which
# then reruns the generator once without rewriting anything; every build
# after that is the steady state the next steps measure.
before="$(stamps)"
build
check "the settling build succeeds" test "$built" -eq 0
check "the settling build rewrites no generated file" test "$before" = "$(stamps)"

# 2. Nothing changed: the generator does not run.
build
check "a no-change build succeeds" test "$built" -eq 0
check "a no-change build does not run the generator" bash -c "! grep -q 'Generating the network layer' '$log'"
check "a no-change build compiles nothing" bash -c "! grep 'Compiling' '$log' | grep -vq 'Compiling plugin'"
no_change_seconds=$seconds

# 3. The spec's examples, served by this checkout's `netlayer mock` on a
# free port: the scenario's replies are the examples; the mock logs each
# request and stops on SIGINT. Then the same against SchoolClient.stubbed().
netlayer="$repo/.build/debug/netlayer"
if [ ! -x "$netlayer" ]; then
    swift build --enable-all-traits --product netlayer --package-path "$repo" >"$work/netlayer-build.log" 2>&1 ||
        { cat "$work/netlayer-build.log"; exit 1; }
fi
mock_log="$work/mock.log"
# NETLAYER_MOCK_PARENT_PID: the mock ends with this script even when it is killed outright (SIGKILL, a CI
# time-out), which no trap hears (docs/mock.md); the trap stops it on every other way out.
NETLAYER_MOCK_PARENT_PID=$$ "$netlayer" mock "$spec" --port 0 >"$mock_log" 2>&1 &
mock_pid=$!
trap 'kill "$mock_pid" 2>/dev/null || true' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
port=""
for _ in $(seq 1 300); do # the banner names the port it picked
    port=$(sed -n 's|^Serving School (.*) at http://127\.0\.0\.1:\([0-9][0-9]*\); Ctrl-C stops\.$|\1|p' "$mock_log")
    if [ -n "$port" ] || ! kill -0 "$mock_pid" 2>/dev/null; then break; fi
    sleep 0.1
done
check "netlayer mock prints its banner with the port it picked" test -n "$port"
if swift run school-app --mock "http://127.0.0.1:${port:-1}" >"$work/mock-run.log" 2>&1 &&
    grep -q "All 5 steps passed." "$work/mock-run.log"; then
    pass "the scenario passes against netlayer mock"
else
    fail "the scenario passes against netlayer mock"
fi
cat "$work/mock-run.log"
check "the calls made without a token never reach the mock" \
    bash -c '! grep -q "(missing token)" "$1" && grep -m1 -E "^(GET|POST|PUT|PATCH|DELETE|HEAD) /" "$1" | grep -q "^POST /api/account/api/login/V1/password "' _ "$mock_log"
check "the mock logs the login, answered with its example" \
    grep -q "^POST /api/account/api/login/V1/password → 200 loginByPassword (example signedIn) " "$mock_log"
check "the mock logs the detail call at its path" \
    grep -q "^GET /api/student/v5/student/1/detail → 200 studentDetail (example default) " "$mock_log"
kill -INT "$mock_pid" 2>/dev/null || true
for _ in $(seq 1 100); do kill -0 "$mock_pid" 2>/dev/null || break; sleep 0.1; done
kill -KILL "$mock_pid" 2>/dev/null || true # only if SIGINT did not stop it; the check below fails then
set +e
wait "$mock_pid"
mock_status=$?
set -e
trap - EXIT
check "netlayer mock exits 0 on SIGINT" test "$mock_status" -eq 0
check "netlayer mock says it stopped" grep -q "^Stopped\.$" "$mock_log"
if [ "$mock_status" -ne 0 ] || [ -z "$port" ]; then cat "$mock_log"; fi
if swift run school-app --stubbed >"$work/stubbed-run.log" 2>&1 &&
    grep -q "All 7 steps passed." "$work/stubbed-run.log"; then
    pass "the scenario passes against SchoolClient.stubbed()"
else
    fail "the scenario passes against SchoolClient.stubbed()"
fi
cat "$work/stubbed-run.log"

# 4. A new interface: one line of the spec.
sed -i 's|^      banner: {\(.*\)}$|      banner: {\1}\n      notices: { method: GET, path: notice/list, response: "[Banner]" }|' "$spec"
grep -q "notices:" "$spec" || { echo "FAIL: a line after the spec's one-line banner interface: the edit did not apply" >&2; exit 1; }
cat >Sources/school-app/Notices.swift <<'SWIFT'
import SchoolAPI

/// Compiles only if the interface added by the plugin test was generated.
func notices(_ client: SchoolClient) async throws(NetLayerError) -> [Banner] {
    try await client.public.notices()
}
SWIFT
build
check "the build after a spec edit succeeds" test "$built" -eq 0 || cat "$log"
check "a spec edit runs the generator" ran_generator
check "the new interface is generated" grep -q "case notices" "$generated/School+RequestInterface.swift"
one_line_seconds=$seconds

# 5. An edit of the included file regenerates the files it changes, only.
api_before="$(stat -c %Y.%y "$generated/School+API.swift")"
sleep 1
sed -i 's|^  Banner: { title: String, link: URL }$|  Banner: { title: String, link: URL, badge: String? }|' "$models"
build
check "the build after an include's edit succeeds" test "$built" -eq 0 || cat "$log"
check "an include's edit runs the generator" ran_generator
check "the changed model is regenerated" grep -q "badge" "$generated/School+Models.swift"
check "a file the edit does not change keeps its time" \
    test "$api_before" = "$(stat -c %Y.%y "$generated/School+API.swift")"

# 6. A broken spec fails the build at the spec's line and column.
sed -i 's|      notices: { method: GET, path: notice/list, response: "\[Banner\]" }|      notices: { method: GET, path: notice/list, response: "[Baner]" }|' "$spec"
line=$(grep -n '"\[Baner\]"' "$spec" | cut -d: -f1)
column=$(($(grep '"\[Baner\]"' "$spec" | awk '{ print index($0, "\"[Baner]\"") }')))
build
check "a broken spec fails the build" test "$built" -ne 0
expected="$app/$spec:$line:$column: error: unknown type 'Baner'; did you mean 'Banner'?"
if grep -qF "$expected" "$log"; then pass "the build shows the spec's diagnostic"; else
    fail "the build shows the spec's diagnostic: $expected"
    cat "$log"
fi

# A template override beside the spec is used, and editing it regenerates.
sed -i 's|"\[Baner\]"|"[Banner]"|' "$spec"
mkdir -p Sources/SchoolAPI/NetLayerTemplates
sed 's|^/// The servers of the {{specName}} backend.$|/// The servers of the {{specName}} backend (our template).|' \
    "$repo/Templates/environment.mustache" >Sources/SchoolAPI/NetLayerTemplates/environment.mustache
build
check "a template override is used" grep -q "backend (our template)." "$generated/School+Environment.swift"
sed -i 's|(our template)|(our template, edited)|' Sources/SchoolAPI/NetLayerTemplates/environment.mustache
build
check "editing the override regenerates" grep -q "(our template, edited)" "$generated/School+Environment.swift"
rm -r Sources/SchoolAPI/NetLayerTemplates

# A second spec in the target is refused, saying why and what to do.
cp "$spec" Sources/SchoolAPI/Other.netlayer.yaml
build
check "two specs in one target fail the build" test "$built" -ne 0
check "the refusal names both specs and the way out" grep -q \
    "target 'SchoolAPI' has 2 NetLayer specs (Other.netlayer.yaml, School.netlayer.yaml); .*put each spec in a target of its own" \
    "$log"
rm Sources/SchoolAPI/Other.netlayer.yaml

# A target that applies the plugin but holds no spec is told what to add.
mv "$spec" Sources/SchoolAPI/School.yaml
build
check "a target without a spec fails the build" test "$built" -ne 0
check "the error says what to add" grep -q \
    "target 'SchoolAPI' has no NetLayer spec: add a file named NAME.netlayer.yaml to its folder" "$log"
mv Sources/SchoolAPI/School.yaml "$spec"

# 7. The command plugin, for teams that commit generated code.
rm Sources/school-app/Notices.swift
out="$work/command.log"
swift package --allow-writing-to-package-directory generate-netlayer --target SchoolAPI --output Committed >"$out" 2>&1
check "the command plugin writes the per-module files" test -f Sources/SchoolAPI/Committed/SchoolAPI+Student.swift
swift package --allow-writing-to-package-directory generate-netlayer --target SchoolAPI --output Committed >"$out" 2>&1
check "a second run rewrites nothing" bash -c "! grep -q '^wrote' '$out' && grep -q ' unchanged$' '$out'"
swift package --allow-writing-to-package-directory generate-netlayer --target SchoolAPI --output Committed \
    --modules student,account >"$out" 2>&1
check "a module left out has its files removed" \
    bash -c "! test -e Sources/SchoolAPI/Committed/SchoolAPI+Public.swift && grep -q 'removed SchoolAPI+Public.swift' '$out'"
set +e
swift package --allow-writing-to-package-directory generate-netlayer --target SchoolAPI --output Committed \
    --check >"$out" 2>&1
checked=$?
set -e
check "--check fails when the committed code is out of date" test "$checked" -ne 0
rm -rf Sources/SchoolAPI/Committed

echo
echo "first build (NetLayer's generator and runtime, FlyingFox, the example): ${first_seconds} s"
echo "no-change rebuild: ${no_change_seconds} s; rebuild after a one-line spec edit: ${one_line_seconds} s"
if [ "$failures" -ne 0 ]; then
    echo "$failures plugin test(s) failed"
    exit 1
fi
echo "all plugin tests passed"
