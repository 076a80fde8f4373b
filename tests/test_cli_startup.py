"""The CLI starts without the LLM stack or the solver: a command that aggregates a file does not
pay for LangChain, LangGraph or scipy.optimize at import (their time is bench/cli_startup.py's)."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_cli_loads_no_llm_stack_and_no_solver() -> None:
    code = (
        "import sys, fairagents._cli\n"
        "heavy = [m for m in ('langchain_core', 'langgraph', 'chromadb', 'torch',"
        " 'scipy.optimize') if m in sys.modules]\n"
        "print(','.join(heavy))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.strip() == ""
