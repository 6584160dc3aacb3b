#!/usr/bin/env bash
# Prints every hand-written Swift line longer than 120 columns (the lineLength of
# .swift-format) as FILE:LINE: COLUMNS, and exits 1 when there is one: swift-format
# breaks code but not string literals or comments, so its lint alone lets these pass.
# Tests/Goldens and Embedded*.swift are generated, byte for byte, and left out;
# symbolic links (the plugins' shared sources) are read once, at their target.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=120
mapfile -t files < <(find Package.swift Sources Tests Plugins Benchmarks Fuzz Examples -type f -name '*.swift' \
    -not -path '*/.build/*' -not -path 'Tests/Goldens/*' -not -path 'Tests/Upgrade/*' -not -name 'Embedded*.swift' 2>/dev/null | sort)
# Columns are characters: the bytes of a line minus its UTF-8 continuation bytes (10xxxxxx), counted the
# same way by every awk under LC_ALL=C.
LC_ALL=C awk -v limit="$limit" '
    { rest = $0; columns = length(rest) - gsub(/[\200-\277]/, "", rest) }
    columns > limit { print FILENAME ":" FNR ": " columns; found = 1 }
    END { exit found ? 1 : 0 }
' "${files[@]}"
