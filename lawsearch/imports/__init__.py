"""Editions from users: `lawsearch import` reads a plain-text edition (by a profile of its layout)
or an Akoma Ntoso file, aligns it to the canonical ids and writes it to the user corpus.

    profiles.py    the layouts: built-in readers, and patterns for the generic reader
                   (`lawsearch/sources/layout.py`); detection by law headings
    ligatures.py   ligatures lost by PDF text extraction, repaired and reported
    importer.py    read (text or AKN) → link → align → validate → write to the user corpus
    limits.py      how large a file may be and how far a PDF may inflate, refused early
    pdf_bounds.py  pdfminer.six held to those bounds while pdf.py reads a PDF
    store.py       the edition and its subject index written in one swap, under a lock
"""
