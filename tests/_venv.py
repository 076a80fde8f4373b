"""A throwaway virtual environment for tests that install packages, offline.

The new environment gets no pip and no network: packages go in with the project environment's
pip (``--target`` its site-packages, ``--no-deps --no-index``), and the project environment's
site-packages serve every dependency through a ``.pth`` line. Such a line is only appended to
``sys.path`` — the ``.pth`` files inside that folder (the editable install among them) are not
read — so what is installed in the new environment is what it imports. The shared environment
is never written to.
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

__all__ = ["Venv", "run"]


def run(args: list[str], cwd: Path, env: dict[str, str] | None = None, timeout: int = 900) -> str:
    """Run ``args``; its standard output, or a failed assertion with both streams' ends."""
    result = subprocess.run(
        args,
        cwd=cwd,
        env=os.environ.copy() if env is None else env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    assert result.returncode == 0, f"{args}: {result.stdout[-2000:]}\n{result.stderr[-4000:]}"
    return result.stdout


class Venv:
    """A new environment in ``root/venv`` that sees the project's dependencies (``extra`` too)."""

    def __init__(self, root: Path, extra: tuple[Path, ...] = ()) -> None:
        self.root = root
        run([sys.executable, "-m", "venv", "--without-pip", str(root / "venv")], root)
        self.python = root / "venv" / "bin" / "python"
        purelib = "import sysconfig; print(sysconfig.get_paths()['purelib'])"
        self.site = Path(run([str(self.python), "-c", purelib], root).strip())
        paths = [*map(str, extra), sysconfig.get_paths()["purelib"]]
        (self.site / "_project_dependencies.pth").write_text("\n".join(paths) + "\n")

    def install(self, target: Path) -> None:
        """Install a wheel or a project folder, offline, without its dependencies."""
        run(
            [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--quiet",
             "--no-build-isolation", "--target", str(self.site), str(target)],
            self.root,
        )  # fmt: skip
