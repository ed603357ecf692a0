"""Download the sources the project may not redistribute: the English original of Elwell's
*Bridge Axioms and Laws* (1907), from the GITenberg mirror of Project Gutenberg, at a fixed commit,
each file checked against its known SHA-256 before it is kept.
"""
from __future__ import annotations

import hashlib
import os
import tempfile
import urllib.request
from pathlib import Path

from . import atomic
from .errors import LawsearchError

REPOSITORY = "GITenberg/Bridge-Axioms-and-Laws_38120"
COMMIT = "0bc00860dd31c8e15df4e0bf7b5dbdf4c348dc3a"
RAW = f"https://raw.githubusercontent.com/{REPOSITORY}/{COMMIT}/"

# (path in the repository, local file name, SHA-256), as recorded in the seeds' README.
FILES = (
    ("38120.txt", "elwell-1907-en.txt",
     "2ec7822551b8cac54ab6f6841ae5d9b5adbe60ddbac7d3bc65a8c1fa7056e4d3"),
    ("38120-h/38120-h.htm", "elwell-1907-en.htm",
     "74f143341fe06b08677f5796e49fc550baa08e9c2076bf74a21978b220788c0d"),
)
LIMIT = 5_000_000  # bytes; the files are about 100 kB, so anything far larger is not them


class FetchError(LawsearchError):
    """A download that failed or did not give the expected file."""


def _open(url: str):
    """The opener (tests replace it to serve files without the network)."""
    return urllib.request.urlopen(url, timeout=60)


def fetch_sources(dest: Path) -> list[Path]:
    """Download the English Elwell files into `dest` and return their paths.

    Every file is downloaded and checked before any is written: on a failed download or a
    SHA-256 mismatch a FetchError says which file, and `dest` is left as it was.
    """
    dest = Path(dest)
    data: list[tuple[Path, bytes]] = []
    for path, name, sha in FILES:
        url = RAW + path
        try:
            with _open(url) as response:
                body = response.read(LIMIT + 1)
        except OSError as err:  # URLError, HTTPError, timeouts
            raise FetchError(f"{url}: download failed ({err}); nothing was written") from None
        if len(body) > LIMIT:
            raise FetchError(f"{url}: more than {LIMIT} bytes, not the expected file; "
                             "nothing was written")
        got = hashlib.sha256(body).hexdigest()
        if got != sha:
            raise FetchError(f"{url}: SHA-256 {got} where {sha} was expected (a changed or "
                             "damaged file); nothing was written")
        data.append((dest / name, body))
    dest.mkdir(parents=True, exist_ok=True)
    written = []
    for target, body in data:
        # Write beside the target and rename, so that a file is either whole or absent.
        fd, tmp = tempfile.mkstemp(dir=dest, prefix=f".{target.name}.")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(body)
            os.chmod(tmp, 0o666 & ~atomic.umask())  # as any new file, not mkstemp's 0600
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        written.append(target)
    return written
