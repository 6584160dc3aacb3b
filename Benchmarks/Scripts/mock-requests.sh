#!/usr/bin/env bash
# `netlayer mock` under load: a release build serving specs/school.yaml, a login,
# then N sequential keep-alive GETs of studentList from one connection (Python's
# http.client), each checked for 200. Prints the time to the banner, the rate, the
# time per request and the server's resident memory.
#
#   bash Benchmarks/Scripts/mock-requests.sh [N]     (default 2000)
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-2000}"
swift build -c release --product netlayer >/dev/null
swift build -c release --product netlayer-mock >/dev/null
log="$(mktemp)"
started=$(date +%s.%N)
.build/release/netlayer mock specs/school.yaml --port 0 >"$log" 2>&1 &
mock=$!
trap 'kill -INT $mock 2>/dev/null || true' EXIT
until grep -q '^Serving' "$log"; do sleep 0.005; done
echo "start to banner: $(awk "BEGIN { printf \"%.3f\", $(date +%s.%N) - $started }") s"
port=$(grep -o '127.0.0.1:[0-9]*' "$log" | head -1 | cut -d: -f2)
python3 - "$port" "$count" <<'PYTHON'
import http.client, json, sys, time
port, count = int(sys.argv[1]), int(sys.argv[2])
connection = http.client.HTTPConnection("127.0.0.1", port)
connection.request("POST", "/api/account/api/login/V1/password",
                   body=json.dumps({"productNo": "1", "password": "2"}),
                   headers={"Content-Type": "application/json"})
reply = connection.getresponse()
token = reply.getheader("x-auth-token")
reply.read()
start = time.time()
for _ in range(count):
    connection.request("GET", "/api/student/v5/student/list?stuId=1", headers={"x-auth-token": token})
    reply = connection.getresponse()
    reply.read()
    assert reply.status == 200, reply.status
seconds = time.time() - start
print(f"{count} keep-alive GETs: {seconds:.2f} s, {count / seconds:.0f} requests/s, {seconds / count * 1000:.2f} ms each")
PYTHON
echo "server resident memory: $(($(ps -o rss= -p $mock) / 1024)) MB"
