"""Expanding a sweep into runs, each with a deterministic id.

The grid is crossed in a fixed order — cases (in the order of ``scenarios``, each generator's
cases in its order), then agent configurations, protocol variants, rules, models, seeds and
repetitions — so the first runs of a sweep cover every configuration of the first cases, and
``limit`` takes a meaningful slice.

A run's id is a digest of what determines it: the scenario as it will run (problem, agents,
protocol, rule, model and seed all inside it) and the repetition. The same sweep gives the same
ids on every machine and every rerun, so a results store can tell what is already done; two
sweeps that ask for the same deliberation share its result.

Each run also carries ``labels``: the value of every axis (``case``, ``model``, ``rule``,
``seed``, ``repetition``, ``mode``, ``rounds``, ``visibility``, ``concession``, and for each
agent ``NAME.framework``, ``NAME.stance``, ``NAME.favours``), which the tables group by.

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import Field, ValidationError

from fairagents.deprecation import renamed
from fairagents.errors import InputError, ScenarioError, SweepError
from fairagents.experiments._sweep import Sweep, label_text
from fairagents.models.base import FrozenModel
from fairagents.scenarios import Scenario, load_scenario, parse_scenario
from fairagents.scenarios._model import later_defaults_excluded
from fairagents.scenarios.packs import GeneratedCases, generate
from fairagents.validation import format_validation_error

__all__ = ["MAX_RUNS", "Expansion", "RunSpec", "SweepCase", "expand", "run_id"]

MAX_RUNS = 1_000_000
"""The largest grid expanded at once (a bigger one is split, or sliced with ``limit``)."""

DEFAULT_CASES = 50
"""What a generator without ``count`` is assumed to give, when bounding a grid's size."""


class RunSpec(FrozenModel):
    """One deliberation of a sweep: the scenario as it will run, and its labels."""

    run_id: str
    sweep: str
    index: int = Field(ge=0, description="position in the sweep's grid order")
    case: str
    labels: dict[str, str]
    scenario: Scenario
    repetition: int = Field(default=0, ge=0)
    retrieval: bool = Field(default=False, description="agents retrieve from the corpora")
    cache: str | None = Field(
        default=None, description="response cache file its model calls are answered from first"
    )  # how the run is served, not what it is: not part of its id

    @property
    def model(self) -> str:
        return self.scenario.model


class SweepCase(FrozenModel):
    """A case of a sweep: its id, where it came from, and the scenario data it starts from."""

    id: str
    source: str
    scenario: Scenario | None = Field(default=None, description="a scenario file's scenario")
    generated: dict[str, Any] = Field(default_factory=dict, description="a generated case")


class Expansion(FrozenModel):
    """A sweep's runs, and what its generators reported (cases kept and rejected)."""

    sweep: Sweep
    runs: tuple[RunSpec, ...]
    generated: tuple[GeneratedCases, ...] = ()
    base: str = Field(default="", description="the folder the sweep's scenario paths are under")
    excluded: tuple[int, ...] = Field(
        default=(), description="runs each of the sweep's ``exclude`` entries left out"
    )

    def notes(self) -> list[str]:
        """Per generator: cases kept and rejected, then (when it compared frameworks) the share
        of kept cases in which each pair of frameworks' optima differ; then each exclusion."""
        lines = []
        for batch in self.generated:
            lines.append(batch.describe())
            pairs = batch.disagreement_note()
            if pairs is not None:
                lines.append(pairs)
        for exclusion, count in zip(self.sweep.exclude, self.excluded, strict=True):
            where = ", ".join(f"{k}={label_text(v)}" for k, v in exclusion.match.items())
            lines.append(f"left out {count} runs ({where}): {exclusion.reason}")
        return lines


def run_id(scenario: Scenario, repetition: int, *, retrieval: bool = False) -> str:
    """The run's id: a digest of the scenario as it runs (with model, rule, seed), repetition and
    whether agents retrieve passages (only when they do, so ids of runs without stay as they were).

    >>> from fairagents.scenarios import load_scenario
    >>> s = load_scenario("examples/scenarios/triage.yaml")
    >>> run_id(s, 0) == run_id(s, 0) != run_id(s, 1)
    True
    """
    data = {
        # How a served model is called (timeout, retries, limits) changes no result: a run
        # retried with other settings keeps its id.
        # Fields added after stores were written, at their defaults, are left out: the runs
        # they do not change keep their ids (LATER_DEFAULTS).
        "scenario": scenario.model_dump(
            mode="json",
            exclude={
                "transport": True,
                **later_defaults_excluded(scenario.model_dump(mode="json")),
            },
        ),
        "model": scenario.model,
        "rule": scenario.rule.model_dump(mode="json"),
        "seed": scenario.seed,
        "repetition": repetition,
    }
    if retrieval:
        data["retrieval"] = True
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def _cases(
    sweep: Sweep, base: Path, origin: str, needed: int | None
) -> tuple[list[SweepCase], list[GeneratedCases]]:
    cases: list[SweepCase] = []
    batches: list[GeneratedCases] = []
    prefix = f"{origin}: " if origin else ""
    for i, source in enumerate(sweep.scenarios):
        if needed is not None and len(cases) >= needed:
            break  # the slice is covered
        where = f"{prefix}scenarios[{i}]"
        if source.path is not None:
            path = base / source.path
            try:
                scenario = load_scenario(path)
            except ScenarioError as exc:
                raise SweepError(f"{where}: {exc}") from exc
            cases.append(SweepCase(id=scenario.id, source=source.path, scenario=scenario))
            continue
        assert source.generator is not None
        count = source.count
        if needed is not None:
            # A generator's first k cases do not depend on how many it is asked for, so a
            # slice of the grid generates only the cases it uses.
            count = max(1, min(count or needed, needed - len(cases)))
        try:
            batch = generate(source.generator, count=count, seed=source.seed, **source.params)
        except ValidationError as exc:
            line = format_validation_error(exc, source.params)
            raise SweepError(f"{where} ({source.generator}): params.{line}") from exc
        except (InputError, ValueError) as exc:
            raise SweepError(f"{where} ({source.generator}): {exc}") from exc
        batches.append(batch)
        for case in batch.cases:
            cases.append(
                SweepCase(
                    id=case.id,
                    source=source.describe(),
                    generated={
                        "id": case.id,
                        "description": case.description,
                        "problem": case.problem,
                    },
                )
            )
    ids = [c.id for c in cases]
    for i, case_id in enumerate(ids):
        if case_id in ids[:i]:
            raise SweepError(
                f"{prefix}case {case_id!r} appears twice; give each scenario its own id"
            )
    return cases, batches


def _configurations(sweep: Sweep) -> list[list[dict[str, Any]] | None]:
    """Every combination of the agent templates' variants (None: the scenario's own agents)."""
    if sweep.agents is None:
        return [None]
    combos: list[list[dict[str, Any]]] = [[]]
    for template in sweep.agents:
        combos = [[*combo, v] for combo in combos for v in template.variants()]
    return [list(c) for c in combos]


def _agent_labels(agents: tuple[Any, ...]) -> dict[str, str]:
    out: dict[str, str] = {}
    for a in agents:
        out[f"{a.name}.framework"] = a.framework or ""
        out[f"{a.name}.stance"] = a.stance
        out[f"{a.name}.favours"] = a.favours or ""
    return out


def _labels(case: SweepCase, scenario: Scenario, repetition: int) -> dict[str, str]:
    return {
        "case": case.id,
        "model": scenario.model,
        "rule": scenario.rule.name,
        "seed": str(scenario.seed),
        "mode": scenario.protocol.mode,
        "rounds": str(scenario.protocol.rounds),
        "visibility": scenario.protocol.visibility,
        "concession": f"{scenario.protocol.concession:g}",
        "decision": scenario.protocol.decision,
        **_agent_labels(scenario.agents),
        "repetition": str(repetition),
    }


def _runs(
    sweep: Sweep, cases: list[SweepCase], source: str, excluded: list[int]
) -> Iterator[RunSpec]:
    """The grid's runs in order, skipping those an exclusion matches (counted in ``excluded``)."""
    axes = itertools.product(
        _configurations(sweep),
        sweep.protocol.variants(),
        sweep.rules or (None,),
        sweep.models or (None,),
        sweep.seeds or (None,),
    )
    combinations = list(axes)
    index = 0
    for case in cases:
        if case.scenario is not None:
            # The problem stays an object: validated once, not once per run.
            start = {
                **case.scenario.model_dump(exclude={"problem"}),
                "problem": case.scenario.problem,
            }
        else:
            start = dict(case.generated)
        where = f"{source}: case {case.id}" if source else f"case {case.id}"
        for agents, protocol, rule, model, seed in combinations:
            data = {**start, "protocol": {**dict(start.get("protocol") or {}), **protocol}}
            overrides = {"agents": agents, "rule": rule and rule.model_dump(), "model": model,
                         "seed": seed}  # fmt: skip
            data.update({k: v for k, v in overrides.items() if v is not None})
            try:
                scenario = parse_scenario(data, where)
            except ScenarioError as exc:
                raise SweepError(str(exc).splitlines()[0]) from exc
            if scenario.humans:
                # Nobody answers inside a sweep: every run would stop at its first question.
                raise SweepError(
                    f"{where}: people take part ({', '.join(scenario.humans)}) and a sweep has "
                    "no one to ask them; sweep a copy without `human: true` agents and "
                    "`approver:`, or run this scenario with `fairagents run`"
                )
            for repetition in range(sweep.repetitions):
                labels = _labels(case, scenario, repetition)
                hits = [i for i, e in enumerate(sweep.exclude) if e.matches(labels)]
                for i in hits:
                    excluded[i] += 1
                if hits:
                    continue
                yield RunSpec(
                    run_id=run_id(scenario, repetition, retrieval=sweep.retrieval),
                    sweep=sweep.id,
                    index=index,
                    case=case.id,
                    labels=labels,
                    scenario=scenario,
                    repetition=repetition,
                    retrieval=sweep.retrieval,
                )
                index += 1


def expand(
    sweep: Sweep, *, base: str | Path = ".", source: str = "", limit: int | None = None
) -> Expansion:
    """The sweep's runs in grid order (the first ``limit`` of them), with generator notes.

    ``base`` is the folder scenario paths are relative to (the sweep file's); ``source`` names
    the sweep file in errors.

    >>> from fairagents.experiments._sweep import parse_sweep
    >>> sweep = parse_sweep({"id": "s", "scenarios": ["examples/scenarios/triage.yaml"],
    ...                      "rules": ["borda", "copeland"], "seeds": [1, 2]})
    >>> [(r.labels["rule"], r.labels["seed"]) for r in expand(sweep).runs]
    [('borda', '1'), ('borda', '2'), ('copeland', '1'), ('copeland', '2')]
    """
    per_case = (
        len(_configurations(sweep))
        * len(sweep.protocol.variants())
        * max(len(sweep.rules), 1)
        * max(len(sweep.models), 1)
        * max(len(sweep.seeds), 1)
        * sweep.repetitions
    )
    most = (
        sum(1 if s.path is not None else (s.count or DEFAULT_CASES) for s in sweep.scenarios)
        * per_case
    )
    if most > MAX_RUNS and (limit is None or limit > MAX_RUNS):
        raise SweepError(
            f"{source + ': ' if source else ''}the grid has up to {most:,} runs; at most "
            f"{MAX_RUNS:,} are run at once: split the sweep or give --limit"
        )
    # With exclusions a case may give fewer than per_case runs: read every case then.
    needed = None if limit is None or sweep.exclude else -(-limit // per_case)
    cases, batches = _cases(sweep, Path(base), source, needed)
    runs: list[RunSpec] = []
    seen: dict[str, int] = {}
    excluded = [0] * len(sweep.exclude)
    for spec in _runs(sweep, cases, source, excluded):
        if limit is not None and len(runs) >= limit:
            break
        if spec.run_id in seen:
            raise SweepError(
                f"{source + ': ' if source else ''}runs {seen[spec.run_id]} and {spec.index} "
                f"are the same deliberation ({spec.case}); two axes give equal values"
            )
        seen[spec.run_id] = spec.index
        runs.append(spec)
    unused = [i for i, count in enumerate(excluded) if count == 0]
    if unused and limit is None:
        i = unused[0]
        raise SweepError(
            f"{source + ': ' if source else ''}exclude[{i}] leaves out no run: no run's labels "
            f"are {dict(sweep.exclude[i].match)}; check the values (`experiment plan` lists them)"
        )
    folder = str(Path(base).resolve())
    return Expansion(
        sweep=sweep,
        runs=tuple(runs),
        generated=tuple(batches),
        base=folder,
        excluded=tuple(excluded),
    )


# The old name, for one release (a case is also scenarios.case.Case, the use case): it
# resolves, with a DeprecationWarning; type checkers read it as the new one.
if TYPE_CHECKING:
    Case = SweepCase
else:
    __getattr__ = renamed(__name__, {"Case": "SweepCase"})
