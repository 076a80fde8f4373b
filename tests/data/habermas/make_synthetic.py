"""Writes ``candidate_comparisons.parquet``: a small synthetic file with the columns of the
Habermas Machine's ``hm_all_candidate_comparisons.parquet`` (as its release documents them),
for the reader's tests. Every text and number is invented here; nothing is from the release.

Run from the repository root: ``python tests/data/habermas/make_synthetic.py``.
"""

from __future__ import annotations

import random
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

HERE = Path(__file__).parent

QUESTIONS = {
    "launch-a": "Should the town ban cars from the old centre on weekends?",
    "launch-b": "Should homework be limited in primary schools?",
}
OPINIONS = [
    "Yes: the centre is for people, and the shops would gain walkers.",
    "No: older residents and deliveries need to drive in.",
    "Only in summer, with exceptions for residents and disabled drivers.",
    "Try it for a year and measure air quality and trade.",
]
STATEMENTS = [
    "We support a weekend ban with exemptions for residents and disabled drivers.",
    "We oppose a ban; better parking and slower speeds would do.",
    "We support a one-year weekend trial, judged on air quality and trade.",
    "We support a summer-only ban, with deliveries before ten.",
]
REVISED = [
    "We support a one-year weekend trial with exemptions for residents, disabled drivers and "
    "early deliveries, judged on air quality and trade.",
    "We support a one-year weekend trial, judged on air quality and trade.",
]


def rows() -> list[dict[str, object]]:
    rng = random.Random(2024)
    out: list[dict[str, object]] = []
    for launch, question in QUESTIONS.items():
        workers = [f"{launch}-w{k}" for k in range(1, 5)]
        for index, texts in enumerate((STATEMENTS, REVISED)):
            ids = [f"{launch}-i{index}-s{k}" for k in range(1, len(texts) + 1)]
            for n, worker in enumerate(workers):
                order = ids[:]
                rng.shuffle(order)
                ranks = list(range(len(order)))
                if index == 0 and n == 0:
                    ranks[2] = ranks[1]  # a tie, as the release allows
                out.append(
                    {
                        "monotonic_timestamp": 1_700_000_000 + len(out),
                        "launch_id": launch,
                        "round_id": f"{launch}-round-1",
                        "iteration_index": index,
                        "worker_id": worker,
                        "question.text": question,
                        "question.id": f"{launch}-q",
                        "own_opinion.text": OPINIONS[n],
                        "candidates.metadata.id": ids,
                        "candidates.text": list(texts),
                        "rankings.candidate_ids": order,
                        "rankings.numerical_ranks": ranks,
                        "critique.text": ("Add the deliveries." if index == 0 and n % 2 else None),
                        "top_candidate.text": texts[0],
                    }
                )
    return out


if __name__ == "__main__":
    pq.write_table(pa.Table.from_pylist(rows()), HERE / "candidate_comparisons.parquet")
