"""The source manifest (`corpus/sources/manifest.json`): what each source file is, and its checksum."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from .errors import LawsearchError, SourceError


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


def load_manifest(directory: Path) -> list[SourceEntry]:
    path = Path(directory) / "manifest.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise LawsearchError(f"{path}: no source manifest") from None
    except json.JSONDecodeError as err:
        raise SourceError(path, err.lineno, "valid JSON", err.msg) from None
    entries = []
    for raw in data.get("sources", []):
        try:
            entries.append(SourceEntry(path=Path(directory) / raw["file"], **raw))
        except TypeError as err:
            raise LawsearchError(f"{path}: bad entry {raw.get('file')!r}: {err}") from None
    return entries
