"""A deterministic, dependency-free embedder for fast tests of code that uses retrieval.

:class:`FakeEmbeddings` maps a text to a unit vector by feature hashing (Weinberger et al. 2009):
every lowercase word and word bigram adds ±1 to a bucket chosen by a sha256 of the token. Texts
that share words get similar vectors, so retrieval over it behaves plausibly (lexical overlap), and
the same text gives the same vector in every process and on every machine. No model, no torch.

Leaves out: meaning. Use the real model (:mod:`fairagents.rag._embeddings`) to test retrieval
quality; use this to test plumbing.

>>> e = FakeEmbeddings(dimension=16)
>>> v = e.embed(["the worst-off first", "the worst-off first"])
>>> bool((v[0] == v[1]).all()), round(float((v[0] ** 2).sum()), 6)
(True, 1.0)

Internal to :mod:`fairagents.testing`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from fairagents.errors import InputError

__all__ = ["FakeEmbeddings"]

_TOKEN = re.compile(r"[a-z0-9]+")


class FakeEmbeddings:
    """Feature-hashing embedder satisfying :class:`fairagents.rag._embeddings.Embedder` (and,
    by duck typing, LangChain's ``Embeddings``).

    ``calls`` and ``texts_embedded`` count the work done, so tests can assert on caching.
    """

    def __init__(self, dimension: int = 384) -> None:
        if dimension < 2:
            raise InputError(f"dimension must be at least 2, got {dimension}")
        self.dimension = dimension
        self.calls = 0
        self.texts_embedded = 0

    def __repr__(self) -> str:
        return f"FakeEmbeddings(dimension={self.dimension})"

    @property
    def model_id(self) -> str:
        return f"fairagents-fake-hash-{self.dimension}"

    def _vector(self, text: str) -> NDArray[np.float32]:
        words = _TOKEN.findall(text.lower())
        tokens = words + [f"{a} {b}" for a, b in itertools.pairwise(words)]
        vec = np.zeros(self.dimension, dtype=np.float64)
        for token in tokens or ["<empty>"]:
            digest = hashlib.sha256(token.encode()).digest()
            bucket = int.from_bytes(digest[:8], "little") % self.dimension
            vec[bucket] += 1.0 if digest[8] & 1 else -1.0
        norm = float(np.linalg.norm(vec))
        if norm == 0.0:  # every token cancelled out: fall back to a fixed direction
            vec[0], norm = 1.0, 1.0
        return (vec / norm).astype(np.float32)

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Embed texts; returns shape (len(texts), dimension), rows of unit length."""
        self.calls += 1
        self.texts_embedded += len(texts)
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return np.stack([self._vector(t) for t in texts])

    # LangChain's ``Embeddings`` interface, duck-typed so this module needs no LangChain.
    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embed documents as lists of floats (LangChain ``Embeddings`` interface)."""
        return [[float(x) for x in row] for row in self.embed(texts)]

    def embed_query(self, text: str) -> list[float]:
        """Embed one query as a list of floats (LangChain ``Embeddings`` interface)."""
        return self.embed_documents([text])[0]
