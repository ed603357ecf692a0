"""A Python regular expression as the browser's JavaScript reads it, matching the same text.

The citation grammars (`lang/<xx>/citations.py`) are written once, in Python; the site's
`citations.js` compiles the same patterns from its data (`site/searchdata.py` writes
`js_patterns` of each grammar). JavaScript's regular expressions (with the `u` flag) differ from
Python's in what this rewrites: named groups are `(?<name>…)`; `\\d`, `\\s`, `\\w` and `\\b` are
ASCII in JavaScript and Unicode in Python (here spelled out as Unicode classes); `.` stops at
more line ends in JavaScript, and `$` matches before a final line feed only in Python; a
case-blind "i" in Python also matches "İ" and "ı", which JavaScript's does not.
"""
from __future__ import annotations

import re

# Python's \s on str: Unicode's white space and the ASCII separators (what str.isspace() says)
SPACE = "\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000"
DIGIT = "\\p{Nd}"  # Python's \d on str: any decimal digit
WORD = "\\p{L}\\p{N}_"  # Python's \w on str: what isalnum() says, and "_"
_INSIDE = {"d": DIGIT, "s": SPACE, "w": WORD}  # the same inside a character class
_OUTSIDE = {"d": DIGIT, "D": "\\P{Nd}", "s": f"[{SPACE}]", "S": f"[^{SPACE}]",
            "w": f"[{WORD}]", "W": f"[^{WORD}]",
            "b": f"(?:(?<=[{WORD}])(?![{WORD}])|(?<![{WORD}])(?=[{WORD}]))",
            "B": f"(?:(?<=[{WORD}])(?=[{WORD}])|(?<![{WORD}])(?![{WORD}]))",
            "A": "^", "Z": "$(?![\\s\\S])"}
# Escapes JavaScript reads as Python does
_SAME = set("tnrfv0\\.^$|?*+()[]{}/-") | {"x", "u"}
_CASELESS_I = "iIİı"  # what a case-blind "i" or "I" matches in Python
_REPEAT = re.compile(r"\{(\d*)(,\d*)?\}")


class Untranslatable(ValueError):
    """A pattern that uses what JavaScript cannot say the same way."""


def js_source(pattern: re.Pattern | str, flags: int = 0) -> tuple[str, str]:
    """The JavaScript source of `pattern` and the flags it needs beside "u" ("i" or "")."""
    if isinstance(pattern, re.Pattern):
        text, flags = pattern.pattern, pattern.flags
    else:
        text = pattern
    unsupported = flags & ~(re.UNICODE | re.IGNORECASE)
    if unsupported:
        raise Untranslatable(f"flags {re.RegexFlag(unsupported)!r} in {text!r}")
    caseless = bool(flags & re.IGNORECASE)
    out: list[str] = []
    i, in_class = 0, False
    while i < len(text):
        c = text[i]
        if c == "\\":
            e = text[i + 1:i + 2]
            if e in ("x", "u"):
                size = 2 if e == "x" else 4
                out.append(text[i:i + 2 + size])
                i += 2 + size
                continue
            if in_class and e in _INSIDE:
                out.append(_INSIDE[e])
            elif not in_class and e in _OUTSIDE:
                out.append(_OUTSIDE[e])
            elif e in _SAME or not e.isalnum():
                out.append("\\" + e)
            else:
                raise Untranslatable(f"\\{e} in {text!r}")
            i += 2
            continue
        if in_class:
            if c == "]":
                in_class = False
            elif caseless and c in "iI":
                c = _CASELESS_I
            elif c == "[":
                c = "\\["  # a literal "[" inside a class must be escaped with the u flag
            out.append(c)
            i += 1
            continue
        if c == "[":
            in_class = True
            out.append(c)
            # a "]" or "^]" first in a class is a literal in Python
            if text[i + 1:i + 2] == "^":
                out.append("^")
                i += 1
            if text[i + 1:i + 2] == "]":
                out.append("\\]")
                i += 1
            i += 1
            continue
        if text.startswith("(?P<", i):
            out.append("(?<")
            i += 4
            continue
        if text.startswith("(?P=", i):
            end = text.index(")", i)
            out.append(f"\\k<{text[i + 4:end]}>")
            i = end + 1
            continue
        if text.startswith("(?", i) and text[i + 2:i + 3] not in (":", "=", "!", "<"):
            raise Untranslatable(f"an inline flag or group {text[i:i + 4]!r} in {text!r}")
        if c == "{":
            repeat = _REPEAT.match(text, i)
            if repeat and (repeat.group(1) or repeat.group(2)):  # {2}, {1,3}, {,3}, {2,}
                out.append("{" + (repeat.group(1) or "0") + (repeat.group(2) or "") + "}")
                i = repeat.end()
                continue
            c = "\\{"  # a literal brace, which the u flag wants escaped
        elif c == "}":
            c = "\\}"
        elif c == ".":
            c = "[^\\n]"  # Python's any character but a line feed (JavaScript's stops at \r too)
        elif c == "$":
            c = "(?=\\n?$)"  # Python's end: the text's, or before a line feed that ends it
        elif caseless and c in "iI":
            c = f"[{_CASELESS_I}]"
        out.append(c)
        i += 1
    return "".join(out), "i" if caseless else ""


def grammar_patterns(module) -> dict[str, re.Pattern]:
    """Every pattern a grammar module holds at its top level (`_NAME = re.compile(…)`), by its
    name without the underscore."""
    out: dict[str, re.Pattern] = {}
    for name, value in sorted(vars(module).items()):
        if isinstance(value, re.Pattern):
            key = name.lstrip("_")
            if key in out:
                raise Untranslatable(f"{module.__name__}: two patterns named {key}")
            out[key] = value
    return out


def js_patterns(module) -> dict[str, list[str]]:
    """`grammar_patterns` of a grammar module, each as [JavaScript source, flags]."""
    return {name: list(js_source(value)) for name, value in grammar_patterns(module).items()}
