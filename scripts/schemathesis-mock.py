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
KEY = "schemathesis-key"


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


def credentials(document):
    """The headers, and the query items, that carry every credential the document's security schemes name."""
    headers, query = {}, {}
    schemes = document.get("components", {}).get("securitySchemes", {}) or document.get("securityDefinitions", {})
    for scheme in schemes.values():
        kind = scheme.get("type")
        if kind == "http" and scheme.get("scheme", "").lower() == "bearer":
            headers["Authorization"] = f"Bearer {TOKEN}"
        elif kind == "http" and scheme.get("scheme", "").lower() == "basic":
            headers["Authorization"] = "Basic c2NoZW1hdGhlc2lzOmtleQ=="
        elif kind == "apiKey":
            # A token sent bare in a header is an apiKey scheme too: the mock accepts TOKEN for it, any key value
            # for a key, so TOKEN serves both.
            where, name = scheme.get("in"), scheme.get("name")
            if where == "header":
                headers[name] = TOKEN
            elif where == "query":
                query[name] = TOKEN
            elif where == "cookie":
                cookie = headers.get("Cookie")
                headers["Cookie"] = (cookie + "; " if cookie else "") + f"{name}={TOKEN}"
    return headers, query


def server_path(servers):
    """The path of the first of `servers`' URLs: where paths start on the mock, which ignores hosts."""
    return urllib.parse.urlparse((servers or [{"url": "/"}])[0]["url"]).path.rstrip("/")


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
        document = options.document
        if document is None:
            document = os.path.join(work, "openapi.json")
            export = subprocess.run([options.netlayer, "export", spec, "--output", document], text=True,
                                    capture_output=True)
            if export.returncode != 0:
                print(export.stdout + export.stderr)
                failed.append(spec)
                continue
        described = load(document)
        headers, query = credentials(described)
        with open(os.path.join(work, "mock.log"), "w") as log:
            mock, url = start_mock(options.netlayer, spec, log)
            try:
                if query:
                    # schemathesis adds no query item to every call; a query credential is reported rather than
                    # quietly left out.
                    print(f"note: {spec}: query credentials {sorted(query)} are not sent by this script")
                for path, operations in groups(described).items():
                    if not run_group(options, spec, document, url + path, operations, headers, work):
                        failed.append(spec)
            finally:
                mock.terminate()
                mock.wait(timeout=10)
        if spec not in failed:
            shutil.rmtree(work, ignore_errors=True)
    if failed:
        fail("schemathesis found failures for " + ", ".join(sorted(set(failed))))
    print(f"schemathesis: no failures in {len(options.specs)} spec(s)")


def run_group(options, spec, document, url, operations, headers, work):
    """One schemathesis run over `operations` (nil: all) at `url`; whether it found nothing."""
    command = [
        "schemathesis", "run", document, "--url", url,
        "--checks", "all", "--max-examples", str(options.max_examples), "--seed", str(options.seed),
        "--workers", "1", "--no-color", "--request-timeout", "10", "--report", "junit", "--report-dir", work,
    ]
    for name, value in headers.items():
        command += ["-H", f"{name}: {value}"]
    for operation in operations or []:
        command += ["--include-operation-id", operation]
    print(f"== schemathesis: {spec} at {url} ({document})", flush=True)
    # Not schemathesis's --max-time: its fuzzing and stateful phases repeat until that time is spent.
    try:
        run = subprocess.run(
            command, text=True, capture_output=True, env=dict(os.environ, NO_COLOR="1"), timeout=options.max_time)
    except subprocess.TimeoutExpired:
        print(f"error: {spec}: schemathesis ran past {options.max_time} s")
        return False
    summary = run.stdout.strip().splitlines()
    print("\n".join(summary if run.returncode != 0 else summary[-12:]))
    return run.returncode == 0


if __name__ == "__main__":
    main()
