"""A sweep against a misbehaving provider vs a well-behaved one: what the retry layer costs.

The same sweep (triage, menu mode, one round: two ballots and a mediator's summary a debate,
model ``openai-compatible:`` on loopback, 16 threads as a sweep of API models runs) against
:class:`tests._faulty_server.FaultyServer`:

1. **clean**: every request answered;
2. **faulty**: the issue's mix — 20 % 429 (``Retry-After: 0.1``), 5 % 500, 2 % hangs, 5 %
   truncated and 5 % non-JSON bodies — with a 0.5 s timeout and 0.05 s first backoff.

Both at two model latencies: 0 (the server answers at once: the client stack's own cost) and
0.2 s a reply (a short model answer). Reported: wall time, debates/s, requests sent, the ratio
faulty/clean, and runs failed (a request given up after 6 attempts). The wait a fault costs is
the provider's (Retry-After, the timeout), so the ratio says how much of a sweep's time a
provider's bad hour takes. Run: ``python bench/run.py provider``.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

RUNS = 60
FAULTS = {"429": 0.20, "500": 0.05, "hang": 0.02, "truncate": 0.05, "nonjson": 0.05}


def sweep_once(rates: dict[str, float], latency: float, folder: Path) -> dict[str, float]:
    from tests._faulty_server import FaultyServer

    from fairagents.experiments import ResultsStore, expand, load_sweep, make_backend, run_sweep
    from fairagents.llm._specs import TransportSpec

    spec = TransportSpec(timeout=0.5, backoff=0.05, max_backoff=1.0)
    with FaultyServer(
        rates=rates, seed=7, retry_after=0.1, hang_seconds=30, latency=latency
    ) as server:
        path = folder / f"sweep-{len(list(folder.iterdir()))}.json"
        path.write_text(
            json.dumps(
                {
                    "id": "provider",
                    "scenarios": [str(ROOT / "examples" / "scenarios" / "triage.yaml")],
                    "protocol": {"mode": "menu", "rounds": 1},
                    "models": [f"openai-compatible:faulty@{server.base_url}"],
                    "seeds": list(range(RUNS)),
                }
            )
        )
        expansion = expand(load_sweep(path))
        runs = tuple(
            r.model_copy(update={"scenario": r.scenario.model_copy(update={"transport": spec})})
            for r in expansion.runs
        )
        expansion = expansion.model_copy(update={"runs": runs})
        began = time.perf_counter()
        with ResultsStore(path.with_suffix(".sqlite")) as store, make_backend("local") as backend:
            counts = run_sweep(expansion, store, backend)
        wall = time.perf_counter() - began
        served = Counter(r.fault for r in server.requests)
    return {
        "wall": wall,
        "rate": RUNS / wall,
        "requests": sum(served.values()),
        "faults": sum(n for f, n in served.items() if f != "ok"),
        "failed": counts.failed,
    }


def main() -> None:
    # Warm the stack (imports, the first client) outside the timed sweeps.
    with tempfile.TemporaryDirectory() as tmp:
        sweep_once({}, 0.0, Path(tmp))
    print(f"{RUNS} debates (triage, menu, 1 round), 16 threads, openai-compatible on loopback")
    print(f"{'latency':>8} {'server':>7} {'wall s':>7} {'deb/s':>6} {'requests':>8} "
          f"{'faults':>6} {'failed':>6} {'vs clean':>8}")  # fmt: skip
    for latency in (0.0, 0.2):
        with tempfile.TemporaryDirectory() as tmp:
            clean = sweep_once({}, latency, Path(tmp))
            faulty = sweep_once(FAULTS, latency, Path(tmp))
        for name, row in (("clean", clean), ("faulty", faulty)):
            print(
                f"{latency:>8.1f} {name:>7} {row['wall']:>7.2f} {row['rate']:>6.1f} "
                f"{row['requests']:>8.0f} {row['faults']:>6.0f} {row['failed']:>6.0f} "
                f"{row['wall'] / clean['wall']:>7.2f}x"
            )


if __name__ == "__main__":
    main()
