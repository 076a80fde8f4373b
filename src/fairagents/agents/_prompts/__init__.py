"""Prompt templates of the agent and mediator nodes (package data, ``$name`` placeholders).

Internal to :mod:`fairagents.agents`: the templates are read by
:mod:`fairagents.agents._prompting`; their names and wording may change without notice.
"""
