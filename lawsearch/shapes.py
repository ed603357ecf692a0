"""What a JSON document the build wrote must hold, declared as data beside its writer, and the
check of a document against it. A document of another shape (a hand edit, a bad copy of a corpus
whose inventory is gone, a report of another version) is refused with where and what was
expected, before any command reads a field of it: never a `KeyError` three calls later.

A shape is:
- a type, or a tuple of types and None: the value is one of them (`float` takes an integer too;
  `int` and `float` never take `true` or `false`);
- `[shape]`: a list whose every item has the shape;
- `{str: shape}`: an object of any keys, each value of the shape;
- `{"key": shape, ...}`: an object with at least these keys (`Optional(shape)`: a key that may be
  absent), and `{re.compile(...): shape}` among them: every key it matches has the shape.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

_NAMES = {str: "a string", int: "a whole number", float: "a number", bool: "true or false",
          list: "a list", dict: "an object", type(None): "null"}


@dataclass(frozen=True)
class Optional:
    """A key an object may lack; where present its value has `shape`."""
    shape: Any


def check(value: Any, shape: Any, where: str = "") -> None:
    """Raise `ValueError` naming the first place (as keys and indexes from the top, joined by
    "/") where `value` does not have `shape`."""
    at = where[1:] or "the document"
    if isinstance(shape, list):
        _is(value, list, at)
        for i, item in enumerate(value):
            check(item, shape[0], f"{where}/{i}")
    elif isinstance(shape, dict):
        _is(value, dict, at)
        for key, inner in shape.items():
            if key is str:
                for k, v in value.items():
                    check(v, inner, f"{where}/{k}")
            elif isinstance(key, re.Pattern):
                for k, v in value.items():
                    if key.search(k):
                        check(v, inner, f"{where}/{k}")
            elif key in value:
                check(value[key], inner.shape if isinstance(inner, Optional) else inner,
                      f"{where}/{key}")
            elif not isinstance(inner, Optional):
                raise ValueError(f"{at}: no {key!r}, where {_name(inner)} was expected")
    else:
        _is(value, shape, at)


def _is(value: Any, kinds: Any, at: str) -> None:
    kinds = tuple(type(None) if k is None else k for k in
                  (kinds if isinstance(kinds, tuple) else (kinds,)))
    if isinstance(value, bool):
        ok = bool in kinds
    elif isinstance(value, int) and float in kinds:
        ok = True
    else:
        ok = isinstance(value, kinds)
    if not ok:
        raise ValueError(f"{at}: {_name(kinds)} expected, not {_NAMES.get(type(value), 'that')}")


def _name(shape: Any) -> str:
    if isinstance(shape, list):
        return "a list"
    if isinstance(shape, dict):
        return "an object"
    kinds = shape if isinstance(shape, tuple) else (shape,)
    return " or ".join(_NAMES.get(type(None) if k is None else k, "a value") for k in kinds)
