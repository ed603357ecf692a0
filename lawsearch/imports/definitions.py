"""The definitions of an extracted edition, in the arrangements editions print them:
"Term: text", "Term – text", or the term on a line of its own with its text below, the text
running over several lines.

A line begins a definition where it begins with a defined term of the Laws (in any spelling:
"Redouble", "Re-double") followed by its separator or by nothing; or with a short capitalised
term and a separator. Each definition is keyed to the corpus's definitions by its term.

A page's furniture that the pages' reader left (a running head on a few pages only, a section's
own running head "DEFINITIONS") neither ends the definitions nor joins their text: a line at a
page's edge, or one printed at another page's edge, that begins no definition.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from ..lang.en.layout import OPENERS
from .headings import title_words
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


def edge_keys(pages: list[list[Line]]) -> Counter:
    """How many pages print each line (numbers aside) as their first or last line."""
    counts: Counter = Counter()
    for page in pages:
        texts = [line.text for line in page if line.text]
        counts.update({_key(t) for t in texts[:1] + texts[-1:]})
    return counts


def opens_definitions(lines: list[Line], outline: Outline, look: int = 3) -> bool:
    """Whether one of the first `look` lines with text begins a definition of a defined term of
    the Laws: a definitions heading that opens them, not the contents' entry."""
    texts = [line.text for line in lines if line.text][:look + 1]
    return any(_known(text, texts[k + 1] if k + 1 < len(texts) else "", outline, True)
               for k, text in enumerate(texts[:look]))


def read_definitions(lines: list[Line], outline: Outline, edges: Counter | None = None,
                     heading: re.Pattern | None = None) -> list[ReadDefinition]:
    """The definitions in `lines` (what follows the definitions' heading); they end at a line in
    capitals that begins none (a chapter's or the laws' own heading), unless it is a page's
    furniture (`edges`: `edge_keys` of the edition's pages; `heading`: the definitions' heading,
    which a running head repeats)."""
    edges = edges or Counter()
    out: list[ReadDefinition] = []
    current: ReadDefinition | None = None
    previous_ended = True  # the line before ended a sentence (or there was none)
    for i, line in enumerate(lines):
        text = line.text
        if not text:
            previous_ended = True
            continue
        following = next((x.text for x in lines[i + 1:] if x.text), "")
        if _furniture(lines, i, edges, heading, outline, current, previous_ended):
            continue  # the lines around it read as if it were not there
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
        elif current is not None:  # (a separator beginning a line of text: a run-in term's)
            current.text = (current.text + " " + text if current.text
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


def _key(text: str) -> str:
    """A line as running heads repeat it: numbers aside, case and spacing folded."""
    return " ".join(re.sub(r"\d+", "#", text.lower()).split())


def _at_edge(lines: list[Line], i: int) -> bool:
    """The first or the last line of its page."""
    return lines[i].top or (i + 1 < len(lines) and lines[i + 1].top)


def _running(lines: list[Line], i: int, edges: Counter, heading: re.Pattern | None) -> bool:
    """A running head: the definitions' heading again at a page's edge, or a line of title
    words printed at the edge of another page too."""
    text = lines[i].text
    at_edge = _at_edge(lines, i)
    if at_edge and heading is not None and heading.match(text):
        return True
    others = edges[_key(text)] - at_edge  # the pages other than its own that print it so
    # title words only: a line of a definition's text is not printed at a page's edge elsewhere
    return others >= 1 and len(re.findall(r"[^\W\d_]{2,}", text)) >= 2 and title_words(text)


def _furniture(lines: list[Line], i: int, edges: Counter, heading: re.Pattern | None,
               outline: Outline, current: ReadDefinition | None, previous_ended: bool) -> bool:
    """A page's furniture among the definitions, beginning none: a running head, or a line in
    capitals at a page's edge that the definitions go on after (a heading that ends them does
    not stand between two of their lines)."""
    text = lines[i].text
    following = next((x.text for x in lines[i + 1:] if x.text), "")
    if _known(text, following, outline, previous_ended):
        return False
    if _running(lines, i, edges, heading):
        return True
    return bool(_CAPITALS.match(text)) and _at_edge(lines, i) and \
        _goes_on(current, previous_ended, lines[i + 1:], outline)


def _goes_on(current: ReadDefinition | None, previous_ended: bool, after: list[Line],
             outline: Outline) -> bool:
    """Whether what follows a line (`after`) goes on with the definitions, so that the line, at
    a page's edge, is furniture rather than the heading that ends them: a term's text still to
    come, a sentence not ended, or the next definition."""
    texts = [line.text for line in after if line.text][:2]
    if current is None or not texts:
        return False
    return not current.text or not previous_ended or texts[0][:1].islower() or \
        _known(texts[0], texts[1] if len(texts) > 1 else "", outline, True)


def _known(text: str, following: str, outline: Outline, previous_ended: bool) -> bool:
    """Whether `text` begins a definition of a defined term of the Laws."""
    found = _begins(text, following, outline, previous_ended)
    return bool(found) and outline.key_of(found[0]) is not None


def _unknown_term(term: str) -> bool:
    """Words that may be a term the Laws' editions do not share: a few words, not a sentence's
    beginning ("A word of the test:")."""
    words = term.split()
    return 0 < len(words) <= 4 and words[0] not in OPENERS


def slug(term: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", term.lower()).strip("-") or fold(term)
