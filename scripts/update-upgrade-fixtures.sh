#!/usr/bin/env bash
# Moves the upgrade test's fixtures (Tests/Upgrade/upgrade-test.sh) to release
# VERSION, made at COMMIT: its example specs and the School example app as that
# commit has them replace the previous release's, and the list of expected
# breaks starts empty, since nothing has changed since the release yet.
#
#   scripts/update-upgrade-fixtures.sh VERSION COMMIT
#
# Run it after cutting a release (docs/releases.md), then commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:-}"
commit="${2:-}"
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || [ -z "$commit" ] || [ $# -ne 2 ]; then
    echo "usage: scripts/update-upgrade-fixtures.sh VERSION COMMIT (VERSION as MAJOR.MINOR.PATCH)" >&2
    exit 64
fi
full=$(git rev-parse --verify --quiet "$commit^{commit}") || {
    echo "error: '$commit' is not a commit of this repository" >&2
    exit 1
}

# One release's fixtures at a time: the test reads the only folder there is.
find Tests/Upgrade -mindepth 1 -maxdepth 1 -type d -name '[0-9]*.[0-9]*.[0-9]*' -exec rm -rf {} +
fixtures="Tests/Upgrade/$version"
mkdir -p "$fixtures"
# The specs with every file they include, and the app as a user has it: its manifest,
# its spec and settings beside the code that calls what they generate.
git archive "$full" specs Examples/SchoolApp | tar -x -C "$fixtures"
mv "$fixtures/Examples/SchoolApp" "$fixtures/SchoolApp"
rmdir "$fixtures/Examples"
rm -f "$fixtures/SchoolApp/README.md"
echo "[]" >"$fixtures/expected-breaks.json"
cat >"$fixtures/README.md" <<EOF
# The upgrade test's fixtures: NetLayer $version

\`specs/\` and \`SchoolApp/\` are \`specs/\` and \`Examples/SchoolApp/\` of commit
\`${full:0:7}\` (NetLayer $version), as \`scripts/update-upgrade-fixtures.sh $version ${full:0:7}\`
took them. Do not edit them: they stand for what users of $version have.
\`Tests/Upgrade/upgrade-test.sh\` generates them with the current code and builds the app;
\`expected-breaks.json\` lists what is allowed to break, each break with its CHANGELOG
**Breaking** entry and its docs/upgrading.md section (docs/releases.md).
EOF
echo "Tests/Upgrade/$version: the specs and SchoolApp of ${full:0:7}; expected-breaks.json is empty"
