"""A triage deliberation with slow scripted models, for the SIGKILL/resume test.

Usage: ``python tests/_slow_run.py RUN_DIR start|resume DELAY [DECISION [DURABILITY]]``
(DECISION: a scenario's ``protocol.decision``, default ``vote``; DURABILITY: LangGraph's, as
``--durability`` takes it, default ``async``). Every agent answers each kind of
request the same way every time — its reply depends on what it is asked, not on how many calls
came before — so a run killed and resumed must end exactly like an uninterrupted one; each call
sleeps DELAY seconds, so the test can kill the process in the middle of a round.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from fairagents.graph.runner import resume_run, start_run
from fairagents.scenarios import load_scenario
from fairagents.testing import ScriptedChatModel

ROOT = Path(__file__).resolve().parents[1]


class SlowScripted(ScriptedChatModel):
    """Replies ``replies[0]`` when asked to propose, ``replies[2]`` (if any) when asked to
    respond to an offer, ``replies[1]`` otherwise, after a delay."""

    delay: float = 0.0

    def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kw: Any) -> Any:
        time.sleep(self.delay)
        asked = str(messages[-1].content)
        if "Propose" in asked:
            text = self.replies[0]
        elif '"verdict"' in asked and len(self.replies) > 2:
            text = self.replies[2]
        else:
            text = self.replies[1]
        return self._as_result(text, kw)

    def _as_result(self, text: str, kw: Any) -> Any:
        from langchain_core.outputs import ChatGeneration, ChatResult

        return ChatResult(generations=[ChatGeneration(message=self._as_message(text, kw))])


def models(delay: float) -> dict[str, Any]:
    def agent(pick: str) -> SlowScripted:
        return SlowScripted(
            replies=[
                f'{{"pick": "{pick}", "argument": "as before"}}',
                f'{{"ranking": ["{pick}"], "argument": "mine first"}}',
                f'{{"verdict": "counter", "counter": "{pick}", "scores": {{"{pick}": 10}}}}',
            ],
            delay=delay,
        )

    mediator = SlowScripted(replies=['{"pick": "p2+p6"}', "Meet halfway."], delay=delay)
    return {"rawlsian": agent("p1+p6"), "neutral": agent("p2+p4"), "mediator": mediator}


def main() -> None:
    run_dir, mode, delay = Path(sys.argv[1]), sys.argv[2], float(sys.argv[3])
    decision = sys.argv[4] if len(sys.argv) > 4 else "vote"
    durability: Any = sys.argv[5] if len(sys.argv) > 5 else None
    if mode == "start":
        scenario = load_scenario(ROOT / "examples" / "scenarios" / "triage.yaml")
        protocol = scenario.protocol.model_copy(update={"decision": decision})
        scenario = scenario.model_copy(update={"protocol": protocol})
        start_run(scenario, run_dir, model=models(delay), durability=durability)
    else:
        resume_run(run_dir, model=models(delay), durability=durability)


if __name__ == "__main__":
    main()
