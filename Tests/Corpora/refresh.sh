#!/usr/bin/env bash
# Lists the corpora's git blob ids, and refreshes a corpus from its upstream.
#
#   bash Tests/Corpora/refresh.sh --list                  # the blob list; blobs.txt is its output
#   bash Tests/Corpora/refresh.sh --check                 # compares the files with blobs.txt
#   bash Tests/Corpora/refresh.sh cache-tests COMMIT      # re-copies peer-suites/cache-tests at COMMIT
#   bash Tests/Corpora/refresh.sh JSONTestSuite COMMIT    # re-copies peer-suites/JSONTestSuite at COMMIT
#   bash Tests/Corpora/refresh.sh document FILE           # re-reads one SOURCES.md row of openapi-real/ or openapi/
#
# Every file here is upstream's bytes, unchanged. blobs.txt names each one as `<git blob id>  <path>`, with the
# path relative to Tests/Corpora and the list sorted by path (LC_ALL=C). The blob id is `git hash-object --no-filters`
# of the file, which is the id of the upstream blob when the bytes are the same. Not listed, because this repository
# wrote them: README.md, blobs.txt and refresh.sh at the top, and each corpus's SOURCES.md (or README.md) one level
# down. Upstream's own README.md files further down are listed (peer-suites/cache-tests/README.md).
# Tests/netlayerTests/CorporaTests.swift checks the files against blobs.txt. After any refresh:
#
#   bash Tests/Corpora/refresh.sh --list > Tests/Corpora/blobs.txt
#
# How each corpus is refreshed by hand (what the commands below do):
#
# peer-suites/cache-tests (see peer-suites/SOURCES.md for the commit):
#     git clone https://github.com/http-tests/cache-tests && cd cache-tests && git checkout COMMIT
#     then copy LICENSE, README.md, package.json, test-engine/, tests/ and results/{chrome,firefox,nginx,safari,
#     squid,varnish}.json into peer-suites/cache-tests/ (the other results/*.json, results/index.mjs, asset/,
#     docker/, spec/, .github/, the test-*.sh scripts, index.html, test-browser.html, CNAME, CONTRIBUTING.md,
#     .editorconfig and .gitignore are not carried), and write the new commit into peer-suites/SOURCES.md.
# peer-suites/JSONTestSuite:
#     git clone https://github.com/nst/JSONTestSuite && cd JSONTestSuite && git checkout COMMIT
#     then copy LICENSE and test_parsing/ into peer-suites/JSONTestSuite/ (README.md, article/, parsers/,
#     results/, run_tests.py and test_transform/ are not carried), and write the new commit into SOURCES.md.
# openapi-real/ and openapi/: each row of the folder's SOURCES.md names a repository, a path, a commit and a git blob:
#     git clone https://github.com/OWNER/NAME && git -C NAME show COMMIT:PATH > FOLDER/FILE
#     and `git hash-object FILE` must print the row's git blob. To take a newer version, choose the new commit and
#     update the row (commit, last change, git blob, bytes, ops). The license and NOTICE files of openapi-real/
#     have no rows; they are the repositories' license files named in its SOURCES.md (re-copy them the same way).
#     openapi/ has rows for its license files too.
#
# The commands take the upstream from https://github.com/OWNER/NAME. Environment:
#   REFRESH_URL_TEMPLATE  where to clone from instead, with {owner}, {name} and {repo} (= owner/name) filled in,
#                         e.g. '/work/.mirror/{owner}+{name}/repo' for a local bare copy.
#   REFRESH_DEST          write into this folder (laid out like Tests/Corpora) instead of Tests/Corpora, to try a
#                         refresh without touching the corpora.
#   GIT_CONFIG_NOSYSTEM=1 (git's own) where /etc/gitconfig rewrites https://github.com/ to a local mirror
#                         (`url.<base>.insteadOf`), so that github.com itself is reached.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

cache_tests_paths=(LICENSE README.md package.json test-engine tests
    results/chrome.json results/firefox.json results/nginx.json results/safari.json results/squid.json
    results/varnish.json)
json_test_suite_paths=(LICENSE test_parsing)

usage() { sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
die() { echo "refresh.sh: $*" >&2; exit 1; }
tmp=""  # the temporary folder of a refresh, removed on exit

# `<blob>  <path>` for every upstream file under $1 (default: this folder), sorted by path; $2 keeps only paths
# that start with it.
list() {
    local root="${1:-$here}" prefix="${2:-}"
    local paths=()
    mapfile -t paths < <(cd "$root" && find . -type f | sed 's|^\./||' | LC_ALL=C sort | awk -F/ -v prefix="$prefix" '
        NF == 1 && ($1 == "README.md" || $1 == "blobs.txt" || $1 == "refresh.sh") { next }
        NF == 2 && ($2 == "SOURCES.md" || $2 == "README.md") { next }
        index($0, prefix) == 1 { print }')
    [ "${#paths[@]}" -gt 0 ] || return 0
    local blobs=()
    # Absolute paths: inside a git work tree, --stdin-paths reads paths relative to its top, not to the current folder.
    mapfile -t blobs < <(cd "$root" && printf "$PWD/%s\n" "${paths[@]}" | git hash-object --no-filters --stdin-paths)
    [ "${#blobs[@]}" -eq "${#paths[@]}" ] || die "git hash-object gave ${#blobs[@]} ids for ${#paths[@]} files"
    local i
    for i in "${!paths[@]}"; do printf '%s  %s\n' "${blobs[$i]}" "${paths[$i]}"; done
}

url_of() { # owner/name
    local repo="$1" template='https://github.com/{repo}'
    [ -z "${REFRESH_URL_TEMPLATE:-}" ] || template="$REFRESH_URL_TEMPLATE"
    local owner="${repo%%/*}" name="${repo#*/}"
    local r='{repo}' o='{owner}' n='{name}'
    template="${template//"$r"/$repo}"; template="${template//"$o"/$owner}"; printf '%s\n' "${template//"$n"/$name}"
}

# A bare repository in $1 holding commit $3 of upstream $2: a shallow fetch of just that commit, else a full clone.
get_commit() {
    local dir="$1" url="$2" commit="$3"
    git init --quiet --bare "$dir"
    if ! git -C "$dir" fetch --quiet --depth 1 "$url" "$commit" 2>/dev/null; then
        rm -rf "$dir"
        git clone --quiet --bare "$url" "$dir"
    fi
    git -C "$dir" cat-file -e "$commit^{commit}" 2>/dev/null || die "$url has no commit $commit"
}

# Writes the files under each of $4... at commit $3 of the bare repository $1 into folder $2, byte for byte
# (from the blobs, so no checkout filter or line-ending setting can change them).
export_paths() {
    local git_dir="$1" out="$2" commit="$3"; shift 3
    local p mode type blob path mode_type_blob
    for p in "$@"; do
        git -C "$git_dir" cat-file -e "$commit:$p" 2>/dev/null || die "upstream has no $p at $commit"
    done
    while IFS=$'\t' read -r mode_type_blob path; do
        read -r mode type blob <<<"$mode_type_blob"
        [ "$type" = blob ] || die "$path at $commit is a $type, not a file"
        [ "$mode" != 120000 ] || die "$path at $commit is a symbolic link"
        mkdir -p "$out/$(dirname "$path")"
        git -C "$git_dir" cat-file blob "$blob" > "$out/$path"
        [ "$mode" != 100755 ] || chmod +x "$out/$path"
    done < <(git -C "$git_dir" ls-tree -r "$commit" -- "$@")
}

refresh_suite() {
    local suite="$1" commit="${2:-}" repo paths
    [[ "$commit" =~ ^[0-9a-f]{40}$ ]] || die "$suite needs a full 40-hex commit id"
    case "$suite" in
        cache-tests) repo=http-tests/cache-tests; paths=("${cache_tests_paths[@]}") ;;
        JSONTestSuite) repo=nst/JSONTestSuite; paths=("${json_test_suite_paths[@]}") ;;
    esac
    local dest_root="${REFRESH_DEST:-$here}"
    tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
    get_commit "$tmp/upstream.git" "$(url_of "$repo")" "$commit"
    export_paths "$tmp/upstream.git" "$tmp/new" "$commit" "${paths[@]}"
    mkdir -p "$dest_root/peer-suites"
    rm -rf "$dest_root/peer-suites/$suite"
    mv "$tmp/new" "$dest_root/peer-suites/$suite"
    list "$dest_root" "peer-suites/$suite/"
    echo "refresh.sh: peer-suites/$suite is now $repo at $commit; write that commit into peer-suites/SOURCES.md" \
        "and run: bash Tests/Corpora/refresh.sh --list > Tests/Corpora/blobs.txt" >&2
}

# Finds FILE's row in openapi-real/SOURCES.md or openapi/SOURCES.md (FILE as the row's file column gives it, or
# with `openapi-real/` or `openapi/` before it) and prints `folder<TAB>file<TAB>repository<TAB>path<TAB>commit<TAB>blob`.
find_row() {
    local want="$1" folder name
    for folder in openapi-real openapi; do
        name="$want"
        case "$want" in "$folder"/*) name="${want#"$folder"/}" ;; openapi-real/* | openapi/*) continue ;; esac
        [ -f "$here/$folder/SOURCES.md" ] || continue
        awk -F'|' -v folder="$folder" -v want="$name" '
            BEGIN { hex = ""; for (i = 0; i < 40; i++) hex = hex "[0-9a-f]" }
            function trim(s) { gsub(/^[ \t`]+|[ \t`]+$/, "", s); return s }
            function first(s, re) { return match(s, re) ? substr(s, RSTART, RLENGTH) : "" }
            !header && /^\|/ && /\| *file *\|/ {
                for (i = 2; i < NF; i++) { c = trim($i); if (c == "file") f = i; else if (c == "repository") r = i;
                    else if (c == "path") p = i; else if (c ~ /^commit/) k = i; else if (c == "git blob") b = i }
                header = 1; next }
            header && /^\|/ && trim($f) == want {
                printf "%s\t%s\t%s\t%s\t%s\t%s\n", folder, trim($f), first($r, "[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+"),
                    trim($p), first($k, hex), first($b, hex); found = 1; exit }
            header && !/^\|/ { header = 0 }
            END { exit found ? 0 : 1 }' "$here/$folder/SOURCES.md" && return 0
    done
    return 1
}

refresh_document() {
    local want="${1:-}" row folder file repo path commit blob
    [ -n "$want" ] || die "document needs a file name from openapi-real/SOURCES.md or openapi/SOURCES.md"
    row="$(find_row "$want")" || die "no SOURCES.md row names $want"
    IFS=$'\t' read -r folder file repo path commit blob <<<"$row"
    [ -n "$repo" ] && [ -n "$path" ] && [ -n "$commit" ] && [ -n "$blob" ] || die "the row of $want is incomplete: $row"
    local dest="${REFRESH_DEST:-$here}/$folder/$file"
    tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
    get_commit "$tmp/upstream.git" "$(url_of "$repo")" "$commit"
    git -C "$tmp/upstream.git" cat-file -e "$commit:$path" 2>/dev/null || die "$repo has no $path at $commit"
    git -C "$tmp/upstream.git" show "$commit:$path" > "$tmp/file"
    local got; got="$(git hash-object --no-filters "$tmp/file")"
    [ "$got" = "$blob" ] || die "$repo $commit:$path is blob $got, but the row says $blob; nothing written"
    mkdir -p "$(dirname "$dest")"
    mv "$tmp/file" "$dest"
    printf '%s  %s/%s\n' "$got" "$folder" "$file"
    echo "refresh.sh: $folder/$file is $repo $commit:$path again" >&2
}

case "${1:-}" in
    --list) list ;;
    --check) diff <(cat "$here/blobs.txt") <(list) && echo "refresh.sh: every file matches blobs.txt" >&2 ;;
    cache-tests | JSONTestSuite) refresh_suite "$1" "${2:-}" ;;
    document) refresh_document "${2:-}" ;;
    *) usage ;;
esac
