"""`lawsearch serve`: the built site over HTTP on this machine only, for a quick look."""
from __future__ import annotations

import functools
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from ..errors import LawsearchError


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args) -> None:  # noqa: A002 (the base class's name)
        pass


def server(site: Path, port: int = 8000, host: str = "127.0.0.1") -> ThreadingHTTPServer:
    """An HTTP server of the site's folder, bound to `host` (never another interface by
    default); port 0 takes a free one."""
    site = Path(site)
    if not (site / "index.html").is_file():
        raise LawsearchError(f"{site}: no site here; run `lawsearch build` first")
    handler = functools.partial(_Quiet, directory=str(site))
    return ThreadingHTTPServer((host, port), handler)
