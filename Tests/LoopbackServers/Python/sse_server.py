"""An event stream served by sse-starlette on uvicorn (both from PyPI), for
the runtime's tests: a server no one here wrote, with its own framing
(CRLF line ends, its own ping comments) and its own idea of a cut.

It prints the port it listens on (loopback, chosen by the system) as its
first line, then serves until it is terminated.

GET /api/events/<cut> sends events 1 to 5, each `id: N` and data
{"index": N, "after": <the request's Last-Event-ID or null>}, then
`data: [DONE]`. A request without Last-Event-ID sends events 1 and 2 whole,
then the start of event 3 cut where <cut> says, and drops the connection
(no last chunk): `id` after its id line, `data` inside its data line,
`line` after a whole data line, `char` inside a four-byte character.
A request with Last-Event-ID N resumes at event N + 1.
"""

import json
import socket
import sys

import uvicorn
from sse_starlette.sse import EventSourceResponse
from starlette.applications import Starlette
from starlette.routing import Route

LAST = 5


def event(index, after):
    payload = {"index": index, "after": after, "name": "caf\u00e9 \U0001F600"}
    return {"id": str(index), "data": json.dumps(payload, ensure_ascii=False)}


def cut_bytes(cut):
    whole = "id: 3\r\n" + 'data: {"index": 3, "after": null, "name": "caf\u00e9 \U0001F600"}\r\n'
    raw = whole.encode("utf-8")
    if cut == "id":
        return b"id: 3\r\n"
    if cut == "data":
        return b'id: 3\r\ndata: {"index": 3, "half'
    if cut == "line":
        return raw
    if cut == "char":
        return raw[: raw.index("\U0001F600".encode("utf-8")) + 2]
    raise ValueError(cut)


class Cut(Exception):
    """Raised after the partial event: uvicorn then closes the connection
    without the chunked body's last chunk, as a server that dies mid-reply does."""


async def events(request):
    cut = request.path_params["cut"]
    after = request.headers.get("last-event-id")

    async def source():
        if after is None:
            # retry: 0, so that the client reconnects at once instead of after its default second.
            yield {**event(1, None), "retry": 0}
            yield event(2, None)
            yield cut_bytes(cut)
            raise Cut()
        for index in range(int(after) + 1, LAST + 1):
            yield event(index, after)
        yield {"data": "[DONE]"}

    return EventSourceResponse(source(), ping=600)


app = Starlette(routes=[Route("/api/events/{cut}", events)])

if __name__ == "__main__":
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    print(listener.getsockname()[1], flush=True)
    config = uvicorn.Config(app, log_level="critical", lifespan="off")
    uvicorn.Server(config).run(sockets=[listener])
