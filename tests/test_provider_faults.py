"""Provider faults survived: the transport layer against a server that misbehaves on purpose.

Every test talks HTTP to :class:`tests._faulty_server.FaultyServer` on loopback: the retries,
waits, limits and failure reasons are those of the real client stack (ChatOpenAI → openai →
httpx), with :mod:`fairagents.llm._transport` as the one retry layer.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import sqlite3
import string
import time
import zlib
from collections import Counter
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st
from langchain_core.messages import HumanMessage
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.errors import InputError
from fairagents.llm import make_model, parse_spec
from fairagents.llm._specs import TransportSpec
from fairagents.llm._transport import TransportError, ainvoke, invoke, mask_secrets, transport_of
from tests._faulty_server import FaultyServer

from .conftest import EXAMPLES

pytestmark = pytest.mark.server

SECRET = "sk-sentinel-faults-0123456789"
FAST = TransportSpec(timeout=0.5, backoff=0.01, max_backoff=0.05)
SCHEMA = {"type": "object", "properties": {"ranking": {"type": "array", "items": {
    "type": "string", "enum": ["a", "b", "c"]}, "minItems": 3, "maxItems": 3}}}  # fmt: skip
ASK = [HumanMessage("rank a, b and c")]
CONSTRAINED = {"extra_body": {"response_format": {"type": "json_object", "schema": SCHEMA}}}


def served(server: FaultyServer, spec: TransportSpec = FAST, **settings: Any) -> Any:
    return make_model(
        f"openai-compatible:faulty@{server.base_url}",
        transport=spec.model_copy(update=settings),
    )


# -- one request: what is retried, what is not -----------------------------------------------


@pytest.mark.parametrize("fault", ["429", "500", "503", "reset", "hang", "truncate", "nonjson"])
def test_a_transport_fault_is_retried_and_the_reply_comes_through(fault: str) -> None:
    with FaultyServer(script=[fault], retry_after=0.01, hang_seconds=10) as server:
        reply = invoke(served(server), ASK, **CONSTRAINED)
        assert [r.fault for r in server.requests] == [fault, "ok"]
    assert sorted(json.loads(reply.text)["ranking"]) == ["a", "b", "c"]
    assert transport_of(reply) is None  # the reply is a message, not a model


def test_a_slow_trickle_within_the_timeout_is_one_request() -> None:
    with FaultyServer(script=["trickle"], trickle_delay=0.1) as server:
        reply = invoke(served(server, timeout=0.5), ASK, **CONSTRAINED)
        assert [r.fault for r in server.requests] == ["trickle"]
    assert "ranking" in json.loads(reply.text)


def test_a_reply_that_is_not_a_ballot_is_not_the_transports_business() -> None:
    with FaultyServer(script=["notballot"]) as server:
        reply = invoke(served(server), ASK, **CONSTRAINED)
        assert len(server.requests) == 1  # the reply-repair loop asks again, not the transport
    assert json.loads(reply.text) == {"note": "not what you asked for"}


def test_retry_after_is_waited() -> None:
    with FaultyServer(script=["429", "429"], retry_after=0.4) as server:
        began = time.monotonic()
        invoke(served(server, backoff=0.0), ASK)
        elapsed = time.monotonic() - began
        arrived = [r.arrived for r in server.requests]
        gaps = [b - a for a, b in itertools.pairwise(arrived)]
    assert all(gap >= 0.4 for gap in gaps), gaps
    assert elapsed >= 0.8


def test_a_provider_that_keeps_failing_fails_with_status_and_attempts() -> None:
    with FaultyServer(script=["429", "500", "429"], retry_after=0.01) as server:
        with pytest.raises(TransportError) as caught:
            invoke(served(server, attempts=3), ASK)
        assert len(server.requests) == 3
    err = caught.value
    assert (err.status, err.attempts) == (429, 3)
    assert "3 of 3 attempts failed" in str(err)
    assert "HTTP 429 (rate_limit_exceeded)" in str(err) and "1x HTTP 500" in str(err)


def test_the_run_limit_caps_retries_over_all_requests() -> None:
    with FaultyServer(rates={"503": 1.0}) as server:
        model = served(server, attempts=10, run_retries=4)
        with pytest.raises(TransportError, match="the run's 4 retries are spent"):
            invoke(model, ASK)
        with pytest.raises(TransportError, match="the run's 4 retries are spent"):
            invoke(model, ASK)  # the same run: no retries left, one attempt
        assert len(server.requests) == 5 + 1


def test_a_request_that_cannot_succeed_is_not_retried_and_the_key_is_masked() -> None:
    with FaultyServer(script=["401"]) as server:
        model = make_model(
            f"openai-compatible:faulty@{server.base_url}", api_key=SECRET, transport=FAST
        )
        with pytest.raises(TransportError) as caught:
            invoke(model, ASK)
        assert len(server.requests) == 1
        assert server.requests[0].headers["authorization"] == f"Bearer {SECRET}"
    assert caught.value.status == 401
    assert "not retried" in str(caught.value) and "Incorrect API key" in str(caught.value)
    assert SECRET not in str(caught.value)
    assert caught.value.__cause__ is None and caught.value.__suppress_context__


def test_a_refused_connection_fails_in_seconds_naming_the_cause() -> None:
    from tests._servers import free_port

    model = make_model(
        f"openai-compatible:faulty@http://127.0.0.1:{free_port()}/v1",
        transport=TransportSpec(backoff=0.2),
    )
    began = time.monotonic()
    with pytest.raises(TransportError) as caught:
        invoke(model, ASK)
    assert time.monotonic() - began < 5
    assert caught.value.attempts == 2 and "Connection refused" in str(caught.value)


def test_coroutines_get_the_same_retries() -> None:
    with FaultyServer(script=["reset", "429", "nonjson"], retry_after=0.01) as server:
        model = served(server)

        async def ask() -> Any:
            try:
                return await ainvoke(model, ASK, **CONSTRAINED)
            finally:  # its pooled connections belong to this event loop
                await model.root_async_client.close()

        reply = asyncio.run(ask())
        assert [r.fault for r in server.requests] == ["reset", "429", "nonjson", "ok"]
    assert "ranking" in json.loads(reply.text)


def test_the_openai_clients_own_retries_are_off() -> None:
    with FaultyServer() as server:
        model = served(server)
        assert model.max_retries == 0 and model.request_timeout == FAST.timeout


@pytest.mark.parametrize(
    ("fault", "requests", "raises"),
    [("429", 3, "RateLimitError"), ("truncate", 3, "APIConnectionError"), ("nonjson", 1, "")],
)
def test_the_openai_clients_own_retries_are_as_docs_models_md_says(
    fault: str, requests: int, raises: str
) -> None:
    """Why this layer and not the client's (docs/models.md): measured here, so a new openai
    release that changes it fails this test and the page gets rewritten."""
    from langchain_openai import ChatOpenAI

    with FaultyServer(script=[fault] * 3, retry_after=0.3) as server:
        client = ChatOpenAI(model="m", base_url=server.base_url, api_key="x", max_retries=2)
        began = time.monotonic()
        with pytest.raises(Exception) as caught:  # the type is the finding
            client.invoke(ASK)
        elapsed = time.monotonic() - began
        assert len(server.requests) == requests
    names = [c.__name__ for c in type(caught.value).__mro__]
    if raises:
        assert raises in names
    else:  # a malformed 200 is not retried: a plain ValueError from langchain-openai
        assert type(caught.value) is ValueError and "Unexpected response type" in str(caught.value)
    if fault == "429":
        assert elapsed >= 0.6  # it honours Retry-After


# -- limits and replicas ---------------------------------------------------------------------


def _in_threads(model: Any, n: int) -> None:
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(n) as pool:
        list(pool.map(lambda _: invoke(model, ASK), range(n)))


def test_max_concurrency_bounds_requests_in_flight_per_endpoint() -> None:
    with FaultyServer(rates={"trickle": 1.0}, trickle_delay=0.03) as server:
        _in_threads(served(server, max_concurrency=2), 8)
        assert 1 <= server.max_in_flight() <= 2
    # Without the limit, the same calls (answered more slowly, so that they overlap on a loaded
    # machine too) are in flight together: the bound above is the limit's, not the server's.
    with FaultyServer(rates={"trickle": 1.0}, trickle_delay=0.1) as server:
        _in_threads(served(server, max_concurrency=None, timeout=5), 8)
        assert server.max_in_flight() > 2


def test_max_rpm_spaces_request_starts() -> None:
    with FaultyServer() as server:
        began = time.monotonic()
        _in_threads(served(server, max_rpm=600), 6)  # one request every 0.1 s
        arrived = sorted(r.arrived for r in server.requests)
    # A request arrives after it starts, and the k-th start is k intervals after the first,
    # which is after `began`: so the k-th arrival too, however loaded the machine.
    assert all(t - began >= k * 0.1 for k, t in enumerate(arrived)), (began, arrived)


def test_limits_are_shared_by_the_models_of_every_run_in_the_process() -> None:
    with FaultyServer(rates={"trickle": 1.0}, trickle_delay=0.03) as server:
        runs = [served(server, max_concurrency=1) for _ in range(4)]  # four runs' models
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(4) as pool:
            list(pool.map(lambda m: invoke(m, ASK), runs))
        assert server.max_in_flight() == 1


def test_replicas_share_the_calls_and_a_failing_one_is_routed_around() -> None:
    with FaultyServer() as first, FaultyServer(rates={"503": 1.0}) as second:
        spec = f"openai-compatible:faulty@{first.base_url},{second.base_url}"
        model = make_model(spec, transport=FAST.model_copy(update={"balance": "round-robin"}))
        for _ in range(6):
            invoke(model, ASK)
        # Round-robin: every other attempt goes to the failing replica, and its retry to the
        # healthy one.
        assert len(first.requests) == 6
        assert len(second.requests) == 5  # calls 2-6 each try it first
        assert {r.fault for r in second.requests} == {"503"}


def test_least_loaded_sends_to_the_idle_replica() -> None:
    with (
        FaultyServer(rates={"trickle": 1.0}, trickle_delay=0.05) as a,
        FaultyServer(rates={"trickle": 1.0}, trickle_delay=0.05) as b,
    ):
        model = make_model(f"openai-compatible:faulty@{a.base_url},{b.base_url}", transport=FAST)
        _in_threads(model, 8)
        assert {len(a.requests), len(b.requests)} == {4}


def test_replica_specs_parse_and_print_back() -> None:
    spec = parse_spec("openai-compatible:m@http://a:8000/v1, http://b:8000/v1")
    assert spec.base_urls == ("http://a:8000/v1", "http://b:8000/v1")
    assert parse_spec(str(spec)) == spec
    with pytest.raises(InputError, match="listed twice"):
        parse_spec("openai-compatible:m@http://a/v1,http://a/v1")
    with pytest.raises(InputError, match="not an http"):
        parse_spec("openai-compatible:m@http://a/v1,ftp://b")


# -- properties ----------------------------------------------------------------------------


@given(
    attempt=st.integers(1, 30),
    backoff=st.floats(0, 5),
    ceiling=st.floats(0, 60),
    retry_after=st.none() | st.floats(0, 500),
)
def test_the_wait_is_jittered_exponential_or_the_providers(
    attempt: int, backoff: float, ceiling: float, retry_after: float | None
) -> None:
    from tenacity import RetryCallState

    from fairagents.llm._transport import RETRY_AFTER_CAP, Fault, Transport

    spec = TransportSpec(backoff=backoff, max_backoff=ceiling)
    transport = Transport(spec, [make_model("scripted")], ["http://x/v1"], name="x")
    fault = Fault(429, "HTTP 429", retry_after)
    import fairagents.llm._transport as module

    state = RetryCallState(None, None, (), {})
    state.attempt_number = attempt
    original = module.classify
    module.classify = lambda exc: fault  # type: ignore[assignment]
    try:
        state.set_exception((RuntimeError, RuntimeError(), None))
        wait = transport._wait(state)
    finally:
        module.classify = original
    if retry_after is None:
        top = min(ceiling, backoff * 2.0 ** (attempt - 1))
        assert top / 2 <= wait <= top + 1e-9
    else:
        asked = min(retry_after, RETRY_AFTER_CAP)
        assert asked <= wait <= 1.1 * asked + 1e-9


KEY_CHARS = string.ascii_letters + string.digits + "-_"


@given(secret=st.text(KEY_CHARS, min_size=4, max_size=40), around=st.text(max_size=40))
def test_a_secret_never_survives_masking(secret: str, around: str) -> None:
    masked = mask_secrets(f"{around}{secret}{around}{secret[:-1]}{secret}", secret)
    assert secret not in masked


# -- runs and sweeps -------------------------------------------------------------------------


def _run(args: list[str], env: dict[str, str] | None = None) -> Any:
    return CliRunner().invoke(app, args, env=env)


def test_a_hanging_provider_fails_the_run_with_the_reason_and_resume_continues_it(
    tmp_path: Path,
) -> None:
    out = tmp_path / "run"
    with FaultyServer(rates={"hang": 1.0}, hang_seconds=30) as server:
        result = _run(
            [
                "run", str(EXAMPLES / "scenarios" / "triage.yaml"),
                "--model", f"openai-compatible:faulty@{server.base_url}",
                "--rounds", "1", "--no-passages", "--out", str(out),
                "--timeout", "0.3", "--attempts", "2", "--backoff", "0.01",
            ]
        )  # fmt: skip
        assert result.exit_code == 1, result.output
        record = json.loads((out / "run.json").read_text())
        assert record["status"] == "failed"
        assert "2 of 2 attempts failed" in record["error"] and "timed out" in record["error"]
        assert "run failed" in result.output and "timed out" in result.output

        server.set_faults()  # the provider is back
        resumed = _run(["run", "--resume", str(out), "--json", "--timeout", "5"])
    assert resumed.exit_code == 0, resumed.output
    assert json.loads(resumed.stdout)["status"] == "finished"
    assert json.loads((out / "run.json").read_text())["status"] == "finished"


def _sweep(tmp_path: Path, base_url: str, seeds: int, name: str = "faults") -> Path:
    sweep = {
        "id": name,
        "scenarios": [str(EXAMPLES / "scenarios" / "triage.yaml")],
        "protocol": {"mode": "menu", "rounds": 1},
        "models": [f"openai-compatible:faulty@{base_url}"],
        "seeds": list(range(seeds)),
    }
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(sweep))
    return path


def _store_rows(store: Path) -> list[tuple[str, str, str, int, bytes]]:
    with sqlite3.connect(store) as db:
        return db.execute(
            "SELECT run_id, status, error, attempts, transcript FROM runs ORDER BY idx"
        ).fetchall()


def _export(store: Path, level: str) -> pd.DataFrame:
    out = store.with_suffix(f".{level}.csv")
    result = _run(["experiment", "export", str(store), "--level", level, "--output", str(out)])
    assert result.exit_code == 0, result.output
    # When, where and after how many tries a run executed is not its result: the rest must be
    # equal.
    how = ["started", "duration_s", "worker", "attempts"]
    return pd.read_csv(out).drop(columns=how, errors="ignore")


def test_a_sweep_survives_a_misbehaving_provider_and_a_rerun_completes_it(
    tmp_path: Path,
) -> None:
    """The issue's done-when: 20 % 429s, 5 % 500s, 2 % hangs, 10 % malformed bodies; 50 runs;
    then the same sweep into a new, empty store, answered wholly by the response cache."""
    store = tmp_path / "results.sqlite"
    cache = tmp_path / "responses.sqlite3"
    rates = {"429": 0.20, "500": 0.05, "hang": 0.02, "truncate": 0.05, "nonjson": 0.05}
    env = {"OPENAI_API_KEY": SECRET}
    transport = ["--timeout", "1", "--backoff", "0.01", "--no-progress", "--cache", str(cache)]
    options = [*transport, "--out", str(store)]
    with FaultyServer(rates=rates, seed=19, retry_after=0.02, hang_seconds=30) as server:
        sweep = _sweep(tmp_path, server.base_url, 50)
        # Few attempts at first, so that some runs give up on the provider.
        first = _run(["experiment", "run", str(sweep), *options, "--attempts", "3"], env)
        rows = _store_rows(store)
        assert len(rows) == 50
        status = Counter(r[1] for r in rows)
        assert status["failed"] > 0 and status["finished"] > 0, status  # both happened
        assert first.exit_code == 1, first.output
        for _, state, error, _, transcript in rows:
            assert state in ("finished", "failed")
            if state == "failed":  # with the reason: status code or timeout, attempts
                assert "3 of 3 attempts failed" in error, error
                assert any(k in error for k in ("HTTP 429", "HTTP 500", "timed out", "malformed"))
                assert transcript == b""
        finished_before = {r[0]: r[4] for r in rows if r[1] == "finished"}
        # `experiment status` groups the failures by what went wrong, not by who met it: one
        # fault met by the mediator and by an agent is one reason.
        from fairagents.experiments._store import failure_reason

        failed = [r[2] for r in rows if r[1] == "failed"]
        status = _run(["experiment", "status", str(store), "--json"])
        grouped = {e["error"]: e["runs"] for e in json.loads(status.stdout)["errors"]}
        assert sum(grouped.values()) == len(failed)
        assert grouped == Counter(failure_reason(e) for e in failed)
        assert not any("failed for" in e or e.startswith("BackendError") for e in grouped)
        calls_before = len(server.requests)
        faults_seen = server.faults()

        again = _run(["experiment", "run", str(sweep), *options, "--attempts", "12"], env)
        assert again.exit_code == 0, again.output
        assert f"{len(finished_before)} already done" in again.stderr
        calls_after = len(server.requests)

        # The same sweep into a new, empty store, the provider still misbehaving: every request
        # is answered by the response cache, so not one reaches the server.
        replayed = tmp_path / "replayed.sqlite"
        third = _run(["experiment", "run", str(sweep), *transport, "--out", str(replayed)], env)
        assert third.exit_code == 0, third.output
        assert len(server.requests) == calls_after  # zero model calls
    said = " ".join(third.stdout.split())  # the summary wraps at the terminal's width
    assert "50 finished, 0 failed" in said and " 0 model calls, " in said, said
    rows = _store_rows(store)
    assert Counter(r[1] for r in rows) == {"finished": 50}
    for run_id, _, _, attempts, transcript in rows:
        if run_id in finished_before:  # never repeated: the same transcript, recorded once
            assert (attempts, transcript) == (1, finished_before[run_id])
        else:
            assert attempts == 2
        # No ballot twice: one per agent and round in each run's transcript.
        events = [json.loads(x) for x in zlib.decompress(transcript).decode().splitlines()]
        ballots = Counter((e["agent"], e["round"]) for e in events if e["kind"] == "ballot")
        assert ballots and set(ballots.values()) == {1}, ballots
    with sqlite3.connect(store) as db:
        dupes = db.execute(
            "SELECT COUNT(*) FROM (SELECT run_id, round, who FROM subjects "
            "GROUP BY run_id, round, who HAVING COUNT(*) > 1)"
        ).fetchone()
    assert dupes == (0,)
    # Every fault kind asked for was served, and the second sweep asked only for the failed runs.
    assert {"429", "500", "hang", "truncate", "nonjson"} <= set(faults_seen)
    assert calls_after > calls_before
    # The key reached the server and nothing else: store, output, cache.
    assert server.requests[0].headers["authorization"] == f"Bearer {SECRET}"
    assert SECRET.encode() not in store.read_bytes()
    assert SECRET not in first.output + again.output
    assert cache.exists() and SECRET.encode() not in cache.read_bytes()
    assert SECRET not in third.output
    assert Counter(r[1] for r in _store_rows(replayed)) == {"finished": 50}
    # Byte for byte the transcripts of the first store, so its exported results too.
    assert {r[0]: r[4] for r in _store_rows(replayed)} == {r[0]: r[4] for r in rows}
    for level in ("subjects", "runs"):
        pd.testing.assert_frame_equal(_export(store, level), _export(replayed, level))


def test_the_key_never_reaches_a_file_a_log_or_the_store(tmp_path: Path) -> None:
    """A provider that echoes the key in its error (401) and one that fails at random."""
    env = {"OPENAI_API_KEY": SECRET}
    store = tmp_path / "results.sqlite"
    out = tmp_path / "run"
    with FaultyServer(script=["401"], rates={"500": 0.3, "reset": 0.1}, seed=3) as server:
        single = _run(
            [
                "run", str(EXAMPLES / "scenarios" / "triage.yaml"),
                "--model", f"openai-compatible:faulty@{server.base_url}",
                "--rounds", "1", "--no-passages", "--out", str(out), "--backoff", "0.01",
            ],
            env,
        )  # fmt: skip
        assert single.exit_code == 1  # the 401 is not retried: the run fails
        server.set_faults(script=["401"], rates={"500": 0.3, "reset": 0.1})
        sweep = _sweep(tmp_path, server.base_url, 4, name="keys")
        swept = _run(
            ["experiment", "run", str(sweep), "--out", str(store), "--backoff", "0.01"], env
        )
        assert all(r.headers["authorization"] == f"Bearer {SECRET}" for r in server.requests)
    errors = [json.loads((out / "run.json").read_text())["error"]]
    errors += [r[2] for r in _store_rows(store) if r[1] == "failed"]
    assert any("Incorrect API key provided: sk-***" in e for e in errors), errors
    for path in [*out.rglob("*"), store]:
        if path.is_file():
            assert SECRET.encode() not in path.read_bytes(), path
    for text in (single.output, single.stderr, swept.output, swept.stderr):
        assert SECRET not in text


@given(
    agent=st.text(st.characters(blacklist_characters="'\n"), min_size=1, max_size=12),
    round_=st.integers(0, 20),
    kind=st.sampled_from(["BackendError", "BallotError", "TransportError"]),
)
def test_who_met_a_fault_does_not_split_its_reason(agent: str, round_: int, kind: str) -> None:
    from fairagents.experiments._store import failure_reason

    inner = "model m at http://h/v1: 3 of 3 attempts failed; the last: HTTP 429 (rate_limit)"
    for who in (f"agent {agent!r}", "the mediator"):
        wrapped = f"{kind}: model m at http://h/v1 failed for {who}, round {round_}: {inner}"
        assert failure_reason(wrapped) == inner == failure_reason(f"TransportError: {inner}")


def test_status_groups_failed_runs_by_reason_not_by_who_met_it(tmp_path: Path) -> None:
    from fairagents.experiments import ResultsStore, StoredRun

    inner = "model m at http://h/v1: 2 of 2 attempts failed; the last: HTTP 500 (server_error)"
    errors = [
        f"BackendError: model m at http://h/v1 failed for agent 'ann', round 0: {inner}",
        f"BackendError: model m at http://h/v1 failed for the mediator, round 1: {inner}",
        f"TransportError: {inner}",
        # the same fault, its earlier attempts having met other faults than in the others
        f"TransportError: {inner}; before it: 1x HTTP 500 (server_error)",
        f"BackendError: model m at http://h/v1 failed for agent 'bo', round 2: {inner}; "
        "before it: 1x timeout",
        "ValueError: something else",
    ]
    with ResultsStore(tmp_path / "s.sqlite") as store:
        for i, error in enumerate(errors):
            store.record(
                StoredRun(
                    run_id=f"r{i}", sweep="s", index=i, case="c", labels={}, status="failed",
                    error=error, started="", duration_s=0, worker="w",
                )
            )  # fmt: skip
        assert store.status().errors == ((inner, 5), ("something else", 1))
        stored = {r["error"] for r in store.run_rows()}
        assert errors[4] in stored  # the run's own error keeps what the earlier attempts met


# -- settings --------------------------------------------------------------------------------


def test_transport_settings_live_in_the_scenario_and_do_not_change_run_ids() -> None:
    from fairagents.experiments import expand, parse_sweep
    from fairagents.scenarios import load_scenario, parse_scenario

    scenario = load_scenario(EXAMPLES / "scenarios" / "triage.yaml")
    data = scenario.model_dump(mode="json") | {"transport": {"timeout": 7, "max_rpm": 60}}
    tuned = parse_scenario(data, "test")
    assert (tuned.transport.timeout, tuned.transport.max_rpm) == (7.0, 60.0)
    with pytest.raises(InputError, match=r"transport\.timeout"):
        parse_scenario(data | {"transport": {"timeout": 0}}, "test")
    with pytest.raises(InputError, match=r"transport\.retries"):
        parse_scenario(data | {"transport": {"retries": 3}}, "test")  # a typo is refused

    from fairagents.experiments._grid import run_id

    assert run_id(tuned, 0) == run_id(scenario, 0)  # a rerun with other settings resumes
    sweep = parse_sweep({"id": "s", "scenarios": [str(EXAMPLES / "scenarios" / "triage.yaml")]})
    assert [r.run_id for r in expand(sweep).runs] == [run_id(scenario, 0)]


def test_the_scenarios_transport_reaches_the_model_and_options_override_it(
    tmp_path: Path,
) -> None:
    from fairagents.graph import Deliberation
    from fairagents.scenarios import load_scenario

    scenario = load_scenario(EXAMPLES / "scenarios" / "triage.yaml")
    scenario = scenario.model_copy(
        update={
            "model": "openai-compatible:m@http://127.0.0.1:9/v1",
            "transport": TransportSpec(timeout=3, attempts=2),
        }
    )
    model = Deliberation(scenario).models["mediator"]
    found = transport_of(model)
    assert found is not None and (found.spec.timeout, found.spec.attempts) == (3.0, 2)
    assert model.request_timeout == 3.0


@given(rpm=st.floats(1, 1e6), n=st.integers(2, 30))
def test_the_rpm_limit_spaces_every_reserved_start(rpm: float, n: int) -> None:
    from fairagents.llm._transport import Endpoint

    endpoint = Endpoint("http://x/v1", max_concurrency=None, max_rpm=rpm)
    before = time.monotonic()
    starts = [endpoint.reserve() for _ in range(n)]
    assert starts[0] >= before
    # Spaced by the interval, up to the float rounding of adding it to a clock value.
    assert all(b - a >= 60 / rpm * (1 - 1e-9) - 1e-9 for a, b in itertools.pairwise(starts))
