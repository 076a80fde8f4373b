"""Deprecated: ``fairagents.llm.backends`` is now :mod:`fairagents.llm.call_options` (what each
chat backend accepts per call; "backends" are a sweep's, :mod:`fairagents.experiments._backends`);
this alias goes in the next release."""

from fairagents.deprecation import moved

__getattr__ = moved(__name__, "fairagents.llm.call_options")
