"""fairagents against pref_voting in fresh processes, paired: shared by ``aggregators.py`` (the
per-ballot JSON file) and ``preflib.py`` (a PrefLib ``.soc`` file). Not a benchmark of its own
(``run.py`` skips modules whose name starts with ``_``).

Each repetition starts, for each rule and input, one new interpreter per side, one after the
other (which side goes first alternates between repetitions); a child imports only its own
library and reads the file itself. Two figures per child, so that each side pays for exactly the
same things:

- *start-up included*: from the child's start (the parent's clock read just before it is
  spawned) to the winners of its first call: the interpreter, the library's imports, and
  everything a first call pays (fairagents' lazily imported modules, pref_voting's numba kernels
  compiled for these inputs) — what a script that reads one file and applies one rule waits for;
- *start-up excluded*: the same call on the same file once more in the same child, so neither
  side pays for imports or one-off compilation — the rule's own cost from the file, in a process
  that holds only one library.

Bytecode: each child runs with ``PYTHONDONTWRITEBYTECODE`` unset and ``PYTHONPYCACHEPREFIX`` set
to one temporary folder per run, and one untimed child per side and rule goes first, so every
timed child reads both libraries from cached bytecode, as a ``pip install``-ed package does (a
shell with ``PYTHONDONTWRITEBYTECODE=1`` and a source checkout would otherwise make fairagents
alone compile its modules in every child, since pref_voting's site-packages bytecode exists).

The ratio of a repetition is pref_voting's time over fairagents' from the same repetition; the
figures are the min and median of those paired ratios (and the medians of the times). The clock
is the wall clock, or with ``FAIRAGENTS_BENCH_CLOCK=cpu`` each child's CPU time (all its
threads): for *start-up included* that is the process's CPU time since it started (interpreter
start-up included), read after the first call.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

CPU_CLOCK = os.environ.get("FAIRAGENTS_BENCH_CLOCK") == "cpu"
REPETITIONS = 5  # paired repetitions per rule and input (each: one fresh process per side)
TARGET = 10.0

# pref_voting's function for each fairagents rule (Schulze is its beat-path method), as
# ``module:function``, imported by the child so that it loads no other rule's module.
PV_RULES = {
    "plurality": "pref_voting.scoring_methods:plurality",
    "borda": "pref_voting.scoring_methods:borda",
    "copeland": "pref_voting.c1_methods:copeland",
    "minimax": "pref_voting.margin_based_methods:minimax",
    "schulze": "pref_voting.margin_based_methods:beat_path",
    "instant_runoff": "pref_voting.iterative_methods:instant_runoff",
}

# The child. argv: side, rule, input kind ("json" | "soc"), path. It prints one JSON line.
# Timestamps are time.monotonic(), system-wide on Linux, so the parent's reading before the
# spawn and the child's readings share one clock.
_CHILD = r"""
import json, sys, time
side, rule, kind, path = sys.argv[1:5]
if side == "fairagents":
    if kind == "soc":
        from fairagents.formats import read_preflib
        from fairagents import aggregate

        def call():
            return sorted(aggregate(read_preflib(path), rule).winners)
    else:
        from pathlib import Path
        from fairagents import Profile, aggregate

        def call():
            profile = Profile.model_validate_json(Path(path).read_bytes())
            return sorted(aggregate(profile, rule).winners)
else:
    import importlib
    module, name = sys.argv[5].split(":")
    fn = getattr(importlib.import_module(module), name)
    if kind == "soc":
        from pref_voting.io.readers import preflib_to_profile

        def call():
            return sorted(f"c{c}" for c in fn(preflib_to_profile(path)))
    else:
        import json
        from pathlib import Path
        from pref_voting.profiles import Profile

        def call():
            data = json.loads(Path(path).read_bytes())
            names = data["alternatives"]
            ix = {a: i for i, a in enumerate(names)}
            ballots = data["ballots"]
            profile = Profile(
                [[ix[a] for a in b["ranking"]] for b in ballots],
                rcounts=[b.get("weight", 1) for b in ballots],
            )
            return sorted(names[c] for c in fn(profile))
imported = time.monotonic()
winners = call()
first_wall, first_cpu = time.monotonic(), time.process_time()
start_wall, start_cpu = time.monotonic(), time.process_time()
again = call()
warm_wall, warm_cpu = time.monotonic() - start_wall, time.process_time() - start_cpu
assert again == winners
print(json.dumps({"imported": imported, "first_wall": first_wall, "first_cpu": first_cpu,
                  "warm_wall": warm_wall, "warm_cpu": warm_cpu, "winners": winners}))
"""


class Child(NamedTuple):
    cold: float  # ms, start-up included
    warm: float  # ms, start-up excluded
    winners: list[str]


_PYCACHE = tempfile.TemporaryDirectory(prefix="fairagents-bench-pyc-")
_ENV = {
    **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
    "PYTHONPYCACHEPREFIX": _PYCACHE.name,
}


def child(side: str, rule: str, kind: str, path: Path) -> Child:
    """One fresh process of ``side`` computing ``rule``'s winners from ``path``."""
    args = [sys.executable, "-c", _CHILD, side, rule, kind, str(path)]
    if side == "pref_voting":
        args.append(PV_RULES[rule])
    spawned = time.monotonic()
    out = subprocess.run(args, capture_output=True, text=True, check=False, env=_ENV)
    if out.returncode:
        raise RuntimeError(f"{side} {rule} on {path.name} failed:\n{out.stderr}")
    got = json.loads(out.stdout.strip().splitlines()[-1])
    if CPU_CLOCK:
        return Child(got["first_cpu"] * 1e3, got["warm_cpu"] * 1e3, got["winners"])
    return Child((got["first_wall"] - spawned) * 1e3, got["warm_wall"] * 1e3, got["winners"])


class Paired(NamedTuple):
    rule: str
    ours: dict[str, list[float]]  # "cold" | "warm" → ms per repetition
    theirs: dict[str, list[float]]

    def ratios(self, figure: str) -> list[float]:
        return [t / o for o, t in zip(self.ours[figure], self.theirs[figure], strict=True)]


def paired(rule: str, kind: str, path: Path, repetitions: int = REPETITIONS) -> Paired:
    """``repetitions`` pairs of fresh processes; stops if the winner sets ever differ."""
    ours: dict[str, list[float]] = {"cold": [], "warm": []}
    theirs: dict[str, list[float]] = {"cold": [], "warm": []}
    for side in ("fairagents", "pref_voting"):
        child(side, rule, kind, path)  # untimed: writes the bytecode (and numba's cache) once
    for rep in range(repetitions):
        sides = ("fairagents", "pref_voting") if rep % 2 == 0 else ("pref_voting", "fairagents")
        got = {side: child(side, rule, kind, path) for side in sides}
        a, b = got["fairagents"], got["pref_voting"]
        if a.winners != b.winners:
            raise AssertionError(f"{rule} on {path.name}: {a.winners} ≠ pref_voting {b.winners}")
        for figure, mine, peer in (("cold", a.cold, b.cold), ("warm", a.warm, b.warm)):
            ours[figure].append(mine)
            theirs[figure].append(peer)
    return Paired(rule, ours, theirs)


def verdict(ratio: float, goal: float = TARGET) -> str:
    """``met`` or ``**missed**`` for a speed-up against its goal, and by how much (the one
    verdict of the aggregator benchmarks: ``aggregators.py`` and ``preflib.py`` use it too).

    >>> verdict(15.0), verdict(9.3)
    ('met (15.0×, 50% above)', '**missed** by 7% (9.3×)')
    """
    if ratio >= goal:
        return f"met ({ratio:.1f}×, {ratio / goal - 1:.0%} above)"
    return f"**missed** by {1 - ratio / goal:.0%} ({ratio:.1f}×)"


HEADER = [
    "| rule | input | start-up | fairagents ms | pref_voting ms | speed-up min / median "
    f"| ≥ {TARGET:g}× (by the min) |",
    "| --- | --- | --- | ---: | ---: | ---: | --- |",
]
FIGURES = {"cold": "included", "warm": "excluded"}


def rows(result: Paired, label: str) -> list[str]:
    """The table's rows for one rule and input: start-up included, then excluded."""
    lines = []
    for figure, words in FIGURES.items():
        ratios = result.ratios(figure)
        lines.append(
            f"| {result.rule} | {label} | {words} "
            f"| {statistics.median(result.ours[figure]):,.1f} "
            f"| {statistics.median(result.theirs[figure]):,.1f} "
            f"| {min(ratios):.1f}× / {statistics.median(ratios):.1f}× | {verdict(min(ratios))} |"
        )
    return lines


def summary(results: Sequence[tuple[str, Paired]]) -> list[str]:
    """One line per figure: met by every rule and input or not, the closest, by the min."""
    lines = []
    for figure, words in FIGURES.items():
        by = {f"{r.rule} ({label})": min(r.ratios(figure)) for label, r in results}
        missed = [key for key, x in by.items() if x < TARGET]
        worst = min(by, key=by.__getitem__)
        met = "met by every rule" if not missed else f"**missed** by {', '.join(missed)}"
        lines.append(
            f"- start-up {words}, ≥ {TARGET:g}× pref_voting in every repetition: {met}; "
            f"min {min(by.values()):.1f}–{max(by.values()):.1f}×, closest {worst}: "
            f"{verdict(by[worst])}"
        )
    return lines


def table(what: str, kind: str, path: Path, label: str) -> list[str]:
    """The fresh-process table of every rule in :data:`PV_RULES` on ``path``, and its summary;
    prints each line as it comes."""
    lines = [header_line(what), "", *HEADER]
    for line in lines:
        print(line, flush=True)
    results = []
    for rule in PV_RULES:
        result = paired(rule, kind, path)
        results.append((label, result))
        for line in rows(result, label):
            print(line, flush=True)
            lines.append(line)
    tail = ["", *summary(results)]
    for line in tail:
        print(line, flush=True)
    return [*lines, *tail, ""]


def header_line(what: str) -> str:
    load = os.getloadavg()
    return (
        f"{what} — {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, fresh processes, "
        f"{REPETITIONS} paired repetitions, {'CPU time' if CPU_CLOCK else 'wall time'}, "
        f"load average {load[0]:.1f} / {load[1]:.1f} on {os.cpu_count()} cores"
    )
