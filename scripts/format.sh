#!/usr/bin/env bash
# Formats the package's Swift code with the toolchain's swift-format
# (settings in .swift-format). `scripts/format.sh --lint` only reports.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Benchmarks)
[ -d Plugins ] && paths+=(Plugins)
if [ "${1:-}" = "--lint" ]; then
    swift format lint --recursive --parallel "${paths[@]}"
else
    swift format format --in-place --recursive --parallel "${paths[@]}"
fi
