"""Ordinal rules from a PrefLib ``.soc`` file against pref_voting reading the same file.

10,000 ballots over 8 alternatives (uniformly random strict orders, fixed seed) are written as a
PrefLib ``.soc`` file of distinct orders with their counts; each side reads the file with its own
reader and computes the winners, inside the timing (end to end: fairagents' ``read_preflib`` then
the rule; pref_voting's ``preflib_to_profile`` then its rule). Median of seven rounds that run
each side once in turn (the same load for both). The winner sets must agree. Target: every rule
≥ 10× pref_voting.

Then the same file in fresh processes (``bench/_fresh.py``): one new interpreter per side per
repetition, paired, start-up included and excluded, min and median ratio over 5 repetitions.
"""

from __future__ import annotations

import os
import platform
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from _fresh import TARGET, verdict
from _fresh import table as fresh_table
from pref_voting.c1_methods import copeland
from pref_voting.io.readers import preflib_to_profile
from pref_voting.iterative_methods import instant_runoff
from pref_voting.margin_based_methods import beat_path, minimax
from pref_voting.scoring_methods import borda, plurality

from fairagents import aggregate
from fairagents.formats import read_preflib

BALLOTS = 10_000
ALTERNATIVES = 8
ROUNDS = 7
# FAIRAGENTS_BENCH_CLOCK=cpu times with the process's CPU time (all its threads) instead of the
# wall clock: on a machine shared with other jobs, wall time also counts the moments the
# scheduler gave the cores to them, which makes millisecond runs noisy and unequal.
CPU_CLOCK = os.environ.get("FAIRAGENTS_BENCH_CLOCK") == "cpu"
CLOCK = time.process_time if CPU_CLOCK else time.perf_counter
RULES: dict[str, Callable[..., Any]] = {
    "plurality": plurality,
    "borda": borda,
    "copeland": copeland,
    "minimax": minimax,
    "schulze": beat_path,  # Schulze's beat-path method
    "instant_runoff": instant_runoff,
}


def _write(path: Path) -> None:
    rng = np.random.default_rng(7)
    counts: dict[tuple[int, ...], int] = {}
    for _ in range(BALLOTS):
        order = tuple(int(x) + 1 for x in rng.permutation(ALTERNATIVES))
        counts[order] = counts.get(order, 0) + 1
    lines = [
        "# DATA TYPE: soc",
        f"# NUMBER ALTERNATIVES: {ALTERNATIVES}",
        f"# NUMBER VOTERS: {BALLOTS}",
        f"# NUMBER UNIQUE ORDERS: {len(counts)}",
        *(f"# ALTERNATIVE NAME {i}: c{i}" for i in range(1, ALTERNATIVES + 1)),
        *(f"{n}: {','.join(map(str, o))}" for o, n in counts.items()),
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _interleaved(ours: Callable[[], Any], theirs: Callable[[], Any]) -> tuple[float, ...]:
    """Median times of ``ours`` and ``theirs`` over rounds that run each once in turn (so both
    see the same load), and their results."""
    times: tuple[list[float], list[float]] = ([], [])
    results: list[Any] = [None, None]
    for _ in range(ROUNDS):
        for side, call in enumerate((ours, theirs)):
            start = CLOCK()
            results[side] = call()
            times[side].append(CLOCK() - start)
    return statistics.median(times[0]), statistics.median(times[1]), *results


def main() -> None:
    load = os.getloadavg()
    print(
        f"{BALLOTS:,} ballots × {ALTERNATIVES} alternatives as a .soc file; CPython "
        f"{platform.python_version()}, load average {load[0]:.1f} on {os.cpu_count()} cores, "
        f"{'CPU time' if CPU_CLOCK else 'wall time'}"
    )
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "ballots.soc"
        _write(path)
        print("| rule | fairagents ms | pref_voting ms | speed-up | same winners | target |")
        print("| --- | ---: | ---: | ---: | --- | --- |")
        for rule, theirs in RULES.items():
            ours_s, theirs_s, ours, winners = _interleaved(
                lambda: aggregate(read_preflib(path), rule).winners,  # noqa: B023
                lambda: theirs(preflib_to_profile(str(path))),  # noqa: B023
            )
            same = sorted(ours) == sorted(f"c{w}" for w in winners)
            ratio = theirs_s / ours_s
            print(
                f"| {rule} | {ours_s * 1e3:,.1f} | {theirs_s * 1e3:,.1f} | {ratio:.1f}× | "
                f"{'yes' if same else 'NO'} | ≥ {TARGET:g}×: {verdict(ratio)} |"
            )
        print(flush=True)
        fresh_table(
            f"Fresh processes, the .soc file ({BALLOTS:,} ballots × {ALTERNATIVES} alternatives)",
            "soc",
            path,
            ".soc",
        )


if __name__ == "__main__":
    main()
