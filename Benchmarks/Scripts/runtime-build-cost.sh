#!/usr/bin/env bash
# What depending on NetLayer costs an app's build (issue 34; docs/benchmarks.md, "What an app
# builds"), before and after the package traits, for two apps:
#
#   runtime    a runtime-only app: one executable target, one file that imports NetLayer and
#              uses one type (HTTPMethod). It depends on NetLayer by URL, as an app does: a
#              `git clone` of the commit measured, tagged 1.0.0, named `file:///…` with
#              `from: "1.0.0"`, and `traits: []` where the commit has traits (none before).
#   schoolapp  Examples/SchoolApp of the commit measured, pointed at the same clone by path
#              (NETLAYER_PACKAGE_PATH, as Tests/PluginTests/plugin-tests.sh does): the plugin
#              user, on the default traits.
#
# For each commit, app and run: a clean debug `swift build` (`rm -rf .build Package.resolved`;
# SwiftPM's shared clone cache is warm: `swift package resolve` runs once, untimed, first),
# then a rebuild after touching the app's one file (runtime: main.swift; schoolapp:
# Sources/school-app/SchoolApp.swift), then a re-plan: a rebuild after touching Package.swift.
# Each build reports the packages resolved (Package.resolved), the plugins compiled
# (`Compiling plugin` lines), the steps of the main build (the N of the last `[n/N]`), the
# compile jobs of every phase (`Compiling`, `Emitting module` and `Linking` lines, the plugins'
# own excepted: a plugin's tool is built in a phase of its own, before the main build), and wall and CPU
# time from `/usr/bin/time -f "%e %U %S"` (CPU = user + system: the machine may be shared, and
# CPU time is the steadier figure). The names of the packages and plugins follow the table; each
# build's log is kept as WORK_FOLDER/<commit>/<app>-<run>-<build>.log. Package.resolved lists
# packages by URL only: SchoolApp's NetLayer, a path dependency, is not counted. SwiftPM prints
# `Compiling plugin` on every build, also when its plugin cache spares the compilation.
#
#   Benchmarks/Scripts/runtime-build-cost.sh [RUNS] [WORK_FOLDER] [COMMIT...]
#
# RUNS defaults to 2; COMMITS to ccbac5b (before the traits) and HEAD. APPS="runtime" (or
# "schoolapp") measures one app only. A commit must be committed: the clone takes it from git.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-2}"
work="${2:-$(mktemp -d)}"
shift 2 2>/dev/null || shift $#
commits=("$@")
[ ${#commits[@]} -gt 0 ] || commits=(ccbac5b HEAD)
apps="${APPS:-runtime schoolapp}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
rows="$work/rows.txt"
names="$work/names.txt"
: >"$rows"
: >"$names"

# The clone an app depends on: $work/<sha>/NetLayer, tagged 1.0.0 at the commit.
clone_of() { # commit → prints the clone's path
    local sha dir
    sha="$(git -C "$repo" rev-parse --short "$1")"
    dir="$work/$sha/NetLayer"
    if [ ! -d "$dir" ]; then
        git clone --quiet --no-checkout "$repo" "$dir"
        git -C "$dir" checkout --quiet --detach "$sha"
        git -C "$dir" tag 1.0.0 "$sha"
    fi
    echo "$dir"
}

has_traits() { grep -q "traits: \[" "$1/Package.swift"; }

make_runtime_app() { # clone, folder
    local clone="$1" app="$2" traits=""
    if has_traits "$clone"; then traits=", traits: []"; fi
    rm -rf "$app"
    mkdir -p "$app/Sources/runtime-only-app"
    cat >"$app/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "RuntimeOnlyApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "file://$clone", from: "1.0.0"$traits)],
    targets: [
        .executableTarget(
            name: "runtime-only-app", dependencies: [.product(name: "NetLayer", package: "NetLayer")])
    ]
)
EOF
    cat >"$app/Sources/runtime-only-app/main.swift" <<'EOF'
import NetLayer

print(HTTPMethod.GET)
EOF
}

# One timed build: appends a row; the log is $work/last.log.
measure() { # commit-label, app-label, run, kind, folder
    local label="$1" app_label="$2" run="$3" kind="$4" folder="$5" log="$work/last.log" times
    local status=0
    (cd "$folder" && /usr/bin/time -f "%e %U %S" -o "$work/time.txt" swift build >"$log" 2>&1) || status=$?
    if [ "$status" -ne 0 ]; then
        echo "error: the $kind build of $app_label at $label failed:" >&2
        tail -30 "$log" >&2
        exit 1
    fi
    times="$(tail -1 "$work/time.txt")"
    local packages plugins steps jobs
    packages="$(grep -c '"identity"' "$folder/Package.resolved" 2>/dev/null || true)"
    plugins="$(grep -c 'Compiling plugin' "$log" || true)"
    steps="$(grep -oE '^\[[0-9]+/[0-9]+\]' "$log" | tail -1 | sed -E 's|.*/([0-9]+)\]|\1|')"
    # Every phase's: the plugins' tools are built in a plan of their own, before the main build's.
    jobs="$(grep -E '^\[[0-9]+/[0-9]+\] (Compiling|Emitting module|Linking) ' "$log" | grep -cv 'Compiling plugin' || true)"
    read -r wall user sys <<<"$times"
    echo "$label $app_label $run $kind ${packages:-0} ${plugins:-0} ${steps:-0} ${jobs:-0} $wall $user $sys" >>"$rows"
    cp "$log" "$work/$label/$app_label-$run-$kind.log"
    if [ "$kind" = clean ] && [ "$run" = 1 ]; then
        local resolved compiled
        resolved="$(grep -oE '"identity" : "[^"]+"' "$folder/Package.resolved" 2>/dev/null |
            sed -E 's/.*: "(.*)"/\1/' | tr '\n' ' ')"
        compiled="$(grep -oE 'Compiling plugin [A-Za-z]+' "$log" | awk '{print $3}' | tr '\n' ' ')"
        printf '%s %s: packages: %s\n%s %s: plugins: %s\n' \
            "$label" "$app_label" "$resolved" "$label" "$app_label" "$compiled" >>"$names"
    fi
}

for commit in "${commits[@]}"; do
    clone="$(clone_of "$commit")"
    label="$(git -C "$repo" rev-parse --short "$commit")"
    for app_label in $apps; do
        folder="$work/$label/$app_label"
        case "$app_label" in
            runtime)
                make_runtime_app "$clone" "$folder"
                touched="Sources/runtime-only-app/main.swift"
                unset NETLAYER_PACKAGE_PATH
                ;;
            schoolapp)
                rm -rf "$folder"
                cp -R "$clone/Examples/SchoolApp" "$folder"
                touched="Sources/school-app/SchoolApp.swift"
                export NETLAYER_PACKAGE_PATH="$clone"
                ;;
            *) echo "error: unknown app $app_label (runtime, schoolapp)" >&2; exit 2 ;;
        esac
        rm -rf "$folder/.build" "$folder/Package.resolved"
        (cd "$folder" && swift package resolve >/dev/null 2>&1) # warms the shared cache; untimed
        for run in $(seq 1 "$runs"); do
            rm -rf "$folder/.build" "$folder/Package.resolved"
            measure "$label" "$app_label" "$run" clean "$folder"
            touch "$folder/$touched"
            measure "$label" "$app_label" "$run" touch "$folder"
            touch "$folder/Package.swift"
            measure "$label" "$app_label" "$run" replan "$folder"
        done
        unset NETLAYER_PACKAGE_PATH
    done
done

echo "| commit | app | run | build | packages | plugins | steps | compile jobs | wall, s | CPU, s (user + sys) |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
awk '{ printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %.1f (%s + %s) |\n",
       $1, $2, $3, $4, $5, $6, $7, $8, $9, $10 + $11, $10, $11 }' "$rows"
echo
cat "$names"
echo "(rows: $rows; work folder: $work)"
