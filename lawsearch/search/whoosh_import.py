"""Importing Whoosh, fast.

Whoosh-Reloaded takes `cached_property` from the PyPI backport, whose module imports asyncio (a
quarter of Whoosh's import time, paid by every cold `lawsearch search`). Python has had the same
decorator as `functools.cached_property` since 3.8; where the backport is not imported yet, this
module makes it the one Whoosh gets. Import Whoosh through this module.
"""
from __future__ import annotations

import functools
import sys
import types

if "cached_property" not in sys.modules:
    _shim = types.ModuleType("cached_property")
    _shim.cached_property = functools.cached_property
    sys.modules["cached_property"] = _shim

import whoosh  # noqa: E402,F401
