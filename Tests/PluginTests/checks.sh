# The PASS/FAIL helpers of the shell tests (plugin-tests.sh, release-tests.sh),
# sourced by them: each check prints a line, and failures are counted in
# $failures for the script's exit status.
failures=0

pass() { echo "PASS: $1"; }
fail() { echo "FAIL: $1"; failures=$((failures + 1)); }
check() { # check DESCRIPTION COMMAND...
    local what="$1"
    shift
    if "$@"; then pass "$what"; else fail "$what"; fi
}
