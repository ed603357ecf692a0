"""The unit records `show` prints, as the index keeps them: one JSON file per law (or per section
of a book, and one for the definitions) under `build/index/units/<work>/`, and the work's ids in
document order, so that showing a law reads two small files.
"""
from __future__ import annotations

import json
from pathlib import Path

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


class Records:
    """The records of one work, read on demand."""

    def __init__(self, directory: Path, work: str):
        self.folder = Path(directory) / UNITS / work
        self._ids: list[str] | None = None

    def ids(self) -> list[str]:
        if self._ids is None:
            self._ids = json.loads((self.folder / "ids.json").read_text(encoding="utf-8"))
        return self._ids

    def subtree(self, uid: str) -> list[dict]:
        """The unit's record and those of every unit under it, in document order."""
        path = self.folder / f"{_group({'id': uid})}.json"
        if not path.is_file():
            return []
        out: list[dict] = []
        inside = {uid}
        for r in json.loads(path.read_text(encoding="utf-8")):
            if r["id"] == uid or (out and r.get("parent") in inside):
                inside.add(r["id"])
                out.append(r)
            elif out:
                break
        return out
