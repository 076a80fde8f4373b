"""A registry of named classes that third parties extend: rules and decision protocols.

A registry maps names to classes from three sources, looked up in this order: built-ins, listed
as ``"module:Class"`` strings and imported on first use (so ``import fairagents`` stays cheap);
run-time registrations (:meth:`Registry.register`, usable as a decorator); and the classes the
installed packages declare under the registry's entry-point group, loaded once, on the first
lookup a built-in or a registration does not answer. Each registry's own module keeps its
public functions and its errors (an unknown rule and an unknown protocol are told apart);
this is the mechanism they share.

>>> reg = Registry("thing", int, builtin={"bool": "builtins:bool"}, group="fairagents.none")
>>> reg.get("bool"), reg.get("nope"), reg.names()
(<class 'bool'>, None, ['bool'])
>>> reg.suggest("bol")
['bool']

Internal to :mod:`fairagents`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

__all__ = ["Registry"]

T = TypeVar("T")


class Registry(Generic[T]):
    """Names → subclasses of ``base`` (see the module docstring); ``kind`` names them in
    errors ("rule", "protocol"); ``invalid`` is the error a registration of anything but a
    subclass raises."""

    def __init__(
        self,
        kind: str,
        base: type[Any],
        *,
        builtin: Mapping[str, str],
        group: str,
        invalid: Callable[[str], Exception] = TypeError,
    ) -> None:
        self.kind = kind
        self.base = base
        self.builtin = dict(builtin)
        self.group = group
        self.invalid = invalid
        self._registered: dict[str, type[T]] = {}
        self._from_entry_points: set[str] = set()
        self._entry_points_loaded = False

    def register(self, cls: type[T], *, name: str | None = None, default: str = "") -> type[T]:
        """Register ``cls`` under ``name`` (else ``default``, the class's own name)."""
        if not (isinstance(cls, type) and issubclass(cls, self.base)):
            raise self.invalid(
                f"{cls!r} is not a {self.base.__name__} subclass; register a subclass of "
                f"{self.base.__name__}"
            )
        self._registered[name or default] = cls
        return cls

    def unregister(self, name: str) -> None:
        """Forget what was registered under ``name`` at run time or from an entry point (a
        built-in is then imported afresh on its next use); an unknown name is ignored."""
        self._registered.pop(name, None)
        self._from_entry_points.discard(name)

    def reload(self) -> None:
        """Forget the classes found through entry points and look for them again on the next
        lookup (after installing or removing a plugin in a running process)."""
        for name in self._from_entry_points:
            self._registered.pop(name, None)
        self._from_entry_points.clear()
        self._entry_points_loaded = False

    def names(self) -> list[str]:
        """Every registered name, sorted: built-ins, entry points, registrations."""
        self._load_entry_points()
        return sorted({*self.builtin, *self._registered})

    def get(self, name: str) -> type[T] | None:
        """The class registered under ``name``, or ``None`` when nothing is."""
        if name in self._registered:
            return self._registered[name]
        if name in self.builtin:
            module, _, attr = self.builtin[name].partition(":")
            cls: type[T] = getattr(importlib.import_module(module), attr)
            self._registered[name] = cls
            return cls
        self._load_entry_points()
        return self._registered.get(name)

    def suggest(self, name: str) -> list[str]:
        """The registered names closest to ``name`` (for a "did you mean" hint)."""
        import difflib  # only for a name that is not found: not paid by every `import fairagents`

        return difflib.get_close_matches(name, self.names(), n=3)

    def _load_entry_points(self) -> None:
        if self._entry_points_loaded:
            return
        self._entry_points_loaded = True
        # importlib.metadata (with email, zipfile, csv…) only when a name is not built in.
        from importlib.metadata import entry_points

        for ep in entry_points(group=self.group):
            if ep.name not in self._registered and ep.name not in self.builtin:
                self._registered[ep.name] = ep.load()
                self._from_entry_points.add(ep.name)
