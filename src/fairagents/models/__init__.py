"""Data models: alternatives, ballots, profiles and outcomes (pydantic, frozen).

Public modules: :mod:`~fairagents.models.base`.

Internal modules: ``alternative``, ``ballot``, ``ballot_dicts``, ``ballot_scan``, ``column_input``,
``columns``, ``committee``, ``outcome``, ``passage``, ``profile``, ``ranking_distance``,
``stakeholder``.

Deprecated modules: ``_base`` (now :mod:`fairagents.models.base`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fairagents._lazy import lazy_names
from fairagents.models.alternative import Alternative
from fairagents.models.ballot import Ballot, TieGroups, as_tie_groups
from fairagents.models.committee import CohesiveGroup, Committee
from fairagents.models.outcome import Outcome
from fairagents.models.profile import Profile

if TYPE_CHECKING:
    from fairagents.models.passage import Passage, PassageRetriever
    from fairagents.models.stakeholder import Stakeholder

# What a rule reads and returns is imported here; the models of scenarios and retrieval are
# built on first use, so reading a profile and applying a rule does not build them.
__getattr__ = lazy_names(
    __name__,
    {"Passage": "passage", "PassageRetriever": "passage", "Stakeholder": "stakeholder"},
)

__all__ = [
    "Alternative",
    "Ballot",
    "CohesiveGroup",
    "Committee",
    "Outcome",
    "Passage",
    "PassageRetriever",
    "Profile",
    "Stakeholder",
    "TieGroups",
    "as_tie_groups",
]
