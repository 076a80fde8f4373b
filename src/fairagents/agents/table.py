"""Deprecated: ``fairagents.agents.table`` is now :mod:`fairagents.agents._candidates` (beside
the study tables of :mod:`fairagents.experiments.tables` it named two things). Kept because a
checkpoint written before the move names its candidates' class by this path, and a run
checkpointed then must still resume; this alias goes in the next release."""

from fairagents.deprecation import moved

# LangGraph's checkpoint reader imports it to rebuild a stored candidate: no warning there.
__getattr__ = moved(__name__, "fairagents.agents._candidates", stored_by=("langgraph",))
