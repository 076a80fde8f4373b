"""Benchmark the embedded LLM: overhead of fairagents, constrained decoding, prefix caching.

Measured in one run, each against a named baseline:

1. **Throughput**: generated tokens/s of ``LocalChatModel.invoke`` vs calling
   ``llama_cpp.Llama.create_chat_completion`` directly on the same loaded model, same prompt and
   budget (target ratio ≥ 0.9).
2. **Valid-ballot rate**: on the easy cases of ``tests/llm_cases.py`` (each with one obviously
   best alternative, asked in the listed and in the reversed order), the share of first replies
   that become a valid ballot with constrained decoding vs without (parse and repair only, no
   retry), the share needing no repair, and the share ranking the obvious answer first — for
   each embedded model (smollm2, gemma3 if installed).
3. **Prompt-prefix caching**: prompt-evaluation time of calls that share a long system prompt
   when llama.cpp keeps the KV cache of the previous prompt (the default) vs after ``reset()``.

Run: ``.venv/bin/python bench/run.py local_llm`` (``FAIRAGENTS_BENCH_MODELS=smollm2`` to skip
gemma3). Timings on a shared machine are noisy; the ratios are the point.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the easy cases live with the tests
    sys.path.insert(0, str(ROOT))

from tests.llm_cases import BEST, EASY_CASES  # noqa: E402

from fairagents.errors import BallotError  # noqa: E402
from fairagents.llm import (  # noqa: E402
    BallotContext,
    BallotStats,
    LocalChatModel,
    ballot_messages,
    make_model,
    request_ballot_for,
)
from fairagents.llm._structured import Decoding  # noqa: E402

REPEATS = 3
MAX_TOKENS = 64


def _as_dicts(context: BallotContext) -> list[dict[str, str]]:
    role = {"system": "system", "human": "user"}
    return [{"role": role[m.type], "content": m.text} for m in ballot_messages(context)]


def throughput(model: LocalChatModel) -> None:
    context = EASY_CASES[0]
    messages = ballot_messages(context)
    raw_messages = _as_dicts(context)
    ours: list[float] = []
    direct: list[float] = []
    with model.llama() as llama:
        llama.create_chat_completion(raw_messages, max_tokens=4, temperature=0.0)  # warm up
    for i in range(2 * REPEATS):  # alternate which goes first: load drifts on a shared machine
        for path in ("ours", "direct") if i % 2 else ("direct", "ours"):
            if path == "ours":
                start = time.perf_counter()
                reply = model.invoke(messages, max_tokens=MAX_TOKENS)
                elapsed = time.perf_counter() - start
                assert reply.usage_metadata is not None
                ours.append(reply.usage_metadata["output_tokens"] / elapsed)
                continue
            with model.llama() as llama:
                start = time.perf_counter()
                raw: Any = llama.create_chat_completion(
                    raw_messages, max_tokens=MAX_TOKENS, temperature=0.0, seed=0
                )
                elapsed = time.perf_counter() - start
            direct.append(raw["usage"]["completion_tokens"] / elapsed)
    a, b = statistics.median(ours), statistics.median(direct)
    print(f"  throughput, {model.model_name}: fairagents {a:.1f} tok/s, llama-cpp direct "
          f"{b:.1f} tok/s, ratio {a / b:.2f} (target ≥ 0.9)")  # fmt: skip


def _reversed(context: BallotContext) -> BallotContext:
    return context.model_copy(update={"alternatives": context.alternatives[::-1]})


def ballot_rates(model: LocalChatModel) -> None:
    contexts = [c for case in EASY_CASES for c in (case, _reversed(case))]
    decodings: tuple[Decoding, ...] = ("auto", "none")
    for decoding in decodings:
        valid = clean = best = 0
        stats = BallotStats()
        start = time.perf_counter()
        for context in contexts:
            try:
                result = request_ballot_for(
                    model, context, decoding=decoding, max_retries=0, max_tokens=128, stats=stats
                )
            except BallotError:
                continue
            valid += 1
            clean += not result.repairs
            ranking = result.ballot.ranking or ()
            best += ranking[0] == (BEST[context.agent],)
        seconds = time.perf_counter() - start
        n = len(contexts)
        label = "constrained" if decoding == "auto" else "unconstrained"
        print(f"  ballots, {model.model_name}, {label}: valid {valid}/{n}, no repair {clean}/{n}, "
              f"obvious answer first {best}/{n}, {seconds / n:.1f} s per ballot; "
              f"repairs {stats.total().repairs}")  # fmt: skip


def prefix_cache(model: LocalChatModel) -> None:
    context = EASY_CASES[1]
    system = _as_dicts(context)[0]
    questions = [f"Question {i}: which project first, and why?" for i in range(REPEATS + 1)]
    timings: dict[str, list[float]] = {"kept": [], "reset": []}
    with model.llama() as llama:
        for mode in ("kept", "reset"):
            llama.create_chat_completion(
                [system, {"role": "user", "content": "warm"}], max_tokens=1
            )
            for question in questions[1:]:
                if mode == "reset":
                    llama.reset()
                start = time.perf_counter()
                llama.create_chat_completion(
                    [system, {"role": "user", "content": question}], max_tokens=1, temperature=0.0
                )
                timings[mode].append(time.perf_counter() - start)
    kept, reset = statistics.median(timings["kept"]), statistics.median(timings["reset"])
    print(f"  prefix cache, {model.model_name}: shared system prompt {kept * 1000:.0f} ms vs "
          f"reset {reset * 1000:.0f} ms per call, speed-up {reset / kept:.1f}×")  # fmt: skip


def main() -> None:
    names = os.environ.get("FAIRAGENTS_BENCH_MODELS", "smollm2,gemma3").split(",")
    for name in names:
        try:
            model = make_model(f"local:{name}", max_tokens=MAX_TOKENS)
        except Exception as exc:  # gemma3 is optional
            print(f"  {name}: skipped ({exc})")
            continue
        assert isinstance(model, LocalChatModel)
        throughput(model)
        prefix_cache(model)
        ballot_rates(model)


if __name__ == "__main__":
    main()
