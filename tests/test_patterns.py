"""The citation grammars' patterns, written once in Python, read by the browser's JavaScript
(`lang/patterns.py`): each translation as JavaScript needs it, and every pattern of every
grammar finding the same matches in both runtimes, on citations and on text made to trip them."""
from __future__ import annotations

import json
import random
import re
import subprocess

import pytest
from citation_queries import citation_queries

from lawsearch.lang import LANGUAGES, part
from lawsearch.lang.patterns import (SPACE, Untranslatable, grammar_patterns, js_patterns,
                                     js_source)


@pytest.mark.parametrize("python, javascript", [
    (r"(?P<law>\d{1,2})", r"(?<law>\p{Nd}{1,2})"),
    (r"(?P<a>x)(?P=a)", r"(?<a>x)\k<a>"),
    (r"a\s+b", f"a[{SPACE}]+b"),
    (r"[\s,]", f"[{SPACE},]"),
    (r"[^\w-]", r"[^\p{L}\p{N}_-]"),
    (r"\S", f"[^{SPACE}]"),
    (r"a.b", r"a[^\n]b"),
    (r"end$", r"end(?=\n?$)"),
    (r"§{1,2}x{,3}", r"§{1,2}x{0,3}"),
    (r"\{x\}", r"\{x\}"),
    ("a{b", r"a\{b"),
    (r"[]a]", r"[\]a]"),
    (r"[a[]", r"[a\[]"),
    (r"\u00a0\x20\t", r"\u00a0\x20\t"),
])
def test_a_pattern_is_translated_as_javascript_reads_it(python, javascript):
    assert js_source(python) == (javascript, "")


def test_a_case_blind_i_is_also_a_turkish_one():
    assert js_source(re.compile(r"imp|[a-i]", re.IGNORECASE)) == ("[iIİı]mp|[a-iIİı]", "i")


@pytest.mark.parametrize("pattern", [r"(?i)x", r"(?x) x", r"\p{L}", r"\N{BULLET}"])
def test_what_javascript_cannot_say_alike_is_refused(pattern):
    with pytest.raises((Untranslatable, re.error)):
        js_source(re.compile(pattern) if "\\p" not in pattern and "\\N" not in pattern
                  else pattern)


def test_every_grammar_pattern_is_translated():
    grammars = [part(code, "citations") for code in LANGUAGES]
    found = {code: js_patterns(g) for code, g in zip(LANGUAGES, grammars) if g is not None}
    assert set(found) >= {"tr", "da", "he", "en"} and sum(map(len, found.values())) >= 60


# Characters where the runtimes' patterns part ways unless translated: digits of other scripts,
# every kind of space and line end, the Turkish i's, Hebrew letters and marks, brackets.
_TRIPS = ("0123456789٣۴५๗" + " \u00a0\u2007\u202f\t\r\n\u2028\u0085\x1c" + "iIİıaAzZ"
          + "אבגדהוזחטי" + "\u05b0\u05f3'’-–§().,;:/[]" + "LawYasaçşğ")


def _texts() -> list[str]:
    rng = random.Random(2017)
    texts = citation_queries(1907, 300)
    texts += ["".join(rng.choice(_TRIPS) for _ in range(rng.randint(1, 24))) for _ in range(400)]
    texts += [q + rng.choice(["\n", " \r", "\u2028x", "İ"]) for q in citation_queries(93, 100)]
    return texts


MATCHES = r"""
const fs = require("fs");
const [patternsFile, textsFile] = process.argv.slice(2);
const patterns = JSON.parse(fs.readFileSync(patternsFile, "utf8"));
const texts = JSON.parse(fs.readFileSync(textsFile, "utf8"));
const out = {};
for (const [name, [source, flags]] of Object.entries(patterns)) {
  const re = new RegExp(source, "gu" + flags);
  out[name] = texts.map((t) => Array.from(t.matchAll(re), (m) => [m.index, m.index + m[0].length]));
}
process.stdout.write(JSON.stringify(out));
"""


def _offsets(text: str) -> list[int]:
    """JavaScript's string offsets (UTF-16 code units) of each of the text's characters."""
    out, at = [], 0
    for ch in text:
        out.append(at)
        at += 2 if ord(ch) > 0xFFFF else 1
    return out + [at]


def test_every_grammar_pattern_finds_what_python_finds(node, tmp_path):
    texts = _texts()
    patterns, python = {}, {}
    for code in LANGUAGES:
        grammar = part(code, "citations")
        if grammar is None:
            continue
        for name, compiled in grammar_patterns(grammar).items():
            patterns[f"{code}.{name}"] = list(js_source(compiled))
            python[f"{code}.{name}"] = [[[_offsets(t)[m.start()], _offsets(t)[m.end()]]
                                         for m in compiled.finditer(t)] for t in texts]
    (tmp_path / "patterns.json").write_text(json.dumps(patterns), encoding="utf-8")
    (tmp_path / "texts.json").write_text(json.dumps(texts), encoding="utf-8")
    (tmp_path / "matches.js").write_text(MATCHES, encoding="utf-8")
    run = subprocess.run([node, str(tmp_path / "matches.js"), str(tmp_path / "patterns.json"),
                          str(tmp_path / "texts.json")], capture_output=True, text=True,
                         encoding="utf-8", check=True)
    javascript = json.loads(run.stdout)
    differ = [(name, texts[i], python[name][i], javascript[name][i])
              for name in patterns for i in range(len(texts))
              if python[name][i] != javascript[name][i]]
    assert differ[:10] == [] and len(patterns) >= 60
