"""The structured layer's control flow: retries with the error, truncation, counters, usage."""

from __future__ import annotations

import threading

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from pydantic import BaseModel

from fairagents.errors import BackendError, BallotError, InputError
from fairagents.llm import BallotStats, request_ballot
from fairagents.llm._reply import ballot_json_schema
from fairagents.testing import ScriptedChatModel

IDS = ["a", "b", "c"]
GOOD = '{"ranking": ["c", "a", "b"], "argument": "c first"}'
PROMPT = [SystemMessage(content="You vote."), HumanMessage(content="Rank a, b, c.")]


def test_retry_appends_the_validation_error_and_succeeds() -> None:
    model = ScriptedChatModel(replies=["I think c is best.", GOOD])
    stats = BallotStats()
    result = request_ballot(model, PROMPT, IDS, agent="ann", round=2, stats=stats)
    assert result.attempts == 2
    assert result.ballot.ranking == (("c",), ("a",), ("b",))
    second = model.calls[1].messages
    assert second[:2] == PROMPT
    assert isinstance(second[2], AIMessage) and second[2].content == "I think c is best."
    assert isinstance(second[3], HumanMessage)
    assert "no JSON object" in second[3].text and "a, b, c" in second[3].text
    row = stats.rows()[0]
    assert (row.attempts, row.invalid_replies, row.ballots, row.failures) == (2, 1, 1, 0)


def test_max_retries_bounds_the_calls() -> None:
    model = ScriptedChatModel(replies=["nope"] * 10)
    with pytest.raises(BallotError, match="in 2 attempts"):
        request_ballot(model, PROMPT, IDS, agent="ann", max_retries=1)
    assert len(model.calls) == 2 and model.remaining == 8


def test_zero_retries_means_one_call() -> None:
    model = ScriptedChatModel(replies=["nope", GOOD])
    with pytest.raises(BallotError, match="in 1 attempts"):
        request_ballot(model, PROMPT, IDS, agent="ann", max_retries=0)


def test_counters_per_agent_and_round() -> None:
    stats = BallotStats()
    model = ScriptedChatModel(replies=[GOOD, "```json\n" + GOOD + "\n```", "x", GOOD], cycle=True)
    request_ballot(model, PROMPT, IDS, agent="ann", round=0, stats=stats)
    request_ballot(model, PROMPT, IDS, agent="bob", round=0, stats=stats)
    request_ballot(model, PROMPT, IDS, agent="ann", round=1, stats=stats)
    rows = {(r.agent, r.round): r for r in stats.rows()}
    assert set(rows) == {("ann", 0), ("ann", 1), ("bob", 0)}
    assert rows["bob", 0].repairs == {"code_fence": 1} and rows["bob", 0].repaired == 1
    assert rows["ann", 1].attempts == 2 and rows["ann", 1].invalid_replies == 1
    by_agent = stats.by_agent()
    assert by_agent["ann"].requests == 2 and by_agent["ann"].attempts == 3
    assert stats.total().ballots == 3 and stats.total().failure_rate == 0.0


def test_token_usage_is_recorded_per_call() -> None:
    usage = {"input_tokens": 40, "output_tokens": 12, "total_tokens": 52}
    replies = [AIMessage(content=text, usage_metadata=usage) for text in ("bad", GOOD)]
    stats = BallotStats()
    result = request_ballot(
        ScriptedChatModel(replies=replies), PROMPT, IDS, agent="ann", stats=stats
    )
    assert [u.output_tokens for u in result.usage] == [12, 12]
    total = stats.total()
    assert (total.calls_with_usage, total.input_tokens, total.output_tokens) == (2, 80, 24)


def test_truncated_reply_with_incomplete_ranking_is_retried_with_a_larger_budget() -> None:
    cut = AIMessage(content='{"ranking": ["c", "a"', response_metadata={"finish_reason": "length"})
    model = ScriptedChatModel(replies=[cut, GOOD])
    stats = BallotStats()
    result = request_ballot(model, PROMPT, IDS, agent="ann", max_tokens=50, stats=stats)
    assert result.attempts == 2
    assert [c.kwargs["max_tokens"] for c in model.calls] == [50, 100]
    assert "cut off" in model.calls[1].messages[-1].text
    assert stats.total().truncated == 1


def test_truncated_reply_with_complete_ranking_is_accepted_and_counted() -> None:
    cut = AIMessage(
        content='{"ranking": ["c", "a", "b"], "argument": "because c is',
        response_metadata={"finish_reason": "length"},
    )
    stats = BallotStats()
    result = request_ballot(ScriptedChatModel(replies=[cut]), PROMPT, IDS, agent="ann", stats=stats)
    assert result.ballot.ranking == (("c",), ("a",), ("b",))
    assert "truncated_reply" in result.repairs
    assert stats.total().truncated == 1


def test_truncated_reply_whose_closed_ranking_repeated_an_id_is_accepted() -> None:
    # Constrained decoding writes the whole ranking first; a small model may repeat an id in
    # it, then be cut off in its argument: the ranking it gave is complete, not cut.
    cut = AIMessage(
        content='{"ranking": ["c", "c", "a"], "argument": "because c is',
        response_metadata={"finish_reason": "length"},
    )
    result = request_ballot(ScriptedChatModel(replies=[cut]), PROMPT, IDS, agent="ann")
    assert result.ballot.ranking == (("c",), ("a",), ("b",)) and result.attempts == 1
    assert {"duplicate_alternative_dropped", "truncated_reply"} <= set(result.repairs)


def test_always_truncated_raises_ballot_error() -> None:
    cut = AIMessage(content='{"ranking": ["c"', response_metadata={"finish_reason": "length"})
    with pytest.raises(BallotError, match="cut off"):
        request_ballot(ScriptedChatModel(replies=[cut] * 3), PROMPT, IDS, agent="ann")


def test_constrained_decoding_is_requested_with_the_current_ids() -> None:
    model = ScriptedChatModel(replies=[GOOD])
    result = request_ballot(model, PROMPT, IDS, agent="ann", passage_ids=["p1"])
    assert result.constrained
    fmt = model.calls[0].kwargs["response_format"]
    assert fmt == {"type": "json_object", "schema": ballot_json_schema(IDS, ["p1"])}
    model = ScriptedChatModel(replies=[GOOD])
    assert not request_ballot(model, PROMPT, IDS, agent="ann", decoding="none").constrained
    assert "response_format" not in model.calls[0].kwargs


def test_tool_call_replies_are_read() -> None:
    call = {"name": "ballot", "args": {"ranking": ["b", "c", "a"]}, "id": "1", "type": "tool_call"}
    model = ScriptedChatModel(replies=[AIMessage(content="", tool_calls=[call])])
    assert request_ballot(model, PROMPT, IDS, agent="ann").ballot.ranking[0] == ("b",)


def test_backend_failure_is_a_backend_error_not_a_ballot_error() -> None:
    stats = BallotStats()
    model = ScriptedChatModel(replies=[ConnectionError("server went away")])
    with pytest.raises(BackendError, match="server went away"):
        request_ballot(model, PROMPT, IDS, agent="ann", stats=stats)
    assert stats.total().failures == 1


def test_bad_alternatives_are_input_errors() -> None:
    model = ScriptedChatModel(replies=[GOOD])
    with pytest.raises(InputError, match="no alternatives"):
        request_ballot(model, PROMPT, [], agent="ann")
    with pytest.raises(InputError, match="repeat"):
        request_ballot(model, PROMPT, ["a", "a"], agent="ann")


def test_parallel_requests_share_stats_safely() -> None:
    stats = BallotStats()
    model = ScriptedChatModel(replies=[GOOD], cycle=True)

    def vote(i: int) -> None:
        request_ballot(model, PROMPT, IDS, agent=f"agent{i % 4}", round=0, stats=stats)

    threads = [threading.Thread(target=vote, args=(i,)) for i in range(40)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert stats.total().ballots == 40 and len(model.calls) == 40
    assert {r.agent: r.ballots for r in stats.rows()} == {f"agent{i}": 10 for i in range(4)}


class Verdict(BaseModel):
    winner: str
    why: str


def test_scripted_model_supports_with_structured_output_and_bind_tools() -> None:
    model = ScriptedChatModel(
        replies=['{"winner": "a", "why": "fair"}', '{"winner": "b", "why": "x"}']
    )
    verdict = model.with_structured_output(Verdict).invoke("who wins?")
    assert verdict == Verdict(winner="a", why="fair")
    raw = model.with_structured_output(Verdict, include_raw=True).invoke("again")
    assert isinstance(raw, dict) and raw["parsed"] == Verdict(winner="b", why="x")
    tooled = ScriptedChatModel(replies=['{"winner": "c", "why": "y"}']).bind_tools([Verdict])
    message = tooled.invoke("plain call: no tool forced")
    assert message.content == '{"winner": "c", "why": "y"}' and not message.tool_calls


def test_scripted_model_runs_out_loudly() -> None:
    model = ScriptedChatModel(replies=[])
    with pytest.raises(BackendError, match="replies are used"):
        model.invoke("hi")


def test_async_twin_behaves_the_same() -> None:
    import asyncio

    from fairagents.llm import arequest_ballot

    stats = BallotStats()
    model = ScriptedChatModel(replies=["nope", GOOD])
    result = asyncio.run(arequest_ballot(model, PROMPT, IDS, agent="ann", round=0, stats=stats))
    assert result.attempts == 2 and result.ballot.ranking[0] == ("c",)
    assert "no JSON object" in model.calls[1].messages[-1].text
    with pytest.raises(BallotError):
        asyncio.run(arequest_ballot(ScriptedChatModel(replies=["x"] * 3), PROMPT, IDS, agent="b"))


def test_openai_backends_get_their_own_constrained_format() -> None:
    from fairagents.llm import make_model
    from fairagents.llm.call_options import call_options

    schema = ballot_json_schema(IDS)
    openai = make_model("openai:gpt-4o-mini", api_key="sk-test")
    options = call_options(openai, schema, 100)
    assert options["max_tokens"] == 100
    assert options["response_format"]["type"] == "json_schema"
    assert options["response_format"]["json_schema"]["schema"] == schema
    server = make_model("openai-compatible:m@http://127.0.0.1:9/v1", max_tokens=50)
    assert call_options(server, schema, 100) == {
        "extra_body": {
            "max_tokens": 100,
            "response_format": {"type": "json_object", "schema": schema},
        }
    }
    assert call_options(server, None, 30) == {"extra_body": {"max_tokens": 30}}
