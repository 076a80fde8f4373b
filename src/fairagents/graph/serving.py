"""Deliberation graphs for LangGraph's server: what ``graphs/`` hands ``langgraph dev`` and Studio.

:func:`served_graph` compiles a scenario's graph *without* a checkpointer: the server brings its
own persistence, threads and runs, so a scenario with people pauses on their questions and a
client resumes it with ``Command(resume=…)`` (``langgraph_sdk``:
``client.runs.wait(thread, graph, command={"resume": {interrupt_id: answer}})``). The input is
``{}``; the state is :class:`~fairagents.graph.DeliberationState`, built by the graph itself.
Any other input is refused by the graph's first task with an :class:`~fairagents.errors.InputError`
naming it — before it reaches the state, whose reducers it would break (the thread's state could
then no longer be read); the thread stays readable and a later run on it starts afresh.

Settings a server cannot pass as arguments come from the environment: ``FAIRAGENTS_MODEL`` (a
model spec; default, the scenario's) and ``FAIRAGENTS_PASSAGES`` (``0`` runs without retrieval;
by default agents retrieve from the shipped corpora, the index built on the first query).

>>> served_graph("tourism", passages=False).invoke({})["stop"]
'reached the limit of 3 rounds'
>>> served_graph("tourism", passages=False).invoke({"evaluations": [1, 2]})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
fairagents.errors.InputError: input of the served deliberation tourism-itinerary: evaluations=...
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from langchain_core.runnables import RunnableLambda
from langgraph.constants import START
from langgraph.graph.state import CompiledStateGraph

from fairagents.errors import InputError
from fairagents.graph._builder import Deliberation
from fairagents.graph.runner import LazyRetriever
from fairagents.resources import scenario_names, shipped_scenario
from fairagents.scenarios import Scenario, load_scenario

__all__ = ["served_graph"]

_OFF = {"0", "false", "no", "off"}


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
        retriever=LazyRetriever() if passages else None,
    )
    graph = deliberation.graph().compile(name=scenario.id)
    # The start task passes the input through to the state's channels; checking it there makes
    # bad input that task's error, recorded as such, instead of a write every read replays.
    graph.nodes[START].bound = RunnableLambda(_checked_input(scenario.id), name=START)
    return graph


def _checked_input(graph: str) -> Any:
    def check(value: Any) -> Any:
        given = value.items() if isinstance(value, dict) else [("input", value)]
        bad = [f"{k}={v!r:.60}" for k, v in given if v not in (None, {})]
        if bad:
            raise InputError(
                f"input of the served deliberation {graph}: {', '.join(bad[:5])}; a deliberation "
                "starts from {} (the graph builds its own state; resume a paused one with "
                "Command(resume=...))"
            )
        return value

    return check
