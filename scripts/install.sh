#!/usr/bin/env bash
# Installs the `netlayer` command (docs/install.md): a release build
# (scripts/build-release.sh: self-contained on Linux) copied to PREFIX/bin,
# with `netlayer-mock` beside it (the server `netlayer mock` runs) and the
# shell completions for bash, zsh and fish.
#
#   scripts/install.sh [--prefix PREFIX]      (default /usr/local)
#   scripts/install.sh --uninstall [--prefix PREFIX]
#
# The binary needs nothing from this checkout at run time: the templates, the
# JSON Schemas and the runtime's sources (for --embed-runtime) are built into it.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="/usr/local"
uninstall=0
while [ $# -gt 0 ]; do
    case "$1" in
    --prefix) prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --uninstall) uninstall=1; shift ;;
    *) echo "usage: scripts/install.sh [--prefix PREFIX] [--uninstall]" >&2; exit 64 ;;
    esac
done

binary="$prefix/bin/netlayer"
server="$prefix/bin/netlayer-mock"
completions=(
    "bash:$prefix/share/bash-completion/completions/netlayer"
    "zsh:$prefix/share/zsh/site-functions/_netlayer"
    "fish:$prefix/share/fish/vendor_completions.d/netlayer.fish"
)
if [ "$uninstall" -eq 1 ]; then
    rm -f "$binary" "$server"
    for entry in "${completions[@]}"; do rm -f "${entry#*:}"; done
    echo "removed $binary, $server and the completions"
    exit 0
fi

bash scripts/build-release.sh --product netlayer --product netlayer-mock
built="$(swift build -c release --scratch-path .build-release --show-bin-path)"
install -d "$prefix/bin"
install -m 0755 "$built/netlayer" "$binary"
install -m 0755 "$built/netlayer-mock" "$server"
for entry in "${completions[@]}"; do
    install -d "$(dirname "${entry#*:}")"
    "$binary" --generate-completion-script "${entry%%:*}" >"${entry#*:}"
done
echo "installed $binary ($("$binary" --version)) and $server"
case ":$PATH:" in
*":$prefix/bin:"*) ;;
*) echo "note: $prefix/bin is not on PATH" ;;
esac
