"""The response cache (`fairagents.llm._cache`) measured, and LangChain's SQLiteCache beside it.

1. **Lookup and store time** of one reply (a ballot-sized ``AIMessage`` with usage), 2,000
   of each: ours (one SQLite table, WAL) against ``langchain_community.cache.SQLiteCache``
   (SQLAlchemy over SQLite, LangChain's serialized generations), each on a fresh file.
2. **Concurrent writers**: 4 processes, started together, each storing the same 300 keys with
   its own replies (what threads and processes of one sweep do when their runs share requests):
   errors, rows kept, whether the workers agree on every key's reply, ``integrity_check``.
3. **Rerun from the cache**: a 4-run sweep (triage, two rules, two repetitions, two rounds)
   against a loopback OpenAI-compatible server that samples a reply per request after a fixed
   latency (0 ms, then 100 ms — an API's order), first into an empty store and cache, then into
   a new store with the warm cache: wall time, and requests that reached the server.

Run: ``python bench/run.py response_cache``.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TRIAGE = ROOT / "examples" / "scenarios" / "triage.yaml"
REPLY = json.dumps({"ranking": ["p3", "p1", "p2", "p4"], "argument": "p3 is the worst off; " * 6})


def _message() -> Any:
    from langchain_core.messages import AIMessage

    return AIMessage(
        content=REPLY,
        response_metadata={"finish_reason": "stop", "model_name": "m"},
        usage_metadata={"input_tokens": 812, "output_tokens": 64, "total_tokens": 876},
    )


def _per_op(fn: Callable[[int], Any], n: int) -> float:
    start = time.perf_counter()
    for i in range(n):
        fn(i)
    return (time.perf_counter() - start) / n * 1e6


def lookup_store(n: int = 2000) -> None:
    from langchain_community.cache import SQLiteCache
    from langchain_core.outputs import ChatGeneration

    from fairagents.llm._cache import ResponseCache

    message = _message()
    with tempfile.TemporaryDirectory() as tmp:
        ours = ResponseCache(Path(tmp) / "ours.sqlite3")
        theirs = SQLiteCache(str(Path(tmp) / "langchain.db"))
        generation = [ChatGeneration(message=message)]
        llm = "x" * 600  # LangChain's llm_string: the model's serialized kwargs, ~0.6 kB
        rows = [
            ("ours: store", _per_op(lambda i: ours.put(f"k{i}", message, model="m"), n)),
            ("ours: lookup (hit)", _per_op(lambda i: ours.get(f"k{i}"), n)),
            ("ours: lookup (miss)", _per_op(lambda i: ours.get(f"none{i}"), n)),
            ("SQLiteCache: update", _per_op(lambda i: theirs.update(f"p{i}", llm, generation), n)),
            ("SQLiteCache: lookup (hit)", _per_op(lambda i: theirs.lookup(f"p{i}", llm), n)),
            ("SQLiteCache: lookup (miss)", _per_op(lambda i: theirs.lookup(f"q{i}", llm), n)),
        ]
        sizes = {p.name: p.stat().st_size for p in Path(tmp).iterdir()}
    for label, us in rows:
        print(f"  {label:28s} {us:8.1f} µs")
    print(f"  files after {n} replies: {sizes}")


def _ours_writer(path: str, worker: int, keys: int, barrier: Any) -> tuple[int, list[str]]:
    from langchain_core.messages import AIMessage

    from fairagents.llm._cache import ResponseCache

    cache = ResponseCache(path)
    barrier.wait()
    kept, errors = [], 0
    for i in range(keys):
        try:
            kept.append(cache.put(f"k{i}", AIMessage(content=f"w{worker}-{i}"), model="m").text)
        except Exception:
            errors += 1
    return errors, kept


def _langchain_writer(path: str, worker: int, keys: int, barrier: Any) -> tuple[int, list[str]]:
    from langchain_community.cache import SQLiteCache
    from langchain_core.messages import AIMessage
    from langchain_core.outputs import ChatGeneration

    cache = SQLiteCache(path)
    barrier.wait()
    kept, errors = [], 0
    for i in range(keys):
        try:
            cache.update(f"p{i}", "llm", [ChatGeneration(message=AIMessage(content=f"w{worker}"))])
        except Exception as exc:  # what a sweep's worker would see
            errors += 1
            if errors == 1:
                print(f"    worker {worker}: {type(exc).__name__}: {str(exc)[:90]}")
    for i in range(keys):
        got = cache.lookup(f"p{i}", "llm")
        kept.append(got[0].text if got else "")
    return errors, kept


def concurrent(workers: int = 4, keys: int = 300) -> None:
    import sqlite3

    # fork: `bench/run.py` loads this file under a name spawned children could not import
    ctx = multiprocessing.get_context("fork")
    for label, writer, table in (
        ("ours", _ours_writer, "responses"),
        ("SQLiteCache", _langchain_writer, "full_llm_cache"),
    ):
        with tempfile.TemporaryDirectory() as tmp:
            path = str(Path(tmp) / "shared.sqlite3")
            if writer is _langchain_writer:
                from langchain_community.cache import SQLiteCache

                SQLiteCache(path)  # tables created before the race, as one parent would
            with ctx.Manager() as manager:
                barrier = manager.Barrier(workers)
                start = time.perf_counter()
                with ctx.Pool(workers) as pool:
                    out = pool.starmap(writer, [(path, w, keys, barrier) for w in range(workers)])
                elapsed = time.perf_counter() - start
            conn = sqlite3.connect(path)
            rows = conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            ok = conn.execute("PRAGMA integrity_check").fetchone()[0]
            mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
            conn.close()
        errors = sum(e for e, _ in out)
        agree = sum(len({kept[i] for _, kept in out}) == 1 for i in range(keys))
        print(
            f"  {label:12s} {workers}×{keys} stores: {errors} errors, {rows} rows, workers agree "
            f"on {agree}/{keys} keys, integrity {ok}, journal {mode}, {elapsed:.1f} s"
        )


class _Server:
    """A loopback OpenAI-compatible server: a random reply satisfying the schema, after a delay."""

    def __init__(self, latency: float) -> None:
        from fairagents.llm._scripted import schema_instance

        self.requests = 0
        lock, draw, server = threading.Lock(), random.Random(), self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                schema = (body.get("response_format") or {}).get("schema")
                time.sleep(latency)
                with lock:
                    server.requests += 1
                    text = json.dumps(schema_instance(schema, draw)) if schema else "a summary"
                data = json.dumps(
                    {
                        "id": "x",
                        "object": "chat.completion",
                        "created": 0,
                        "model": body["model"],
                        "choices": [
                            {
                                "index": 0,
                                "message": {"role": "assistant", "content": text},
                                "finish_reason": "stop",
                            }
                        ],
                        "usage": {"prompt_tokens": 9, "completion_tokens": 5, "total_tokens": 14},
                    }
                ).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()


def rerun(latency: float) -> None:
    import yaml

    from fairagents.experiments import run_sweep_file

    server = _Server(latency)
    with tempfile.TemporaryDirectory() as tmp:
        sweep = Path(tmp) / "served.yaml"
        sweep.write_text(
            yaml.safe_dump(
                {
                    "id": "served",
                    "scenarios": [str(TRIAGE)],
                    "models": [f"openai-compatible:m@{server.url}"],
                    "rules": ["borda", "copeland"],
                    "protocol": {"rounds": 2},
                    "repetitions": 2,
                }
            )
        )
        cache = Path(tmp) / "responses.sqlite3"
        times = []
        for store in ("first", "again"):
            before = server.requests
            start = time.perf_counter()
            counts = run_sweep_file(sweep, Path(tmp) / f"{store}.sqlite", cache=cache)
            times.append(time.perf_counter() - start)
            print(
                f"  latency {latency * 1000:3.0f} ms, {store:5s}: {times[-1]:6.2f} s, "
                f"{counts.finished} runs, {server.requests - before} requests to the server"
            )
        print(f"  rerun / original: {times[1] / times[0]:.2f}")
    server.httpd.shutdown()


def main() -> None:
    sys.path.insert(0, str(ROOT / "src"))
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    print("1. lookup and store, one reply:")
    lookup_store()
    print("2. concurrent writers from processes:")
    concurrent()
    print("3. a sweep rerun from the cache:")
    for latency in (0.0, 0.1):
        rerun(latency)


if __name__ == "__main__":
    main()
