"""The search index's data for the site's search, written from `build/index/` (the same data
`lawsearch search` reads, so that both rank alike), in the parts a query reads, so that a
three-word search fetches a small share of it:

- `assets/search/grammars.js`: what reads a citation (`citation_data`: the units' ids, the law
  words, each grammar's patterns) and each language's citation grammar for the browser
  (`lang/<xx>/citations.js`): small, so that a citation is answered before the rest arrives.
- `assets/search/index.js`: what every word search reads: the documents' units, languages and
  kinds, the ranking weights of `search/rank.py`, each language's stop words, the situations'
  concepts and laws' models' sizes and what heads a result (`heading_data`).
- `assets/search/glossary.js`: the glossary's entries (`documents_table`), read by a query in
  the script of the language its concepts are named in, fetched beside the index.
- `assets/search/impacts/<n>.js`: in `IMPACT_BUCKETS` parts by the first letters of a word, what
  reads the typed words that begin so (`wordparts.py`) and, beside it, the lists of the terms
  that begin so (a pair of words in its first word's part): the impact lists (each term's
  documents and Whoosh BM25F scores), the whole-law lists and the concepts' documents' lists,
  the laws' models' counts and the triggers of the situations thesaurus (`situationparts.py`)
  and the corpus words that read as the term. The page fetches the parts of a query's words
  beside the index, one a word: its terms' lists come with it.
- `assets/search/spelling/<xx>.js`: what reads a typo (`wordparts.py`), fetched only for a word
  the corpus lacks.
- `assets/search/glossed/<n>.js`: what an English query reads of the terms it reaches through
  the glossary, by concept (`glossedparts.py`).
- `assets/search/units/<law>.js`: what a result shows of each unit of a law (`shown_records`), in
  every language, loaded when a result needs it.

All are scripts that set a global, because a page opened from disk (file://) may not fetch.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

from ..lang import LANGUAGES, SOURCE, package, part
from ..lang.patterns import Untranslatable, js_patterns, js_source
from ..lang.analysis import accent_rules, lang_module, lemma_endings, lookup_rules
from ..search.framing import KEPT as FRAMING_KEPT
from ..search.framing import patterns as framing_patterns
from ..search.freshness import read_meta
from ..search.impacts import SCALE
from ..search.query import COMMON_SHARE, terms
from ..search.rank import (
    BOOSTS,
    CHILDREN,
    FUSION,
    FUSION_K,
    GLOSSARY_CONCEPTS,
    GLOSSARY_SHARE,
    GLOSSARY_TERMS,
    LANGUAGE_EXPONENT,
    OTHERS,
    SOURCE_WEIGHT,
    TOLD_WORDS,
)
from ..search.records import UNITS
from ..search.searcher import UNITS as UNITS_SHOWN
from ..search.shorthand import table as shorthand_table
from ..search.situations import CONCEPTS as CONCEPT_DOCUMENTS
from ..search.situations import CONCEPTS_KEPT
from ..search.situations import DECAY as SITUATION_DECAY
from ..search.situations import MU as MODEL_MU
from ..search.situations import PAIR_COUNT
from ..search.situations import table as situation_table
from ..search.spelling import MIN_LENGTH, TYPED_LANGS
from ..search.vocabulary import vocabulary
from ..works import WORK, WORKS
from . import blobs, glossedparts, situationparts, wordparts

# Scores are kept in hundredths (integers are shorter to write): BM25F scores here run from
# about 0.5 to 30, so the ranking they give is the same but for near ties.
SCORE_SCALE = SCALE  # the scores' hundredths, as the command line reads them


def trigger_words(known: dict[str, set[str]]) -> dict[str, set[str]]:
    """The words of the situations thesaurus that no document has, per language: a query in the
    words of the table is analysed in the browser as on the command line, and fires the same
    concepts. They are read as whole words only: the command line's tables do not know them, so
    a longer word is never read by one of them as its beginning."""
    from ..search.vocabulary import trigger_words as counted

    return {lang: set(words) - known.get(lang, set()) for lang, words in counted().items()}


def analysis_table(searcher, vocab: dict[str, set[str]],
                   exact: dict[str, set[str]] | None = None) -> dict[str, dict]:
    """Per language: each word's analysis (a list of positions, each a list of terms); a word
    that analyses to itself alone is listed in `same` instead, to keep the data small. The
    words of `exact` are under "exact", the same way: read as whole words only."""
    def table(analyzer, words: set[str]) -> dict:
        same, other = [], {}
        for w in sorted(words):
            got = terms(analyzer, w)
            if got == [[w]]:
                same.append(w)
            else:
                other[w] = got
        return {"same": " ".join(same), "other": other}

    out = {}
    for lang in sorted(set(vocab) | set(exact or {})):
        analyzer = searcher.analyzers.get(lang)
        if analyzer is None:
            continue
        out[lang] = table(analyzer, vocab.get(lang, set()))
        out[lang]["exact"] = table(analyzer, (exact or {}).get(lang, set()))
    return out


def impact_lists(db) -> dict[str, dict[str, list]]:
    """Field → term → [gap, score, gap, score, …]: each document as its distance from the
    previous one, each score in hundredths."""
    out: dict[str, dict[str, list]] = {}
    for field, term, docs, scores in blobs.rows(
            db, "SELECT field, term, docs, scores FROM impacts ORDER BY field, term"):
        flat, last = [], 0
        for d, score in zip(docs, scores):
            flat += [d - last, round(score * SCORE_SCALE)]
            last = d
        out.setdefault(field, {})[term] = flat
    return out


# The parts the impact lists are written in (`assets/search/impacts/<n>.js`): a three-word query
# reads a few dozen, a few kilobytes each compressed, where the whole is some 2.8 MB.
IMPACT_BUCKETS = wordparts.BUCKETS
# the field of a language's whole-law lists in the parts, beside its impact lists' fields
LAW_FIELD = "laws_"


def impact_bucket(term: str, lang: str) -> int:
    """The part a term's lists in `lang` are in (`wordparts.list_part`, search.js's `listOf`):
    by the first letters of its first word, as the language folds them; a pair of words
    ("lead out") in its first word's part, which the query reads anyway."""
    return wordparts.list_part(lang, term)


def impact_parts(impacts: dict[str, dict[str, list]]) -> list[dict[str, dict[str, list]]]:
    """Lists (field → term → list) split by their term's part."""
    parts: list[dict[str, dict[str, list]]] = [{} for _ in range(IMPACT_BUCKETS)]
    for field, lists in impacts.items():
        lang = wordparts.field_lang(field)
        rules = lookup_rules(lang)
        for term, flat in lists.items():
            parts[wordparts.list_part(lang, term, rules)].setdefault(
                field, {})[term] = flat
    return parts


def document_counts(impacts: dict[str, dict[str, list]], langs) -> dict[str, dict]:
    """For each of `langs`: the number of documents each term of its texts, and of its titles,
    is in (`text`, `title`; the length of its impact list). With these the browser weighs a
    query's languages, tells its common words and reads its typos (`search/spelling.py`'s words
    are those of at least `MIN_LENGTH` letters) before any impact list arrives."""
    return {lang: {kind: {term: len(flat) // 2 for term, flat in impacts[field].items()}
                   for kind in ("text", "title") if (field := f"{kind}_{lang}") in impacts}
            for lang in langs}


def unaccented_table(db) -> dict[str, dict[str, str]]:
    """Language → a corpus word as typed without its accents → the word (the store's table)."""
    out: dict[str, dict[str, str]] = {}
    for lang, typed, word in db.execute(
            "SELECT lang, typed, word FROM unaccented ORDER BY lang, typed"):
        out.setdefault(lang, {})[typed] = word
    return out


def law_lists(db) -> dict[str, dict[str, list]]:
    """Language → term → [law, score, law, score, …]: the whole-law lists (`search/laws.py`),
    each score in hundredths (as the store keeps it); under `<xx>/concepts`, the concepts'
    documents' lists of the language, whose "laws" are the concepts' places."""
    out: dict[str, dict[str, list]] = {}
    for lang, term, laws, scores in blobs.rows(
            db, "SELECT lang, term, laws, scores FROM law_impacts ORDER BY lang, term"):
        flat = []
        for law, score in zip(laws, scores):
            flat += [law, round(score * SCORE_SCALE)]
        out.setdefault(lang, {})[term] = flat
    return out


def documents_table(db, analyzers: dict | None = None) -> dict:
    """The documents by number (their unit's key, language and source) and the glossary's
    entries: each its concept (a number: the same for the concept's entries in every language)
    and, in a language other than the source's, the analysis of the terms an English query
    names the concept by in that language (`Searcher._through_glossary`), so that an English
    query needs no other language's words to be read; else its terms."""
    keys: list[str] = []
    key_index: dict[str, int] = {}
    values = {"lang": [], "source": []}
    docs, glossary, concepts = [], {}, {}
    for docnum, key, lang, source, label, term_list in db.execute(
            "SELECT docnum, key, lang, source, label, terms FROM docs ORDER BY docnum"):
        if key not in key_index:
            key_index[key] = len(keys)
            keys.append(key)
        row = [key_index[key]]
        for name, value in (("lang", lang), ("source", source)):
            if value not in values[name]:
                values[name].append(value)
            row.append(values[name].index(value))
        docs.append(row)
        if source == "glossary":
            concept = concepts.setdefault(label, len(concepts))
            if lang != SOURCE and analyzers and lang in analyzers:
                glossary[docnum] = [concept, [terms(analyzers[lang], term) for term
                                              in term_list.split(" ; ")[:GLOSSARY_TERMS]]]
            else:
                glossary[docnum] = [concept, term_list]
    # each document's unit as its step from the previous document's (mostly 0 or 1), and its
    # language and source, column by column: a fifth of the rows' size compressed
    steps = [row[0] - (docs[i - 1][0] if i else 0) for i, row in enumerate(docs)]
    return {"keys": keys, "langs": values["lang"], "sources": values["source"],
            "key_steps": steps, "lang": [row[1] for row in docs],
            "source": [row[2] for row in docs],
            "glossary": glossary}


def citation_data(searcher) -> dict:
    """What the browser needs to read a citation: the languages in column order and their
    scripts, the Laws' work, the law words of each language, the Hebrew letters' values, every
    unit's id, the patterns of each language's grammar, and the limits on a query that
    `lawsearch search` cuts it to (`bounds`), with the pattern of its words."""
    from ..bounds import MAX_QUERY, MAX_WORD, MAX_WORDS
    from ..lang.analysis import TOKENS
    from ..lang.en import LAW_WORDS as EN
    from ..lang.he import LAW_WORDS as HE
    from ..lang.he import LETTER_VALUES
    from ..lang.tr import LAW_WORDS as TR

    # Longest first (the browser takes the first that begins the text); the words themselves
    # break ties, or the order of a set would make every build's data differ.
    words = set(EN) | set(HE) | set(TR) | {"§§", "§"}
    return {"languages": list(LANGUAGES), "work": WORK,
            # each language's script: the page fetches the words of a query's languages early
            "scripts": {code: lang.script for code, lang in LANGUAGES.items()},
            "law_words": sorted(words, key=lambda w: (-len(w), w)),
            "hebrew_letters": LETTER_VALUES, "ids": sorted(searcher.ids),
            # each language's citation grammar's patterns, as JavaScript reads them
            "grammars": _grammars(),
            # the browser cuts a query as the command line does, to these, written once
            "bounds": {"characters": MAX_QUERY, "words": MAX_WORDS, "letters": MAX_WORD,
                       "tokens": list(js_source(TOKENS))},
            # what reads a typed word's part of the search's data (wordparts.py): the page
            # fetches a query's words beside the search's index
            "words": wordparts.reader_data()}


def grammars_script() -> str:
    """`assets/search/grammars.js`: each language's citation grammar as the browser runs it
    (`lang/<xx>/citations.js`, beside the Python grammar whose patterns it compiles), in the
    languages' column order."""
    out = []
    for code in LANGUAGES:
        script = Path(package(code).__file__).with_name("citations.js")
        if script.is_file():
            out.append(script.read_text(encoding="utf-8"))
    return "".join(out)


def _grammars() -> dict[str, dict[str, list[str]]]:
    """Each language's grammar's patterns as JavaScript reads them; a grammar of a language
    kept outside lawsearch that JavaScript cannot read alike is left out (the site's script
    has grammars for the languages of lawsearch alone; tests/test_patterns.py holds those
    whole)."""
    out = {}
    for code in LANGUAGES:
        grammar = part(code, "citations")
        if grammar is not None:
            try:
                out[code] = js_patterns(grammar)
            except Untranslatable:
                continue
    return out


def heading_data(corpus) -> dict:
    """What heads a result in the browser: each law's English title, each definition's term (the
    English term an edition prints beside it, else the term itself) and each section heading of
    the books (the English original's where the build has it, else the translation's)."""
    from ..corpus import Corpus, present
    from ..lang.en import LAW_TITLES

    definitions = {}
    for key, versions in sorted(corpus.definitions().items()):
        english = next((d.english for d in versions.values() if d.english), None)
        definitions[key] = english or next(iter(versions.values())).term
    books, works = {}, {}
    for work in present(corpus.directory):
        if work == WORK:
            continue
        book = Corpus.load(corpus.directory, work=work)
        works[work] = WORKS[work].title or work
        order = [SOURCE] + [lang for lang in book.langs if lang != SOURCE]
        sections = {}  # a book's sections; another year's Laws' laws
        for cid in book.ids:
            if cid.count(":") != 1 and not cid.isdigit():
                continue
            versions = book.versions(cid)
            heading = next((versions[lang].heading for lang in order
                            if lang in versions and versions[lang].heading), None)
            if heading:
                sections[cid.split(":", 1)[-1]] = heading
        books[work] = sections
    return {"laws": {str(n): t for n, t in sorted(LAW_TITLES.items())},
            "definitions": definitions, "books": books, "works": works}


def write(index: Path, corpus, assets: Path) -> dict[str, int]:
    """Write the search data of the corpus (a loaded `Corpus`) under `assets/search/`; the size
    in bytes of each part."""
    from ..search import Searcher

    index, assets = Path(index), Path(assets)
    folder = assets / "search"
    folder.mkdir(parents=True, exist_ok=True)
    with Searcher(index, corpus.directory) as searcher:  # built first if missing or stale
        meta = read_meta(index)
        impacts = impact_lists(searcher.store.db)
        data = {
            "format": 1,
            "score_scale": SCORE_SCALE,
            "work": WORK,  # the Laws (`works.py`); the results of other works are books
            # the languages, in column order, as they declare themselves (`lang/<xx>/`)
            "languages": [{"code": lang.code, "native": lang.native, "script": lang.script,
                           "rtl": lang.rtl, "typos": lang.typos} for lang in LANGUAGES.values()],
            "weights": {"boosts": BOOSTS, "source_weight": SOURCE_WEIGHT, "others": OTHERS,
                        "children": CHILDREN, "language_exponent": LANGUAGE_EXPONENT,
                        "glossary_share": GLOSSARY_SHARE, "glossary_concepts": GLOSSARY_CONCEPTS,
                        "glossary_terms": GLOSSARY_TERMS,
                        "common_share": COMMON_SHARE, "fusion_k": FUSION_K,
                        "fusion": FUSION, "told_words": TOLD_WORDS,
                        "situation_decay": SITUATION_DECAY, "concepts_kept": CONCEPTS_KEPT,
                        "concept_documents": CONCEPT_DOCUMENTS, "typed_langs": list(TYPED_LANGS),
                        "units_shown": UNITS_SHOWN, "model_mu": MODEL_MU,
                        "framing_kept": FRAMING_KEPT, "pair_count": PAIR_COUNT,
                        "typo_length": MIN_LENGTH},
            "stop_words": meta["stop_words"],
            "source": SOURCE,  # the language the glossary's concepts are named in
            "lemma": {lang: _lemma_settings(lang) for lang in meta["stop_words"]},
            "accents": {lang: {"letters": rules[0], "pairs": rules[1]}
                        for lang in meta["stop_words"] if (rules := accent_rules(lang))},
            "framing": {lang: found for lang in meta["stop_words"]
                        if (found := framing_patterns(lang))},
            "shorthand": {lang: t for lang in meta["stop_words"]
                          if (t := shorthand_table(lang)) is not None},
            "documents": documents_table(searcher.store.db, searcher.analyzers),
            # the fields of the lists' parts (impacts/<n>.js) beside the impact lists'
            "law_field": LAW_FIELD,
            "forms_field": wordparts.FORMS,
            "headings": heading_data(corpus),
            "langs": meta["langs"],
        }
        analysis = analysis_table(searcher, words := vocabulary(corpus), trigger_words(words))
        unaccented = unaccented_table(searcher.store.db)
        counts = document_counts(impacts, analysis)
        lists = {lang: searcher.typos.lists(lang) for lang in TYPED_LANGS}
        # what reads the query's words, in parts by their first letters (wordparts.py)
        words_parts, data["longest"] = wordparts.parts(
            analysis, unaccented, {lang: set(w) | set(v) for lang, (w, v) in lists.items()})
        # what reads a typo, by language, fetched when a query has a word the corpus lacks
        spelling = {lang: {"df": counts[lang]} for lang in counts
                    if LANGUAGES.get(lang) and LANGUAGES[lang].typos == "analysed"}
        for lang, (typed, valid) in lists.items():
            spelling.setdefault(lang, {}).update(words=" ".join(typed), valid=" ".join(valid))
        told = situation_table(searcher.store.db)
        told_core, told_fields = situationparts.parts(told, searcher.store.db)
        data["situations"] = {"concepts": told["concepts"], "langs": told_core,
                              "model_field": situationparts.MODEL,
                              "pairs_field": situationparts.PAIRS,
                              "triggers_field": situationparts.TRIGGERS}
        impacts.update(told_fields)
        data["parts"] = {"spelling": sorted(spelling)}
        # the whole-law lists and the words found (a result marks them) beside the impact
        # lists, by term
        for lang, lists in law_lists(searcher.store.db).items():
            impacts[LAW_FIELD + lang] = lists
        for lang, found in wordparts.forms(analysis).items():
            impacts[wordparts.FORMS + lang] = found
        cite = citation_data(searcher)
        parts = impact_parts(impacts)
        documents = data["documents"]
        glossed = glossedparts.parts(
            documents["glossary"], lambda d: documents["langs"][documents["lang"][d]],
            impacts, LAW_FIELD, CONCEPT_DOCUMENTS)
        data["glossed_buckets"] = glossedparts.GLOSSED_BUCKETS
    sizes = {}
    glossary = data["documents"].pop("glossary")
    text = "window.LAWSEARCH_INDEX = " + js_data(data) + ";\n"
    (folder / "index.js").write_text(text, encoding="utf-8")
    sizes["search index"] = len(text.encode("utf-8"))
    # the glossary's entries, apart: read by a query in the source's script alone
    text = "window.LAWSEARCH_GLOSSARY = " + js_data(glossary) + ";\n"
    (folder / "glossary.js").write_text(text, encoding="utf-8")
    sizes["glossary"] = len(text.encode("utf-8"))
    # what reads a citation, small and apart, so that a citation is answered before the rest
    grammars = ("window.LAWSEARCH_CITATIONS_DATA = " + js_data(cite)
                + ";\n" + grammars_script())
    (folder / "grammars.js").write_text(grammars, encoding="utf-8")
    sizes["citation grammars"] = len(grammars.encode("utf-8"))
    units = {}
    for work_dir in sorted((index / UNITS).iterdir()):
        if not work_dir.is_dir():
            continue
        for path in sorted(work_dir.glob("*.json")):
            if path.name != "ids.json":
                records = json.loads(path.read_text(encoding="utf-8"))
                units[f"{work_dir.name}-{path.stem}"] = shown_records(records)
    # what reads a word and its terms' lists, in one part (the page asks for one a word)
    sizes["words and lists, in parts"] = _write_parts(
        folder / "impacts", [("LAWSEARCH_WORDS", words_parts),
                             ("LAWSEARCH_IMPACTS", {str(n): p for n, p in enumerate(parts)})])
    for name, folder_name, glob, items in (
            ("words a typo is read against", "spelling", "LAWSEARCH_SPELLING", spelling),
            ("glossary terms' lists, by concept", "glossed", "LAWSEARCH_GLOSSED", glossed),
            ("unit texts", "units", "LAWSEARCH_UNITS", units)):
        sizes[name] = _write_parts(folder / folder_name, [(glob, items)])
    return sizes


def _write_parts(folder: Path, globs: list[tuple[str, dict]]) -> int:
    """Each key of the items as `<key>.js` in `folder`, a script that adds each item under it to
    its `window[glob]` (an empty one where a glob has none of that key, so that the file's
    coming says every glob's part is here); the bytes written."""
    folder.mkdir(parents=True, exist_ok=True)
    globs = [(glob, {str(k): v for k, v in items.items()}) for glob, items in globs]
    written = 0
    for key in dict.fromkeys(k for _, items in globs for k in items):
        body = "".join(f"(window.{glob} = window.{glob} || {{}})[{json.dumps(key)}] = "
                       + js_data(items.get(key, {})) + ";\n" for glob, items in globs)
        (folder / f"{key}.js").write_text(body, encoding="utf-8")
        written += len(body.encode("utf-8"))
    return written


def shown_records(records: list[dict]) -> list[dict]:
    """What a result shows of its units (`assets/search-page.js`): each unit's id and its number,
    title and text in each language that has them; not its references or notes, which its law's
    page shows."""
    return [{"id": r["id"], **{field: {lang: v for lang, v in (r.get(field) or {}).items() if v}
                               for field in ("num", "title", "text")}} for r in records]


def js_data(data) -> str:
    """`data` as a JavaScript expression of the same data: `JSON.parse('…')`, which a browser
    reads several times faster than the literal itself (a phone's long task, for the larger
    parts), and in which a corpus word "__proto__" is a key like any other (in a literal,
    `"__proto__": …` sets the object's prototype)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return "JSON.parse('" + text.replace("\\", "\\\\").replace("'", "\\'") + "')"


def read_data(script: str):
    """The data a script of the search's data sets (`window.… = JSON.parse('…');`)."""
    text = script[script.index("JSON.parse('") + 12:script.rindex("')")]
    return json.loads(re.sub(r"\\(.)", r"\1", text, flags=re.S))


def read_part(script: str, glob: str):
    """The data a part of the search's data (`_write_parts`) adds to `window[glob]`."""
    for line in script.splitlines():
        if line.startswith(f"(window.{glob} = "):
            return read_data(line)
    raise ValueError(f"no part of {glob} in this script")


def _lemma_settings(lang: str) -> dict:
    module = lang_module(lang)
    endings = lemma_endings(lang)
    return {"min_stem": getattr(module, "LEMMA_MIN_STEM", 4),
            "max_strip": getattr(module, "LEMMA_MAX_STRIP", None),
            "endings": sorted(endings) if endings is not None else None,
            "stemmer": getattr(module, "STEMMER", None)}
