"""Prompt templates of the agent and mediator nodes (package data, ``$name`` placeholders)."""
