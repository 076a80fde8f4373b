"""The scenario file: a problem, the agents who debate it, the protocol, the rule and the seed.

A scenario is one YAML or JSON file (see ``examples/scenarios/``)::

    id: triage-two-beds
    problem: {kind: triage, beds: 2, patients: [...]}   # or choice/allocation/budget, a path,
                                                        # or a case: outpatient/tourism/education
    agents:
      - {name: rawlsian, framework: rawls, stance: aligned}
      - {name: neutral, stance: neutral}
    protocol: {mode: generate, rounds: 3, visibility: arguments}
    rule: borda                                            # or {name: ..., params: {...}}
    seed: 7

**Agents.** ``represents`` names whom the agent speaks for — a stakeholder id or a group of the
problem — or nobody (an impartial advocate); an LLM agent sees that party's own utilities and
nobody else's. ``stance``: ``aligned`` argues from its ``framework`` and retrieves from its corpus;
``neutral`` has no framework and no corpus and weighs total benefit; ``adversarial`` pushes the
interest of the group it ``favours`` (default: the party it represents) while claiming fairness,
citing its framework's corpus if it has one. ``concession`` (0 never moves … 1 adopts the
mediator's standing at once) drives the deterministic revision rule of analytic agents.

**Humans.** An agent with ``human: true`` is a person, not a model: each round the run pauses and
asks them for their proposal (``generate`` mode) and their ranking, shown what the visibility
rule lets through, like any agent. An ``approver`` (``approver: council``) is a person asked
after each round that would not otherwise end the run whether to accept the round's decision
(the run stops) or send the debate on. The run's checkpoint holds the pause; ``fairagents run``
asks in the terminal, ``fairagents run --resume RUN_DIR --answer FILE`` answers from a file.

**Protocol.** ``mode: menu`` — agents rank the problem's exact menu (plus the mediator's
compromises); ``menu: paper`` (or ``paper_options``) poses instead the distributive paper's own
4–5 options for its instances I0, I2, I5, I6 and I7 (:mod:`fairagents.datasets.paper_menus`);
``mode: generate`` — each agent proposes an outcome (an allocation, a package within
budget, or a pick), which joins the table under its author's name. ``visibility``: what an agent
sees of the others each round — ``arguments`` (their arguments and the mediator's summary),
``summary`` (the mediator's summary only) or ``none``; never another stakeholder's utilities.
The run stops after ``rounds`` rounds, or earlier when a condition in ``stop_when`` holds
(``consensus``: every ballot has the same top; ``convergence``: no ballot changed), or when the
``token_budget`` is spent.

**Decision.** ``protocol.decision`` names how a round decides, a protocol of the registry
(:mod:`fairagents.graph.protocols`, which third parties add to): ``vote`` (the default) — the
rule over the round's ballots, every round; ``agreement`` — the run ends when every agent
accepts one candidate; ``single_text`` — the mediator drafts one candidate and revises it
toward the agents' objections until all accept; ``concession`` — each agent holds an offer and
concedes by Zeuthen's risk criterion. In the three bargaining protocols the rule decides only as
the fallback after the last round without agreement; they decide one outcome (no slates), and
people (human agents, an approver) cannot take part in them yet. The name, and whether the
protocol can run the scenario, are checked when the deliberation is built (the registry sits
above scenario files).

**Slates.** ``protocol.committee_size: k`` (or ``committee_size`` in a committee rule's
``params``) makes the deliberation decide on k alternatives of a choice problem at once — a slate
of itineraries, k course sections — with a committee rule (``stv``, ``sntv``, ``k_borda``, or an
approval rule such as ``pav`` or ``mes``, which reads the agents' approvals, or with
``utility_threshold`` their scores and ratings as approvals). Each agent's own slate is the k
best of its ballot; slates are evaluated as :mod:`fairagents.fairness._slate` says.

**Ballots.** Every ballot ranks the table; ``ballot:`` asks for ratings on a stated scale or
approvals besides (default ``kind: auto``: what the rule reads), and states bargaining's
disagreement point (:mod:`fairagents.scenarios._ballots`).

**Model.** ``model`` is the model spec of agents without their own (``analytic``, ``local``,
``openai:MODEL``, ``openai-compatible:MODEL@URL``); ``transport:`` says how a served one is
called (``{timeout: 30, attempts: 6, max_rpm: 500}``:
:class:`~fairagents.llm._specs.TransportSpec`) and changes nothing a run decides.

Validation needs the problem (who can be represented or favoured) and the rule registry (the rule
and its parameters), so errors name the field and list what is known.

Internal to :mod:`fairagents.scenarios`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from typing import Annotated, Any, Literal

from pydantic import Field, field_validator, model_validator

from fairagents.aggregators import (
    Rule,
    available_rules,
    get_rule,
    get_rule_class,
)
from fairagents.aggregators.committees import ApprovalCommitteeRule, CommitteeRule
from fairagents.datasets.paper_menus import (
    PAPER_MENU_INSTANCES,
    MenuVariant,
    has_paper_menu,
    paper_menu,
)
from fairagents.errors import FairagentsError, ProblemError, ScenarioError
from fairagents.fairness._slate import slate_problem
from fairagents.frameworks import available_frameworks
from fairagents.llm._specs import TransportSpec, parse_spec
from fairagents.models._outcome import ParamValue
from fairagents.models.base import InputModel, Real
from fairagents.problems import CandidateChoice, IndivisibleAllocation, Menu, Problem, build_menu
from fairagents.problems._loading import parse_problem
from fairagents.scenarios._ballots import BallotSpec
from fairagents.scenarios._case import Case
from fairagents.scenarios.packs.education import EducationCase
from fairagents.scenarios.packs.outpatient import OutpatientCase
from fairagents.scenarios.packs.tourism import TourismCase
from fairagents.scenarios.packs.triage import TriageCase

__all__ = [
    "CASE_KINDS",
    "LATER_DEFAULTS",
    "SINCE_CHECKPOINT_DIGESTS",
    "AgentSpec",
    "ApproverSpec",
    "ProtocolSpec",
    "RuleSpec",
    "Scenario",
    "Stance",
    "Visibility",
    "later_defaults_excluded",
    "parties_of",
    "slate_rule_problem",
]

Stance = Literal["aligned", "neutral", "adversarial"]
Visibility = Literal["arguments", "summary", "none"]
Mode = Literal["menu", "generate"]
MenuSource = Literal["solver", "paper", "paper_options"]
StopCondition = Literal["consensus", "convergence"]

NAME_PATTERN = r"^[A-Za-z][A-Za-z0-9_-]{0,63}$"

ProtocolName = Annotated[str, Field(pattern=NAME_PATTERN)]
"""A decision protocol's name (the registry, :mod:`fairagents.graph.protocols`, knows which)."""

Share = Annotated[Real, Field(ge=0, le=1)]
"""A number from 0 to 1 (not a boolean)."""

CASE_KINDS: dict[str, type[Case]] = {
    "triage": TriageCase,
    "outpatient": OutpatientCase,
    "tourism": TourismCase,
    "education": EducationCase,
}
"""Domain cases a scenario's problem may be written as; each compiles to a core problem."""


class AgentSpec(InputModel):
    """One debating agent.

    >>> AgentSpec(name="rawlsian", framework="rawls").stance
    'aligned'
    >>> AgentSpec(name="plain").stance
    'neutral'
    """

    validation_error = ScenarioError

    name: str = Field(pattern=NAME_PATTERN)
    represents: str | None = None
    framework: str | None = None
    stance: Stance = "neutral"
    favours: str | None = None
    persona: str = Field(default="", max_length=4000)
    model: str | None = None
    concession: Share | None = None
    human: bool = Field(default=False, strict=True, description="a person answers for this agent")

    @model_validator(mode="before")
    @classmethod
    def _default_stance(cls, data: Any) -> Any:
        # An agent with a framework argues from it unless told otherwise.
        if isinstance(data, dict) and data.get("stance") is None:
            return {**data, "stance": "aligned" if data.get("framework") else "neutral"}
        return data

    @model_validator(mode="after")
    def _stance_fits(self) -> AgentSpec:
        if self.stance == "aligned" and not self.framework:
            raise ValueError("stance 'aligned' needs a framework to argue from")
        if self.stance == "neutral" and self.framework:
            raise ValueError(
                f"a neutral agent has no framework (got {self.framework!r}); "
                "use stance: aligned, or remove the framework"
            )
        if self.stance != "adversarial" and self.favours:
            raise ValueError("only an adversarial agent favours a group; set stance: adversarial")
        if self.stance == "adversarial" and not (self.favours or self.represents):
            raise ValueError("an adversarial agent needs favours: GROUP (or represents: …)")
        if self.model is not None:
            if self.human:
                raise ValueError("a human agent has no model; remove model: or human: true")
            parse_spec(self.model)
        return self

    @property
    def favoured(self) -> str | None:
        """The group or stakeholder an adversarial agent pushes for."""
        if self.stance != "adversarial":
            return None
        return self.favours or self.represents


class ApproverSpec(InputModel):
    """A person who accepts a round's decision or sends the debate on.

    >>> ApproverSpec.model_validate("council").name
    'council'
    """

    validation_error = ScenarioError

    name: str = Field(pattern=NAME_PATTERN)
    question: str = Field(
        default="Accept this round's decision, or send the debate on for another round?",
        max_length=2000,
    )

    @model_validator(mode="before")
    @classmethod
    def _from_name(cls, data: Any) -> Any:
        return {"name": data} if isinstance(data, str) else data


class ProtocolSpec(InputModel):
    """How the debate runs."""

    validation_error = ScenarioError

    mode: Mode = "menu"
    menu: MenuSource = Field(
        default="solver",
        description="the menu in menu mode: the exact solvers' or the distributive paper's",
    )
    rounds: int = Field(default=3, ge=1, le=50)
    visibility: Visibility = "arguments"
    stop_when: tuple[StopCondition, ...] = ()
    token_budget: int | None = Field(default=None, ge=1)
    concession: Share = 0.25
    passages: int = Field(default=2, ge=0, le=10, description="passages retrieved per agent")
    shuffle: bool = Field(default=True, description="shuffle the table per agent and round")
    committee_size: int | None = Field(
        default=None, ge=1, description="decide on a slate of this many alternatives"
    )
    decision: ProtocolName = Field(
        default="vote",
        description="how a round decides: the rule's vote, or a protocol agents agree under "
        "(a name of the protocol registry, checked when the deliberation is built)",
    )
    options: dict[str, ParamValue] = Field(
        default_factory=dict,
        description="the decision protocol's own settings (each protocol says which it reads "
        "and refuses any other)",
    )

    @field_validator("stop_when", mode="before")
    @classmethod
    def _stop_conditions(cls, value: Any) -> Any:
        # A token budget is its own field, not a condition: say where it goes.
        for item in value if isinstance(value, list | tuple) else ():
            named = item if isinstance(item, str) else None
            if isinstance(item, dict) and len(item) == 1:
                named = str(next(iter(item)))
            if named == "token_budget":
                raise ValueError(
                    f"{item!r:.60} is not a stop condition (those are consensus, convergence): "
                    "a token budget is its own field, protocol.token_budget: N (tokens, N ≥ 1)"
                )
        return value


class RuleSpec(InputModel):
    """The aggregation rule and its parameters (``tie_break`` defaults to seeded random)."""

    validation_error = ScenarioError

    name: str = "borda"
    params: dict[str, ParamValue] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _from_name(cls, data: Any) -> Any:
        return {"name": data} if isinstance(data, str) else data

    @field_validator("name")
    @classmethod
    def _registered(cls, value: str) -> str:
        known = available_rules()
        if value not in known:
            close = difflib.get_close_matches(value, known, n=3)
            hint = f"did you mean {' or '.join(close)}? " if close else ""
            raise ValueError(
                f"rule {value!r} is unknown; {hint}`fairagents rules` lists each with what it "
                f"reads; known: {', '.join(known)}"
            )
        return value

    @model_validator(mode="after")
    def _params_fit(self) -> RuleSpec:
        try:
            get_rule(self.name, **self.params)
        except (FairagentsError, TypeError, ValueError) as exc:
            raise ValueError(f"rule {self.name!r}: bad parameters {self.params}: {exc}") from exc
        return self


class Scenario(InputModel):
    """A deliberation to run: see the module docstring for the file format."""

    validation_error = ScenarioError

    id: str = Field(pattern=NAME_PATTERN)
    title: str = ""
    description: str = Field(default="", description="the case as agents read it")
    problem: Problem
    agents: tuple[AgentSpec, ...] = Field(min_length=1, max_length=16)
    protocol: ProtocolSpec = Field(default_factory=ProtocolSpec)
    rule: RuleSpec = Field(default_factory=RuleSpec)
    model: str = "analytic"
    transport: TransportSpec = Field(
        default_factory=TransportSpec,
        description="how a served model is called: timeout, retries, limits (not the debate)",
    )
    seed: int = Field(default=0, strict=True, ge=0, le=2**63 - 1)  # an integer, not a flag
    approver: ApproverSpec | None = None
    ballot: BallotSpec = Field(default_factory=BallotSpec)

    @field_validator("problem", mode="before")
    @classmethod
    def _compile_problem(cls, value: Any) -> Any:
        if isinstance(value, dict) and value.get("kind") in CASE_KINDS:
            return CASE_KINDS[value["kind"]].model_validate(value).to_problem()
        if isinstance(value, dict):
            return parse_problem(value)
        return value

    @field_validator("model")
    @classmethod
    def _model_spec(cls, value: str) -> str:
        parse_spec(value)
        return value

    @model_validator(mode="after")
    def _agents_fit_problem(self) -> Scenario:
        names: set[str] = set()
        parties = self.parties()
        frameworks = available_frameworks()
        for i, agent in enumerate(self.agents):
            where = f"agents[{i}] ({agent.name})"
            if agent.name in names or agent.name == "mediator":
                raise ValueError(f"{where}.name: {agent.name!r} is taken; give each agent its own")
            names.add(agent.name)
            if agent.framework is not None and agent.framework not in frameworks:
                raise ValueError(
                    f"{where}.framework: {agent.framework!r} is unknown; "
                    f"known: {', '.join(frameworks)}"
                )
            for field, value in (("represents", agent.represents), ("favours", agent.favours)):
                if value is not None and value not in parties:
                    raise ValueError(
                        f"{where}.{field}: {value!r} is neither a stakeholder nor a group of the "
                        f"problem; known: {', '.join(sorted(parties))}"
                    )
        if self.approver is not None and self.approver.name in names | {"mediator"}:
            raise ValueError(
                f"approver.name: {self.approver.name!r} is taken by an agent; give the approver "
                "a name of its own"
            )
        return self

    @property
    def humans(self) -> tuple[str, ...]:
        """The names of every person taking part: human agents, then the approver."""
        people = [a.name for a in self.agents if a.human]
        return (*people, *([self.approver.name] if self.approver else []))

    @model_validator(mode="after")
    def _slate_fits(self) -> Scenario:
        given = self.rule.params.get("committee_size")
        size = self.protocol.committee_size
        if size is not None and given is not None and given != size:
            raise ValueError(
                f"protocol.committee_size {size} and rule.params.committee_size {given!r} "
                "disagree; give one"
            )
        problem = slate_rule_problem(
            get_rule_class(self.rule.name),
            self.rule.params,
            problem=self.problem,
            slate_size=self.slate_size,
            ballot=self.ballot,
        )
        if problem is not None:
            raise ValueError(problem)
        return self

    @model_validator(mode="after")
    def _menu_fits(self) -> Scenario:
        if self.protocol.menu == "solver":
            return self
        if self.protocol.mode != "menu":
            raise ValueError(
                f"protocol.menu {self.protocol.menu!r} needs protocol.mode: menu "
                f"(got {self.protocol.mode!r})"
            )
        if not has_paper_menu(self.problem):
            raise ValueError(
                f"protocol.menu {self.protocol.menu!r}: the paper has menus only for "
                f"{', '.join(PAPER_MENU_INSTANCES)} (with their published valuations); "
                f"problem {getattr(self.problem, 'id', '')!r} is not one of them"
            )
        return self

    def opening_menu(self) -> Menu:
        """The menu the agents rank in ``menu`` mode: the exact solvers' (``menu: solver``) or
        the paper's options (``paper``: as listed; ``paper_options``: the variant with payoffs
        and properties, whose allocations differ in I7)."""
        if self.protocol.menu == "solver":
            return build_menu(self.problem)
        assert isinstance(self.problem, IndivisibleAllocation)  # checked on construction
        variant: MenuVariant = "options" if self.protocol.menu == "paper_options" else "top5"
        return paper_menu(self.problem, variant)

    @property
    def slate_size(self) -> int | None:
        """How many alternatives the deliberation decides on at once (``None``: one)."""
        if self.protocol.committee_size is not None:
            return self.protocol.committee_size
        given = self.rule.params.get("committee_size")
        return given if isinstance(given, int) and not isinstance(given, bool) else None

    def parties(self) -> dict[str, tuple[str, ...]]:
        """Every stakeholder id and group name → the stakeholders it stands for."""
        return parties_of(self.problem)

    def members(self, party: str | None) -> tuple[str, ...]:
        """The stakeholders a party (stakeholder id or group) stands for; () for nobody."""
        return () if party is None else self.parties()[party]

    def case_text(self) -> str:
        """What agents read as the case: the description, else the problem's."""
        return self.description or self.problem.description or self.title or self.id

    def concession_of(self, agent: AgentSpec) -> float:
        """The agent's own concession, else the protocol's."""
        return self.protocol.concession if agent.concession is None else agent.concession


def parties_of(problem: Problem) -> dict[str, tuple[str, ...]]:
    """Every stakeholder id and group name of ``problem`` → the stakeholders it stands for: whom
    an agent can represent or favour."""
    out: dict[str, list[str]] = {}
    for sid in problem.stakeholder_ids:
        out.setdefault(sid, []).append(sid)
        group = problem.stakeholder(sid).group
        if group and group != sid:
            out.setdefault(group, []).append(sid)
    return {name: tuple(members) for name, members in out.items()}


def slate_rule_problem(
    rule: type[Rule],
    params: Mapping[str, object],
    *,
    problem: Problem,
    slate_size: int | None,
    ballot: BallotSpec,
) -> str | None:
    """Why ``rule`` (with ``params``) cannot decide a slate of ``slate_size`` of ``problem``
    (``None``: a single choice) on ``ballot`` s, or ``None`` when it can: a committee rule needs
    a slate size and a slate a committee rule; a slate is chosen among a choice problem's
    alternatives; an approval committee rule reads the agents' scores through
    ``utility_threshold``.
    """
    size = slate_size
    committee = issubclass(rule, CommitteeRule)
    if size is None:
        if committee:
            return (
                f"rule {rule.name!r} elects a committee: give protocol.committee_size "
                "(the slate's size), or choose a single-winner rule"
            )
        return None
    if not committee:
        committees = [n for n in available_rules() if issubclass(get_rule_class(n), CommitteeRule)]
        return (
            f"protocol.committee_size {size} asks for a slate, but rule {rule.name!r} elects one "
            f"alternative; choose a committee rule: {', '.join(committees)}"
        )
    if not isinstance(problem, CandidateChoice):
        return (
            f"a slate is chosen among a choice problem's alternatives; this problem is a "
            f"{problem.kind} problem"
        )
    try:
        slate_problem(problem, size)
    except ProblemError as exc:
        return f"protocol.committee_size {size}: {exc}"
    if (
        issubclass(rule, ApprovalCommitteeRule)
        and params.get("utility_threshold") is None
        and ballot.kind not in ("auto", "approvals")
    ):
        return (
            f"rule {rule.name!r} reads approvals; the scenario's ballots (ballot.kind "
            f"{ballot.kind}) carry none: set ballot.kind: approvals (or auto), give it "
            "params.utility_threshold (e.g. 0.5) to read the scores as approvals, or choose stv, "
            "sntv or k_borda"
        )
    return None


LATER_DEFAULTS: dict[tuple[str, str], Any] = {
    ("", "ballot"): BallotSpec().model_dump(mode="json"),
    ("protocol", "menu"): "solver",
    ("protocol", "decision"): "vote",
    ("problem", "allow_withholding"): False,
    ("problem", "base_designs"): {},
    ("problem", "labels"): {},
    ("protocol", "options"): {},
}
"""Fields added to scenarios after runs were stored or checkpointed, at their defaults: left out
of a run's id (and of its checkpoint's scenario digest, for those added since digests were
taken), so the runs they do not change keep their ids and resume. ``("", field)`` is a
scenario's own field, ``(part, field)`` one of its sections'."""

SINCE_CHECKPOINT_DIGESTS: frozenset[tuple[str, str]] = frozenset(
    {("problem", "labels"), ("protocol", "options")}
)
"""The later fields a checkpoint's scenario digest was first taken without (the others are in
every digest a resumable run holds)."""


def later_defaults_excluded(
    data: Mapping[str, Any], fields: Iterable[tuple[str, str]] = LATER_DEFAULTS
) -> dict[str, Any]:
    """The pydantic ``exclude`` that leaves out ``fields`` of :data:`LATER_DEFAULTS` where a
    scenario's ``data`` (its JSON dump) holds them at their defaults.

    >>> from fairagents.scenarios import load_scenario
    >>> triage = load_scenario("examples/scenarios/triage.yaml")
    >>> left_out = later_defaults_excluded(triage.model_dump(mode="json"))
    >>> left_out["ballot"], sorted(left_out["protocol"])
    (True, ['decision', 'menu', 'options'])
    """
    out: dict[str, Any] = {}
    for part, field in fields:
        default = LATER_DEFAULTS[(part, field)]
        if not part:
            if data.get(field, default) == default:
                out[field] = True
            continue
        section = data.get(part)
        if isinstance(section, dict) and field in section and section[field] == default:
            out.setdefault(part, set()).add(field)
    return out
