"""Write the golden vectors both runtimes must answer alike (`tests/spec/*.jsonl`): each line an
input and the answer Python gives it. `tests/test_spec.py` holds Python to them (a change of
Python's answers shows as a change of these files) and runs the site's JavaScript in Node.js
over them.

    python scripts/spec.py          # write them again from Python (with the cache moved to an
                                    # empty folder: the answers are the shipped corpus's alone)
    python scripts/spec.py --check  # exit 1 if Python's answers differ from the files
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "tests" / "spec"
sys.path.insert(0, str(ROOT / "tests"))

from citation_queries import CURATED, citation_queries, python_answer  # noqa: E402

from lawsearch import Corpus  # noqa: E402


def citation_vectors() -> list[dict]:
    """The curated forms and a seeded sample of invented ones, with Python's answer to each:
    every invented query that is a citation or is refused, and the first 200 that are neither."""
    ids = Corpus.load(user=False).ids
    out = [{"query": q, "answer": python_answer(q, ids)} for q in CURATED]
    neither = 0
    for q in dict.fromkeys(citation_queries(1907, 2000)):
        if q in CURATED:
            continue
        found = python_answer(q, ids)
        if found is None:
            neither += 1
            if neither > 200:
                continue
        out.append({"query": q, "answer": found})
    return out


def analysis_vectors() -> list[dict]:
    """A seeded sample of each language's corpus words, as printed and as they stand first in a
    sentence (capitalised the language's way), with the terms Python's analysis gives them."""
    import random

    from lawsearch.lang import package
    from lawsearch.search import Searcher
    from lawsearch.search.query import terms
    from lawsearch.search.vocabulary import vocabulary

    words = vocabulary(Corpus.load(user=False))
    rng = random.Random(1907)
    out = []
    with Searcher() as searcher:
        for lang in sorted(words):
            upper = getattr(package(lang), "upper", str.upper)
            for word in rng.sample(sorted(words[lang]), min(WORDS, len(words[lang]))):
                for text in dict.fromkeys((word, upper(word[:1]) + word[1:])):
                    out.append({"lang": lang, "text": text,
                                "terms": terms(searcher.analyzers[lang], text)})
    return out


def search_vectors() -> list[dict]:
    """The development set's queries (the project's own), with the first result Python's search
    gives each (its work and id): what the site shows first."""
    from lawsearch.search import Searcher
    from lawsearch.search.evaluation import load_devset

    out = []
    with Searcher() as searcher:
        for q in load_devset():
            found = searcher.search(q["q"], limit=1)
            out.append({"query": q["q"], "first": [found[0].work, found[0].id] if found else None})
    return out


WORDS = 300  # of each language, for the analysis vectors


def lines(vectors: list[dict]) -> str:
    return "".join(json.dumps(v, ensure_ascii=False, sort_keys=True) + "\n" for v in vectors)


FILES = {"citations.jsonl": citation_vectors, "analysis.jsonl": analysis_vectors,
         "search.jsonl": search_vectors}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args()
    differ = []
    for name, make in FILES.items():
        text = lines(make())
        path = SPEC / name
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                differ.append(name)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {text.count(chr(10))} vectors")
    if differ:
        print("Python's answers differ from: " + ", ".join(differ), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
