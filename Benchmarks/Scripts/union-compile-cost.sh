#!/usr/bin/env bash
# The compile cost of generated unions against that of structs: two specs
# of N models (500 unless given) that differ only in kind, each model of two
# members of the same types (a struct of `id: String` and `leaf: LeafK`, a
# oneOf of `id: String` and `leaf: LeafK`), generated and compiled in debug
# (2 jobs, as SwiftPM builds a target) and type-checked, against the
# runtime built in debug. Each is timed twice after a warm-up (the module
# cache), the faster kept: the machine is shared, and the difference sought
# is small.
#
#     bash Benchmarks/Scripts/union-compile-cost.sh [N]
set -euo pipefail
cd "$(dirname "$0")/../.."
count=${1:-500}
root=$PWD
work=$(mktemp -d /tmp/netlayer-unions-XXXXXX)
trap 'rm -rf "$work"' EXIT

swift build --product netlayer >/dev/null
python3 - "$count" "$work" <<'PY'
import sys
count, work = int(sys.argv[1]), sys.argv[2]
head = """netlayer: 1
name: Bench
environments:
  production: https://api.bench.example
modules:
  bench:
    envelope: none
    interfaces:
"""
for kind in ("structs", "unions"):
    lines = [head]
    for i in range(count):
        lines.append(f"      get{i}: {{ method: GET, path: get/{i}, response: Model{i} }}\n")
    lines.append("models:\n")
    for i in range(count):
        lines.append(f"  Leaf{i}: {{ id: Int, name: String }}\n")
        if kind == "structs":
            lines.append(f"  Model{i}: {{ id: String, leaf: Leaf{i} }}\n")
        else:
            lines.append(f"  Model{i}: {{ oneOf: {{ id: String, leaf: Leaf{i} }} }}\n")
    open(f"{work}/{kind}.yaml", "w").write("".join(lines))
PY
best() { # best of two runs of "$@": wall seconds and peak KB
    local one two
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1; one=$(cat "$work/time")
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1; two=$(cat "$work/time")
    printf '%s\n%s\n' "$one" "$two" | sort -n | head -1
}
for kind in structs unions; do
    .build/debug/netlayer generate "$work/$kind.yaml" --output "$work/$kind" --quiet
done
swiftc -typecheck -swift-version 6 -I "$root/.build/debug/Modules" "$work/structs"/*.swift
for kind in structs unions; do
    files=("$work/$kind"/*.swift)
    read -r check checkMemory < <(best swiftc -typecheck -swift-version 6 -I "$root/.build/debug/Modules" "${files[@]}")
    cd "$work"
    read -r build buildMemory < <(best swiftc -c -Onone -g -swift-version 6 -parse-as-library -module-name Generated \
        -j 2 -I "$root/.build/debug/Modules" "${files[@]}")
    cd "$root"
    echo "$count $kind: $(cat "${files[@]}" | wc -l) lines; typecheck ${check} s ($((checkMemory / 1024)) MB); debug compile ${build} s ($((buildMemory / 1024)) MB)"
done
