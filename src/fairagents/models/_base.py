"""Deprecated: ``fairagents.models._base`` is now :mod:`fairagents.models.base` (it was never
private: most of the package imports it); this alias goes in the next release."""

from fairagents.deprecation import moved

__getattr__ = moved(__name__, "fairagents.models.base")
