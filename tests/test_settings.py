"""Settings are read when they are used: `paths.configure` (what `--cache` and `--data` do)
moves every folder for every module, whatever was imported before it. No module keeps a copy of
a configurable folder, as a constant or as a default argument."""
from __future__ import annotations

import dataclasses
import importlib
import inspect
import os
import pkgutil
from pathlib import Path

import pytest

import lawsearch
from lawsearch import paths

CONFIGURABLE = ("CACHE", "DATA", "BUILD", "INDEX", "SITE", "LOCAL", "FETCHED", "BUILT_AKN", "AKN")


def every_module() -> list:
    out = []
    for info in pkgutil.walk_packages(lawsearch.__path__, "lawsearch."):
        if info.name.endswith("__main__"):
            continue
        out.append(importlib.import_module(info.name))
    return out


def defaults(obj) -> list:
    try:
        params = inspect.signature(obj).parameters.values()
    except (TypeError, ValueError):
        return []
    return [p.default for p in params if p.default is not inspect.Parameter.empty]


@pytest.fixture
def moved(tmp_path):
    """The folders moved to `tmp_path` (as `lawsearch --cache … --data …` moves them), and put
    back after."""
    saved = {k: os.environ.get(k) for k in ("LAWSEARCH_CACHE", "LAWSEARCH_DATA")}
    paths.configure(cache=tmp_path / "cache", data=tmp_path / "data")
    yield tmp_path
    for k, v in saved.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v
    paths._locate()


def test_no_module_keeps_a_copy_of_a_configurable_folder():
    folders = {getattr(paths, name) for name in CONFIGURABLE}
    kept = []
    for module in every_module():
        if module is paths:
            continue
        for name, value in vars(module).items():
            if isinstance(value, Path) and value in folders:
                kept.append(f"{module.__name__}.{name}")
            if getattr(value, "__module__", None) != module.__name__:
                continue
            members = [value] + ([m for _, m in inspect.getmembers(value, inspect.isfunction)]
                                 if inspect.isclass(value) else [])
            for member in members:
                if any(isinstance(d, Path) and d in folders for d in defaults(member)):
                    kept.append(f"{module.__name__}.{name} (a default argument)")
            if dataclasses.is_dataclass(value):
                kept += [f"{module.__name__}.{name}.{f.name}" for f in dataclasses.fields(value)
                         if isinstance(f.default, Path) and f.default in folders]
    assert kept == []


def test_the_folders_moved_after_every_import_are_where_everything_goes(moved):
    from lawsearch.books import write_local
    from lawsearch.search.freshness import problem

    every_module()
    assert paths.INDEX == moved / "cache" / "index"
    assert problem() == f"no search index at {moved / 'cache' / 'index'}"
    written = write_local(b"<x/>", "en")
    assert written.is_relative_to(moved / "cache")
