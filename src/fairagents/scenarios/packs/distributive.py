"""The ten published indivisible-goods instances I1–I10 as a generator (no randomness).

``params: {instances: [I1, I3]}`` picks some (default: all ten, in order); ``count`` keeps the
first ``count`` of them and ``seed`` is ignored. Cite the source
(:data:`fairagents.datasets.CITATION`).

>>> [c.id for c in distributive_instances(2, 0, {}).cases]
['I1', 'I2']
"""

from __future__ import annotations

from pydantic import Field

from fairagents.datasets import load_instance, load_instances
from fairagents.models._base import FrozenModel
from fairagents.scenarios.packs.base import GeneratedCase, GeneratedCases, Params

__all__ = ["DistributiveParams", "distributive_instances"]


class DistributiveParams(FrozenModel):
    """Which instances to use (default: all of them)."""

    instances: tuple[str, ...] = Field(default=())


def distributive_instances(count: int | None, seed: int, params: Params) -> GeneratedCases:
    """The chosen instances as cases (see the module docstring)."""
    settings = DistributiveParams.model_validate(dict(params))
    problems = (
        [load_instance(i) for i in settings.instances] if settings.instances else load_instances()
    )
    chosen = problems if count is None else problems[:count]
    return GeneratedCases(
        generator="distributive",
        seed=seed,
        cases=tuple(GeneratedCase(id=p.id, problem=p, description=p.description) for p in chosen),
    )
