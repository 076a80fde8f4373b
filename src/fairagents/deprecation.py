"""Modules that moved, and names that were renamed: the old name still imports for one
release, with a warning.

>>> import warnings
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     get = moved("fairagents.old_numeric", "fairagents.numeric")
>>> print(caught[0].message)  # doctest: +NORMALIZE_WHITESPACE
fairagents.old_numeric is now fairagents.numeric; import it from there (this alias goes in
the next release)
>>> get("tolerance").__module__
'fairagents.numeric'

A renamed name warns when it is looked up, not when its module is imported (the module is
still the name's home):

>>> get = renamed("fairagents.numeric", {"tol": "tolerance"})
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     found = get("tol")
>>> print(caught[0].message)  # doctest: +NORMALIZE_WHITESPACE
fairagents.numeric.tol is now fairagents.numeric.tolerance; use the new name (this alias goes
in the next release)
>>> found.__name__
'tolerance'
"""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
import warnings
from collections.abc import Callable, Mapping
from types import FrameType
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from importlib.abc import Loader

__all__ = ["UNDERSCORED", "former_module", "install_former_paths", "moved", "renamed"]

_GOES = "(this alias goes in the next release)"


def moved(old: str, new: str, *, stored_by: tuple[str, ...] = ()) -> Callable[[str], Any]:
    """Warn that module ``old`` is now ``new`` (a ``DeprecationWarning`` at the importer) and
    return the old module's ``__getattr__``: every name is looked up in ``new``.

    ``stored_by``: as for :func:`renamed` — the packages whose import of ``old`` rebuilds what
    they stored under it (a checkpoint naming a record's class by its old module) import it
    without a warning."""
    if not _importer().startswith(stored_by or ("\0",)):
        warnings.warn(
            f"{old} is now {new}; import it from there {_GOES}", DeprecationWarning, stacklevel=3
        )
    module = importlib.import_module(new)

    def __getattr__(name: str) -> Any:
        return getattr(module, name)

    return __getattr__


def _importer() -> str:
    """The module importing the one whose body calls :func:`moved` (import machinery skipped)."""
    return _outside_import_machinery(sys._getframe(3))[1]  # _importer ← moved ← the old module


def renamed(
    module: str, names: Mapping[str, str], *, stored_by: tuple[str, ...] = ()
) -> Callable[[str], Any]:
    """The ``__getattr__`` of module ``module``, some of whose names were renamed (``names``:
    old → new): an old name resolves to the object under its new name, with a
    ``DeprecationWarning`` at the code that looked it up; any other missing name is an
    ``AttributeError`` as usual. The old names are left out of ``__all__``, so a ``*`` import
    does not warn.

    ``stored_by``: the packages (module-name prefixes) that look an old name up to rebuild what
    they stored under it — LangGraph's checkpoint reader rebuilds a record from its class's
    module and name. Their lookups resolve without a warning: a stored run is no code its owner
    could update, and a warning raised as an error there (``-W error``) would make the reader
    hand back the record's raw fields instead of the record."""

    def __getattr__(name: str) -> Any:
        new = names.get(name)
        if new is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        caller = str(sys._getframe(1).f_globals.get("__name__", ""))
        if not caller.startswith(stored_by):
            warnings.warn(
                f"{module}.{name} is now {module}.{new}; use the new name {_GOES}",
                DeprecationWarning,
                stacklevel=2,
            )
        return getattr(importlib.import_module(module), new)

    return __getattr__


# Internal modules took a leading underscore (issue 29): ``fairagents.graph.nodes`` is
# ``fairagents.graph._nodes``. Their old paths import for one release through a finder, not a
# file per module; the package → the modules and subpackages renamed in it, all by their old
# names (``fairagents.cli.run`` is ``fairagents._cli._run``). Not fairness.non_degeneracy:
# importing a path sets the package's attribute of that name, and the face's function has it.
UNDERSCORED: Mapping[str, str] = {
    "fairagents": "cli",
    "fairagents.agents": (
        "advocate answers briefing candidates generators human mediator objectives predictor "
        "prompting prompts records"
    ),
    "fairagents.aggregators": (
        "approval bargaining base cardinal kemeny nash_lottery ordinal registry runoff "
        "welfare_order"
    ),
    "fairagents.aggregators.committees": (
        "approval_base base equal_shares phragmen scoring search stv thiele thiele_exact"
    ),
    "fairagents.axioms": "bargaining voting",
    "fairagents.cli": (
        "aggregate budgets committees corpus experiment experiment_view habermas init "
        "problems reaggregate report run run_view"
    ),
    "fairagents.experiments": (
        "backends comparison_tables costs deliberation_tables emergence_tables execute frame "
        "grid plan reaggregate runner statistics store store_schema sweep"
    ),
    "fairagents.fairness": ("emergence judge metrics report report_models slate subject welfare"),
    "fairagents.formats": "pabulib preflib",
    "fairagents.frameworks": "functionals registry",
    "fairagents.graph": "builder measures nodes round_choice run_directory state termination views",
    "fairagents.graph.protocols": "bargaining base registry statement vote",
    "fairagents.llm": (
        "analytic cache context exchange factory local proposals repair reply responses "
        "prompts scripted specs stats structured tokens transport"
    ),
    "fairagents.models": (
        "alternative ballot ballot_dicts ballot_scan column_input columns committee outcome "
        "passage profile ranking_distance stakeholder"
    ),
    "fairagents.problems": (
        "allocation allocation_model budget budget_bruteforce choice envy envy_free loading "
        "menu menu_builders outcome precision"
    ),
    "fairagents.rag": "chunking corpus embeddings retriever settings store",
    "fairagents.reports": (
        "page plots run_data run_plots run_report run_tables sweep_data sweep_plots "
        "sweep_report sweep_tables tables"
    ),
    "fairagents.scenarios": "ballots case loading model",
    "fairagents.scenarios.packs": "base budget distributive statements",
    "fairagents.testing": "conformance fake_embeddings profiles protocols",
    "fairagents.validation": "text yaml_data",
}

_FORMER: dict[str, str] = {}
for _package, _names in UNDERSCORED.items():  # a package's own row comes before its children's
    for _name in _names.split():
        _FORMER[f"{_package}.{_name}"] = f"{_FORMER.get(_package, _package)}._{_name}"
_MODERN = {new: old for old, new in _FORMER.items()}


def former_module(module: str) -> str | None:
    """The path ``module`` had before it took its leading underscore, if it had another.

    >>> former_module("fairagents.graph._nodes")
    'fairagents.graph.nodes'
    >>> former_module("fairagents.graph.runner") is None
    True
    """
    return _MODERN.get(module)


class _FormerPaths:
    """A ``sys.meta_path`` finder, consulted after the real ones: an old path of an underscored
    module imports the module under its new name, with a ``DeprecationWarning`` at the importer.

    LangGraph's checkpoint reader imports a stored record's module by the path it was stored
    under; it gets no warning, as with :func:`moved`'s ``stored_by``.

    >>> import sys, warnings
    >>> _ = sys.modules.pop("fairagents.models.ranking_distance", None)  # warns once a process
    >>> with warnings.catch_warnings(record=True) as caught:
    ...     warnings.simplefilter("always")
    ...     import fairagents.models.ranking_distance as old
    >>> old.__name__
    'fairagents.models._ranking_distance'
    >>> print(caught[0].message)  # doctest: +NORMALIZE_WHITESPACE
    fairagents.models.ranking_distance is now fairagents.models._ranking_distance (internal:
    import from its package, fairagents.models) (this alias goes in the next release)
    """

    stored_by = ("langgraph",)

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> Any:
        if fullname not in _FORMER:
            return None
        return importlib.machinery.ModuleSpec(fullname, cast("Loader", self))

    def create_module(self, spec: Any) -> None:
        return None  # the default module; exec_module puts the real one in its place

    def exec_module(self, module: Any) -> None:
        old = module.__name__
        new = _FORMER[old]
        level, importer = _outside_import_machinery(sys._getframe(1), level=2)
        if not importer.startswith(self.stored_by):
            package = old.rpartition(".")[0]
            warnings.warn(
                f"{old} is now {new} (internal: import from its package, {package}) {_GOES}",
                DeprecationWarning,
                stacklevel=level,
            )
        # The import system returns what sys.modules holds under the old name once this ends.
        sys.modules[old] = importlib.import_module(new)


def _outside_import_machinery(frame: FrameType | None, level: int = 1) -> tuple[int, str]:
    """From ``frame`` (at stack ``level`` for ``warnings.warn``) outwards: the level and the name
    of the first module that is neither the import system nor this one."""
    while frame is not None and (
        frame.f_code.co_filename.startswith("<frozen importlib")
        or frame.f_globals.get("__name__") in ("importlib", __name__)
    ):
        frame, level = frame.f_back, level + 1
    return level, "" if frame is None else str(frame.f_globals.get("__name__", ""))


def install_former_paths() -> None:
    """Put the finder of the underscored modules' old paths on ``sys.meta_path`` (once)."""
    if not any(isinstance(finder, _FormerPaths) for finder in sys.meta_path):
        sys.meta_path.append(_FormerPaths())
