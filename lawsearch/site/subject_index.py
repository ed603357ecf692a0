"""The subject index as the site shows it: each entry under its head entry, each linked — to the
units it names, to its definition, to the entry it sends the reader to — or marked with the reason
it links nowhere.

The printed index (the Hebrew edition's, read by `sources/he_index.py`) has its head entries in
alphabetical order, each followed by its sub-entries (in an order of their own, often the English
index's); the extracted text lost the indent that told them apart. The heads are found again as
the heaviest alphabetical chain through the entries (`heads`; no two heads are the same term), each entry weighing by what marks a
head in the layout: the alphabet falling back just before it (the previous head's sub-entries end)
or just after it (its own begin), a reference to the definitions (the defined terms are heads),
no reference of its own (a heading over its sub-entries). An entry that only sends the reader on
("ראו גם …") is never a head, and a "term, qualifier" entry right after "term" stands beside it.
"""
from __future__ import annotations

import posixpath
import re
from html import escape
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from ..citations.resolve import Units
from ..lang.he import backmatter as bm
from ..lang.he import strip_niqqud
from ..model import IndexEntry
from .anchors import href
from .html import Html
from .i18n import N_, Interface

# What the page says of an entry's links, and why (part of) an entry links nowhere: whole
# sentences, one place each, message ids of the interface's catalogues (`i18n`).
TEXTS = {
    "definition": N_("definition"),
    "definitions": N_("the definitions"),
    "missing": N_("{printed}: read as {readings}"),
    "reading": N_("{cid} — {why}"),
    "or": N_("{first}; or as {second}"),
    "unreadable": N_("{printed}: no unit of the Laws can be read from it"),
    "no-entry": N_("“{term}”: no entry of that name in this index"),
    "no-reference": N_("no reference is printed with it in the index as extracted"),
}
SEE = re.compile(r"^(?:ו?ראו\s+(?:גם\s+)?)(?P<term>.+)$|^(?P<head>.+?)\s+[-–]\s*ראו\s+(?:גם\s+)?(?P<to>.+)$")

# Weights of what marks a head (see the module's docstring); an entry with none weighs little,
# so that it is a head only where no better-marked entry competes for its place in the alphabet.
BASE, FALL, DEFINED, BARE, RESTATED = 0.2, 1.0, 1.0, 0.5, -0.5
READINGS = 3  # of a damaged reference's readings, the most a reason names


@dataclass
class Item:
    """An entry as shown: its term, its links (href, label), why any part links nowhere."""

    term: str
    anchor: str
    links: list[tuple[str, str]] = field(default_factory=list)
    reasons: list[Html] = field(default_factory=list)
    subs: list["Item"] = field(default_factory=list)
    key: tuple = ()  # what makes two entries the same entry

    @property
    def heading(self) -> bool:
        """A head with nothing of its own: its sub-entries carry the references."""
        return not self.links and not self.reasons and bool(self.subs)


_FINALS = str.maketrans("ךםןףץ", "כמנפצ")


def order_key(term: str) -> str:
    """The term as an index sorts it: letters only (final forms as the others, no points, quotes
    or punctuation), words apart."""
    text = strip_niqqud(unicodedata.normalize("NFC", term)).translate(_FINALS).casefold()
    return " ".join(re.sub(r"[^\w\s]|_|\d", "", text).split())


def _page(page: str, here: str) -> str:
    """A link to a page of the site from the page `here`."""
    return posixpath.relpath(page, posixpath.dirname(here) or ".")


def _see(term: str) -> str | None:
    """The term a "see" entry sends the reader to ("ראו גם קריאה", "מחדל - ראו מחדל")."""
    m = SEE.match(term.strip())
    if not m:
        return None
    return (m["term"] or m["to"]).strip()


def heads(entries: list[IndexEntry]) -> set[int]:
    """The indexes of the head entries (see the module's docstring)."""
    keys = [order_key(e.term) for e in entries]
    see = [_see(e.term) is not None and not e.targets for e in entries]
    n = len(entries)

    def near(i: int, step: int) -> str | None:
        j = i + step
        while 0 <= j < n and see[j]:
            j += step
        return keys[j] if 0 <= j < n else None

    weight: list[float | None] = []
    for i, e in enumerate(entries):
        if see[i] or not keys[i]:
            weight.append(None)
            continue
        before, after = near(i, -1), near(i, 1)
        w = BASE
        w += FALL if before is not None and keys[i] < before else 0.0
        w += FALL if after is not None and after < keys[i] else 0.0
        w += DEFINED if bm.DEFINITIONS in e.unresolved else 0.0
        w += BARE if not e.targets and not e.unresolved else 0.0
        w += RESTATED if "," in e.term and before == order_key(e.term.split(",", 1)[0]) else 0.0
        weight.append(w)
    # The heaviest chain of entries in strict alphabetical order (no two heads are the same
    # term); n is a few hundred.
    best: list[float | None] = [None] * n
    back = [-1] * n
    for i in range(n):
        if weight[i] is None:
            continue
        best[i] = weight[i]
        for j in range(i):
            if best[j] is not None and keys[j] < keys[i] and best[j] + weight[i] > best[i]:
                best[i], back[i] = best[j] + weight[i], j
    chosen = [i for i in range(n) if best[i] is not None]
    out: set[int] = set()
    i = max(chosen, key=lambda k: best[k]) if chosen else -1
    while i >= 0:
        out.add(i)
        i = back[i]
    return out


class Said(Html):
    """A sentence of `TEXTS` with its values, as English HTML (what the page shows by default);
    `render(ui)` gives it in another interface language, the values that are sentences of their
    own (a reason's readings, the resolver's "no 27A4; …") translated too."""

    key: str
    values: dict

    def render(self, ui: Interface) -> Html:
        values = {k: v.render(ui) if isinstance(v, Said) else
                  v if isinstance(v, Html) or k in ("printed", "term", "cid") else
                  ui.retranslate(v) for k, v in self.values.items()}
        return _compose(ui.gettext(TEXTS[self.key]), values)

    def variants(self, langs: Iterable[str]) -> dict[str, str]:
        return {lang: str(self.render(Interface(lang))) for lang in langs}


def _compose(text: str, values: dict) -> Html:
    """`text` with its values escaped; what the index printed (a reference, a term) is isolated
    in its own direction (`bdi`), so that "27א4" reads as printed inside a sentence."""
    quoted = {k: (v if isinstance(v, Html) else
                  Html(f"<bdi>{escape(v)}</bdi>") if k in ("printed", "term") else Html(escape(v)))
              for k, v in values.items()}
    return Html(text.format(**quoted))


def say(key: str, **values: str) -> Said:
    """`TEXTS[key]` with its values, in English; `Said.render` gives it in another language."""
    said = Said(_compose(TEXTS[key], values))
    said.key, said.values = key, values
    return said


def _reason(printed: str, units: Units) -> Html:
    """Why a printed reference names no unit: what it reads as, and why that is not a unit."""
    from ..lang.he.citations import find

    read: list[str] = []
    for form in bm.index_forms(printed):
        for f in find(f"חוק {form}"):
            for d in f.designations:
                if d.anchor == "law":
                    read += [r for r in [d.form] + [a for a in d.alternatives if isinstance(a, str)]
                             if r and r not in read]
    if not read:
        return say("unreadable", printed=printed)
    readings = [say("reading", cid=cid, why=units.why_missing(cid)) for cid in read[:READINGS]]
    while len(readings) > 1:
        readings[-2:] = [say("or", first=readings[-2], second=readings[-1])]
    return say("missing", printed=printed, readings=readings[0])


def _definition(terms: list[str], definitions: dict[str, str]) -> str | None:
    """The id of the first of `terms` that is a defined term."""
    for term in terms:
        cid = definitions.get(order_key(term))
        if cid:
            return cid
    return None


def tree(entries: list[IndexEntry], ids: Iterable[str], definitions: dict[str, str],
         here: str = "subject-index.html", prefix: str = "idx") -> list[Item]:
    """The entries nested under their heads, linked; an entry identical to one before it under
    the same head is shown once. `definitions` maps a term (`order_key`) to its definition's id
    (`def:alert`)."""
    units = Units(ids)
    top = heads(entries)
    items: list[Item] = []
    by_term: dict[str, Item] = {}
    sees: list[tuple[Item, str]] = []
    head: Item | None = None
    for n, e in enumerate(entries):
        item = Item(e.term, f"{prefix}-{n + 1}",
                    key=(e.term, tuple(e.targets), tuple(e.unresolved)))
        item.links = [(href(t, here), t) for t in e.targets]
        for printed in e.unresolved:
            if printed == bm.DEFINITIONS:
                terms = [e.term] + ([f"{head.term} {e.term}"] if head and n not in top else [])
                cid = _definition(terms, definitions)
                item.links.append((href(cid, here), TEXTS["definition"]) if cid
                                  else (_page("definitions.html", here), TEXTS["definitions"]))
            else:
                item.reasons.append(_reason(printed, units))
        if n in top or head is None:
            items.append(item)
            head = item
        elif any(s.key == item.key for s in head.subs):
            continue  # printed twice under the same head: once is enough
        else:
            head.subs.append(item)
        target = _see(e.term) if not e.targets else None
        if target:
            sees.append((item, target))
        by_term.setdefault(order_key(e.term), item)
        if item is head:
            by_term[order_key(e.term)] = item
    for item, target in sees:
        other = by_term.get(order_key(target))
        if other is not None and other is not item:
            item.links.append((f"#{other.anchor}", target))
        else:
            item.reasons.append(say("no-entry", term=target))
    for item in walk(items):
        if not item.links and not item.reasons and not item.subs:
            item.reasons.append(say("no-reference"))
    return items


def walk(items: list[Item]) -> Iterator[Item]:
    """Every item, heads and sub-entries, in order."""
    for item in items:
        yield item
        yield from walk(item.subs)
