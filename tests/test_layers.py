"""The package's layers (`.importlinter`): data flows one way, and no package's modules import
each other in a circle. `lint-imports` checks the contracts; the test also holds that the
contracts can fail (a contract that names no module checks nothing)."""
from __future__ import annotations

import configparser
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINT = Path(sys.executable).parent / "lint-imports"


def lint(config: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(LINT), "--config", str(config), "--no-cache"],
                          capture_output=True, text=True, cwd=ROOT)


def test_the_contracts_are_kept():
    run = lint(ROOT / ".importlinter")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 kept, 0 broken" in run.stdout


def test_every_module_of_the_top_level_is_in_a_layer():
    config = configparser.ConfigParser()
    config.read(ROOT / ".importlinter")
    layers = config["importlinter:contract:layers"]["layers"]
    named = {name.strip() for line in layers.split("\n") for name in line.replace(":", "|")
             .split("|") if name.strip()}
    package = ROOT / "lawsearch"
    modules = {f"lawsearch.{p.stem}" for p in package.glob("*.py") if p.stem != "__init__"} | \
        {f"lawsearch.{p.name}" for p in package.iterdir() if (p / "__init__.py").is_file()}
    assert modules == named


def test_a_lower_layer_importing_a_higher_one_breaks_the_contract(tmp_path):
    # the same contracts over a copy of the package in which the model imports the corpus
    copy = tmp_path / "lawsearch"
    subprocess.run(["cp", "-r", str(ROOT / "lawsearch"), str(copy)], check=True)
    model = copy / "model.py"
    model.write_text(model.read_text(encoding="utf-8") + "\nfrom . import corpus  # noqa\n",
                     encoding="utf-8")
    run = subprocess.run([str(LINT), "--config", str(ROOT / ".importlinter"), "--no-cache"],
                         capture_output=True, text=True, cwd=tmp_path,
                         env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 1, run.stdout + run.stderr
    assert "lawsearch.model -> lawsearch.corpus" in run.stdout
