#!/usr/bin/env bash
# Formats the package's Swift code with the toolchain's swift-format
# (settings in .swift-format). `scripts/format.sh --lint` only reports, and
# exits non-zero on any finding (CI runs it). Tests/Goldens and the
# Embedded*.swift files are left alone: they are generated, byte for byte
# (the Embedded files also say so to swift-format, for a lint run by hand).
# swift-format reads the nearest .swift-format up from each file: Tests/ and
# Benchmarks/ have their own, the root's settings with
# AllPublicDeclarationsHaveDocumentation off, because their public
# declarations are test support and benchmark code, not API.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find Package.swift Sources Tests Benchmarks Plugins Examples Fuzz -type f -name '*.swift' -not -path '*/.build/*' -not -path 'Tests/Goldens/*' -not -path 'Tests/Upgrade/*' -not -name 'Embedded*.swift' 2>/dev/null | sort)
if [ "${1:-}" = "--lint" ]; then
    # The nested configurations are the root's but for that one rule: a setting changed at the root only
    # would format tests and benchmarks another way.
    python3 - <<'PYTHON'
import json, sys
root = json.load(open(".swift-format"))
for nested in ("Tests/.swift-format", "Benchmarks/.swift-format"):
    config = json.load(open(nested))
    config["rules"]["AllPublicDeclarationsHaveDocumentation"] = True
    if config != root:
        sys.exit(f"error: {nested} must be .swift-format with AllPublicDeclarationsHaveDocumentation off")
PYTHON
    swift format lint --strict --parallel "${files[@]}"
else
    swift format format --in-place --parallel "${files[@]}"
fi
