#!/usr/bin/env bash
# Upgrading never breaks silently: what users of the last release have, its
# example specs and the School example app (Tests/Upgrade/VERSION/, taken by
# scripts/update-upgrade-fixtures.sh), meets the current code.
#
#   1. Each spec is validated; every error is a break.
#   2. Each spec of specs/ is generated as a package (--package --runtime-path,
#      every delivery style, the fixtures), built under one package; the
#      app's spec is generated into the app as its build plugin would
#      (--layout layers, its netlayer.yaml), and the app is built with its own
#      manifest. Every compile or resolution error is a break.
#   3. When the list of expected breaks says how to upgrade past some (an
#      entry's `upgrade` edits: what docs/upgrading.md tells users to change),
#      the app is generated and built again with those edits made, to find
#      what breaks behind them. The app that got furthest runs its scenario,
#      against its own server and against the spec's examples: a step that
#      fails is a break too.
#   4. breaks.py compares the breaks with VERSION/expected-breaks.json, both
#      ways, and checks each listed break's CHANGELOG **Breaking** entry and
#      docs/upgrading.md section.
#   5. A self-test: a spec with an unknown type and an app file that calls
#      what no spec generates must both be reported as not listed; the
#      checker must fail a stale entry, a missing CHANGELOG entry, a missing
#      upgrading.md section and a failed build that names no error, and pass
#      a listed break that has its entry and section.
#
# The app's manifest is its own but for its `NetLayerPlugin` line, which the
# generated code in the target replaces: the plugin would compile the
# generator a second time. The build folder is .build-upgrade, kept between
# runs; files are copied only when they changed, so a second run compiles
# only what did. Usage: Tests/Upgrade/upgrade-test.sh
set -euo pipefail

repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
mapfile -t releases < <(find Tests/Upgrade -mindepth 1 -maxdepth 1 -type d -name '[0-9]*.[0-9]*.[0-9]*')
if [ "${#releases[@]}" -ne 1 ]; then
    echo "error: Tests/Upgrade must hold one release's fixtures, found: ${releases[*]:-none}" >&2
    exit 1
fi
fixtures="$repo/${releases[0]}"
version="$(basename "$fixtures")"
expected="$fixtures/expected-breaks.json"
work="$repo/.build-upgrade"
logs="$work/logs"
app_spec="SchoolApp/Sources/SchoolAPI/School.netlayer.yaml"
generated="Sources/SchoolAPI/NetLayerGenerated"
rm -rf "$logs"
mkdir -p "$logs" "$work/packages"
# shellcheck source=../PluginTests/checks.sh
source "$repo/Tests/PluginTests/checks.sh"

netlayer="$repo/.build/debug/netlayer"
if [ ! -x "$netlayer" ]; then
    swift build --enable-all-traits --product netlayer >"$logs/netlayer-build.log" 2>&1 || { cat "$logs/netlayer-build.log"; exit 1; }
fi

breaks() { python3 "$repo/Tests/Upgrade/breaks.py" "$@"; }
write() { # write FILE: standard input into FILE, unless FILE holds it already (an unchanged file does not recompile)
    mkdir -p "$(dirname "$1")"
    cat >"$work/next"
    cmp -s "$work/next" "$1" || cp "$work/next" "$1"
    rm "$work/next"
}
mirror() { # mirror FROM TO: TO gets FROM's files, each written only when it changed; what FROM lacks goes
    local from="$1" to="$2" file
    while IFS= read -r file; do write "$to/$file" <"$from/$file"; done < <(cd "$from" && find . -type f)
    # The build, its resolution, the generated code and the manifest (written apart) stay.
    while IFS= read -r file; do
        if [ ! -e "$from/$file" ]; then rm "$to/$file"; fi
    done < <(cd "$to" && find . -type f -not -path './.build/*' -not -path "./$generated/*" \
        -not -name Package.resolved -not -name Package.swift)
}
build() { # build PACKAGE LOG: swift build, its output in LOG, its status in $built, and the time it took
    local start
    start=$(date +%s)
    built=0
    NETLAYER_PACKAGE_PATH="$repo" swift build --package-path "$1" >"$2" 2>&1 || built=$?
    echo "upgrade-test: swift build exited with status $built" >>"$2" # breaks.py: a failure must name its break
    echo "built ${1#"$work/"} in $(($(date +%s) - start)) s (status $built)"
}
validate() { # validate TREE SPEC LOG: the spec's diagnostics, named relative to TREE as the list names them
    (cd "$1" && "$netlayer" validate --no-source-lines "$2") >>"$3" 2>&1
}

plugin='.plugin(name: "NetLayerPlugin", package: "NetLayer")'
build_app() { # build_app TREE COPY NAME: the app of a fixture tree, generated and built in COPY; logs NAME-*.log
    if ! validate "$1" "$app_spec" "$logs/$3-validate.log"; then return 0; fi
    local manifest
    manifest="$(<"$1/SchoolApp/Package.swift")"
    if [[ "$manifest" != *"$plugin"* ]]; then
        echo "error: $1/SchoolApp/Package.swift names no $plugin for the generated code to replace" >&2
        exit 1
    fi
    mirror "$1/SchoolApp" "$2"
    echo "${manifest//"$plugin"/}" | write "$2/Package.swift"
    "$netlayer" generate "$2/Sources/SchoolAPI/School.netlayer.yaml" --output "$2/$generated" \
        --layout layers --include-root "$2/Sources/SchoolAPI" --quiet >>"$logs/$3-generate.log" 2>&1 || return 0
    build "$2" "$logs/$3-build.log"
    last_app="$2" last_app_built="$built"
}

# 1 and 2. The fixtures as they are.
packages=()
for spec in "$fixtures"/specs/*.yaml; do
    spec="specs/$(basename "$spec")"
    validate "$fixtures" "$spec" "$logs/specs-validate.log" || continue
    name="$(basename "$spec" .yaml)"
    "$netlayer" generate "$fixtures/$spec" --output "$work/packages/$name" --package --runtime-path "$repo" \
        --delivery async,closure,delegate --fixtures --quiet >>"$logs/specs-generate.log" 2>&1 || continue
    packages+=("$name")
done
if [ "${#packages[@]}" -gt 0 ]; then
    # One package over them all, so that the runtime compiles once. Not the app's build: there, a
    # module the app's manifest does not name, such as one these packages use, could be found all the same.
    harness="$work/packages/UpgradePackages"
    dependencies="" products="" imports=""
    for name in "${packages[@]}"; do
        product="$(ls "$work/packages/$name/Sources")" # the library, named after the spec's type prefix
        dependencies+="        .package(path: \"../$name\"),"$'\n'
        products+="            .product(name: \"$product\", package: \"$name\"),"$'\n'
        imports+="import $product"$'\n'
    done
    write "$harness/Package.swift" <<SWIFT
// swift-tools-version: 6.0
// Written by Tests/Upgrade/upgrade-test.sh: the packages generated from the $version specs.
import PackageDescription

let package = Package(
    name: "UpgradePackages",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
$dependencies    ],
    targets: [
        .target(name: "UpgradePackages", dependencies: [
$products        ])
    ]
)
SWIFT
    printf '%s' "$imports" | write "$harness/Sources/UpgradePackages/Imports.swift"
    build "$harness" "$logs/specs-build.log"
fi
last_app="" last_app_built=1
build_app "$fixtures" "$work/as-is/SchoolApp" app

# 3. The app again, upgraded as the list says, past the breaks it lists.
if grep -q '"upgrade"' "$expected"; then
    breaks upgrade --expected "$expected" "$fixtures" "$work/upgraded-fixtures"
    build_app "$work/upgraded-fixtures" "$work/upgraded/SchoolApp" upgraded-app
fi

# The app that got furthest runs its scenario, against its own server and against the spec's examples: a
# step that fails is a break too, one the compiler cannot see.
if [ -n "$last_app" ] && [ "$last_app_built" -eq 0 ]; then
    for mode in "" --stubbed; do
        run="school-app${mode:+ $mode}"
        out="$logs/${run// /}.out"
        set +e
        (cd "$last_app" && .build/debug/school-app ${mode:+"$mode"}) >"$out" 2>&1
        ran=$?
        set -e
        echo "ran $run in ${last_app#"$work/"}: $(tail -1 "$out")"
        sed -n "s/^✗ /error: $run: /p" "$out" >>"$logs/run.log"
        if [ "$ran" -ne 0 ] && ! grep -q '^✗ ' "$out"; then
            echo "error: $run: exit status $ran: $(tail -1 "$out")" >>"$logs/run.log"
        fi
    done
fi

# 4. The breaks against the list.
check_breaks() { # check_breaks EXPECTED CHANGELOG UPGRADING LOG...
    breaks check --version "$version" --expected "$1" --changelog "$2" --upgrading "$3" \
        --root "$work/as-is" --root "$work/upgraded" --root "$work" "${@:4}"
}
status=0
check_breaks "$expected" CHANGELOG.md docs/upgrading.md "$logs"/*.log || status=1

# 5. The self-test: the check is not vacuous.
self="$work/self-test"
rm -rf "$self"
mkdir -p "$self"
# A spec of the repository's bad ones (Tests/Fixtures/invalid), as if it were a fixture that stopped validating.
validate "$repo/Tests/Fixtures" invalid/unknown-type.yaml "$self/validate.log" || true
: >"$self/build.log"
if [ -n "$last_app" ]; then
    cat >"$last_app/Sources/school-app/UpgradeSelfTest.swift" <<'SWIFT'
import SchoolAPI

/// Calls what no spec generates: the upgrade test's self-test must see it reported.
func upgradeSelfTest() async throws(NetLayerError) {
    try await SchoolClient.noSuchInterfaceOfTheSelfTest()
}
SWIFT
    build "$last_app" "$self/build.log"
    rm "$last_app/Sources/school-app/UpgradeSelfTest.swift"
fi
check_breaks "$expected" CHANGELOG.md docs/upgrading.md "$self/validate.log" "$self"/build.log \
    >"$self/verdict.log" || true
check "self-test: a spec that no longer validates is reported, as not listed" \
    grep -q "^invalid/unknown-type.yaml:10:19: error: unknown type 'Prodcut'" "$self/verdict.log"
check "self-test: a call of old app code that no longer compiles is reported, as not listed" grep -q \
    "^SchoolApp/Sources/school-app/UpgradeSelfTest.swift:5:[0-9]*: error: .*noSuchInterfaceOfTheSelfTest" \
    "$self/verdict.log"
check "self-test: the report says to add a CHANGELOG **Breaking** entry and a docs/upgrading.md section" \
    grep -q "add a \*\*Breaking\*\* entry to CHANGELOG.md's \[Unreleased\] section, a section under" \
    "$self/verdict.log"

# The list's other checks, on one compile error and a CHANGELOG and upgrading.md of the self-test's own.
echo "$work/as-is/SchoolApp/Sources/school-app/Gone.swift:5:9: error: no member 'gone'" >"$self/one.log"
printf '%s\n' "## [Unreleased]" "### Changed" "- **Breaking (generated API):** the interface" \
    "  \`gone\` is no more." "- Not breaking: \`kept\` is kept." "## [$version] - 2026-01-01" \
    "- **Breaking:** \`kept\` is no more." >"$self/CHANGELOG.md"
printf '%s\n' "# Upgrading" "## Unreleased" "### \`gone\` is gone (generated API)" "## 0.0.1" \
    "### Kept before" >"$self/upgrading.md"
entry() { # entry MESSAGE CHANGELOG ANCHOR: a list of one entry
    printf '[{"file": "SchoolApp/Sources/school-app/Gone.swift", "message": "%s", "changelog": "%s",
    "upgrading": "%s"}]\n' "$1" "$2" "$3" >"$self/expected.json"
}
passes() { check_breaks "$self/expected.json" "$self/CHANGELOG.md" "$self/upgrading.md" "$self/one.log" >/dev/null; }
fails_saying() { # fails_saying TEXT [LOG]: the checker fails on LOG (one.log), and says TEXT
    local said log="${2:-$self/one.log}"
    if said="$(check_breaks "$self/expected.json" "$self/CHANGELOG.md" "$self/upgrading.md" "$log")"; then
        return 1
    fi
    grep -qF "$1" <<<"$said"
}
entry "no member 'gone'" "the interface \`gone\` is no more" "gone-is-gone-generated-api"
check "self-test: a listed break with its CHANGELOG entry and upgrading.md section passes" passes
entry "no member 'other'" "the interface \`gone\` is no more" "gone-is-gone-generated-api"
check "self-test: a listed break that does not happen fails, as stale" fails_saying "does not happen any more"
entry "no member 'gone'" "\`kept\` is kept" "gone-is-gone-generated-api"
check "self-test: a CHANGELOG entry not marked **Breaking** fails" fails_saying "no entry marked **Breaking**"
entry "no member 'gone'" "\`kept\` is no more" "gone-is-gone-generated-api"
check "self-test: a **Breaking** entry of $version itself, not after it, fails" \
    fails_saying "no entry marked **Breaking**"
entry "no member 'gone'" "the interface \`gone\` is no more" "kept-before"
check "self-test: an upgrading.md section of a release before $version fails" fails_saying "has no heading"
printf '%s\n' "error: link command failed with exit code 1 (use -v to see invocation)" \
    "upgrade-test: swift build exited with status 1" >"$self/unexplained.log"
check "self-test: a build that fails without an error line to name the break fails" \
    fails_saying "the build failed without an error line" "$self/unexplained.log"

if [ "$failures" -ne 0 ]; then
    cat "$self/verdict.log"
    echo "$failures self-test check(s) failed"
    status=1
fi
exit "$status"
