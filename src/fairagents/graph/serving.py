"""Deliberation graphs for LangGraph's server: what ``graphs/`` hands ``langgraph dev`` and Studio.

:func:`served_graph` compiles a scenario's graph *without* a checkpointer: the server brings its
own persistence, threads and runs, so a scenario with people pauses on their questions and a
client resumes it with ``Command(resume=…)`` (``langgraph_sdk``:
``client.runs.wait(thread, graph, command={"resume": {interrupt_id: answer}})``). The input is
``{}``; the state is :class:`~fairagents.graph.DeliberationState`.

Settings a server cannot pass as arguments come from the environment: ``FAIRAGENTS_MODEL`` (a
model spec; default, the scenario's) and ``FAIRAGENTS_PASSAGES`` (``0`` runs without retrieval;
by default agents retrieve from the shipped corpora, the index built on the first query).

>>> served_graph("tourism", passages=False).invoke({})["stop"]
'reached the limit of 3 rounds'
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from langgraph.graph.state import CompiledStateGraph

from fairagents.graph.builder import Deliberation
from fairagents.graph.runner import LazyRetriever
from fairagents.resources import scenario_names, shipped_scenario
from fairagents.scenarios import Scenario, load_scenario

__all__ = ["served_graph"]

_OFF = {"0", "false", "no", "off"}


def _open_retriever() -> Any:
    from fairagents.rag import open_retriever

    return open_retriever(None)


def served_graph(
    scenario: str | Path | Scenario,
    *,
    model: str | None = None,
    passages: bool | None = None,
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """The compiled graph of ``scenario`` (a shipped scenario's name, a file, or a Scenario)."""
    if isinstance(scenario, str) and scenario in scenario_names():
        scenario = shipped_scenario(scenario)
    if not isinstance(scenario, Scenario):
        scenario = load_scenario(scenario)
    if passages is None:
        passages = os.environ.get("FAIRAGENTS_PASSAGES", "1").strip().lower() not in _OFF
    deliberation = Deliberation(
        scenario,
        model=model or os.environ.get("FAIRAGENTS_MODEL") or None,
        retriever=LazyRetriever(_open_retriever) if passages else None,
    )
    return deliberation.graph().compile(name=scenario.id)
