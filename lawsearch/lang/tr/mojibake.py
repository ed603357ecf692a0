"""Repairing the encoding damage of the Turkish commentary (`commentary-tr.txt`).

The commentary was copied from a Word document onto a club's web page, and three kinds of damage
came with it. Each rule below says what it repairs and why; `repair` applies them all, in the order
of `RULES`, to one line of text. Tests run each rule on real lines of the source.

1. Wrong characters for three Turkish letters, a substitution often seen in Turkish text copied
   out of PDF files: `Ģ` is ş, `ġ` is Ş, `Ġ` is İ (the text has no Latvian, so the letters are
   never themselves). The apostrophe and quotes came out as `‟` (’) and `„` (‘); the typist wrote
   a double quote as two single ones (`„‟geçelim, alalım‟‟`).
2. Symbol-font glyphs. The suits were set in the Symbol font, whose ♣♦♥ land in the private use
   area (U+F0A7–U+F0A9; ♠ survived). Which is which shows in the hand diagrams, whose four
   lines list ♠ ♥ ♦ ♣ in order (`♠AQ53 / \\uf0a9--- / \\uf0a8K4 / \\uf0a7---`, lines 477–483), and
   in the text (`Güneyin 4\\uf0a9 kontratına` for South's hand ♥AK98, line 777). The list bullet
   `Ø` is the Wingdings arrowhead ➢ (Wingdings 0xD8) read as Latin-1.
3. Lost dot of the capital İ. Where the page did not use `Ġ`, a capital İ became a small i:
   inside capitals (`iZiNSiZ BiLGiLER`), at the start of a sentence (`ikinci amaç ise`) and at
   the start of a capitalised word of a title (`B. ihlal Gerçekleşirse`, as 43B of the 2017
   edition prints `İhlal Gerçekleşirse`).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from . import lower

# Every character that only the damage produces: none may be left after `repair`.
DAMAGE = "ĢġĠ‟„\uf0a7\uf0a8\uf0a9"

# Rule 1 and 2, character by character: damaged → repaired, and why.
CHARACTERS: dict[str, tuple[str, str]] = {
    "Ģ": ("ş", "U+0122 stands for ş (iĢlem → işlem)"),
    "ġ": ("Ş", "U+0121 stands for Ş (UZLAġMIġ → UZLAŞMIŞ)"),
    "Ġ": ("İ", "U+0120 stands for İ (YĠTĠRĠLMESĠ → YİTİRİLMESİ, Ġki → İki)"),
    "\uf0a9": ("♥", "Symbol font heart: second line of each hand in the diagrams"),
    "\uf0a8": ("♦", "Symbol font diamond: third line of each hand"),
    "\uf0a7": ("♣", "Symbol font club: fourth line of each hand"),
}
_CHARS = str.maketrans({k: v for k, (v, _) in CHARACTERS.items()})

# Where a quote opens: at the start, after white space or an opening bracket.
_OPENS = r"(?:(?<=^)|(?<=[\s(\[]))"

# Words that stay in small letters inside a title ("Talep için Gerekli Açıklama").
TITLE_SMALL_WORDS = frozenset({"ile", "için", "ise", "ve", "veya", "ya", "da", "de", "ki"})
_WORD = re.compile(r"[^\W\d_]+")
_CAPS_WORD = re.compile(r"(?<![^\W\d_])(?=[^\W\d_]*[A-ZÇĞİÖŞÜ][^\W\d_]*[A-ZÇĞİÖŞÜ])"
                        r"[A-ZÇĞİÖŞÜi]+(?![^\W\d_])")
# A sentence's first word: at the start of the line, or after . ? ! and a space (not after an
# abbreviation: `bkz. izinsiz` would be a citation's lead-in).
_SENTENCE_I = re.compile(r"(?:^|(?<=[.?!])(?<!bkz\.)(?<!örn\.)\s+)(i)(?=[a-zçğıöşüâ])")
_LETTER_LABEL = re.compile(r"^[A-H]\.\s+")


def _chars(text: str) -> str:
    """Rules 1 and 2: the letters and Symbol-font characters of `CHARACTERS`."""
    return text.translate(_CHARS)


def _double_quotes(text: str) -> str:
    """Rule 1: a double quote typed as two single ones, `„‟` or `‟‟`: “ where a quote opens,
    else ” (`Dummy „‟♦„‟ duyduğu` → `Dummy “♦” duyduğu`)."""
    text = re.sub(_OPENS + r"[„‟]‟", "“", text)
    return re.sub(r"[„‟]‟", "”", text)


def _single_quotes(text: str) -> str:
    """Rule 1: `‟` is ’, the apostrophe before a case ending (`4‟lü` → `4’lü`) and a closing
    quote; `„` is ‘ where a quote opens (`„izinsiz bilgi‟dir` → `‘izinsiz bilgi’dir`) and
    elsewhere a mistyped apostrophe (`K„yı` → `K’yı`)."""
    text = re.sub(_OPENS + r"„(?=\w)", "‘", text)
    return text.replace("„", "’").replace("‟", "’")


def _bullet(text: str) -> str:
    """Rule 2: `Ø ` opening a line is the Wingdings list bullet ➢ (U+27A2)."""
    return re.sub(r"^Ø(?=\s)", "➢", text)


def _caps_i(text: str) -> str:
    """Rule 3: a small i inside a word of capitals is İ (`iZiNSiZ` → `İZİNSİZ`,
    `SONRAKi` → `SONRAKİ`)."""
    return _CAPS_WORD.sub(lambda m: m.group().replace("i", "İ"), text)


def _sentence_i(text: str) -> str:
    """Rule 3: a sentence that starts with a small i starts with İ (`ikinci amaç` → `İkinci
    amaç`, `itiraz edilmiş bir talep` → `İtiraz …`)."""
    return _SENTENCE_I.sub(lambda m: m.group()[:-1] + "İ", text)


def is_title(text: str) -> bool:
    """True for a title in capitalised words (`Ortaklar Arasında Doğru iletişim`): short, no
    full stop, and every word but the small ones (and at most one damaged `i…`) capitalised; a
    title of one word is a capitalised word in small letters after its capital (`Görgü`)."""
    text = _LETTER_LABEL.sub("", text.strip()).rstrip(":").strip()
    words = _WORD.findall(text)
    if not words or len(words) > 10 or text.endswith((".", ";", ",")):
        return False
    content = [w for w in words if lower(w) not in TITLE_SMALL_WORDS]
    small = [w for w in content if not w[0].isupper()]
    if len(content) == 1:  # `C. Düzenlilik`, `B. Görgü`
        return not small and text.endswith(tuple("abcçdefgğhıijklmnoöprsştuüvyzâ"))
    return len(content) >= 2 and len(small) <= 1 and all(w[0] == "i" for w in small)


def _title_i(text: str) -> str:
    """Rule 3: in a title, a word that is not one of `TITLE_SMALL_WORDS` and starts with a
    small i starts with İ (`F. Yer Bir Kart işaret Eder` → `… İşaret Eder`). Only the title
    before a colon is a title (`B. … Feragatin iptali: Hakem, …`)."""
    head, colon, rest = text.partition(":")
    if not is_title(head):
        return text
    fixed = _WORD.sub(lambda m: ("İ" + m.group()[1:]
                                 if m.group()[0] == "i" and m.group() not in TITLE_SMALL_WORDS
                                 else m.group()), head)
    return fixed + colon + rest


@dataclass(frozen=True)
class Rule:
    name: str
    apply: Callable[[str], str]


# The rules in the order they run: characters first (so that `Ġ` is İ before casing looks).
RULES: tuple[Rule, ...] = (
    Rule("characters", _chars),
    Rule("double-quotes", _double_quotes),
    Rule("single-quotes", _single_quotes),
    Rule("bullet", _bullet),
    Rule("caps-i", _caps_i),
    Rule("sentence-i", _sentence_i),
    Rule("title-i", _title_i),
)


def repair(line: str) -> str:
    """One line of the commentary with every rule of `RULES` applied, until none changes it
    (a sentence's `i` made `İ` may make a word of capitals: `? iiA` → `? İiA` → `? İİA`)."""
    for _ in range(4):
        before = line
        for rule in RULES:
            line = rule.apply(line)
        if line == before:
            break
    return line


def damage(text: str) -> str:
    """The damaged characters left in a text, in order (empty if none)."""
    return "".join(ch for ch in text if ch in DAMAGE)

