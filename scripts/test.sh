#!/usr/bin/env bash
# The tests, as the README runs them on a fresh clone: what the machine must have is checked before anything is
# built, what the checkout can provide itself is provided, then every test runs, on every transport.
#
#   bash scripts/test.sh [SWIFT TEST OPTIONS...]      # e.g. --filter MockCommandTests
#
# A system library (libyaml) needs root, so its absence is one line naming the package and the command. The
# Python packages the tests start (Tests/requirements.txt) go into the checkout's own venv, .build/python, or the
# folder NETLAYER_PYTHON_ENV names (scripts/python-env.py). The real API descriptions and the peer suites the tests
# read are in the repository (Tests/Corpora). `--enable-all-traits`: the AsyncHTTPClient transport is tested
# beside URLSession's, and the main job's build (README) is this build.
set -euo pipefail
cd "$(dirname "$0")/.."

missing() {
    echo "error: $1 is missing: install it with $2, then run this again" >&2
    exit 1
}
command -v python3 >/dev/null 2>&1 ||
    missing "python3" "'apt-get install python3 python3-venv' (Debian, Ubuntu) or 'brew install python' (macOS)"
# CYaml's module (Sources/CLibYAML) finds libyaml through pkg-config, or in the compiler's own include path.
if ! pkg-config --exists yaml-0.1 2>/dev/null && ! printf '#include <yaml.h>\n' | cc -E -x c - >/dev/null 2>&1; then
    missing "libyaml" "'apt-get install libyaml-dev pkg-config' (Debian, Ubuntu) or 'brew install libyaml' (macOS)"
fi

NETLAYER_PYTHON=$(python3 scripts/python-env.py Tests/requirements.txt)
export NETLAYER_PYTHON
exec swift test --enable-all-traits "$@"
