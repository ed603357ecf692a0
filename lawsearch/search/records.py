"""The unit records `show` prints, as the index keeps them: one JSON file per law (or per section
of a book, and one for the definitions) under `build/index/units/<work>/`, and the work's ids in
document order, so that showing a law reads two small files. A record that is missing or damaged
is a `Damaged` error, never an empty answer.
"""
from __future__ import annotations

import json
from pathlib import Path

from ..errors import LawsearchError
from .. import files
from .freshness import INDEX_FILE_LIMIT, checksum

UNITS = "units"


def _group(record: dict) -> str:
    """The file a record lives in: its law, `def` for the definitions, its book section."""
    uid = record["id"]
    if uid.startswith("def:"):
        return "def"
    if ":" in uid:
        return uid.split(":")[1]
    digits = ""
    for ch in uid:
        if not ch.isdigit():
            break
        digits += ch
    return digits


def write(directory: Path, records: dict[str, list[dict]]) -> None:
    """Write every work's records under `directory/units/`."""
    for work, recs in records.items():
        folder = Path(directory) / UNITS / work
        folder.mkdir(parents=True, exist_ok=True)
        groups: dict[str, list[dict]] = {}
        for r in recs:
            groups.setdefault(_group(r), []).append(r)
        for name, members in groups.items():
            (folder / f"{name}.json").write_text(json.dumps(members, ensure_ascii=False),
                                                 encoding="utf-8")
        (folder / "ids.json").write_text(json.dumps([r["id"] for r in recs]), encoding="utf-8")


class Damaged(LawsearchError):
    """A file of the index that is missing, unreadable or not as it was written."""


class Records:
    """The records of one work, read on demand. Given the index's `files` (meta.json's: path →
    [size, CRC-32]), each file read is checked against its CRC-32 (microseconds: they are a few
    kilobytes), so that a damaged record is an error, never a wrong or empty answer."""

    def __init__(self, directory: Path, work: str, files: dict[str, list] | None = None):
        self.directory = Path(directory)
        self.work = work
        self.folder = self.directory / UNITS / work
        self.files = files
        self._ids: list[str] | None = None

    def _read(self, name: str) -> object:
        rel = f"{UNITS}/{self.work}/{name}"
        where = f"the search index at {self.directory} is damaged: {rel}"
        try:
            data = files.read_bytes(self.folder / name, INDEX_FILE_LIMIT)
        except FileNotFoundError:
            raise Damaged(f"{where} is missing") from None
        except OSError as err:
            raise Damaged(f"{where} cannot be read ({err.strerror})") from None
        if self.files is not None:
            entry = self.files.get(rel)
            if entry is None:
                raise Damaged(f"{where} is not among the files it was built with")
            if checksum(data) != entry[1]:
                raise Damaged(f"{where} is not as it was written")
        try:
            return json.loads(data.decode("utf-8"))
        except ValueError:
            raise Damaged(f"{where} is not JSON") from None

    def ids(self) -> list[str]:
        if self._ids is None:
            ids = self._read("ids.json")
            if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
                raise Damaged(f"the search index at {self.directory} is damaged: "
                              f"{UNITS}/{self.work}/ids.json is not a list of ids")
            self._ids = ids
        return self._ids

    def subtree(self, uid: str) -> list[dict]:
        """The unit's record and those of every unit under it, in document order (a `Damaged`
        error if its file does not have it: every id of `ids()` has its record)."""
        name = f"{_group({'id': uid})}.json"
        recs = self._read(name)
        if not isinstance(recs, list) or not all(
                isinstance(r, dict) and isinstance(r.get("id"), str) for r in recs):
            raise Damaged(f"the search index at {self.directory} is damaged: "
                          f"{UNITS}/{self.work}/{name} is not a list of records")
        out: list[dict] = []
        inside = {uid}
        for r in recs:
            if r["id"] == uid or (out and r.get("parent") in inside):
                inside.add(r["id"])
                out.append(r)
            elif out:
                break
        if not out:
            raise Damaged(f"the search index at {self.directory} is damaged: "
                          f"{UNITS}/{self.work}/{name} has no record of {uid}")
        return out
