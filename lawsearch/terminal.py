"""Side-by-side columns in the terminal (rich), right-to-left languages in visual order.

Terminals lay text out left to right; a Hebrew column is wrapped in logical order first, then each
line is reordered for display (Unicode bidi algorithm, with mirrored brackets) and right-aligned.
Everything shown is a unit record as `export` writes it, whether read from the index's store or
from the corpus.
"""
from __future__ import annotations

import textwrap
import unicodedata

from rich.console import Console
from rich.table import Table
from rich.text import Text

from .lang import LANGUAGES
from .lang.en import LAW_TITLES

# Lines holding any of these bidi classes (left-to-right letters, Arabic numbers, explicit
# embeddings, separators of segments and paragraphs, boundary neutrals) go to the full algorithm.
_FULL = frozenset({"L", "AN", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI",
                   "PDI", "BN", "B", "S", "AL"})
_MIRROR = str.maketrans("()[]{}<>«»", ")(][}{><»«")


def _display(line: str) -> str:
    """A line of a right-to-left paragraph in visual order (the Unicode bidi algorithm's answer).

    Hebrew letters, neutrals and numbers, which is nearly every line of the Laws, are done here:
    numbers (with the separators between their digits and the terminators beside them, rules
    W4-W5) stay in reading order inside a line that is otherwise reversed, brackets mirrored.
    Anything else goes to python-bidi's algorithm (ten times slower, a fifth of `show`)."""
    classes = [unicodedata.bidirectional(ch) for ch in line]
    for i, c in enumerate(classes):  # W1: a mark (niqqud) is of the class of what it marks
        if c == "NSM":
            classes[i] = classes[i - 1] if i else "R"
    if any(c in _FULL for c in classes) or any(
            unicodedata.mirrored(ch) and ch not in "()[]{}<>«»" for ch in line):
        from bidi.algorithm import (
            get_display,  # the pure-Python algorithm mirrors brackets
        )

        return get_display(line, base_dir="R")
    n = len(line)
    number = [c == "EN" for c in classes]
    for i in range(1, n - 1):  # W4: a single separator between two digits joins them
        if classes[i] in ("ES", "CS") and classes[i - 1] == "EN" and classes[i + 1] == "EN":
            number[i] = True
    i = 0
    while i < n:  # W5: terminators ("%", "§"?) beside a number belong to it
        if classes[i] != "ET":
            i += 1
            continue
        j = i
        while j < n and classes[j] == "ET":
            j += 1
        if (i > 0 and number[i - 1]) or (j < n and number[j]):
            number[i:j] = [True] * (j - i)
        i = j
    out: list[str] = []
    i = n - 1
    while i >= 0:  # the line reversed, each number kept in reading order
        if number[i]:
            j = i
            while j > 0 and number[j - 1]:
                j -= 1
            out.append(line[j:i + 1])
            i = j - 1
        else:
            out.append(line[i].translate(_MIRROR))
            i -= 1
    return "".join(out)


def _visual_rtl(text: str, width: int) -> str:
    lines = []
    for paragraph in text.split("\n"):
        for line in textwrap.wrap(paragraph, width=max(width, 10)) or [""]:
            lines.append(_display(line).rjust(width))
    return "\n".join(lines)


# An annotation's text in a column: its beginning, unless the whole is asked for (`--full`).
ANNOTATION_CHARS = 240


def _annotations(record: dict, lang: str, full: bool = False) -> tuple[str, str]:
    notes, others = [], []
    for a in record.get("annotations", []):
        if a.get("lang") != lang:
            continue
        if "marker" in a:
            notes.append(f"[{a['marker']}] {a['text']}")
            continue
        text = a["text"]
        if not full and len(text) > ANNOTATION_CHARS:
            cut = text.rfind(" ", 0, ANNOTATION_CHARS)
            text = text[:cut if cut > 0 else ANNOTATION_CHARS] + " … (--full)"
        others.append(f"◆ {a['kind']} – {a['authority']}"
                      + (f": {a['title']}" if a.get("title") else "") + "\n" + text)
    return "\n".join(notes), "\n".join(others)


def _visual_spans(visual: str, words: set[str]) -> list[tuple[int, int]]:
    """Where highlighted words stand in text already reordered for display: a right-to-left word
    reads reversed there."""
    spans = []
    for word in words:
        for form in {word[::-1], word}:
            start = visual.find(form)
            while start != -1:
                spans.append((start, start + len(form)))
                start = visual.find(form, start + len(form))
    return spans


def _highlighted(text: str, spans: list[tuple[int, int]], style: str) -> Text:
    out = Text(text)
    for start, end in spans:
        out.stylize(style, start, end)
    return out


def _cell(record: dict, lang: str, width: int, visual_rtl: bool,
          highlight=None, annotations: bool = True, full: bool = False) -> Text:
    body = (record.get("text") or {}).get(lang)
    num = (record.get("num") or {}).get(lang)
    heading = (record.get("title") or {}).get(lang) if record.get("kind") != "law" or num else None
    if body is None and num is None and heading is None:
        return Text("—", style="dim")
    rtl = LANGUAGES[lang].rtl and visual_rtl if lang in LANGUAGES else False
    head = " ".join(p for p in (num, heading) if p)
    notes, others = _annotations(record, lang, full)
    out = Text(justify="right" if rtl else "left")
    for chunk, style in ((head, "bold"), (body or "", ""), (notes, "italic dim"),
                         (others if annotations else "", "cyan")):
        if not chunk:
            continue
        if len(out):
            out.append("\n")
        if rtl:
            visual = _visual_rtl(chunk, width)
            words = ({chunk[a:b] for a, b in highlight(lang, chunk)}
                     if highlight is not None and style in ("", "bold") else set())
            part = _highlighted(visual, _visual_spans(visual, words), "reverse")
            part.stylize(style)
            out.append_text(part)
        elif highlight is not None and style in ("", "bold"):
            part = _highlighted(chunk, highlight(lang, chunk), "reverse")
            part.stylize(style)
            out.append_text(part)
        else:
            out.append(chunk, style=style)
    return out


def _title(cited: list[str], records: list[dict]) -> str:
    first = records[0] if records else {}
    if first.get("work", "wbf-2017") != "wbf-2017":
        if len(cited) > 1:
            return f"{first['work']}: {len(cited)} sections"
        section = next((r for r in records if r["id"] == cited[0].rsplit(":", cited[0].count(":") - 1)[0]),
                       None)
        heading = next((t for t in (section or {}).get("title", {}).values() if t), "")
        return f"{cited[0]} – {heading}" if heading else cited[0]
    if len(cited) > 1:
        return "Laws " + ", ".join(cited)
    title = f"Law {cited[0]}"
    return title + (f" – {LAW_TITLES.get(int(cited[0]), '')}" if cited[0].isdigit() else "")


def show_records(records: list[dict], langs: list[str], console: Console | None = None,
                 visual_rtl: bool = True, cited: list[str] | None = None,
                 title: str | None = None, highlight=None, captions: list[str] | None = None,
                 annotations: bool = True, full: bool = False) -> None:
    """Print unit records as rows, one column per language; `cited` names what was asked for."""
    # Laws text is not markup, and its ":…:" or "[…]" must not be read as emoji or styles.
    console = console or Console(emoji=False, markup=False, highlight=False)
    table = Table(title=title or _title(cited or [r["id"] for r in records[:1]], records),
                  show_lines=True, expand=True)
    caption_width = max((len(line) for c in captions or [] for line in c.split("\n")),
                        default=0)
    used = caption_width + 3 if captions is not None else 0
    width = max(20, (console.width - used - 4 * len(langs)) // max(1, len(langs)) - 2)
    if captions is not None:
        table.add_column("", no_wrap=True, style="dim", width=caption_width)
    for lang in langs:
        name = LANGUAGES[lang].native if lang in LANGUAGES else lang
        # A fixed width spares rich measuring every word of every cell (a third of `show`'s time).
        table.add_column(f"{name} ({lang})", width=width,
                         justify="right" if lang in LANGUAGES and LANGUAGES[lang].rtl else "left")
    for i, record in enumerate(records):
        cells = [_cell(record, lang, width, visual_rtl, highlight, annotations, full)
                 for lang in langs]
        table.add_row(*([captions[i]] if captions is not None else []), *cells)
    console.print(table)
    for record in records:
        if record.get("work", "wbf-2017") != "wbf-2017" and record.get("related"):
            console.print(f"{record['id']} → 2017: " + "; ".join(
                f"Law {t}" + (f" ({LAW_TITLES[int(t)]})" if t.isdigit() else "")
                for t in record["related"]))
