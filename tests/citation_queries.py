"""Citation-like queries, invented from a seed, that the site's citations.js and Python's
citation reader must read alike: the browser test reads a thousand in both, and the golden
vectors (`tests/spec/citations.jsonl`, written by `scripts/spec.py`) hold Python's answers to
the curated ones and to a sample."""
from __future__ import annotations

import random

# The forms a director types, in every language, and what must be refused
CURATED = [
    # a section letter typed in lower case, as a phone types it; a case ending is no letter
    "yasa 27b1", "law 27b", "§ 27b1a", "law 27b1(a)", "yasa 27de", "law 27i", "yasa 12c2 ve 91",
    "27", "27B1(a)", "30B1(b)(ii)", "Law 27", "Law 27B1(a)", "L27", "Law 27 B 1 a", "Laws 61-64",
    "Yasa 27", "Yasa 50D2'nin", "Yasa22", "Yasa 80B2/k", "Yasalar 4, 12C2 ve 91",
    "Yasa 27 ve Yasa 28", "Yasa 2’de", "§ 27", "§ 27B1a", "§ 30B1bi", "§§ 61-64", "§§ 3-1",
    "חוק 27", "חוק 27ב1(א)", "בחוק 27ב1(א)", "חוקים 61-64", "Law 999", "חוק 999",
    "Yasa 9999", "§§ 1-9999", "Law 27Z", "Law 27BB", "§ 27Z", "Law 0", "Law 94",
    "insufficient bid", "yetersiz deklare", "Law", "§", "", "27B1(a) and 27B2",
    # citations of nothing in every grammar: past the last law, past the end of a range, and
    # letters or items glued on that name no unit
    "§ 9999", "Laws 1-9999", "Yasalar 1-9999", "חוקים 1-9999", "Law 1, 9999", "§ 1 og 9999",
    "Law 99999999999999999999", "Yasa 27Z", "Yasa 27BB", "§ 27BB", "חוק 27ת", "חוק 27Z",
    "חוק 27בב", "חוק 27ב1(ת)", "Law 27B1(z)", "Law 27B1z", "Law 27B1(a)(z)", "Yasa 27B1(a)(z)",
    "§ 27B1a(z)", "§ 27B1xyz", "Law 27B123", "Law ٢٧", "Law ٩٩٩",
]


def citation_queries(seed: int, count: int) -> list[str]:
    """Citation-like queries in the four languages' forms, damaged and not: law words, numbers,
    section letters (Latin and Hebrew), items, endings, list and range words, stray words."""
    rnd = random.Random(seed)
    words = ["", "Law ", "Laws ", "L", "Yasa ", "Yasalar ", "yasası ", "§ ", "§§ ", "חוק ", "חוקים ",
             "בחוק ", "madde ", "bkz. ", "stk. ", "סעיף ", "bu yasa ", "denne paragraf "]
    laws = ["1", "7", "12", "16", "27", "40", "64", "80", "93", "94", "99", "100", "0", "127", "2017"]
    secs = ["", "A", "B", "C", "E", "H", "Z", " B", "ב", "ה", "ו", " ד", "b"]
    subs = ["", "1", "2", "3", "9", " 1"]
    items = ["", "a", "z", "(a)", "(b)", "(m)", "bi", "(a)(ii)", "(א)", "(יא)", "/k", "e"]
    ends = ["", "'de", "’e", "nin", ".", ",", " bid", " kart", " og", "'inci"]
    seps = [", ", " and ", "-", "–", " to ", " ve ", " ile ", " og ", " til ", " ו-", " או ", " עד "]

    def designation() -> str:
        return rnd.choice(laws) + rnd.choice(secs) + rnd.choice(subs) + rnd.choice(items)

    out: list[str] = []
    while len(out) < count:
        q = rnd.choice(words) + designation()
        if rnd.random() < 0.35:
            q += rnd.choice(seps) + rnd.choice(["", rnd.choice(words)]) + rnd.choice(
                [designation(), rnd.choice(laws), "B", "(c)", "2"])
        if rnd.random() < 0.4:
            q += rnd.choice(ends)
        out.append(q)
    # and pieces of all of these, with what Python reads differently from JavaScript: digits of
    # other scripts, white space JavaScript's \s has and Python's has not, a dotted capital I
    pieces = (list("0123456789" * 3) + list("ABCDEHZabeiklvx()§ ,-–'’.;/&") +
              ["חוק ", "ב", "ה", "(א)", "Yasa ", "Law ", "§ ", " og ", " ve ", "'den ", "'e kadar",
               " arası", " madde", "stk. ", " ו-", " עד ", "İ", "ı", "\u00a0", "\ufeff", "\x1c",
               "\u0663", "\u096a", " kort"])
    while len(out) < count * 3 // 2:
        out.append("".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 12))))
    return out


def python_answer(query: str, ids) -> dict | None:
    """What the command line's reader makes of a query as the search box reads it (as
    `lawsearch search` calls `citation_query`): {"units": [...]} for a citation, {"refused":
    "why"} for a citation of nothing, None for a query that is no citation."""
    from lawsearch.citations.query import citation_query
    from lawsearch.errors import LawsearchError

    if not any(c.isdigit() for c in query):
        return None
    try:
        cited = citation_query(query, ids)
    except LawsearchError as err:
        return {"refused": str(err)}
    return {"units": cited} if cited else None
