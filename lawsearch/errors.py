"""Errors that point a user at the place in their input that is wrong."""
from __future__ import annotations


class LawsearchError(Exception):
    """An error the command line reports in one line and exits non-zero on."""

    exit_code = 1


class SourceError(LawsearchError):
    """A source text that cannot be read as expected: names file, line, and what was expected."""

    def __init__(self, path: object, line: int, expected: str, found: str | None = None):
        self.path, self.line, self.expected, self.found = str(path), line, expected, found
        message = f"{self.path}:{line}: expected {expected}"
        if found is not None:
            shown = found if len(found) <= 80 else found[:77] + "..."
            message += f", found {shown!r}"
        super().__init__(message)


def line_of(text: str, needle: str, last: bool = False) -> int:
    """The line of the first (or `last`) `needle` in `text`, for a `SourceError` (1 where it is
    not found)."""
    at = text.rfind(needle) if last else text.find(needle)
    return text.count("\n", 0, at) + 1 if at >= 0 else 1


EXCERPT = 60  # characters of the input a message quotes


def excerpt(text: str, size: int = EXCERPT) -> str:
    """`text` quoted for a message: whole when short, else its beginning and its length."""
    if len(text) <= size:
        return repr(text)
    return f"{text[:size] + '…'!r} ({len(text):,} characters)"


class CitationError(LawsearchError):
    """A citation that names nothing in the corpus."""

    exit_code = 2


class DamagedFile(LawsearchError):
    """A file lawsearch wrote (the corpus, an imported edition, the index) that is missing or
    not as it was written: named, with what is wrong and how to get it back, in one line."""

    def __init__(self, path: object, what: str, restore: str):
        self.path, self.what, self.restore = str(path), what, restore
        super().__init__(f"{self.path} {what}; to restore it: {restore}")
