"""The published indivisible-goods instances of the distributive paper as a generator (no
randomness).

``params: {instances: [I1, I3]}`` picks some (default: I1–I10, in order; I0, the paper's
two-person warm-up, can be named too); ``paper_menus: true`` defaults to the five instances the
paper poses as menus (I0, I2, I5, I6, I7), for a sweep with ``protocol: {mode: menu, menu:
paper}``. ``count`` keeps the first ``count`` of them and ``seed`` is ignored. Every instance
follows the paper's task rules (goods may be thrown away, money withheld). Cite the source
(:data:`fairagents.datasets.CITATION`).

>>> [c.id for c in distributive_instances(2, 0, {}).cases]
['I1', 'I2']
>>> [c.id for c in distributive_instances(None, 0, {"paper_menus": True}).cases]
['I0', 'I2', 'I5', 'I6', 'I7']

Internal to :mod:`fairagents.scenarios.packs`: import from the package, not from this module, which
may change without notice.
"""

from __future__ import annotations

from pydantic import Field

from fairagents.datasets import load_instances
from fairagents.datasets.paper_menus import PAPER_MENU_INSTANCES, paper_instance
from fairagents.models.base import FrozenModel
from fairagents.scenarios.packs._base import GeneratedCase, GeneratedCases, Params

__all__ = ["DistributiveParams", "distributive_instances"]


class DistributiveParams(FrozenModel):
    """Which instances to use (default: I1–I10, or the paper's menu instances)."""

    instances: tuple[str, ...] = Field(default=())
    paper_menus: bool = Field(
        default=False, description="default to the instances the paper poses as menus"
    )


def distributive_instances(count: int | None, seed: int, params: Params) -> GeneratedCases:
    """The chosen instances as cases (see the module docstring)."""
    settings = DistributiveParams.model_validate(dict(params))
    names = settings.instances or (PAPER_MENU_INSTANCES if settings.paper_menus else ())
    problems = [paper_instance(i) for i in names] if names else load_instances()
    chosen = problems if count is None else problems[:count]
    return GeneratedCases(
        generator="distributive",
        seed=seed,
        cases=tuple(GeneratedCase(id=p.id, problem=p, description=p.description) for p in chosen),
    )
