"""The JSON files the build reads beside the sources (the manifest, the reviewed links of
Elwell's rules) in a shape other than theirs (a list for an object, null for a string, bytes
that are no UTF-8): refused as a `SourceError` naming the file, the line and what was
expected, never a traceback; `lawsearch build` says it and keeps the corpus it had."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from lawsearch import paths
from lawsearch.errors import SourceError
from lawsearch.layers import historical
from lawsearch.manifest import load_manifest

MANIFESTS = {
    "a list": (b"[]", r":1: expected an object whose \"sources\" is a list"),
    "sources null": (b'{"sources": null}', r":1: expected .*found '\"sources\": null'"),
    "a source null": (b'{"sources": [\n null\n]}', r":2: expected an object for each source"),
    "a number as a source": (b'{"sources": [7]}', r":1: expected an object for each source"),
    "null for a string": (b'{"sources": [\n {"file": "a.txt", "sha256": null}]}',
                          r":2: expected a source's file, .* found 'original: null'"),
    "not UTF-8": (b'{"sources": []}\n\xff', r":2: expected UTF-8 text, found 'byte 0xff'"),
    "not JSON": (b'{"sources": [', r":1: expected valid JSON"),
}


@pytest.mark.parametrize("case", MANIFESTS)
def test_a_manifest_of_another_shape_is_refused_naming_its_line(tmp_path, case):
    data, said = MANIFESTS[case]
    (tmp_path / "manifest.json").write_bytes(data)
    with pytest.raises(SourceError) as err:
        load_manifest(tmp_path)
    assert re.search(re.escape(str(tmp_path / "manifest.json")) + said, str(err.value)), \
        str(err.value)


LINKS = {
    "a list": ("[]", r":1: expected an object of rules"),
    "a rule's laws a number": ('{\n "x": {"laws": 27}}', r":2: expected .*for x"),
    "a law not a string": ('{"x": {"laws": [27]}}', r":1: expected .*for x"),
    "a rule null": ('{"x": null}', r":1: expected .*for x, found 'null'"),
    # (a rule the book has not: its source changed, or the id mistyped; said at its line)
    "a rule the book lacks": ('{\n "elwell-1907:scoring:3": {"laws": ["77"]},\n'
                              ' "elwell-1907:scoring:99": {"laws": ["77"]}}',
                              r":3: expected a rule of elwell-1907-tr.txt .*'elwell-1907:scoring:99'"),
}


@pytest.mark.parametrize("case", LINKS)
def test_links_of_another_shape_are_refused_naming_their_line(tmp_path, case):
    text, said = LINKS[case]
    links = tmp_path / "links.json"
    links.write_text(text, encoding="utf-8")
    with pytest.raises(SourceError) as err:
        historical(load_manifest(paths.SOURCES), links)
    assert re.search(re.escape(str(links)) + said, str(err.value)), str(err.value)


def test_build_says_it_in_one_line_and_keeps_no_corpus(tmp_path, sources_copy):
    src = sources_copy()
    (src / "manifest.json").write_text(json.dumps({"sources": None}), encoding="utf-8")
    out = tmp_path / "akn"
    done = subprocess.run([sys.executable, "-m", "lawsearch", "build", "--sources", str(src),
                           "--out", str(out), "--no-index", "-q"],
                          capture_output=True, text=True)
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert f"{src / 'manifest.json'}:1: expected an object" in done.stderr
    assert not Path(out).exists()
