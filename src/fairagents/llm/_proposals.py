"""Structured proposals: an agent's own outcome, read, checked for feasibility, repaired or retried.

In ``generate`` mode an agent does not pick from a list: it *proposes* an outcome of the problem —

- a **pick** for a choice problem: ``{"pick": "<alternative id>"}``;
- a **package** for a budget problem: ``{"projects": ["<id>", …]}`` (most important first);
- an **allocation**: ``{"assignment": {"<good>": "<agent>", …}, "payments": {"<agent>": x}}``
  (``"nobody"`` where goods may stay unallocated; ``payments`` only when there is money) —

with an ``argument`` and ``citations``. :func:`proposal_json_schema` constrains backends that can
be constrained (ids as enums, every good assigned). Every reply is read leniently
(:func:`read_proposal_reply`) and checked against the problem; what cannot be read or is not
feasible goes back to the model with the reason, within the retry budget. Two repairs are made
rather than retried, because the agent's intent is clear: a package over budget keeps projects
in the order listed while they fit (``over_budget_trimmed``), and payments that do not add up to
the money are rescaled (``payments_rescaled``; where money may be withheld, only payments over
it) or, when missing, split equally (``payments_split_equally``).

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage
from pydantic import Field

from fairagents.errors import FairagentsError, InputError, ProposalError, ReplyError
from fairagents.llm._exchange import Accepted, Exhausted, exchange, model_name, run_sync
from fairagents.llm._prompts import render
from fairagents.llm._repair import _Reader
from fairagents.llm._stats import BallotStats, TokenUsage
from fairagents.llm.call_options import supports_schema
from fairagents.models.base import FrozenModel
from fairagents.problems import (
    Allocation,
    BudgetedSelection,
    CandidateChoice,
    HoldsOutcome,
    IndivisibleAllocation,
    Package,
    Problem,
    ProblemOutcome,
    outcome_fields,
)

__all__ = [
    "NOBODY",
    "ProposalReply",
    "ProposalResult",
    "proposal_json_schema",
    "read_proposal_reply",
    "request_proposal",
]

NOBODY = "nobody"
"""The owner named for a good that stays unallocated (where the problem allows it)."""

DEFAULT_MAX_TOKENS = 320

_PICK_KEYS = ("pick", "choice", "alternative", "proposal", "option", "id", "selected")
_PROJECT_KEYS = ("projects", "package", "proposal", "selected", "selection", "funded")
_ASSIGN_KEYS = ("assignment", "allocation", "assign", "owners", "proposal")
_BUNDLE_KEYS = ("bundles", "bundle")
_PAYMENT_KEYS = ("payments", "payment", "money", "transfers")
_ARGUMENT_KEYS = ("argument", "reason", "reasoning", "rationale", "justification", "explanation")
_CITATION_KEYS = ("citations", "citation", "cites", "sources", "references", "passages")


class ProposalReply(HoldsOutcome):
    """A proposal read from a reply: the outcome, the argument, the passages cited."""

    argument: str = ""
    citations: tuple[str, ...] = ()


class ProposalResult(FrozenModel):
    """A feasible proposal and how it was obtained."""

    reply: ProposalReply
    attempts: int = Field(ge=1)
    repairs: tuple[str, ...] = ()
    usage: tuple[TokenUsage, ...] = ()
    constrained: bool = False
    raw: str = ""


def proposal_json_schema(problem: Problem, passage_ids: Sequence[str] = ()) -> dict[str, object]:
    """The JSON schema of a proposal for ``problem`` (ids as enums), for constrained decoding.

    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
    ...     utilities={"x": {"a": 1, "b": 0}})
    >>> proposal_json_schema(c)["properties"]["pick"]
    {'type': 'string', 'enum': ['a', 'b']}
    """
    properties: dict[str, object]
    if isinstance(problem, CandidateChoice):
        properties = {"pick": {"type": "string", "enum": list(problem.alternative_ids)}}
    elif isinstance(problem, BudgetedSelection):
        ids = list(problem.project_ids)
        properties = {
            "projects": {
                "type": "array",
                "items": {"type": "string", "enum": ids},
                "maxItems": len(ids),
            }
        }
    else:
        owners = [*problem.agents, *([NOBODY] if problem.allow_unallocated else [])]
        goods = {g: {"type": "string", "enum": owners} for g in problem.goods}
        properties = {
            "assignment": {"type": "object", "properties": goods, "required": list(problem.goods)}
        }
        if problem.money:
            properties["payments"] = {
                "type": "object",
                "properties": {a: {"type": "number"} for a in problem.agents},
            }
    properties["argument"] = {"type": "string"}
    if passage_ids:
        properties["citations"] = {
            "type": "array",
            "items": {"type": "string", "enum": list(passage_ids)},
            "maxItems": 3,
        }
    return {"type": "object", "properties": properties, "required": list(properties)}


def _field(fields: Mapping[str, Any], keys: Sequence[str]) -> Any:
    for key in keys:
        if key in fields:
            return fields[key]
    return None


def _normalized_fields(value: Any, reader: _Reader) -> dict[str, Any]:
    if isinstance(value, str | list):
        reader.note("bare_proposal")
        return {"proposal": value}
    if not isinstance(value, dict):
        raise ReplyError(f"the reply is a JSON {type(value).__name__}, not an object")
    out: dict[str, Any] = {}
    for key, item in value.items():
        norm = str(key).strip().lower().replace(" ", "_").replace("-", "_")
        if norm != key:
            reader.note("key_renamed")
        out.setdefault(norm, item)
    return out


def _pick(problem: CandidateChoice, fields: Mapping[str, Any], reader: _Reader) -> str:
    raw = _field(fields, _PICK_KEYS)
    if isinstance(raw, list) and len(raw) == 1:
        reader.note("pick_unwrapped")
        raw = raw[0]
    if not isinstance(raw, str | int) or isinstance(raw, bool):
        raise ReplyError('give "pick": the id of one alternative')
    alt = reader.resolve(str(raw))
    if alt is None:
        raise ReplyError(
            f"{raw!r} is not an alternative; pick one of: {', '.join(problem.alternative_ids)}"
        )
    return alt


def _package(problem: BudgetedSelection, fields: Mapping[str, Any], reader: _Reader) -> Package:
    raw = _field(fields, _PROJECT_KEYS)
    if isinstance(raw, str):
        reader.note("projects_as_string")
        raw = [p for p in raw.replace(";", ",").split(",") if p.strip()]
    if not isinstance(raw, list):
        raise ReplyError('give "projects": a list of project ids, most important first')
    chosen: list[str] = []
    for item in raw:
        project = reader.resolve(str(item)) if isinstance(item, str | int) else None
        if project is None:
            raise ReplyError(
                f"{item!r} is not a project; use ids from: {', '.join(problem.project_ids)}"
            )
        if project in chosen:
            reader.note("duplicate_project_dropped")
            continue
        chosen.append(project)
    kept: list[str] = []
    spent = 0.0
    for project in chosen:  # keep the agent's priorities while they fit the budget
        cost = problem.projects[project]
        if spent + cost <= problem.budget * (1 + 1e-12):
            kept.append(project)
            spent += cost
        else:
            reader.note("over_budget_trimmed")
    return Package(projects=tuple(kept))


def _allocation(
    problem: IndivisibleAllocation, fields: Mapping[str, Any], reader: _Reader
) -> Allocation:
    owners: dict[str, str | None] = {}
    raw = _field(fields, _ASSIGN_KEYS)
    bundles = _field(fields, _BUNDLE_KEYS)
    agents = {a.lower(): a for a in problem.agents}
    goods = {g.lower(): g for g in problem.goods}
    if isinstance(raw, dict) and set(map(str.lower, map(str, raw))) <= set(agents) and raw:
        bundles, raw = raw, None  # {agent: [goods]} given under "assignment"
        reader.note("bundles_read")
    if isinstance(raw, dict):
        for good_raw, owner_raw in raw.items():
            good = goods.get(str(good_raw).strip().lower())
            if good is None:
                raise ReplyError(f"{good_raw!r} is not a good; goods: {', '.join(problem.goods)}")
            owner = str(owner_raw).strip().lower() if owner_raw is not None else NOBODY
            if owner in (NOBODY, "none", "") and problem.allow_unallocated:
                owners[good] = None
            elif owner in agents:
                owners[good] = agents[owner]
            else:
                raise ReplyError(
                    f"good {good!r} goes to {owner_raw!r}, who is not an agent; agents: "
                    f"{', '.join(problem.agents)}"
                )
    elif isinstance(bundles, dict):
        for agent_raw, items in bundles.items():
            agent = agents.get(str(agent_raw).strip().lower())
            if agent is None or not isinstance(items, list):
                raise ReplyError(f"bundle of {agent_raw!r}: name an agent and list its goods")
            for item in items:
                good = goods.get(str(item).strip().lower())
                if good is None or good in owners:
                    raise ReplyError(f"{item!r} is not a good, or is given twice")
                owners[good] = agent
    else:
        raise ReplyError('give "assignment": an object mapping every good to an agent')
    missing = [g for g in problem.goods if g not in owners]
    if missing and not problem.allow_unallocated:
        raise ReplyError(f"assign every good; missing: {', '.join(missing)}")
    payments = _payments(problem, _field(fields, _PAYMENT_KEYS), reader)
    bundle_map: dict[str, list[str]] = {a: [] for a in problem.agents}
    for good in problem.goods:
        holder = owners.get(good)
        if holder is not None:
            bundle_map[holder].append(good)
    return Allocation(bundles={a: tuple(g) for a, g in bundle_map.items()}, payments=payments)


def _payments(problem: IndivisibleAllocation, raw: Any, reader: _Reader) -> dict[str, float]:
    money = problem.money or 0.0
    if not money:
        if raw:
            reader.note("payments_dropped")
        return {}
    given: dict[str, float] = {}
    if isinstance(raw, dict):
        agents = {a.lower(): a for a in problem.agents}
        for key, value in raw.items():
            agent = agents.get(str(key).strip().lower())
            number = (
                value if isinstance(value, int | float) and not isinstance(value, bool) else None
            )
            if agent is None or number is None or not math.isfinite(number) or number < 0:
                raise ReplyError(f"payment {key!r}: {value!r}; give each agent a number ≥ 0")
            given[agent] = float(number)
    total = math.fsum(given.values())
    if total <= 0:
        reader.note("payments_split_equally")
        return {a: money / problem.n_agents for a in problem.agents}
    if problem.allow_withholding and total <= money:
        return given  # money may be kept back: what was given out stands
    if not math.isclose(total, money, rel_tol=1e-9):
        reader.note("payments_rescaled")
        return {a: v * money / total for a, v in given.items()}
    return given


def read_proposal_reply(
    text: str, problem: Problem, *, passage_ids: Sequence[str] | None = None
) -> tuple[ProposalReply, tuple[str, ...]]:
    """Read ``text`` as a feasible proposal for ``problem``; return it and the repairs made.

    >>> b = BudgetedSelection(projects={"park": 3, "lane": 2, "bench": 1}, budget=4,
    ...     approvals={"ann": ("park",)})
    >>> reply, repairs = read_proposal_reply('{"projects": ["park", "lane", "bench"]}', b)
    >>> reply.package.projects, repairs
    (('park', 'bench'), ('over_budget_trimmed',))
    """
    if isinstance(problem, CandidateChoice):
        ids: Sequence[str] = problem.alternative_ids
        labels = {a.id: a.label for a in problem.alternatives if a.label}
    elif isinstance(problem, BudgetedSelection):
        ids, labels = problem.project_ids, {}
    else:
        ids, labels = problem.goods, {}
    reader = _Reader(ids, labels, passage_ids)
    fields = _normalized_fields(reader.load(text), reader)
    outcome: ProblemOutcome
    if isinstance(problem, CandidateChoice):
        outcome = _pick(problem, fields, reader)
    elif isinstance(problem, BudgetedSelection):
        outcome = _package(problem, fields, reader)
    else:
        outcome = _allocation(problem, fields, reader)
        try:
            problem.check(outcome)
        except FairagentsError as exc:
            raise ReplyError(str(exc)) from None
    argument = reader.text(_field(fields, _ARGUMENT_KEYS), "argument")
    citations = reader.citations(_field(fields, _CITATION_KEYS))
    reply = ProposalReply(argument=argument, citations=citations, **outcome_fields(outcome))
    return reply, tuple(reader.repairs)


def request_proposal(
    model: BaseChatModel,
    messages: Sequence[BaseMessage],
    problem: Problem,
    *,
    agent: str,
    round: int | None = None,
    passage_ids: Sequence[str] | None = None,
    max_retries: int = 2,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    stats: BallotStats | None = None,
) -> ProposalResult:
    """Ask ``model`` for ``agent``'s proposal; read, check, repair or retry.

    Raises :class:`~fairagents.errors.ProposalError` after ``1 + max_retries`` unusable replies,
    :class:`~fairagents.errors.BackendError` if the backend fails.

    >>> from fairagents.testing import ScriptedChatModel
    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
    ...     utilities={"x": {"a": 1, "b": 0}})
    >>> model = ScriptedChatModel(replies=['{"pick": "c"}', '{"pick": "B", "argument": "fair"}'])
    >>> result = request_proposal(model, [], c, agent="ann")
    >>> result.reply.alternative, result.attempts
    ('b', 2)
    """
    if max_retries < 0 or max_tokens < 1:
        raise InputError("request_proposal: max_retries must be ≥ 0 and max_tokens ≥ 1")
    stats = stats if stats is not None else BallotStats()
    stats.record_request(agent, round)
    schema = proposal_json_schema(problem, passage_ids or ()) if supports_schema(model) else None

    def read(text: str) -> tuple[ProposalReply, tuple[str, ...]]:
        return read_proposal_reply(text, problem, passage_ids=passage_ids)

    def note(problem_text: str, truncated: bool) -> str:
        return render("proposal_retry", error=problem_text)

    dialogue = exchange(
        model,
        messages,
        read=read,
        complete=lambda text, repairs: True,  # a proposal that reads and is feasible is complete
        note=note,
        schema=schema,
        what="proposal",
        agent=agent,
        round_=round,
        max_retries=max_retries,
        max_tokens=max_tokens,
        stats=stats,
    )
    try:
        accepted: Accepted[ProposalReply] = run_sync(
            model, dialogue, agent=agent, round_=round, stats=stats
        )
    except Exhausted as exc:
        raise ProposalError(
            f"agent {agent!r}, round {round}: model {model_name(model)} gave no feasible "
            f"proposal in {max_retries + 1} attempts ({exc}). Raise max_retries, use a larger "
            "model, or use mode: menu."
        ) from None
    return ProposalResult(
        reply=accepted.value,
        attempts=accepted.attempts,
        repairs=accepted.repairs,
        usage=accepted.usage,
        constrained=accepted.constrained,
        raw=accepted.raw,
    )
