"""`lawsearch serve` against a hostile client: only the site's files, and only as files (no folder
listed, no symlink out of the folder followed, no traversal however it is spelt, no `.gz` copy of
what is refused), and a connection that stays quiet dropped after the server's timeout while
other clients are served."""
from __future__ import annotations

import contextlib
import gzip
import inspect
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from lawsearch.site import serve
from lawsearch.site.serve import server

SECRET = b"SECRET-OUTSIDE-THE-SITE "
# Text over compressed.SMALLEST, so that a client taking gzip is sent it compressed.
PAGE = b"<p>the Laws</p>" * 100
LAW = b"<p>Law 27</p>" * 100
BOOK = b"<p>the book</p>" * 100


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory) -> Path:
    """A small site beside a folder of secrets, with symlinks out of it and within it."""
    top = tmp_path_factory.mktemp("serve")
    outside = top / "outside"
    outside.mkdir()
    (outside / "secret.html").write_bytes(SECRET * 100)
    (outside / "secret.html.gz").write_bytes(gzip.compress(SECRET * 100))
    (outside / "index.html").write_bytes(SECRET * 100)
    site = top / "site"
    (site / "laws").mkdir(parents=True)
    (site / "book").mkdir()
    (site / "index.html").write_bytes(PAGE)
    (site / "laws" / "27.html").write_bytes(LAW)
    (site / "laws" / "27.html.gz").write_bytes(gzip.compress(LAW))
    (site / "book" / "index.html").write_bytes(BOOK)
    (site / "leak.html").symlink_to(outside / "secret.html")  # a file out
    (site / "leak.html.gz").write_bytes(gzip.compress(SECRET * 100))  # the copy of a refused path
    (site / "outdir").symlink_to(outside, target_is_directory=True)  # a folder out
    (site / "laws" / "up").symlink_to("../..", target_is_directory=True)  # out, relatively
    (site / "alias.html").symlink_to("laws/27.html")  # a file in
    (site / "inner").symlink_to("laws", target_is_directory=True)  # a folder in
    (site / "plain.html").write_bytes(PAGE)
    (site / "plain.html.gz").symlink_to(outside / "secret.html.gz")  # a copy out
    (site / "loop").symlink_to("loop")
    (site / "dangling.html").symlink_to("nowhere.html")
    (site / "back\\slash.html").write_bytes(PAGE)  # a backslash is a letter of a name here
    return site


@contextmanager
def served(site: Path, **options) -> Iterator[int]:
    """`lawsearch serve` of `site` (`server`'s `options`) on a free port, in a thread: the port."""
    httpd = server(site, port=0, **options)
    threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05},
                     daemon=True).start()
    try:
        yield httpd.server_address[1]
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.fixture(scope="module")
def port(hostile_site):
    with served(hostile_site) as number:
        yield number


def ask(port: int, target: bytes, method: bytes = b"GET",
        gzipped: bool = False) -> tuple[int, dict[str, str], bytes]:
    """The status, headers and body of the server's answer to `target`, sent as it is."""
    head = method + b" " + target + b" HTTP/1.0\r\n"
    if gzipped:
        head += b"Accept-Encoding: gzip\r\n"
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(head + b"\r\n")
        answer = b""
        while chunk := s.recv(65536):
            answer += chunk
    top, _, body = answer.partition(b"\r\n\r\n")
    lines = top.decode("latin-1").split("\r\n")
    headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":")
                                                           for line in lines[1:])}
    return int(lines[0].split()[1]), headers, body


OK = [  # what is served: the target and the bytes on disk it stands for
    (b"/", PAGE), (b"/index.html", PAGE), (b"/index.html?x=/..%2f..", PAGE),
    (b"/laws/27.html", LAW), (b"/laws/./27.html", LAW), (b"/laws/../laws/27.html", LAW),
    (b"/book/", BOOK), (b"/book/index.html", BOOK),
    (b"/alias.html", LAW), (b"/inner/27.html", LAW),  # symlinks that stay inside
    (b"/plain.html", PAGE),  # its .gz copy leads out: compressed here instead
    (b"/back%5cslash.html", PAGE),
    # `..` climbs no higher than the site's folder, however it is spelt
    (b"/../../index.html", PAGE), (b"/..%2f..%2findex.html", PAGE),
    (b"/%2e%2e/%2e%2e/index.html", PAGE),
]

NOT_FOUND = [
    # folders without an index.html: never listed
    b"/laws/", b"/laws", b"/inner/", b"/laws/?C=M;O=A",
    # symlinks out of the folder, to a file or a folder, and the `.gz` copy of a refused file
    b"/leak.html", b"/outdir", b"/outdir/", b"/outdir/secret.html", b"/outdir%2fsecret.html",
    b"/laws/up/outside/secret.html", b"/laws/up/", b"/laws/up",
    b"//outdir/secret.html", b"/laws/27.html/",
    # traversal by name: `..` is dropped, so these name files the site does not have
    b"/../outside/secret.html", b"/..%2foutside%2fsecret.html", b"/%2e%2e/outside/secret.html",
    b"/..%2f..%2fetc%2fpasswd", b"/../../../../etc/passwd", b"/..%5c..%5cetc%5cpasswd",
    b"/..\\..\\etc\\passwd", b"/%2e%2e%5c%2e%2e%5cetc%5cpasswd", b"/laws/..%5c..%5cetc%5cpasswd",
    b"/loop", b"/dangling.html", b"/missing.html",
]

BAD = [b"/%00", b"/index.html%00", b"/..%2f..%2fetc%2fpasswd%00", b"/outdir%00/secret.html"]


@pytest.mark.parametrize("target, expected", OK)
@pytest.mark.parametrize("gzipped", [False, True])
def test_serve_gives_the_sites_files(port, target, expected, gzipped):
    status, headers, body = ask(port, target, gzipped=gzipped)
    assert status == 200, (target, status)
    if gzipped:
        assert headers.get("content-encoding") == "gzip", target
        body = gzip.decompress(body)
    else:
        assert "content-encoding" not in headers
    assert body == expected, target
    status, headers, body = ask(port, target, b"HEAD", gzipped=gzipped)
    assert status == 200 and body == b"", target


@pytest.mark.parametrize("target", NOT_FOUND)
@pytest.mark.parametrize("gzipped", [False, True])
@pytest.mark.parametrize("method", [b"GET", b"HEAD"])
def test_serve_refuses_what_is_not_a_file_of_the_site(port, capfd, target, gzipped, method):
    status, headers, body = ask(port, target, method, gzipped=gzipped)
    assert status == 404, (method, target, status)
    assert "content-encoding" not in headers and "location" not in headers
    assert SECRET not in body and b"27.html" not in body and b"Directory listing" not in body
    if method == b"HEAD":
        assert body == b""
    assert capfd.readouterr().err == ""


@pytest.mark.parametrize("target", BAD)
@pytest.mark.parametrize("method", [b"GET", b"HEAD"])
def test_serve_answers_a_nul_in_the_path_as_a_bad_request(port, target, method):
    status, headers, body = ask(port, target, method, gzipped=True)
    assert status == 400 and SECRET not in body, (method, target)


@pytest.mark.parametrize("target, location", [(b"/book", "/book/"),
                                              (b"/book?q=1", "/book/?q=1")])
def test_a_folder_with_an_index_is_redirected_to_its_slash_and_none_else(port, target, location):
    status, headers, _ = ask(port, target)
    assert status == 301 and headers["location"] == location


def test_no_listing_even_of_the_top_without_its_index(tmp_path):
    site = tmp_path / "site"
    (site / "sub").mkdir(parents=True)
    (site / "index.html").write_bytes(PAGE)
    (site / "sub" / "page.html").write_bytes(LAW)
    with served(site) as port:
        (site / "index.html").unlink()  # removed while serving
        status, _, body = ask(port, b"/")
        assert status == 404 and b"sub" not in body


def test_a_site_folder_reached_through_a_symlink_is_served(hostile_site, tmp_path):
    """The folder is resolved once: its own files are inside it however it is named."""
    link = tmp_path / "link"
    link.symlink_to(hostile_site, target_is_directory=True)
    with served(link) as port:
        assert ask(port, b"/laws/27.html")[::2] == (200, LAW)
        assert ask(port, b"/leak.html")[0] == 404


def closed_within(s: socket.socket, seconds: float) -> bool:
    """Whether the server closes `s` (nothing more to read, or reset) within `seconds`."""
    s.settimeout(seconds)
    try:
        while s.recv(4096):
            pass
    except TimeoutError:
        return False
    except ConnectionError:
        pass
    return True


def test_a_quiet_connection_blocks_no_one(port):
    """Each connection has a thread of its own: while one client says nothing (kept for the
    default timeout, far longer than `ask` waits), another is answered."""
    with socket.create_connection(("127.0.0.1", port)), \
            socket.create_connection(("127.0.0.1", port)) as slow:
        slow.sendall(b"GET /index.html HTTP/1.0\r\nHost: x")  # and then nothing more
        assert ask(port, b"/laws/27.html")[::2] == (200, LAW)


def test_a_quiet_connection_is_dropped_after_the_timeout(hostile_site):
    with served(hostile_site, timeout=0.5) as port:
        address = ("127.0.0.1", port)
        with socket.create_connection(address) as idle, \
                socket.create_connection(address) as slow:
            slow.sendall(b"GET /index.html HTTP/1.0\r\nHost: x")  # and then nothing more
            # generous (the point is that they are closed, not how soon), yet short of the
            # default timeout, which would close them too
            assert closed_within(idle, serve.IDLE_TIMEOUT / 2), "an idle connection was kept"
            assert closed_within(slow, serve.IDLE_TIMEOUT / 2), "a slow request was kept"
        assert ask(port, b"/laws/27.html")[::2] == (200, LAW)  # and it serves on


def test_the_timeout_is_on_by_default():
    assert 10 <= serve.IDLE_TIMEOUT <= 120
    assert inspect.signature(server).parameters["timeout"].default == serve.IDLE_TIMEOUT


def _answer(stream) -> tuple[int, bytes]:
    """One answer read from a connection kept open: its status and body (by its length)."""
    status = int(stream.readline().split()[1])
    length = 0
    while (line := stream.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode("latin-1").partition(":")
        if name.strip().lower() == "content-length":
            length = int(value)
    return status, stream.read(length)


def test_a_connection_is_kept_open_for_the_next_request(hostile_site):
    """Several files over one connection (HTTP/1.1, as a page's many small parts are fetched),
    each answer whole by its length, a redirect included; a refusal closes it."""
    with served(hostile_site) as number:
        with socket.create_connection(("127.0.0.1", number), timeout=10) as s:
            stream = s.makefile("rb")
            for target, status, body in [(b"/laws/27.html", 200, LAW), (b"/book", 301, b""),
                                         (b"/index.html", 200, PAGE), (b"/leak.html", 404, None)]:
                s.sendall(b"GET " + target + b" HTTP/1.1\r\nHost: x\r\n\r\n")
                got, text = _answer(stream)
                assert got == status, target
                assert body is None or text == body
                assert SECRET not in text
            assert stream.read() == b""  # closed after the refusal


def test_the_servers_close_ends_the_connections_it_keeps_open(hostile_site):
    """A browser's connection kept open after its answer: the server's close ends it (the next
    request on it finds the connection closed), as when the command is stopped."""
    httpd = server(hostile_site, port=0)
    threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05},
                     daemon=True).start()
    with socket.create_connection(("127.0.0.1", httpd.server_address[1]), timeout=10) as s:
        stream = s.makefile("rb")
        s.sendall(b"GET /laws/27.html HTTP/1.1\r\nHost: x\r\n\r\n")
        assert _answer(stream) == (200, LAW)
        httpd.shutdown()
        httpd.server_close()
        with contextlib.suppress(OSError):  # refused outright, or sent and answered by nothing
            s.sendall(b"GET /index.html HTTP/1.1\r\nHost: x\r\n\r\n")
        assert stream.readline() == b""
