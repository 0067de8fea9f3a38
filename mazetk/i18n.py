"""Languages: every word a person reads goes through :func:`_` (stdlib ``gettext``).

Catalogues are ``mazetk/locale/<language>.po``, one file a language, in the
plain gettext PO format any translator's tool opens.  At start-up mazetk
compiles the chosen one in memory with :func:`compile_po` (the GNU ``.mo``
format, written with nothing but the standard library) and hands it to
``gettext.GNUTranslations``; ``python -m mazetk.i18n compile DIR`` writes the
same ``.mo`` files for packagers, ``python -m mazetk.i18n extract`` prints
the template of every message in the code (see the README's *Languages*).

Rules for the code:

* ``_("...")`` where a message is shown; ``N_("...")`` marks a message in a
  table built at import time, translated where it is shown with ``_(x)``
  (the language is chosen after import, from ``--lang`` or the window).
* Values go in with ``%`` and *named* placeholders,
  ``_("%(cols)d columns") % {"cols": n}``, so a translation can reorder them;
  ``ngettext`` for counts.  Never an f-string inside ``_()``.
* The language: ``--lang`` or the window's choice, else the usual variables
  ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` (as gettext reads
  them), else the system's own setting; English when nothing matches.
"""

import ast
import gettext
import io
import os
import re
import struct
import sys
import unicodedata

LOCALE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "locale")
DOMAIN = "mazetk"
SOURCE = "en"
#: Every language by its own name (the window lists them so).
NAMES = {"en": "English", "zh_CN": "\u4e2d\u6587\uff08\u7b80\u4f53\uff09",
         "zh_TW": "\u7e41\u9ad4\u4e2d\u6587"}

_state = {"code": SOURCE, "tr": gettext.NullTranslations(), "asked": False}


# --- the catalogue files -------------------------------------------------

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v",
            "\\": "\\", '"': '"', "'": "'", "?": "?"}
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"$')


def _unquote(text, where):
    """A C string as PO files write it (``"a\\n\\"b\\""``), unescaped."""
    found = _STRING.match(text)
    if not found:
        raise ValueError("%s: not a quoted string: %s" % (where, text[:40]))
    body, out, i = found.group(1), [], 0
    while i < len(body):
        ch = body[i]
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in _ESCAPES:
            out.append(_ESCAPES[nxt])
            i += 2
        elif nxt in "01234567":
            digits = re.match(r"[0-7]{1,3}", body[i + 1:]).group(0)
            out.append(chr(int(digits, 8)))
            i += 1 + len(digits)
        elif nxt == "x" and re.match(r"[0-9A-Fa-f]{1,2}", body[i + 2:]):
            digits = re.match(r"[0-9A-Fa-f]{1,2}", body[i + 2:]).group(0)
            out.append(chr(int(digits, 16)))
            i += 2 + len(digits)
        else:
            raise ValueError("%s: unknown escape \\%s" % (where, nxt))
    return "".join(out)


def parse_po(text, name="catalogue"):
    """The entries of PO ``text``: a list of dicts with ``msgctxt``,
    ``msgid``, ``msgid_plural``, ``msgstr`` (a list, one form a plural)
    and ``fuzzy``.  The header is the entry whose msgid is ``""``."""
    entries, entry, key = [], None, None

    def close():
        if entry is not None and "msgid" in entry:
            entries.append(entry)

    flags = set()
    for number, line in enumerate(text.splitlines(), 1):
        where = "%s line %d" % (name, number)
        line = line.strip()
        if not line:
            continue
        if line.startswith("#,"):
            flags.update(f.strip() for f in line[2:].split(","))
            continue
        if line.startswith("#"):
            continue
        if line.startswith('"'):
            if entry is None or key is None:
                raise ValueError("%s: a string that continues nothing" % where)
            if isinstance(entry[key], list):
                entry[key][-1] += _unquote(line, where)
            else:
                entry[key] += _unquote(line, where)
            continue
        word, _sp, rest = line.partition(" ")
        match = re.match(r"msgstr\[(\d+)\]$", word)
        opens = word == "msgctxt" or word == "msgid" and not (
            entry is not None and "msgid" not in entry)
        if opens:
            close()
            entry = {"msgctxt": None, "msgid_plural": None, "fuzzy": "fuzzy" in flags}
            flags = set()
        elif entry is None:
            raise ValueError("%s: %s before any msgid" % (where, word))
        if word in ("msgctxt", "msgid", "msgid_plural"):
            entry[word] = _unquote(rest, where)
            key = word
        elif word == "msgstr":
            entry["msgstr"] = [_unquote(rest, where)]
            key = "msgstr"
        elif match:
            forms = entry.setdefault("msgstr", [])
            if int(match.group(1)) != len(forms):
                raise ValueError("%s: plural forms out of order" % where)
            forms.append(_unquote(rest, where))
            key = "msgstr"
        else:
            raise ValueError("%s: unknown keyword %s" % (where, word[:20]))
    close()
    for entry in entries:
        if "msgstr" not in entry:
            raise ValueError("%s: msgid %r has no msgstr" % (name, entry["msgid"][:40]))
    return entries


def compile_po(text, name="catalogue"):
    """PO ``text`` as the bytes of a GNU ``.mo`` file (what ``msgfmt``
    writes): fuzzy and untranslated entries are left out, as msgfmt does."""
    pairs = {}
    for e in parse_po(text, name):
        if e["fuzzy"] and e["msgid"] or not any(e["msgstr"]):
            continue
        key = e["msgid"] if e["msgid_plural"] is None else e["msgid"] + "\0" + e["msgid_plural"]
        if e["msgctxt"] is not None:
            key = e["msgctxt"] + "\x04" + key
        pairs[key.encode("utf-8")] = "\0".join(e["msgstr"]).encode("utf-8")
    keys = sorted(pairs)
    n = len(keys)
    ids_at, strs_at = 28, 28 + 8 * n
    data_at = 28 + 16 * n
    ids, strs, blob = [], [], b""
    for k in keys:
        ids.append((len(k), data_at + len(blob)))
        blob += k + b"\0"
    for k in keys:
        strs.append((len(pairs[k]), data_at + len(blob)))
        blob += pairs[k] + b"\0"
    head = struct.pack("<7I", 0x950412DE, 0, n, ids_at, strs_at, 0, data_at)
    table = b"".join(struct.pack("<2I", *p) for p in ids + strs)
    return head + table + blob


def catalogue_path(code):
    return os.path.join(LOCALE_DIR, code + ".po")


def available():
    """The languages there is a catalogue for, English first."""
    try:
        found = sorted(f[:-3] for f in os.listdir(LOCALE_DIR) if f.endswith(".po"))
    except OSError:
        found = []
    return [SOURCE] + [c for c in found if c != SOURCE]


def translations(code):
    """A ``gettext`` translations object for ``code`` (English: none needed)."""
    if code == SOURCE:
        return gettext.NullTranslations()
    path = catalogue_path(code)
    with open(path, encoding="utf-8") as f:
        mo = compile_po(f.read(), os.path.basename(path))
    return gettext.GNUTranslations(io.BytesIO(mo))


# --- choosing the language -----------------------------------------------

def match(name):
    """The catalogue code for a language name as people and systems write it
    (``zh``, ``zh-CN``, ``zh_CN.UTF-8``, ``zh-Hant-TW``, ``zh_HK``, ``en_GB``),
    or None for none.  Chinese of Taiwan, Hong Kong and Macau and of the
    Traditional script is ``zh_TW``; any other Chinese is ``zh_CN``."""
    if not name:
        return None
    name = name.strip().split(".")[0].split("@")[0].replace("-", "_")
    if name in ("C", "POSIX"):
        return SOURCE
    codes = available()
    lowered = {c.lower(): c for c in codes}
    if name.lower() in lowered:
        return lowered[name.lower()]
    lang = name.split("_")[0].lower()
    chinese = _chinese(name.lower().split("_")[1:]) if lang == "zh" else None
    if chinese in codes:
        return chinese
    for code in codes:
        if code.split("_")[0].lower() == lang:
            return code
    return None


#: Which written Chinese a script or a place reads: Traditional in Taiwan,
#: Hong Kong and Macau (``zh_Hant``, Windows' ``zh_CHT``), Simplified elsewhere.
_CHINESE_SCRIPTS = {"hant": "zh_TW", "cht": "zh_TW", "hans": "zh_CN", "chs": "zh_CN"}
_CHINESE_PLACES = {"tw": "zh_TW", "hk": "zh_TW", "mo": "zh_TW",
                   "cn": "zh_CN", "sg": "zh_CN", "my": "zh_CN"}


def _chinese(subtags):
    """The Chinese catalogue the subtags after ``zh`` ask for (a script
    says more than a place: ``zh_Hans_HK`` is Simplified), or None."""
    for table in (_CHINESE_SCRIPTS, _CHINESE_PLACES):
        for tag in subtags:
            if tag in table:
                return table[tag]
    return None


def _system_names():
    """The system's language names, most wanted first (env, then the OS)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return value.split(":")
    names = []
    if sys.platform.startswith("win"):
        try:
            import ctypes
            import locale
            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()
            names.append(locale.windows_locale.get(lcid, ""))
        except (AttributeError, OSError, ImportError):
            pass
    elif sys.platform == "darwin":
        try:
            import subprocess
            out = subprocess.run(["defaults", "read", "-g", "AppleLocale"],
                                 capture_output=True, text=True, timeout=2)
            names.append(out.stdout.strip())
        except (OSError, subprocess.SubprocessError):
            pass
    return names


def system_language():
    """The language the system asks for, when mazetk has it; else English."""
    for name in _system_names():
        code = match(name)
        if code:
            return code
    return SOURCE


def set_language(code=None, asked=None):
    """Speak ``code`` from now on (None: the system's choice).  ``code`` is
    matched loosely (``zh`` is ``zh_CN``); ValueError names the choices.
    ``asked``: whether a person named it on the command line (the default:
    when ``code`` names one); the window's saved choice is not asked."""
    if code is None or code == "auto":
        found = system_language()
    else:
        found = match(code)
        if found is None:
            raise ValueError("unknown language %r (choose from %s)"
                             % (code, ", ".join(["auto"] + available())))
    _state["tr"] = translations(found)
    _state["code"] = found
    _state["asked"] = code not in (None, "auto") if asked is None else asked
    _install_argparse()
    return found


def asked():
    """True when the language was named (``--lang``), not left to the system:
    the window then speaks it whatever it saved last time."""
    return _state["asked"]


def install(tr, code):
    """Use a translations object directly (the tests' pseudo-language)."""
    _state["tr"], _state["code"] = tr, code
    _install_argparse()


def language():
    """The code of the language now spoken."""
    return _state["code"]


def _install_argparse():
    """argparse's own words (usage, options, its errors) in the same language:
    it looks its ``_`` up at call time, so ours can stand in for it."""
    import argparse
    argparse._ = gettext_
    argparse.ngettext = ngettext


# --- what the code calls -------------------------------------------------

def gettext_(message):
    return _state["tr"].gettext(message)


def ngettext(singular, plural, n):
    return _state["tr"].ngettext(singular, plural, n)


def pgettext(context, message):
    return _state["tr"].pgettext(context, message)


def sentence(text):
    """``text`` as a whole sentence: a capital first (where the script has
    capitals) and the full stop of the language (``.`` or ``。``), unless it
    ends in one already."""
    text = text[:1].upper() + text[1:]
    if not text or text.endswith((".", "!", "?", "\u3002", "\uff01", "\uff1f")):
        return text
    return text + gettext_(".")  # the language's full stop


def text_width(text):
    """The columns ``text`` takes on a terminal, where a wide (CJK)
    character takes two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def N_(message):
    """Marks ``message`` for the catalogue without translating it yet."""
    return message


#: What the system says of a failed file operation, by ``errno`` name: the
#: C library's own words (``strerror``) speak the C locale's language.
_OS_REASONS = {
    "ENOENT": N_("no such file or folder"), "EACCES": N_("permission denied"),
    "EPERM": N_("permission denied"), "ENOSPC": N_("no space left on the disk"),
    "EISDIR": N_("it is a folder"), "ENOTDIR": N_("part of the path is not a folder"),
    "EROFS": N_("the disk is read-only"), "EEXIST": N_("it exists already"),
    "ENAMETOOLONG": N_("the name is too long"), "ELOOP": N_("a loop of symbolic links"),
    "EMFILE": N_("too many files are open"), "EIO": N_("the disk could not be read or written"),
}


def os_reason(exc):
    """Why a file operation failed, in the language spoken (the system's own
    words for an error this table does not know)."""
    import errno
    name = errno.errorcode.get(getattr(exc, "errno", None) or -1)
    if name in _OS_REASONS:
        return gettext_(_OS_REASONS[name])
    return getattr(exc, "strerror", None) or str(exc)


_ = gettext_


# --- the catalogue's template, from the code -----------------------------

_CALLS = {"_": 1, "N_": 1, "gettext_": 1, "ngettext": 2, "pgettext": 2}


def extract(root=None):
    """Every message in the code: ``{(context, msgid, plural): [places]}``."""
    root = root or os.path.dirname(os.path.abspath(__file__))
    found = {}
    for folder, _dirs, files in os.walk(root):
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read(), path)
            rel = os.path.relpath(path, os.path.dirname(root)).replace(os.sep, "/")
            for node in ast.walk(tree):
                key = _message_of(node)
                if key:
                    found.setdefault(key, []).append("%s:%d" % (rel, node.lineno))
    return found


def _message_of(node):
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
        return None
    want = _CALLS.get(node.func.id)
    if want is None or len(node.args) < want:
        return None
    args = node.args
    strings = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
               for a in args[:want]]
    if None in strings:
        return None
    if node.func.id == "ngettext":
        return (None, strings[0], strings[1])
    if node.func.id == "pgettext":
        return (strings[0], strings[1], None)
    return (None, strings[0], None)


def _first_place(item):
    """Sort key: the file and line number where a message first appears."""
    path, _colon, line = item[1][0].rpartition(":")
    return path, int(line)


def _quote(text):
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"').replace(
        "\n", "\\n").replace("\t", "\\t")


def template(found=None):
    """The ``.pot`` text of every message in the code."""
    found = extract() if found is None else found
    out = ['msgid ""', 'msgstr ""',
           '"Content-Type: text/plain; charset=UTF-8\\n"', ""]
    for (ctx, msgid, plural), places in sorted(found.items(), key=_first_place):
        out.append("#: " + " ".join(places[:4]))
        if "%" in msgid:
            out.append("#, python-format")
        if ctx is not None:
            out.append("msgctxt " + _quote(ctx))
        out.append("msgid " + _quote(msgid))
        if plural is not None:
            out += ["msgid_plural " + _quote(plural), 'msgstr[0] ""', ""]
        else:
            out += ['msgstr ""', ""]
    return "\n".join(out)


def update(code, extra=()):
    """The catalogue of ``code`` rewritten in the code's order (as
    ``msgmerge`` does): every message of the code, with its translation
    from the catalogue or from the PO texts in ``extra`` (the last one that
    has it wins), new ones empty,
    ones the code no longer has dropped.  Returns how many are untranslated."""
    path = catalogue_path(code)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    known = {}
    for source in [text] + list(extra):  # a newer text's translation wins
        for e in parse_po(source):
            if e["msgid"] and any(e["msgstr"]) and not e["fuzzy"]:
                known[(e["msgctxt"], e["msgid"])] = e["msgstr"]
    head = [line for line in text.split("\nmsgid ", 1)[0].splitlines()]
    header = "\n".join(head[:next((i for i, line in enumerate(head)
                                    if line.startswith("msgid")), len(head))])
    header_entry = next(e for e in parse_po(text) if e["msgid"] == "")
    out = [header, 'msgid ""', 'msgstr ""']
    out += [_quote(line + "\n") for line in header_entry["msgstr"][0].splitlines()]
    out.append("")
    missing = 0
    found = extract()
    for (ctx, msgid, plural), places in sorted(found.items(), key=_first_place):
        forms = known.get((ctx, msgid), [""])
        missing += not any(forms)
        out.append("#: " + " ".join(places[:3]))
        if ctx is not None:
            out.append("msgctxt " + _quote(ctx))
        out.append("msgid " + _quote(msgid))
        if plural is not None:
            out.append("msgid_plural " + _quote(plural))
            out += ["msgstr[%d] %s" % (i, _quote(f)) for i, f in enumerate(forms)]
        else:
            out.append("msgstr " + _quote(forms[0]))
        out.append("")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    return missing


def placeholders(text):
    """The ``%`` placeholders of ``text`` in order (``%%`` is not one)."""
    found = re.findall(r"%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[diouxXeEfFgGcrsa%]", text)
    return [p for p in found if p != "%%"]


def _main(argv):
    if argv[:1] == ["extract"]:
        sys.stdout.write(template() + "\n")
        return 0
    if argv[:1] == ["compile"] and len(argv) == 2:
        for code in available()[1:]:
            folder = os.path.join(argv[1], code, "LC_MESSAGES")
            os.makedirs(folder, exist_ok=True)
            with open(catalogue_path(code), encoding="utf-8") as f:
                mo = compile_po(f.read(), code + ".po")
            with open(os.path.join(folder, DOMAIN + ".mo"), "wb") as f:
                f.write(mo)
            print(os.path.join(folder, DOMAIN + ".mo"))
        return 0
    if argv[:1] == ["update"] and len(argv) >= 2:
        extra = []
        for name in argv[2:]:
            with open(name, encoding="utf-8") as f:
                extra.append(f.read())
        missing = update(argv[1], extra)
        print("%s: %d messages to translate" % (catalogue_path(argv[1]), missing))
        return 0
    print("usage: python -m mazetk.i18n extract | update CODE [PO ...] | compile DIR",
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
