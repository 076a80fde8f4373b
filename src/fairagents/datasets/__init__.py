"""Built-in datasets: the ten published indivisible-goods instances I1–I10.

The instances come from Hosseini & Khanna (2025), *Distributive Fairness in Large Language
Models* (NeurIPS 2025, arXiv:2502.00313), adapted from the questionnaire study of Herreiner &
Puppe (2007); cite both (:data:`CITATION`). They ship as package data
(``distributive_fairness_instances.json``, the published values unchanged) and load as
:class:`~fairagents.problems.IndivisibleAllocation` problems. In I9 and I10 the decision maker
is one of the agents ("You"); that agent's stakeholder record carries the attribute
``decision_maker=True``.

The instances follow the paper's task rules (:data:`~fairagents.datasets.reference.TaskRules`,
from the reference figures): a good may be thrown away (``allow_unallocated``) and at most the
money given out (``allow_withholding``), so exact equality is within reach where it needs a
good discarded — in I4, (31, 31, 31) with Good D thrown away. The reference figures (human and
published model shares) load with :func:`fairagents.datasets.reference.load_reference`; the
paper's own menus with :mod:`fairagents.datasets.paper_menus`.

>>> [p.id for p in load_instances()][:3]
['I1', 'I2', 'I3']
>>> load_instance("I7").money
5.0
>>> load_instance("I4").allow_unallocated, load_instance("I7").allow_withholding
(True, True)

Reference data a user downloads are read, never shipped: the Habermas Machine's released rounds
(:mod:`~fairagents.datasets.habermas`) and PRISM-style survey personas
(:mod:`~fairagents.datasets.personas`).

Public modules: :mod:`~fairagents.datasets.paper_menus`, :mod:`~fairagents.datasets.reference`,
:mod:`~fairagents.datasets.habermas`, :mod:`~fairagents.datasets.personas`.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from fairagents.datasets.reference import load_reference
from fairagents.errors import ProblemError
from fairagents.models import Stakeholder
from fairagents.problems._allocation import IndivisibleAllocation

__all__ = ["CITATION", "INSTANCES_FILE", "description", "load_instance", "load_instances"]

INSTANCES_FILE = "distributive_fairness_instances.json"

CITATION = (
    "Hosseini, H. & Khanna, S. (2025). Distributive Fairness in Large Language Models. "
    "NeurIPS 2025, arXiv:2502.00313. Instances adapted from Herreiner, D. K. & Puppe, C. "
    "(2007). Distributing indivisible goods fairly: evidence from a questionnaire study. "
    "Analyse & Kritik 29(2)."
)
"""Whom to cite when using the built-in instances."""


@cache
def _raw() -> dict[str, Any]:
    text = resources.files(__package__).joinpath(INSTANCES_FILE).read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def _problem(raw: dict[str, Any]) -> IndivisibleAllocation:
    decision_maker = bool(raw.get("decision_maker_is_agent", False))
    stakeholders = {}
    description = f"Published instance {raw['id']} (Hosseini & Khanna 2025)."
    if decision_maker:
        # The published convention: the agent named "You" is the decision maker.
        you = raw["agents"][0]
        stakeholders[you] = Stakeholder(id=you, attributes={"decision_maker": True})
        description += f" The decision maker is the agent {you!r}."
    rules = load_reference().task_rules
    return IndivisibleAllocation(
        id=raw["id"],
        description=description,
        agents=tuple(raw["agents"]),
        goods=tuple(raw["goods"]),
        valuations=raw["valuations"],
        money=raw.get("money"),
        allow_unallocated=rules.goods_may_be_discarded,
        allow_withholding=rules.money_may_be_withheld,
        stakeholders=stakeholders,
    )


def description() -> str:
    """The dataset's own description (provenance and citation), as shipped."""
    return str(_raw()["description"])


@cache
def _instances() -> tuple[IndivisibleAllocation, ...]:
    return tuple(_problem(raw) for raw in _raw()["instances"])


def load_instances() -> list[IndivisibleAllocation]:
    """The ten instances I1–I10, in order (the problems are frozen; the list is a fresh copy)."""
    return list(_instances())


def load_instance(instance_id: str) -> IndivisibleAllocation:
    """One instance by id (``"I1"`` … ``"I10"``); :class:`ProblemError` if unknown."""
    for problem in _instances():
        if problem.id == instance_id:
            return problem
    known = ", ".join(p.id for p in _instances())
    raise ProblemError(f"instance {instance_id!r} is unknown; known: {known}")
