#!/usr/bin/env bash
# Formats the package's Swift code with the toolchain's swift-format
# (settings in .swift-format). `scripts/format.sh --lint` only reports.
# Tests/Goldens and EmbeddedTemplates.swift are left alone: they are generated,
# byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find Package.swift Sources Tests Benchmarks Plugins Examples Fuzz -name '*.swift' -not -path '*/.build/*' -not -path 'Tests/Goldens/*' -not -name 'EmbeddedTemplates.swift' 2>/dev/null | sort)
if [ "${1:-}" = "--lint" ]; then
    swift format lint --parallel "${files[@]}"
else
    swift format format --in-place --parallel "${files[@]}"
fi
