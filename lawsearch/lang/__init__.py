"""Per-language knowledge lives in one module per language (`tr`, `da`, `he`, `en`).

This package's own table holds only what every part of the project needs to name a language.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Language:
    code: str  # ISO 639-1, used in ids, JSON and file names
    akn: str  # ISO 639-2/B, Akoma Ntoso's FRBRlanguage
    name: str  # English name, for the interface
    native: str
    rtl: bool = False
    script: str = "Latn"  # ISO 15924
    # The 8-bit code page its texts come in when they are not Unicode (Windows' own for it)
    legacy_encoding: str = "cp1252"


LANGUAGES = {
    "tr": Language("tr", "tur", "Turkish", "Türkçe", legacy_encoding="cp1254"),
    "da": Language("da", "dan", "Danish", "Dansk"),
    "he": Language("he", "heb", "Hebrew", "עברית", rtl=True, script="Hebr",
                   legacy_encoding="cp1255"),
    "en": Language("en", "eng", "English", "English"),
}
ORDER = ("tr", "da", "he", "en")  # column order in views and exports


def by_akn(code: str) -> Language:
    for lang in LANGUAGES.values():
        if lang.akn == code:
            return lang
    raise KeyError(code)
