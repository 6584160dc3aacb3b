#!/usr/bin/env bash
# The compile cost of generated unions against that of structs: two specs
# of N models (500 unless given) that differ only in kind, each model of two
# members of the same types (a struct of `id: String` and `leaf: LeafK`, a
# oneOf of `id: String` and `leaf: LeafK`), generated and compiled in debug
# (2 jobs, as SwiftPM builds a target) and type-checked, against the
# runtime built in debug.
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
for kind in structs unions; do
    .build/debug/netlayer generate "$work/$kind.yaml" --output "$work/$kind" --quiet
    files=("$work/$kind"/*.swift)
    /usr/bin/time -f "%e %M" -o "$work/time" swiftc -typecheck -swift-version 6 -I "$root/.build/debug/Modules" \
        "${files[@]}"
    read -r check checkMemory <"$work/time"
    (cd "$work" && /usr/bin/time -f "%e %M" -o "$work/time" swiftc -c -Onone -g -swift-version 6 -parse-as-library \
        -module-name Generated -j 2 -I "$root/.build/debug/Modules" "${files[@]}")
    read -r build buildMemory <"$work/time"
    echo "$count $kind: $(cat "${files[@]}" | wc -l) lines; typecheck ${check} s ($((checkMemory / 1024)) MB); debug compile ${build} s ($((buildMemory / 1024)) MB)"
done
