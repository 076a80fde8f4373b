"""The openai-compatible path against a real llama.cpp server started on loopback by the test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from fairagents.llm import BallotStats, make_model, request_ballot_for
from tests import _servers as servers
from tests.llm_cases import EASY_CASES

pytestmark = [pytest.mark.server, pytest.mark.llm]


@pytest.fixture(scope="module")
def llama_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """llama.cpp's server with the embedded GGUF; its base URL."""
    with servers.llama_server(tmp_path_factory.mktemp("llama_server")) as url:
        yield url


def test_server_returns_valid_constrained_ballots(llama_server: str) -> None:
    model = make_model(f"openai-compatible:smollm2@{llama_server}", max_tokens=96)
    stats = BallotStats()
    for context in EASY_CASES[:2]:
        result = request_ballot_for(model, context, round=0, stats=stats, max_retries=1)
        ranked = sorted(a for group in result.ballot.ranking for a in group)
        assert ranked == sorted(context.alternative_ids)
        assert result.constrained
        # The grammar names only current ids, so nothing had to be dropped or appended.
        assert "unknown_alternative_dropped" not in result.repairs
        assert result.usage and result.usage[0].output_tokens > 0
    total = stats.total()
    assert total.ballots == 2 and total.failures == 0
    assert total.calls_with_usage == total.attempts


def test_server_honours_the_token_budget(llama_server: str) -> None:
    """llama.cpp's server ignores max_completion_tokens: the budget must reach it anyway."""
    model = make_model(f"openai-compatible:smollm2@{llama_server}", max_tokens=8)
    reply = model.invoke("Write a long story about a dragon.")
    assert reply.response_metadata.get("finish_reason") == "length"
    assert reply.usage_metadata is not None
    assert reply.usage_metadata["output_tokens"] <= 8
