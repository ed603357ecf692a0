"""Invented English editions in the layouts PDF text extraction gives (the WBF's and the ACBL's),
for the import tests: the structure is the Laws' own (every canonical unit, in order, the law
titles being facts), every sentence is invented, and the page furniture, footnotes and lost
ligatures are where such a text has them."""
from __future__ import annotations

import re

from lawsearch.lang.en import LAW_TITLES

LAYOUTS = ("wbf-pdf", "acbl-pdf")
PAGE_LINES = 38

# Invented sentences with the ligatures extraction loses ("ffi", "ff", "ffl", "fi").
LIGATURE_SENTENCES = {
    "27": ["An insu cient call is put right at once."],
    "6": ["The cards are shu ed before play."],
    "23": ["The o ending side may be told so."],
}


def _roman(part: str) -> bool:
    return bool(re.fullmatch(r"i|ii|iii|iv|v|vi|vii|viii|ix|x", part))


def edition(ids: list[str], layout: str, drop: tuple[str, ...] = (),
            extra: dict[str, str] | None = None) -> str:
    """The text of an invented edition with every unit of `ids` but those under `drop`, and an
    `extra` unit (id → the line that opens it) after the unit named by its key's prefix."""
    extra = extra or {}
    body: list[str] = []
    for cid in ids:
        if cid.startswith("def:") or any(cid == d or cid.startswith(d) and not cid[len(d)].isdigit()
                                         for d in drop):
            continue
        m = re.fullmatch(r"(\d+)([A-Z])?(\d+)?(?:\(([a-z]+)\))?(?:\(([a-z]+)\))?", cid)
        law, section, sub, item, subitem = m.groups()
        if cid == law:
            title = LAW_TITLES[int(law)].upper()
            body += [""] + ([f"LAW {law}", title] if layout == "wbf-pdf"
                            else [f"LAW {law} - {title}"]) + [""]
            for sentence in LIGATURE_SENTENCES.get(law, []):
                body.append(sentence)
            continue
        if subitem:
            body.append(f"({subitem}) invented sub-item text of {cid}.")
        elif item:
            body.append(f"({item}) invented item text of {cid}, which goes on")
            body.append("over a second line.")
        elif sub:
            body.append(f"{sub}. Invented text of {cid} for the test of the layout.")
        else:
            body.append(f"{section}. Invented Heading of {cid}")
        for key, line in extra.items():
            if key == cid:
                body.append(line)
    return _paginate(body, layout)


def _paginate(body: list[str], layout: str) -> str:
    header = "LAWS OF DUPLICATE BRIDGE 2017" if layout == "wbf-pdf" else \
        "2017 Laws of Duplicate Bridge"
    defs = ["DEFINITIONS", ""]
    if layout == "wbf-pdf":
        defs += ["Auction – the invented process of a test.",
                 "Offender – an invented player of a test.", ""]
    else:
        defs += ["Auction: the invented process of a test.",
                 "Offender: an invented player of a test.", ""]
    index = ["", "INDEX", "Auction, 17", "Claim, 68, 69A", "Ghost, 94", ""]
    lines = ["Front matter of an invented edition", ""] + defs + body + index
    out: list[str] = []
    page = 1
    for start in range(0, len(lines), PAGE_LINES):
        chunk = lines[start:start + PAGE_LINES]
        note = None
        if page % 7 == 3:  # a footnote on some pages: its marker after a word of the page
            for i, line in enumerate(chunk):
                if line.startswith(("1.", "2.", "3.")) and line.endswith("layout."):
                    chunk[i] = line[:-1] + "1."
                    note = "1 An invented footnote of the test."
                    break
        out += [header, ""] + chunk
        if note:
            out += ["", note]
        out += ["", str(page) if layout == "wbf-pdf" else f"Page {page}", ""]
        page += 1
    return "\n".join(out) + "\n"
