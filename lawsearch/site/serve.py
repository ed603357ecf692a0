"""`lawsearch serve`: the built site over HTTP on this machine only, for a quick look; its text
compressed for a browser that takes gzip, as a federation's web server would (its `.gz` copy
where the build wrote one, `compressed.py`).

Only the site's files are served, and only as files: a path is resolved (symlinks followed) and
refused unless what it names is a regular file inside the resolved site folder (a symlink that
stays inside is followed, one that leads out is not found); a folder is its index.html or not
found, never listed; a connection quiet for `IDLE_TIMEOUT` is dropped, each one on a thread of
its own."""
from __future__ import annotations

import contextlib
import errno
import functools
import io
import os
import socket
import sys
import threading
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

from ..errors import LawsearchError
from .compressed import compress, worth

# Seconds a connection may wait for the client to send (its request) or to take (the answer)
# before it is dropped. A browser sends its request as soon as it has connected and reads what
# it asked for, so a connection quiet this long is one whose client went away or is holding it
# open on purpose (a slow-loris), each holding a thread; generous for a phone on a weak signal.
IDLE_TIMEOUT = 30.0


class _NotServed(Exception):
    """The request names nothing this server gives: answered "not found", whatever the reason
    (outside the folder, a folder without an index, a symlink out, no such file)."""


def _inside(root: str, real: str) -> bool:
    """Whether the resolved path `real` is the resolved folder `root` or under it."""
    return real == root or real.startswith(root.rstrip(os.sep) + os.sep)


class _Quiet(SimpleHTTPRequestHandler):
    # Whatever this machine's mime.types says: a browser installs the site only from a manifest
    # served as such, and runs the service worker only from a script served as JavaScript.
    extensions_map: ClassVar[dict[str, str]] = {**SimpleHTTPRequestHandler.extensions_map,
                                                 ".webmanifest": "application/manifest+json",
                                                 ".js": "text/javascript"}
    # Connections kept open between requests (HTTP/1.1), as a web server keeps them: a page asks
    # for its scripts and the search's parts in rounds of many small files, and a connection of
    # its own for each would cost a phone on a weak signal a round trip more every time.
    protocol_version = "HTTP/1.1"
    # each answer sent as written: on a connection kept open, Nagle's algorithm holds a small
    # answer's body back until the client acknowledges its head (tens of milliseconds a file)
    disable_nagle_algorithm = True

    def __init__(self, *args, timeout: float = IDLE_TIMEOUT, **kwargs) -> None:
        self.timeout = timeout  # read by `setup`, which the base class's __init__ runs
        super().__init__(*args, **kwargs)

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (the base class's name)
        pass

    def send_head(self):
        try:
            compressed = self._compressed()
            return compressed if compressed is not None else super().send_head()
        except _NotServed:
            self.send_error(HTTPStatus.NOT_FOUND, "File not found")
            return None
        except ValueError:
            # A NUL byte or a lone surrogate (`/%00`, `/%ed%a0%80`) in the path: no file has
            # such a name, and `open` raises rather than saying so.
            self.send_error(HTTPStatus.BAD_REQUEST, "Not a file name")
            return None

    def translate_path(self, path: str) -> str:
        """The file `path` names, resolved: a regular file inside the site folder; a folder's
        index.html for a path ending in `/`; a folder that has one, for a path without the `/`
        (the base class's send_head answers that with a redirect to the path with it). Anything
        else raises `_NotServed`, so that neither send_head nor `_compressed` ever sees it."""
        named = super().translate_path(path)  # under the folder by name: `..` and such dropped
        root = self.directory  # resolved by `server`
        if os.path.isdir(named):
            index = self._file(root, os.path.join(named, "index.html"))
            if named.endswith("/"):
                return index
            real = os.path.realpath(named)
            if not _inside(root, real):
                raise _NotServed(path)
            return real
        if named.endswith("/"):  # a file named as if a folder (`/laws/27.html/`)
            raise _NotServed(path)
        return self._file(root, named)

    @staticmethod
    def _file(root: str, path: str) -> str:
        """`path` resolved, if that is a regular file inside `root`; else `_NotServed`."""
        real = os.path.realpath(path)
        if not (_inside(root, real) and os.path.isfile(real)):
            raise _NotServed(path)
        return real

    def list_directory(self, path):
        """Never a listing of a folder (`translate_path` sends none here; should one come)."""
        self.send_error(HTTPStatus.NOT_FOUND, "File not found")
        return None

    def _compressed(self):
        """A text file to a client that takes gzip: its `.gz` copy, or compressed here (once,
        then kept while the file is unchanged), with its type, its length and `Vary`; else None
        (served as it is)."""
        if "gzip" not in self.headers.get("Accept-Encoding", ""):
            return None
        path = self.translate_path(self.path)  # a file inside the folder, or _NotServed
        if not worth(Path(path)):
            return None
        kind = self.guess_type(path)
        stat = os.stat(path)
        try:  # the copy beside it, held to the same rule (a `.gz` symlink out is no copy)
            copy = Path(self._file(self.directory, path + ".gz"))
            current = copy.stat().st_mtime_ns >= stat.st_mtime_ns
        except _NotServed:
            current = False
        data = copy.read_bytes() if current else _gzipped(path, stat.st_mtime_ns, stat.st_size)
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
    """Its open connections are closed with it: a browser holding one open (HTTP/1.1 keeps them)
    finds the server gone, as when the process ends, not still answering on a thread."""

    def __init__(self, *args, **kwargs) -> None:
        self._open: set[socket.socket] = set()
        self._open_lock = threading.Lock()
        super().__init__(*args, **kwargs)

    def process_request(self, request, client_address) -> None:
        with self._open_lock:
            self._open.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request) -> None:
        with self._open_lock:
            self._open.discard(request)
        super().shutdown_request(request)

    def server_close(self) -> None:
        with self._open_lock:
            still = list(self._open)
        for conn in still:
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)
        super().server_close()

    def handle_error(self, request, client_address) -> None:
        """One line, not socketserver's traceback; a client that went away is no error."""
        err = sys.exc_info()[1]
        if isinstance(err, ConnectionError):
            return
        print(f"lawsearch serve: a request from {client_address[0]} failed: "
              f"{type(err).__name__}: {err}", file=sys.stderr)


def server(site: Path, port: int = 8000, host: str = "127.0.0.1",
           timeout: float = IDLE_TIMEOUT) -> ThreadingHTTPServer:
    """An HTTP server of the site's folder, bound to `host` (never another interface by
    default); port 0 takes a free one. Each connection has a thread of its own and is dropped
    once quiet for `timeout` seconds."""
    if not 0 <= port <= 65535:
        raise LawsearchError(f"port {port}: a port is a number from 0 to 65535 "
                             "(0 takes a free one)")
    site = Path(site)
    if not (site / "index.html").is_file():
        raise LawsearchError(f"{site}: no site here; run `lawsearch build` first")
    # resolved once: what is served is what resolves under it
    handler = functools.partial(_Quiet, directory=os.path.realpath(site), timeout=timeout)
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
