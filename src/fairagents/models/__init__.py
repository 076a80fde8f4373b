"""Data models: alternatives, ballots, profiles and outcomes (pydantic, frozen).

Public modules: :mod:`~fairagents.models.base`.

Internal modules: ``_alternative``, ``_ballot``, ``_ballot_dicts``, ``_ballot_scan``,
``_column_input``, ``_columns``, ``_committee``, ``_outcome``, ``_passage``, ``_profile``,
``_ranking_distance``, ``_stakeholder``.

Deprecated modules: ``_base`` (now :mod:`fairagents.models.base`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fairagents._lazy import lazy_names
from fairagents.models._alternative import Alternative
from fairagents.models._ballot import Ballot, TieGroups, as_tie_groups
from fairagents.models._committee import CohesiveGroup, Committee
from fairagents.models._outcome import Outcome
from fairagents.models._profile import Profile

if TYPE_CHECKING:
    from fairagents.models._passage import Passage, PassageRetriever
    from fairagents.models._stakeholder import Stakeholder

# What a rule reads and returns is imported here; the models of scenarios and retrieval are
# built on first use, so reading a profile and applying a rule does not build them.
__getattr__ = lazy_names(
    __name__,
    {"Passage": "_passage", "PassageRetriever": "_passage", "Stakeholder": "_stakeholder"},
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
