"""The corpus index: one Chroma collection per corpus, built incrementally and idempotently.

Naming: the collection is ``fa-<corpus folder>-<hash>``, where the hash covers the corpus folder's
absolute path, the embedding model, the chunking parameters and the chunker's version — everything
that makes vectors or chunk ids incompatible. Within that collection, the corpus *version* (a hash
of every passage id and file hash, per framework and overall) is kept in the collection metadata,
so ``status()`` tells ``built`` from ``stale`` without embedding anything.

Building compares each file's sha256 with the one stored on its chunks: new files are added,
changed files replace their chunks, deleted files lose theirs, unchanged files are not touched.
Embeddings go through the content-hash cache, so even a rebuild from scratch embeds only text the
machine has never seen. Building the same corpus twice writes nothing the second time.

Each chunk carries metadata: framework, passage_id, chunk (index), title, author, work, section,
year, source, file (relative path), citation and the file hash.

Leaves out: concurrent builders of the same collection (last writer wins; build from one process).

Internal to :mod:`fairagents.rag`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import hashlib
import re
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import StrEnum
from typing import TYPE_CHECKING

from fairagents.errors import BackendError, CorpusError
from fairagents.models.base import FrozenModel
from fairagents.rag._chunking import CHUNKER_VERSION, Chunk, chunk_passage
from fairagents.rag._corpus import Corpus, CorpusDocument
from fairagents.rag._embeddings import CachedEmbedder, Embedder, get_default_embedder
from fairagents.rag._retriever import Retriever
from fairagents.rag._settings import RagSettings

if TYPE_CHECKING:
    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection

__all__ = [
    "BuildReport",
    "CorpusIndex",
    "FrameworkStatus",
    "IndexState",
    "IndexStatus",
    "Progress",
    "collection_name",
    "embedding_text",
    "open_index",
]

Progress = Callable[[int, int], None]
"""Called as ``progress(chunks_done, chunks_total)`` while a build embeds and writes."""

_SCHEMA = 1
_EMBED_BATCH = 64


class IndexState(StrEnum):
    """Whether the index matches the corpus on disk."""

    BUILT = "built"
    STALE = "stale"
    MISSING = "missing"


class FrameworkStatus(FrozenModel):
    """One framework: passages on disk, chunks in the index, and whether they match."""

    framework: str
    passages: int
    chunks: int
    state: IndexState


class IndexStatus(FrozenModel):
    """The index of one corpus as a whole."""

    collection: str
    location: str
    corpus: str
    state: IndexState
    frameworks: tuple[FrameworkStatus, ...]


class BuildReport(FrozenModel):
    """What a build changed, by passage id."""

    collection: str
    added: tuple[str, ...]
    updated: tuple[str, ...]
    removed: tuple[str, ...]
    unchanged: tuple[str, ...]
    chunks_written: int
    chunks_deleted: int
    texts_embedded: int
    """Texts the embedding model actually ran on (cache misses)."""
    seconds: float


def collection_name(corpus: Corpus, model_id: str, settings: RagSettings) -> str:
    """``fa-<folder>-<hash>``: stable for one corpus folder, model and chunking."""
    if settings.collection:
        return settings.collection
    key = "\0".join(
        [
            str(corpus.root),
            model_id,
            str(settings.chunk_max_words),
            str(settings.chunk_overlap_words),
            str(CHUNKER_VERSION),
        ]
    )
    folder = re.sub(r"[^a-zA-Z0-9_-]+", "-", corpus.root.name).strip("-_")[:40] or "corpus"
    return f"fa-{folder}-{hashlib.sha256(key.encode()).hexdigest()[:12]}"


def _chunk_metadata(doc: CorpusDocument, chunk: Chunk) -> dict[str, str | int]:
    meta: dict[str, str | int | None] = {
        "framework": doc.framework,
        "passage_id": doc.id,
        "chunk": chunk.index,
        "title": doc.title,
        "author": doc.author,
        "work": doc.work,
        "section": doc.section,
        "year": doc.year,
        "source": doc.source,
        "file": doc.path,
        "citation": doc.citation,
        "sha256": doc.sha256,
    }
    return {k: v for k, v in meta.items() if v is not None}  # Chroma stores no nulls


def embedding_text(doc: CorpusDocument, chunk: Chunk) -> str:
    """What is embedded for a chunk: its passage title, then its text (the title helps recall)."""
    return f"{doc.title}\n\n{chunk.text}"


class CorpusIndex:
    """A corpus and its Chroma collection.

    ``CorpusIndex(load_corpus("corpora")).build()`` builds or updates the index;
    ``.retriever()`` queries it. Use it as a context manager (or call :meth:`close`) to release
    the Chroma client it opened.
    """

    def __init__(
        self,
        corpus: Corpus,
        *,
        settings: RagSettings | None = None,
        embedder: Embedder | None = None,
        client: ClientAPI | None = None,
    ) -> None:
        from fairagents.rag import _chroma

        self.corpus = corpus
        self.settings = settings or RagSettings()
        self.embedder: Embedder = embedder or get_default_embedder(self.settings)
        self._own_client = client is None
        self.client: ClientAPI = client or _chroma.make_client(self.settings)
        self.name = collection_name(corpus, self.embedder.model_id, self.settings)
        self._ef = _chroma.FairagentsEmbeddingFunction(self.embedder)

    def __repr__(self) -> str:
        return f"CorpusIndex({str(self.corpus.root)!r}, collection={self.name!r})"

    def __enter__(self) -> CorpusIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the Chroma client if this index opened it."""
        if self._own_client:
            from fairagents.rag._chroma import close_client

            close_client(self.client)

    @property
    def location(self) -> str:
        """The Chroma server URL or database directory."""
        return self.settings.chroma_url or str(self.settings.chroma_path)

    def collection(self, *, create: bool = False) -> Collection | None:
        """The Chroma collection, or ``None`` if it does not exist and ``create`` is false."""
        from chromadb.errors import NotFoundError

        try:
            if create:
                return self.client.get_or_create_collection(
                    self.name,
                    embedding_function=self._ef,  # type: ignore[arg-type]
                    metadata={"fairagents_schema": _SCHEMA},
                )
            return self.client.get_collection(self.name, embedding_function=self._ef)  # type: ignore[arg-type]
        except NotFoundError:
            return None
        except ValueError as exc:  # e.g. a collection embedded by another model under this name
            raise BackendError(f"collection {self.name!r} at {self.location}: {exc}") from exc

    def _stored(self, collection: Collection) -> dict[str, tuple[str, set[str], str]]:
        """passage id → (file hash, chunk ids, framework) as stored."""
        got = collection.get(include=["metadatas"])
        stored: dict[str, tuple[str, set[str], str]] = {}
        for cid, meta in zip(got["ids"], got["metadatas"] or [], strict=True):
            pid, sha, fw = str(meta["passage_id"]), str(meta["sha256"]), str(meta["framework"])
            _, ids, _ = stored.setdefault(pid, (sha, set(), fw))
            if stored[pid][0] != sha:  # chunks of two versions: a build was interrupted
                stored[pid] = ("", ids, fw)
            ids.add(cid)
        return stored

    def _collection_metadata(self) -> dict[str, str | int]:
        meta: dict[str, str | int] = {
            "fairagents_schema": _SCHEMA,
            "model_id": self.embedder.model_id,
            "chunk_max_words": self.settings.chunk_max_words,
            "chunk_overlap_words": self.settings.chunk_overlap_words,
            "corpus_root": str(self.corpus.root),
            "corpus_version": self.corpus.version(),
            "frameworks": ",".join(self.corpus.frameworks),
            "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        }
        for fw in self.corpus.frameworks:
            meta[f"version_{fw}"] = self.corpus.version(fw)
        return meta

    def chunks(self, doc: CorpusDocument) -> list[Chunk]:
        """The chunks of one passage under this index's chunking parameters."""
        return chunk_passage(
            doc.id,
            doc.body,
            max_words=self.settings.chunk_max_words,
            overlap_words=self.settings.chunk_overlap_words,
        )

    def build(self, progress: Progress | None = None) -> BuildReport:
        """Bring the collection in line with the corpus; see the module docstring."""
        start = time.perf_counter()
        collection = self.collection(create=True)
        assert collection is not None
        stored = self._stored(collection)
        added: list[str] = []
        updated: list[str] = []
        unchanged: list[str] = []
        to_write: list[tuple[CorpusDocument, Chunk]] = []
        to_delete: list[str] = []
        for doc in self.corpus.documents:
            chunks = self.chunks(doc)
            new_ids = {c.id for c in chunks}
            old = stored.get(doc.id)
            if old is None:
                added.append(doc.id)
            elif old[0] == doc.sha256 and old[1] == new_ids:
                unchanged.append(doc.id)
                continue
            else:
                updated.append(doc.id)
                to_delete += sorted(old[1] - new_ids)
            to_write += [(doc, c) for c in chunks]
        present = {d.id for d in self.corpus.documents}
        removed = sorted(pid for pid in stored if pid not in present)
        for pid in removed:
            to_delete += sorted(stored[pid][1])

        misses_before = self.embedder.misses if isinstance(self.embedder, CachedEmbedder) else 0
        for begin in range(0, len(to_delete), 1000):  # stay under Chroma's max batch size
            collection.delete(ids=to_delete[begin : begin + 1000])
        total = len(to_write)
        if progress is not None:
            progress(0, total)
        for begin in range(0, total, _EMBED_BATCH):
            batch = to_write[begin : begin + _EMBED_BATCH]
            vectors = self.embedder.embed([embedding_text(d, c) for d, c in batch])
            collection.upsert(
                ids=[c.id for _, c in batch],
                embeddings=vectors,
                documents=[c.text for _, c in batch],
                metadatas=[_chunk_metadata(d, c) for d, c in batch],
            )
            if progress is not None:
                progress(begin + len(batch), total)
        if isinstance(self.embedder, CachedEmbedder):
            embedded = self.embedder.misses - misses_before
        else:
            embedded = total
        if to_write or to_delete or collection.metadata != self._kept_metadata(collection):
            collection.modify(metadata=self._collection_metadata())
        return BuildReport(
            collection=self.name,
            added=tuple(added),
            updated=tuple(updated),
            removed=tuple(removed),
            unchanged=tuple(unchanged),
            chunks_written=total,
            chunks_deleted=len(to_delete),
            texts_embedded=embedded,
            seconds=time.perf_counter() - start,
        )

    def _kept_metadata(self, collection: Collection) -> dict[str, str | int]:
        # What the stored metadata should be if nothing changed (ignoring the build time), so a
        # no-op build does not even rewrite the collection metadata.
        meta = self._collection_metadata()
        meta["built_at"] = str((collection.metadata or {}).get("built_at", ""))
        return meta

    def status(self) -> IndexStatus:
        """Compare the index with the corpus on disk, per framework (embeds nothing)."""
        collection = self.collection()
        counts: dict[str, int] = {}
        meta: dict[str, object] = {}
        if collection is not None:
            meta = dict(collection.metadata or {})
            for pid_meta in collection.get(include=["metadatas"])["metadatas"] or []:
                fw = str(pid_meta["framework"])
                counts[fw] = counts.get(fw, 0) + 1
        rows: list[FrameworkStatus] = []
        for fw in sorted(set(self.corpus.frameworks) | set(counts)):
            passages = len(self.corpus.by_framework(fw))
            if collection is None or (fw not in counts and passages):
                state = IndexState.MISSING
            elif passages and meta.get(f"version_{fw}") == self.corpus.version(fw):
                state = IndexState.BUILT
            else:
                state = IndexState.STALE
            rows.append(
                FrameworkStatus(
                    framework=fw, passages=passages, chunks=counts.get(fw, 0), state=state
                )
            )
        if collection is None:
            overall = IndexState.MISSING
        elif (
            all(r.state is IndexState.BUILT for r in rows)
            and meta.get("corpus_version") == self.corpus.version()
        ):
            overall = IndexState.BUILT
        else:
            overall = IndexState.STALE
        return IndexStatus(
            collection=self.name,
            location=self.location,
            corpus=str(self.corpus.root),
            state=overall,
            frameworks=tuple(rows),
        )

    def retriever(self) -> Retriever:
        """A :class:`~fairagents.rag._retriever.Retriever` over this index (build it first)."""
        collection = self.collection()
        if collection is None:
            raise CorpusError(
                f"{self.corpus.root}: no index yet (collection {self.name!r} at {self.location}); "
                "run `fairagents corpus build`"
            )
        frameworks = str((collection.metadata or {}).get("frameworks", ""))
        return Retriever(
            collection, self.embedder, frameworks=tuple(f for f in frameworks.split(",") if f)
        )


@contextmanager
def open_index(
    corpus: Corpus,
    *,
    settings: RagSettings | None = None,
    embedder: Embedder | None = None,
    build: bool = False,
) -> Iterator[CorpusIndex]:
    """Open (and with ``build=True`` first update) the index of ``corpus``; closes it after."""
    index = CorpusIndex(corpus, settings=settings, embedder=embedder)
    try:
        if build:
            index.build()
        yield index
    finally:
        index.close()
