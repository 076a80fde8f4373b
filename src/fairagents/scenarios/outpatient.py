"""Deprecated: the outpatient case and its seeded generator are one module,
:mod:`fairagents.scenarios.packs.outpatient` (the case is also
``fairagents.scenarios.OutpatientCase``); this alias goes in the next release."""

from fairagents.deprecation import moved

__getattr__ = moved(__name__, "fairagents.scenarios.packs.outpatient")
