#!/usr/bin/env bash
# Files on disk over loopback (issue 22): downloads to disk and uploads from disk of
# SIZE bytes (1 GiB unless given) with NetLayer (FileTransferBenchmark, one process per
# transfer: throughput and resident memory growth) and with curl against the same
# server (FileTransferBenchmark serve), for the throughput the loopback allows.
#
#   bash Benchmarks/Scripts/file-transfers.sh [SIZE] [RUNS]   (defaults 1073741824 3)
#
# The server makes the bytes it sends and drops the bytes it receives, so neither side
# holds a file in memory; the upload's source file is written to $TMPDIR and removed.
set -euo pipefail
cd "$(dirname "$0")/../.."
size="${1:-1073741824}"
runs="${2:-3}"
swift build -c release --product FileTransferBenchmark >/dev/null
benchmark=.build/release/FileTransferBenchmark
source="${TMPDIR:-/tmp}/file-transfers-$$.bin"
out="${TMPDIR:-/tmp}/file-transfers-$$.url"
"$benchmark" serve --size "$size" >"$out" &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -f "$source" "$out"' EXIT
while [ ! -s "$out" ]; do sleep 0.1; done
url=$(head -1 "$out")
head -c "$size" /dev/zero >"$source"

for run in $(seq 1 "$runs"); do
    echo "run $run"
    curl -s -o /dev/null -w 'curl download: %{size_download} bytes, %{speed_download} bytes/s\n' "$url"
    curl -s -T "$source" -o /dev/null -w 'curl upload: %{size_upload} bytes, %{speed_upload} bytes/s\n' "$url"
    "$benchmark" download --size "$size"
    "$benchmark" upload --size "$size"
    "$benchmark" upload --size "$size" --multipart
done
