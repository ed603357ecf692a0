"""Editions from users: `lawsearch import` reads a plain-text edition (by a profile of its layout)
or an Akoma Ntoso file, aligns it to the canonical ids and writes it to the user corpus.

    ligatures.py   ligatures lost by PDF text extraction, repaired and reported
"""
