#!/usr/bin/env bash
# The latency `netlayer record` adds to a request over loopback: REQUESTS (500 unless given) GETs of httpbin's
# /uuid (from PyPI, on loopback), one after another on one kept-alive connection, straight to httpbin and then
# through the proxy, which forwards each, hands it back and writes it as a recording. Prints the median and
# 95th percentile of each and the difference of the medians; the recordings folder's size at the end (each
# reply rewrites its interface's file, so the last writes are the largest). The binary timed is a release
# build's `netlayer-mock`; NETLAYER_MOCK=PATH times another.
#
#     bash Benchmarks/Scripts/record-latency.sh [REQUESTS]
set -euo pipefail
cd "$(dirname "$0")/../.."
requests=${1:-500}
work=$(mktemp -d /tmp/netlayer-record-XXXXXX)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$work"' EXIT

if [ -z "${NETLAYER_MOCK:-}" ]; then
    swift build -c release --product netlayer-mock >/dev/null
    NETLAYER_MOCK=.build/release/netlayer-mock
fi
python=$(python3 scripts/python-env.py Tests/requirements.txt)
"$python" Tests/LoopbackServers/Python/httpbin_server.py >"$work/httpbin.port" 2>/dev/null &
pids+=($!)
until [ -s "$work/httpbin.port" ]; do sleep 0.1; done
bin_port=$(head -1 "$work/httpbin.port")
cat >"$work/bin.yaml" <<SPEC
netlayer: 1
name: Bin
environments: { local: "http://127.0.0.1:$bin_port" }
url: "{base}/{path}"
modules:
  bin:
    prefix: ""
    interfaces:
      uuid: { method: GET, path: uuid, response: Identifier }
models:
  Identifier: { uuid: String }
SPEC
"$NETLAYER_MOCK" record "$work/bin.yaml" --environment local --port 0 >"$work/record.log" 2>&1 &
pids+=($!)
until grep -q "at http://" "$work/record.log"; do sleep 0.1; done
proxy_port=$(grep -o 'at http://127.0.0.1:[0-9]*' "$work/record.log" | grep -o '[0-9]*$')
"$python" - "$bin_port" "$proxy_port" "$requests" <<'PY'
import http.client, statistics, sys, time
bin_port, proxy_port, count = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
def timings(port):
    connection = http.client.HTTPConnection("127.0.0.1", port)
    seconds = []
    for _ in range(count):
        started = time.perf_counter()
        connection.request("GET", "/uuid")
        reply = connection.getresponse()
        reply.read()
        seconds.append(time.perf_counter() - started)
        assert reply.status == 200, reply.status
    return sorted(seconds)
direct, proxied = timings(bin_port), timings(proxy_port)
def show(name, values):
    return f"{name}: median {statistics.median(values) * 1000:.2f} ms, p95 {values[int(len(values) * 0.95)] * 1000:.2f} ms"
print(f"{count} GETs of /uuid, one connection: " + show("httpbin", direct) + "; " + show("through netlayer record", proxied))
print(f"added by the proxy: {(statistics.median(proxied) - statistics.median(direct)) * 1000:.2f} ms a request (median)")
PY
echo "recordings written: $(grep -c 'reply' "$work/bin.recordings/uuid.yaml") ($(du -k "$work/bin.recordings/uuid.yaml" | cut -f1) KB)"
