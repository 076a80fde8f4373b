"""Retrieval over the philosophical corpora: load, chunk, embed, index in Chroma, retrieve, cite.

Typical use::

    from fairagents.rag import format_passages_for_prompt, open_retriever

    retriever = open_retriever()  # ./corpora or the shipped ones; builds the index if needed
    passages = retriever.retrieve("who is worst off?", framework="rawls", k=3)
    [p.id for p in passages]  # ['rawls-10#1', 'rawls-10#0', 'rawls-03#1']
    prompt_block = format_passages_for_prompt(passages)

Importing this package is light: chromadb and sentence-transformers are imported only when an
index is opened or text is embedded. Modules: :mod:`~fairagents.rag._corpus` (files → validated
documents), :mod:`~fairagents.rag._chunking`, :mod:`~fairagents.rag._embeddings` (bundled
all-MiniLM-L6-v2 + content-hash cache), :mod:`~fairagents.rag._store` (incremental Chroma index),
:mod:`~fairagents.rag._retriever` (top-k / MMR), :mod:`~fairagents.rag._settings`; passages
enter prompts as quoted data through :func:`fairagents.models._passage.format_passages_for_prompt`.

Internal modules: ``_chroma``, ``_chunking``, ``_corpus``, ``_embeddings``, ``_retriever``,
``_settings``, ``_store``.
"""

from __future__ import annotations

from pathlib import Path

from fairagents.models._passage import format_passages_for_prompt
from fairagents.rag._chunking import Chunk, chunk_passage
from fairagents.rag._corpus import Corpus, CorpusDocument, FrontMatter, load_corpus, make_citation
from fairagents.rag._embeddings import (
    DEFAULT_MODEL_ID,
    CachedEmbedder,
    Embedder,
    EmbeddingCache,
    SentenceTransformerEmbedder,
    get_default_embedder,
)
from fairagents.rag._retriever import RetrievedPassage, Retriever, mmr_select
from fairagents.rag._settings import RagSettings
from fairagents.rag._store import (
    BuildReport,
    CorpusIndex,
    FrameworkStatus,
    IndexState,
    IndexStatus,
    open_index,
)

__all__ = [
    "DEFAULT_MODEL_ID",
    "BuildReport",
    "CachedEmbedder",
    "Chunk",
    "Corpus",
    "CorpusDocument",
    "CorpusIndex",
    "Embedder",
    "EmbeddingCache",
    "FrameworkStatus",
    "FrontMatter",
    "IndexState",
    "IndexStatus",
    "RagSettings",
    "RetrievedPassage",
    "Retriever",
    "SentenceTransformerEmbedder",
    "chunk_passage",
    "format_passages_for_prompt",
    "get_default_embedder",
    "load_corpus",
    "make_citation",
    "mmr_select",
    "open_index",
    "open_retriever",
]


def open_retriever(
    corpora: Path | str | None = None,
    *,
    settings: RagSettings | None = None,
    embedder: Embedder | None = None,
    build: bool = True,
) -> Retriever:
    """Load the corpus, bring its index up to date (unless ``build=False``), return a retriever.

    The retriever keeps its index (and Chroma client) open for as long as it lives.
    """
    settings = settings or RagSettings()
    corpus = load_corpus(settings.corpora_dir(corpora))
    index = CorpusIndex(corpus, settings=settings, embedder=embedder)
    if build and index.status().state is not IndexState.BUILT:
        index.build()
    retriever = index.retriever()
    retriever.index = index
    return retriever
