"""What agents' ballots carry: a scenario's ``ballot:`` section, and what a rule reads.

Every ballot ranks the table. A scenario may ask for more (``ballot.kind``)::

    ballot:
      kind: ratings          # auto (default) | ranking | ratings | approvals
      scale: [0, 10]         # the ratings' scale, stated in the prompt and in the JSON schema
      disagreement: rated    # bargaining's disagreement point: a number on the scale, or
                             # "rated" (each agent rates "no agreement"); default: none given

``auto`` follows the rule: a cardinal rule (utilitarian, maximin, leximin, prioritarian, Nash
bargaining, Kalai–Smorodinsky, score) reads **ratings**; an approval rule reads **approvals**
(an approval committee rule given ``utility_threshold`` reads ratings instead, through the
threshold); an ordinal rule reads the **ranking**.

How ratings become utilities: an LLM or human agent's ratings are its ballot's utilities exactly
as given — no rescaling, no normalization per agent — so a cardinal rule compares them on the
common stated scale, which is what makes them comparable across agents (maximin's "worst-off
agent" is the one whose best rating is lowest on that scale). The rules' comparisons are the
core's, relative to the numbers' magnitude (:mod:`fairagents.numeric`), so ratings 0–10 and
0–1000 decide alike. Analytic agents score candidates on their objective's own scale (as
before); their scores are their utilities.

The disagreement point (Nash bargaining, Kalai–Smorodinsky): with ``disagreement: d`` every
rating ballot's point is ``d``; with ``rated`` each agent also rates "no agreement" on the scale
and that rating is its point; without it each voter's point is its worst rating (the core's
default). Analytic agents' scores are not on the rating scale, so they keep the default.

>>> from fairagents.scenarios import load_scenario
>>> from fairagents.aggregators import get_rule_class
>>> scenario = load_scenario("examples/scenarios/triage.yaml")
>>> borda, maximin = get_rule_class("borda"), get_rule_class("maximin")
>>> ballot_form(scenario.ballot, borda, {}).kind, ballot_form(scenario.ballot, maximin, {}).kind
('ranking', 'ratings')

Internal to :mod:`fairagents.scenarios`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from pydantic import Field, model_validator

from fairagents.aggregators import InputKind, Rule
from fairagents.errors import ScenarioError
from fairagents.llm._reply import BallotForm, BallotKind, RatingScale
from fairagents.models.base import InputModel, Real

__all__ = ["BallotSpec", "ballot_form", "ballot_problem", "rule_reads"]


class BallotSpec(InputModel):
    """A scenario's ``ballot:`` section (see the module docstring).

    >>> BallotSpec.model_validate({"kind": "ratings", "scale": [1, 5]}).scale
    RatingScale(low=1.0, high=5.0)
    >>> BallotSpec.model_validate({"kind": "ratings", "disagreement": 12})
    Traceback (most recent call last):
    ...
    fairagents.errors.ScenarioError: disagreement 12 is off the rating scale 0 to 10
    """

    validation_error = ScenarioError

    kind: Literal["auto", "ranking", "ratings", "approvals"] = "auto"
    scale: RatingScale = Field(default_factory=RatingScale)
    disagreement: Real | Literal["rated"] | None = None

    @model_validator(mode="before")
    @classmethod
    def _scale_as_pair(cls, data: Any) -> Any:
        if isinstance(data, Mapping) and isinstance(data.get("scale"), list | tuple):
            pair = data["scale"]
            if len(pair) != 2:
                raise ValueError(f"scale is [low, high], got {list(pair)!r:.60}")
            return {**data, "scale": {"low": pair[0], "high": pair[1]}}
        return data

    @model_validator(mode="after")
    def _point_on_scale(self) -> BallotSpec:
        d = self.disagreement
        if isinstance(d, int | float) and not self.scale.contains(d):
            raise ValueError(f"disagreement {d:g} is off the rating scale {self.scale}")
        if d is not None and self.kind in ("ranking", "approvals"):
            raise ValueError(
                f"disagreement is a rating: it needs kind ratings (or auto), not {self.kind}"
            )
        return self


def rule_reads(rule: type[Rule], params: Mapping[str, object]) -> BallotKind:
    """What ``rule`` (with ``params``) reads from a ballot.

    >>> from fairagents.aggregators import get_rule_class
    >>> rule_reads(get_rule_class("pav"), {}), rule_reads(get_rule_class("pav"),
    ...     {"utility_threshold": 0.5}), rule_reads(get_rule_class("schulze"), {})
    ('approvals', 'ratings', 'ranking')
    """
    if rule.input_kind is InputKind.CARDINAL:
        return "ratings"
    if rule.input_kind is InputKind.APPROVAL:
        return "ratings" if params.get("utility_threshold") is not None else "approvals"
    return "ranking"


def ballot_form(spec: BallotSpec, rule: type[Rule], params: Mapping[str, object]) -> BallotForm:
    """What agents' ballots carry under ``rule`` with ``params``, as a scenario's ``ballot:``
    (``spec``) says: its ``kind``, or with ``auto`` what the rule reads."""
    kind: BallotKind = rule_reads(rule, params) if spec.kind == "auto" else spec.kind
    return BallotForm(
        kind=kind,
        scale=spec.scale,
        rate_no_agreement=kind == "ratings" and spec.disagreement == "rated",
    )


def ballot_problem(
    rule: type[Rule],
    params: Mapping[str, object],
    form: BallotForm,
    asked: Sequence[str],
) -> str | None:
    """Why ``rule`` cannot read the ballots of ``form``, or ``None``.

    ``asked`` are the agents who are asked for their ballot (LLM and human agents): they cast
    exactly ``form``. Analytic agents always score every candidate, so a rule reading ratings
    reads theirs; approvals they cast only on an ``approvals`` ballot.
    """
    needs = rule_reads(rule, params)
    if needs == form.kind or needs == "ranking":
        return None
    if needs == "ratings" and not asked:
        return None
    who = f"agents {', '.join(asked)} cast" if asked else "the agents cast"
    fix = (
        "set ballot.kind: ratings (or auto)"
        if needs == "ratings"
        else "set ballot.kind: approvals (or auto), or give the rule utility_threshold to read "
        "ratings as approvals"
    )
    return f"rule {rule.name!r} reads {needs}, but {who} ballots of kind {form.kind!r}: {fix}"
