"""lawsearch as a user installs it: the wheel `python -m build` makes from this checkout (through
its sdist), installed with its dependencies into a fresh virtual environment outside the checkout.
Used by tests/test_package.py and scripts/bench.py."""
from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

from lawsearch import paths


@dataclass
class Installed:
    venv: Path
    wheel: Path
    sdist: Path
    home: Path  # HOME and the XDG folders of the commands run, all inside it

    @property
    def lawsearch(self) -> Path:
        return self.venv / "bin" / "lawsearch"

    @property
    def site_packages(self) -> Path:
        purelib = sysconfig.get_path("purelib", vars={"base": str(self.venv)})
        return Path(purelib)

    def env(self, **extra: str) -> dict[str, str]:
        """A user's environment: nothing of the checkout's (no PYTHONPATH, no LAWSEARCH_*), the
        user folders under `home`."""
        keep = {k: v for k, v in os.environ.items()
                if k in ("PATH", "LANG", "LC_ALL", "TMPDIR", "COLUMNS", "TERM")}
        return {**keep, "HOME": str(self.home), "XDG_CACHE_HOME": str(self.home / ".cache"),
                "XDG_DATA_HOME": str(self.home / ".local" / "share"),
                "XDG_CONFIG_HOME": str(self.home / ".config"), **extra}

    def run(self, *args: str, cwd: Path, check: bool = True, **extra: str):
        return subprocess.run([str(self.lawsearch), *args], cwd=cwd, env=self.env(**extra),
                              capture_output=True, text=True, check=check)


def install(tmp: Path) -> Installed:
    """Build the sdist and the wheel into `tmp/dist`, and install the wheel into `tmp/venv`."""
    dist, venv, home = tmp / "dist", tmp / "venv", tmp / "home"
    home.mkdir(parents=True)
    quiet = {"capture_output": True, "text": True, "check": True}
    # The build's own environment is isolated; only PYTHONPATH of a development run is dropped,
    # so that it does not bring this checkout's modules into the backend.
    env = {k: v for k, v in os.environ.items() if not k.startswith("LAWSEARCH_")}
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(dist), str(paths.ROOT)],
                   env=env, **quiet)
    wheel = next(dist.glob("lawsearch-*.whl"))
    sdist = next(dist.glob("lawsearch-*.tar.gz"))
    base = getattr(sys, "_base_executable", sys.executable)
    # the wheel and its dependencies installed by this environment's pip (`--python`): the
    # environment needs none of its own, and setting one up is a tenth of the install's time
    subprocess.run([base, "-m", "venv", "--without-pip", str(venv)], **quiet)
    subprocess.run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"),
                    "install", "-q", "--disable-pip-version-check", str(wheel)],
                   env={k: v for k, v in env.items() if k != "PYTHONPATH"}, **quiet)
    return Installed(venv, wheel, sdist, home)
