"""Every registered rule against pref_voting's same rule, in the same run.

Two settings: 10,000 weighted ballots over 8 alternatives (random linear orders with integer
weights; random utilities and approval sets of the same size for cardinal and approval rules),
and 100 ballots over 10 alternatives. Each figure is the median wall time (``time.perf_counter``)
of 3 to 20 rounds in which every measurement of a rule — ours and pref_voting's — runs once in
turn, so both share whatever else the machine is doing. Measured three ways:

- *call*: the rule alone on a profile object built beforehand. fairagents gets a *fresh*
  Profile each repeat, so its numeric views (rank rows, distinct orders, the weighted majority
  matrix) are computed inside the timing; pref_voting's ``Profile`` tallies pairs in its
  constructor, so its call excludes that work;
- *from Python lists*: build the profile from plain lists, then call the rule. fairagents:
  ``Profile.from_rankings(rankings, weights=…)`` (lists of alternative ids),
  ``Profile.from_utilities(rows, …)`` (dicts), ``Profile.from_arrays(…, approvals=rows)``
  (lists of 0/1); pref_voting: its constructors on its own integer-coded input;
- *from a JSON file*: read the file, parse, build, call. fairagents reads the per-ballot form
  and the compact form (``Profile.model_validate_json``; the per-ballot file here is plain
  rankings in the clean shape that ``models._ballot_scan`` reads from the bytes, unparsed);
  pref_voting has no file format, so its
  figure is the per-ballot file read with ``json.loads`` and turned into its input.

*In fresh processes* (``bench/_fresh.py``): for each single-winner rule of issue 31, the
per-ballot file read and the rule applied in a new interpreter per side, paired with
pref_voting's in the same repetition, start-up included and excluded, min and median ratio over 5
repetitions (run in QUICK mode too).

Same winners: every rule with a pref_voting counterpart must return the same winner set from
every way in; the benchmark stops if not.

Targets: every ordinal rule ≥ 10× pref_voting end to end (from lists and from a JSON
file) at 10,000 ballots, aiming for 20×; exact Kemeny–Young on 10 alternatives in ≤ 1 s.

``FAIRAGENTS_BENCH_QUICK=1`` runs only the 10,000-ballot table of the single-winner ordinal rules
that have a pref_voting counterpart (and no stage-by-stage tables).
"""

from __future__ import annotations

import gc
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import orjson
from _fresh import TARGET, verdict
from _fresh import table as fresh_table
from pref_voting import utility_methods as um
from pref_voting.c1_methods import copeland
from pref_voting.grade_methods import approval as pv_approval
from pref_voting.grade_profiles import GradeProfile
from pref_voting.iterative_methods import instant_runoff
from pref_voting.margin_based_methods import beat_path, minimax
from pref_voting.other_methods import kemeny_young
from pref_voting.profiles import Profile as PvProfile
from pref_voting.scoring_methods import borda, plurality
from pref_voting.utility_profiles import UtilityProfile

from fairagents import InputKind, Profile, available_rules, get_rule
from fairagents.aggregators import get_rule_class
from fairagents.aggregators.committees import CommitteeRule

ALTS = "abcdefghij"
# FAIRAGENTS_BENCH_QUICK=1: only the 10,000-ballot setting, the single-winner ordinal rules with
# a pref_voting counterpart, no stage-by-stage tables (a few minutes less on a shared machine).
QUICK = os.environ.get("FAIRAGENTS_BENCH_QUICK", "0") not in ("", "0")
# FAIRAGENTS_BENCH_CLOCK=cpu times with the process's CPU time (all its threads) instead of the
# wall clock: on a machine shared with other jobs, wall time also counts the moments the
# scheduler gave the cores to them, which makes millisecond runs noisy and unequal.
CPU_CLOCK = os.environ.get("FAIRAGENTS_BENCH_CLOCK") == "cpu"
CLOCK = time.process_time if CPU_CLOCK else time.perf_counter
QUICK_RULES = ("plurality", "borda", "copeland", "minimax", "schulze", "instant_runoff")

# fairagents rule → (pref_voting profile kind, pref_voting function). None: no counterpart.
BASELINES: dict[str, tuple[str, Callable[[Any], Any]]] = {
    "plurality": ("ranked", plurality),
    "borda": ("ranked", borda),
    "copeland": ("ranked", copeland),
    "minimax": ("ranked", minimax),
    "schulze": ("ranked", beat_path),  # Schulze's beat-path method
    "instant_runoff": ("ranked", instant_runoff),
    "kemeny_young": ("ranked", kemeny_young),
    "utilitarian": ("utility", um.sum_utilitarian),
    "maximin": ("utility", um.maximin),
    "leximin": ("utility", um.lexicographic_maximin),
    # Our disagreement point is every voter's utility for "a": pref_voting's status quo "a".
    "nash_bargaining": ("utility", lambda prof: um.nash(prof, sq="a")),
    "score": ("utility", um.relative_utilitarian),  # range-normalized utilities, summed
    "approval": ("grade", pv_approval),
}
# pref_voting's Kemeny–Young enumerates all m! rankings: 10! = 3.6 M in Python takes minutes.
SKIP_BASELINE = {("kemeny_young", 10)}
PV_KIND = {InputKind.ORDINAL: "ranked", InputKind.CARDINAL: "utility", InputKind.APPROVAL: "grade"}


class Inputs(NamedTuple):
    """One kind of ballots, in every form a user might hold them."""

    lists: Callable[[], Profile]  # fairagents from Python lists
    per_ballot: Path  # the per-ballot JSON file
    compact: Path  # the compact JSON file
    pv_lists: Callable[[], Any]  # pref_voting from its own lists
    pv_file: Callable[[], Any]  # pref_voting from the per-ballot JSON file


class Setting(NamedTuple):
    label: str
    n: int
    m: int
    weighted: bool
    inputs: dict[InputKind, Inputs]


def make_setting(label: str, n: int, m: int, *, weighted: bool, seed: int, tmp: Path) -> Setting:
    rng = np.random.default_rng(seed)
    alts = list(ALTS[:m])
    weights = rng.integers(1, 6, size=n).tolist() if weighted else [1] * n
    orders = [rng.permutation(m).tolist() for _ in range(n)]
    rankings = [[alts[c] for c in o] for o in orders]
    utilities = rng.random((n, m)).round(6)
    rows = [dict(zip(alts, map(float, row), strict=True)) for row in utilities]
    approvals = (rng.random((n, m)) < 0.4).astype(int).tolist()
    approved = [[a for a, x in zip(alts, r, strict=True) if x] for r in approvals]
    voters = [f"v{i + 1}" for i in range(n)]
    point = {v: row["a"] for v, row in zip(voters, rows, strict=True)}

    def ballots(key: str, values: list[Any]) -> list[dict[str, Any]]:
        return [
            {"voter": v, "weight": w, key: x}
            for v, w, x in zip(voters, weights, values, strict=True)
        ]

    def files(kind: str, data: dict[str, Any]) -> tuple[Path, Path]:
        per, compact = tmp / f"{label}-{kind}.json", tmp / f"{label}-{kind}-compact.json"
        per.write_bytes(orjson.dumps(data))
        compact.write_bytes(orjson.dumps(Profile.model_validate(data).to_compact()))
        return per, compact

    def read(path: Path) -> dict[str, Any]:
        loaded: dict[str, Any] = json.loads(path.read_bytes())
        return loaded

    per_o, compact_o = files(
        "ordinal", {"alternatives": alts, "ballots": ballots("ranking", rankings)}
    )
    per_c, compact_c = files(
        "cardinal",
        {"alternatives": alts, "ballots": ballots("utilities", rows), "disagreement": point},
    )
    per_a, compact_a = files(
        "approval", {"alternatives": alts, "ballots": ballots("approvals", approved)}
    )

    def pv_ranked_from_file() -> PvProfile:
        data = read(per_o)
        ix = {a: i for i, a in enumerate(data["alternatives"])}
        return PvProfile(
            [[ix[a] for a in b["ranking"]] for b in data["ballots"]],
            rcounts=[b.get("weight", 1) for b in data["ballots"]],
        )

    def pv_utility_from_file() -> UtilityProfile:
        data = read(per_c)
        return UtilityProfile(
            [b["utilities"] for b in data["ballots"]],
            ucounts=[b.get("weight", 1) for b in data["ballots"]],
            domain=data["alternatives"],
        )

    def pv_grade_from_file() -> GradeProfile:
        data = read(per_a)
        return GradeProfile(
            [{a: int(a in b["approvals"]) for a in data["alternatives"]} for b in data["ballots"]],
            [0, 1],
            gcounts=[b.get("weight", 1) for b in data["ballots"]],
            candidates=data["alternatives"],
        )

    inputs = {
        InputKind.ORDINAL: Inputs(
            lambda: Profile.from_rankings(rankings, weights=weights),
            per_o,
            compact_o,
            lambda: PvProfile(orders, rcounts=weights),
            pv_ranked_from_file,
        ),
        InputKind.CARDINAL: Inputs(
            lambda: Profile.from_utilities(rows, weights=weights, disagreement=point),
            per_c,
            compact_c,
            lambda: UtilityProfile(rows, ucounts=weights, domain=alts),
            pv_utility_from_file,
        ),
        InputKind.APPROVAL: Inputs(
            lambda: Profile.from_arrays(alts, approvals=approvals, weights=weights),
            per_a,
            compact_a,
            lambda: GradeProfile(
                [{a: x for a, x in zip(alts, r, strict=True)} for r in approvals],
                [0, 1],
                gcounts=weights,
                candidates=alts,
            ),
            pv_grade_from_file,
        ),
    }
    return Setting(label, n, m, weighted, inputs)


def best_of(run: Callable[[], Any], prepare: Callable[[], Any] | None = None) -> float:
    """Best wall time in ms of ``run()`` (or ``run(prepare())``, ``prepare`` untimed) over 2 to
    20 repeats (no more once 2 s are spent): the best of many filters out the other jobs of a
    shared machine. Never just one: pref_voting's first call in a fresh install compiles its
    numba kernels, a one-off cost that is not the rule's."""
    times: list[float] = []
    gc.collect()  # untimed: start clean of what earlier measurements left, as interleaved()
    while len(times) < 2 or (len(times) < 20 and sum(times) < 2000):
        if prepare is None:
            start = time.perf_counter()
            run()
        else:
            arg = prepare()
            start = time.perf_counter()
            run(arg)  # type: ignore[call-arg]
        times.append((time.perf_counter() - start) * 1e3)
    return min(times)


def _winners(outcome: Any) -> set[str]:
    return set(outcome.winners)


def _pv_winners(result: Any) -> set[str]:
    """pref_voting's winner list: integer candidates for ranked profiles, ids otherwise."""
    return {c if isinstance(c, str) else ALTS[c] for c in result}


class Row(NamedTuple):
    name: str
    kind: InputKind
    call: float
    pv_call: float | None
    lists: float
    pv_lists: float | None
    per_ballot: float
    compact: float
    pv_file: float | None


def measure(name: str, setting: Setting) -> Row:
    rule = get_rule(name)
    kind = rule.input_kind
    src = setting.inputs[kind]
    base = BASELINES.get(name)
    run_base = base is not None and (name, setting.m) not in SKIP_BASELINE

    # The same winners from every way in, and from pref_voting.
    ways = {
        "lists": src.lists(),
        "per-ballot file": Profile.model_validate_json(src.per_ballot.read_bytes()),
        "compact file": Profile.model_validate_json(src.compact.read_bytes()),
        "per-ballot, ballot by ballot": Profile(**json.loads(src.per_ballot.read_bytes())),
    }
    winners = {way: _winners(rule(p)) for way, p in ways.items()}
    assert len({frozenset(w) for w in winners.values()}) == 1, (name, winners)
    if run_base:
        assert base is not None
        theirs = _pv_winners(base[1](src.pv_lists()))
        assert theirs == winners["lists"], (name, theirs, winners["lists"])
        assert _pv_winners(base[1](src.pv_file())) == theirs

    runs: dict[str, tuple[Callable[..., Any], Callable[[], Any] | None]] = {
        "call": (rule, src.lists),
        "lists": (lambda: rule(src.lists()), None),
        "per_ballot": (
            lambda: rule(Profile.model_validate_json(src.per_ballot.read_bytes())),
            None,
        ),
        "compact": (lambda: rule(Profile.model_validate_json(src.compact.read_bytes())), None),
    }
    if run_base:
        assert base is not None
        fn = base[1]
        runs["pv_call"] = (fn, src.pv_lists)
        runs["pv_lists"] = (lambda: fn(src.pv_lists()), None)
        runs["pv_file"] = (lambda: fn(src.pv_file()), None)
    best = interleaved(runs)
    return Row(
        name,
        kind,
        best["call"],
        best.get("pv_call"),
        best["lists"],
        best.get("pv_lists"),
        best["per_ballot"],
        best["compact"],
        best.get("pv_file"),
    )


def interleaved(
    runs: dict[str, tuple[Callable[..., Any], Callable[[], Any] | None]],
) -> dict[str, float]:
    """Median wall time in ms of each run, taken in rounds that run each once in turn, so that
    fairagents and pref_voting share whatever else the machine is doing (the median, not the
    best: on a shared machine the best of either side is a lucky moment, the median of rounds
    that interleave both is the same-load comparison). 3 to 20 rounds (no
    more once 4 s are spent). A run with a ``prepare`` function is timed as ``run(prepare())``,
    ``prepare`` untimed, as is a garbage collection before each round: otherwise fairagents'
    runs, first in a round, pay for the cyclic garbage pref_voting's runs left in the round
    before. Never one round: pref_voting's first call in a fresh install compiles its numba
    kernels, a one-off cost that is not the rule's."""
    times: dict[str, list[float]] = {key: [] for key in runs}
    spent, rounds = 0.0, 0
    while rounds < (7 if QUICK else 3) or (spent < 4000 and rounds < 20):
        gc.collect()  # untimed: a round does not pay for the garbage of the one before
        for key, (run, prepare) in runs.items():
            arg = None if prepare is None else prepare()
            start = CLOCK()
            run() if prepare is None else run(arg)
            elapsed = (CLOCK() - start) * 1e3
            times[key].append(elapsed)
            spent += elapsed
        rounds += 1
    return {key: statistics.median(values) for key, values in times.items()}


def _x(theirs: float | None, ours: float) -> str:
    return "—" if theirs is None else f"{theirs / ours:,.1f}×"


def _ms(value: float | None, skipped: bool) -> str:
    return ("not run" if skipped else "—") if value is None else f"{value:,.1f}"


SPEED_TARGET = TARGET  # every ordinal rule ≥ 10× pref_voting end to end at 10,000 ballots


def table(setting: Setting, ordinal_target: bool) -> list[str]:
    lines = [
        f"**{setting.label}** ({setting.n:,} ballots, {setting.m} alternatives"
        f"{', integer weights 1–5' if setting.weighted else ''})",
        "",
        "| rule | kind | call ms (pref_voting) | from lists ms (pref_voting) | speed-up "
        "| per-ballot file ms | compact file ms | pref_voting from file ms | speed-up "
        "(per-ballot, compact) | target |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    speedups: dict[str, dict[str, float]] = {}  # way in → rule → speed-up, for the summary
    for name in available_rules():
        if issubclass(get_rule_class(name), CommitteeRule):
            continue  # committee rules: bench/multiwinner.py, against abcvoting
        if QUICK and name not in QUICK_RULES:
            continue
        r = measure(name, setting)
        skipped = name in BASELINES and r.pv_call is None
        target = ""
        if ordinal_target and r.kind is InputKind.ORDINAL and r.pv_lists is not None:
            assert r.pv_file is not None
            ways = {
                "lists": r.pv_lists / r.lists,
                "per-ballot file": r.pv_file / r.per_ballot,
                "compact file": r.pv_file / r.compact,
            }
            for way, x in ways.items():
                speedups.setdefault(way, {})[name] = x
            target = f"≥{SPEED_TARGET:g}×: " + ", ".join(
                f"{way} {verdict(x)}" for way, x in ways.items()
            )
        if name == "kemeny_young" and setting.m == 10:
            met = "met" if r.call <= 1000 else "**missed**"
            target = f"≤1 s: {met} ({r.call:,.1f} ms)"
        lines.append(
            f"| {name} | {r.kind} | {r.call:,.1f} ({_ms(r.pv_call, skipped)}) "
            f"| {r.lists:,.1f} ({_ms(r.pv_lists, skipped)}) | {_x(r.pv_lists, r.lists)} "
            f"| {r.per_ballot:,.1f} | {r.compact:,.1f} | {_ms(r.pv_file, skipped)} "
            f"| {_x(r.pv_file, r.per_ballot)}, {_x(r.pv_file, r.compact)} | {target} |"
        )
        print(lines[-1], flush=True)
    lines += ["", *target_summary(speedups)] if speedups else []
    return [*lines, ""]


def target_summary(speedups: dict[str, dict[str, float]]) -> list[str]:
    """One line per way in: the target met or missed by every rule, the range, the closest."""
    lines = []
    for way, by_rule in speedups.items():
        worst = min(by_rule, key=by_rule.__getitem__)
        missed = [rule for rule, x in by_rule.items() if x < SPEED_TARGET]
        met = "met by every rule" if not missed else f"**missed** by {', '.join(missed)}"
        lines.append(
            f"- {way} ≥ {SPEED_TARGET:g}× pref_voting: {met}; "
            f"{min(by_rule.values()):.1f}–{max(by_rule.values()):.1f}×, "
            f"closest {worst}: {verdict(by_rule[worst])}"
        )
    for line in lines:
        print(line, flush=True)
    return lines


def where_time_goes(setting: Setting) -> list[str]:
    """Borda end to end, stage by stage, for each way in (fresh profile per stage)."""
    src = setting.inputs[InputKind.ORDINAL]
    rule = get_rule("borda")
    per_bytes, compact_bytes = src.per_ballot.read_bytes(), src.compact.read_bytes()
    per_data, compact_data = orjson.loads(per_bytes), orjson.loads(compact_bytes)

    def views(make: Callable[[], Profile]) -> dict[str, float]:
        return {
            "rank rows + grouping": best_of(lambda p: p.distinct_ranks, prepare=make),
            "majority matrix": best_of(
                lambda p: p.majority, prepare=lambda: _with(make(), "distinct_ranks")
            ),
            "rule (views cached)": best_of(rule, prepare=lambda: _with(make(), "majority")),
        }

    stages = {
        "Python lists": {"build (check lists, read ids)": best_of(src.lists), **views(src.lists)},
        "per-ballot file": {
            # Plain rankings in the clean shape: scanned from the bytes, never parsed.
            "read + scan the bytes into columns (checked)": best_of(
                lambda: Profile.model_validate_json(src.per_ballot.read_bytes())
            ),
            "(not taken) parse with orjson": best_of(lambda: orjson.loads(per_bytes)),
            "(not taken) build from the parsed ballots": best_of(
                lambda: Profile.model_validate(per_data)
            ),
            **views(lambda: Profile.model_validate_json(per_bytes)),
        },
        "compact file": {
            "read + parse (orjson)": best_of(lambda: orjson.loads(src.compact.read_bytes())),
            "build (check arrays)": best_of(lambda: Profile.model_validate(compact_data)),
            **views(lambda: Profile.model_validate(compact_data)),
        },
    }
    fresh = _fresh_process(src)
    lazy = best_of(lambda p: p.ballots, prepare=lambda: Profile.model_validate(compact_data))
    old = best_of(lambda: Profile(**per_data))
    lines = [
        f"Where the time goes — Borda, {setting.n:,} ballots × {setting.m} alternatives:",
        "",
        "| way in | stage | ms |",
        "| --- | --- | ---: |",
    ]
    for way, parts in stages.items():
        for stage, ms in parts.items():
            lines.append(f"| {way} | {stage} | {ms:,.2f} |")
    lines += [
        "",
        f"Not on these paths: building the {setting.n:,} `Ballot` objects when `.ballots` is first "
        f"read, {lazy:,.1f} ms; validating the per-ballot form ballot by ballot with pydantic "
        f"(`Profile(**data)`, the path mixed inputs take), {old:,.1f} ms.",
        "",
        "The same process holds pref_voting, numba and every input (~280,000 Python objects); "
        "file to Borda outcome in a fresh process with only fairagents loaded: "
        + ", ".join(f"{way} {ms:,.1f} ms" for way, ms in fresh.items())
        + ".",
        "",
    ]
    for line in lines:
        print(line, flush=True)
    return lines


def json_parsers(setting: Setting) -> list[str]:
    """Parse times of the JSON files with the candidate libraries: why the reader is orjson.
    msgspec is timed when installed (it is not a dependency)."""
    parsers: dict[str, Callable[[bytes], Any]] = {"json": json.loads, "orjson": orjson.loads}
    try:
        import msgspec

        parsers["msgspec"] = msgspec.json.decode
    except ImportError:
        pass
    lines = [
        f"JSON parse time, ms ({setting.n:,} ballots × {setting.m} alternatives):",
        "",
        "| file | size | " + " | ".join(parsers) + " |",
        "| --- | ---: |" + " ---: |" * len(parsers),
    ]
    for kind, inputs in setting.inputs.items():
        for form, path in (("per-ballot", inputs.per_ballot), ("compact", inputs.compact)):
            data = path.read_bytes()
            times = [best_of(lambda p=parse, d=data: p(d)) for parse in parsers.values()]
            lines.append(
                f"| {kind}, {form} | {len(data) / 1024:,.0f} KiB | "
                + " | ".join(f"{t:.2f}" for t in times)
                + " |"
            )
    for line in lines:
        print(line, flush=True)
    return [*lines, ""]


_FRESH = """
import sys, time
from pathlib import Path
from fairagents import Profile, get_rule
rule = get_rule("borda")
for path in sys.argv[1:]:
    times = []
    for _ in range(20):
        start = time.perf_counter()
        rule(Profile.model_validate_json(Path(path).read_bytes()))
        times.append((time.perf_counter() - start) * 1e3)
    print(min(times))
"""


def _fresh_process(src: Inputs) -> dict[str, float]:
    """File to Borda outcome, best of 20, in a new interpreter that imports only fairagents."""
    out = subprocess.run(
        [sys.executable, "-c", _FRESH, str(src.per_ballot), str(src.compact)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return {"per-ballot file": float(out[0]), "compact file": float(out[1])}


def _with(profile: Profile, view: str) -> Profile:
    getattr(profile, view)
    return profile


def main() -> None:
    print(
        f"# aggregators — {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
        f"{platform.machine()}, {platform.python_implementation()} {platform.python_version()}, "
        f"load average {os.getloadavg()[0]:.1f}, {'CPU time' if CPU_CLOCK else 'wall time'}",
        flush=True,
    )
    out: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        settings = [
            (
                make_setting("Large electorate", 10_000, 8, weighted=True, seed=1, tmp=Path(tmp)),
                True,
            ),
            (
                make_setting("Many alternatives", 100, 10, weighted=False, seed=2, tmp=Path(tmp)),
                False,
            ),
        ]
        for setting, ordinal_target in settings[:1] if QUICK else settings:
            print(f"\n{setting.label}: {setting.n} ballots × {setting.m} alternatives", flush=True)
            out += table(setting, ordinal_target)
        large = settings[0][0]
        print(flush=True)
        out += fresh_table(
            f"Fresh processes, the per-ballot JSON file ({large.n:,} ballots × {large.m} "
            "alternatives)",
            "json",
            large.inputs[InputKind.ORDINAL].per_ballot,
            "per-ballot JSON",
        )
        if not QUICK:
            out += where_time_goes(settings[0][0])
            out += json_parsers(settings[0][0])
    print("\n" + "\n".join(out))


if __name__ == "__main__":
    main()
