"""lawsearch: the Laws of Duplicate Bridge, aligned across languages.

    from lawsearch import Corpus
    laws = Corpus.load()
    laws.show("Yasa 27")            # unit records, every language
    laws.search("insufficient bid") # a result per law, each with its best units
    laws.cite("bkz. Yasa 27B1(a)")  # citations found and resolved
"""
from .version import __version__


def __getattr__(name: str):
    # Imported on first use, so that `python -m lawsearch show` starts fast.
    if name == "Corpus":
        from .api import Corpus

        return Corpus
    raise AttributeError(name)


__all__ = ["Corpus", "__version__"]
