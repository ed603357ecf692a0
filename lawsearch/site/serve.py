"""`lawsearch serve`: the built site over HTTP on this machine only, for a quick look."""
from __future__ import annotations

import errno
import functools
import sys
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

from ..errors import LawsearchError


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
            return super().send_head()
        except ValueError:
            # A NUL byte or a lone surrogate (`/%00`, `/%ed%a0%80`) in the path: no file has
            # such a name, and `open` raises rather than saying so.
            self.send_error(HTTPStatus.BAD_REQUEST, "Not a file name")
            return None


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
