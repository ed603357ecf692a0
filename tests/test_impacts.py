"""The impact lists the index keeps (search/impacts.py) are Whoosh's own BM25F scores: each
posting's score as Whoosh's scorer gives it, though the build reads each field's statistics once
and no scorer is made a term."""
from __future__ import annotations

import sqlite3
from array import array

from lawsearch import paths
from lawsearch.search import Searcher
from lawsearch.search.store import STORE


def test_every_impact_list_holds_whooshs_own_scores_of_its_postings():
    from whoosh import index, scoring

    Searcher().close()  # the index of the committed corpus, built if need be
    ix = index.open_dir(str(paths.INDEX))
    db = sqlite3.connect(paths.INDEX / STORE)
    checked = set()
    with ix.searcher() as searcher:
        reader = searcher.reader()
        weighting = scoring.BM25F()
        for field in ix.schema.names():
            if not field.startswith(("title_", "text_", "pairs_")):
                continue
            # every 7th term of each field, its commonest terms and rarest alike
            for n, term in enumerate(reader.lexicon(field)):
                if n % 7:
                    continue
                text = term.decode("utf-8") if isinstance(term, bytes) else term
                scorer = weighting.scorer(searcher, field, text)
                m = reader.postings(field, text)
                docs, scores = array("I"), array("f")
                while m.is_active():
                    docs.append(m.id())
                    scores.append(scorer.score(m))
                    m.next()
                kept = db.execute("SELECT docs, scores FROM impacts WHERE field = ? AND term = ?",
                                  (field, text)).fetchone()
                assert kept is not None, (field, text)
                assert (kept[0], kept[1]) == (docs.tobytes(), scores.tobytes()), (field, text)
                checked.add(field.split("_")[-1])
    db.close()
    assert checked == {"tr", "da", "he", "en"}
