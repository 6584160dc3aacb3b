"""httpbin (postmanlabs/httpbin, from PyPI) on a free loopback port, which it prints as its first line.

A real server with a JSON API that no one here wrote, for `netlayer verify` and `netlayer record`: its replies
are what httpbin answers, not what a test chose.
"""

from httpbin import app
from werkzeug.serving import make_server

server = make_server("127.0.0.1", 0, app, threaded=True)
print(server.server_port, flush=True)
server.serve_forever()
