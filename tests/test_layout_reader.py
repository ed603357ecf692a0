"""The generic layout reader on untrusted text: whatever a user's file holds, it gives an
edition or a SourceError naming a line of that file, never another exception (property tests
on mangled invented editions in both PDF layouts, and on random bytes)."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invented_editions import edition

from lawsearch import paths
from lawsearch.corpus import Corpus
from lawsearch.errors import LawsearchError, SourceError
from lawsearch.imports.profiles import profile
from lawsearch.sources import layout

IDS = Corpus.load(paths.AKN, user=False).ids
TEXTS = {name: edition(IDS, name).split("\n") for name in ("wbf-pdf", "acbl-pdf")}
JUNK = st.one_of(
    st.text(max_size=40),
    st.sampled_from(["LAW 94", "LAW 0 - NOTHING", "LAW 27", "(ii) x", "(i)", "(z) x", "Z. x",
                     "1.", "A.", "12", "Page 3", "1 A footnote.", "INDEX", "DEFINITIONS",
                     "Term – text", "Term: text", "x\ty", "  a. x", "§ 3. Titel", "", "-"]),
)
SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.function_scoped_fixture])


def check(tmp_path: Path, lines: list[str], name: str) -> None:
    path = tmp_path / "edition.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    try:
        e = layout.read(path, profile(name), known_words=set())
    except SourceError as err:
        assert str(path) in str(err)
        assert 1 <= err.line <= len(lines), (err.line, len(lines), str(err))
        return
    assert [int(law.id) for law in e.laws] == list(range(1, 94))


@pytest.fixture(scope="module")
def probabilities():
    from lawsearch.imports.ligatures import english_probabilities

    return english_probabilities()  # read once: every example repairs ligatures


@SETTINGS
@given(st.sampled_from(sorted(TEXTS)),
       st.lists(st.tuples(st.integers(0, 5000), JUNK), min_size=1, max_size=6))
def test_junk_lines_never_crash_the_reader(tmp_path, probabilities, name, junk):
    lines = list(TEXTS[name])
    for index, line in sorted(junk, key=lambda j: j[0], reverse=True):
        lines.insert(min(index, len(lines)), line)
    check(tmp_path, lines, name)


@SETTINGS
@given(st.sampled_from(sorted(TEXTS)),
       st.lists(st.tuples(st.integers(0, 5000), st.sampled_from(["del", "dup"])),
                min_size=1, max_size=8))
def test_deleted_or_duplicated_lines_never_crash_the_reader(tmp_path, probabilities, name,
                                                           edits):
    lines = list(TEXTS[name])
    for index, op in sorted(edits, reverse=True):
        if index < len(lines):
            if op == "del":
                del lines[index]
            else:
                lines.insert(index, lines[index])
    check(tmp_path, lines, name)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=300))
def test_any_bytes_are_refused_with_a_clear_error_or_read(tmp_path, data):
    from lawsearch.imports.importer import import_edition

    path = tmp_path / "file.txt"
    path.write_bytes(data)
    user = tmp_path / "user"
    with pytest.raises(LawsearchError):
        import_edition(path, "en", user_dir=user)
    assert not user.exists() or not any(user.rglob("*.xml"))
