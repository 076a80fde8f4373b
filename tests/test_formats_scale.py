"""Election files at city scale, in a process of their own: ``fairagents aggregate`` on a
generated ≥ 200 MB Pabulib approval file (6 million voters) stays within twice the compact
profile's size at its peak, and a 200 MB PrefLib ``.soi`` file within twice its own
(docs/reference/limits.md states the bound). Before the readers streamed into arrays the
Pabulib file took 101 s and 7.1 GB."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from election_files import write_approval_pb, write_soc  # noqa: E402

# The child runs the command as a user would, then reports its own peak: VmHWM, not
# getrusage's ru_maxrss, which Linux keeps across exec (a child of a large pytest process would
# report the parent's peak).
CHILD = textwrap.dedent(
    """
    import json, sys, time
    from fairagents._cli import app
    start = time.perf_counter()
    try:
        app(sys.argv[1:], standalone_mode=False)
    finally:
        peak = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM:"))
        print(json.dumps({"seconds": time.perf_counter() - start, "peak_kb": peak}))
    """
)


def _run(*args: str) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *args],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
        env={"PYTHONPATH": str(ROOT / "src"), "PATH": "/usr/bin:/bin", "COLUMNS": "100"},
    )
    assert "Traceback" not in done.stderr, done.stderr
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _pabulib(path: Path) -> int:
    projects = 150
    voters = write_approval_pb(path, 200, projects=projects)
    # A byte per voter and project (who approves what), the voter ids as bytes (the longest
    # id's width each).
    return voters * projects + voters * len(str(voters))


def _preflib(path: Path) -> int:
    alternatives = 10
    # Incomplete orders: the rules read them as weak orders (left out: tied last) a block at a
    # time, never all at once.
    orders = write_soc(path, 200, alternatives=alternatives, complete=False)
    # A position (8 bytes) per order and alternative, a weight (8 bytes) per order; the voter
    # ids are numbered, not stored.
    return orders * alternatives * 8 + orders * 8


@pytest.mark.parametrize(("name", "write"), [("city.pb", _pabulib), ("many.soi", _preflib)])
def test_a_200_mb_election_file_is_aggregated_within_twice_its_compact_profile(
    tmp_path: Path, name: str, write: Callable[[Path], int]
) -> None:
    path = tmp_path / name
    compact = write(path)  # the compact profile's size, in bytes
    assert path.stat().st_size >= 200 * 10**6
    result = _run("aggregate", str(path), "--json")  # the default rule: mes, borda
    assert result["peak_kb"] * 1024 <= 2 * compact, (result, compact)
