"""Retrieval: the top passages for a query, optionally diversified, with stable ids and citations.

:meth:`Retriever.retrieve` embeds the query (through the same cache as the corpus), asks Chroma
for the nearest chunks under a framework filter, and returns :class:`RetrievedPassage` objects
(a :class:`~fairagents.models.Passage` with provenance, so they go straight into a ballot
request). Each has the id agents cite in ballots (``rawls-03#0``: passage id ``#`` chunk index)
and a citation string.

With ``mmr=True`` it fetches ``fetch_k`` candidates and picks ``k`` of them by maximal marginal
relevance (Carbonell & Goldstein 1998): repeatedly the candidate maximizing
``λ·sim(query, d) − (1 − λ)·max_{s chosen} sim(d, s)``, so near-duplicates give way to passages
that add something. ``lambda_mult=1`` is plain top-k; ``0`` is maximal diversity.

Leaves out: building the index (:mod:`fairagents.rag._store`) and prompt formatting
(:mod:`fairagents.models._passage`).

Internal to :mod:`fairagents.rag`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray
from pydantic import Field

from fairagents.errors import CorpusError, InputError, ParameterError
from fairagents.models._passage import Passage
from fairagents.rag._embeddings import Embedder

if TYPE_CHECKING:
    from chromadb.api.models.Collection import Collection

__all__ = ["MAX_K", "RetrievedPassage", "Retriever", "check_retrieval", "mmr_select"]

MAX_K = 1_000
"""At most this many passages per query (and ten times as many MMR candidates)."""


def check_retrieval(*, k: int, fetch_k: int | None = None, lambda_mult: float = 0.5) -> None:
    """Raise :class:`ParameterError` unless ``k``, ``fetch_k`` and ``lambda_mult`` are usable.

    >>> check_retrieval(k=10**20)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.ParameterError: k must be an integer from 1 to 1,000, got 1000000000...
    """
    fetch = fetch_k if fetch_k is not None else k
    for name, value, most in (("k", k, MAX_K), ("fetch_k", fetch, 10 * MAX_K)):
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= most:
            raise ParameterError(f"{name} must be an integer from 1 to {most:,}, got {value!r:.40}")
    if fetch < k:
        raise ParameterError(f"fetch_k ({fetch}) must be at least k ({k})")
    if isinstance(lambda_mult, bool) or not 0.0 <= lambda_mult <= 1.0:
        raise ParameterError(f"lambda_mult must be in [0, 1], got {lambda_mult!r:.40}")


class RetrievedPassage(Passage):
    """A retrieved chunk with its provenance; ``id`` (``<passage id>#<chunk index>``, e.g.
    ``rawls-03#0``) is what a ballot cites, ``citation`` e.g. ``Rawls, A Theory of Justice
    (1971), §13``."""

    passage_id: str
    chunk: int = Field(ge=0)
    framework: str
    title: str
    score: float
    """Cosine similarity to the query (1 is identical direction)."""
    author: str | None = None
    work: str | None = None
    section: str | None = None
    year: int | None = None
    source: str | None = None
    file: str | None = None


def mmr_select(
    query: NDArray[np.floating[Any]],
    candidates: NDArray[np.floating[Any]],
    k: int,
    lambda_mult: float = 0.5,
) -> list[int]:
    """Indices of ``k`` candidates by maximal marginal relevance (Carbonell & Goldstein 1998).

    Rows are unit vectors, so similarity is the dot product. Ties go to the earlier candidate.

    >>> q = np.array([1.0, 0.0])
    >>> c = np.array([[1.0, 0.0], [0.99, 0.141], [0.6, 0.8]])
    >>> mmr_select(q, c, 2, lambda_mult=0.3)
    [0, 2]
    >>> mmr_select(q, c, 2, lambda_mult=1.0)
    [0, 1]
    """
    n = candidates.shape[0]
    if n == 0 or k <= 0:
        return []
    relevance = candidates @ query
    pairwise = candidates @ candidates.T
    chosen = [int(np.argmax(relevance))]
    redundancy = pairwise[chosen[0]].copy()  # max similarity to any chosen candidate
    while len(chosen) < min(k, n):
        score = lambda_mult * relevance - (1.0 - lambda_mult) * redundancy
        score[chosen] = -np.inf
        best = int(np.argmax(score))
        chosen.append(best)
        np.maximum(redundancy, pairwise[best], out=redundancy)
    return chosen


def _where(framework: str | Sequence[str] | None) -> dict[str, Any] | None:
    if framework is None:
        return None
    if isinstance(framework, str):
        return {"framework": framework}
    names = list(framework)
    return {"framework": names[0]} if len(names) == 1 else {"framework": {"$in": names}}


def _passage(cid: str, text: str, meta: Any, distance: float) -> RetrievedPassage:
    def opt(key: str) -> Any:
        return meta.get(key)

    return RetrievedPassage(
        id=cid,
        passage_id=str(meta["passage_id"]),
        chunk=int(meta["chunk"]),
        framework=str(meta["framework"]),
        title=str(meta["title"]),
        text=text,
        citation=str(meta["citation"]),
        score=1.0 - float(distance),
        author=opt("author"),
        work=opt("work"),
        section=opt("section"),
        year=opt("year"),
        source=opt("source"),
        file=opt("file"),
    )


class Retriever:
    """Top-k or MMR retrieval over one corpus collection (from ``CorpusIndex.retriever()``)."""

    def __init__(
        self, collection: Collection, embedder: Embedder, *, frameworks: tuple[str, ...] = ()
    ) -> None:
        self.collection = collection
        self.embedder = embedder
        self.frameworks = frameworks
        """Frameworks present in the index (from its metadata), for readable errors."""
        self.index: object | None = None
        """The :class:`~fairagents.rag._store.CorpusIndex` this came from, kept alive with it."""

    def __repr__(self) -> str:
        return f"Retriever(collection={self.collection.name!r}, frameworks={self.frameworks!r})"

    def _check(
        self, framework: str | Sequence[str] | None, k: int, fetch_k: int, lambda_mult: float
    ) -> None:
        check_retrieval(k=k, fetch_k=fetch_k, lambda_mult=lambda_mult)
        names = [framework] if isinstance(framework, str) else list(framework or [])
        unknown = [f for f in names if self.frameworks and f not in self.frameworks]
        if unknown:
            raise CorpusError(
                f"framework {unknown[0]!r} has no passages in the index; known: "
                f"{', '.join(self.frameworks)}"
            )

    def retrieve(
        self,
        query: str,
        *,
        framework: str | Sequence[str] | None = None,
        k: int = 5,
        mmr: bool = False,
        fetch_k: int | None = None,
        lambda_mult: float = 0.5,
    ) -> list[RetrievedPassage]:
        """The ``k`` passages closest to ``query``, best first, within ``framework`` if given.

        ``fetch_k`` (default ``max(4k, 20)``) is the MMR candidate pool; ``lambda_mult`` trades
        relevance (1) against diversity (0).
        """
        if not query.strip():
            raise InputError("the query is empty; pass some text to search for")
        check_retrieval(k=k, fetch_k=fetch_k, lambda_mult=lambda_mult)
        fetch = fetch_k if fetch_k is not None else max(4 * k, 20)
        self._check(framework, k, fetch if mmr else k, lambda_mult)
        vector = self.embedder.embed([query])[0]
        return self.retrieve_by_vector(
            vector, framework=framework, k=k, mmr=mmr, fetch_k=fetch, lambda_mult=lambda_mult
        )

    def retrieve_by_vector(
        self,
        vector: NDArray[np.float32],
        *,
        framework: str | Sequence[str] | None = None,
        k: int = 5,
        mmr: bool = False,
        fetch_k: int | None = None,
        lambda_mult: float = 0.5,
    ) -> list[RetrievedPassage]:
        """Like :meth:`retrieve` for a query already embedded (a unit vector)."""
        check_retrieval(k=k, fetch_k=fetch_k, lambda_mult=lambda_mult)
        fetch = fetch_k if fetch_k is not None else max(4 * k, 20)
        self._check(framework, k, fetch if mmr else k, lambda_mult)
        include = ["documents", "metadatas", "distances"] + (["embeddings"] if mmr else [])
        got = self.collection.query(
            query_embeddings=[np.asarray(vector, dtype=np.float32).tolist()],
            n_results=fetch if mmr else k,
            where=_where(framework),
            include=include,  # type: ignore[arg-type]
        )
        ids = got["ids"][0]
        docs = (got["documents"] or [[]])[0]
        metas = (got["metadatas"] or [[]])[0]
        dists = (got["distances"] or [[]])[0]
        order = list(range(len(ids)))
        if mmr and ids:
            embeddings = np.asarray((got["embeddings"] or [[]])[0], dtype=np.float32)
            order = mmr_select(np.asarray(vector, dtype=np.float32), embeddings, k, lambda_mult)
        return [_passage(ids[i], docs[i] or "", metas[i], dists[i]) for i in order[:k]]
