"""Decision problems, exact solvers and menus (pure core: numpy/scipy, no LLM stack).

Three kinds of problem, all pydantic, all with ``stakeholder_ids`` and ``utilities_of(x)``;
:func:`build_menu` computes any problem's labelled menu and :func:`menu_profile` turns a menu
into a :class:`~fairagents.models.Profile` of the stakeholders' true utilities:

- :class:`IndivisibleAllocation` — goods (and optional money) among agents; solvers in
  :mod:`fairagents.problems.allocation_solvers`, brute-force oracles in
  :mod:`fairagents.problems.bruteforce`;
- :class:`BudgetedSelection` — a package of projects under a budget; rules in
  :mod:`fairagents.problems.budget_rules`;
- :class:`CandidateChoice` — one of finitely many alternatives.

``load_problem(path)`` reads any of them from JSON or YAML. Inside the package the direction is
one way: problem data ← solvers ← menus; the problem classes import no solver or menu.

Public modules: :mod:`~fairagents.problems.allocation_solvers`,
:mod:`~fairagents.problems.bruteforce`, :mod:`~fairagents.problems.budget_rules`.

Internal modules: ``_allocation``, ``_allocation_model``, ``_budget``, ``_budget_bruteforce``,
``_choice``, ``_envy``, ``_envy_free``, ``_loading``, ``_menu``, ``_menu_builders``, ``_outcome``,
``_precision``.
"""

from fairagents.problems._allocation import Allocation, IndivisibleAllocation
from fairagents.problems._budget import BudgetedSelection, BudgetVotes, Package
from fairagents.problems._choice import CandidateChoice
from fairagents.problems._loading import PROBLEM_KINDS, Problem, load_problem, parse_problem
from fairagents.problems._menu import MENU_LABELS, Menu, MenuItem, item_utilities, menu_profile
from fairagents.problems._menu_builders import build_menu
from fairagents.problems._outcome import HoldsOutcome, ProblemOutcome, outcome_fields, outcome_key

__all__ = [
    "MENU_LABELS",
    "PROBLEM_KINDS",
    "Allocation",
    "BudgetVotes",
    "BudgetedSelection",
    "CandidateChoice",
    "HoldsOutcome",
    "IndivisibleAllocation",
    "Menu",
    "MenuItem",
    "Package",
    "Problem",
    "ProblemOutcome",
    "build_menu",
    "item_utilities",
    "load_problem",
    "menu_profile",
    "outcome_fields",
    "outcome_key",
    "parse_problem",
]
