"""Deprecated: the tourism case and its seeded generator are one module,
:mod:`fairagents.scenarios.packs.tourism` (the case is also
``fairagents.scenarios.TourismCase``); this alias goes in the next release."""

from fairagents.deprecation import moved

__getattr__ = moved(__name__, "fairagents.scenarios.packs.tourism")
