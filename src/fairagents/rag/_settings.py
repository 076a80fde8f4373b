"""Settings of the retrieval layer: arguments first, then ``FAIRAGENTS_*`` environment variables.

Where things live: the Chroma database and the embedding cache go under ``cache_dir``
(``platformdirs.user_cache_dir("fairagents")`` unless ``FAIRAGENTS_CACHE_DIR`` says otherwise);
setting ``chroma_url`` (``FAIRAGENTS_CHROMA_URL``) sends the index to a Chroma server instead. The
chunking parameters and the embedding model decide the collection name, so changing them builds a
new index rather than mixing incompatible vectors. Leaves out: anything about LLMs.

Internal to :mod:`fairagents.rag`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs
from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from fairagents.errors import CorpusError
from fairagents.resources import packaged_corpora

__all__ = ["RagSettings", "default_cache_dir"]


def default_cache_dir() -> Path:
    """The per-user cache directory of fairagents (indexes and embedding cache, never committed)."""
    return Path(platformdirs.user_cache_dir("fairagents"))


class RagSettings(BaseSettings):
    """Where the index lives and how passages are chunked and embedded.

    >>> RagSettings(cache_dir=Path("/tmp/fa"), chroma_url=None).chroma_path
    PosixPath('/tmp/fa/chroma')
    """

    model_config = SettingsConfigDict(env_prefix="FAIRAGENTS_", frozen=True, extra="ignore")

    corpora: Path | None = None
    """Corpus folder when none is passed; else ``./corpora`` if it exists, else the corpora
    shipped with the package."""
    cache_dir: Path = Field(default_factory=default_cache_dir)
    """Root of the persistent Chroma database and the embedding cache."""
    chroma_url: str | None = None
    """``http://host:port`` of a Chroma server; when set, the local database is not used."""
    collection: str | None = None
    """Collection name override; by default it is derived from the corpus and chunking."""
    embedding_device: str = "cpu"
    embedding_batch_size: int = Field(default=32, ge=1, le=4096)
    chunk_max_words: int = Field(default=160, ge=20, le=2000)
    """all-MiniLM-L6-v2 truncates input at 256 word pieces (about 180 English words)."""
    chunk_overlap_words: int = Field(default=30, ge=0)

    @model_validator(mode="after")
    def _overlap_below_max(self) -> RagSettings:
        if self.chunk_overlap_words >= self.chunk_max_words:
            raise ValueError(
                f"chunk_overlap_words ({self.chunk_overlap_words}) must be smaller than "
                f"chunk_max_words ({self.chunk_max_words})"
            )
        return self

    def corpora_dir(self, explicit: Path | str | None = None) -> Path:
        """The corpus folder: ``explicit``, else ``FAIRAGENTS_CORPORA``, else ``./corpora``,
        else the eight corpora shipped with the package (:mod:`fairagents.resources`)."""
        if explicit is not None:
            given = Path(explicit).expanduser()
            if not given.is_dir():
                raise CorpusError(
                    f"corpus folder not found: {str(given)!r} (from {Path.cwd()}); leave it out — "
                    "open_retriever() with no folder, or fairagents without --corpora — to use "
                    "./corpora or the corpora shipped with the package"
                )
            return given
        if self.corpora is not None:
            return self.corpora.expanduser()
        local = Path.cwd() / "corpora"
        if local.is_dir():
            return local
        shipped = packaged_corpora()
        if shipped is not None:
            return shipped
        raise CorpusError(
            "no corpus folder: pass --corpora DIR or set FAIRAGENTS_CORPORA (this install ships "
            "no corpora)"
        )

    @property
    def chroma_path(self) -> Path:
        """Directory of the embedded (persistent) Chroma database."""
        return self.cache_dir / "chroma"

    @property
    def embedding_cache_path(self) -> Path:
        """SQLite file caching embeddings by sha256(model id + text)."""
        return self.cache_dir / "embeddings.sqlite3"
