"""`lawsearch serve`: the built site over HTTP on this machine only, for a quick look; its text
compressed for a browser that takes gzip, as a federation's web server would (its `.gz` copy
where the build wrote one, `compressed.py`)."""
from __future__ import annotations

import errno
import functools
import io
import os
import sys
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

from ..errors import LawsearchError
from .compressed import compress, worth


class _Quiet(SimpleHTTPRequestHandler):
    # Whatever this machine's mime.types says: a browser installs the site only from a manifest
    # served as such, and runs the service worker only from a script served as JavaScript.
    extensions_map: ClassVar[dict[str, str]] = {**SimpleHTTPRequestHandler.extensions_map,
                                                 ".webmanifest": "application/manifest+json",
                                                 ".js": "text/javascript"}

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (the base class's name)
        pass

    def send_head(self):
        try:
            compressed = self._compressed()
            return compressed if compressed is not None else super().send_head()
        except ValueError:
            # A NUL byte or a lone surrogate (`/%00`, `/%ed%a0%80`) in the path: no file has
            # such a name, and `open` raises rather than saying so.
            self.send_error(HTTPStatus.BAD_REQUEST, "Not a file name")
            return None


    def _compressed(self):
        """A text file to a client that takes gzip: its `.gz` copy, or compressed here (once,
        then kept while the file is unchanged), with its type, its length and `Vary`; else None
        (served as it is)."""
        if "gzip" not in self.headers.get("Accept-Encoding", ""):
            return None
        path = self.translate_path(self.path)
        if not worth(Path(path)):
            return None
        kind = self.guess_type(path)
        stat = os.stat(path)
        copy = Path(path + ".gz")
        data = copy.read_bytes() if copy.is_file() and copy.stat().st_mtime_ns >= stat.st_mtime_ns \
            else _gzipped(path, stat.st_mtime_ns, stat.st_size)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(data)


@functools.lru_cache(maxsize=64)
def _gzipped(path: str, mtime_ns: int, size: int) -> bytes:
    """The file compressed (kept while it is unchanged: its time and size are the key)."""
    return compress(Path(path).read_bytes())


class _Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:
        """One line, not socketserver's traceback; a client that went away is no error."""
        err = sys.exc_info()[1]
        if isinstance(err, ConnectionError):
            return
        print(f"lawsearch serve: a request from {client_address[0]} failed: "
              f"{type(err).__name__}: {err}", file=sys.stderr)


def server(site: Path, port: int = 8000, host: str = "127.0.0.1") -> ThreadingHTTPServer:
    """An HTTP server of the site's folder, bound to `host` (never another interface by
    default); port 0 takes a free one."""
    if not 0 <= port <= 65535:
        raise LawsearchError(f"port {port}: a port is a number from 0 to 65535 "
                             "(0 takes a free one)")
    site = Path(site)
    if not (site / "index.html").is_file():
        raise LawsearchError(f"{site}: no site here; run `lawsearch build` first")
    handler = functools.partial(_Quiet, directory=str(site))
    try:
        return _Server((host, port), handler)
    except OSError as err:
        if err.errno == errno.EADDRINUSE:
            why = "is in use; choose another with --port (0 takes a free one)"
        elif err.errno == errno.EACCES:
            why = ("is not open to this user (ports below 1024 need root); choose another "
                   "with --port")
        else:
            why = f"cannot be used: {err.strerror or err}"
        raise LawsearchError(f"port {port} on {host} {why}") from None
