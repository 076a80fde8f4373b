"""Exceptions raised by fairagents.

Every error the library raises on purpose derives from :class:`FairagentsError`, so callers can
catch one type. Input errors also derive from :class:`ValueError`, so code that validates with
``except ValueError`` keeps working::

    FairagentsError
    ├── InputError (ValueError)             bad data at a boundary: says what, where, what to do
    │   ├── ProfileError                    a ballot or profile that breaks the Profile contract
    │   ├── ProblemError                    an allocation / budget / choice problem that is invalid
    │   ├── ScenarioError                   a scenario file that is invalid
    │   ├── ParameterError                  a rule parameter (or option) that is unknown or invalid
    │   ├── SweepError                      a sweep file that is invalid, or a results store
    │                                       that does not hold what was asked
    │   ├── CorpusError                     a corpus file with bad front matter or content
    │   ├── DatasetError                    a reference data file (a user's download) that does
    │                                       not hold what its format documents
    │   ├── ReplyError                      one model reply that cannot be read as a ballot (its
    │   │                                   message is sent back to the model for a retry)
    │   ├── AnswerError                     a person's answer that cannot be read (its message
    │   │                                   is shown to them with the question, asked again)
    │   └── LockedError                     a run directory or results store another process
    │                                       is writing (names its pid and host)
    ├── UnknownRuleError (KeyError)         a rule name that is not registered (historically
    │                                       UnknownAggregatorError, an alias)
    ├── IncompatibleProfileError            a rule cannot read this profile (names the rule and
    │                                       the missing input: rankings, utilities, approvals)
    ├── SolverError                         an LP/MILP solver stopped without an optimum
    │   ├── InfeasibleError                 the program has no feasible solution
    │   ├── PrecisionError                  the numbers span more orders of magnitude than the
    │   │                                   solver resolves, on an instance too large to enumerate
    │   └── SolverTimeout                   the solver hit its time limit before proving optimality
    ├── BallotError                         a model reply that could not become a valid Ballot
    │                                       after bounded repair and retries
    ├── ProposalError                       a model reply that could not become a feasible
    │                                       proposal after bounded repair and retries
    └── BackendError                        a model, embedding or vector-store backend failed
"""

from __future__ import annotations

__all__ = [
    "AnswerError",
    "BackendError",
    "BallotError",
    "CorpusError",
    "DatasetError",
    "FairagentsError",
    "IncompatibleProfileError",
    "InfeasibleError",
    "InputError",
    "LockedError",
    "ParameterError",
    "PrecisionError",
    "ProblemError",
    "ProfileError",
    "ProposalError",
    "ReplyError",
    "ScenarioError",
    "SolverError",
    "SolverTimeout",
    "SweepError",
    "UnknownAggregatorError",
    "UnknownRuleError",
]


class FairagentsError(Exception):
    """Base class of every error fairagents raises on purpose."""


class InputError(FairagentsError, ValueError):
    """Bad input at a boundary (file, CLI argument, model reply)."""


class ProfileError(InputError):
    """A profile or ballot that breaks the Profile contract."""


class ProblemError(InputError):
    """An allocation, budget or choice problem (or an allocation for it) that is invalid."""


class ScenarioError(InputError):
    """A scenario file that is invalid."""


class ParameterError(InputError):
    """A rule parameter (or command-line option) that is unknown or has an invalid value."""


class SweepError(InputError):
    """A sweep file that is invalid, or a results store that does not hold what was asked."""


class CorpusError(InputError):
    """A corpus file that is invalid."""


class DatasetError(InputError):
    """A reference data file (a released dataset a user downloaded) that is invalid."""


class ReplyError(InputError):
    """A reply that cannot be read as a ballot; the message says what to fix (for a retry)."""


class AnswerError(InputError):
    """A person's answer that cannot be read; the message says what to fix (asked again)."""


class LockedError(InputError):
    """A run directory or results store held by another process; ``owner`` is who holds it
    (a :class:`fairagents.locks.Owner`, or ``None`` when its lock file names nobody)."""

    def __init__(self, message: str, *, owner: object = None) -> None:
        super().__init__(message)
        self.owner = owner


class UnknownRuleError(FairagentsError, KeyError):
    """A rule name that is not registered (historically ``UnknownAggregatorError``, the same
    class)."""

    def __str__(self) -> str:  # KeyError would repr() the message, adding quotes
        return str(self.args[0]) if self.args else ""


UnknownAggregatorError = UnknownRuleError
"""The unknown-rule error under its historical name: the same class as :class:`UnknownRuleError`
(``except UnknownAggregatorError`` catches it), kept for compatibility."""


class IncompatibleProfileError(FairagentsError):
    """A rule was given a profile it cannot read."""


class SolverError(FairagentsError):
    """An LP/MILP solver stopped without an optimum on a problem that should have one."""


class InfeasibleError(SolverError):
    """The program has no feasible solution."""


class PrecisionError(SolverError):
    """The solver cannot resolve these numbers (they span too many orders of magnitude, or its
    answer failed the exact check) and the instance is too large to enumerate instead."""


class SolverTimeout(SolverError):
    """The solver hit its time limit before proving optimality."""


class BallotError(FairagentsError):
    """A model reply could not be turned into a valid Ballot within the retry budget."""


class ProposalError(FairagentsError):
    """A model reply could not be turned into a feasible proposal within the retry budget."""


class BackendError(FairagentsError):
    """A model, embedding or vector-store backend failed."""
