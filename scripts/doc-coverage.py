#!/usr/bin/env python3
"""Lists the public and open declarations of Sources/NetLayer that have no
`///` doc comment, and prints the share that have one. Exits 1 when any is
missing and --require-all is given (CI)."""
import pathlib
import re
import sys

DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:final|static|class|override|mutating|nonmutating|"
    r"indirect|convenience|required|nonisolated|private\(set\)|fileprivate\(set\)|internal\(set\))\s+)*"
    r"(?:func|var|let|init|subscript|struct|class|enum|protocol|typealias|actor|case|extension)\b")


def documented(lines, index):
    """Whether the declaration at `index` has `///` above it, attributes and
    blank-free comment lines skipped."""
    index -= 1
    while index >= 0 and lines[index].strip().startswith("@"):
        index -= 1
    return index >= 0 and lines[index].strip().startswith("///")


def main():
    root = pathlib.Path(__file__).resolve().parent.parent / "Sources" / "NetLayer"
    total, missing = 0, []
    for path in sorted(root.rglob("*.swift")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for index, line in enumerate(lines):
            if not DECLARATION.match(line) or re.match(r"^\s*(?:public\s+)?extension\b", line):
                continue
            total += 1
            if not documented(lines, index):
                missing.append(f"{path.relative_to(root.parent.parent)}:{index + 1}: {line.strip()}")
    share = 100.0 * (total - len(missing)) / total if total else 100.0
    for entry in missing:
        print(entry)
    print(f"{total - len(missing)} of {total} public declarations documented ({share:.1f} %)")
    if missing and "--require-all" in sys.argv:
        sys.exit(1)


main()
