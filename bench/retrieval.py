"""Retrieval benchmark: index build time, query latency vs raw Chroma, embedding throughput.

Baselines, measured in the same run on the same data:
- query latency: fairagents' ``Retriever.retrieve`` (query embedding served from the cache, as in
  a deliberation where each agent asks the same case question) against a raw
  ``collection.query`` given the same precomputed embedding, filter, k and included fields, on the
  same collection; the two are interleaved query by query. Target: p50 ratio <= 1.2.
- embedding throughput: fairagents' cached embedder on a cold cache against calling
  ``SentenceTransformer.encode`` directly on the same texts with the same batch size.
- build: a cold build (empty cache dir, model already loaded), a warm no-op rebuild, and a rebuild
  into an empty Chroma with a warm embedding cache.

Runs over ``corpora/`` in a temporary cache directory; the user's cache is not touched.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

ROOT = Path(__file__).resolve().parents[1]

QUESTIONS = [
    "Who should get the last intensive care bed?",
    "How should a scarce vaccine be allocated?",
    "Should the worst-off have priority?",
    "Is it fair to charge tourists for access to a beach?",
    "How should school places be assigned?",
    "Does need or desert decide who gets the goods?",
    "May the state redistribute income?",
    "How do we aggregate benefits across many people?",
    "What do we owe to those who depend on us?",
    "Is equality of outcome valuable in itself?",
    "Should lotteries decide between equal claims?",
    "What makes an initial acquisition of property just?",
]


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    from fairagents.rag import (
        CachedEmbedder,
        CorpusIndex,
        EmbeddingCache,
        RagSettings,
        SentenceTransformerEmbedder,
        load_corpus,
    )
    from fairagents.rag._embeddings import _load_sentence_transformer, default_model_path
    from fairagents.rag._store import embedding_text

    corpus = load_corpus(ROOT / "corpora")
    tmp = Path(tempfile.mkdtemp(prefix="fairagents-bench-"))
    settings = RagSettings(cache_dir=tmp / "a", chroma_url=None, collection=None)

    t0 = time.perf_counter()
    model = _load_sentence_transformer(str(default_model_path()), "cpu")
    load_s = time.perf_counter() - t0
    inner = SentenceTransformerEmbedder()

    # -- build: cold, warm (no-op), and a new database with a warm embedding cache
    embedder = CachedEmbedder(inner, EmbeddingCache(settings.embedding_cache_path))
    with CorpusIndex(corpus, settings=settings, embedder=embedder) as index:
        cold = index.build()
        warm = index.build()
        texts = [embedding_text(d, c) for d in corpus.documents for c in index.chunks(d)]
    settings_b = RagSettings(cache_dir=tmp / "b", chroma_url=None, collection=None)
    with CorpusIndex(corpus, settings=settings_b, embedder=embedder) as index_b:
        recached = index_b.build()

    # -- embedding throughput: fairagents (cold cache) vs SentenceTransformer.encode
    fresh = CachedEmbedder(inner, EmbeddingCache(None))
    t0 = time.perf_counter()
    fresh.embed(texts)
    ours_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    model.encode(texts, batch_size=32, normalize_embeddings=True, show_progress_bar=False)  # type: ignore[attr-defined]
    raw_s = time.perf_counter() - t0

    # -- query latency, interleaved, on the same collection
    with CorpusIndex(corpus, settings=settings, embedder=embedder) as index:
        retriever = index.retriever()
        collection = index.collection()
        assert collection is not None
        frameworks = corpus.frameworks
        cases = [(q, fw) for q in QUESTIONS for fw in frameworks]
        vectors = {q: embedder.embed([q])[0].tolist() for q in QUESTIONS}  # warm the cache
        for q, fw in cases[:10]:  # warm Chroma's segment readers
            retriever.retrieve(q, framework=fw, k=5)
        ours: list[float] = []
        raw: list[float] = []
        mmr: list[float] = []
        include = ["documents", "metadatas", "distances"]
        for rep in range(3):
            for i, (q, fw) in enumerate(cases):
                order = (0, 1) if (i + rep) % 2 == 0 else (1, 0)
                for which in order:
                    t0 = time.perf_counter()
                    if which == 0:
                        retriever.retrieve(q, framework=fw, k=5)
                        ours.append(time.perf_counter() - t0)
                    else:
                        collection.query(
                            query_embeddings=[vectors[q]],
                            n_results=5,
                            where={"framework": fw},
                            include=include,  # type: ignore[arg-type]
                        )
                        raw.append(time.perf_counter() - t0)
                if rep == 0:
                    t0 = time.perf_counter()
                    retriever.retrieve(q, framework=fw, k=5, mmr=True)
                    mmr.append(time.perf_counter() - t0)

    n_chunks = len(texts)
    print(
        f"corpus: {len(corpus.documents)} passages, {n_chunks} chunks, "
        f"{len(corpus.frameworks)} frameworks"
    )
    print(f"model load (import + weights, once per process): {load_s:.2f} s")
    print(
        f"build cold: {cold.seconds:.2f} s ({cold.texts_embedded} texts embedded); "
        f"warm no-op: {warm.seconds * 1000:.1f} ms ({warm.texts_embedded} embedded); "
        f"new database, warm cache: {recached.seconds:.2f} s ({recached.texts_embedded} embedded)"
    )
    print(
        f"embedding throughput: fairagents {n_chunks / ours_s:.1f} passages/s, "
        f"SentenceTransformer.encode {n_chunks / raw_s:.1f} passages/s, "
        f"ratio {raw_s / ours_s:.2f}x"
    )
    p50o, p95o = _pct(ours, 0.5) * 1000, _pct(ours, 0.95) * 1000
    p50r, p95r = _pct(raw, 0.5) * 1000, _pct(raw, 0.95) * 1000
    print(f"query (k=5, framework filter), {len(ours)} queries each, interleaved:")
    print(f"  fairagents retrieve:   p50 {p50o:.2f} ms  p95 {p95o:.2f} ms")
    print(f"  raw collection.query:  p50 {p50r:.2f} ms  p95 {p95r:.2f} ms")
    print(f"  ratio p50 {p50o / p50r:.2f}x, p95 {p95o / p95r:.2f}x (target <= 1.2x)")
    print(
        f"  fairagents MMR (fetch_k=20): p50 {statistics.median(mmr) * 1000:.2f} ms "
        f"p95 {_pct(mmr, 0.95) * 1000:.2f} ms"
    )


if __name__ == "__main__":
    main()
