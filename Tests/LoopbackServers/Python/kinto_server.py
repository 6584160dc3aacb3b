"""Kinto (Kinto/kinto, from PyPI) with its memory backends on a free loopback port, which it prints as its first line.

A second real server with a JSON API that no one here wrote, for `netlayer verify`: buckets, collections and
records under Basic authentication, its replies what Kinto answers, not what a test chose.
"""

import warnings

import kinto
from waitress import create_server

# Kinto warns that a server without HTTPS is not for production; on loopback, for a test, it is not one.
warnings.filterwarnings("ignore", message="HTTPS is not enabled")

settings = {
    "kinto.storage_backend": "kinto.core.storage.memory",
    "kinto.cache_backend": "kinto.core.cache.memory",
    "kinto.permission_backend": "kinto.core.permission.memory",
    "kinto.userid_hmac_secret": "loopback-tests-only",
    "multiauth.policies": "basicauth",
    "kinto.bucket_create_principals": "system.Authenticated",
}
app = kinto.main({}, **settings)
server = create_server(app, host="127.0.0.1", port=0, threads=4)
print(server.effective_port, flush=True)
server.run()
