"""fairagents: multi-agent LLM deliberation, social-choice aggregation, measured fairness.

The pure core (models, aggregators, axioms, metrics, problems) imports no LLM stack:

>>> from fairagents import Profile, aggregate
>>> profile = Profile.from_rankings([["a", "b", "c"], ["b", "a", "c"], ["a", "c", "b"]])
>>> aggregate(profile, "borda").winners
('a',)

A rule is a :class:`~fairagents.aggregators.Rule` (historically ``Aggregator``), reached by name
through :func:`~fairagents.aggregators.get_rule`; the historical ``*_aggregator*`` names are the
same objects, kept for compatibility.

Public modules: :mod:`~fairagents.agents`, :mod:`~fairagents.aggregators`,
:mod:`~fairagents.axioms`, :mod:`~fairagents.datasets`, :mod:`~fairagents.deadline`,
:mod:`~fairagents.deprecation`, :mod:`~fairagents.errors`, :mod:`~fairagents.experiments`,
:mod:`~fairagents.fairness`, :mod:`~fairagents.formats`, :mod:`~fairagents.frameworks`,
:mod:`~fairagents.graph`, :mod:`~fairagents.llm`, :mod:`~fairagents.locks`,
:mod:`~fairagents.majority`, :mod:`~fairagents.milp`, :mod:`~fairagents.models`,
:mod:`~fairagents.numeric`, :mod:`~fairagents.problems`, :mod:`~fairagents.rag`,
:mod:`~fairagents.reports`, :mod:`~fairagents.resources`, :mod:`~fairagents.scenarios`,
:mod:`~fairagents.testing`, :mod:`~fairagents.validation`.

Internal modules: ``_cli``, ``_lazy``, ``_plugins``.
"""

from fairagents.deprecation import install_former_paths

# Before the package's own imports, so that nothing below can import an old path first.
install_former_paths()

from fairagents.aggregators import (  # noqa: E402
    Aggregator,
    InputKind,
    Rule,
    aggregate,
    available_aggregators,
    available_rules,
    get_aggregator,
    get_rule,
    get_rule_class,
    register_aggregator,
    register_rule,
    unregister_rule,
)
from fairagents.errors import (  # noqa: E402
    FairagentsError,
    IncompatibleProfileError,
    InputError,
    ParameterError,
    ProfileError,
    UnknownAggregatorError,
    UnknownRuleError,
)
from fairagents.models import Alternative, Ballot, Outcome, Profile  # noqa: E402

__version__ = "0.1.0"

__all__ = [
    "Aggregator",
    "Alternative",
    "Ballot",
    "FairagentsError",
    "IncompatibleProfileError",
    "InputError",
    "InputKind",
    "Outcome",
    "ParameterError",
    "Profile",
    "ProfileError",
    "Rule",
    "UnknownAggregatorError",
    "UnknownRuleError",
    "__version__",
    "aggregate",
    "available_aggregators",
    "available_rules",
    "get_aggregator",
    "get_rule",
    "get_rule_class",
    "register_aggregator",
    "register_rule",
    "unregister_rule",
]
