#!/usr/bin/env bash
# Builds the plugins' tool once, in release mode, as an artifact bundle
# (SE-0305), and the NetLayerPlugins package whose plugins run it, so that a
# clean app build does not compile the generator (docs/plugin.md, "Without
# compiling the generator"). SwiftLintPlugins and SwiftGen ship theirs so.
#
#   scripts/make-artifact-bundle.sh [--url URL] [--merge OTHER.zip] [--output DIR]
#
# Writes, in DIR (default .build-artifacts):
#   netlayer.artifactbundle.zip   info.json and this machine's variant of
#                                 netlayer-plugin-tool (plus OTHER.zip's variants)
#   checksum.txt                  what `swift package compute-checksum` gives for it
#   NetLayerPlugins/              the plugin package: with --url, its manifest names
#                                 the bundle by URL and checksum (for the release);
#                                 without, by path (the zip copied beside it: for tests)
#
# On Linux the Swift runtime and Foundation are linked in statically
# (--static-swift-stdlib), and so is libyaml, so the tool runs on a machine
# without the toolchain or libyaml; it needs only glibc. On macOS the tool is
# built for arm64 and x86_64; its Swift runtime is the system's.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"

url=""
merge=""
output="$repo/.build-artifacts"
while [ $# -gt 0 ]; do
    case "$1" in
    --url) url="$2"; shift 2 ;;
    --merge) merge="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    --output) mkdir -p "$2"; output="$(cd "$2" && pwd)"; shift 2 ;;
    *) echo "usage: scripts/make-artifact-bundle.sh [--url URL] [--merge OTHER.zip] [--output DIR]" >&2; exit 64 ;;
    esac
done

version=$(sed -n 's/^    public static let current = "\([0-9.]*\)"$/\1/p' Sources/NetLayerSpec/NetLayerVersion.swift)
tool="netlayer-plugin-tool"
bundle="$output/netlayer.artifactbundle"
rm -rf "$bundle" "$output/netlayer.artifactbundle.zip" "$output/NetLayerPlugins"
mkdir -p "$bundle"

# This machine's variant: the folder name says what it holds; SwiftPM goes by info.json.
case "$(uname -s)" in
Linux)
    triple="$(uname -m)-unknown-linux-gnu"
    variant="$tool-$version-linux-$(uname -m)"
    bash scripts/build-release.sh --product "$tool"
    built="$(swift build -c release --scratch-path .build-release --show-bin-path)/$tool"
    ;;
Darwin)
    triple="arm64-apple-macosx x86_64-apple-macosx"
    variant="$tool-$version-macos"
    swift build -c release --scratch-path .build-release --product "$tool" --arch arm64 --arch x86_64
    built="$(swift build -c release --scratch-path .build-release --arch arm64 --arch x86_64 --show-bin-path)/$tool"
    ;;
*) echo "error: no artifact bundle variant for $(uname -s)" >&2; exit 1 ;;
esac
mkdir -p "$bundle/$variant/bin"
cp "$built" "$bundle/$variant/bin/$tool"
strip "$bundle/$variant/bin/$tool" 2>/dev/null || true

# info.json: this variant, and those of the bundle to merge (built on another platform).
if [ -n "$merge" ]; then
    other="$(mktemp -d)"
    unzip -q "$merge" -d "$other"
    for folder in "$other"/netlayer.artifactbundle/*/; do
        [ "$(basename "$folder")" = "$variant" ] || cp -R "$folder" "$bundle/"
    done
fi
python3 - "$bundle/info.json" "$tool" "$version" "$variant/bin/$tool" "$triple" "${other:-}" <<'PY'
import json, sys
path, tool, version, binary, triples, other = sys.argv[1:]
variants = [{"path": binary, "supportedTriples": triples.split()}]
if other:
    with open(f"{other}/netlayer.artifactbundle/info.json") as f:
        for variant in json.load(f)["artifacts"][tool]["variants"]:
            if variant["path"] != binary:
                variants.append(variant)
info = {"schemaVersion": "1.0",
        "artifacts": {tool: {"version": version, "type": "executable", "variants": variants}}}
with open(path, "w") as f:
    json.dump(info, f, indent=2)
    f.write("\n")
PY

# Files in a fixed order with fixed times, so one build gives one checksum.
find "$bundle" -exec touch -h -d "@0" {} +
(cd "$output" && find netlayer.artifactbundle | LC_ALL=C sort | zip -q -X -@ netlayer.artifactbundle.zip)
checksum=$(swift package compute-checksum "$output/netlayer.artifactbundle.zip")
echo "$checksum" >"$output/checksum.txt"

# The plugin package: the plugins' own sources (symbolic links resolved), over the bundle.
plugins="$output/NetLayerPlugins"
mkdir -p "$plugins/Plugins/NetLayerPrebuiltPlugin" "$plugins/Plugins/GenerateNetLayerPrebuilt"
cp -L Plugins/NetLayerPlugin/*.swift "$plugins/Plugins/NetLayerPrebuiltPlugin/"
cp -L Plugins/GenerateNetLayer/*.swift "$plugins/Plugins/GenerateNetLayerPrebuilt/"
if [ -n "$url" ]; then
    binary=".binaryTarget(name: \"NetLayerPluginTool\", url: \"$url\", checksum: \"$checksum\")"
else
    cp "$output/netlayer.artifactbundle.zip" "$plugins/"
    binary=".binaryTarget(name: \"NetLayerPluginTool\", path: \"netlayer.artifactbundle.zip\")"
fi
sed -e "s|@BINARY_TARGET@|$binary|" -e "s|@VERSION@|$version|" Packaging/NetLayerPlugins/Package.swift.in >"$plugins/Package.swift"
sed "s|@VERSION@|$version|g" Packaging/NetLayerPlugins/README.md >"$plugins/README.md"

echo "$output/netlayer.artifactbundle.zip ($(du -k "$output/netlayer.artifactbundle.zip" | cut -f1) KiB, $triple)"
echo "checksum $checksum"
echo "plugin package: $plugins"
