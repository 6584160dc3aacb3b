#!/usr/bin/env python3
"""schemathesis (PyPI) against `netlayer mock`: the mock must hold the contract its OpenAPI document publishes.

    python3 scripts/schemathesis-mock.py [--netlayer PATH] [--max-examples N] [--max-time S] SPEC...
    python3 scripts/schemathesis-mock.py --document ORIGINAL.yaml SPEC    # an imported spec, the original document
    python3 scripts/schemathesis-mock.py --import DOCUMENT_OR_FOLDER...    # `netlayer import` each, run it as above

For each spec: `netlayer export` writes its OpenAPI document (unless --document names one), `netlayer mock` serves
the spec on a free loopback port with a token every call may send (`--token`), and `schemathesis run` checks the
mock against the document with all its checks (`--checks all`), seeded and bounded in examples and time. The
security schemes of the document say where the token and the keys go; the mock takes only that value for each
key (`--key`). Exit status 1 when a run finds a failure or cannot run; the failures are printed as schemathesis
reports them. docs/export.md, "The mock against its own contract", says what this proves. The failures that
docs/mock.md, "Against a schema fuzzer", explains as deliberate differences are dropped, each narrowly (its check,
its operations, media types or statuses), by schemathesis-differences.py, and counted in a note.

With --import, each OpenAPI document (or each one in a folder) is imported with `netlayer import` into a temporary
folder and run against its original; a document the mock cannot serve (the import fails) is skipped, with the
reason printed.
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
    the mock is started with, also for OAuth 2, and the same value for a key, the only one the mock takes. schemathesis
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
        elif kind in ("oauth2", "openIdConnect"):
            # What an OAuth 2 server would have issued: the mock's token, as a bearer header.
            lines.append(f'bearer = "{TOKEN}"')
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


def operations(document):
    """Each operation of the document: its label as schemathesis names it (`POST /pet`) and the operation."""
    for path, item in document.get("paths", {}).items():
        for method, operation in item.items():
            if method in METHODS and isinstance(operation, dict):
                yield f"{method.upper()} {path}", operation


def served_operations(served, labels):
    """The spec's export's operation for each of the document's (by label): the one with its id, else the one with
    its method and path (path parameters' names aside), less any base path either adds."""
    def shape(path):
        return re.sub(r"\{[^}]*\}", "{}", path).rstrip("/")

    by_id, by_route = {}, []
    for label, operation in operations(served):
        by_id[operation.get("operationId")] = operation
        method, path = label.split(" ", 1)
        by_route.append((method, shape(path), operation))
    found = {}
    for label, operation in labels:
        if operation.get("operationId") in by_id:
            found[label] = by_id[operation["operationId"]]
            continue
        method, path = label.split(" ", 1)
        path = shape(path)
        for other_method, other, mine in by_route:
            if other_method == method and (other.endswith(path) or path.endswith(other)) and other and path:
                found[label] = mine
                break
    return found


def body_media_types(document, operation):
    """The media types the document lets the operation's body be sent in (OpenAPI 3 or Swagger 2)."""
    if "requestBody" in operation:
        return list((operation["requestBody"] or {}).get("content", {}))
    if any(parameter.get("in") in ("body", "formData") for parameter in operation.get("parameters", [])):
        return list(operation.get("consumes") or document.get("consumes") or [])
    return []


def fuzzer_differences(document, served):
    """The failures left out for a spec served against the document it was imported from, as rules
    schemathesis-differences.py reads, each with the reason docs/mock.md ("Against a schema fuzzer") gives: what
    the mock does on purpose. `served` is the spec's export."""
    rules = []
    labels = list(operations(document))
    if any(label.startswith("DELETE ") for label, _ in labels):
        rules.append({"code": "ST301", "reason": "the mock keeps no state, so a deleted resource is still served "
                      "(check use_after_free)"})
    rules.append({"code": "ST201", "null_field": True, "reason": "the mock reads a JSON null as a value left out, "
                  "as the spec's optional types do, also where the document does not say `nullable` "
                  "(check negative_data_rejection)"})
    rules.append({"code": "ST103", "statuses": [400, 401], "refusal": True,
                  "reason": "the mock refuses a request with a missing or wrong parameter (400) or credentials (401) "
                            "in its own words, also where the document lists no such status "
                            "(check status_code_conformance)"})
    rules.append({"code": "ST108", "statuses": [400, 401], "refusal": True,
                  "reason": "the mock's own refusal of a request (400, 401) is `{\"message\": …}`, not the "
                            "document's error schema (check response_schema_conformance)"})
    rules.append({"code": "ST201", "light": True, "fields": json_fields(served, labels),
                  "reason": "the mock's checks are light (docs/mock.md, \"Limits\"): a field of a model (nested in "
                            "a body's field or a whole-body array) is checked by its constraints, not its type, "
                            "and a date by kind, not format (check negative_data_rejection)"})
    rules.append({"code": "ST202", "statuses": [400], "wide_integer": True,
                  "reason": "an `integer` without a format is the spec's Int, 64 bits: the mock refuses a longer one "
                            "as a server's parser would (check positive_data_acceptance)"})
    optional_bodies = [label for label, operation in labels if "requestBody" in operation
                       and not (operation["requestBody"] or {}).get("required")]
    if optional_bodies:
        rules.append({
            "code": "ST201", "operations": optional_bodies, "missing_property": True,
            "reason": f"{', '.join(optional_bodies)}: the document's body is optional, so the spec's fields of it are, "
                      "also those the body's schema requires when it is sent (check negative_data_rejection)"})
    no_content = [label for label, operation in labels
                  if "204" in (operation.get("responses") or {}) and "200" not in (operation.get("responses") or {})]
    for code in ("ST103", "ST108"):
        if no_content:
            rules.append({
                "code": code, "operations": no_content, "statuses": [200], "null_body": True,
                "reason": f"{', '.join(no_content)}: a spec has no success status, so an interface without a reply "
                          "is answered 200 with `null`, where the document says 204"})
    mine = served_operations(served, labels)
    for label, operation in labels:
        kept = body_media_types(served, mine[label]) if label in mine else None
        if not kept:
            continue
        other = [media for media in body_media_types(document, operation) if media.split(";")[0] not in kept]
        if other:
            rules.append({
                "code": "ST202", "operations": [label], "media_types": other,
                "reason": f"{label}: the spec keeps one body encoding ({', '.join(kept)}), so a valid body sent as "
                          f"{', '.join(other)} is refused (check positive_data_acceptance)"})
    return rules


def json_fields(served, labels):
    """The JSON body fields of each operation (by the document's label) that the spec's export gives a model, or a
    list of models, as their type: the mock takes any JSON there whose constraints hold (docs/mock.md, "Limits")."""
    def target(schema):
        ref = schema.get("$ref", "") if isinstance(schema, dict) else ""
        node = served
        for part in ref.lstrip("#/").split("/") if ref else []:
            node = node.get(part, {})
        return node if ref else schema

    def is_model(schema):
        schema = target(schema) if isinstance(schema, dict) else {}
        if schema.get("type") == "array":
            return is_model(schema.get("items", {}))
        return schema.get("type") == "object" or "properties" in schema or "allOf" in schema or "oneOf" in schema

    by_label = served_operations(served, labels)
    found = {}
    for label, _ in labels:
        mine = by_label.get(label) or {}
        schema = target(((mine.get("requestBody") or {}).get("content", {}).get("application/json") or {})
                        .get("schema", {}))
        fields = [name for name, field in (schema.get("properties") or {}).items() if is_model(field)]
        if fields:
            found[label] = fields
    return found


def spec_keys(served):
    """The names of the spec's keys (`auth.keys`), its export's apiKey schemes: each gets `--key NAME=TOKEN`, the
    value schemathesis sends."""
    schemes = served.get("components", {}).get("securitySchemes", {})
    # `token` is the spec's token (`auth.token`), an apiKey scheme when it goes in a query or a cookie.
    return [name for name, scheme in schemes.items() if scheme.get("type") == "apiKey" and name != "token"]


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


def start_mock(netlayer, spec, log, keys):
    """`netlayer mock` on a free port, each of `keys` taking only the token, and the URL its first line names;
    (nil, nil) when it does not start."""
    process = subprocess.Popen(
        [netlayer, "mock", spec, "--port", "0", "--seed", "1", "--pace", "0ms", "--token", TOKEN]
        + [argument for key in keys for argument in ("--key", f"{key}={TOKEN}")],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    first = process.stdout.readline()
    found = re.search(r"at (http://127\.0\.0\.1:\d+)", first)
    if not found:
        process.kill()
        print(f"error: netlayer mock {spec} did not start: {first}{process.stdout.read()}")
        return None, None
    # The rest of its output (a log line per request) goes to a file, so that its pipe never fills.
    subprocess.Popen(["cat"], stdin=process.stdout, stdout=log)
    return process, found.group(1)


def documents(paths):
    """The OpenAPI documents `paths` name: each file, and in each folder (at any depth) each YAML or JSON file with
    an `openapi` or `swagger` key, which leaves out the files a document's $refs reach."""
    found = []
    for path in paths:
        if not os.path.isdir(path):
            found.append(path)
            continue
        for folder, folders, files in sorted(os.walk(path)):
            folders.sort()
            for name in sorted(files):
                if not name.endswith((".yaml", ".yml", ".json")):
                    continue
                try:
                    document = load(os.path.join(folder, name))
                except Exception:  # noqa: BLE001 - not a document: skipped like any other file
                    continue
                if isinstance(document, dict) and ("openapi" in document or "swagger" in document):
                    found.append(os.path.join(folder, name))
    return found


def imported(options, work):
    """(spec, original document) for each document of --import that `netlayer import` turns into a spec in `work`;
    the others are skipped, with the reason printed."""
    pairs = []
    for index, document in enumerate(documents(options.imports)):
        spec = os.path.join(work, f"{index}-{os.path.splitext(os.path.basename(document))[0]}.yaml")
        run = subprocess.run([options.netlayer, "import", document, "--output", spec], text=True,
                             capture_output=True)
        if run.returncode != 0:
            errors = [line for line in (run.stdout + run.stderr).splitlines() if "error" in line] or ["(no message)"]
            print(f"skipped: {document}: netlayer import cannot write a spec the mock serves: {errors[0]}")
            continue
        pairs.append((spec, os.path.abspath(document)))
    return pairs


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("specs", nargs="*")
    parser.add_argument("--netlayer", default=".build/debug/netlayer")
    parser.add_argument("--document", help="the OpenAPI document to check against, instead of the spec's export")
    parser.add_argument("--import", dest="imports", nargs="+", metavar="DOCUMENT",
                        help="OpenAPI documents or folders of them: import each, run it against the document")
    parser.add_argument("--max-examples", type=int, default=20)
    parser.add_argument("--max-time", type=int, default=120, help="seconds per spec before the run is a failure")
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    if shutil.which("schemathesis") is None:
        fail("schemathesis is not installed: python3 -m pip install schemathesis")
    if options.document and len(options.specs) != 1:
        fail("--document goes with one spec")
    if options.imports and (options.specs or options.document):
        fail("--import goes without specs or --document")
    if not options.imports and not options.specs:
        fail("name specs, or documents with --import")

    failed = []
    imports = tempfile.mkdtemp(prefix="schemathesis-import-") if options.imports else None
    if imports:
        pairs = imported(options, imports)
    else:
        pairs = [(spec, options.document) for spec in options.specs]
    for spec, original in pairs:
        if not run_spec(options, spec, original):
            failed.append(original or spec)
    if imports and not failed:
        shutil.rmtree(imports, ignore_errors=True)
    if failed:
        fail("schemathesis found failures for " + ", ".join(sorted(set(failed))))
    print(f"schemathesis: no failures in {len(pairs)} spec(s)")


def run_spec(options, spec, original):
    """Every schemathesis run of one spec against `original` (nil: its export); whether none found a failure."""
    work = tempfile.mkdtemp(prefix="schemathesis-")
    # The spec's own document: what it serves (its keys, its bodies' media types), and what is checked unless
    # the spec has an original.
    exported = os.path.join(work, "openapi.json")
    export = subprocess.run([options.netlayer, "export", spec, "--output", exported], text=True, capture_output=True)
    if export.returncode != 0:
        print(export.stdout + export.stderr)
        return False
    document = os.path.abspath(original) if original else exported
    described = load(document)
    served = load(exported)
    config = os.path.join(work, "schemathesis.toml")
    with open(config, "w") as file:
        file.write(auth_config(described))
    left_out = differences(described)
    for check, reason in left_out.items():
        print(f"note: {spec}: check {check} left out: {reason}")
    rules = fuzzer_differences(described, served) if original else []
    with open(os.path.join(work, "differences.json"), "w") as file:
        json.dump(rules, file)
    ok = True
    with open(os.path.join(work, "mock.log"), "w") as log:
        mock, url = start_mock(options.netlayer, spec, log, spec_keys(served))
        if mock is None:
            return False
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
                        ok = False
        finally:
            mock.terminate()
            mock.wait(timeout=10)
    report_dropped(rules, os.path.join(work, "dropped.txt"))
    if ok:
        shutil.rmtree(work, ignore_errors=True)
    return ok


def report_dropped(rules, path):
    """A note for each deliberate difference schemathesis met, with how many failures it explains."""
    if not os.path.exists(path):
        return
    with open(path, encoding="utf-8") as file:
        counts = {}
        for line in file:
            index = int(line.split("\t")[0])
            counts[index] = counts.get(index, 0) + 1
    for index, count in sorted(counts.items()):
        rule = rules[index]
        print(f"note: {count} {rule['code']} failure(s) left out, a deliberate difference (docs/mock.md, "
              f"\"Against a schema fuzzer\"): {rule['reason']}")


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
    hooks = os.path.join(os.path.dirname(os.path.abspath(__file__)), "schemathesis-differences.py")
    environment = dict(
        os.environ, NO_COLOR="1", SCHEMATHESIS_HOOKS=hooks,
        NETLAYER_DIFFERENCES=os.path.join(work, "differences.json"), NETLAYER_DROPPED=os.path.join(work, "dropped.txt"))
    # Not schemathesis's --max-time: its fuzzing and stateful phases repeat until that time is spent.
    try:
        # In the run's folder: schemathesis keeps a cache of what it found (.schemathesis/) where it runs.
        run = subprocess.run(
            command, text=True, capture_output=True, env=environment, timeout=options.max_time,
            cwd=work)
    except subprocess.TimeoutExpired:
        print(f"error: {spec}: schemathesis ran past {options.max_time} s")
        return False
    summary = run.stdout.strip().splitlines()
    print("\n".join(summary if run.returncode != 0 else summary[-12:]))
    return run.returncode == 0


if __name__ == "__main__":
    main()
