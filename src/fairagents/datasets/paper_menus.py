"""The distributive paper's own menus: 4–5 options for I0, I2, I5, I6 and I7, as data.

Hosseini & Khanna (2025) ask a model to choose the fairest of a few allocations in five
instances. ``distributive_fairness_menus.json`` (package data) re-enters those menus from the
authors' published prompt generator (``Experiments/components.py`` of
github.com/SamarthKhanna/Distributive-Fairness-LLMs; the file's ``source`` says which commit
and functions) in two variants, as the paper poses them:

- ``top5`` — the allocations alone (the file's name for it; I5 and I6 have four);
- ``options`` — the same allocations with their payoffs and the properties the paper claims for
  them (in I7 two options differ from ``top5``: the file's ``notes`` say how).

Each option also carries its ``bucket``: where the authors' analysis counts it among the
published menu shares (:attr:`~fairagents.datasets.reference.DistributiveReference.
published_menu`). I0 is not among I1–I10; its valuations ship in the same file and
:func:`paper_instance` loads it (under the paper's task rules, like the others). Cite both
papers (:data:`fairagents.datasets.CITATION`).

:func:`paper_menu` turns a menu into a :class:`~fairagents.problems.Menu` whose items are
those options, in the paper's order (ids ``paper1``, ``paper2``, … for ``top5``;
``option1``, … for ``options``: :func:`option_of` reads them back), for ``mode: menu`` with
``menu: paper`` (or ``paper_options``): the agents face the paper's exact question. The items
carry no solver labels (the paper's claims are not facts the project computed); their
utilities are recomputed from the valuations.

>>> menu = paper_menu(paper_instance("I2"))
>>> menu.ids
('paper1', 'paper2', 'paper3', 'paper4', 'paper5')
>>> menu.get("paper2").utilities
{'Person 1': 45.0, 'Person 2': 45.0, 'Person 3': 45.0}
>>> bucket_of("I2", "top5", menu.get("paper2").allocation)
'EQ*+RMM'
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any, Literal

from pydantic import Field

from fairagents.datasets.reference import Notion, load_reference
from fairagents.errors import ProblemError
from fairagents.models.base import BoundedFloat, FrozenModel
from fairagents.problems._allocation import Allocation, IndivisibleAllocation
from fairagents.problems._menu import Menu, MenuItem

__all__ = [
    "MENUS_FILE",
    "OPTION_PREFIX",
    "PAPER_MENU_INSTANCES",
    "MenuVariant",
    "PaperOption",
    "bucket_of",
    "has_paper_menu",
    "menus_description",
    "option_of",
    "paper_instance",
    "paper_menu",
    "paper_options",
]

MENUS_FILE = "distributive_fairness_menus.json"

MenuVariant = Literal["top5", "options"]

PAPER_MENU_INSTANCES = ("I0", "I2", "I5", "I6", "I7")
"""The instances the paper poses as menus, in its order."""

OPTION_PREFIX: dict[MenuVariant, str] = {"top5": "paper", "options": "option"}
"""A paper menu item's id is this prefix and the option's number (``paper2``, ``option2``)."""


class PaperOption(FrozenModel):
    """One option of a paper menu: the allocation, its payments, and where it is counted."""

    allocation: dict[str, tuple[str, ...]]
    payments: dict[str, BoundedFloat] = Field(default_factory=dict)
    bucket: int | None = Field(ge=0, description="its index among the published menu shares")
    properties: tuple[Notion, ...] | None = None
    payoffs: tuple[float, ...] | None = None

    def as_allocation(self) -> Allocation:
        return Allocation(bundles=dict(self.allocation), payments=dict(self.payments))


@cache
def _raw() -> dict[str, Any]:
    text = resources.files(__package__).joinpath(MENUS_FILE).read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def menus_description() -> str:
    """The menus file's own description (provenance and citation), as shipped."""
    return str(_raw()["description"])


def paper_instance(instance_id: str) -> IndivisibleAllocation:
    """An instance of the paper, I0 included, under its task rules (:class:`ProblemError` if
    unknown)."""
    raw = _raw()["instances"].get(instance_id)
    if raw is None:
        from fairagents.datasets import load_instance  # the package imports this module

        return load_instance(instance_id)
    rules = load_reference().task_rules
    return IndivisibleAllocation(
        id=raw["id"],
        description=f"Published instance {raw['id']} (Hosseini & Khanna 2025).",
        agents=tuple(raw["agents"]),
        goods=tuple(raw["goods"]),
        valuations=raw["valuations"],
        money=raw["money"],
        allow_unallocated=rules.goods_may_be_discarded,
        allow_withholding=rules.money_may_be_withheld,
    )


def paper_options(instance_id: str, variant: MenuVariant = "top5") -> tuple[PaperOption, ...]:
    """The options of one paper menu, in the paper's order (:class:`ProblemError` if none)."""
    menus = _raw()["menus"]
    if instance_id not in menus:
        raise ProblemError(
            f"the paper has no menu for {instance_id!r}; it has: {', '.join(PAPER_MENU_INSTANCES)}"
        )
    return tuple(PaperOption.model_validate(o) for o in menus[instance_id][variant])


def has_paper_menu(problem: object) -> bool:
    """Whether ``problem`` is one of the paper's menu instances (its id and its valuations)."""
    if not isinstance(problem, IndivisibleAllocation) or problem.id not in PAPER_MENU_INSTANCES:
        return False
    known = paper_instance(problem.id)
    return (problem.agents, problem.goods, problem.valuations, problem.money) == (
        known.agents,
        known.goods,
        known.valuations,
        known.money,
    )


def paper_menu(problem: IndivisibleAllocation, variant: MenuVariant = "top5") -> Menu:
    """The paper's menu for ``problem`` as a :class:`Menu` (see the module docstring)."""
    if not has_paper_menu(problem):
        raise ProblemError(
            f"problem {problem.id!r} is not one of the paper's menu instances "
            f"({', '.join(PAPER_MENU_INSTANCES)}, with their published valuations)"
        )
    items = []
    for k, option in enumerate(paper_options(problem.id, variant), start=1):
        allocation = option.as_allocation()
        items.append(
            MenuItem(
                id=f"{OPTION_PREFIX[variant]}{k}",
                label=f"the paper's option {k}: {allocation.label()}",
                allocation=allocation,
                utilities=problem.utilities(allocation),
            )
        )
    return Menu(items=tuple(items))


def bucket_of(instance_id: str, variant: MenuVariant, allocation: Allocation) -> str | None:
    """The published bucket (e.g. ``"EF+PO"``) the paper's analysis counts ``allocation`` in:
    the bucket of the option it is; ``"Oth."`` for any other allocation; ``None`` for an option
    the analysis does not count (see the file's notes)."""
    shares = load_reference().published_menu[variant][instance_id]
    key = allocation.key()
    for option in paper_options(instance_id, variant):
        if option.as_allocation().key() == key:
            return None if option.bucket is None else shares.buckets[option.bucket]
    return "Oth."


def option_of(candidate_id: str) -> tuple[MenuVariant, int] | None:
    """The variant and 0-based option index a paper menu item's id names (``None``: not one).

    >>> option_of("paper2"), option_of("option5"), option_of("c3")
    (('top5', 1), ('options', 4), None)
    """
    for variant, prefix in OPTION_PREFIX.items():
        rest = candidate_id.removeprefix(prefix)
        if rest != candidate_id and rest.isdigit() and int(rest) >= 1:
            return variant, int(rest) - 1
    return None
