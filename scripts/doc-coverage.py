#!/usr/bin/env python3
"""Reports how well the package's public API is documented, module by module, from the symbol graph.

Two measures per module:

- documented: the public declarations that have a doc comment at all;
- complete: the public functions, methods, initializers and subscripts whose doc comment names every
  parameter (`- Parameter name:`, or `- name:` under `- Parameters:`), has `- Returns:` when the result is
  not `Void` (initializers have none) and `- Throws:` when the function throws; a function without a doc
  comment is not complete. A parameter is matched by its name inside the function (`for x: Int` is `x`).

Usage:

    python3 scripts/doc-coverage.py [--modules A,B] [--require-all] [--require-complete A,B] [--quiet]

--modules         the modules to report (default: NetLayer, NetLayerMock, NetLayerAsyncHTTPClient, plus
                  those given to --require-complete); `--modules all` reports every module in MODULES.
--require-all     exit 1 when a declaration of a reported module has no doc comment (CI).
--require-complete  exit 1 when a function of one of these modules lacks a parameter, `- Returns:` or
                  `- Throws:` (CI); the modules are reported too.
--quiet           print the summary and only the findings that fail a requirement.

It reads the module's symbol graph (swift-symbolgraph-extract over the debug build), not the source text, so
enum cases, protocol requirements and members declared on one line count as DocC counts them. Members the
compiler synthesizes or inherits from protocols are left out: their docs are the protocol's. Build the modules
first (`swift build --enable-all-traits --target <module>`)."""
import argparse
import glob
import json
import pathlib
import re
import subprocess
import sys
import tempfile

# Every module the script can report: each public declaration in Sources/<module> counts (NetLayerAsyncHTTPClient's
# only when the build had the trait AsyncHTTPClient on: without it the module is empty).
MODULES = [
    "NetLayerWire", "NetLayer", "NetLayerMock", "NetLayerAsyncHTTPClient", "NetLayerSpec", "NetLayerGenerator", "NetLayerImport",
    "NetLayerExport", "NetLayerCLI", "NetLayerMockServer", "NoDelaySockets", "SeededRandom",
]
# What CI has always checked with --require-all alone.
DEFAULT_MODULES = ["NetLayerWire", "NetLayer", "NetLayerMock", "NetLayerAsyncHTTPClient"]
# The symbol kinds that take parameters and may return or throw.
FUNCTION_KINDS = {
    "swift.func", "swift.method", "swift.type.method", "swift.init", "swift.subscript", "swift.type.subscript",
}
INITIALIZER_KINDS = {"swift.init"}


def target_triple():
    info = json.loads(subprocess.run(["swift", "-print-target-info"], check=True, capture_output=True).stdout)
    return info["target"]["triple"]


def clang_module_maps(root):
    """The C modules the graph's modules import, directly or through a dependency (NetLayerSpec's CYaml,
    NetLayerMockServer's CParentDeath and FlyingFox's CSystemLinux, NetLayerAsyncHTTPClient's SwiftNIO): the
    extractor finds them only by their maps."""
    maps = glob.glob(str(root / ".build" / "debug" / "*.build" / "module.modulemap"))
    maps += glob.glob(str(root / ".build" / "checkouts" / "*" / "Sources" / "**" / "module.modulemap"), recursive=True)
    # FlyingFox keeps its C module beside Sources (NetLayerMockServer's NoDelaySockets imports it).
    maps += glob.glob(str(root / ".build" / "checkouts" / "*" / "*" / "include" / "module.modulemap"))
    maps += glob.glob(str(root / "Sources" / "*" / "module.modulemap"))
    maps += glob.glob(str(root / "Sources" / "*" / "include" / "module.modulemap"))
    return [flag for path in sorted(set(maps)) for flag in ("-Xcc", f"-fmodule-map-file={path}")]


def symbols(root, module, triple, maps):
    modules = root / ".build" / "debug" / "Modules"
    if not (modules / f"{module}.swiftmodule").exists():
        sys.exit(f"error: {modules}/{module}.swiftmodule is missing; run "
                 f"`swift build --enable-all-traits --target {module}` first")
    with tempfile.TemporaryDirectory() as output:
        subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", module, "-I", str(modules), "-target", triple,
             "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", output] + maps,
            check=True)
        # Every graph: `Module@Other.symbols.json` holds the module's extensions of other modules' types
        # (NetLayerMock's `StubTransport.init(backend:)`), declared in Sources/<module> too.
        for path in glob.glob(output + "/*.symbols.json"):
            yield from json.load(open(path))["symbols"]


def documented_parts(lines):
    """The parameter names, and whether `- Returns:` and `- Throws:` appear, in a DocC doc comment."""
    names, returns, throws = set(), False, False
    parameters_indent = None  # the indentation of `- Parameters:` while its list lasts
    for line in lines:
        text = line.get("text", "")
        item = re.match(r"^(\s*)[-*+]\s+(.*)$", text)
        indent = len(item.group(1)) if item else None
        if parameters_indent is not None:
            if item and indent > parameters_indent:
                # An entry of the list, `- name: ...`, even one whose name is `parameters` or `returns`.
                if entry := re.match(r"^([^\s:]+)\s*:", item.group(2)):
                    names.add(entry.group(1))
                continue
            if item or (text.strip() and len(text) - len(text.lstrip()) <= parameters_indent):
                parameters_indent = None  # an item or prose no deeper than the list: the list has ended
            else:
                continue
        if not item:
            continue
        body = item.group(2)
        if re.match(r"^parameters\s*:", body, re.IGNORECASE):
            parameters_indent = indent
        elif parameter := re.match(r"^parameter\s+([^\s:]+)\s*:", body, re.IGNORECASE):
            names.add(parameter.group(1))
        elif re.match(r"^returns\s*:", body, re.IGNORECASE):
            returns = True
        elif re.match(r"^throws\s*:", body, re.IGNORECASE):
            throws = True
    return names, returns, throws


def fragments_text(fragments):
    return "".join(fragment.get("spelling", "") for fragment in fragments or [])


def missing_parts(symbol):
    """What a function's doc comment lacks: each undocumented parameter, `- Returns:`, `- Throws:`."""
    names, returns, throws = documented_parts(symbol.get("docComment", {}).get("lines", []))
    signature = symbol.get("functionSignature", {})
    missing = []
    for parameter in signature.get("parameters", []):
        name = parameter.get("internalName") or parameter.get("name")
        if name and name != "_" and name not in names:
            missing.append(f"parameter {name}")
    kind = symbol["kind"]["identifier"]
    result = fragments_text(signature.get("returns")).strip()
    if kind not in INITIALIZER_KINDS and result not in ("", "Void", "()") and not returns:
        missing.append("Returns")
    if throwing(symbol.get("declarationFragments", [])) and not throws:
        missing.append("Throws")
    return missing


def throwing(declaration):
    """Whether the declaration itself throws: `throws` or `rethrows` outside the parameter list, not a
    throwing closure parameter's."""
    depth = 0
    for fragment in declaration:
        spelling = fragment.get("spelling", "")
        if fragment.get("kind") == "keyword" and spelling in ("throws", "rethrows") and depth == 0:
            return True
        if fragment.get("kind") == "text":
            depth += spelling.count("(") - spelling.count(")")
    return False


def report(root, module, triple, maps):
    """The module's findings: (undocumented declarations, incomplete functions, declarations, functions)."""
    sources = str(root / "Sources" / module) + "/"
    undocumented, incomplete, total, functions = [], [], 0, 0
    for symbol in symbols(root, module, triple, maps):
        uri = symbol.get("location", {}).get("uri", "")
        if sources not in uri:
            continue  # declared elsewhere: a default implementation from the standard library or Foundation
        total += 1
        line = symbol["location"]["position"]["line"] + 1
        where = f"Sources/{module}/{uri.split(sources, 1)[1]}:{line}: {symbol['kind']['displayName']} " \
            + ".".join(symbol["pathComponents"])
        if not symbol.get("docComment"):
            undocumented.append(where)
        if symbol["kind"]["identifier"] in FUNCTION_KINDS:
            functions += 1
            if not symbol.get("docComment"):
                incomplete.append(f"{where}: no doc comment")
            elif lacks := missing_parts(symbol):
                incomplete.append(f"{where}: no {', '.join(lacks)} in its doc comment")
    return sorted(undocumented), sorted(incomplete), total, functions


def module_list(text):
    names = [name.strip() for name in text.split(",") if name.strip()]
    if names == ["all"]:
        return list(MODULES)
    unknown = [name for name in names if name not in MODULES]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown module {', '.join(unknown)} (known: {', '.join(MODULES)})")
    return names


def main():
    parser = argparse.ArgumentParser(description="Reports the documentation of the public API per module.")
    parser.add_argument("--modules", type=module_list, help="the modules to report, comma-separated, or `all`")
    parser.add_argument("--require-all", action="store_true",
                        help="fail when a declaration of a reported module has no doc comment")
    parser.add_argument("--require-complete", type=module_list, default=[],
                        help="fail when a function of these modules lacks parameter, Returns or Throws docs")
    parser.add_argument("--quiet", action="store_true",
                        help="print the summary and only the findings that fail a requirement")
    options = parser.parse_args()
    modules = list(options.modules or DEFAULT_MODULES)
    modules += [module for module in options.require_complete if module not in modules]

    root = pathlib.Path(__file__).resolve().parent.parent
    triple, maps = target_triple(), clang_module_maps(root)
    failed, summary, counts = False, [], [0, 0, 0, 0]
    for module in modules:
        undocumented, incomplete, total, functions = report(root, module, triple, maps)
        required = module in options.require_complete
        # --quiet still prints what fails a requirement, so that CI's log says what to fix.
        if not options.quiet or options.require_all:
            print("\n".join(undocumented), end="\n" if undocumented else "")
        if not options.quiet or required:
            print("\n".join(incomplete), end="\n" if incomplete else "")
        documented, complete = total - len(undocumented), functions - len(incomplete)
        share = 100.0 * documented / total if total else 100.0
        complete_share = 100.0 * complete / functions if functions else 100.0
        summary.append(f"{module}: {documented} of {total} public declarations documented ({share:.1f} %); "
                       f"{complete} of {functions} functions with complete parameter, Returns and Throws docs "
                       f"({complete_share:.1f} %){' (required)' if required else ''}")
        counts = [counts[0] + documented, counts[1] + total, counts[2] + complete, counts[3] + functions]
        failed |= bool(undocumented) and options.require_all
        failed |= bool(incomplete) and required
    print("\n".join(summary))
    # The last line sums up, as CI's log shows it.
    print(f"all {len(modules)} modules: {counts[0]} of {counts[1]} public declarations documented; "
          f"{counts[2]} of {counts[3]} functions with complete parameter, Returns and Throws docs")
    if failed:
        sys.exit(1)


main()
