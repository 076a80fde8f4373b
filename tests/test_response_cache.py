"""The response cache: keys, the shared SQLite file, and a finished sweep replayed with no calls.

The end-to-end tests talk to a real HTTP server on loopback that speaks OpenAI's chat
completions and *samples* (:class:`tests._faulty_server.FaultyServer` with ``sampled=True``):
each request gets a fresh random reply that satisfies the request's schema, so a rerun that
reached the server would differ, and one replayed from the cache must match byte for byte. The
server counts the requests it answered.
"""

from __future__ import annotations

import json
import multiprocessing
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.experiments import load_results
from fairagents.graph import Deliberation
from fairagents.llm import BallotStats, make_model
from fairagents.llm._cache import (
    CacheSession,
    ResponseCache,
    cacheable,
    default_cache_path,
    open_cache,
    request_key,
)
from fairagents.scenarios import load_scenario

from ._faulty_server import FaultyServer
from .conftest import EXAMPLES

TRIAGE = EXAMPLES / "scenarios" / "triage.yaml"
runner = CliRunner()

# --- a sampling server that counts ------------------------------------------------------------


@pytest.fixture
def server() -> Iterator[FaultyServer]:
    """OpenAI chat completions on loopback: a fresh random schema-satisfying reply a request."""
    with FaultyServer(sampled=True) as s:
        yield s


def fairagents(*args: object) -> Any:
    return runner.invoke(app, [str(a) for a in args])


# --- keys --------------------------------------------------------------------------------------

ASK = [SystemMessage(content="you are ann"), HumanMessage(content="rank a, b, c")]
OPTIONS: dict[str, Any] = {"extra_body": {"max_tokens": 64, "response_format": {"type": "x"}}}


def served(url: str = "http://127.0.0.1:9/v1", **params: Any) -> Any:
    return make_model(f"openai-compatible:m@{url}", **params)


@given(
    st.sampled_from(["http://10.0.0.1:8000/v1", "http://replica-2:9000/v1", "https://h/v1"]),
    st.text(min_size=1, max_size=20),
    st.floats(min_value=1, max_value=600),
)
def test_the_key_is_the_same_on_every_replica_whatever_the_key_or_timeout(
    url: str, api_key: str, timeout: float
) -> None:
    one = served()
    other = served(url, api_key=api_key, timeout=timeout)
    assert request_key(one, ASK, OPTIONS) == request_key(other, ASK, OPTIONS)


CHANGES: list[tuple[str, dict[str, Any], list[Any], dict[str, Any]]] = [
    ("temperature", {"temperature": 0.5}, ASK, OPTIONS),
    ("seed", {"seed": 1}, ASK, OPTIONS),
    ("max_tokens", {"max_tokens": 100}, ASK, OPTIONS),
    ("top_p", {"top_p": 0.5}, ASK, OPTIONS),
    ("a message", {}, [*ASK[:1], HumanMessage(content="rank a, b")], OPTIONS),
    ("a message's type", {}, [HumanMessage(content="you are ann"), ASK[1]], OPTIONS),
    ("one more turn", {}, [*ASK, AIMessage(content="a"), HumanMessage(content="again")], OPTIONS),
    ("the per-call budget", {}, ASK, {"extra_body": {"max_tokens": 65}}),
    ("the schema", {}, ASK, {"extra_body": {**OPTIONS["extra_body"], "response_format": {}}}),
]


@pytest.mark.parametrize(("what", "params", "messages", "options"), CHANGES)
def test_the_key_changes_with_everything_that_shapes_a_reply(
    what: str, params: dict[str, Any], messages: list[Any], options: dict[str, Any]
) -> None:
    assert request_key(served(), ASK, OPTIONS) != request_key(served(**params), messages, options)


def test_another_model_name_or_openai_itself_is_another_key() -> None:
    other = make_model("openai-compatible:n@http://127.0.0.1:9/v1")
    openai = make_model("openai:m", api_key="sk-test")
    keys = {request_key(m, ASK, OPTIONS) for m in (served(), other, openai)}
    assert len(keys) == 3


def test_message_ids_do_not_change_the_key() -> None:
    with_ids = [m.model_copy(update={"id": f"run-{i}"}) for i, m in enumerate(ASK)]
    assert request_key(served(), with_ids, OPTIONS) == request_key(served(), ASK, OPTIONS)


def test_only_served_and_embedded_models_are_cached() -> None:
    assert cacheable(served())
    assert cacheable(make_model("openai:m", api_key="sk-test"))
    assert not cacheable(make_model("scripted"))
    assert not cacheable(make_model("analytic"))


@given(st.integers(0, 3), st.lists(st.sampled_from(["ann", "bob"]), min_size=1, max_size=8))
def test_samples_are_keyed_by_repetition_and_occurrence_and_replay_in_order(
    repetition: int, agents: list[str]
) -> None:
    hot = served(temperature=0.8)
    cache = ResponseCache(Path("unused.sqlite3"))  # keys only: never opened

    def keys(session: CacheSession) -> list[str]:
        return [session.key(hot, ASK, OPTIONS, agent=a, round_=0) for a in agents]

    first = keys(CacheSession(cache, repetition=repetition))
    assert len(set(first)) == len(first)  # every draw its own entry, even the same agent's
    assert keys(CacheSession(cache, repetition=repetition)) == first  # a rerun replays them
    other = keys(CacheSession(cache, repetition=repetition + 1))
    assert not set(other) & set(first)  # another repetition: independent samples


@given(st.integers(0, 3), st.integers(1, 5))
def test_a_request_at_temperature_0_has_one_key(repetition: int, times: int) -> None:
    cold = served(temperature=0)
    session = CacheSession(ResponseCache(Path("unused.sqlite3")), repetition=repetition)
    keys = {session.key(cold, ASK, OPTIONS, agent="ann", round_=0) for _ in range(times)}
    assert keys == {request_key(cold, ASK, OPTIONS)}


def test_no_secret_reaches_the_cache_file(tmp_path: Path, server: FaultyServer) -> None:
    secret = "sk-do-not-store-" + "x" * 20
    model = make_model(f"openai-compatible:m@{server.base_url}", api_key=secret)
    stats = BallotStats(cache=CacheSession(ResponseCache(tmp_path / "c.sqlite3")))
    from fairagents.llm import request_ballot

    request_ballot(model, [], ["a", "b"], agent="ann", round=0, stats=stats)
    assert server.completions == 1
    data = b"".join(p.read_bytes() for p in tmp_path.iterdir())
    assert secret.encode() not in data
    assert server.base_url.encode() not in data  # nor which replica answered


# --- the file ----------------------------------------------------------------------------------


def test_the_default_file_is_under_the_cache_dir_and_tests_never_use_the_users(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, _own_response_cache: Path
) -> None:
    assert default_cache_path() == _own_response_cache  # conftest: one file per test
    monkeypatch.delenv("FAIRAGENTS_RESPONSE_CACHE")
    monkeypatch.setenv("FAIRAGENTS_CACHE_DIR", str(tmp_path))
    assert default_cache_path() == tmp_path / "responses.sqlite3"


def _writer(path: str, worker: int, keys: int, barrier: Any) -> list[str]:
    cache = ResponseCache(path)
    barrier.wait()  # every process writes at the same moment
    kept = []
    for i in range(keys):
        kept.append(cache.put(f"k{i}", AIMessage(content=f"w{worker}-{i}"), model="m").text)
        assert cache.get(f"k{i}") is not None
    return kept


def test_processes_writing_at_once_share_one_file_without_corruption(tmp_path: Path) -> None:
    path = str(tmp_path / "shared.sqlite3")
    workers, keys = 4, 300
    ctx = multiprocessing.get_context("spawn")
    with ctx.Manager() as manager:
        barrier = manager.Barrier(workers)
        with ctx.Pool(workers) as pool:
            kept = pool.starmap(_writer, [(path, w, keys, barrier) for w in range(workers)])
    # First writer wins and everyone goes on with its reply: all workers agree on every key.
    for i in range(keys):
        assert len({kept[w][i] for w in range(workers)}) == 1
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert conn.execute("SELECT count(*) FROM responses").fetchone() == (keys,)
    assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    stored = dict(conn.execute("SELECT key, reply FROM responses"))
    assert {json.loads(stored[f"k{i}"])["content"] for i in range(keys)} == set(kept[0])
    conn.close()


def test_an_unopenable_cache_file_is_a_one_line_error(tmp_path: Path) -> None:
    (tmp_path / "dir.sqlite3").mkdir()
    result = fairagents(
        "run", "triage", "--model", "openai-compatible:m@http://127.0.0.1:9/v1",
        "--cache", tmp_path / "dir.sqlite3", "--no-passages", "--out", tmp_path / "r",
    )  # fmt: skip
    assert result.exit_code != 0
    assert "response cache" in result.output and "Traceback" not in result.output


def test_cache_and_no_cache_together_are_refused(tmp_path: Path) -> None:
    result = fairagents("run", "triage", "--cache", tmp_path / "c", "--no-cache")
    assert result.exit_code == 2
    assert "contradict" in result.output


# --- runs and sweeps replayed ------------------------------------------------------------------


def test_a_rerun_of_fairagents_run_makes_no_model_call_and_writes_the_same_transcript(
    tmp_path: Path, server: FaultyServer
) -> None:
    model = f"openai-compatible:m@{server.base_url}"
    common = ("run", "triage", "--model", model, "--no-passages", "--rounds", "2", "--json")
    first = fairagents(*common, "--out", tmp_path / "one")
    assert first.exit_code == 0, first.output
    calls = server.completions
    stats = json.loads(first.stdout)["ballot_stats"]
    assert calls > 0 and stats["model_calls"] == calls and stats["cache_hits"] == 0
    again = fairagents(*common, "--out", tmp_path / "two")
    assert again.exit_code == 0, again.output
    assert server.completions == calls  # not one request reached the server
    stats = json.loads(again.stdout)["ballot_stats"]
    assert (stats["model_calls"], stats["cache_hits"]) == (0, calls)
    # the replayed replies' tokens are reported as made, and known to be free now
    assert stats["cached_tokens"] == sum(p + c for p, c in server.usage) > 0
    for name in ("transcript.jsonl", "outcome.json", "fairness.json"):
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes()
    fresh = fairagents(*common, "--out", tmp_path / "three", "--no-cache")
    assert fresh.exit_code == 0, fresh.output
    assert server.completions == 2 * calls  # the server samples: without the cache, new replies
    assert (tmp_path / "one" / "transcript.jsonl").read_bytes() != (
        tmp_path / "three" / "transcript.jsonl"
    ).read_bytes()


def _sweep(tmp_path: Path, url: str) -> Path:
    sweep = tmp_path / "served.yaml"
    sweep.write_text(
        yaml.safe_dump(
            {
                "id": "served",
                "scenarios": [str(TRIAGE)],
                "models": [f"openai-compatible:m@{url}"],
                "rules": ["borda", "copeland"],
                "protocol": {"rounds": 2},
                "repetitions": 2,
            }
        )
    )
    return sweep


def _transcripts(store: Path) -> dict[str, bytes]:
    conn = sqlite3.connect(store)
    rows = dict(conn.execute("SELECT run_id, transcript FROM runs WHERE status = 'finished'"))
    conn.close()
    return rows


def _export(store: Path, level: str) -> pd.DataFrame:
    out = store.with_suffix(f".{level}.csv")
    result = fairagents("experiment", "export", store, "--level", level, "--output", out)
    assert result.exit_code == 0, result.output
    # When and where a run executed is not its result; everything else must be equal.
    return pd.read_csv(out).drop(columns=["started", "duration_s", "worker"], errors="ignore")


def _frame(store: Path, level: Any) -> pd.DataFrame:
    return load_results(store, level=level).drop(
        columns=["started", "duration_s", "worker"], errors="ignore"
    )


def test_a_finished_sweep_run_into_a_new_store_makes_zero_calls_and_the_same_results(
    tmp_path: Path, server: FaultyServer
) -> None:
    sweep = _sweep(tmp_path, server.base_url)
    cache = tmp_path / "responses.sqlite3"
    first = fairagents("experiment", "run", sweep, "--out", tmp_path / "a.sqlite", "--cache", cache)
    assert first.exit_code == 0, first.output
    assert "4 finished, 0 failed" in first.stdout
    calls = server.completions
    # Repetitions at temperature 0 ask the same: the second may be answered from the first.
    made = int(first.stdout.split(" model calls, ")[0].split()[-1])
    hits = int(first.stdout.split(" model calls, ")[1].split()[0])
    assert calls > 0 and made == calls
    second = fairagents(
        "experiment", "run", sweep, "--out", tmp_path / "b.sqlite", "--cache", cache
    )
    assert second.exit_code == 0, second.output
    assert server.completions == calls  # zero model calls: every request a cache hit
    assert f"0 model calls, {calls + hits} answered from the response cache" in second.stdout
    a, b = _transcripts(tmp_path / "a.sqlite"), _transcripts(tmp_path / "b.sqlite")
    assert len(a) == 4 and a == b  # byte for byte
    for level in ("subjects", "runs"):  # what `experiment export` writes
        pd.testing.assert_frame_equal(
            _export(tmp_path / "a.sqlite", level), _export(tmp_path / "b.sqlite", level)
        )
    for level in ("agents", "rules"):  # and the rest of the store
        pd.testing.assert_frame_equal(
            _frame(tmp_path / "a.sqlite", level), _frame(tmp_path / "b.sqlite", level)
        )
    # A colleague with only the cache file: the same, elsewhere.
    theirs = tmp_path / "colleague" / "cache.sqlite3"
    theirs.parent.mkdir()
    shutil.copy(cache, theirs)
    third = fairagents(
        "experiment", "run", sweep, "--out", tmp_path / "c.sqlite", "--cache", theirs
    )
    assert third.exit_code == 0, third.output
    assert server.completions == calls
    assert _transcripts(tmp_path / "c.sqlite") == a


def test_the_two_repetitions_of_a_sampling_sweep_are_independent_samples(
    tmp_path: Path, server: FaultyServer
) -> None:
    cache = open_cache(tmp_path / "c.sqlite3")
    scenario = load_scenario(TRIAGE)

    def run(repetition: int) -> list[Any]:
        model = make_model(f"openai-compatible:m@{server.base_url}", temperature=0.9)
        deliberation = Deliberation(
            scenario, model=model, cache=CacheSession(cache, repetition=repetition)
        )
        state = deliberation.graph().compile().invoke({})
        return [b.ballot for b in state["ballots"].values()]

    zero = run(0)
    calls = server.completions
    one = run(1)
    assert server.completions == 2 * calls  # repetition 1 is drawn, not copied from 0
    assert zero != one
    assert run(0) == zero and run(1) == one  # and each replays as it was drawn
    assert server.completions == 2 * calls


def test_scripted_and_analytic_runs_store_nothing(tmp_path: Path) -> None:
    cache = tmp_path / "c.sqlite3"
    for model in ("scripted", "analytic"):
        result = fairagents(
            "run", "triage", "--model", model, "--no-passages", "--rounds", "1",
            "--out", tmp_path / model, "--cache", cache,
        )  # fmt: skip
        assert result.exit_code == 0, result.output
    assert not cache.exists()


@pytest.mark.llm
def test_the_embedded_model_replays_a_run_from_the_cache(tmp_path: Path) -> None:
    common = ("run", "triage", "--model", "local", "--no-passages", "--rounds", "1", "--json")
    cache = ("--cache", tmp_path / "c.sqlite3")
    first = fairagents(*common, *cache, "--out", tmp_path / "one")
    assert first.exit_code == 0, first.output
    made = json.loads(first.stdout)["ballot_stats"]
    assert made["model_calls"] > 0 and made["cache_hits"] == 0
    again = fairagents(*common, *cache, "--out", tmp_path / "two")
    assert again.exit_code == 0, again.output
    replayed = json.loads(again.stdout)["ballot_stats"]
    assert (replayed["model_calls"], replayed["cache_hits"]) == (0, made["model_calls"])
    served = ("model_calls", "cache_hits", "cached_tokens")  # how, not what: the rest is equal
    assert {k: v for k, v in replayed.items() if k not in served} == {
        k: v for k, v in made.items() if k not in served
    }
    one = (tmp_path / "one" / "transcript.jsonl").read_bytes()
    assert one == (tmp_path / "two" / "transcript.jsonl").read_bytes()


def test_worker_processes_share_the_cache_and_a_rerun_in_threads_replays_it(
    tmp_path: Path, server: FaultyServer
) -> None:
    from fairagents.experiments import LocalBackend, ResultsStore, expand, load_sweep, run_sweep

    path = _sweep(tmp_path, server.base_url)
    expansion = expand(load_sweep(path), base=path.parent)
    cache = tmp_path / "c.sqlite3"
    results = {}
    for store, kind in (("p.sqlite", "process"), ("t.sqlite", "thread")):
        with ResultsStore(tmp_path / store) as s, LocalBackend(2, kind) as backend:  # type: ignore[arg-type]
            counts = run_sweep(expansion, s, backend, cache=cache)
        assert counts.finished == 4
        results[kind] = server.completions
    assert results["process"] > 0 and results["thread"] == results["process"]
    assert _transcripts(tmp_path / "p.sqlite") == _transcripts(tmp_path / "t.sqlite")
    assert not Path(f"{cache}-wal").exists() or Path(f"{cache}-wal").stat().st_size == 0
