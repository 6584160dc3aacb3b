#!/usr/bin/env python3
"""The upgrade test's list of expected breaks (Tests/Upgrade/upgrade-test.sh).

    breaks.py check --version V --expected FILE --changelog FILE --upgrading FILE
                    --root DIR [--root DIR...] LOG...
    breaks.py upgrade --expected FILE FIXTURES DESTINATION

`check` compares what broke with the list. A break is each error line of the logs
(`netlayer validate`'s, `swift build`'s): `FILE:LINE:COLUMN: error: MESSAGE`, its FILE
made relative to the first DIR it is in, or `error: MESSAGE` with no file (a
manifest or a dependency SwiftPM cannot resolve). Each entry of the list (a JSON
array) names one:

    {"file": "SchoolApp/Sources/SchoolAPI/NetLayerGenerated/School+Client.swift",
     "message": "no such module 'NetLayerMock'",
     "changelog": "A target with `fixtures: true` depends on the `NetLayerMock` product too",
     "upgrading": "the-mock-backend-is-a-library-of-its-own-runtime-api-fixtures",
     "upgrade": [{"file": "SchoolApp/Package.swift", "replace": "...", "with": "..."}]}

`file` is the break's file (relative, or "" for none), `message` a regular
expression searched in its message, `changelog` text of an entry marked
**Breaking** in CHANGELOG.md's sections newer than V, and `upgrading` the anchor
of a heading in docs/upgrading.md's sections newer than V. Checked both ways: a
break no entry names fails, and so does an entry no break matches (the list is
stale), or one whose CHANGELOG entry or upgrading.md heading is missing. Exit
status 1 then.

`upgrade` copies FIXTURES to DESTINATION with each entry's optional `upgrade`
edits made (what docs/upgrading.md tells a user to change, each `replace` text
found once), so that a second build gets past those breaks to the code behind
them.
"""

import argparse
import json
import os
import re
import shutil
import sys

LOCATED = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.*)$")
UNLOCATED = re.compile(r"^error: (?P<message>.*)$")
# SwiftPM's summary of a compiler that failed restates the compiler's own errors.
RESTATEMENT = re.compile(r"command failed (with exit code|due to signal)")
# The line upgrade-test.sh ends a build's log with.
STATUS = re.compile(r"^upgrade-test: swift build exited with status (?P<status>\d+)$")


def breaks_in(logs, roots):
    """Every error of the logs, once, in the order first printed, and the logs of a build
    that failed (upgrade-test.sh's `STATUS` line) without an error line to say why."""
    found, unexplained = {}, []
    for log in logs:
        failed, errors = False, 0
        with open(log, encoding="utf-8", errors="replace") as text:
            for line in text:
                line = line.rstrip("\n")
                if (status := STATUS.match(line)) and status["status"] != "0":
                    failed = True
                located = LOCATED.match(line)
                if located:
                    path = located["file"]
                    under = [root for root in roots if path.startswith(root.rstrip("/") + "/")]
                    if under:
                        path = os.path.relpath(path, under[0])
                    key = (path, int(located["line"]), int(located["column"]), located["message"])
                elif (unlocated := UNLOCATED.match(line)) and not RESTATEMENT.search(line):
                    key = ("", 0, 0, unlocated["message"])
                else:
                    continue
                errors += 1
                found.setdefault(key, None)
        if failed and errors == 0:
            unexplained.append(log)
    return list(found), unexplained


def describe(key):
    path, line, column, message = key
    return f"{path}:{line}:{column}: error: {message}" if path else f"error: {message}"


def version_key(version):
    return tuple(int(part) for part in version.split("."))


def newer_than(path, version, version_heading):
    """The lines of a Markdown file, and how many of them come before the first heading of a
    version no newer than `version` (the fixtures' release): the changes made since."""
    with open(path, encoding="utf-8") as text:
        lines = text.read().splitlines()
    for index, line in enumerate(lines):
        heading = version_heading.match(line)
        if heading and version_key(heading[1]) <= version_key(version):
            return lines, index
    return lines, len(lines)


def breaking_entries(changelog, version):
    """The list items marked **Breaking** of CHANGELOG.md's sections newer than `version`,
    each on one line with its white space collapsed, as the entries wrap."""
    lines, end = newer_than(changelog, version, re.compile(r"^## \[(\d+\.\d+\.\d+)\]"))
    items, current = [], None
    for line in lines[:end]:
        if line.startswith("- "):
            current = [line[2:]]
            items.append(current)
        elif current is not None and line.startswith("  "):
            current.append(line)
        else:
            current = None
    entries = (" ".join(" ".join(item).split()) for item in items)
    return [entry for entry in entries if entry.startswith("**Breaking")]


def anchors(upgrading, version):
    """GitHub's anchors of docs/upgrading.md's headings newer than `version`; a repeated
    heading's anchor takes a number, counted over the whole page."""
    lines, end = newer_than(upgrading, version, re.compile(r"^## (\d+\.\d+\.\d+)$"))
    found, seen, fenced = set(), {}, False
    for index, line in enumerate(lines):
        fenced ^= line.startswith("```")  # a shell comment in a code block is no heading
        heading = re.match(r"^#+ (.*)$", line)
        if fenced or not heading:
            continue
        slug = re.sub(r"[^\w\- ]", "", heading[1].strip().lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        if index < end:
            found.add(slug if count == 0 else f"{slug}-{count}")
    return found


def check(arguments):
    with open(arguments.expected, encoding="utf-8") as text:
        expected = json.load(text)
    breaks, unexplained = breaks_in(arguments.logs, arguments.root)
    entries = breaking_entries(arguments.changelog, arguments.version)
    headings = anchors(arguments.upgrading, arguments.version)
    problems = 0
    for log in unexplained:
        problems += 1
        print(f"{log}: the build failed without an error line to name the break (a linker error, a crash?): read it")

    def matches(entry, key):
        return entry["file"] == key[0] and re.search(entry["message"], key[3]) is not None

    for key in breaks:
        if not any(matches(entry, key) for entry in expected):
            problems += 1
            print(f"{describe(key)}\n  not in {arguments.expected}: a change broke what {arguments.version} users have."
                  " If it is meant to, add a **Breaking** entry to CHANGELOG.md's [Unreleased] section, a section"
                  " under `## Unreleased` in docs/upgrading.md saying what to change, and an entry to the list"
                  " naming both; if not, make the change compatible.")
    for entry in expected:
        name = f"expected break {entry['file'] or '(no file)'}: {entry['message']!r}"
        if not any(matches(entry, key) for key in breaks):
            problems += 1
            print(f"{name}\n  does not happen any more: remove it from {arguments.expected}"
                  " (the CHANGELOG entry and the upgrading.md section stay).")
        wanted = " ".join(entry["changelog"].split())
        if not any(wanted in text for text in entries):
            problems += 1
            print(f"{name}\n  no entry marked **Breaking** in {arguments.changelog} after {arguments.version}"
                  f" says {wanted!r}.")
        if entry["upgrading"] not in headings:
            problems += 1
            print(f"{name}\n  {arguments.upgrading} has no heading newer than {arguments.version}"
                  f" whose anchor is #{entry['upgrading']}.")

    if problems:
        print(f"{problems} problem(s) with the breaks of upgrading from {arguments.version}")
        return 1
    print(f"{len(breaks)} break(s) of upgrading from {arguments.version}, each listed with its CHANGELOG"
          " entry and upgrading.md section")
    return 0


def upgrade(arguments):
    with open(arguments.expected, encoding="utf-8") as text:
        expected = json.load(text)
    shutil.rmtree(arguments.destination, ignore_errors=True)
    shutil.copytree(arguments.fixtures, arguments.destination)
    for entry in expected:
        for edit in entry.get("upgrade", []):
            path = os.path.join(arguments.destination, edit["file"])
            with open(path, encoding="utf-8") as text:
                source = text.read()
            if source.count(edit["replace"]) != 1:
                print(f"error: {arguments.expected}: the upgrade of {edit['file']} for {entry['message']!r} does not"
                      f" find {edit['replace']!r} once", file=sys.stderr)
                return 1
            with open(path, "w", encoding="utf-8") as text:
                text.write(source.replace(edit["replace"], edit["with"]))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    checking = commands.add_parser("check", help="compare the breaks of the logs with the list")
    checking.add_argument("--version", required=True)
    checking.add_argument("--expected", required=True)
    checking.add_argument("--changelog", required=True)
    checking.add_argument("--upgrading", required=True)
    checking.add_argument("--root", action="append", required=True)
    checking.add_argument("logs", nargs="+")
    upgrading = commands.add_parser("upgrade", help="copy the fixtures with the list's upgrade edits made")
    upgrading.add_argument("--expected", required=True)
    upgrading.add_argument("fixtures")
    upgrading.add_argument("destination")
    arguments = parser.parse_args()
    return check(arguments) if arguments.command == "check" else upgrade(arguments)


if __name__ == "__main__":
    sys.exit(main())
