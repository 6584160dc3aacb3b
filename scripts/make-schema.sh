#!/usr/bin/env bash
# Rebuilds schema/netlayer.schema.json and schema/netlayer-settings.schema.json
# from the loader's key tables and the documentation's tables
# (docs/spec-format.md, docs/generator.md), and writes them into
# Sources/NetLayerCLI/EmbeddedSchemas.swift for `netlayer schema`. Run it after
# changing a key the loader reads or its row in the docs; a test fails while
# the files and a fresh build differ.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --enable-all-traits --product netlayer >/dev/null
.build/debug/netlayer schema --docs docs >schema/netlayer.schema.json
.build/debug/netlayer schema --docs docs --settings >schema/netlayer-settings.schema.json
swift run --enable-all-traits --quiet netlayer-embed-sources EmbeddedSchemas name \
    Sources/NetLayerCLI/EmbeddedSchemas.swift schema/netlayer.schema.json schema/netlayer-settings.schema.json
swift build --enable-all-traits --product netlayer >/dev/null
echo "schema/ and EmbeddedSchemas.swift rebuilt"
