"""A framework's welfare of one outcome of a problem: the outcome's true utilities and context.

:class:`~fairagents.frameworks.Framework` keys read utilities and a
:class:`~fairagents.frameworks.WelfareContext`; this module supplies both for an outcome of a
problem — satisfaction bounds over the feasible set (:func:`.subject.satisfaction_bounds`), the
largest envy of an allocation, and what each stakeholder holds — so reports, non-degeneracy and
callers score outcomes the same way.

What each framework reads from the context (the functionals and their sources are in
:mod:`fairagents.frameworks._functionals`): ``bounds`` give Sen and Kant each stakeholder's
normalized satisfaction (in a choice problem on the scenario's one scale) and Parfit the one
origin from which absolute levels are measured (0 for non-negative utilities); ``max_envy`` is
Dworkin's envy test (allocations only); ``holdings`` are checked against Nozick's prior claims.
Mill, Rawls and Gilligan read the utilities (and stakeholders' weights and attributes) alone.

Internal to :mod:`fairagents.fairness`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from fairagents.fairness._subject import Evaluable, Subject, resolve, satisfaction_bounds
from fairagents.frameworks import Framework, WelfareContext
from fairagents.problems import IndivisibleAllocation, Menu, Problem
from fairagents.problems._envy import envy_matrix, positions

__all__ = ["context_of", "key_of", "welfare_context", "welfare_of"]


def context_of(
    problem: Problem, subject: Subject, bounds: dict[str, tuple[float, float]] | None = None
) -> WelfareContext:
    """The :class:`WelfareContext` of a resolved outcome; pass ``bounds`` to reuse them."""
    max_envy: float | None = None
    if isinstance(problem, IndivisibleAllocation) and subject.allocation is not None:
        max_envy = float(envy_matrix(*positions(problem, subject.allocation)).max())
    return WelfareContext(
        bounds=satisfaction_bounds(problem) if bounds is None else bounds,
        max_envy=max_envy,
        holdings=subject.holdings,
    )


def welfare_context(
    problem: Problem, outcome: Evaluable, menu: Menu | None = None
) -> WelfareContext:
    """The :class:`WelfareContext` of ``outcome``: satisfaction bounds
    (:func:`~fairagents.fairness.satisfaction_bounds`), largest envy (allocation problems) and
    each stakeholder's holdings, for ``Framework.key(..., context=...)``.

    >>> from fairagents.problems import CandidateChoice
    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
    ...     utilities={"x": {"a": 4, "b": 0}, "y": {"a": 0, "b": 2}})
    >>> ctx = welfare_context(c, "b")
    >>> ctx.bounds, ctx.holdings
    ({'x': (0.0, 4.0), 'y': (0.0, 4.0)}, {'x': ('b',), 'y': ('b',)})
    """
    return context_of(problem, resolve(problem, outcome, menu))


def key_of(
    framework: Framework, problem: Problem, outcome: Evaluable, menu: Menu | None = None
) -> tuple[float, ...]:
    """``framework``'s key of one outcome of ``problem`` (an Allocation, a Package, an
    alternative or menu-item id, or an Outcome), with its true utilities and full context."""
    subject = resolve(problem, outcome, menu)
    stakeholders = {i: problem.stakeholder(i) for i in subject.utilities}
    return framework.key(subject.utilities, stakeholders, context=context_of(problem, subject))


def welfare_of(
    framework: Framework, problem: Problem, outcome: Evaluable, menu: Menu | None = None
) -> float:
    """``framework``'s welfare of one outcome of ``problem``: the first entry of :func:`key_of`.

    >>> from fairagents.problems import CandidateChoice
    >>> from fairagents.frameworks import get_framework
    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
    ...     utilities={"x": {"a": 4, "b": 0}, "y": {"a": 0, "b": 2}})
    >>> welfare_of(get_framework("parfit"), c, "a")   # 2·√4 + 2·√0: absolute levels
    4.0
    >>> welfare_of(get_framework("sen"), c, "b")   # satisfaction 0 and 0.5 on the scale 0…4
    -0.75
    """
    return key_of(framework, problem, outcome, menu)[0]
