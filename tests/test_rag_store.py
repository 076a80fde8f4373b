"""The index and the retriever with the real embedding model and a real (embedded) Chroma.

The bundled all-MiniLM-L6-v2 loads once per test session; each test gets its own Chroma database
and embedding cache under tmp_path, so counts of embedded texts are exact.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from fairagents.errors import CorpusError, InputError
from fairagents.rag import (
    CachedEmbedder,
    CorpusIndex,
    EmbeddingCache,
    IndexState,
    RagSettings,
    SentenceTransformerEmbedder,
    chunk_passage,
    load_corpus,
    open_retriever,
)
from fairagents.testing._fake_embeddings import FakeEmbeddings
from tests._rag_support import PASSAGES, make_settings, write_corpus

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def minilm() -> Iterator[CachedEmbedder]:
    """The real model, loaded once; a session-wide cache so each text runs through it once."""
    model = SentenceTransformerEmbedder()
    assert model.embed(["warm up"]).shape == (1, 384)  # load the weights once, here
    shared = CachedEmbedder(model, EmbeddingCache(None))
    yield shared
    shared.cache.close()


@pytest.fixture
def embedder(minilm: CachedEmbedder, tmp_path: Path) -> Iterator[CachedEmbedder]:
    """What a test counts: texts missing from *its own* on-disk cache (``misses``)."""
    cached = CachedEmbedder(minilm, EmbeddingCache(tmp_path / "embeddings.sqlite3"))
    yield cached
    cached.cache.close()


@pytest.fixture
def settings(tmp_path: Path) -> RagSettings:
    return make_settings(tmp_path)


@pytest.fixture
def corpus_dir(tmp_path: Path) -> Path:
    return write_corpus(tmp_path / "corpora")


def _index(corpus_dir: Path, settings: RagSettings, embedder: CachedEmbedder) -> CorpusIndex:
    return CorpusIndex(load_corpus(corpus_dir), settings=settings, embedder=embedder)


def _n_chunks(corpus_dir: Path, settings: RagSettings, *ids: str) -> int:
    docs = [d for d in load_corpus(corpus_dir).documents if not ids or d.id in ids]
    return sum(
        len(
            chunk_passage(
                d.id,
                d.body,
                max_words=settings.chunk_max_words,
                overlap_words=settings.chunk_overlap_words,
            )
        )
        for d in docs
    )


def test_build_is_idempotent(
    corpus_dir: Path, settings: RagSettings, embedder: CachedEmbedder
) -> None:
    total = _n_chunks(corpus_dir, settings)
    with _index(corpus_dir, settings, embedder) as index:
        assert index.status().state is IndexState.MISSING
        first = index.build()
        assert len(first.added) == 7 and not (first.updated or first.removed or first.unchanged)
        assert first.chunks_written == total == first.texts_embedded == embedder.misses
        collection = index.collection()
        assert collection is not None and collection.count() == total
        status = index.status()
        assert status.state is IndexState.BUILT
        assert {(r.framework, r.passages, r.state) for r in status.frameworks} == {
            ("gilligan", 1, IndexState.BUILT),
            ("mill", 2, IndexState.BUILT),
            ("nozick", 1, IndexState.BUILT),
            ("rawls", 3, IndexState.BUILT),
        }
        assert sum(r.chunks for r in status.frameworks) == total
        misses = embedder.misses

    # A second build, in a new index object over the same database, embeds and writes nothing.
    with _index(corpus_dir, settings, embedder) as again:
        second = again.build()
    assert len(second.unchanged) == 7
    assert not (second.added or second.updated or second.removed)
    assert second.chunks_written == second.chunks_deleted == second.texts_embedded == 0
    assert embedder.misses == misses  # not even a cache lookup missed


def test_build_is_incremental(
    corpus_dir: Path, settings: RagSettings, embedder: CachedEmbedder
) -> None:
    with _index(corpus_dir, settings, embedder) as index:
        index.build()
    before = embedder.misses

    # Edit one passage: only its chunks are embedded again.
    edited = corpus_dir / "mill/01-utility.md"
    edited.write_text(PASSAGES["mill/01-utility.md"] + " Higher pleasures count for more.")
    with _index(corpus_dir, settings, embedder) as index:
        assert index.status().state is IndexState.STALE
        assert {r.framework: r.state for r in index.status().frameworks}["rawls"] is (
            IndexState.BUILT
        )
        report = index.build()
        assert report.updated == ("mill-01",) and len(report.unchanged) == 6
        # Only mill-01 is rewritten (chunks of it whose text did not change would come from the
        # cache, so at most its chunks are embedded).
        assert report.chunks_written == _n_chunks(corpus_dir, settings, "mill-01") == 2
        assert 1 <= report.texts_embedded <= report.chunks_written
        assert embedder.misses - before == report.texts_embedded
        hits = index.retriever().retrieve("higher pleasures", framework="mill", k=1)
        assert hits[0].passage_id == "mill-01" and "Higher pleasures" in hits[0].text

    # Shrink a multi-chunk passage to one chunk: its stale chunks disappear.
    old_chunks = _n_chunks(corpus_dir, settings, "rawls-03")
    assert old_chunks >= 3
    (corpus_dir / "rawls/03-veil.md").write_text(
        PASSAGES["rawls/03-veil.md"].split("\n\n")[0].rsplit("\n", 1)[0] + "\nShort now."
    )
    with _index(corpus_dir, settings, embedder) as index:
        report = index.build()
        assert report.updated == ("rawls-03",) and report.chunks_deleted == old_chunks - 1
        collection = index.collection()
        assert collection is not None
        assert collection.get(where={"passage_id": "rawls-03"})["ids"] == ["rawls-03#0"]

    # Delete one file: its chunks go, and with it the only nozick passage.
    (corpus_dir / "nozick/01-entitlement.md").unlink()
    with _index(corpus_dir, settings, embedder) as index:
        report = index.build()
        assert report.removed == ("nozick-01",) and report.texts_embedded == 0
        collection = index.collection()
        assert collection is not None
        assert collection.get(where={"framework": "nozick"})["ids"] == []
        assert index.status().state is IndexState.BUILT
        assert "nozick" not in {r.framework for r in index.status().frameworks}
        with pytest.raises(CorpusError, match="framework 'nozick' has no passages"):
            index.retriever().retrieve("entitlement", framework="nozick")


def test_cache_spares_the_model_across_databases(
    corpus_dir: Path, tmp_path: Path, embedder: CachedEmbedder
) -> None:
    with _index(corpus_dir, make_settings(tmp_path / "a"), embedder) as index:
        first = index.build()
    with _index(corpus_dir, make_settings(tmp_path / "b"), embedder) as index:
        second = index.build()
    assert first.texts_embedded > 0
    assert len(second.added) == 7 and second.texts_embedded == 0  # all vectors from the cache


def test_framework_filter_ids_and_citations(
    corpus_dir: Path, settings: RagSettings, embedder: CachedEmbedder
) -> None:
    with _index(corpus_dir, settings, embedder) as index:
        index.build()
        retriever = index.retriever()
        for framework in ("rawls", "mill", "nozick", "gilligan"):
            hits = retriever.retrieve("how should goods be distributed?", framework=framework)
            assert hits and {h.framework for h in hits} == {framework}
        both = retriever.retrieve("justice", framework=["mill", "nozick"], k=10)
        assert {h.framework for h in both} == {"mill", "nozick"} and len(both) == 3
        hits = retriever.retrieve("greatest benefit of the least advantaged", k=3)
        scores = [h.score for h in hits]
        assert scores == sorted(scores, reverse=True) and -1.0 <= scores[-1] <= scores[0] <= 1.0
        for h in hits:
            assert re.fullmatch(rf"{re.escape(h.passage_id)}#{h.chunk}", h.id)
        top = hits[0]
        assert top.passage_id in {"rawls-01", "rawls-02"}
        assert top.citation == "Rawls, A Theory of Justice (1971), §13"
        assert (top.author, top.work, top.year) == ("John Rawls", "A Theory of Justice", 1971)
        assert top.file == f"rawls/0{top.passage_id[-1]}-" + top.file.split("-", 1)[1]  # type: ignore[union-attr]
        with pytest.raises(InputError, match="k must be an integer from 1 to 1,000"):
            retriever.retrieve("x", k=0)
        with pytest.raises(InputError, match="query is empty"):
            retriever.retrieve("  ")
        with pytest.raises(CorpusError, match="'rawl' has no passages in the index; known: "):
            retriever.retrieve("x", framework="rawl")


def test_ids_are_stable_across_rebuilds(
    corpus_dir: Path, tmp_path: Path, embedder: CachedEmbedder
) -> None:
    results = []
    for name in ("one", "two"):
        with _index(corpus_dir, make_settings(tmp_path / name), embedder) as index:
            index.build()
            hits = index.retriever().retrieve("veil of ignorance", k=4)
            results.append([(h.id, h.citation, round(h.score, 5)) for h in hits])
    assert results[0] == results[1]
    assert results[0][0][0].startswith("rawls-03#")


def test_semantic_sanity_worst_off(
    corpus_dir: Path, settings: RagSettings, embedder: CachedEmbedder
) -> None:
    with _index(corpus_dir, settings, embedder) as index:
        index.build()
        retriever = index.retriever()
        assert retriever.retrieve("priority for the worst-off", k=1)[0].framework == "rawls"
        assert retriever.retrieve("maximize total pleasure", k=1)[0].passage_id == "mill-01"
        assert retriever.retrieve("voluntary exchange of property", k=1)[0].framework == "nozick"
        care = retriever.retrieve("responsibilities within relationships", k=1)[0]
        assert care.passage_id == "gilligan-care-and-relationships"


def test_mmr_returns_diverse_results(
    corpus_dir: Path, settings: RagSettings, embedder: CachedEmbedder
) -> None:
    with _index(corpus_dir, settings, embedder) as index:
        index.build()
        retriever = index.retriever()
        query = "inequalities must benefit the least advantaged"
        plain = retriever.retrieve(query, framework="rawls", k=2)
        diverse = retriever.retrieve(query, framework="rawls", k=2, mmr=True, lambda_mult=0.3)
        # Without MMR the two near-duplicate passages (rawls-01, rawls-02) crowd the top...
        assert sorted(h.passage_id for h in plain) == ["rawls-01", "rawls-02"]
        assert {h.chunk for h in plain} == {0}
        # ...with MMR the second pick adds something else.
        assert diverse[0].id == plain[0].id
        assert diverse[1].passage_id not in {"rawls-01", "rawls-02"} or diverse[1].chunk != 0

        vectors = embedder.embed([h.text for h in plain] + [h.text for h in diverse])
        assert float(vectors[2] @ vectors[3]) < float(vectors[0] @ vectors[1])
        # lambda 1 is plain top-k.
        same = retriever.retrieve(query, framework="rawls", k=2, mmr=True, lambda_mult=1.0)
        assert [h.id for h in same] == [h.id for h in plain]
        with pytest.raises(InputError, match="fetch_k"):
            retriever.retrieve(query, k=5, mmr=True, fetch_k=3)


def test_open_retriever_builds_when_needed(
    corpus_dir: Path, settings: RagSettings, embedder: CachedEmbedder
) -> None:
    retriever = open_retriever(corpus_dir, settings=settings, embedder=embedder)
    assert retriever.retrieve("harm to others", k=1)[0].passage_id == "mill-02"
    assert retriever.index is not None
    retriever.index.close()  # type: ignore[attr-defined]
    with pytest.raises(CorpusError, match="no index yet"):
        other = make_settings(corpus_dir.parent / "other")
        open_retriever(corpus_dir, settings=other, embedder=embedder, build=False)


def test_collection_names_separate_models_and_chunking(
    corpus_dir: Path, settings: RagSettings, embedder: CachedEmbedder
) -> None:
    corpus = load_corpus(corpus_dir)
    fake = CachedEmbedder(FakeEmbeddings(), EmbeddingCache(None))
    names = {
        CorpusIndex(corpus, settings=s, embedder=e, client=None).name
        for s, e in [
            (settings, embedder),
            (settings, fake),
            (settings.model_copy(update={"chunk_max_words": 80}), embedder),
        ]
    }
    assert len(names) == 3 and all(re.fullmatch(r"fa-corpora-[0-9a-f]{12}", n) for n in names)


def test_shipped_corpora_index_completely(tmp_path: Path) -> None:
    """Every shipped passage loads, and its chunks all reach the index (fast fake embedder)."""
    corpus = load_corpus(ROOT / "corpora")
    settings = make_settings(tmp_path, chunk_max_words=160, chunk_overlap_words=30)
    fake = CachedEmbedder(FakeEmbeddings(), EmbeddingCache(None))
    with CorpusIndex(corpus, settings=settings, embedder=fake) as index:
        report = index.build()
        status = index.status()
    files = sorted(p for p in (ROOT / "corpora").glob("*/*.md"))
    assert len(report.added) == len(corpus.documents) == len(files)
    assert status.state is IndexState.BUILT
    for row in status.frameworks:
        docs = corpus.by_framework(row.framework)
        assert row.passages == len(docs)
        assert row.chunks == sum(len(index.chunks(d)) for d in docs)
    assert all(d.author and d.work and d.source and d.licence for d in corpus.documents)


def test_embeddings_are_unit_vectors(embedder: CachedEmbedder) -> None:
    v = embedder.embed(["difference principle", "harm principle"])
    assert v.dtype == np.float32 and v.shape == (2, 384)
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
