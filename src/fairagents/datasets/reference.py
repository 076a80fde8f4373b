"""The distributive-fairness study's reference figures, as published, typed.

``distributive_fairness_reference.json`` (package data, a copy of the figures re-entered from
the published code and data of Hosseini & Khanna (2025), *Distributive Fairness in Large
Language Models*, arXiv:2502.00313, whose instances are adapted from Herreiner & Puppe (2007);
cite both, :data:`fairagents.datasets.CITATION`) holds:

- ``task_rules`` — how the paper poses the task: a good may be thrown away and at most M units
  of money given out (:class:`TaskRules`; the built-in instances follow them);
- ``human`` — the share (%) of Herreiner & Puppe's respondents whose allocation meets each
  notion, per instance (EQ is their "inequality aversion"; I10 is not reported: ``None``);
- ``published_generation`` — per model (GPT-4o, Claude-3.5-Sonnet, Llama3-70b,
  Gemini-1.5-Pro), the share (%) of its 100 responses (temperature 1) meeting each notion when
  it generates an allocation;
- ``published_menu`` — per variant (``top5``: the options without their properties;
  ``options``: with payoffs and properties) and instance, each model's share (%) choosing each
  option, the options named by the notions they meet (:class:`MenuShares`).

How many respondents each human share rests on is not in the file (:data:`HUMAN_N` is
``None``): a table shows the human shares beside a sweep's, without a test.

>>> ref = load_reference()
>>> ref.task_rules.goods_may_be_discarded, ref.task_rules.money_may_be_withheld
(True, True)
>>> ref.human["I4"]["EF"], ref.published_generation["GPT-4o"]["I4"]["RMM"]
(64.4, 87.0)
>>> ref.published_menu["top5"]["I2"].buckets[:2]
('EQ*+RMM', 'EF+PO')
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Literal

from pydantic import Field, model_validator

from fairagents.models.base import FrozenModel

__all__ = [
    "HUMAN_N",
    "NOTIONS",
    "PUBLISHED_N",
    "REFERENCE_FILE",
    "DistributiveReference",
    "MenuShares",
    "Notion",
    "TaskRules",
    "load_reference",
]

REFERENCE_FILE = "distributive_fairness_reference.json"

Notion = Literal["EQ", "EF", "RMM", "PO", "USW"]
NOTIONS: tuple[Notion, ...] = ("EQ", "EF", "RMM", "PO", "USW")
"""The paper's five notions: equitability, envy-freeness, Rawlsian maximin, Pareto-optimality,
utilitarian social welfare."""

PUBLISHED_N = 100
"""Responses per model and instance behind each published share (the paper's design)."""

HUMAN_N: int | None = None
"""Respondents behind each human share: not in the published figures, so unknown."""

Share = float
Shares = dict[Notion, Share | None]


class TaskRules(FrozenModel):
    """How the paper poses the task."""

    goods_may_be_discarded: bool
    money_may_be_withheld: bool


class MenuShares(FrozenModel):
    """Each model's share (%) choosing each option of one menu, the options named by the
    notions they meet (``NA``: none; ``Oth.``: an answer that is none of the options)."""

    buckets: tuple[str, ...] = Field(min_length=2)
    shares_per_model: dict[str, tuple[Share, ...]]

    @model_validator(mode="after")
    def _one_share_per_bucket(self) -> MenuShares:
        for model, shares in self.shares_per_model.items():
            if len(shares) != len(self.buckets):
                raise ValueError(f"{model}: {len(shares)} shares for {len(self.buckets)} options")
        return self


class DistributiveReference(FrozenModel):
    """The reference figures (see the module docstring)."""

    description: str
    task_rules: TaskRules
    human: dict[str, Shares]
    published_generation: dict[str, dict[str, Shares]]
    published_menu: dict[Literal["top5", "options"], dict[str, MenuShares]]

    @property
    def models(self) -> tuple[str, ...]:
        """The published models, in the file's order."""
        return tuple(self.published_generation)


@cache
def load_reference() -> DistributiveReference:
    """The shipped reference figures (validated; cached)."""
    text = resources.files(__package__).joinpath(REFERENCE_FILE).read_text(encoding="utf-8")
    return DistributiveReference.model_validate(json.loads(text))
