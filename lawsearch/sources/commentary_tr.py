"""Reader for the Turkish commentary on the Laws (`commentary-tr.txt`), scraped from a club's web
page, as `commentary` annotations of the 2017 laws.

The page is a condensed retelling of the 2007 Laws with explanations and worked questions. What
it throws at a reader, and what this one does:

- Junk at both ends: the page title (`Bric Yasaları`, `BRİÇ YASALARI`) before the text, and after
  it `DEVAMI VAR` ("to be continued") and the site's visitor and weather boxes. The text starts in
  the middle of a passage (`staymanı anlamının dışında …`): it is kept as an untitled passage.
- Encoding damage, repaired line by line by `lawsearch.lang.tr.mojibake` (a documented table).
  White space (no-break spaces, runs of blanks) is collapsed; a line that goes on with a small
  letter after a line that did not end a sentence is joined to it (`… daha sonra hakem` /
  `çağırma hakkını …`), across a footnote line if one stands between; a bare `1.` is joined to
  its next line.
- Headings in capitals name the law as `(madde 41)`, `(41)` or a range `(madde 29–32)` ("madde"
  is a law here, not a subsection as in the Laws); three are glued to the end of the paragraph
  before them (`… karar verecektir. ÖZÜRLÜ LÖVE (67):`) and are split off. Headings without a
  number (`YERİN HAKLARI`, `◘ KAZANILMIŞ LÖVELER:`) are found by their title.
- Passages: a headed section's text; each titled subsection (`A. Kapalı Atak`, `➢ Majör Cezalı
  Kartın Durumu`, `Rönonsun Tanımı: …`); a question with its answer; a worked example (its auction
  or hand diagram as a `Preformatted` block, the question, the answer). A lettered list that
  starts again at `A.` without a heading (after Law 26, line 195) is a passage of a law the page
  left unnamed.

Each passage is attached to the 2017 law, or section where sure, that it comments on; `link`
says how (`method`: "explicit-number", "heading" or "content", see `_Attacher`), and
`written_for: "2007"` where the 2007 lettering the page follows differs from 2017's (`lettering`
gives the printed letter and the 2017 section it matches). A passage that cannot be attached has
no targets and a `reason`. `link["passage"]` says which kind of passage it is.
"""
from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import SourceError
from ..lang.tr import LANGUAGE, lower, starts_lowercase
from ..lang.tr.mojibake import damage, is_title, repair
from ..model import Annotation, Edition, Paragraph, Preformatted, Table, Unit
from .text import read_lines

SOURCE = "commentary-tr.txt"
KIND = "commentary"
LANG = LANGUAGE.code
DEFAULT_AUTHORITY = "Turkish bridge commentary (web)"

# The page's title, last line of the junk before the text; the first line of the junk after it.
PAGE_TITLE = "BRİÇ YASALARI"
END_MARKERS = ("DEVAMI VAR", "Ziyaret Bilgileri")
# A club or association named in the page, if any, is the authority.
_CLUB = re.compile(r"\b((?:[A-ZÇĞİÖŞÜ][\wçğıöşü]*\s+){1,4}Bri[çc]\s+(?:Kulübü|Derneği|Kulubu))")

# `SIRASIZ DEKLARE, PAS, KONTURLAR (madde 29–32):`, `◘ BİR ONARMANIN BELİRLENMESİ (10):`
_BULLETS = "◘■▫"
_NUMBERED_HEADING = re.compile(
    rf"^(?:[{_BULLETS}]\s*)?(?P<title>\S.*?)\s*\((?:madde\s+)?(?P<first>\d{{1,2}})"
    r"(?:\s*[-–]\s*(?P<last>\d{1,2}))?\)\s*:?\s*$")
_PLAIN_HEADING = re.compile(
    rf"^(?:[{_BULLETS}]\s*)?(?P<title>[^a-zçğıöşü]*?[A-ZÇĞİÖŞÜ].*?)\s*:?\s*$")
# A heading glued to the end of the paragraph before it.
_GLUED_HEADING = re.compile(
    r"(?<=[.\w])\s+((?:[A-ZÇĞİÖŞÜ]{2,}|ve|veya|VE)(?:\s+(?:[A-ZÇĞİÖŞÜ]{2,}|ve|veya|VE))*"
    r"\s*\((?:madde\s+)?\d{1,2}(?:\s*[-–]\s*\d{1,2})?\):)\s*$")
_LETTERED = re.compile(r"^(?P<letter>[A-H])\.\s+(?P<rest>\S.*)$")
_NUMBERED = re.compile(r"^\d{1,2}\.(?:\s|$)")
_BARE_NUMBER = re.compile(r"^\d{1,2}\.$")
_ITEM = re.compile(r"^(?:[a-z]\.\s|\([a-z]{1,4}\))")  # `b. Beklenmedik …`, `(b) …`
_BULLET = re.compile(r"^➢\s*(?P<rest>.*)$")
_FOOTNOTE = re.compile(r"^\d{1,2}\s+\S")
_COMPASS = {"KUZEY", "DOĞU", "GÜNEY", "BATI"}
_HAND_TOKEN = re.compile(r"^(?:[♠♥♦♣]?(?:[AKQJT2-9]+|-+)|[KGBD])$")
_BID_TOKEN = re.compile(r"^(?:\d(?:NT|SA|[SHDC♠♥♦♣]|karo|kör|kupa|pik|trefl|sanzatu)?|PAS|"
                        r"KONTR|SÜRKONTR|X{1,2}|\(sırasız\)|-+)$")


@dataclass
class _Line:
    no: int
    text: str


@dataclass
class _Heading:
    title: str  # as printed, without its bullet and closing colon
    line: int
    laws: list[str] | None  # named by number, or None (to be found by the title)


@dataclass
class _Passage:
    form: str  # "section", "subsection", "text", "qa", "example"
    line: int
    heading: _Heading | None  # the section it stands in (None before the first heading)
    title: str | None = None
    letter: str | None = None  # a lettered subsection's printed letter
    blocks: list = field(default_factory=list)
    answering: bool = False  # a question has been read: what follows is its answer
    headless: bool = False  # in a lettered list that started again without a heading
    letters: list[tuple[str, int]] = field(default_factory=list)  # sentence-lettered items:
    # (letter, index of its first block); an item runs to the next one or the passage's end

    def items(self) -> list[tuple[str, str]]:
        """The sentence-lettered items (`A. Konuşma sırası …`) with their text."""
        out = []
        for n, (letter, first) in enumerate(self.letters):
            last = self.letters[n + 1][1] if n + 1 < len(self.letters) else len(self.blocks)
            out.append((letter, "\n".join(b.text for b in self.blocks[first:last])))
        return out

    def add(self, line: _Line) -> None:
        self.blocks.append(Paragraph([line.text], line.no))

    def text(self) -> str:
        parts = [self.title or ""]
        for b in self.blocks:
            parts.append(b.text)
        return "\n".join(parts)


def read(path: Path, ids: set[str], edition: Edition | None = None) -> list[Annotation]:
    """The commentary's passages as annotations, in page order, attached to units of `ids`.

    `edition` is the Turkish edition of the 2017 Laws, whose titles and text decide links by
    heading and content (the committed corpus's when not given)."""
    path = Path(path)
    lines = read_lines(path)
    start, end = _body(path, lines)
    logical = _logical_lines(path, lines, start, end)
    passages = _passages(logical)
    if not passages:
        raise SourceError(path, start + 1, "commentary passages after the page title")
    if edition is None:
        from ..corpus import Corpus

        edition = Corpus.load().editions[LANG]
    authority = _authority(lines[start:end])
    attacher = _attacher(edition, ids)
    out = []
    for n, p in enumerate(passages, 1):
        targets, link = attacher.attach(p)
        out.append(Annotation(id=f"commentary-tr:{n}", kind=KIND, lang=LANG, source=SOURCE,
                              authority=authority, targets=targets, blocks=p.blocks,
                              title=p.title, link={"passage": p.form, **link}, line=p.line))
    return out


# ------------------------------------------------------------------ the page and its lines

def _body(path: Path, lines: list[str]) -> tuple[int, int]:
    """Index of the first and one past the last line of the text between the page's junk."""
    title = next((i for i, s in enumerate(lines) if s.strip() == PAGE_TITLE), None)
    if title is None:
        raise SourceError(path, 1, f"the page title {PAGE_TITLE!r} before the commentary",
                          lines[0] if lines else "an empty file")
    end = next((i for i in range(title + 1, len(lines)) if lines[i].strip() in END_MARKERS), None)
    if end is None:
        raise SourceError(path, len(lines), f"the end of the commentary ({END_MARKERS[0]!r} or "
                          f"the site's {END_MARKERS[1]!r} box)", "the end of the file")
    return title + 1, end


def _authority(lines: list[str]) -> str:
    for s in lines:
        m = _CLUB.search(s)
        if m:
            return m.group(1).strip()
    return DEFAULT_AUTHORITY


def _clean(text: str) -> str:
    return " ".join(text.split())


def _logical_lines(path: Path, lines: list[str], start: int, end: int) -> list[_Line]:
    """The text's non-blank lines, repaired, with broken paragraphs joined and glued headings
    split off."""
    raw: list[_Line] = []
    for i in range(start, end):
        text = repair(lines[i])
        left = damage(text)
        if left or re.search("[\ue000-\uf8ff]", text):
            raise SourceError(path, i + 1, "text whose encoding damage the repair table knows",
                              left or text)
        if text.strip():
            raw.append(_Line(i + 1, text))
    out: list[_Line] = []
    k = 0
    while k < len(raw):
        line = raw[k]
        text = line.text.strip() if _is_diagram_row(line.text) else _clean(line.text)
        line = _Line(line.no, text)
        nxt = raw[k + 1] if k + 1 < len(raw) else None
        if _BARE_NUMBER.match(text) and nxt is not None:
            out.append(_Line(line.no, text + " " + _clean(nxt.text)))
            k += 2
            continue
        if out and _continues(out[-1], line):
            out[-1] = _Line(out[-1].no, out[-1].text + " " + text)
            k += 1
            continue
        # A footnote line between a paragraph and its continuation: join around it.
        after = raw[k + 1] if k + 1 < len(raw) else None
        if (out and _FOOTNOTE.match(text) and after is not None
                and _continues(out[-1], _Line(after.no, _clean(after.text)))):
            out[-1] = _Line(out[-1].no, out[-1].text + " " + _clean(after.text))
            out.append(line)
            k += 2
            continue
        glued = _GLUED_HEADING.search(text)
        if glued and _ends_paragraph(text[:glued.start()]):
            out.append(_Line(line.no, text[:glued.start()].rstrip()))
            out.append(_Line(line.no, glued.group(1)))
        else:
            out.append(line)
        k += 1
    return out


def _ends_paragraph(text: str) -> bool:
    """True if `text` (before a glued heading) is a paragraph's end: a full stop, or a last word
    in small letters (`… bulunulamaz UZLAŞMIŞ TALEP veya TERK (69):`)."""
    words = text.split()
    return bool(words) and (text.endswith(".") or any(c.islower() for c in words[-1]))


def _continues(before: _Line, line: _Line) -> bool:
    """True if `line` goes on with the sentence `before` left unfinished."""
    if before.text.endswith((".", ":", ";", "?", "!", ")")) or _heading(before) is not None:
        return False
    return (starts_lowercase(line.text) and not _ITEM.match(line.text)
            and not _is_diagram_row(line.text))


def _is_diagram_row(text: str) -> bool:
    tokens = text.split()
    return bool(tokens) and (all(_HAND_TOKEN.match(t) for t in tokens)
                             or all(_BID_TOKEN.match(t) for t in tokens))


def _starts_diagram(text: str) -> bool:
    """An auction's compass line (`KUZEY DOĞU GÜNEY BATI`) or a hand's first line (`♠AQ53`)."""
    tokens = text.split()
    if len(tokens) == 4 and set(tokens) == _COMPASS:
        return True
    return bool(tokens) and tokens[0].startswith("♠") and all(_HAND_TOKEN.match(t) for t in tokens)


def _mostly_caps(title: str) -> bool:
    letters = [c for c in re.sub(r"\([^)]*\)|\bve\b|\bveya\b", "", title) if c.isalpha()]
    return len(letters) >= 4 and sum(c.isupper() for c in letters) >= 0.9 * len(letters)


def _heading(line: _Line) -> _Heading | None:
    text = line.text
    if _starts_diagram(text) or _LETTERED.match(text):
        return None
    m = _NUMBERED_HEADING.match(text)
    if m and _mostly_caps(m.group("title")):
        first, last = int(m.group("first")), int(m.group("last") or m.group("first"))
        laws = [str(n) for n in range(first, last + 1)] if first <= last else [str(first)]
        return _Heading(_strip_bullet(text).rstrip(":").strip(), line.no, laws)
    m = _PLAIN_HEADING.match(text)
    if m and _mostly_caps(m.group("title")) and len(m.group("title").split()) >= 2:
        return _Heading(m.group("title"), line.no, None)
    return None


def _strip_bullet(text: str) -> str:
    return text.lstrip(_BULLETS).strip()


# ------------------------------------------------------------------ passages

def _passages(lines: list[_Line]) -> list[_Passage]:
    out: list[_Passage] = []
    cur: _Passage | None = None
    heading: _Heading | None = None
    last_letter: str | None = None
    headless = False

    def open_(form: str, line: int, title: str | None = None, letter: str | None = None
              ) -> _Passage:
        nonlocal cur
        if cur is not None and cur.blocks:
            out.append(cur)
        cur = _Passage(form, line, heading, title=title, letter=letter, headless=headless)
        return cur

    k = 0
    while k < len(lines):
        line = lines[k]
        text = line.text
        h = _heading(line)
        if h is not None:
            heading, last_letter, headless = h, None, False
            open_("section", line.no, h.title)
            k += 1
            continue
        if _starts_diagram(text):
            rows = [text]
            k += 1
            while k < len(lines) and _is_diagram_row(lines[k].text):
                rows.append(lines[k].text)
                k += 1
            if cur is None or cur.form != "example" or cur.answering:
                open_("example", line.no)
            cur.blocks.append(Preformatted("\n".join(rows), line.no))
            continue
        k += 1
        lettered = _LETTERED.match(text)
        bullet = _BULLET.match(text)
        head, colon, rest = text.partition(":")
        titled = is_title(head) and (lettered is not None or len(head.split()) <= 8)
        if lettered:
            letter = lettered.group("letter")
            if titled and last_letter is not None and letter <= last_letter:
                headless = True  # a lettered list starts again without a heading of its own
            last_letter = letter
        if lettered and titled:
            open_("subsection", line.no, head.strip(), lettered.group("letter"))
            if rest.strip():
                cur.add(_Line(line.no, rest.strip()))
        elif bullet and is_title(bullet.group("rest")):
            open_("subsection", line.no, bullet.group("rest").rstrip(":").strip())
        elif colon and not bullet and titled:
            open_("subsection", line.no, head.strip())
            if rest.strip():
                cur.add(_Line(line.no, rest.strip()))
        elif text.endswith("?"):
            if cur is None or cur.form != "example" or cur.answering:
                open_("qa", line.no)
            cur.add(line)
            cur.answering = True
        else:
            if cur is None:
                open_("text", line.no)
            elif cur.answering and (lettered or _NUMBERED.match(text)):
                open_("text", line.no)  # the answer is over: the section's text goes on
            elif bullet and cur.form == "subsection" and cur.letter is None and cur.blocks:
                open_("text", line.no)  # a bullet ends a bulleted title's passage
            cur.add(line)
            if lettered:
                cur.letters.append((lettered.group("letter"), len(cur.blocks) - 1))
    if cur is not None and cur.blocks:
        out.append(cur)
    return out


# ------------------------------------------------------------------ attaching

_STOP = frozenset("""ve veya ile bir da de ya için ise ki bu o olarak olan her hiç gibi daha en
çok kadar sonra önce ancak eğer ama yine hem ne şekilde durumunda halinde tarafından""".split())
# The commentary's spelling where the 2017 edition spells otherwise.
_SPELLING = (("dekler", "deklar"), ("sürkontur", "sürkontr"), ("kontur", "kontr"))


def _words(text: str) -> list[str]:
    """Content words, lower-cased the Turkish way, in the 2017 edition's spelling."""
    out = []
    for w in re.findall(r"[a-zçğıöşüâîû]+", lower(text)):
        if len(w) < 3 or w in _STOP:
            continue
        for old, new in _SPELLING:
            if w.startswith(old):
                w = new + w[len(old):]
        out.append(w)
    return out


# Case, possessive and plural endings, longest first, taken off a word's end while three letters
# are left (`solundaki` → `sol`, `rakipteyken` → `rakip`, `sırası` → `sır`).
_ENDINGS = tuple(sorted("""ındaki indeki undaki ündeki ndaki ndeki daki deki taki teki ından inden
undan ünden ndan nden ında inde unda ünde nda nde dan den tan ten yken ken nın nin nun nün lar
ler yla yle sı si su sü yı yi yu yü ya ye da de ta te la le ın in un ün ı i u ü a e""".split(),
                        key=len, reverse=True))
_HARD = str.maketrans("bcdğ", "pçtk")  # a stem's last consonant before a vowel softens


def _stem(word: str) -> str:
    """A crude Turkish stem: endings off, the last consonant hardened (`rakibin` → `rakip`,
    `ortağında` → `ortak`), cut to five letters."""
    stripped = True
    while stripped:
        stripped = False
        for ending in _ENDINGS:
            if word.endswith(ending) and len(word) - len(ending) >= 3:
                word, stripped = word[:-len(ending)], True
                break
    return (word[:-1] + word[-1].translate(_HARD))[:5]


def _stems(text: str) -> list[str]:
    return [_stem(w) for w in _words(text)]


def _title_words(title: str) -> tuple[set[str], set[str]]:
    """A title's words and stems, without its letter, law number and bracketed asides."""
    title = re.sub(r"^[A-H]\.\s+|\([^)]*\)", " ", title)
    return set(_words(title)), set(_stems(title))


def _held(title: str, stems: set[str]) -> float:
    """How much of a title's stems a set of stems holds."""
    words = _title_words(title)[1]
    return len(words & stems) / len(words) if words else 0.0


def _overlap(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a | b else 0.0


def _unit_text(unit: Unit) -> str:
    out = []
    for u in unit.walk():
        if u.heading:
            out.append(u.heading)
        for b in u.intro + u.wrapup:
            if isinstance(b, Paragraph):
                out.append(b.text)
            elif isinstance(b, Table):
                out.extend(c for row in b.rows for c in row)
    return " ".join(out)


# How sure a match must be: heading words shared (Jaccard) and the lead over the next best;
# content cosine and its ratio to the next best.
HEADING_SURE, HEADING_LEAD = 0.5, 0.15
CONTENT_SURE, CONTENT_LEAD = 0.12, 1.3


_LAST: list = []  # the last attacher made, with its edition and ids (tests read many pages)


def _attacher(edition: Edition, ids: set[str]) -> _Attacher:
    key = frozenset(ids)
    if _LAST and _LAST[0] is edition and _LAST[1] == key:
        return _LAST[2]
    _LAST[:] = [edition, key, _Attacher(edition, ids)]
    return _LAST[2]


class _Attacher:
    """Attaches passages to units of the 2017 Laws, by the Turkish edition's titles and text.

    - "explicit-number": the heading names the law(s); a passage inside a section (a question,
      an example, untitled text, a subsection that matches no single section) is attached to the
      law(s) its heading names, `via` the heading's line.
    - "heading": a title matches a 2017 title (word overlap of at least `HEADING_SURE`, ahead of
      the next best by `HEADING_LEAD`): a heading without a number, a subsection's title.
    - "content": the passage's words (TF-IDF cosine) match one unit's text best, at least
      `CONTENT_SURE` and `CONTENT_LEAD` times the next best.

    A lettered subsection whose title or text matches another letter's section in 2017 follows
    the 2007 lettering: it is attached to the law, `written_for: "2007"`.
    """

    def __init__(self, edition: Edition, ids: set[str]):
        self.ids = ids
        self.laws = {u.id: u for u in edition.laws if u.id in ids}
        self.sections = {law: [c for c in u.children if c.kind == "section" and c.id in ids]
                         for law, u in self.laws.items()}
        units = list(self.laws.values()) + [s for ss in self.sections.values() for s in ss]
        self.units = {u.id: u for u in units}
        self.bags = {u.id: Counter(_stems(_unit_text(u))) for u in units}
        df = Counter(w for bag in self.bags.values() for w in bag)
        n = len(self.bags)
        self.idf = {w: math.log((n + 1) / (c + 0.5)) for w, c in df.items()}
        self.vectors = {uid: self._vector(bag) for uid, bag in self.bags.items()}
        self._heading_laws: dict[int, tuple[list[str], dict]] = {}

    # -- scores

    def _vector(self, bag: Counter) -> dict[str, float]:
        v = {w: (1 + math.log(c)) * self.idf.get(w, math.log(len(self.bags) + 1))
             for w, c in bag.items()}
        norm = math.sqrt(sum(x * x for x in v.values())) or 1.0
        return {w: x / norm for w, x in v.items()}

    def content(self, text: str, candidates: list[str]) -> list[tuple[float, str]]:
        v = self._vector(Counter(_stems(text)))
        scores = [(sum(x * self.vectors[c].get(w, 0.0) for w, x in v.items()), c)
                  for c in candidates]
        return sorted(scores, reverse=True)

    def heading(self, title: str, candidates: list[str]) -> list[tuple[float, str]]:
        words, stems = _title_words(title)
        scores = []
        for c in candidates:
            other_words, other_stems = _title_words(self.units[c].heading or "")
            score = (_overlap(words, other_words) + _overlap(stems, other_stems)) / 2
            scores.append((score, c))
        return sorted(scores, reverse=True)

    @staticmethod
    def _sure(scores: list[tuple[float, str]], sure: float, lead: float, ratio: bool) -> str | None:
        if not scores or scores[0][0] < sure:
            return None
        second = scores[1][0] if len(scores) > 1 else 0.0
        ahead = scores[0][0] >= lead * second if ratio else scores[0][0] - second >= lead
        return scores[0][1] if ahead else None

    def sure_heading(self, title: str, candidates: list[str]) -> tuple[str | None, float]:
        s = self.heading(title, candidates)
        return self._sure(s, HEADING_SURE, HEADING_LEAD, False), (s[0][0] if s else 0.0)

    def sure_content(self, text: str, candidates: list[str]) -> tuple[str | None, float]:
        s = self.content(text, candidates)
        return self._sure(s, CONTENT_SURE, CONTENT_LEAD, True), (s[0][0] if s else 0.0)

    def _sections_of(self, laws: list[str]) -> list[str]:
        return [s.id for law in laws for s in self.sections.get(law, [])]

    # -- the laws a heading stands for

    def heading_laws(self, h: _Heading | None) -> tuple[list[str], dict]:
        """The laws a section heading is about, and how that was found."""
        if h is None:
            return [], {}
        cache = self._heading_laws
        if h.line in cache:
            return cache[h.line]
        if h.laws is not None:
            laws = [n for n in h.laws if n in self.laws]
            result = (laws, {"method": "explicit-number", "via": h.line})
            other, score = self.sure_heading(h.title, list(self.laws))
            if len(laws) == 1 and other is not None and other != laws[0]:
                # The 2007 number of a law that 2017 numbers otherwise: the title decides.
                result = ([other], {"method": "heading", "via": h.line, "score": round(score, 2),
                                    "written_for": "2007",
                                    "numbering": {"printed": laws[0], "2017": other}})
        else:
            law, score = self.sure_heading(h.title, list(self.laws))
            result = (([law], {"method": "heading", "via": h.line, "score": round(score, 2)})
                      if law else ([], {}))
        cache[h.line] = result
        return result

    # -- one passage

    def attach(self, p: _Passage) -> tuple[list[str], dict]:
        laws, how = ([], {}) if p.headless else self.heading_laws(p.heading)
        if p.form == "section" and p.heading is not None:
            if laws:
                link = {k: v for k, v in how.items() if k != "via"}
                return laws, self._lettering(p, laws, link)
            why = ("its heading matches no 2017 law's title" if p.heading.laws is None else
                   f"its heading names law(s) {', '.join(p.heading.laws)}, not in the 2017 Laws")
            return self._by_content(p, list(self.laws), why)
        if p.form == "subsection" and p.title:
            return self._subsection(p, laws, how)
        if laws:
            return laws, self._lettering(p, laws, how)
        return self._by_content(p, list(self.laws), "no heading names its law")

    def _subsection(self, p: _Passage, laws: list[str], how: dict) -> tuple[list[str], dict]:
        candidates = self._sections_of(laws) if laws else self._sections_of(list(self.laws))
        best, score = self.sure_heading(p.title, candidates)
        method = "heading"
        if best is None:
            best, score = self.sure_content(p.text(), candidates)
            method = "content"
        if best is None:
            if laws:
                return laws, dict(how)
            return self._by_content(p, list(self.laws), "its title matches no 2017 title")
        law = self._law_of(best)
        link = {"method": method, "score": round(score, 2)}
        if p.letter and best != law + p.letter:
            link.update(written_for="2007", lettering={p.letter: best})
            return [law], link
        return [best], link

    def _lettering(self, p: _Passage, laws: list[str], link: dict) -> dict:
        """Mark a single law's passage written for 2007 when one of its lettered items
        (`A. Konuşma sırası ortağında …`) is another letter's section in 2017: its opening
        clause holds that section's title best (by `HEADING_LEAD`) and its text matches that
        section best by content."""
        if len(laws) != 1 or not p.letters:
            return link
        candidates = self._sections_of(laws)
        moved = {}
        for letter, text in p.items():
            clause = set(_stems(re.split(r"[,:;.]", re.sub(r"^[A-H]\.\s+", "", text),
                                         maxsplit=1)[0]))
            held = sorted(((_held(self.units[c].heading or "", clause), c) for c in candidates),
                          reverse=True)
            by_title = self._sure(held, HEADING_SURE, HEADING_LEAD, False)
            by_content = self.content(text, candidates)
            if (by_title is not None and by_title != laws[0] + letter and by_content
                    and by_content[0][1] == by_title):
                moved[letter] = by_title
        if moved:
            link = {**link, "written_for": "2007", "lettering": moved}
        return link

    def _by_content(self, p: _Passage, candidates: list[str], why: str) -> tuple[list[str], dict]:
        law, score = self.sure_content(p.text(), candidates)
        if law is None:
            return [], {"reason": f"{why}, and its words match no law's text clearly"
                                  f" (best cosine {score:.2f})"}
        return [law], {"method": "content", "score": round(score, 2)}

    @staticmethod
    def _law_of(cid: str) -> str:
        return re.match(r"\d+", cid).group()

