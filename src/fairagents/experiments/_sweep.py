"""The sweep file: a grid of deliberations to run and compare.

A sweep (YAML or JSON) names where the cases come from and which axes to cross::

    id: triage-600
    study: triage                     # which table `fairagents experiment table` prints
    scenarios:                        # scenario files, or generators of cases
      - {generator: triage, count: 50, seed: 2026, params: {beds: 2, patients: 6}}
      - examples/scenarios/triage.yaml
    agents:                           # agent templates; a list in framework, stance or favours
      - {name: aligned, stance: aligned, framework: [rawls, mill, nozick]}   # is an axis
      - {name: opponent, stance: [neutral, adversarial], favours: elderly}
    protocol: {mode: generate, rounds: 3, concession: [0.25, 0.5]}           # lists are axes
    rules: [borda, copeland]          # default: each scenario's own
    models: [analytic]                # default: each scenario's own
    seeds: [7, 8]                     # default: each scenario's own
    repetitions: 1
    exclude:                          # runs of the grid left out, each with its reason
      - match: {aligned.framework: mill, opponent.stance: neutral}
        reason: the neutral agent weighs total benefit, as Mill does

The grid is cases × agent configurations × protocol variants × rules × models × seeds ×
repetitions (:mod:`fairagents.experiments._grid`). A field of an agent template that does not
apply to a stance is dropped — a neutral agent has no framework and favours nobody, an aligned
one favours nobody — so ``stance: [neutral, adversarial]`` with ``favours: elderly`` gives two
opponents, not three. A scenario file keeps its own agents, protocol, rule, model and seed unless
the sweep sets them; generated cases take them from the sweep (agents are then required).

``exclude`` leaves out the runs whose labels (:mod:`fairagents.experiments._grid`: ``rule``,
``decision``, ``NAME.framework`` …) equal every value of an entry's ``match``, as a CI matrix's
``exclude`` does. Each entry states its ``reason``; `experiment plan` prints it with the number of
runs it left out, and an entry that leaves out no run is an error (a misspelt value would
otherwise exclude nothing, silently).

Paths are relative to the sweep file. A bad file raises one :class:`~fairagents.errors.SweepError`
line naming the file and the field (``sweep.yaml: agents[1] (opponent).stance: …``).

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from fairagents.errors import SweepError
from fairagents.models._outcome import ParamValue
from fairagents.models.base import InputModel, preview
from fairagents.scenarios import RuleSpec, Stance
from fairagents.scenarios._model import (
    NAME_PATTERN,
    MenuSource,
    Mode,
    ProtocolName,
    StopCondition,
    Visibility,
)
from fairagents.scenarios.packs import GENERATORS
from fairagents.validation import file_name, read_data_file, validate_data

__all__ = [
    "STUDIES",
    "AgentGrid",
    "Exclusion",
    "ProtocolGrid",
    "ScenarioSource",
    "Study",
    "Sweep",
    "load_sweep",
    "parse_sweep",
]

Study = Literal["triage", "distributive", "negotiation"]
STUDIES: tuple[str, ...] = ("triage", "distributive", "negotiation")


def _as_tuple(value: Any) -> Any:
    """A scalar as a one-item axis; a list as the axis; absent as no axis."""
    if value is None:
        return ()
    return tuple(value) if isinstance(value, list | tuple) else (value,)


class ScenarioSource(InputModel):
    """Where cases come from: a scenario file (``path``) or a generator (``generator``).

    >>> ScenarioSource.model_validate("examples/scenarios/triage.yaml").path
    'examples/scenarios/triage.yaml'
    """

    validation_error = SweepError

    path: str | None = None
    generator: str | None = None
    count: int | None = Field(default=None, ge=1, le=10_000)
    seed: int = Field(default=0, ge=0, le=2**63 - 1)
    params: dict[str, ParamValue | list[ParamValue]] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _from_path(cls, data: Any) -> Any:
        return {"path": data} if isinstance(data, str) else data

    @model_validator(mode="after")
    def _one_source(self) -> ScenarioSource:
        if (self.path is None) == (self.generator is None):
            raise ValueError("give exactly one of path: SCENARIO_FILE or generator: NAME")
        if self.generator is not None and self.generator not in GENERATORS:
            raise ValueError(
                f"generator {self.generator!r} is unknown; known: {', '.join(sorted(GENERATORS))}"
            )
        if self.path is not None and (self.count is not None or self.params):
            raise ValueError("count and params belong to a generator, not to a scenario file")
        return self

    def describe(self) -> str:
        """``path``, or ``generator(seed S)``."""
        return self.path if self.path is not None else f"{self.generator}(seed {self.seed})"


class AgentGrid(InputModel):
    """An agent template: ``framework``, ``stance`` and ``favours`` may each be a list (an axis)."""

    validation_error = SweepError

    name: str = Field(pattern=NAME_PATTERN)
    represents: str | None = None
    framework: tuple[str | None, ...] = ()
    stance: tuple[Stance, ...] = ()
    favours: tuple[str | None, ...] = ()
    persona: str = Field(default="", max_length=4000)
    model: str | None = None
    concession: float | None = Field(default=None, ge=0, le=1)

    @field_validator("framework", "stance", "favours", mode="before")
    @classmethod
    def _axes(cls, value: Any) -> Any:
        return _as_tuple(value)

    def variants(self) -> list[dict[str, Any]]:
        """Every agent this template stands for, as AgentSpec data, fields that do not apply to
        the stance dropped and duplicates removed (in axis order: framework, stance, favours)."""
        out: list[dict[str, Any]] = []
        for framework in self.framework or (None,):
            for stance in self.stance or (None,):
                for favours in self.favours or (None,):
                    effective = stance or ("aligned" if framework else "neutral")
                    data: dict[str, Any] = {
                        "name": self.name,
                        "represents": self.represents,
                        "framework": None if effective == "neutral" else framework,
                        "stance": effective,
                        "favours": favours if effective == "adversarial" else None,
                        "persona": self.persona,
                        "model": self.model,
                        "concession": self.concession,
                    }
                    if data not in out:
                        out.append(data)
        return out


class ProtocolGrid(InputModel):
    """Protocol overrides; ``mode``, ``rounds``, ``visibility``, ``concession`` and ``decision``
    may be lists; ``options`` (the decision protocol's own settings) is one mapping for every
    variant."""

    validation_error = SweepError

    mode: tuple[Mode, ...] = ()
    rounds: tuple[int, ...] = ()
    visibility: tuple[Visibility, ...] = ()
    concession: tuple[float, ...] = ()
    decision: tuple[ProtocolName, ...] = ()
    stop_when: tuple[StopCondition, ...] | None = None
    token_budget: int | None = Field(default=None, ge=1)
    passages: int | None = Field(default=None, ge=0, le=10)
    shuffle: bool | None = None
    menu: MenuSource | None = None
    options: dict[str, ParamValue] | None = None

    @field_validator("mode", "rounds", "visibility", "concession", "decision", mode="before")
    @classmethod
    def _axes(cls, value: Any) -> Any:
        return _as_tuple(value)

    @field_validator("rounds")
    @classmethod
    def _rounds(cls, value: tuple[int, ...]) -> tuple[int, ...]:
        if any(not 1 <= r <= 50 for r in value):
            raise ValueError("rounds must be between 1 and 50")
        return value

    @field_validator("concession")
    @classmethod
    def _concession(cls, value: tuple[float, ...]) -> tuple[float, ...]:
        if any(not 0 <= c <= 1 for c in value):
            raise ValueError("concession must be between 0 and 1")
        return value

    def variants(self) -> list[dict[str, Any]]:
        """Every protocol override this grid stands for (axis order: mode, rounds, visibility,
        concession, decision), each with the scalar overrides."""
        fixed: dict[str, Any] = {
            k: v
            for k, v in {
                "stop_when": self.stop_when,
                "token_budget": self.token_budget,
                "passages": self.passages,
                "shuffle": self.shuffle,
                "menu": self.menu,
                "options": self.options,
            }.items()
            if v is not None
        }
        out: list[dict[str, Any]] = []
        for mode in self.mode or (None,):
            for rounds in self.rounds or (None,):
                for visibility in self.visibility or (None,):
                    for concession in self.concession or (None,):
                        for decision in self.decision or (None,):
                            axes = {
                                "mode": mode,
                                "rounds": rounds,
                                "visibility": visibility,
                                "concession": concession,
                                "decision": decision,
                            }
                            given = {k: v for k, v in axes.items() if v is not None}
                            out.append({**fixed, **given})
        return out


LABELS: tuple[str, ...] = (
    "case",
    "model",
    "rule",
    "seed",
    "mode",
    "rounds",
    "visibility",
    "concession",
    "decision",
    "repetition",
)
"""The run labels that are not an agent's (those are ``NAME.framework|stance|favours``)."""
AGENT_LABELS: tuple[str, ...] = ("framework", "stance", "favours")


def label_text(value: ParamValue) -> str:
    """A value as a run's label writes it: ``0.5`` → ``'0.5'``, ``3`` → ``'3'``, none → ``''``.

    >>> [label_text(v) for v in (0.50, 3, None, "mill")]
    ['0.5', '3', '', 'mill']
    """
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


class Exclusion(InputModel):
    """Runs left out of the grid: those whose labels equal every value of ``match``.

    >>> e = Exclusion.model_validate({"match": {"opponent.stance": "neutral", "rounds": 3},
    ...                               "reason": "a duplicate condition"})
    >>> e.matches({"opponent.stance": "neutral", "rounds": "3", "rule": "borda"})
    True
    >>> e.matches({"opponent.stance": "adversarial", "rounds": "3"})
    False
    """

    validation_error = SweepError

    match: dict[str, ParamValue] = Field(min_length=1, max_length=32)
    reason: str = Field(min_length=1, max_length=1000, description="why these runs are left out")

    @field_validator("match")
    @classmethod
    def _scalars(cls, value: dict[str, ParamValue]) -> dict[str, ParamValue]:
        for key, item in value.items():
            if isinstance(item, bool):
                raise ValueError(f"{key}: a label is a name or a number, not {item!r}")
        return value

    def matches(self, labels: dict[str, str]) -> bool:
        """Whether a run with these ``labels`` is left out."""
        return all(labels.get(key) == label_text(item) for key, item in self.match.items())


class Sweep(InputModel):
    """A grid of deliberations (see the module docstring)."""

    validation_error = SweepError

    id: str = Field(pattern=NAME_PATTERN)
    title: str = ""
    description: str = ""
    study: Study | None = Field(default=None, description="the table `experiment table` prints")
    scenarios: tuple[ScenarioSource, ...] = Field(min_length=1)
    agents: tuple[AgentGrid, ...] | None = Field(default=None, min_length=1, max_length=16)
    protocol: ProtocolGrid = Field(default_factory=ProtocolGrid)
    rules: tuple[RuleSpec, ...] = ()
    models: tuple[str, ...] = ()
    seeds: tuple[int, ...] = ()
    repetitions: int = Field(default=1, ge=1, le=1000)
    exclude: tuple[Exclusion, ...] = Field(default=(), max_length=256)
    retrieval: bool = Field(
        default=False,
        strict=True,
        description=(
            "agents with a framework retrieve passages from the corpora ($FAIRAGENTS_CORPORA, "
            "./corpora or the shipped ones) and argue from them, as `fairagents run` does"
        ),
    )

    @field_validator("rules", "models", "seeds", mode="before")
    @classmethod
    def _axes(cls, value: Any) -> Any:
        return _as_tuple(value)

    @field_validator("models")
    @classmethod
    def _model_specs(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        from fairagents.llm._specs import parse_spec

        for spec in value:
            parse_spec(spec)
        return value

    @field_validator("seeds")
    @classmethod
    def _seeds(cls, value: tuple[int, ...]) -> tuple[int, ...]:
        if any(not 0 <= s <= 2**63 - 1 for s in value):
            raise ValueError("seeds must be between 0 and 2**63 - 1")
        return value

    @model_validator(mode="after")
    def _names(self) -> Sweep:
        names = [a.name for a in self.agents or ()]
        for i, name in enumerate(names):
            if name in names[:i] or name == "mediator":
                raise ValueError(f"agents[{i}].name: {name!r} is taken; give each agent its own")
        if self.agents is None and any(s.generator for s in self.scenarios):
            raise ValueError(
                "generated cases have no agents of their own: give agents: in the sweep"
            )
        for i, exclusion in enumerate(self.exclude):
            for key in exclusion.match:
                name, dot, field = key.rpartition(".")
                known = (
                    field in AGENT_LABELS and (self.agents is None or name in names)
                    if dot
                    else key in LABELS
                )
                if not known:
                    agents = [f"{n}.{f}" for n in names for f in AGENT_LABELS]
                    raise ValueError(
                        f"exclude[{i}].match: {key!r} is not a label of this sweep's runs; "
                        f"labels: {', '.join([*LABELS, *agents])}"
                    )
        return self


def parse_sweep(data: Any, source: str = "") -> Sweep:
    """Validate parsed YAML/JSON ``data`` into a :class:`Sweep`; one-line :class:`SweepError`.

    >>> parse_sweep({"id": "s", "scenarios": ["a.yaml"], "models": "analytic"}).models
    ('analytic',)
    >>> parse_sweep({"id": "s", "scenarios": [{"generator": "lottery"}]}, "s.yaml")
    ... # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.SweepError: s.yaml: scenarios[0]: generator 'lottery' is unknown; known: ...
    """
    if not isinstance(data, dict):
        prefix = f"{source}: " if source else ""
        raise SweepError(f"{prefix}a sweep must be an object (a mapping), got {preview(data)}")
    return validate_data(Sweep, data, source=source, error=SweepError)


def load_sweep(path: str | Path) -> Sweep:
    """Read a sweep file (YAML or JSON); bad input raises one readable :class:`SweepError`."""
    data = read_data_file(path, what="sweep", error=SweepError)
    return parse_sweep(data, file_name(path))
