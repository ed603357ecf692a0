"""lawsearch as a user installs it: the wheel `python -m build` makes from this checkout (through
its sdist), installed into a fresh virtual environment outside the checkout, its dependencies
those this environment has (the same pins, installed by the README's command: `unmet` says
whether the wheel asks for any it lacks). Used by tests/test_package.py and scripts/bench.py."""
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
    # the wheel installed by this environment's pip (`--python`): the environment needs none of
    # its own. Its dependencies are this environment's, after the wheel's own files on the path
    # (a path file: the packages, not this checkout, whose editable install is a path file of
    # this environment's that a path it adds does not run); installing them again from pip's
    # cache took 28 of the test's 68 s
    subprocess.run([base, "-m", "venv", "--without-pip", str(venv)], **quiet)
    installed = Installed(venv, wheel, sdist, home)
    ours = Path(sysconfig.get_path("purelib"))
    (installed.site_packages / "_dependencies.pth").write_text(f"{ours}\n", encoding="utf-8")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"),
                    "install", "-q", "--no-deps", "--disable-pip-version-check", str(wheel)],
                   env={k: v for k, v in env.items() if k != "PYTHONPATH"}, **quiet)
    return installed


def unmet(wheel: Path) -> list[str]:
    """The wheel's requirements (its `Requires-Dist`, extras aside) that no distribution of this
    environment meets."""
    import zipfile
    from email.parser import Parser
    from importlib.metadata import PackageNotFoundError, version

    from packaging.requirements import Requirement

    with zipfile.ZipFile(wheel) as z:
        name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        metadata = Parser().parsestr(z.read(name).decode("utf-8"))
    out = []
    for line in metadata.get_all("Requires-Dist") or []:
        req = Requirement(line)
        if req.marker is not None and not req.marker.evaluate({"extra": ""}):
            continue
        try:
            if version(req.name) not in req.specifier:
                out.append(line)
        except PackageNotFoundError:
            out.append(line)
    return out
