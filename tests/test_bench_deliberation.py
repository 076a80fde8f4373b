"""The deliberation benchmark's own reporting: its verdict and its split of a round's time.

The benchmark's figures are not asserted here (timing belongs in bench/); what is checked is
that the split charges CPU time to the part that spent it, and that its instrumentation leaves
LangGraph and LangChain as it found them.
"""

from __future__ import annotations

import doctest
import importlib.util
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any, TypedDict

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage
from langgraph.graph import END, START, StateGraph

from fairagents.llm._scripted import ScriptedChatModel

ROOT = Path(__file__).resolve().parents[1]


def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "bench_deliberation", ROOT / "bench" / "deliberation.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # LangGraph resolves the bare state's annotations there
    spec.loader.exec_module(module)
    return module


def burn(seconds: float) -> None:
    """Spend ``seconds`` of this thread's CPU time."""
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        pass


class BusyModel(ScriptedChatModel):
    """A scripted model whose every call costs 30 ms of CPU."""

    def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kw: Any) -> Any:
        burn(0.03)
        return super()._generate(messages, stop, run_manager, **kw)


class S(TypedDict, total=False):
    n: int


def test_the_split_charges_model_calls_to_the_model_and_the_rest_to_the_node() -> None:
    module = bench()
    model = BusyModel(replies=["ok"])

    def node(state: S) -> dict[str, int]:
        burn(0.02)
        model.invoke([HumanMessage(content="hi")])
        return {"n": 1}

    clock = module.NodeClock()
    with clock.timing():
        graph = StateGraph(S).add_node("work", node).add_edge(START, "work")
        graph.add_edge("work", END).compile().invoke({})
    assert clock.spent[module.MODEL_CALLS] >= 0.03
    assert 0.02 <= clock.spent["work"] < 0.03  # its own 20 ms, not the model's 30
    assert StateGraph.add_node.__name__ == "add_node"  # instrumentation undone
    assert BaseChatModel.invoke.__name__ == "invoke"


def test_the_benchmark_reports_check_themselves() -> None:
    """round_verdict's cases and round_split over both graphs (one repeat)."""
    result = doctest.testmod(bench())
    assert result.failed == 0 and result.attempted >= 4
