#!/usr/bin/env bash
# Cuts release VERSION (docs/releases.md): sets the one version number
# (Sources/NetLayerSpec/NetLayerVersion.swift), turns CHANGELOG.md's
# Unreleased section into VERSION's with today's date and its compare link,
# rewrites the versions the docs install (a dependency's `from: "X.Y.Z"`,
# `mint install netlayer/netlayer@X.Y.Z`), then commits and tags vVERSION.
#
#   scripts/release.sh VERSION [--no-commit]
#
# --no-commit only edits the files (to look at the result, or in a test).
# Building and publishing the plugins' artifact bundle comes after the tag:
# scripts/make-artifact-bundle.sh (printed at the end).
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:-}"
commit=1
if [ "${2:-}" = "--no-commit" ]; then commit=0; elif [ -n "${2:-}" ]; then
    echo "usage: scripts/release.sh VERSION [--no-commit]" >&2
    exit 64
fi
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    echo "usage: scripts/release.sh VERSION [--no-commit] (VERSION as MAJOR.MINOR.PATCH, got '$version')" >&2
    exit 64
fi

constant="Sources/NetLayerSpec/NetLayerVersion.swift"
current=$(sed -n 's/^    public static let current = "\([0-9.]*\)"$/\1/p' "$constant")
if [ -z "$current" ]; then
    echo "error: no 'public static let current = \"X.Y.Z\"' line in $constant" >&2
    exit 1
fi
# The new version must come after the current one, part by part.
if [ "$(printf '%s\n%s\n' "$current" "$version" | sort -t. -k1,1n -k2,2n -k3,3n | tail -1)" != "$version" ] ||
    [ "$current" = "$version" ]; then
    echo "error: $version does not come after the current version $current" >&2
    exit 1
fi

# What Unreleased says becomes the release's notes; a release without notes is a mistake.
notes=$(awk '/^## \[Unreleased\]$/ { inside = 1; next } /^## \[/ { inside = 0 } inside' CHANGELOG.md)
if ! grep -q '[^[:space:]]' <<<"$notes"; then
    echo "error: CHANGELOG.md's Unreleased section is empty: say what $version brings first" >&2
    exit 1
fi
if [ "$commit" -eq 1 ] && [ -n "$(git status --porcelain)" ]; then
    echo "error: the working tree has changes; commit them or run with --no-commit" >&2
    exit 1
fi

today=$(date -u +%Y-%m-%d)
repository=$(sed -n 's|^\[Unreleased\]: \(https://.*\)/compare/v[0-9.]*\.\.\.HEAD$|\1|p' CHANGELOG.md)
if [ -z "$repository" ]; then
    echo "error: no '[Unreleased]: https://…/compare/vX.Y.Z...HEAD' link in CHANGELOG.md" >&2
    exit 1
fi

sed -i "s/^    public static let current = \"$current\"$/    public static let current = \"$version\"/" "$constant"
sed -i \
    -e "s/^## \[Unreleased\]$/## [Unreleased]\n\n## [$version] - $today/" \
    -e "s|^\[Unreleased\]: $repository/compare/v$current\.\.\.HEAD$|[Unreleased]: $repository/compare/v$version...HEAD\n[$version]: $repository/compare/v$current...v$version|" \
    CHANGELOG.md
# The migrations for the breaking changes since the last release are this version's now.
if [ -f docs/upgrading.md ]; then
    sed -i "s/^## Unreleased$/## $version/" docs/upgrading.md
fi
# The same two forms VersionAgreementTests reads.
for doc in README.md docs/*.md; do
    sed -i -E \
        -e "s#(github\.com/netlayer/netlayer(-plugins)?\", from: \")[0-9]+\.[0-9]+\.[0-9]+\"#\1$version\"#g" \
        -e "s#netlayer/netlayer@[0-9]+\.[0-9]+\.[0-9]+#netlayer/netlayer@$version#g" \
        "$doc"
done

echo "NetLayer $current → $version ($today)"
if [ "$commit" -eq 0 ]; then
    git --no-pager diff --stat || true
    exit 0
fi
git add -A "$constant" CHANGELOG.md README.md docs
git commit -q -m "Release $version"
git tag -a "v$version" -m "NetLayer $version" -m "$notes"
cat <<EOF
Committed and tagged v$version. Next:
  git push origin HEAD v$version
  bash scripts/make-artifact-bundle.sh --url $repository/releases/download/v$version/netlayer.artifactbundle.zip
and attach .build/artifacts/netlayer.artifactbundle.zip to the v$version release; copy the
NetLayerPlugins package it writes into the netlayer-plugins repository, commit and tag it v$version.
EOF
