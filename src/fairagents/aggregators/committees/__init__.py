"""Committee (multiwinner) rules: elect k alternatives at once, proportionally where claimed.

Approval-based (each voter's satisfaction: its approved members):

| rule | module | what it does |
| --- | --- | --- |
| ``av`` | :mod:`.scoring` | the k alternatives approved by the most weight |
| ``sav`` | :mod:`.scoring` | each ballot splits its weight among its approvals |
| ``pav`` | :mod:`.thiele_exact` | max Σ (1 + 1/2 + … + 1/sᵢ), exact (MILP); EJR |
| ``seq_pav`` | :mod:`.thiele` | PAV's marginal gain, one seat at a time |
| ``cc`` | :mod:`.thiele_exact` | max weight of voters with an approved member, exact; JR |
| ``seq_cc`` | :mod:`.thiele` | greedy Chamberlin–Courant; JR |
| ``seq_phragmen`` | :mod:`.phragmen` | approvers share each seat's cost, least max load; PJR |
| ``mes`` | :mod:`.equal_shares` | Method of Equal Shares with a completion; EJR |

Ordinal (satisfaction: members among the voter's own top k): ``sntv``, ``k_borda``
(:mod:`.scoring`) and ``stv`` (:mod:`.stv`).

Every rule takes ``committee_size`` (default 1: a committee of one, where each rule reads as its
single-winner counterpart) and ``max_committees`` (how many tied committees to list); approval
rules take ``utility_threshold`` to read utility ballots as approvals when asked
(:mod:`.approval_base`). :mod:`.base` holds the contract and the tie-break between committees;
:mod:`.search` follows every tie of the sequential rules. The axioms JR, PJR and EJR are checked
by :mod:`fairagents.axioms.proportionality`.

Internal modules: ``_approval_base``, ``_base``, ``_equal_shares``, ``_phragmen``, ``_scoring``,
``_search``, ``_stv``, ``_thiele``, ``_thiele_exact``.
"""

from fairagents.aggregators.committees._approval_base import (
    ApprovalCommitteeRule,
    approval_matrix,
    voter_groups,
)
from fairagents.aggregators.committees._base import (
    MAX_COMMITTEES,
    CommitteeAggregator,
    CommitteeRule,
    Elected,
    Election,
)

__all__ = [
    "MAX_COMMITTEES",
    "ApprovalCommitteeRule",
    "CommitteeAggregator",
    "CommitteeRule",
    "Elected",
    "Election",
    "approval_matrix",
    "voter_groups",
]
