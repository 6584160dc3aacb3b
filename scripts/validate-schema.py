#!/usr/bin/env python3
"""Validates YAML files against NetLayer's JSON Schemas with a real validator.

    python3 scripts/validate-schema.py [--check-schemas]

Checks that schema/netlayer.schema.json and schema/netlayer-settings.schema.json
are valid draft 2020-12 schemas. It then validates the specs in specs/,
Tests/Fixtures and Examples/ against the first, and each netlayer.yaml against
the second; each must pass.

Tests/Fixtures/invalid holds bad specs. Those marked `# schema: refused` are
wrong in their keys or kinds of value, so the schema must refuse them. The
others are wrong in ways only the loader can see, such as a name clash or a
missing include, and are not checked here. Tests/Fixtures/openapi holds
OpenAPI documents for the importer, and Tests/Fixtures/recordings files of
recorded replies for `netlayer verify` (docs/verify.md); neither holds specs,
and both are left out. Problems print as
FILE:LINE:COLUMN: message. The exit status is 1 when anything is not as it
should be.

YAML is read as YAML 1.2's core schema reads it, like editors' language
servers: `on`, `yes` and `no` are strings, and so are dates.
"""
import json
import pathlib
import sys

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent


# libyaml's parser, as netlayer's: the pure-Python one refuses `{type: String?, …}`.
SafeLoader = yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader


class CoreLoader(SafeLoader):
    """SafeLoader without YAML 1.1's extra booleans and timestamps."""


CoreLoader.yaml_implicit_resolvers = {
    first: [
        (tag, pattern)
        for tag, pattern in resolvers
        if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")
    ]
    for first, resolvers in SafeLoader.yaml_implicit_resolvers.items()
}
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool",
    __import__("re").compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
    list("tTfF"),
)


def position(node, path):
    """The line and column of the node at `path`, or of the nearest one above it."""
    for step in path:
        if isinstance(node, yaml.MappingNode):
            match = [value for key, value in node.value if key.value == step]
            if not match:
                break
            node = match[0]
        elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and step < len(node.value):
            node = node.value[step]
        else:
            break
    return node.start_mark.line + 1, node.start_mark.column + 1


def problems(validator, path):
    text = path.read_text(encoding="utf-8")
    data = yaml.load(text, Loader=CoreLoader)
    tree = yaml.compose(text, Loader=CoreLoader)
    found = []
    for error in sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path))):
        line, column = position(tree, list(error.absolute_path)) if tree is not None else (1, 1)
        where = "/".join(map(str, error.absolute_path)) or "the document"
        found.append(f"{path.relative_to(ROOT)}:{line}:{column}: {where}: {error.message}")
    return found


def main():
    spec_schema = json.loads((ROOT / "schema/netlayer.schema.json").read_text())
    settings_schema = json.loads((ROOT / "schema/netlayer-settings.schema.json").read_text())
    for schema in (spec_schema, settings_schema):
        jsonschema.Draft202012Validator.check_schema(schema)
    specs = jsonschema.Draft202012Validator(spec_schema)
    settings = jsonschema.Draft202012Validator(settings_schema)

    failures = 0
    checked = refused = 0
    files = sorted(
        path
        for folder in ("specs", "Tests/Fixtures", "Examples")
        for path in (ROOT / folder).rglob("*.y*ml")
        if ".build" not in path.parts and "openapi" not in path.parts and "recordings" not in path.parts
    )
    for path in files:
        if "invalid" in path.parts:
            if "# schema: refused" not in path.read_text(encoding="utf-8", errors="replace"):
                continue
            if not problems(specs, path):
                print(f"{path.relative_to(ROOT)}: the schema accepts this spec, which is marked '# schema: refused'")
                failures += 1
            refused += 1
            continue
        validator = settings if path.name == "netlayer.yaml" else specs
        for problem in problems(validator, path):
            print(problem)
            failures += 1
        checked += 1
    print(f"{checked} files valid, {refused} invalid fixtures refused" if failures == 0 else f"{failures} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
