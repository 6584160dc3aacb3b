#!/usr/bin/env python3
"""schemathesis (PyPI) against `netlayer mock`: the mock must hold the contract its OpenAPI document publishes.

    python3 scripts/schemathesis-mock.py [--netlayer PATH] [--max-examples N] [--max-time S] SPEC...
    python3 scripts/schemathesis-mock.py --document ORIGINAL.yaml SPEC    # an imported spec, the original document

For each spec: `netlayer export` writes its OpenAPI document (unless --document names one), `netlayer mock` serves
the spec on a free loopback port with a token every call may send (`--token`), and `schemathesis run` checks the
mock against the document with all its checks (`--checks all`), seeded and bounded in examples and time. The
security schemes of the document say where the token and the keys go. Exit status 1 when a run finds a failure
or cannot run; the failures are printed as schemathesis reports them. docs/export.md, "The mock against its own
contract", says what this proves.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse

TOKEN = "schemathesis-token"


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def load(document):
    """The document as a dictionary: JSON, or YAML when PyYAML reads it (schemathesis depends on it)."""
    with open(document, encoding="utf-8") as file:
        text = file.read()
    if document.endswith(".json"):
        return json.loads(text)
    import yaml

    return yaml.safe_load(text)


def auth_config(document):
    """schemathesis's configuration (TOML) of the credentials each security scheme of the document names: the token
    the mock is started with, and any value for a key, which the mock takes unless told otherwise. schemathesis
    sends them where each operation's `security` says, and checks that the mock refuses calls without them."""
    schemes = document.get("components", {}).get("securitySchemes", {}) or document.get("securityDefinitions", {})
    lines = []
    for name, scheme in schemes.items():
        kind, http = scheme.get("type"), scheme.get("scheme", "").lower()
        lines.append(f"[auth.openapi.{json.dumps(name)}]")
        if kind == "http" and http == "bearer":
            lines.append(f'bearer = "{TOKEN}"')
        elif kind == "http" and http == "basic":
            lines += ['username = "schemathesis"', 'password = "key"']
        elif kind == "apiKey":
            lines.append(f'api_key = "{TOKEN}"')
        else:
            lines.pop()
    return "\n".join(lines) + "\n"


def multipart_text_operations(document):
    """The operations with a multipart body that has a text field, by id, with those fields. A multipart part is
    text: an object or a list that schemathesis writes as JSON into a `type: string` field, to see it refused, is
    a string when it arrives, and no server can tell. They run apart, without negative_data_rejection
    (docs/export.md)."""
    found = []
    for item in document.get("paths", {}).values():
        for method, operation in item.items():
            if method not in METHODS or not isinstance(operation, dict):
                continue
            content = (operation.get("requestBody") or {}).get("content", {})
            schema = (content.get("multipart/form-data") or {}).get("schema", {})
            texts = [name for name, field in schema.get("properties", {}).items()
                     if field.get("type") == "string" and field.get("format") != "binary"]
            if texts and operation.get("operationId"):
                found.append((operation["operationId"], texts))
    return dict(found)


def differences(document):
    """The checks left out for a spec, each with the reason docs/export.md gives ("The mock against its own
    contract"): what the spec says on purpose, which OpenAPI cannot."""
    left_out = {}
    schemes = document.get("components", {}).get("securitySchemes", {})
    token = (schemes.get("token") or {}).get("x-netlayer-token") or {}
    expired = [code for code in token.get("expired", []) if not (isinstance(code, int) and 100 <= code <= 599)]
    if expired and "x-netlayer-envelope" in document:
        left_out["ignored_auth"] = (
            f"the spec's expired answer is HTTP 200 with the envelope's code {expired[0]} (auth.token.expired), "
            "which a 200 cannot say in OpenAPI; schemathesis expects 401 or 403")
    return left_out


def server_path(servers):
    """The path of the first of `servers`' URLs, its variables at their defaults (`{scheme}://host/api`): where
    paths start on the mock, which ignores hosts."""
    server = (servers or [{"url": "/"}])[0]
    url = server["url"]
    for name, variable in (server.get("variables") or {}).items():
        url = url.replace("{" + name + "}", str(variable.get("default", "")))
    return urllib.parse.urlparse(url).path.rstrip("/")


def groups(document):
    """The document's operations by the base path they are served under: the document's servers, or their path
    item's or their own (a module on another host). Each group is one schemathesis run, because `--url` takes the
    place of every server of the document. Operations without an id are run with the document's servers."""
    if "basePath" in document:  # Swagger 2.0
        return {document["basePath"].rstrip("/"): None}
    top = server_path(document.get("servers"))
    found = {}
    for item in document.get("paths", {}).values():
        for method, operation in item.items():
            if not isinstance(operation, dict) or method not in METHODS:
                continue
            servers = operation.get("servers") or item.get("servers")
            path = server_path(servers) if servers else top
            found.setdefault(path, []).append(operation.get("operationId"))
    if len(found) <= 1 or any(None in ids for ids in found.values()):
        return {top: None}
    return found


def all_operation_ids(document):
    """Every operation's id; nil when one has none (a document not exported), which then runs whole."""
    ids = [operation.get("operationId") for item in document.get("paths", {}).values()
           for method, operation in item.items() if method in METHODS and isinstance(operation, dict)]
    return None if None in ids else ids


METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}


def start_mock(netlayer, spec, log):
    """`netlayer mock` on a free port, and the URL its first line names."""
    process = subprocess.Popen(
        [netlayer, "mock", spec, "--port", "0", "--seed", "1", "--pace", "0ms", "--token", TOKEN],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    first = process.stdout.readline()
    found = re.search(r"at (http://127\.0\.0\.1:\d+)", first)
    if not found:
        process.kill()
        fail(f"netlayer mock {spec} did not start: {first}{process.stdout.read()}")
    # The rest of its output (a log line per request) goes to a file, so that its pipe never fills.
    subprocess.Popen(["cat"], stdin=process.stdout, stdout=log)
    return process, found.group(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("specs", nargs="+")
    parser.add_argument("--netlayer", default=".build/debug/netlayer")
    parser.add_argument("--document", help="the OpenAPI document to check against, instead of the spec's export")
    parser.add_argument("--max-examples", type=int, default=20)
    parser.add_argument("--max-time", type=int, default=120, help="seconds per spec before the run is a failure")
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    if shutil.which("schemathesis") is None:
        fail("schemathesis is not installed: python3 -m pip install schemathesis")
    if options.document and len(options.specs) != 1:
        fail("--document goes with one spec")

    failed = []
    for spec in options.specs:
        work = tempfile.mkdtemp(prefix="schemathesis-")
        document = os.path.abspath(options.document) if options.document else None
        if document is None:
            document = os.path.join(work, "openapi.json")
            export = subprocess.run([options.netlayer, "export", spec, "--output", document], text=True,
                                    capture_output=True)
            if export.returncode != 0:
                print(export.stdout + export.stderr)
                failed.append(spec)
                continue
        described = load(document)
        config = os.path.join(work, "schemathesis.toml")
        with open(config, "w") as file:
            file.write(auth_config(described))
        left_out = differences(described)
        for check, reason in left_out.items():
            print(f"note: {spec}: check {check} left out: {reason}")
        with open(os.path.join(work, "mock.log"), "w") as log:
            mock, url = start_mock(options.netlayer, spec, log)
            try:
                multipart = multipart_text_operations(described)
                for operation, texts in multipart.items():
                    print(f"note: {operation}: check negative_data_rejection left out: its multipart text fields "
                          f"({', '.join(texts)}) arrive as text, whatever schemathesis wrote into them")
                for path, operations in groups(described).items():
                    ids = operations if operations is not None else all_operation_ids(described)
                    runs = [(operations, left_out)]
                    if ids is not None and any(id in multipart for id in ids):
                        apart = [id for id in ids if id in multipart]
                        runs = [([id for id in ids if id not in multipart], left_out),
                                (apart, {**left_out, "negative_data_rejection": "multipart text"})]
                    for chosen, excluded in runs:
                        if chosen == []:
                            continue
                        if not run_group(options, spec, document, url + path, chosen, config, excluded, work):
                            failed.append(spec)
            finally:
                mock.terminate()
                mock.wait(timeout=10)
        if spec not in failed:
            shutil.rmtree(work, ignore_errors=True)
    if failed:
        fail("schemathesis found failures for " + ", ".join(sorted(set(failed))))
    print(f"schemathesis: no failures in {len(options.specs)} spec(s)")


def run_group(options, spec, document, url, operations, config, left_out, work):
    """One schemathesis run over `operations` (nil: all) at `url`; whether it found nothing."""
    command = [
        "schemathesis", "--config-file", config, "run", document, "--url", url,
        "--checks", "all", "--max-examples", str(options.max_examples), "--seed", str(options.seed),
        "--workers", "1", "--no-color", "--request-timeout", "10", "--report", "junit", "--report-dir", work,
    ]
    if left_out:
        command += ["--exclude-checks", ",".join(sorted(left_out))]
    for operation in operations or []:
        command += ["--include-operation-id", operation]
    print(f"-- schemathesis: {spec} at {url} ({document})", flush=True)
    # Not schemathesis's --max-time: its fuzzing and stateful phases repeat until that time is spent.
    try:
        # In the run's folder: schemathesis keeps a cache of what it found (.schemathesis/) where it runs.
        run = subprocess.run(
            command, text=True, capture_output=True, env=dict(os.environ, NO_COLOR="1"), timeout=options.max_time,
            cwd=work)
    except subprocess.TimeoutExpired:
        print(f"error: {spec}: schemathesis ran past {options.max_time} s")
        return False
    summary = run.stdout.strip().splitlines()
    print("\n".join(summary if run.returncode != 0 else summary[-12:]))
    return run.returncode == 0


if __name__ == "__main__":
    main()
