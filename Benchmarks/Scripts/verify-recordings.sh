#!/usr/bin/env bash
# `netlayer verify specs/school.yaml --recordings` over REPLIES recorded replies (1,000 unless given) as a whole
# process: the best and the median wall time of RUNS runs (11 unless given), the CPU time of the best run, and
# the peak resident memory. The replies are made here, spread over four interfaces: a student's detail, a list
# of 20 students, a timeline of 20 posts, and the banners; one in ten has a drifted field, so the findings are
# folded as a real run folds them. Beside it, `netlayer validate` of the same spec: the part of the time that
# is loading the spec. The binary timed is the one people install (scripts/build-release.sh's);
# NETLAYER=PATH times another.
#
#     bash Benchmarks/Scripts/verify-recordings.sh [REPLIES] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/../.."
replies=${1:-1000}
runs=${2:-11}
work=$(mktemp -d /tmp/netlayer-verify-XXXXXX)
trap 'rm -rf "$work"' EXIT

if [ -z "${NETLAYER:-}" ]; then
    bash scripts/build-release.sh --product netlayer >/dev/null
    NETLAYER=.build-release/release/netlayer
fi
python3 - "$replies" "$work/recordings" <<'PY'
import json, os, sys
count, folder = int(sys.argv[1]), sys.argv[2]
os.makedirs(folder)
def student(n, drift):
    value = {"id": str(n) if drift else n, "name": f"Student {n}", "avatar": None,
             "joined_at": "2024-09-01T08:00:00Z", "status": "active", "grade": 1 + n % 3}
    return value
def status(n, drift):
    return {"id": 3400000000000000000 + n, "text": f"Post {n}", "user": {"id": n, "screen_name": f"user{n}"},
            "created_at": "2011-05-31T17:46:55Z" if drift else "Tue May 31 17:46:55 +0800 2011"}
def quoted(text):
    return "'" + text.replace("'", "''") + "'"
files = {"studentDetail": [], "studentList": [], "homeTimeline": [], "banner": []}
for n in range(count):
    drift = (n // 4) % 10 == 9
    interface = list(files)[n % 4]
    if interface == "studentDetail":
        body = {"h": {"code": 200, "msg": "ok"}, "b": student(n, drift)}
    elif interface == "studentList":
        body = {"h": {"code": 200, "msg": "ok"}, "b": [student(n * 20 + i, drift and i == 3) for i in range(20)]}
    elif interface == "homeTimeline":
        body = {"statuses": [status(n * 20 + i, drift and i == 5) for i in range(20)], "total_number": 20}
    else:
        body = {"h": {"code": 200}, "b": [{"title": f"Banner {n}", "link": "https://www.runedu.example/news/1"}]}
    files[interface].append((f"r{n}", json.dumps(body, separators=(",", ":"))))
for interface, recordings in files.items():
    with open(os.path.join(folder, interface + ".yaml"), "w") as out:
        out.write(f"netlayer-recordings: 1\n{interface}:\n")
        for name, body in recordings:
            out.write(f"  {name}:\n    status: 200\n    body: {quoted(body)}\n")
PY
size=$(du -sk "$work/recordings" | cut -f1)
TIMEFORMAT='%3R %3U %3S'
for _ in $(seq "$runs"); do
    { time "$NETLAYER" verify specs/school.yaml --recordings "$work/recordings" >/dev/null 2>&1 || true; } 2>>"$work/times"
    { time "$NETLAYER" validate specs/school.yaml >/dev/null; } 2>>"$work/load"
done
/usr/bin/time -f '%M' -o "$work/rss" "$NETLAYER" verify specs/school.yaml --recordings "$work/recordings" \
    >/dev/null 2>&1 || true
"$NETLAYER" verify specs/school.yaml --recordings "$work/recordings" 2>/dev/null | tail -1 || true
sort -n "$work/times" | awk -v runs="$runs" -v what="$replies replies ($size KB of recordings)" -v rss="$(tail -1 "$work/rss")" '
    { wall[NR] = $1; cpu[NR] = $2 + $3 }
    END { printf "netlayer verify, %s: best %.3f s (CPU %.3f s), median %.3f s of %d runs; peak RSS %.1f MB\n",
          what, wall[1], cpu[1], wall[int((NR + 1) / 2)], runs, rss / 1024 }'
sort -n "$work/load" | awk -v runs="$runs" '
    { wall[NR] = $1 }
    END { printf "netlayer validate of the same spec: median %.3f s of %d runs\n", wall[int((NR + 1) / 2)], runs }'
