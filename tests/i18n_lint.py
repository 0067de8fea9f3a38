"""Finds words a person would read that do not go through the catalogue.

``python3 -m tests.i18n_lint [FILE ...]`` prints ``file:line: text`` for each
string shown without ``_()``; :func:`unwrapped` is what ``tests.test_i18n``
asserts is empty.  A string is *shown* when it is the text of a widget or menu
(``text=``, ``label=``, ``title=``, ``message=``, ``help=`` ...), the message
of an exception raised for bad input, an argument of a message box or of the
status bar, or a line printed to stderr.  Strings without two letters in a row
(``"-"``, ``"%d"``, ``"x"``) are no words; a line ending in ``# i18n: keep``
is left as it is on purpose (a file name, a format keyword).
"""

import ast
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "mazetk")
WRAPPERS = {"_", "N_", "ngettext", "pgettext", "gettext_"}
SHOWN_KEYWORDS = {"text", "label", "title", "message", "help", "detail", "description",
                  "tip", "note", "prompt", "epilog", "usage"}
SHOWN_CALLS = {"showerror", "showinfo", "showwarning", "askyesno", "askokcancel",
               "askyesnocancel", "askretrycancel", "askquestion", "set_note", "note",
               "show_error", "field_error", "error", "warn", "say", "tell", "add_argument_group",
               "set_message", "show_message", "title", "message"}
WORD = re.compile(r"[A-Za-z]{2}")
KEEP = "# i18n: keep"


def _is_words(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(WORD.search(node.value))
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and WORD.search(str(v.value))
                   for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Mod, ast.Add)):
        return _is_words(node.left) or (isinstance(node.op, ast.Add) and _is_words(node.right))
    if isinstance(node, ast.IfExp):
        return _is_words(node.body) or _is_words(node.orelse)
    return False


def _text_of(node):
    if isinstance(node, ast.Constant):
        return str(node.value)
    if isinstance(node, ast.BinOp):
        return _text_of(node.left)
    if isinstance(node, ast.IfExp):
        return _text_of(node.body)
    if isinstance(node, ast.JoinedStr):
        return "".join(str(v.value) if isinstance(v, ast.Constant) else "{}"
                       for v in node.values)
    return "..."


def _call_name(call):
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _shown_values(tree):
    """(node, why) of every expression that is shown to a person."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            name = _call_name(node.exc)
            if name.endswith(("Error", "Exception", "Refused", "Problem")) and node.exc.args:
                # FieldError(field id, message): the id is a name, the message is shown
                at = 1 if name == "FieldError" and len(node.exc.args) > 1 else 0
                yield node.exc.args[at], "raise"
        if not isinstance(node, ast.Call):
            continue
        name = _call_name(node)
        if name in WRAPPERS:
            continue
        for kw in node.keywords:
            if kw.arg in SHOWN_KEYWORDS:
                yield kw.value, kw.arg + "="
        if name == "Command" and len(node.args) > 1:
            yield node.args[1], "Command()"
        if name in SHOWN_CALLS:
            for arg in node.args[:2]:
                yield arg, name + "()"
        if name == "print" and any(kw.arg == "file" for kw in node.keywords):
            for arg in node.args:
                yield arg, "print()"


def unwrapped(paths=None):
    """``(path, line, text)`` of every shown string not wrapped in ``_()``."""
    found = []
    for path in paths or _all_files():
        with open(path, encoding="utf-8") as f:
            source = f.read()
        lines = source.splitlines()
        for value, _why in _shown_values(ast.parse(source, path)):
            if not _is_words(value):
                continue
            if KEEP in lines[value.lineno - 1] or KEEP in lines[getattr(
                    value, "end_lineno", value.lineno) - 1]:
                continue
            found.append((os.path.relpath(path, os.path.dirname(ROOT)), value.lineno,
                          _text_of(value)[:70]))
    return found


def _all_files():
    for folder, _dirs, files in os.walk(ROOT):
        for name in sorted(files):
            if name.endswith(".py") and name != "i18n.py":
                yield os.path.join(folder, name)


if __name__ == "__main__":
    for path, line, text in unwrapped(sys.argv[1:] or None):
        print("%s:%d: %s" % (path, line, text))
