"""A source's lines are the lines an editor shows: what an error names is found where it says."""
from __future__ import annotations

import pytest

from lawsearch.sources.text import read_lines


@pytest.mark.parametrize("data, lines", [
    (b"a\nb\nc", ["a", "b", "c"]),
    (b"a\r\nb\r\nc\r\n", ["a", "b", "c", ""]),  # Windows
    (b"a\rb\rc", ["a", "b", "c"]),  # carriage returns alone end the lines
    (b"a\n\r0\nc", ["a", "0", "c"]),  # a stray one among line feeds ends none
    (b"a\r\nb\rx\r\nc", ["a", "bx", "c"]),
])
def test_the_lines_of_a_source_are_an_editors(tmp_path, data, lines):
    path = tmp_path / "source.txt"
    path.write_bytes(data)
    assert read_lines(path) == lines
