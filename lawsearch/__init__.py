"""lawsearch: the Laws of Duplicate Bridge, aligned across languages.

    from lawsearch import Corpus
    laws = Corpus.load()
    laws.show("Yasa 27")            # unit records, every language
    laws.search("insufficient bid") # a result per law, each with its best units
    laws.cite("bkz. Yasa 27B1(a)")  # citations found and resolved
"""
__version__ = "0.1.0"


def __getattr__(name: str):
    # Imported on first use, so that `python -m lawsearch show` starts fast.
    if name == "Corpus":
        from .corpus import Corpus

        return Corpus
    raise AttributeError(name)


__all__ = ["Corpus"]
