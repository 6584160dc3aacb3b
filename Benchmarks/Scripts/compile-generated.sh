#!/usr/bin/env bash
# The debug compile of the code generated for a synthetic spec (1,000
# interfaces in 10 modules unless given), against the runtime built in
# release: wall time, the peak memory of the largest compiler process, the
# slowest files and the slowest function bodies.
#
#     bash Benchmarks/Scripts/compile-generated.sh [INTERFACES] [MODULES]
set -euo pipefail
cd "$(dirname "$0")/../.."
interfaces=${1:-1000}
modules=${2:-10}
root=$PWD
work=$(mktemp -d /tmp/netlayer-compile-XXXXXX)
trap 'rm -rf "$work"' EXIT

swift build -c release --product netlayer >/dev/null
swift build -c release --product SpecLoadBenchmark >/dev/null
swift build -c release --target NetLayer >/dev/null
.build/release/SpecLoadBenchmark --interfaces "$interfaces" --modules "$modules" \
    --write-spec "$work/synthetic.yaml" >/dev/null
.build/release/netlayer generate "$work/synthetic.yaml" --output "$work/Generated" --quiet
cd "$work"
files=(Generated/*.swift)
echo "$interfaces interfaces in $modules modules: ${#files[@]} files, $(cat "${files[@]}" | wc -l) lines"

# As SwiftPM compiles a target in debug on 2 cores.
/usr/bin/time -f "%e %U %M" -o time swiftc -c -Onone -g -swift-version 6 -parse-as-library \
    -module-name Generated -j 2 -I "$root/.build/release/Modules" "${files[@]}"
read -r seconds user largest <time
echo "debug compile, 2 jobs: ${seconds} s (${user} s of CPU); largest compiler process $((largest / 1024)) MB"

# Each file alone, for the slowest files and function bodies.
mkdir -p stats
rm -f ./*.o
swiftc -c -Onone -g -swift-version 6 -parse-as-library -module-name Generated -j 2 -I "$root/.build/release/Modules" \
    -Xfrontend -debug-time-function-bodies -Xfrontend -stats-output-dir -Xfrontend "$work/stats" "${files[@]}" \
    >bodies.txt 2>&1
echo
echo "slowest files (s of the compiler's wall time, from -stats-output-dir):"
python3 - "$work/stats" <<'PY'
import glob, json, re, sys
times = {}
for path in glob.glob(sys.argv[1] + "/*.json"):
    for key, value in json.load(open(path)).items():
        match = re.match(r"time\.swift-frontend\.Generated-(.+?)\.swift-", key)
        if match:
            times[match.group(1)] = times.get(match.group(1), 0) + value
for name, value in sorted(times.items(), key=lambda item: -item[1])[:5]:
    print(f"  {value:6.2f}  {name}.swift")
PY
echo
echo "slowest function bodies (ms, -debug-time-function-bodies):"
sort -rn bodies.txt | head -8 | sed 's/^/  /'
