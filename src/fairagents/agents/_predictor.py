"""A party's ranking *predicted* from its stated opinion, instead of asked of it.

The Habermas Machine (Tessler et al., *Science* 2024) does not ask each participant to rank
every candidate statement: a reward model predicts each participant's ranking from the opinion
they wrote. :class:`PredictedRanking` is that model for fairagents: it stands in for one party
at the ballot and ranks the table by how much of the party's own last proposal (its opinion) a
candidate keeps — :func:`~fairagents.agents._candidates.similarity`, equal overlaps tied — never
by the party's true utilities, which a predictor cannot know. The party itself still states its
opinion and answers offers (``propose`` and ``respond`` are its own); its ballot is recorded as
``model: predicted``, so the transcript says which rankings were predicted.

Internal to :mod:`fairagents.agents`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from fairagents.agents._advocate import Participant, order_tau
from fairagents.agents._candidates import similarity
from fairagents.agents._objectives import AnalyticAnswer
from fairagents.agents._records import AgentView, CastBallot, Proposal, Response, ResponseView
from fairagents.models import Ballot
from fairagents.numeric import tie_groups
from fairagents.problems import Problem, ProblemOutcome

__all__ = ["PREDICTED", "PredictedRanking", "predicted_utility"]

PREDICTED = "predicted"
"""The ``model`` a predicted ballot is recorded with."""


def predicted_utility(
    problem: Problem, statement: ProblemOutcome, opinion: ProblemOutcome
) -> float:
    """A party's predicted utility for ``statement``: how much of its ``opinion`` it keeps, in
    [0, 1] (:func:`~fairagents.agents._candidates.similarity`) — what :class:`PredictedRanking`
    ranks by and the ``nash`` statement generator weighs (:mod:`fairagents.agents._generators`).

    >>> from fairagents.problems import BudgetedSelection, Package
    >>> b = BudgetedSelection(projects={"x": 1, "y": 1, "z": 1}, budget=2,
    ...     approvals={"ann": ("x",)})
    >>> predicted_utility(b, Package(projects=("x", "y")), Package(projects=("x",)))
    0.5
    """
    return similarity(problem, statement, opinion)


class PredictedRanking:
    """``party`` at the ballot, its ranking predicted from its opinion (see the module
    docstring); everything else it does itself."""

    def __init__(self, party: Participant, problem: Problem) -> None:
        self.party = party
        self.problem = problem

    @property
    def name(self) -> str:
        return self.party.name

    @property
    def analytic(self) -> bool:
        return True  # no model is asked: the prediction is computed

    def __repr__(self) -> str:
        return f"PredictedRanking({self.party!r})"

    def propose(self, view: AgentView) -> Proposal:
        return self.party.propose(view)

    def respond(self, view: ResponseView, answer: AnalyticAnswer) -> Response:
        return self.party.respond(view, answer)

    def ballot(self, view: AgentView) -> CastBallot:
        """The table ranked by its overlap with the party's opinion (its proposal this round;
        with none, every candidate ties)."""
        shown = tuple(c.id for c in view.table)
        opinion = next((c for c in view.table if c.id == view.stated), None)
        overlap = [
            0.0 if opinion is None else predicted_utility(self.problem, c.outcome, opinion.outcome)
            for c in view.table
        ]
        ranking = tuple(tuple(shown[i] for i in group) for group in tie_groups(overlap))
        argument = (
            f"predicted from its opinion {opinion.id}: the candidates that keep most of it first"
            if opinion is not None
            else "no opinion stated yet: every candidate ties"
        )
        return CastBallot(
            agent=view.agent,
            round=view.round,
            shown=shown,
            ballot=Ballot(voter=view.agent, ranking=ranking, argument=argument),
            order_tau=order_tau(shown, ranking),
            model=PREDICTED,
        )
