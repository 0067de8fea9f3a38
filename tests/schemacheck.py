"""A small JSON Schema validator for the tests: the subset maze.schema.json uses.

Keywords: type, const, enum, pattern, minimum, maximum, minItems, maxItems,
items, prefixItems, properties, required, additionalProperties (true or
false), allOf, anyOf, oneOf, if / then / else and local ``$ref``
(``#/$defs/NAME``).  Any other keyword is refused, so the schema cannot use
one the tests do not check.
"""

import re

KNOWN = {"$schema", "$id", "title", "description", "$defs", "type", "const", "enum",
         "pattern", "minimum", "maximum", "minItems", "maxItems", "items", "prefixItems",
         "properties", "required", "additionalProperties", "allOf", "anyOf", "oneOf", "if",
         "then", "else", "$ref"}
TYPES = {"object": lambda v: isinstance(v, dict), "array": lambda v: isinstance(v, list),
         "string": lambda v: isinstance(v, str), "null": lambda v: v is None,
         "boolean": lambda v: isinstance(v, bool),
         "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
         "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)}


class SchemaError(AssertionError):
    pass


def errors(value, schema, root=None, where="$"):
    """Every way ``value`` breaks ``schema``: a list of messages (empty: valid)."""
    root = schema if root is None else root
    unknown = set(schema) - KNOWN
    if unknown:
        raise SchemaError("the schema uses %s at %s, which this checker does not know"
                          % (sorted(unknown), where))
    found = []
    if "$ref" in schema:
        name = schema["$ref"]
        if not name.startswith("#/$defs/"):
            raise SchemaError("only local $refs: %s" % name)
        found += errors(value, root["$defs"][name[len("#/$defs/"):]], root, where)
    if "type" in schema:
        kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(TYPES[k](value) for k in kinds):
            return found + ["%s: %r is not %s" % (where, _short(value), " or ".join(kinds))]
    if "const" in schema and not _same(value, schema["const"]):
        found.append("%s: %r is not %r" % (where, _short(value), schema["const"]))
    if "enum" in schema and not any(_same(value, v) for v in schema["enum"]):
        found.append("%s: %r is not one of %r" % (where, _short(value), schema["enum"]))
    if isinstance(value, str) and "pattern" in schema and not re.search(schema["pattern"],
                                                                         value):
        found.append("%s: %r does not match %s" % (where, _short(value), schema["pattern"]))
    if TYPES["number"](value):
        if "minimum" in schema and value < schema["minimum"]:
            found.append("%s: %r < %r" % (where, value, schema["minimum"]))
        if "maximum" in schema and value > schema["maximum"]:
            found.append("%s: %r > %r" % (where, value, schema["maximum"]))
    if isinstance(value, list):
        if len(value) < schema.get("minItems", 0):
            found.append("%s: fewer than %d items" % (where, schema["minItems"]))
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            found.append("%s: more than %d items" % (where, schema["maxItems"]))
        first = schema.get("prefixItems", [])
        for i, (item, sub) in enumerate(zip(value, first)):
            found += errors(item, sub, root, "%s[%d]" % (where, i))
        if "items" in schema:
            for i in range(len(first), len(value)):
                found += errors(value[i], schema["items"], root, "%s[%d]" % (where, i))
                if len(found) > 20:
                    return found
    if isinstance(value, dict):
        for key in schema.get("required", ()):
            if key not in value:
                found.append("%s: %s is missing" % (where, key))
        props = schema.get("properties", {})
        for key, item in value.items():
            if key in props:
                found += errors(item, props[key], root, "%s.%s" % (where, key))
            elif schema.get("additionalProperties", True) is False:
                found.append("%s: %s is not in the schema" % (where, key))
    for sub in schema.get("allOf", ()):
        found += errors(value, sub, root, where)
    if "anyOf" in schema and not any(not errors(value, s, root, where)
                                     for s in schema["anyOf"]):
        found.append("%s: matches none of anyOf" % where)
    if "oneOf" in schema:
        matched = sum(1 for s in schema["oneOf"] if not errors(value, s, root, where))
        if matched != 1:
            found.append("%s: matches %d of oneOf, not 1" % (where, matched))
    if "if" in schema:
        branch = "then" if not errors(value, schema["if"], root, where) else "else"
        if branch in schema:
            found += errors(value, schema[branch], root, where)
    return found


def _same(a, b):
    """JSON equality: 1 is not true, 1 is 1.0."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


def _short(value):
    text = repr(value)
    return text if len(text) < 60 else text[:57] + "..."
