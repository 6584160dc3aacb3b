#!/usr/bin/env bash
# Builds executables of this package in release mode into .build-release, as
# self-contained as the platform allows, for scripts/install.sh and
# scripts/make-artifact-bundle.sh:
#
#   scripts/build-release.sh --product NAME [--product NAME]...
#
# On Linux the Swift runtime and Foundation are linked in statically
# (--static-swift-stdlib), and so is libyaml. Two `-lyaml` would pick its shared
# library: the one SwiftPM reads from pkg-config (a yaml-0.1.pc without
# libraries, found first, takes it out) and the one the module map's
# `link "yaml"` asks of every object that imports CYaml (the compiler is told
# not to); libyaml.a goes after the objects instead. The binary then needs only
# glibc and libstdc++ (for Foundation's ICU): no toolchain, no libyaml-0-2.
# `netlayer-mock` also links FoundationNetworking (the mock serves over the
# runtime), whose static archive needs libcurl's development files to link
# (libcurl4-openssl-dev) and libcurl.so.4 to run; `netlayer` and the plugins'
# tool do not.
# On macOS the Swift runtime is the system's and libyaml stays Homebrew's.
set -euo pipefail
cd "$(dirname "$0")/.."

flags=()
if [ "$(uname -s)" = "Linux" ]; then
    flags+=(--static-swift-stdlib)
    archive="$(pkg-config --variable=libdir yaml-0.1)/libyaml.a"
    if [ -f "$archive" ]; then
        pc="$(mktemp -d)"
        trap 'rm -rf "$pc"' EXIT
        printf 'Name: LibYAML\nDescription: libyaml, linked from its archive\nVersion: %s\nCflags: %s\nLibs:\n' \
            "$(pkg-config --modversion yaml-0.1)" "$(pkg-config --cflags yaml-0.1)" >"$pc/yaml-0.1.pc"
        export PKG_CONFIG_PATH="$pc${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
        flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc yaml)
        flags+=(-Xlinker "$archive")
    else
        echo "note: no $archive (libyaml-dev ships it): the binary will need libyaml-0-2 installed" >&2
    fi
fi
while [ $# -gt 0 ]; do
    if [ "$(uname -s)" = "Linux" ] && [ "${2:-}" = "netlayer-mock" ] && ! pkg-config --exists libcurl; then
        echo "error: linking netlayer-mock needs libcurl's development files: apt-get install libcurl4-openssl-dev" >&2
        exit 1
    fi
    case "$1" in
    --product) swift build -c release --scratch-path .build-release --product "$2" "${flags[@]}"; shift 2 ;;
    *) echo "usage: scripts/build-release.sh --product NAME [--product NAME]..." >&2; exit 64 ;;
    esac
done
