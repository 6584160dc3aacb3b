#!/usr/bin/env python3
"""Lists the public declarations of the NetLayer runtime and of its mock
backend (the NetLayerMock library) that have no doc comment, and prints the
share that have one. Exits 1 when any is missing and --require-all is given (CI).

It reads the module's symbol graph (swift-symbolgraph-extract over the debug
build), not the source text, so enum cases, protocol requirements and members
declared on one line count as DocC counts them. Members the compiler
synthesizes or inherits from protocols are left out: their docs are the
protocol's. Build first (`swift build`)."""
import glob
import json
import pathlib
import subprocess
import sys
import tempfile


def target_triple():
    info = json.loads(subprocess.run(["swift", "-print-target-info"], check=True, capture_output=True).stdout)
    return info["target"]["triple"]


# The documented modules: each public declaration in Sources/<module> counts (NetLayerAsyncHTTPClient's only
# when the build had the trait AsyncHTTPClient on: without it the module is empty).
MODULES = ["NetLayer", "NetLayerMock", "NetLayerAsyncHTTPClient"]


def clang_module_maps(root):
    """The dependencies' C modules (NetLayerAsyncHTTPClient's SwiftNIO): the extractor finds them only by their maps."""
    maps = glob.glob(str(root / ".build" / "debug" / "*.build" / "module.modulemap"))
    maps += glob.glob(str(root / ".build" / "checkouts" / "*" / "Sources" / "**" / "module.modulemap"), recursive=True)
    return [flag for path in sorted(maps) for flag in ("-Xcc", f"-fmodule-map-file={path}")]


def symbols(root, module):
    modules = root / ".build" / "debug" / "Modules"
    if not (modules / f"{module}.swiftmodule").exists():
        sys.exit(f"error: {modules}/{module}.swiftmodule is missing; run `swift build` first")
    with tempfile.TemporaryDirectory() as output:
        subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", module, "-I", str(modules), "-target", target_triple(),
             "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", output]
            + (clang_module_maps(root) if module == "NetLayerAsyncHTTPClient" else []),
            check=True)
        # Every graph: `Module@Other.symbols.json` holds the module's extensions of other modules' types
        # (NetLayerMock's `StubTransport.init(backend:)`), declared in Sources/<module> too.
        for path in glob.glob(output + "/*.symbols.json"):
            yield from json.load(open(path))["symbols"]


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    total, missing = 0, []
    for module in MODULES:
        sources = str(root / "Sources" / module) + "/"
        for symbol in symbols(root, module):
            uri = symbol.get("location", {}).get("uri", "")
            if sources not in uri:
                continue  # declared elsewhere: a default implementation from the standard library or Foundation
            total += 1
            if not symbol.get("docComment"):
                line = symbol["location"]["position"]["line"] + 1
                name = ".".join(symbol["pathComponents"])
                kind = symbol['kind']['displayName']
                missing.append(f"Sources/{module}/{uri.split(sources, 1)[1]}:{line}: {kind} {name}")
    share = 100.0 * (total - len(missing)) / total if total else 100.0
    for entry in sorted(missing):
        print(entry)
    print(f"{total - len(missing)} of {total} public declarations documented ({share:.1f} %)")
    if missing and "--require-all" in sys.argv:
        sys.exit(1)


main()
