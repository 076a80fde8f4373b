"""Ethical frameworks as welfare functionals, and the non-degeneracy check.

Each framework (``mill``, ``rawls``, ``parfit``, ``dworkin``, ``nozick``, ``gilligan``, ``sen``,
``kant``) is a small documented function over stakeholders' utilities and attributes citing its
source; see :mod:`~fairagents.frameworks.functionals` for the operationalizations.

>>> from fairagents.frameworks import get_framework
>>> u = {"ann": 4.0, "bob": 1.0}
>>> get_framework("mill").welfare(u), get_framework("rawls").welfare(u)
(5.0, 1.0)
"""

from fairagents.frameworks.functionals import (
    CARE_ATTRIBUTES,
    Framework,
    WelfareContext,
    care_weight,
)
from fairagents.frameworks.non_degeneracy import (  # after the registry: it uses FRAMEWORKS
    EXACT_LIMIT,
    FrameworkOptimum,
    NonDegeneracyReport,
    non_degeneracy,
    optimal_indices,
    rank_menu,
)
from fairagents.frameworks.registry import FRAMEWORKS, available_frameworks, get_framework

__all__ = [
    "CARE_ATTRIBUTES",
    "EXACT_LIMIT",
    "FRAMEWORKS",
    "Framework",
    "FrameworkOptimum",
    "NonDegeneracyReport",
    "WelfareContext",
    "available_frameworks",
    "care_weight",
    "get_framework",
    "non_degeneracy",
    "optimal_indices",
    "rank_menu",
]
