"""A damaged search index: every kind of damage to `build/index/` (its store, meta.json, the unit
records `show` reads, the Whoosh files) is noticed when the index is opened, or when reading it
fails, and gives the right answer (after a rebuild, saying why) or a one-line error; never a
traceback, never an empty success. Through the command line (`main`), `Searcher` and `Corpus`.

One index is built per module (for real: by repairing a damaged one); each test damages a copy,
and its rebuilds copy the built index back (a real rebuild takes seconds; the first is real).
The copies are hard links, so every damage writes a new file (`_write`), never into a linked one."""
from __future__ import annotations

import json
import logging
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawsearch import paths
from lawsearch.atomic import swap_dir
from lawsearch.cli import main
from lawsearch import Corpus
from lawsearch.errors import LawsearchError
from lawsearch.search import Searcher, freshness
from lawsearch.search import index as index_mod
from lawsearch.showing import lookup

pytestmark = pytest.mark.slow  # damages and rebuilds the index

LAW27 = {"tr": "YETERSİZ DEKLARE", "da": "Utilstrækkeligt bud",
         "he": "הכרזה בלתי מספקת", "en": "Insufficient Bid"}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, list[str]]:
    """The module's index, built by opening a damaged one (a zeroed store, a meta.json with
    nothing but its format): a real rebuild; and what opening it said."""
    index = tmp_path_factory.mktemp("health") / "index"
    index.mkdir()
    (index / "store.sqlite").write_bytes(bytes(4096))
    (index / "meta.json").write_text(json.dumps({"format": freshness.FORMAT}), encoding="utf-8")
    said: list[str] = []
    with Searcher(index, paths.AKN, say=said.append) as s:
        assert s.search("bid")[0].record["title"]["da"] == "Bud"
    return index, said


@pytest.fixture(scope="module")
def expected(built) -> dict:
    """`search bid` and `show 27` as the whole index answers them."""
    index, _ = built
    with Searcher(index, paths.AKN) as s:
        results = s.search("bid")
    search = [r.id for r in results]
    return {"search": search, "units": [u.id for r in results for u in r.units], "show": lookup("27", paths.AKN, index).records}


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return Corpus.load(paths.AKN)


@pytest.fixture
def rebuilds() -> list[Path]:
    """The indexes rebuilt during a test."""
    return []


def _copy(src: Path, dst: Path) -> None:
    shutil.copytree(src, dst, copy_function=os.link)


def _write(path: Path, data: bytes) -> None:
    """Replace the file (not write into it: it is a link to the built index's)."""
    path.unlink(missing_ok=True)
    path.write_bytes(data)


@pytest.fixture
def index(tmp_path, built, corpus, rebuilds, monkeypatch) -> Path:
    """A copy of the built index, the one `show`, `search` and `Corpus` use; rebuilding it
    copies the built index again (and is counted in `rebuilds`)."""
    idx = tmp_path / "index"
    _copy(built[0], idx)
    monkeypatch.setattr(paths, "INDEX", idx)  # read when used: by show, search and Corpus

    def rebuild(corpus_dir, out, progress=None):
        rebuilds.append(Path(out))
        new = tmp_path / ".index.new"
        _copy(built[0], new)
        swap_dir(new, Path(out))

    monkeypatch.setattr(index_mod, "build", rebuild)
    monkeypatch.setattr(corpus, "_searcher", None, raising=False)
    yield idx
    if getattr(corpus, "_searcher", None) is not None:
        corpus._searcher.close()


def _said(caplog) -> str:
    """What lawsearch warned of."""
    return " ".join(r.getMessage() for r in caplog.records if r.name == "lawsearch")


# ------------------------------------------------------------------------------ kinds of damage

def _truncate(path: Path) -> None:
    data = path.read_bytes()
    _write(path, data[:len(data) // 2])


def _zero(path: Path) -> None:
    _write(path, bytes(path.stat().st_size))


def _not_json(path: Path) -> None:  # the same size: only reading it tells
    _write(path, b"x" * path.stat().st_size)


def _meta(change):
    def damage(index: Path) -> None:
        meta = json.loads((index / "meta.json").read_text(encoding="utf-8"))
        change(meta)
        _write(index / "meta.json", json.dumps(meta).encode())
    return damage


def _whoosh(index: Path) -> None:
    for path in list(index.glob("*.toc")) + list(index.glob("*.seg")):
        path.unlink()


REAL_BUILD = index_mod.build  # before the tests' fixture replaces it
UNIT = "units/wbf-2017/27.json"
# name: (damage, what the message about it says): one of each kind, tried every way
DAMAGE = {
    "store deleted": (lambda i: (i / "store.sqlite").unlink(), "store.sqlite is missing"),
    "store truncated": (lambda i: _truncate(i / "store.sqlite"), "store.sqlite has "),
    "store zeroed": (lambda i: _zero(i / "store.sqlite"), "store.sqlite is not an SQLite database"),
    "meta deleted": (lambda i: (i / "meta.json").unlink(), "meta.json is missing"),
    "meta truncated": (lambda i: _truncate(i / "meta.json"), "meta.json cannot be read"),
    "meta without a key": (_meta(lambda m: m.pop("files")), "meta.json has no 'files'"),
    "meta with a wrong type": (_meta(lambda m: m.update(format=str(m["format"]))),
                               "meta.json's 'format' is not an int"),
    "unit deleted": (lambda i: (i / UNIT).unlink(), f"{UNIT} is missing"),
    "unit truncated": (lambda i: _truncate(i / UNIT), f"{UNIT} has "),
    "ids truncated": (lambda i: _truncate(i / "units/wbf-2017/ids.json"),
                      "units/wbf-2017/ids.json has "),
    "Whoosh files deleted": (_whoosh, ".seg is missing"),
}
# and the other ways meta.json can be wrong
META = {
    "not an object": (lambda i: _write(i / "meta.json", b"[]"), "meta.json is not a JSON object"),
    **{f"without {key}": (_meta(lambda m, k=key: m.pop(k)), f"meta.json has no '{key}'")
       for key in freshness.KEYS},
    "langs a list": (_meta(lambda m: m.update(langs=["tr"])), "'langs' is not a dict"),
    "documents a float": (_meta(lambda m: m.update(documents=1.5)), "'documents' is not an int"),
    "postings a bool": (_meta(lambda m: m.update(postings=True)), "'postings' is not an int"),
    "stop words not strings": (_meta(lambda m: m["stop_words"].update(tr=[1, 2])),
                               "'stop_words' of 'tr' is not a list of strings"),
    "files not sizes": (_meta(lambda m: m["files"].update({UNIT: "big"})),
                        f"record of {UNIT} is not a size and a CRC-32"),
    "files lacking the store": (_meta(lambda m: m["files"].pop("store.sqlite")),
                                "meta.json does not list store.sqlite"),
    "files lacking Whoosh's": (_meta(lambda m: [m["files"].pop(f) for f in list(m["files"])
                                                if not f.startswith(("units", "store"))]),
                               "meta.json does not list the Whoosh index"),
}


def _flat(text: str) -> str:
    """Console output as one line (rich wraps long messages to the terminal's width)."""
    return " ".join(text.split())


def _search_cli(index: Path, capsys, *extra: str) -> tuple[int, dict | None, str]:
    code = main(["search", "bid", "--index", str(index), "--format", "json", *extra])
    out, err = capsys.readouterr()
    return code, json.loads(out) if code == 0 else None, _flat(err)


def _show_cli(capsys, caplog) -> tuple[int, dict | None, str]:
    caplog.clear()
    code = main(["show", "27", "--format", "json"])
    out, err = capsys.readouterr()
    return code, json.loads(out) if code == 0 else None, _flat(err + _said(caplog))


@pytest.mark.parametrize("name", list(DAMAGE))
def test_damage_is_said_and_the_answers_are_right(name, index, expected, corpus, rebuilds, capsys,
                                                  caplog):
    damage, message = DAMAGE[name]
    caplog.set_level(logging.WARNING, logger="lawsearch")

    # show: from the corpus, saying why (a damaged index is not shown as nothing)
    damage(index)
    code, shown, err = _show_cli(capsys, caplog)
    assert code == 0 and shown["units"] == expected["show"]
    assert shown["units"][0]["title"] == LAW27
    assert message in err and "is damaged" in err and "showing from the corpus" in err
    caplog.clear()
    assert corpus.show("27") == expected["show"]
    assert message in _said(caplog)
    assert not rebuilds  # show never rebuilds (seconds): search does

    # search: rebuilt, saying why
    code, found, err = _search_cli(index, capsys)
    assert code == 0 and [r["id"] for r in found["results"]] == expected["search"]
    assert found["results"][0]["title"]["en"] == "Bids"
    assert message in err and "rebuilding it" in err
    assert len(rebuilds) == 1 and freshness.verify(index) is None

    damage(index)
    said: list[str] = []
    with Searcher(index, paths.AKN, say=said.append) as s:
        assert [r.id for r in s.search("bid")] == expected["search"]
    assert len(said) == 1 and message in said[0] and "rebuilding it" in said[0]

    damage(index)
    caplog.clear()
    assert [r.id for r in corpus.search("bid")] == expected["search"]
    assert message in _said(caplog) and "rebuilding it" in _said(caplog)
    assert len(rebuilds) == 3

    # and once whole again, nothing is said, nothing rebuilt
    caplog.clear()
    assert lookup("27", paths.AKN).records == expected["show"]
    with Searcher(index, paths.AKN, say=said.append) as s:
        assert [r.id for r in s.search("bid")] == expected["search"]
    assert len(said) == 1 and not _said(caplog) and len(rebuilds) == 3


@pytest.mark.parametrize("name", list(META))
def test_every_way_meta_can_be_wrong_is_said_and_rebuilt(name, index, expected, rebuilds,
                                                         capsys):
    damage, message = META[name]
    damage(index)
    why = freshness.diagnose(index, paths.AKN, analysis=False)
    assert why.kind == "damaged" and message in why.message
    assert lookup("27", paths.AKN, say=lambda m: None).records == expected["show"]
    code, found, err = _search_cli(index, capsys)
    assert code == 0 and [r["id"] for r in found["results"]] == expected["search"]
    assert message in err and "rebuilding it" in err and len(rebuilds) == 1


@pytest.mark.parametrize("damage", [_not_json, _zero], ids=["not JSON", "zeroed"])
@pytest.mark.parametrize("unit", [UNIT, "units/wbf-2017/ids.json"])
def test_a_record_damaged_in_place_is_found_when_read(unit, damage, index, expected, capsys,
                                                      caplog):
    """A record file of its right size but damaged passes the opening's stat: `show` finds it by
    its CRC-32 when it reads it, and shows from the corpus; search does not read it."""
    caplog.set_level(logging.WARNING, logger="lawsearch")
    damage(index / unit)
    assert freshness.problem(index, paths.AKN) is None  # a stat cannot tell
    code, shown, err = _show_cli(capsys, caplog)
    assert code == 0 and shown["units"] == expected["show"]
    assert f"{unit} is not as it was written" in err and "showing from the corpus" in err
    assert freshness.verify(index) == f"{unit} is not as it was written"
    code, found, _ = _search_cli(index, capsys)
    assert code == 0 and [r["id"] for r in found["results"]] == expected["search"]


def test_a_record_that_is_not_in_its_file_is_not_shown_as_nothing(index, expected, capsys,
                                                                   caplog):
    """A law's file that lacks the law (written so, with its manifest entry to match): never an
    empty table; the corpus shows it."""
    path = index / UNIT
    _write(path, b"[]")
    _meta(lambda m: m["files"].update({UNIT: [2, freshness.checksum(b"[]")]}))(index)
    caplog.set_level(logging.WARNING, logger="lawsearch")
    code, shown, err = _show_cli(capsys, caplog)
    assert code == 0 and shown["units"] == expected["show"]
    assert f"{UNIT} has no record of 27" in err


def test_store_damaged_inside_is_rebuilt_when_reading_fails(index, expected, rebuilds):
    """A store of its right size and header whose pages are damaged: opening it or reading it
    fails, the deep check names it, and it is rebuilt."""
    path = index / "store.sqlite"
    data = path.read_bytes()
    _write(path, data[:100] + bytes(len(data) - 100))  # the header kept, every page zeroed
    assert freshness.problem(index, paths.AKN) is None  # a stat cannot tell
    said: list[str] = []
    with Searcher(index, paths.AKN, say=said.append) as s:
        assert [r.id for r in s.search("bid")] == expected["search"]
    assert "store.sqlite is not as it was written" in said[0] and "rebuilding" in said[0]
    assert len(rebuilds) == 1


def test_a_store_damaged_while_open_is_rebuilt_when_a_search_fails(index, expected, rebuilds):
    """The deep check at the failure, not only at the opening: a search that fails on a store
    damaged under it is answered after a rebuild."""
    path = index / "store.sqlite"
    _write(path, path.read_bytes())  # a file of its own, to damage in place
    said: list[str] = []
    with Searcher(index, paths.AKN, say=said.append) as s:
        with open(path, "r+b") as f:  # every page after the first zeroed, under the open store
            f.seek(4096)
            f.write(bytes(path.stat().st_size - 4096))
        assert [r.id for r in s.search("bid")] == expected["search"]
        assert [r.id for r in s.search("insufficient")][:1] == ["27"]
    assert len(said) == 1 and "store.sqlite is not as it was written" in said[0]
    assert len(rebuilds) == 1


def test_a_fault_that_is_not_damage_is_not_hidden(index, monkeypatch, rebuilds):
    """A search that fails on a whole index is a fault of the code: raised, not rebuilt."""
    with Searcher(index, paths.AKN) as s:
        monkeypatch.setattr(s, "_full_text", lambda *a: 1 / 0)
        with pytest.raises(ZeroDivisionError):
            s.search("bid")
    assert not rebuilds


def test_two_openings_of_a_damaged_index_rebuild_it_once(index, expected, rebuilds,
                                                         monkeypatch):
    """The second waits for the first's rebuild (the index's lock) and finds the index whole."""
    import threading
    import time

    fast = index_mod.build

    def slow(corpus_dir, out, progress=None):
        time.sleep(0.3)  # long enough for the other to come and wait
        fast(corpus_dir, out, progress)

    monkeypatch.setattr(index_mod, "build", slow)
    (index / "store.sqlite").unlink()
    found: list[list[str]] = []

    def search() -> None:
        with Searcher(index, paths.AKN, say=lambda m: None) as s:
            found.append([r.id for r in s.search("bid")])

    threads = [threading.Thread(target=search) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert found == [expected["search"]] * 2 and len(rebuilds) == 1


def test_the_first_rebuild_was_real_and_said_why(built, expected):
    index, said = built
    assert len(said) == 1
    assert "is damaged: meta.json has no 'analysis'; rebuilding it" in said[0]
    assert freshness.verify(index) is None
    # Law 18 (Bids) first, with its sections; Law 27 (Insufficient Bid) among the first results
    assert expected["search"][0] == "18" and {"18B", "18C"} <= set(expected["units"][:5])
    assert "27" in expected["search"]
    assert expected["show"][0]["title"] == LAW27 and len(expected["show"]) > 10


# ---------------------------------------------------------------------- when nothing can be done

def test_an_index_that_cannot_be_rebuilt_is_a_clear_error(index, tmp_path, monkeypatch, capsys,
                                                          caplog):
    (index / "store.sqlite").unlink()
    missing = tmp_path / "no-corpus"
    monkeypatch.setattr(index_mod, "build", REAL_BUILD)
    code, _, err = _search_cli(index, capsys, "--corpus", str(missing))
    assert code == 1
    assert "store.sqlite is missing, and it could not be rebuilt" in err
    assert f"{missing}: no corpus here" in err and "Traceback" not in err
    with pytest.raises(LawsearchError, match="could not be rebuilt"):
        Searcher(index, missing)

    # show: the index damaged and no corpus to fall back on
    caplog.set_level(logging.WARNING, logger="lawsearch")
    code = main(["show", "27", "--corpus", str(missing)])
    out, err = capsys.readouterr()
    assert code == 1 and not out
    assert err.startswith("lawsearch: ") and "no corpus here" in err and err.count("\n") == 1

    # a build that fails another way (a full disk, say) is one line too
    def full(corpus_dir, out, progress=None):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(index_mod, "build", full)
    with pytest.raises(LawsearchError, match="could not be rebuilt: .*No space left on device"):
        Searcher(index, paths.AKN)


def test_a_rebuild_that_is_still_not_whole_is_a_clear_error(index, monkeypatch):
    def broken(corpus_dir, out, progress=None):
        _write(Path(out) / "store.sqlite", b"")

    (index / "store.sqlite").unlink()
    monkeypatch.setattr(index_mod, "build", broken)
    with pytest.raises(LawsearchError, match="the rebuilt index is not whole either"):
        Searcher(index, paths.AKN)


# ------------------------------------------------------------------------- any damage at all

FILES = ["store.sqlite", "meta.json", UNIT, "units/wbf-2017/ids.json",
         "units/elwell-1907/ids.json", "_MAIN_1.toc"]


@settings(max_examples=20, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(target=st.sampled_from(FILES), how=st.sampled_from(["delete", "cut", "overwrite"]),
       where=st.floats(0, 1), junk=st.binary(min_size=1, max_size=64))
def test_any_damage_gives_an_answer_or_an_error(index, expected, built, target, how, where,
                                                junk):
    """Whatever is done to whichever file: `show 27` is right or a LawsearchError, `search bid`
    gives results or a LawsearchError; nothing else is raised. (Search's answer may differ when
    the store's data are changed in place and read without error: hashing the store's tens of
    megabytes at every opening would cost more than a search.)"""
    path = index / target
    if not path.exists():  # the Whoosh table of contents is named by its generation
        path = next(index.glob("*.toc"))
    data = path.read_bytes()
    at = int(where * len(data))
    if how == "delete":
        path.unlink()
    elif how == "cut":
        _write(path, data[:at])
    else:
        _write(path, data[:at] + junk + data[at + len(junk):])
    try:
        try:
            records = lookup("27", paths.AKN, index, say=lambda m: None).records
        except LawsearchError:
            pass
        else:
            assert records == expected["show"]
        try:
            with Searcher(index, paths.AKN, say=lambda m: None) as s:
                assert isinstance(s.search("bid"), list)
        except LawsearchError:
            pass
    finally:
        shutil.rmtree(index)
        _copy(built[0], index)
