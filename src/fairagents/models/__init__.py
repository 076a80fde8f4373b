"""Data models: alternatives, ballots, profiles and outcomes (pydantic, frozen).

Public modules: :mod:`~fairagents.models.base`.

Internal modules: ``alternative``, ``ballot``, ``ballot_dicts``, ``ballot_scan``, ``column_input``,
``columns``, ``committee``, ``outcome``, ``passage``, ``profile``, ``ranking_distance``,
``stakeholder``.

Deprecated modules: ``_base`` (now :mod:`fairagents.models.base`).
"""

from fairagents.models.alternative import Alternative
from fairagents.models.ballot import Ballot, TieGroups, as_tie_groups
from fairagents.models.committee import CohesiveGroup, Committee
from fairagents.models.outcome import Outcome
from fairagents.models.passage import Passage, PassageRetriever
from fairagents.models.profile import Profile
from fairagents.models.stakeholder import Stakeholder

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
