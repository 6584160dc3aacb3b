#!/usr/bin/env bash
# Rewrites Sources/NetLayerGenerator/Render/EmbeddedTemplates.swift from
# Templates/*.mustache. Run it after editing a template; a test fails while
# the two differ. (The templates cannot be embedded by a build plugin: the
# NetLayer plugins' tool includes the generator, and SwiftPM builds plugin
# tools without running build plugins.)
set -euo pipefail
cd "$(dirname "$0")/.."
swift run --quiet netlayer-embed-sources EmbeddedTemplates name \
    Sources/NetLayerGenerator/Render/EmbeddedTemplates.swift Templates/*.mustache
