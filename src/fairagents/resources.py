"""Data that travels with the package: the eight corpora and the example scenarios.

A built wheel carries them as package data under ``fairagents/_data/`` (``pyproject.toml``
force-includes the repository's ``corpora/`` and ``examples/scenarios/``), so an installed
package works from any folder, offline; a source checkout (an editable install) reads the same
folders from the repository. What this leaves out: downloading anything, and user data — a
folder of your own always comes first (``--corpora DIR``, ``FAIRAGENTS_CORPORA``, ``./corpora``).

>>> "triage" in scenario_names()
True
>>> shipped_scenario("triage").name
'triage.yaml'
"""

from __future__ import annotations

from pathlib import Path

from fairagents.errors import InputError

__all__ = ["packaged_corpora", "packaged_scenarios", "scenario_names", "shipped_scenario"]

_PACKAGE = Path(__file__).resolve().parent
_DATA = _PACKAGE / "_data"
_CHECKOUT = _PACKAGE.parents[1]  # src/fairagents -> the repository, in a source checkout


def _found(in_wheel: Path, in_checkout: Path) -> Path | None:
    if in_wheel.is_dir():
        return in_wheel
    if (_CHECKOUT / "pyproject.toml").is_file() and in_checkout.is_dir():
        return in_checkout
    return None


def packaged_corpora() -> Path | None:
    """The corpus folder shipped with the package (``None`` if this install has none)."""
    return _found(_DATA / "corpora", _CHECKOUT / "corpora")


def packaged_scenarios() -> Path | None:
    """The folder of example scenarios shipped with the package."""
    return _found(_DATA / "scenarios", _CHECKOUT / "examples" / "scenarios")


def scenario_names() -> list[str]:
    """The names of the shipped scenarios (``triage``, ``tourism`` …), sorted."""
    folder = packaged_scenarios()
    return sorted(p.stem for p in folder.glob("*.yaml")) if folder else []


def shipped_scenario(name: str) -> Path:
    """The file of the shipped scenario ``name``; :class:`InputError` listing the known ones."""
    folder = packaged_scenarios()
    path = folder / f"{name}.yaml" if folder else None
    if path is None or not path.is_file() or "/" in name:
        known = ", ".join(scenario_names()) or "none in this install"
        raise InputError(f"no shipped scenario {name!r}; known: {known}")
    return path
