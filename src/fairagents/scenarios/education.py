"""Deprecated: the education case and its seeded generator are one module,
:mod:`fairagents.scenarios.packs.education` (the case is also
``fairagents.scenarios.EducationCase``); this alias goes in the next release."""

from fairagents.deprecation import moved

__getattr__ = moved(__name__, "fairagents.scenarios.packs.education")
