"""`lawsearch import`: an edition from a user, read, aligned to the canonical ids, and written as
an Akoma Ntoso expression to the user corpus (never to the shipped one).

A PDF is read through its extracted text; a text file in the encoding it is in (found, or
declared). An English edition is read by the reader of extracted text, which infers the structure
from the order of the Laws' parts and reports every oddity of layout instead of stopping at it; a
plain-text edition of another language by its profile (named, or detected from its law
headings); either way its cross-references are linked by its language's citation grammar. An
Akoma Ntoso file is validated and its ids checked. The report says what was found, how it was
read and how it aligns, and nothing is written unless all is well (and, with `strict`, unless
nothing was odd).
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from .. import akn, paths
from ..errors import LawsearchError
from ..files import folder_problem, why_not
from ..manifest import SourceEntry
from ..model import Edition, Unit
from ..works import WORK, WORKS
from .limits import check_size, read_bytes
from .store import Say, commit


@dataclass
class ImportReport:
    file: str
    lang: str
    edition: str
    profile: str
    written: str | None  # where the expression was written (None for a dry run)
    laws: int
    units: int
    aligned: list[str] = field(default_factory=list)
    unmatched: list[dict] = field(default_factory=list)  # {"id", "line", "why"}
    missing: list[str] = field(default_factory=list)  # canonical units the edition lacks
    repairs: list[dict] = field(default_factory=list)
    definitions: int = 0
    definitions_with_text: int = 0
    # how many definitions with text the other editions have (their median), where the reader
    # reads them from the text; 0 where not judged
    definitions_expected: int = 0
    footnotes: int = 0
    index: int = 0  # entries of its subject index
    index_unresolved: list[dict] = field(default_factory=list)  # {"term", "line", "ref"}
    encoding: str = ""  # what the file was read as ("pdf", "utf-8", "cp1252", …)
    encoding_how: str = ""
    layout: str = ""  # the layout found, in words
    problems: list[dict] = field(default_factory=list)  # {"line", "what", "read"}
    pages: list[int] = field(default_factory=list)  # a PDF's text: the line each page starts at
    # a PDF's pages whose drawing could not be read, left out ({"page", "why"})
    unreadable: list[dict] = field(default_factory=list)
    units_with_text: int = 0  # aligned units with text of their own (or a heading)
    # markers the Laws do not have, read as the text of the unit before them ({"id", "line"})
    lacking: list[dict] = field(default_factory=list)
    # laws far longer or shorter than in the published editions ({"law", "line", "words",
    # "expected"}): a misreading
    suspicious: list[dict] = field(default_factory=list)
    # words run together, the spaces between them lost by the PDF's reader: {"line", "word"}
    run_together: list[dict] = field(default_factory=list)
    # words broken apart: the share of words no dictionary word, the first line ({"share",
    # "line", "text"}; empty where it is small)
    broken_words: dict = field(default_factory=dict)
    # numbers glued to words, footnote markers whose notes were not found, kept as text (each
    # a unit's text with a number the edition does not print there): {"line", "marker", "word"}
    unfound_markers: list[dict] = field(default_factory=list)
    repairs_by_kind: dict[str, int] = field(default_factory=dict)
    verdict: str = ""  # in one line: whether to trust what was read, and why (`verdict`)
    work: str = WORK  # the work it is an edition of (`works.py`)

    def to_json(self) -> dict:
        return dict(vars(self))


# An edition read so badly that it is refused, --strict or not: this many laws of unlikely
# length, or fewer than this share of the Laws' units found
MISREAD_LAWS = 5
MISREAD_SHARE = 0.9
# ... or this share of its words broken apart (no English word: `extracted.BROKEN_SHARE`)
MISREAD_BROKEN = 0.1
# Fewer definitions with text than this share of the other editions' is a misreading (a page's
# furniture taken for the heading that ends them), named in the verdict
DEFINITIONS_SHARE = 0.8
# More units of the other editions than this share not found in the laws read is a misreading:
# an edition may lack a few units that another divides further (real English editions hold
# 99.5-99.7% of the Danish edition's units when read right)
LOST_SHARE = 0.01
# An edition whose units have text this rarely has lost it (an edition of the Laws gives text or a
# heading to some 97% of its units: the others only gather their parts)
TEXT_SHARE = 0.5


def worries(report: ImportReport) -> list[str]:
    """What says the edition was misread: pages of a PDF it could not read, units or markers
    the Laws do not have, laws of unlikely length, words run together or broken apart, footnote
    markers kept as text, laws, units or definitions the other editions have and it lacks, far
    more definitions than they have."""
    out = []

    def ids(names: list[str]) -> str:
        return ", ".join(names[:5]) + (" …" if len(names) > 5 else "")

    def count(n: int, what: str) -> str:
        return f"{n} {what}{'s' * (n != 1)}"

    if report.unreadable:  # (first: what it left out explains what is missing)
        first = report.unreadable[0]
        out.append(f"{count(len(report.unreadable), 'page')} of the PDF that cannot be read, "
                   f"left out (page {first['page']}: {first['why']})")
    if report.unmatched:
        out.append(f"{count(len(report.unmatched), 'unit')} the Laws do not have "
                   f"({ids([str(u['id']) for u in report.unmatched])})")
    if report.lacking:
        out.append(f"{count(len(report.lacking), 'marker')} the Laws do not have, read as "
                   f"text ({ids([str(u['id']) for u in report.lacking])})")
    for s in report.suspicious:
        out.append(f"Law {s['law']} read as {s['words']} words where the other editions "
                   f"give it about {s['expected']}")
    if report.run_together:
        first = report.run_together[0]
        out.append(f"{count(len(report.run_together), 'line')} with words run together, the "
                   f"spaces between them lost (line {first['line']}: {first['word'][:30]!r}…)")
    if report.broken_words:
        b = report.broken_words
        out.append(f"{b['share']:.0%} of the words are no English words, words broken apart "
                   f"(line {b['line']}: {b['text'][:30]!r}…)")
    if report.unfound_markers:
        first = report.unfound_markers[0]
        out.append(f"{count(len(report.unfound_markers), 'footnote marker')} with no footnote "
                   f"text found, kept as text (line {first['line']}: {first['marker']!r} after "
                   f"{first['word'][:30]!r})")
    laws = WORKS[report.work].laws or 0
    if report.laws < laws:
        out.append(f"{count(laws - report.laws, 'law')} not found")
    lost = _lost_units(report)
    if len(lost) > LOST_SHARE * (len(report.aligned) + len(report.missing)):
        out.append(f"{count(len(lost), 'unit')} of the other editions not found ({ids(lost)})")
    if report.aligned and report.units_with_text < TEXT_SHARE * len(report.aligned):
        out.append(f"only {report.units_with_text} of its {len(report.aligned)} units with text "
                   "or a heading")
    expected = report.definitions_expected
    if expected and report.definitions_with_text < DEFINITIONS_SHARE * expected:
        out.append(f"{count(report.definitions_with_text, 'definition')} with text where the "
                   f"other editions have about {expected}")
    elif expected and report.definitions > expected / DEFINITIONS_SHARE:  # (text read as terms)
        out.append(f"{count(report.definitions, 'definition')} where the other editions have "
                   f"about {expected}")
    return out


def _lost_units(report: ImportReport) -> list[str]:
    """The units the other editions have that the edition lacks, in the laws it has (a law not
    found is said once, not unit by unit)."""
    from ..ids import law_number

    read = {law_number(i) for i in report.aligned}
    return [i for i in report.missing if law_number(i) in read]


def verdict(report: ImportReport) -> str:
    """What a user needs first: "read whole: …" where nothing says the edition was misread,
    else "check before use: " and what does (`worries`), then the figures."""
    found = worries(report)
    total = len(report.aligned) + len(report.missing)
    n = report.definitions
    figures = (f"{report.laws} laws, {len(report.aligned)} of the {total} units "
               f"({report.units_with_text} with text), {n} definition{'s' * (n != 1)}")
    if found:
        return "check before use: " + "; ".join(found) + "; read " + figures
    return "read whole: " + figures


def _definitions_expected(editions) -> int:
    """How many definitions with text the other editions have: the median of those that have
    any (an edition read without its definitions says nothing of their number)."""
    import statistics

    counts = [n for e in editions if (n := _with_text(e.definitions))]
    return round(statistics.median(counts)) if counts else 0


def _with_text(definitions) -> int:
    return sum(1 for d in definitions if any(getattr(b, "text", "").strip() for b in d.text))


def _by_kind(repairs: list[dict]) -> dict[str, int]:
    """How many repairs of each kind (a repair of two kinds counts for both)."""
    out: dict[str, int] = {}
    for r in repairs:
        for kind in r["what"].split(", "):
            out[kind] = out.get(kind, 0) + 1
    return out


def _is_xml(data: bytes) -> bool:
    head = data[:512].lstrip(b"\xef\xbb\xbf").lstrip()
    return head.startswith(b"<?xml") or head.startswith(b"<akomaNtoso")


def _existing(lang: str, work: str, corpus_dir: Path, user_dir: Path) -> Path | None:
    for directory in (corpus_dir, user_dir):
        path = Path(directory) / lang / f"{work}.xml"
        if path.is_file():
            return path
    return None


def _check_place(path: Path, lang: str, work: str, corpus_dir: Path, user_dir: Path,
                 replace: bool) -> None:
    """Refuse an edition in a language the corpus has one in, unless it replaces one a user
    imported (`replace`). Checked first, and again under the user corpus's lock before writing:
    another import may have written one meanwhile."""
    existing = _existing(lang, work, corpus_dir, user_dir)
    if existing is not None and not (replace and Path(existing).parent.parent == user_dir):
        raise LawsearchError(
            f"{path}: the corpus already has an edition in {lang!r} ({existing}); "
            + ("the shipped editions cannot be replaced" if Path(existing).parent.parent ==
               corpus_dir else "--replace replaces it"))


def _known_english_words(corpus) -> set[str]:
    """The words of the corpus's English terms (law titles, defined terms), certain words for
    the ligature repair."""
    import re

    from ..glossary import build_glossary
    from ..lang import SOURCE

    words: set[str] = set()
    for concept in build_glossary(corpus):
        for term in concept.terms.get(SOURCE, []):
            words.update(w.lower() for w in re.findall(r"[A-Za-z]+", term.text))
    return words


def read_text_edition(path: Path, lang: str, profile_name: str | None, title: str | None,
                      decoded, corpus) -> tuple[Edition, str, list[dict], str, dict]:
    """The edition in a text (or PDF) file: the edition, the profile that read it, the problems
    found, the layout in words and the reader's checks of what it read (`lacking`, markers the
    Laws do not have; `suspicious`, laws of unlikely length)."""
    import importlib

    from ..sources import layout
    from .profiles import detect, profile

    lines = decoded.text.split("\n")
    chosen = profile(profile_name) if profile_name else detect(lines, lang)
    if chosen.lang != lang:
        raise LawsearchError(f"profile {chosen.name} reads {chosen.lang!r} editions, not {lang!r}")
    if chosen.reader:
        return (importlib.import_module(f"lawsearch.sources.{chosen.reader}").read(path),
                chosen.name, [], chosen.description, {})
    if chosen.extracted:
        reading = _read_extracted(path, lang, title, decoded.text, corpus)
        return (reading.edition, chosen.name, [p.to_json() for p in reading.problems],
                reading.layout, {"lacking": reading.lacking, "suspicious": reading.suspicious,
                                 "run_together": reading.run_together,
                                 "broken_words": reading.broken_words,
                                 "unfound_markers": reading.unfound_markers})
    return (layout.read(path, chosen, lang, title, [line.replace("\f", "") for line in lines]),
            chosen.name, [], chosen.description, {})


def _read_extracted(path: Path, lang: str, title: str | None, text: str, corpus):
    from ..lang import en
    from ..lang.en import layout as vocabulary
    from . import extracted
    from .ligatures import Repairer, edition_words, english_probabilities, hyphenated_words
    from .outline import from_corpus

    probabilities = english_probabilities()
    lines = text.split("\n")
    # the edition's own words hold the repairs to what the edition writes elsewhere
    repairer = Repairer(_known_english_words(corpus), probabilities, hyphenated_words(lines),
                        edition_words=edition_words(lines))
    return extracted.read(text, str(path), lang, from_corpus(corpus), vocabulary, en.LAW_TITLES,
                          title or "Laws of Duplicate Bridge 2017 (imported)", repairer,
                          lambda word: word in probabilities)


_corpora: dict[tuple, object] = {}


def _shipped(corpus_dir: Path):
    """The corpus an edition is aligned to (read only), read once a process while its files
    stay as they were (their names, sizes and times): a program that imports several editions
    reads it once."""
    from ..corpus import Corpus

    key = (str(corpus_dir.resolve()),) + tuple(
        (str(p), s.st_size, s.st_mtime_ns) for p in sorted(corpus_dir.rglob("*"))
        if p.is_file() and (s := p.stat()))
    if key not in _corpora:
        _corpora.clear()  # (one corpus at a time: the last one read)
        _corpora[key] = Corpus.load(corpus_dir, user=False)
    return _corpora[key]


def _holds_only_parts(unit: Unit) -> bool:
    """An empty unit that stands for its parts' parent (`extracted._Reader._parent`): nothing
    printed."""
    return unit.kind != "law" and not unit.num and not unit.heading and not unit.intro \
        and not unit.wrapup and bool(unit.children)


def align_to(edition: Edition, canonical: list[str]) -> tuple[list[str], list[dict], list[str]]:
    """The edition's units that are canonical units, those that are not (with the reason), and
    the canonical units it lacks."""
    from ..citations.resolve import Units

    ids = set(canonical)
    units = Units(canonical)
    aligned, unmatched, seen = [], [], set()
    for unit in edition.units():
        if _holds_only_parts(unit):
            continue  # a part's parent whose marker was not found: missing
        seen.add(unit.id)
        if unit.id in ids:
            aligned.append(unit.id)
        else:
            unmatched.append({"id": unit.id, "line": unit.line, "why": units.why_missing(unit.id)})
    return aligned, unmatched, [i for i in canonical if i not in seen]


def import_edition(path: Path, lang: str, edition_name: str | None = None,
                   profile_name: str | None = None, encoding: str | None = None,
                   corpus_dir: Path | None = None, user_dir: Path | None = None,
                   replace: bool = False, dry_run: bool = False,
                   publisher: str = "imported by a user", strict: bool = False,
                   work: str = WORK, say: Say | None = None) -> ImportReport:
    """Import one edition into the user corpus; the report of what was found and aligned.

    `encoding`: the text file's, where it is not to be found out; `strict`: refuse an edition
    in which anything had to be read otherwise than expected (its problems); `work`: the work
    it is an edition of (`works.py`), by default the Laws of 2017. An edition of another work
    aligns to the other editions of that work, if any (the first one imported sets its units);
    only an edition of the 2017 Laws brings a subject index. A file too large to be an edition
    is refused before it is read (`limits.py`); the edition and its subject index are written
    together, under a lock (`store.py`), `say` told when another import is writing."""
    corpus_dir = corpus_dir or paths.AKN
    from ..corpus import Corpus
    from ..lang import LANGUAGES
    from .decode import check_text, decode, printable

    path, corpus_dir = Path(path), Path(corpus_dir)
    user_dir = Path(user_dir) if user_dir is not None else paths.user_corpus()
    why = why_not(path)  # a folder, a pipe, a device, a link in a loop: none is read
    if why is not None:
        raise LawsearchError(f"{path}: {why}")
    problem = folder_problem(user_dir)  # (a file or a device there is never made a folder)
    if problem:
        raise LawsearchError(f"cannot import into {user_dir}: {problem} (the editions users "
                             "import go in a folder: $LAWSEARCH_USER_CORPUS or --data)")
    check_size(path)  # before anything is read or loaded
    if lang not in LANGUAGES:
        raise LawsearchError(f"no language {lang!r}; lawsearch knows " + ", ".join(LANGUAGES))
    declared = WORKS.get(work)
    if declared is None or declared.book:
        editions = [w.id for w in WORKS.values() if not w.book]
        raise LawsearchError(f"no work of the Laws {work!r}; lawsearch knows "
                             + ", ".join(editions) + " ($LAWSEARCH_WORKS declares more)")
    expected_laws = declared.laws or 0
    if work != WORK and not edition_name:  # the readers' default names the 2017 Laws
        edition_name = f"{declared.title or work} (imported)"
    _check_place(path, lang, work, corpus_dir, user_dir, replace)
    corpus = _shipped(corpus_dir)
    canonical = [i for i in corpus.ids if not i.startswith("def:")]
    other_editions = list(corpus.editions.values())
    if work != WORK:  # the units of its other editions (none: its own units are the work's)
        from ..ids import sort_key

        try:
            others = Corpus.load(corpus_dir, work=work).editions
        except LawsearchError:
            others = {}
        other_editions = [e for other, e in others.items() if other != lang]
        canonical = sorted({u.id for other, e in others.items() if other != lang
                            for u in e.units()}, key=sort_key)
    data = read_bytes(path)
    entry: SourceEntry | None = None
    problems: list[dict] = []
    checks: dict = {}
    decoded = None
    starts: list[int] = []  # the line each page of a PDF starts at
    layout_found = ""
    if _is_xml(data):
        edition, profile_used, xml = _read_akn(path, data, lang, work)
        layout_found = "Akoma Ntoso"
        # (a text is held to its language by its reader's checks; a document's labels alone
        # say nothing of its words)
        other = _reads_as(edition, other_editions)
        if other is not None:
            names = {code: language.name for code, language in LANGUAGES.items()}
            raise LawsearchError(
                f"{path}: its text reads as {names.get(other[0], other[0])}, not "
                f"{names.get(lang, lang)} ({other[1]:.0%} of its words are words of the "
                f"{names.get(other[0], other[0])} edition); --lang names the edition's language")
    else:
        decoded = decode(path, lang, encoding)
        check_text(path, decoded.text, decoded.pdf)
        edition, profile_used, problems, layout_found, checks = read_text_edition(
            path, lang, profile_name, edition_name, decoded, corpus)
        starts = _page_starts(decoded.text) if decoded.pdf else []  # (a PDF's pages)
        problems = [{"line": starts[page - 1] if page <= len(starts) else 1,
                     "what": f"page {page} of the PDF cannot be read: {why}",
                     "read": "left out, with the text on it"}
                    for page, why in decoded.unreadable] + [
                    {"line": line, "what": f"{n} control character{'s' * (n != 1)} ({which}): "
                     "no text", "read": "left out"}
                    for line, n, which in decoded.left_out] + problems
        if strict and problems:
            # what says the edition was misread first, then the rest in the order read
            first = {(c["line"], c.get("id", c.get("law"))) for c in
                     checks.get("lacking", []) + checks.get("suspicious", [])}
            grave = [p for p in problems if any(p["line"] == line and str(key) in p["what"]
                                                for line, key in first)]
            problems = grave + [p for p in problems if p not in grave]
            shown = "; ".join(f"line {p['line']}: {p['what']} ({p['read']})"
                              for p in problems[:5])
            raise LawsearchError(f"{path}: --strict: {len(problems)} problem"
                                 f"{'s' * (len(problems) != 1)} in reading it: {shown}"
                                 + (" …" if len(problems) > 5 else ""))
        from ..citations.link import link_editions

        link_editions([edition])
        name = printable(path.name)
        if edition_name:
            edition_name = printable(edition_name)
        entry = SourceEntry(
            file=name, original=name, sha256=hashlib.sha256(data).hexdigest(),
            lang=lang, work=work, reader=profile_used, edition=edition_name or edition.title,
            publisher=printable(publisher), publisher_id="user", date=str(date.today().year),
            provenance=f"imported by `lawsearch import` from {name} with the profile "
                       f"{profile_used}", path=path)
        if edition_name:
            edition.title = edition_name
        edition.work = work  # the readers read the Laws; which year's is the user's word
        xml = akn.to_xml(edition, entry)
        errors = akn.validate(xml, str(path))
        if errors:
            raise LawsearchError(f"{path}: the expression made of it is not valid Akoma Ntoso: "
                                 + "; ".join(errors[:5]))
        try:  # what the corpus could not read back is never written
            akn.from_xml(xml, str(path))
        except ValueError as err:
            raise LawsearchError(f"{path}: the expression made of it cannot be read back: {err}"
                                 "; nothing written") from None
    if not canonical:
        from ..ids import sort_key

        canonical = sorted({u.id for u in edition.units()}, key=sort_key)
    aligned, unmatched, missing = align_to(edition, canonical)
    if not aligned:
        raise LawsearchError(f"{path}: none of its units is a unit of the Laws")
    # an edition the reader of extracted text read far off is refused (a profile's or an Akoma
    # Ntoso file's units are the file's own, a partial translation among them); a dry run says
    # so in its verdict
    refused = _misread(checks.get("suspicious", []), len(aligned), len(canonical),
                       len(edition.laws), expected_laws,
                       checks.get("broken_words", {})) if checks else None
    if refused and not dry_run:
        raise LawsearchError(f"{path}: {refused}")
    if strict and len(edition.laws) < expected_laws:
        lost = expected_laws - len(edition.laws)
        raise LawsearchError(f"{path}: --strict: {lost} law{'s' * (lost != 1)} not found "
                             f"(read: {len(edition.laws)} of the {expected_laws})")
    if strict and unmatched:
        raise LawsearchError(f"{path}: --strict: {len(unmatched)} unit"
                             f"{'s' * (len(unmatched) != 1)} the Laws do not have: "
                             + ", ".join(u["id"] for u in unmatched[:10]))
    index_xml, unresolved = _index(edition, canonical, entry) if work == WORK else (None, [])
    with_text = {u.id for u in edition.units()
                 if u.heading or any(getattr(b, "text", "") or getattr(b, "rows", None)
                                     for b in u.intro + u.wrapup)}
    report = ImportReport(
        file=str(path), lang=lang, edition=edition_name or edition.title, profile=profile_used,
        work=work, written=None, laws=len(edition.laws), units=sum(1 for _ in edition.units()),
        aligned=aligned, unmatched=unmatched, missing=missing,
        repairs=[{"line": r.line, "what": r.what, "before": r.before, "after": r.after}
                 for r in edition.repairs],
        definitions=len(edition.definitions),
        definitions_with_text=_with_text(edition.definitions),
        # judged where the reader of extracted text read them (a profile reads none, an Akoma
        # Ntoso file's are its own)
        definitions_expected=_definitions_expected(other_editions) if checks else 0,
        footnotes=len(edition.footnotes),
        index=len(edition.index), index_unresolved=unresolved,
        encoding=decoded.encoding if decoded else "utf-8",
        encoding_how=decoded.how if decoded else "Akoma Ntoso (XML)", layout=layout_found,
        problems=problems, pages=starts,
        unreadable=[{"page": page, "why": why} for page, why in decoded.unreadable]
        if decoded else [],
        units_with_text=sum(1 for i in aligned if i in with_text),
        lacking=checks.get("lacking", []), suspicious=checks.get("suspicious", []),
        run_together=checks.get("run_together", []),
        broken_words=checks.get("broken_words", {}),
        unfound_markers=checks.get("unfound_markers", []))
    found = worries(report)
    if strict and found:  # what the verdict would say is wrong (definitions, units too)
        raise LawsearchError(f"{path}: --strict: " + "; ".join(found))
    if not dry_run:
        files: dict[str, bytes | None] = {f"{lang}/{work}.xml": xml}
        if work == WORK:  # its subject index, or none where the edition it replaces had one
            files[f"annotations/subject-index-{lang}.xml"] = index_xml
        commit(user_dir, files, say=say,
               check=lambda: _check_place(path, lang, work, corpus_dir, user_dir, replace))
        report.written = str(user_dir / lang / f"{work}.xml")
    report.repairs_by_kind = _by_kind(report.repairs)
    report.verdict = f"refused: {refused}" if refused else verdict(report)
    return report


def _misread(suspicious: list[dict], aligned: int, canonical: int, laws: int,
             expected_laws: int, broken: dict) -> str | None:
    """Why an edition read so far off is refused (worse than no edition: a column of wrong
    words beside the others' right ones), or None. An edition of some laws only is what it is
    (its verdict says which are not found); one with (nearly) every law but far fewer units
    than the Laws have was misread."""
    why = []
    if len(suspicious) >= MISREAD_LAWS:
        shown = ", ".join(str(x["law"]) for x in suspicious[:8])
        why.append(f"{len(suspicious)} laws of unlikely length (Laws {shown}"
                   + (" …" if len(suspicious) > 8 else "") + ")")
    if laws >= MISREAD_SHARE * expected_laws and aligned < MISREAD_SHARE * canonical:
        why.append(f"only {aligned} of the {canonical} units of the Laws found")
    if broken and broken["share"] >= MISREAD_BROKEN:
        why.append(f"{broken['share']:.0%} of the words are no English words, words broken "
                   f"apart (line {broken['line']}: {broken['text'][:30]!r}…)")
    if not why:
        return None
    return ("not read reliably: " + "; ".join(why) + "; nothing written. A text that keeps the "
            "pages' layout reads better: the PDF itself, or `pdftotext -layout`")


def place(report: ImportReport, line: int) -> str:
    """Where a line of what was read is, for a person: a line of the file, or a page of the
    PDF."""
    if not report.pages:
        return f"line {line}"
    import bisect

    page = bisect.bisect_right(report.pages, line)
    return f"page {page} (line {line} of its text)"


def _page_starts(text: str) -> list[int]:
    """The line of the extracted text each page of a PDF starts at."""
    starts, line = [1], 1
    for ch in text:
        if ch == "\n":
            line += 1
        elif ch == "\f":
            starts.append(line)
    return starts


def _index(edition: Edition, canonical: list[str], entry: SourceEntry | None
           ) -> tuple[bytes | None, list[dict]]:
    """The edition's subject index as an annotation document, its references checked against
    the canonical units; and the references that name none."""
    if not edition.index or entry is None:
        return None, []
    from ..annotations import index_to_xml

    ids = set(canonical)
    unresolved = []
    for e in edition.index:
        printed = e.targets
        e.targets = [r for r in printed if r in ids]
        e.unresolved = [r for r in printed if r not in ids]
        unresolved += [{"term": e.term, "line": e.line, "ref": r} for r in e.unresolved]
    return index_to_xml(edition.index, f"subject-index-{edition.lang}",
                        f"Subject index ({edition.title})", edition.lang, entry), unresolved


_WORD = re.compile(r"[^\W\d_]{3,}")
LANGUAGE_SHARE = 0.5  # of an edition's words found in another language's edition: its language
# (an invented English edition has 6% of its words in the Danish edition's, 1% in the Turkish
# one's; the Turkish edition 7% of its words in the Danish one's)


def _words(edition: Edition) -> list[str]:
    return [w.lower() for unit in edition.units()
            for text in [unit.heading or "", *(getattr(b, "text", "") or ""
                                               for b in unit.intro + unit.wrapup)]
            for w in _WORD.findall(text)]


def _reads_as(edition: Edition, others: list[Edition]) -> tuple[str, float] | None:
    """The language of another edition whose words make up more than `LANGUAGE_SHARE` of
    this edition's, and that share; None where none does."""
    words = _words(edition)
    if len(words) < 200:
        return None
    best = None
    for other in others:
        if other.lang == edition.lang:
            continue
        vocabulary = set(_words(other))
        share = sum(w in vocabulary for w in words) / len(words)
        if share > LANGUAGE_SHARE and (best is None or share > best[1]):
            best = (other.lang, share)
    return best


def _read_akn(path: Path, data: bytes, lang: str, work: str) -> tuple[Edition, str, bytes]:
    errors = akn.validate(data, str(path))
    if errors:
        raise LawsearchError(f"{path}: not valid Akoma Ntoso: " + "; ".join(errors[:5]))
    try:
        edition, _source = akn.from_xml(data, str(path))
    except (ValueError, KeyError) as err:  # valid by the schema, yet no expression of the Laws
        raise LawsearchError(f"{path}: not an expression of the Laws lawsearch can read: "
                             f"{err}") from None
    if edition.work != work:
        raise LawsearchError(f"{path}: an expression of {edition.work!r}, not of {work!r}")
    if edition.lang != lang:
        raise LawsearchError(f"{path}: an expression in {edition.lang!r}, not {lang!r}")
    return edition, "akn", data
