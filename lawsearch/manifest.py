"""The source manifest (`corpus/sources/manifest.json`): what each source file is, and its checksum."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from .errors import LawsearchError, SourceError, line_of


@dataclass(frozen=True)
class SourceEntry:
    file: str
    original: str
    sha256: str
    lang: str
    work: str
    reader: str | None
    edition: str
    publisher: str
    publisher_id: str
    date: str
    provenance: str
    path: Path
    rights: str | None = None  # what the source or its publisher says of its use, if anything

    def verify(self) -> None:
        """Refuse a source whose bytes are not the ones the manifest records."""
        if not self.path.exists():
            raise LawsearchError(f"{self.path}: source listed in the manifest is missing")
        digest = hashlib.sha256(self.path.read_bytes()).hexdigest()
        if digest != self.sha256:
            raise SourceError(self.path, 1, f"SHA-256 {self.sha256} (from the manifest)",
                              f"{digest}: the file differs from the manifest's record")


_REQUIRED = ("file", "original", "sha256", "lang", "work", "edition", "publisher",
             "publisher_id", "date", "provenance")
_OPTIONAL = ("reader", "rights")  # a string, or null


def read_json(path: Path) -> tuple[object, str]:
    """A JSON file of the sources (and its text, to find a line in): `SourceError` naming the
    line where it is not UTF-8 or not JSON."""
    raw = Path(path).read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise SourceError(path, raw[:err.start].count(b"\n") + 1, "UTF-8 text",
                          f"byte 0x{raw[err.start]:02x}") from None
    try:
        return json.loads(text), text
    except json.JSONDecodeError as err:
        raise SourceError(path, err.lineno, "valid JSON", err.msg) from None


def kind(value: object) -> str:
    """What a JSON value is, in JSON's words."""
    return {dict: "an object", list: "a list", str: "a string", bool: "true or false",
            type(None): "null"}.get(type(value), "a number")


def load_manifest(directory: Path) -> list[SourceEntry]:
    path = Path(directory) / "manifest.json"
    if not path.exists():
        raise LawsearchError(f"{path}: no source manifest")
    data, text = read_json(path)
    sources = data.get("sources") if isinstance(data, dict) else None
    if not isinstance(sources, list):
        raise SourceError(path, 1, 'an object whose "sources" is a list of sources',
                          kind(data) if not isinstance(data, dict)
                          else f'"sources": {kind(sources)}')
    entries = []
    for raw in sources:
        where = line_of(text, json.dumps(raw.get("file"))) if isinstance(raw, dict) else 1
        if not isinstance(raw, dict):
            raise SourceError(path, line_of(text, json.dumps(raw)),
                              "an object for each source", json.dumps(raw)[:60])
        wrong = [k for k in _REQUIRED if not isinstance(raw.get(k), str)] + \
            [k for k in _OPTIONAL if raw.get(k) is not None and not isinstance(raw[k], str)] + \
            [k for k in raw if k not in _REQUIRED + _OPTIONAL]
        if wrong:
            raise SourceError(path, where, f"a source's {', '.join(_REQUIRED)} as strings "
                              f"(and {' and '.join(_OPTIONAL)} as strings or null)",
                              f"{wrong[0]}: {json.dumps(raw.get(wrong[0]))}")
        entries.append(SourceEntry(path=Path(directory) / raw["file"], **raw))
    return entries
