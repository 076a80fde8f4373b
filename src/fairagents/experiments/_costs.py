"""What a sweep will cost before it spends anything: calls, prompt and completion tokens, money.

:func:`estimate_costs` does not guess from sizes: for each distinct *shape* of the grid (the
runs that differ only in case, seed or repetition, of one problem kind and size, agents and
model) it runs ``samples`` real deliberations of that shape — the real graph, the real
advocates' and mediator's prompt builders, every phase and round the protocol has — against a
:class:`DryRunModel` that answers every call at no cost and records it. Each call's prompt is
counted with the model's tokenizer (:mod:`fairagents.llm._tokens`: exact for embedded models,
an estimate for served ones) and the shape's mean per run is multiplied by its runs.

**Completion tokens** are the replies' length, and a reply's length is the model's choice, so
the plan says which it assumes:

- a structured reply (ballot, proposal, response) is the JSON its schema asks for — every
  field filled, a ranking of every alternative, other lists of ids (citations, approvals, a
  package) half-way to their longest — with an argument of
  :data:`TYPICAL_ARGUMENT` (the prompts ask for "one or two sentences"), never more than the
  call's token budget: constrained decoding writes exactly that object, so its length is known
  up to the argument;
- a plain-text reply (the mediator's summary) is asked for "in two or three sentences":
  :data:`TYPICAL_SUMMARY`, capped at its budget;
- ``at_most`` is every call's budget (``max_tokens``) summed: what no run can exceed without
  retries, the ceiling to budget money against.

The dry run's replies feed the rest of the debate (the next round's prompts quote the
arguments), so later rounds' prompts grow as they will. The dry model reports the usage it
counted, so a scenario's own per-run ``token_budget`` stops the dry run where it stops the real
one. Left out: retries after an invalid reply (rare with constrained decoding; each repeats a
call with the error appended) and embeddings for retrieval (a local model, not billed).

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.messages.ai import UsageMetadata
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import ConfigDict, PrivateAttr

from fairagents.experiments._grid import Expansion, RunSpec
from fairagents.llm._scripted import schema_instance
from fairagents.llm._specs import parse_spec
from fairagents.llm._tokens import TokenCounter, token_counter

__all__ = [
    "TYPICAL_ARGUMENT",
    "TYPICAL_SUMMARY",
    "Costs",
    "DryRunModel",
    "ModelCosts",
    "estimate_costs",
    "shape_of",
]

TYPICAL_ARGUMENT = (
    "This option gives the most to those who are worst off while keeping the total benefit "
    "close to the best available, so it is the fairest balance here. The alternatives either "
    "leave one group with almost nothing or gain little for anyone else."
)
"""The argument of a structured reply in the plan: two sentences, as the prompts ask."""

TYPICAL_SUMMARY = (
    "The participants agree that the worst-off group must not be left behind, but they disagree "
    "on how much total benefit to give up for it. The first favours the largest total, the "
    "second protects the weakest claim. The compromise keeps most of the total benefit while "
    "giving the weakest group a real share, so each side gets what it cares about most."
)
"""The mediator's summary in the plan: three sentences, as its prompt asks."""

_SENTINEL = "A scripted argument."  # what schema_instance puts in free-text fields


class DryRunModel(BaseChatModel):
    """A chat model that answers every call for nothing and records its tokens (planning).

    Its replies are what :mod:`fairagents.experiments._costs` assumes (a schema's JSON with a
    typical argument, a typical summary); each call's prompt and reply are counted by
    ``counter`` and reported as usage.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    schema_decoding: ClassVar[bool] = True
    """Asked exactly as the embedded and OpenAI-compatible backends are (schema, budget)."""

    counter: TokenCounter
    model_name: str = "dry-run"
    seed: int = 0

    _lock: threading.Lock = PrivateAttr(default_factory=threading.Lock)
    _calls: list[tuple[int, int, int]] = PrivateAttr(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "fairagents-dry-run"

    @property
    def calls(self) -> list[tuple[int, int, int]]:
        """Each call's (prompt tokens, completion tokens, token budget), oldest first."""
        with self._lock:
            return list(self._calls)

    def _reply(self, messages: list[BaseMessage], kwargs: dict[str, Any]) -> str:
        fmt = kwargs.get("response_format")
        schema = fmt.get("schema") if isinstance(fmt, dict) else None
        if not isinstance(schema, dict):
            return TYPICAL_SUMMARY
        seen = json.dumps([m.text for m in messages]) + json.dumps(schema, sort_keys=True)
        draw = random.Random(hashlib.sha256(f"{self.seed}:{seen}".encode()).hexdigest())
        value = _with_every_item(schema, schema_instance(schema, draw))
        return json.dumps(value, ensure_ascii=False).replace(
            json.dumps(_SENTINEL), json.dumps(TYPICAL_ARGUMENT, ensure_ascii=False)
        )

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        text = self._reply(messages, kwargs)
        budget = int(kwargs.get("max_tokens") or 0)
        prompt = self.counter.prompt(messages)
        completion = self.counter.text(text)
        if budget and completion > budget:  # the backend cuts the reply at its budget
            completion = budget
        with self._lock:
            self._calls.append((prompt, completion, budget or completion))
        message = AIMessage(
            content=text,
            response_metadata={"finish_reason": "stop", "model_name": self.model_name},
            usage_metadata=UsageMetadata(
                input_tokens=prompt, output_tokens=completion, total_tokens=prompt + completion
            ),
        )
        return ChatResult(generations=[ChatGeneration(message=message)])


def _with_every_item(schema: dict[str, Any], value: Any) -> Any:
    """``value`` with each array of distinct ids at its typical length: a fixed-length one (a
    ranking lists every alternative) at that length, any other (citations, approvals, a
    package) half-way up to its largest, at least its smallest — not a random draw's length."""
    if schema.get("type") == "object" and isinstance(value, dict):
        properties = schema.get("properties") or {}
        return {k: _with_every_item(properties.get(k) or {}, v) for k, v in value.items()}
    items = schema.get("items") or {}
    if schema.get("type") == "array" and "enum" in items and isinstance(value, list):
        pool = list(dict.fromkeys([*value, *items["enum"]]))
        low = int(schema.get("minItems", 0))
        high = min(int(schema.get("maxItems", len(pool))), len(pool))
        return pool[: high if low >= high else max(low, math.ceil(high / 2))]
    return value


@dataclass(frozen=True)
class ModelCosts:
    """What the runs on one model spec will spend (totals over those runs)."""

    model: str
    tokenizer: str
    exact: bool
    runs: int
    calls: int
    prompt_tokens: int
    completion_tokens: int
    at_most_completion_tokens: int


@dataclass(frozen=True)
class Costs:
    """A sweep's expected model calls, tokens and (with prices) cost; see the module docstring."""

    runs: int
    shapes: int
    simulated: int
    models: tuple[ModelCosts, ...]
    price_input: float | None = None
    """USD per million prompt tokens."""
    price_output: float | None = None
    """USD per million completion tokens."""
    assumptions: tuple[str, ...] = field(default=())

    @property
    def calls(self) -> int:
        return sum(m.calls for m in self.models)

    @property
    def prompt_tokens(self) -> int:
        return sum(m.prompt_tokens for m in self.models)

    @property
    def completion_tokens(self) -> int:
        return sum(m.completion_tokens for m in self.models)

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    @property
    def at_most_completion_tokens(self) -> int:
        return sum(m.at_most_completion_tokens for m in self.models)

    def cost(self, completion_tokens: int | None = None) -> float | None:
        """USD at the given prices (None without them); ``completion_tokens`` overrides the
        expected completions (e.g. with :attr:`at_most_completion_tokens`)."""
        if self.price_input is None and self.price_output is None:
            return None
        out = self.completion_tokens if completion_tokens is None else completion_tokens
        return (
            self.prompt_tokens * (self.price_input or 0.0) + out * (self.price_output or 0.0)
        ) / 1e6

    def as_dict(self) -> dict[str, Any]:
        """For ``--json``: every field, the totals and the cost."""
        return {
            "runs": self.runs,
            "shapes": self.shapes,
            "simulated_runs": self.simulated,
            "calls": self.calls,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "tokens": self.tokens,
            "at_most_completion_tokens": self.at_most_completion_tokens,
            "price_input_per_million": self.price_input,
            "price_output_per_million": self.price_output,
            "cost_usd": self.cost(),
            "at_most_cost_usd": self.cost(self.at_most_completion_tokens),
            "models": [vars(m) for m in self.models],
            "assumptions": list(self.assumptions),
        }

    def lines(self) -> list[str]:
        """The costs as text, one line per fact."""

        def per(n: int) -> str:
            if not self.runs:
                return ""
            mean = n / self.runs
            return f" ({mean:,.0f} a run)" if mean >= 100 else f" ({mean:.3g} a run)"

        out = [
            f"model calls and tokens (from {self.simulated} dry-run debates of the grid's "
            f"{self.shapes} shapes): {self.calls:,} calls{per(self.calls)}",
            f"  prompt tokens {self.prompt_tokens:,}{per(self.prompt_tokens)}, completion "
            f"tokens {self.completion_tokens:,}{per(self.completion_tokens)} (at most "
            f"{self.at_most_completion_tokens:,} if every reply used its budget)",
        ]
        for m in self.models:
            out.append(
                f"  {m.model}: {m.runs} runs, {m.calls:,} calls, {m.prompt_tokens:,} + "
                f"{m.completion_tokens:,} tokens — {m.tokenizer}"
            )
        cost = self.cost()
        if cost is not None:
            high = self.cost(self.at_most_completion_tokens) or 0.0
            out.append(
                f"cost: {_usd(cost)} (at most {_usd(high)}) at ${self.price_input or 0:g} / "
                f"${self.price_output or 0:g} per million prompt / completion tokens"
            )
        out += [f"  {a}" for a in self.assumptions]
        return out


def _usd(amount: float) -> str:
    """Dollars to the cent, or to two significant digits below a cent (a small sweep's cost)."""
    return f"${amount:,.2f}" if amount >= 0.01 or amount == 0 else f"${amount:.2g}"


def shape_of(spec: RunSpec) -> tuple[str, ...]:
    """The runs whose prompts have the same make-up: equal labels but case, seed and repetition,
    the same problem kind and size, agents and model."""
    scenario = spec.scenario
    labels = tuple(
        f"{k}={v}"
        for k, v in sorted(spec.labels.items())
        if k not in {"case", "seed", "repetition"}
    )
    problem = scenario.problem
    size = len(getattr(problem, "alternative_ids", ()) or ()) or len(
        getattr(problem, "goods", ()) or getattr(problem, "projects", ()) or ()
    )
    return (
        *labels,
        f"problem={type(problem).__name__}:{size}",
        f"agents={','.join(a.name for a in scenario.agents)}",
        f"model={scenario.model}",
        f"retrieval={spec.retrieval}",
    )


def _with_model(spec: RunSpec, model: str | None) -> RunSpec:
    if model is None:
        return spec
    return spec.model_copy(update={"scenario": spec.scenario.model_copy(update={"model": model})})


def _spec_models(spec: RunSpec) -> dict[str, str]:
    """Each LLM participant's model spec (agents by name, ``mediator``): analytic ones left out,
    as are human agents (nobody can plan what a person costs)."""
    scenario = spec.scenario
    out = {a.name: a.model or scenario.model for a in scenario.agents if not a.human}
    out["mediator"] = scenario.model
    return {name: m for name, m in out.items() if parse_spec(m).backend != "analytic"}


def _dry_run(spec: RunSpec, counters: dict[str, TokenCounter]) -> dict[str, list[tuple[int, ...]]]:
    """Run ``spec``'s deliberation against dry models; each model spec's recorded calls."""
    from fairagents.experiments._execute import shared_retriever
    from fairagents.graph import Deliberation

    models = _spec_models(spec)
    dry = {
        m: DryRunModel(counter=counters[m], model_name=m, seed=spec.scenario.seed)
        for m in set(models.values())
    }
    retriever = shared_retriever() if spec.retrieval else None
    deliberation = Deliberation(
        spec.scenario, model={name: dry[m] for name, m in models.items()}, retriever=retriever
    )
    deliberation.graph().compile().invoke({})
    return {m: list(model.calls) for m, model in dry.items()}


def estimate_costs(
    expansion: Expansion,
    *,
    model: str | None = None,
    price_input: float | None = None,
    price_output: float | None = None,
    samples: int = 2,
) -> Costs:
    """The :class:`Costs` of ``expansion``'s runs (each on ``model`` if given, else on its own),
    from ``samples`` dry-run debates of each shape (see the module docstring)."""
    runs = [_with_model(spec, model) for spec in expansion.runs]
    shapes: dict[tuple[str, ...], list[RunSpec]] = {}
    for spec in runs:
        shapes.setdefault(shape_of(spec), []).append(spec)
    counters: dict[str, TokenCounter] = {}
    per_model: dict[str, list[float]] = {}  # runs, calls, prompt, completion, at most
    simulated = unplanned = 0
    failures: list[str] = []
    for members in shapes.values():
        chosen = _samples(members, samples)
        wanted = set().union(*(_spec_models(s).values() for s in chosen))
        if not wanted:
            continue
        for m in sorted(wanted - set(counters)):
            counters[m] = token_counter(m)
        sums: dict[str, list[float]] = {}
        ran = 0
        for spec in chosen:
            try:
                recorded = _dry_run(spec, counters)
            except Exception as exc:  # the real run would fail too: say so, plan the rest
                failures.append(f"run {spec.run_id} ({spec.case}): {type(exc).__name__}: {exc}")
                continue
            ran += 1
            for m, calls in recorded.items():
                row = sums.setdefault(m, [0.0, 0.0, 0.0, 0.0])
                row[0] += len(calls)
                row[1] += sum(c[0] for c in calls)
                row[2] += sum(c[1] for c in calls)
                row[3] += sum(c[2] for c in calls)
        simulated += ran
        if not ran:
            unplanned += len(members)
            continue
        scale = len(members) / ran
        for m, row in sums.items():
            total = per_model.setdefault(m, [0.0, 0.0, 0.0, 0.0, 0.0])
            total[0] += len(members)
            for i, value in enumerate(row, start=1):
                total[i] += value * scale
    found = tuple(
        ModelCosts(
            model=m,
            tokenizer=counters[m].name,
            exact=counters[m].exact,
            runs=int(t[0]),
            calls=round(t[1]),
            prompt_tokens=round(t[2]),
            completion_tokens=round(t[3]),
            at_most_completion_tokens=round(t[4]),
        )
        for m, t in sorted(per_model.items())
    )
    return Costs(
        runs=len(runs),
        shapes=len(shapes),
        simulated=simulated,
        models=found,
        price_input=price_input,
        price_output=price_output,
        assumptions=_assumptions(found, failures, unplanned),
    )


def _samples(members: Sequence[RunSpec], samples: int) -> list[RunSpec]:
    """Up to ``samples`` runs of a shape, of distinct cases where it has several."""
    chosen: list[RunSpec] = []
    cases: set[str] = set()
    for spec in members:
        if spec.case not in cases:
            chosen.append(spec)
            cases.add(spec.case)
        if len(chosen) == samples:
            return chosen
    others = [s for s in members if s not in chosen]
    return chosen + others[: samples - len(chosen)]


def _assumptions(
    found: Iterable[ModelCosts], failures: Sequence[str], unplanned: int
) -> tuple[str, ...]:
    out = [
        "completions: each structured reply is its schema's JSON with a two-sentence argument, "
        "each summary three sentences (both capped at the call's budget); no retries",
    ]
    found = list(found)
    if found:
        # A dry run's later prompts depend on replies it does not have, so the real requests'
        # cache keys are unknown here: say so rather than guess a hit rate.
        out.append(
            "every call is priced as paid: the response cache is not consulted (calls it "
            "already holds cost nothing when the sweep runs, and --token-budget counts only "
            "tokens paid)"
        )
    if any(not m.exact for m in found):
        out.append(
            "served models' tokens are estimated (their tokenizers are not available offline): "
            "see docs/how-to/sweep-costs.md for the measured error"
        )
    if any(parse_spec(m.model).backend == "scripted" for m in found):
        out.append("scripted models report no usage: their runs record 0 tokens")
    if failures:
        out.append(
            f"{len(failures)} dry runs failed, as their real runs would (not counted; "
            f"{unplanned} runs left unplanned): {failures[0][:300]}"
        )
    if not found and not failures:
        out.append("no run calls a model (analytic agents): nothing to pay")
    return tuple(out)
