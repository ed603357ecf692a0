"""The definitions of an extracted edition, in the arrangements editions print them:
"Term: text", "Term – text", or the term on a line of its own with its text below, the text
running over several lines.

A line begins a definition where it begins with a defined term of the Laws (in any spelling:
"Redouble", "Re-double") followed by its separator or by nothing; or with a short capitalised
term and a separator. Each definition is keyed to the corpus's definitions by its term.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..lang.en.layout import OPENERS
from .outline import Outline, fold
from .pages import Line

_SEPARATOR = re.compile(r"^\s*(?:[:–—―]|-(?=\s)|\u00ad(?=\s))\s*")
_TERM_AND_TEXT = re.compile(
    r"^(?P<term>[A-Z][\w’'()/ -]{0,45}?)\s*(?::|\s[–—―-]|\s\u00ad)\s+(?P<text>\S.*)$")
_GLUED = re.compile(r"^(?P<term>[^\W\d][\w’' ]{0,44}?)\s*[–—―:]\s*(?P<text>\S.*)$")
_CAPITALS = re.compile(r"^(?=(?:.*[A-Z]){4})[^a-z]*$")
_TERM_ALONE = re.compile(r"^(?P<term>[A-Z][\w’'()/ -]{0,45}?)\s*[:–—-]?\s*$")


@dataclass
class ReadDefinition:
    term: str
    key: str | None  # the corpus's key, if the term is one of its defined terms
    text: str
    line: int


def read_definitions(lines: list[Line], outline: Outline) -> list[ReadDefinition]:
    """The definitions in `lines` (what follows the definitions' heading); they end at a line in
    capitals that begins none (a chapter's or the laws' own heading)."""
    out: list[ReadDefinition] = []
    current: ReadDefinition | None = None
    previous_ended = True  # the line before ended a sentence (or there was none)
    for i, line in enumerate(lines):
        text = line.text
        if not text:
            previous_ended = True
            continue
        following = next((x.text for x in lines[i + 1:] if x.text), "")
        # the line after a term alone is its text, whatever it looks like
        found = None if current is not None and not current.text else \
            _begins(text, following, outline, previous_ended)
        if (found and outline.key_of(found[0]) is None or not found and current is not None
                and current.text) and _CAPITALS.match(text):
            break  # "CHAPTER II – PRELIMINARIES", "LAWS OF DUPLICATE BRIDGE"
        if found:
            term, rest = found
            current = ReadDefinition(term, outline.key_of(term), rest, line.number)
            out.append(current)
        elif current is not None:
            current.text = (current.text + " " + _SEPARATOR.sub("", text) if current.text
                            else _SEPARATOR.sub("", text))
        previous_ended = bool(re.search(r"[.;:!?)\]”\"]\W*$", text))
    for d in out:
        d.text = " ".join(d.text.split())
    return [d for d in _apart(out, outline) if d.text]


# A defined term after a sentence's end, with its separator: the next definition, run in
_RUN_IN = re.compile(r"(?<=[.;)”\"])\s+(?P<term>[A-Z][\w’'()/-]*(?: [\w’'()/-]+){0,4}?)"
                     r"\s*(?::|\s[–—―-])\s+(?=\S)")


def _apart(found: list[ReadDefinition], outline: Outline) -> list[ReadDefinition]:
    """The definitions with those run into the text of the one before (two on a line, as an
    extraction without the layout joins them) set apart: a term of the Laws not read yet,
    after a sentence's end, with its separator."""
    seen = {d.key for d in found if d.key}
    out: list[ReadDefinition] = []
    for d in found:
        while True:
            split = next((m for m in _RUN_IN.finditer(d.text)
                          if (key := outline.key_of(m["term"])) and key not in seen), None)
            if split is None:
                break
            key = outline.key_of(split["term"])
            seen.add(key)
            out.append(ReadDefinition(d.term, d.key, d.text[:split.start()].strip(), d.line))
            d = ReadDefinition(split["term"], key, d.text[split.end():].strip(), d.line)
        out.append(d)
    return out


def _begins(text: str, following: str, outline: Outline,
            previous_ended: bool) -> tuple[str, str] | None:
    """(term, the text after it) where `text` begins a definition."""
    glued = _GLUED.match(text)  # "Adjusted Score—An arbitrary…": a dash with no space
    if glued and glued["term"][:1].isupper() and outline.key_of(glued["term"]) is not None:
        return glued["term"], glued["text"].strip()
    words = text.split()
    for count in range(min(5, len(words)), 0, -1):  # a defined term of the Laws, the longest
        head = " ".join(words[:count])
        term = head.rstrip(":–—-.\u00ad ")
        if not term or outline.key_of(term) is None:
            continue
        rest = text[len(head):]
        sep = _SEPARATOR.match(rest)
        if not term[0].isupper():  # a term in lower case ("visible card"): with ":" or alone
            if previous_ended and (head != term or sep or (
                    not rest.strip() and (following[:1].isupper()
                                          or _SEPARATOR.match(following)))):
                return term, (rest[sep.end():] if sep else rest).strip()
            continue
        if head != term:  # "Term:" or "Term –", its text after it or below
            return term, rest.strip()
        if sep:
            return term, rest[sep.end():].strip()
        if not rest.strip() and (previous_ended or _SEPARATOR.match(following)):
            return term, ""  # the term alone, its text below
        if previous_ended and rest.strip()[:1].isupper():
            return term, rest.strip()  # "Term Text…": the separator lost in extraction
    m = _TERM_AND_TEXT.match(text)
    if m and _unknown_term(m["term"]) and previous_ended:
        return m["term"].strip(), m["text"].strip()
    m = _TERM_ALONE.match(text)
    if m and previous_ended and len(m["term"].split()) <= 4 and following and \
            (following[:1].isupper() or _SEPARATOR.match(following)) and \
            all(w[:1].isupper() or w in ("of", "or", "and", "the") for w in m["term"].split()):
        return m["term"].strip(), ""
    return None


def _unknown_term(term: str) -> bool:
    """Words that may be a term the Laws' editions do not share: a few words, not a sentence's
    beginning ("A word of the test:")."""
    words = term.split()
    return 0 < len(words) <= 4 and words[0] not in OPENERS


def slug(term: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", term.lower()).strip("-") or fold(term)
