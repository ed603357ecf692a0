"""The store's lists as Python reads them: rows of a key, a term and two arrays kept as bytes."""
from __future__ import annotations

from array import array
from collections.abc import Iterator


def rows(db, sql: str, kinds: str = "If") -> Iterator[tuple[str, str, array, array]]:
    """Each row of `sql` (a key, a term, two blobs) with its blobs read as arrays of the
    `kinds` given (array typecodes: "I" numbers, "f" and "d" scores)."""
    for key, term, first_blob, second_blob in db.execute(sql):
        first, second = array(kinds[0]), array(kinds[1])
        first.frombytes(first_blob)
        second.frombytes(second_blob)
        yield key, term, first, second
