"""The embedded model for real (SmolLM2-135M-Instruct on llama.cpp): a handful of short calls."""

from __future__ import annotations

import threading

import pytest

from fairagents.errors import BallotError
from fairagents.llm import BallotStats, LocalChatModel, make_model, request_ballot_for
from tests.llm_cases import EASY_CASES

pytestmark = pytest.mark.llm


@pytest.fixture(scope="module")
def model() -> LocalChatModel:
    built = make_model("local", max_tokens=96)
    assert isinstance(built, LocalChatModel)
    return built


def test_constrained_decoding_gives_valid_ballots(model: LocalChatModel) -> None:
    stats = BallotStats()
    for context in EASY_CASES:
        result = request_ballot_for(model, context, round=0, stats=stats, max_retries=1)
        ranked = sorted(a for group in result.ballot.ranking for a in group)
        assert ranked == sorted(context.alternative_ids)
        assert result.constrained and result.attempts == 1
        # The grammar only admits current ids: nothing unknown, nothing missing.
        assert not {"unknown_alternative_dropped", "missing_alternatives_appended"} & set(
            result.repairs
        )
        assert set(result.ballot.citations) <= set(context.passage_ids)
        assert result.usage[0].input_tokens > 0 and result.usage[0].output_tokens > 0
    total = stats.total()
    assert (total.ballots, total.failures, total.invalid_replies) == (3, 0, 0)


def test_finish_reason_length_is_reported_and_handled(model: LocalChatModel) -> None:
    reply = model.invoke("Tell me a long story.", max_tokens=3)
    assert reply.response_metadata["finish_reason"] == "length"
    assert reply.usage_metadata is not None and reply.usage_metadata["output_tokens"] == 3
    stats = BallotStats()
    with pytest.raises(BallotError, match="cut off"):
        request_ballot_for(model, EASY_CASES[0], stats=stats, max_tokens=4, max_retries=1)
    assert stats.total().truncated == 2


def test_parallel_threads_are_serialized(model: LocalChatModel) -> None:
    """LangGraph runs branches in threads; an unguarded llama.cpp context would crash here."""
    outputs: list[str] = []
    errors: list[BaseException] = []

    def call() -> None:
        try:
            outputs.append(model.invoke("Say hello.", max_tokens=4).text)
        except BaseException as exc:  # collected and re-raised in the main thread
            errors.append(exc)

    threads = [threading.Thread(target=call) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors and len(outputs) == 3
    assert len(set(outputs)) == 1  # temperature 0: the same prompt gives the same reply
