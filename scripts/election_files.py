"""Synthetic election files of any size: a city-scale Pabulib approval election and a PrefLib
``.soc`` file, written in chunks (the writer never holds the file).

``tests/test_formats_scale.py`` reads a ≥ 200 MB file written here in a process of its own to
check peak memory; ``bench/elections.py`` times our readers against pabutools' and
preflibtools' on smaller ones. Votes are drawn once into a pool of distinct ballots (fixed seed)
and voters pick from the pool, so writing costs a few seconds for millions of voters; the
approvals of a ballot are listed in random order, as voters clicked them in real files.

Usage: ``python scripts/election_files.py pb|soc|soi PATH MEGABYTES``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

__all__ = ["write_approval_pb", "write_soc"]

_POOL = 20_000  # distinct ballots voters pick from
_CHUNK = 200_000  # voters written at once


def write_approval_pb(
    path: Path, megabytes: float, *, projects: int = 150, most: int = 15, seed: int = 1
) -> int:
    """Write a Pabulib approval election of about ``megabytes`` MB to ``path``: ``projects``
    projects, each voter approving 1 to ``most`` of them; returns the number of voters."""
    rng = np.random.default_rng(seed)
    pool = []
    for _ in range(_POOL):
        k = int(rng.integers(1, most + 1))
        pool.append(",".join(str(int(p) + 1) for p in rng.choice(projects, k, replace=False)))
    costs = rng.integers(50, 400, projects) * 1_000
    head = [
        "META",
        "key;value",
        "description;synthetic city-wide election",
        "country;Nowhere",
        "unit;Nowhere",
        "instance;2024",
        f"num_projects;{projects}",
        f"num_votes;{' ' * 12}",  # filled in once the votes are written
        f"budget;{int(costs.sum() // 5)}",
        "vote_type;approval",
        "PROJECTS",
        "project_id;cost;name",
        *(f"{j + 1};{int(c)};Project {j + 1}" for j, c in enumerate(costs)),
        "VOTES",
        "voter_id;vote",
    ]

    def chunk(first: int) -> str:
        picks = rng.integers(0, _POOL, _CHUNK).tolist()
        return "".join(f"{first + i + 1};{pool[p]}\n" for i, p in enumerate(picks))

    voters = _write(path, head, megabytes, chunk)
    text = path.read_bytes()[:4096].decode("utf-8")  # the header, to fill in num_votes
    at = text.index("num_votes;") + len("num_votes;")
    with path.open("r+b") as handle:
        handle.seek(at)
        handle.write(f"{voters:<12}".encode())
    return voters


def write_soc(
    path: Path, megabytes: float, *, alternatives: int = 10, seed: int = 1, complete: bool = True
) -> int:
    """Write a PrefLib ``.soc`` file of about ``megabytes`` MB (random strict orders, counts 1
    to 5; orders may repeat, as in a file of one order per voter), or with ``complete=False`` a
    ``.soi`` one (each order cut after 1 to all alternatives); returns the order lines."""
    rng = np.random.default_rng(seed)
    pool = []
    for _ in range(_POOL):
        order = rng.permutation(alternatives)[
            : alternatives if complete else rng.integers(1, alternatives + 1)
        ]
        pool.append(",".join(str(int(a) + 1) for a in order))
    kind = "soc" if complete else "soi"
    head = [
        f"# FILE NAME: synthetic.{kind}",
        f"# DATA TYPE: {kind}",
        f"# NUMBER ALTERNATIVES: {alternatives}",
        *(f"# ALTERNATIVE NAME {i}: c{i}" for i in range(1, alternatives + 1)),
    ]

    def chunk(_: int) -> str:
        picks = rng.integers(0, _POOL, _CHUNK).tolist()
        counts = rng.integers(1, 6, _CHUNK).tolist()
        return "".join(f"{c}: {pool[p]}\n" for c, p in zip(counts, picks, strict=True))

    return _write(path, head, megabytes, chunk)


def _write(path: Path, head: list[str], megabytes: float, chunk: Callable[[int], str]) -> int:
    """``head``, then chunks of ``_CHUNK`` lines (``chunk(lines so far)``) until the file holds
    ``megabytes`` MB; returns the lines after the head."""
    target, lines = int(megabytes * 1e6), 0
    with path.open("w", encoding="utf-8", newline="\n") as handle:
        handle.write("\n".join(head) + "\n")
        written = handle.tell()
        while written < target:
            text = chunk(lines)
            handle.write(text)
            written += len(text)
            lines += _CHUNK
    return lines


if __name__ == "__main__":
    kind, where, size = sys.argv[1:4]
    if kind == "pb":
        print(write_approval_pb(Path(where), float(size)))
    else:
        print(write_soc(Path(where), float(size), complete=kind == "soc"))
