"""schemathesis hooks (SCHEMATHESIS_HOOKS) for scripts/schemathesis-mock.py: drop exactly the failures that
docs/mock.md ("Against a schema fuzzer") explains as deliberate differences of `netlayer mock`, and nothing else.

The script writes the differences of one run as JSON to the file NETLAYER_DIFFERENCES names: a list of rules,
each with the failure's code (`ST202`) and, where given, what narrows it: the operations (`POST /pet`), the
request media types, the response statuses, and flags that each ask for one more thing: `negative` a request
schemathesis made invalid on purpose, `null_field` a field sent as `null`, `refusal` the mock's own refusal
(`{"message": …}`), `null_body` a JSON `null` reply, `light` a request the mock's light checks let through,
`wide_integer` the mock's refusal of an integer beyond 64 bits, `missing_property` a body without a property its
schema requires. A failure that matches a rule is dropped, and written as a line to the file NETLAYER_DROPPED
names, so the script can count it.
"""

import json
import os
import re

import schemathesis

with open(os.environ["NETLAYER_DIFFERENCES"], encoding="utf-8") as file:
    RULES = json.load(file)


def _negative(case):
    """Whether schemathesis made the request invalid on purpose (a negative case)."""
    meta = getattr(case, "_meta", None)
    mode = getattr(getattr(meta, "generation", None), "mode", None)
    return mode is not None and mode.is_negative


def _null_field(failure, case):
    """Whether the field the failure names as of an incorrect type is `null` in the body, where it is optional."""
    found = re.search(r"in body - (?:array with invalid items: )?([^:\n]+): Incorrect type", failure.message)
    return found is not None and _has_null(case.body, found.group(1))


def _has_null(value, key):
    if isinstance(value, dict):
        return (key in value and value[key] is None) or any(_has_null(item, key) for item in value.values())
    if isinstance(value, list):
        return any(_has_null(item, key) for item in value)
    return False


def _refusal(response):
    """Whether the reply is one of the mock's own refusals of a request: `{"message": …}` and nothing else."""
    try:
        body = json.loads(response.content)
    except (ValueError, TypeError):
        return False
    return isinstance(body, dict) and list(body) == ["message"]


def _light(failure, case, fields):
    """Whether the failure is a request the mock's light checks let through (docs/mock.md, "Limits"): a field of a
    model inside a body's field or a whole-body array of another type or beyond 64 bits, a body field of a model or
    list of models (`fields`, by operation) of another type, or text not in a date's format."""
    nested = re.search(r"in body - .*(->|array with invalid items: ).*Incorrect type", failure.message) or re.search(
        r"in body - violates `type` at (/(items|properties/[^/ ]+)){2,} ", failure.message)
    if nested is not None or re.search(r"Value not matching the '(date-time|date)' format", failure.message):
        return True
    # An integer a nested field's Int64 cannot hold: its type, not a constraint, says so, and it is not checked.
    beyond = re.search(
        r"in body - .*(->|array with invalid items: ).*: Value (greater|less|smaller) than", failure.message)
    if beyond is not None and _has_wide_integer(case.body):
        return True
    # Several changes at once, each to a nested field's type or format.
    lines = re.findall(r"\n  - (.*)", "\n" + failure.message.split("Invalid component: in body\n", 1)[-1])
    if "Invalid component: in body\n" in failure.message and lines and all(
            re.match(r"violates `(type|format)` at (/(items|properties/[^/ ]+)){2,}", line) for line in lines):
        return True
    field = re.search(r"in body - ([^:\n ]+): Incorrect type", failure.message) or re.search(
        r"in body - violates `type` at /properties/([^/ ]+) ", failure.message)
    return field is not None and field.group(1) in fields.get(case.operation.label, [])


def _has_wide_integer(value):
    """Whether `value` holds an integer beyond 64 bits, at any depth."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return not -(2**63) <= value < 2**63
    if isinstance(value, dict):
        return any(_has_wide_integer(item) for item in value.values())
    if isinstance(value, list):
        return any(_has_wide_integer(item) for item in value)
    return False


def _wide_integer(response):
    """Whether the mock refused an integer beyond 64 bits, which the spec's `Int` cannot hold."""
    return b"must be an integer from -9223372036854775808 to 9223372036854775807" in response.content


def _null_body(response):
    """Whether the reply is a JSON `null`: the mock's answer to an interface without a reply."""
    return response.content.strip() == b"null"


def _matches(rule, failure, case, response):
    if failure.code != rule["code"]:
        return False
    if rule.get("operations") is not None and case.operation.label not in rule["operations"]:
        return False
    if rule.get("media_types") is not None and (case.media_type or "").split(";")[0] not in rule["media_types"]:
        return False
    if rule.get("statuses") is not None and response.status_code not in rule["statuses"]:
        return False
    if rule.get("light") and not _light(failure, case, rule["fields"]):
        return False
    if rule.get("wide_integer") and not _wide_integer(response):
        return False
    if rule.get("null_body") and not _null_body(response):
        return False
    if rule.get("missing_property") and not re.search(
            r"Missing required property|in body - violates `required`", failure.message):
        return False
    if rule.get("refusal") and not _refusal(response):
        return False
    if rule.get("null_field") and not _null_field(failure, case):
        return False
    return not rule.get("negative") or _negative(case)


@schemathesis.hook
def filter_failure(context, failure, case, response):
    """Keep a failure unless a documented difference explains it."""
    for index, rule in enumerate(RULES):
        if _matches(rule, failure, case, response):
            with open(os.environ["NETLAYER_DROPPED"], "a", encoding="utf-8") as dropped:
                dropped.write(f"{index}\t{case.operation.label}\n")
            return False
    return True
