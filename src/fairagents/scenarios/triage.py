"""Deprecated: the triage case and its seeded generator are one module,
:mod:`fairagents.scenarios.packs.triage` (the case is also ``fairagents.scenarios.TriageCase``);
this alias goes in the next release."""

from fairagents.deprecation import moved

__getattr__ = moved(__name__, "fairagents.scenarios.packs.triage")
