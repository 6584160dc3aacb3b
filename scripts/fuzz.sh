#!/usr/bin/env bash
# Fuzzes NetLayer with libFuzzer (docs/fuzzing.md): the spec loader and the
# generator, the importer, the runtime's JSON parser, the mock's multipart
# and form parsers. Each target checks an oracle and traps when it breaks.
#
#     bash scripts/fuzz.sh spec|import|json|form|all SECONDS [libFuzzer options...]
#
# Builds with the fuzzer and AddressSanitizer in .build-fuzz (optimised:
# FUZZ_CONFIGURATION=debug for a debug build, about 8 times slower), collects the
# seeds from the repository (Tests/Corpora among them), runs each target for SECONDS with
# its working corpus in .fuzz/corpus/TARGET (git-ignored, kept between runs),
# and prints per target the executions, executions per second and findings.
# Findings are written to .fuzz/findings/TARGET; the exit status is 1 when
# there is any. Targets run one after another: each takes a core.
set -uo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: bash scripts/fuzz.sh spec|import|json|form|all SECONDS [libFuzzer options...]" >&2
    exit 2
}
[ $# -ge 2 ] || usage
choice=$1
seconds=$2
shift 2
[[ "$seconds" =~ ^[0-9]+$ ]] || usage
case "$choice" in
    all) targets=(spec import json form) ;;
    spec | import | json | form) targets=("$choice") ;;
    *) usage ;;
esac

corpora=Tests/Corpora
configuration=${FUZZ_CONFIGURATION:-release}
product() {
    case "$1" in
        spec) echo SpecFuzzer ;;
        import) echo ImportFuzzer ;;
        json) echo JSONFuzzer ;;
        form) echo FormFuzzer ;;
    esac
}

# The longest input libFuzzer makes. Larger seeds are cut to it: long inputs
# slow every execution, and the parsers' paths show in short ones. The
# importer gets room for whole small documents.
max_len() {
    case "$1" in
        spec) echo 8192 ;;
        import) echo 32768 ;;
        *) echo 4096 ;;
    esac
}

# Copies the seeds of target $1 into folder $2, one flat file each.
collect_seeds() {
    local target=$1 folder=$2 files=()
    case "$target" in
        spec)
            mapfile -t files < <(find specs Tests/Fixtures Tests/Goldens/Import Examples/SchoolApp/Sources \
                -name '*.yaml' -type f)
            ;;
        import)
            mapfile -t files < <(find "$corpora/openapi" "$corpora/openapi-real" -type f \
                \( -name '*.yaml' -o -name '*.json' \))
            ;;
        json)
            mapfile -t files < <(find Fuzz/Seeds/JSON Tests -type f \
                -name '*.json')
            ;;
        form)
            mapfile -t files < <(find Fuzz/Seeds/Form -type f)
            ;;
    esac
    rm -rf "$folder"
    mkdir -p "$folder"
    for file in "${files[@]}"; do
        cp "$file" "$folder/$(echo "${file#./}" | tr '/' '_')"
    done
    echo "${#files[@]}"
}

# The files libFuzzer wrote for crashes, broken oracles, hangs and memory
# blowups in folder $1 (newest first with -t). Its slow-unit files are left
# out: a slow input is reported in the log, but on a shared machine it is
# more often the load than the input.
findings_in() {
    (cd "$1" && ls ${2:-} -- crash-* timeout-* oom-* leak-* 2>/dev/null)
}

# -DNETLAYER_FUZZING makes each target's main hand over to libFuzzer
# (Fuzz/FuzzSupport/FuzzDriver.swift). SwiftPM also builds the package's
# plugin tools with these flags, and the EmbedRuntime tool, which has no fuzz
# entry, fails to link; no fuzz target needs it, so only the build's status
# counts and its log is shown when that fails.
build_log=$(mktemp)
for target in "${targets[@]}"; do
    echo "== building $(product "$target")"
    if ! swift build -c "$configuration" -Xswiftc -sanitize=fuzzer,address -Xswiftc -DNETLAYER_FUZZING \
        --scratch-path .build-fuzz --product "$(product "$target")" >"$build_log" 2>&1; then
        grep -v "Cannot export local symbol" "$build_log" >&2
        echo "error: the fuzzing build of $(product "$target") failed" >&2
        exit 2
    fi
done

status=0
summary=()
for target in "${targets[@]}"; do
    name=$(product "$target")
    corpus=.fuzz/corpus/$target
    seeds=.fuzz/seeds/$target
    findings=.fuzz/findings/$target
    log=.fuzz/logs/$target.log
    mkdir -p "$corpus" "$findings" .fuzz/logs
    count=$(collect_seeds "$target" "$seeds")
    before=$(findings_in "$findings" | wc -l)
    echo "== fuzzing $name for $seconds s ($count seeds; log: $log)"
    start=$(date +%s)
    # The Swift backtracer, reading the crashed stack, trips AddressSanitizer
    # and buries the oracle's message: libFuzzer's report is enough.
    # No leak checks: Swift keeps enum case tags in the spare bits of
    # pointers, which LeakSanitizer cannot follow, so it reports what a global
    # holds (the compiled templates) as leaked, per input and at exit.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 .build-fuzz/"$configuration"/"$name" "$corpus" "$seeds" \
        -max_total_time="$seconds" -max_len="$(max_len "$target")" -timeout=30 -detect_leaks=0 \
        -print_final_stats=1 -artifact_prefix="$findings/" "$@" >"$log" 2>&1
    fuzzer_status=$?
    elapsed=$(($(date +%s) - start))
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    found=$(($(findings_in "$findings" | wc -l) - before))
    grep -E "Fatal error|Precondition failed|ERROR: (AddressSanitizer|libFuzzer)|Test unit written" "$log" | head -5
    if [ "$fuzzer_status" -ne 0 ] || [ "$found" -gt 0 ]; then
        status=1
        for file in $(findings_in "$findings" -t | head -"$((found > 0 ? found : 1))"); do
            echo "   finding: $findings/$file (replay: swift run $name $findings/$file)"
        done
    fi
    summary+=("$(printf '%-7s %12s executions  %8s exec/s  %6s s  %s finding(s)' \
        "$target" "${executions:-?}" "${rate:-?}" "$elapsed" "$found")")
done

echo "== summary"
printf '%s\n' "${summary[@]}"
exit $status
