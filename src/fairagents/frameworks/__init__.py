"""Ethical frameworks as welfare functionals over stakeholders' utilities.

Each framework (``mill``, ``rawls``, ``parfit``, ``dworkin``, ``nozick``, ``gilligan``, ``sen``,
``kant``) is a small documented function over stakeholders' utilities and attributes citing its
source; see :mod:`~fairagents.frameworks._functionals` for the operationalizations. What needs a
problem — a framework's key of one outcome, each framework's optimum and whether they disagree
(non-degeneracy) — is in :mod:`fairagents.fairness`.

>>> from fairagents.frameworks import get_framework
>>> u = {"ann": 4.0, "bob": 1.0}
>>> get_framework("mill").welfare(u), get_framework("rawls").welfare(u)
(5.0, 1.0)

Internal modules: ``_functionals``, ``_registry``.
"""

from fairagents.frameworks._functionals import (
    CARE_ATTRIBUTES,
    Framework,
    WelfareContext,
    care_weight,
)
from fairagents.frameworks._registry import FRAMEWORKS, available_frameworks, get_framework

__all__ = [
    "CARE_ATTRIBUTES",
    "FRAMEWORKS",
    "Framework",
    "WelfareContext",
    "available_frameworks",
    "care_weight",
    "get_framework",
]
