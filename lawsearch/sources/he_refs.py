"""A law reference printed in the Hebrew edition's back matter (the subject index, the
regulations), read as the units it can mean: the citation engine's readings of it with the
Hebrew grammar, then the damages seen only there (`lang/he/backmatter.py`)."""
from __future__ import annotations

from ..citations import Units
from ..citations.resolve import readings as id_readings
from ..citations.resolve import resolve
from ..lang.he import backmatter as bm
from ..lang.he import citations as he_citations


def readings(ref: str, ids: set[str] | Units) -> list[str]:
    """Existing units a printed law reference (`237`, `3ב40(ב)`) can mean, most likely first:
    what `cite` resolves it to, the grammar's other readings, then the back matter's own damages
    (`backmatter.regulation_readings`)."""
    if not isinstance(ids, Units):
        ids = Units(ids)  # built once per call: pass a `Units` when reading many
    text = f"חוק {ref}"
    out: list[str] = []
    found = he_citations.find(text, coarse=True)
    for c in resolve(found, text, None, ids):
        out.extend(t for t in c.targets if t not in out)
    for f in found:
        for d in f.designations:
            for form in [d.form] + [a[0] if isinstance(a, tuple) else a for a in d.alternatives]:
                out.extend(r for r in id_readings(form) if r in ids and r not in out)
    for pattern in bm.regulation_readings(ref):
        for letter in ("ABCDEFGH" if "?" in pattern else "-"):
            cid = pattern.replace("?", letter)
            if cid in ids and cid not in out:
                out.append(cid)
    return out
