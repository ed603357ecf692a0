"""The languages are declared once, each in its own `lang/<xx>/` (`LANGUAGE`), and found by the
registry: every list of languages, in Python and in the site's scripts, is read from it."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lawsearch import lang as registry
from lawsearch.lang import INTERFACE, LANGUAGES, ORDER, codes

ROOT = Path(__file__).resolve().parents[1]
LANG = ROOT / "lawsearch" / "lang"


def test_every_language_folder_declares_its_language_and_the_registry_finds_it():
    folders = sorted(p.name for p in LANG.iterdir() if (p / "__init__.py").is_file())
    assert sorted(LANGUAGES) == folders
    for code, language in LANGUAGES.items():
        assert language.code == code
        assert language.typos in ("analysed", "typed")
    assert ORDER == ("tr", "da", "he", "en")  # the columns, as declared
    assert len({lang.column for lang in LANGUAGES.values()}) == len(LANGUAGES)


def test_the_interface_speaks_english_and_every_language_with_a_catalogue():
    with_catalogue = {p.parent.name for p in LANG.glob("*/site.po")}
    assert INTERFACE[0] == "en" and set(INTERFACE) == with_catalogue | {"en"}
    assert codes(script="Hebr") == ("he",) and codes(rtl=True) == ("he",)


def test_the_registry_reads_a_declaration_added_beside_the_others(tmp_path, monkeypatch):
    # a fifth language, declared in a folder of its own, is found with no other change
    folder = tmp_path / "xx"
    folder.mkdir()
    (folder / "__init__.py").write_text(
        'from lawsearch.lang.language import Language\n'
        'LANGUAGE = Language("xx", "xxx", "Invented", "Invented", column=9, lemma_tables=False)\n',
        encoding="utf-8")
    monkeypatch.setattr(registry, "__path__", [*registry.__path__, str(tmp_path)])
    found = registry._declared()
    assert list(found)[-1] == "xx" and list(found)[:4] == list(ORDER)


_CODE = "|".join(re.escape(c) for c in LANGUAGES)
# two or more language codes in one literal list: ("tr", "da"), ["tr", "da", "he"]
_LIST = re.compile(rf"""[(\[{{]\s*(["'])(?:{_CODE})\1\s*,\s*(["'])(?:{_CODE})\2""")


def test_no_list_of_languages_is_written_outside_the_registry():
    sources = [p for p in (ROOT / "lawsearch").rglob("*.py") if LANG not in p.parents] + \
        sorted((ROOT / "site" / "theme" / "assets").glob("*.js"))
    written = [f"{p.relative_to(ROOT)}:{text[:m.start()].count(chr(10)) + 1}"
               for p in sources for text in [p.read_text(encoding="utf-8")]
               for m in _LIST.finditer(text)]
    assert written == []


# a language's code written as a string: "tr", 'he' (an element named like one says it is not)
_QUOTED = re.compile(rf"""(["'])(?:{_CODE})\1""")


def test_no_language_code_is_written_outside_the_languages():
    """What a language is and does is declared in `lang/<xx>/`; everything else reads it from
    there (the registry, `lang.SOURCE`, a language's package), as the site's scripts and
    templates read it from their data."""
    theme = ROOT / "site"
    sources = [p for p in (ROOT / "lawsearch").rglob("*.py") if LANG not in p.parents] + \
        sorted((ROOT / "scripts").glob("*.py")) + sorted((theme / "theme" / "assets").glob("*.js")) + \
        sorted((theme / "templates").glob("*.j2")) + sorted((theme / "theme").glob("*.html"))
    written = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
               for p in sources for n, line in enumerate(p.read_text(encoding="utf-8")
                                                         .splitlines(), 1)
               if _QUOTED.search(line) and "not a language" not in line]
    assert written == []


def test_a_language_kept_outside_the_package_is_found_with_its_grammar(tmp_path):
    """`$LAWSEARCH_LANGUAGES` names a folder of languages: the invented one (a declaration and
    a citation grammar, tests/fixtures/languages/xx) is a language of the registry, and
    `lawsearch cite` reads its citations, with no change to lawsearch."""
    import json
    import os
    import subprocess
    import sys

    env = {**os.environ, "LAWSEARCH_LANGUAGES": str(ROOT / "tests" / "fixtures" / "languages")}
    run = subprocess.run(
        [sys.executable, "-c", "from lawsearch.lang import ORDER, part; "
         "from lawsearch.lang.analysis import lang_module; "
         "from lawsearch.imports.profiles import PROFILES; "
         "a = lang_module('xx'); "
         "print(ORDER, part('xx', 'citations') is not None, part('xx', 'numbers'), "
         "[t.text for t in a.analyzer(frozenset({'og'}), a.lemma_filter())('Lov OG Kort')], "
         "PROFILES['xx-plain'].formats[0])"],
        capture_output=True, text=True, env=env, cwd=tmp_path, check=True)
    # its analysis, which it does not declare, is the plain one: words in lower case, stop
    # words dropped
    # and its plain-text layout is a profile of `import` and `export --format text`
    assert run.stdout.split() == ["('tr',", "'da',", "'he',", "'en',", "'xx')", "True", "None",
                                  "['lov',", "'kort']", "Lov", "{n}.", "{title}"]
    cite = subprocess.run([sys.executable, "-m", "lawsearch", "cite", "se Lov 27B1 og Lov 94",
                           "--lang", "xx", "--format", "json"],
                          capture_output=True, text=True, env=env, cwd=tmp_path)
    assert cite.returncode == 2, cite.stderr  # Lov 94 names nothing: said, every one given
    found = json.loads(cite.stdout)["citations"]
    assert [(c["text"], c["targets"]) for c in found] == [("Lov 27B1", ["27B1"]), ("Lov 94", [])]


@pytest.mark.parametrize("init, said", [
    ("this is not python\n", "the language cannot be read (NameError"),
    ("X = 1\n", "found no LANGUAGE"),
    ('from lawsearch.lang.language import Language\n'
     'LANGUAGE = Language("qq", "und", "Q", "Q", column=5)\n', "found the language 'qq'"),
])
def test_a_damaged_language_folder_is_named_in_one_line(tmp_path, init, said):
    import os
    import subprocess
    import sys

    (tmp_path / "yy").mkdir()
    (tmp_path / "yy" / "__init__.py").write_text(init, encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "lawsearch", "show", "27"], capture_output=True,
                         text=True, cwd=tmp_path,
                         env={**os.environ, "LAWSEARCH_LANGUAGES": str(tmp_path)})
    assert run.returncode == 1
    assert run.stderr.startswith(f"lawsearch: {tmp_path / 'yy'}: ") and said in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1  # no traceback


@given(st.text(alphabet=st.sampled_from("ıiIİâaîûuşğçöü'’ -kLm"), max_size=12))
def test_a_lemma_variant_that_says_which_words_it_changes_says_so_of_every_word(word):
    """The lemma tables are folded only where the variant says a form changes
    (`search/lemmas.corpus_tables`): it must say so of every word it changes, and of no other."""
    from lawsearch.lang.analysis import lang_module

    for code in LANGUAGES:
        variant = getattr(lang_module(code), "LEMMA_VARIANT", None)
        changes = getattr(variant, "changes", None)
        if changes is not None:
            assert bool(changes(word)) == (variant(word) != word), (code, word)
