"""Chroma plumbing: the client (embedded or HTTP, telemetry off) and our embedding function.

Private: :mod:`fairagents.rag._store` is the public face. Importing this module imports chromadb.

Chroma's collection API defaults to its own ONNX embedding function, which downloads a model on
first use; every collection we open therefore gets :class:`FairagentsEmbeddingFunction`, and we pass
precomputed embeddings on every write and query anyway.

Internal to :mod:`fairagents.rag`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import urllib.request
from typing import Any
from urllib.parse import urlsplit

import chromadb
from chromadb.api import ClientAPI
from chromadb.api.types import Documents, EmbeddingFunction, Embeddings, Space
from chromadb.config import Settings
from chromadb.utils.embedding_functions import register_embedding_function

from fairagents.errors import BackendError, InputError
from fairagents.rag._embeddings import Embedder, get_default_embedder
from fairagents.rag._settings import RagSettings

__all__ = ["FairagentsEmbeddingFunction", "close_client", "make_client", "parse_chroma_url"]


@register_embedding_function
class FairagentsEmbeddingFunction(EmbeddingFunction[Documents]):
    """Chroma's view of a fairagents :class:`~fairagents.rag._embeddings.Embedder`."""

    def __init__(self, embedder: Embedder | None = None, *, model_id: str | None = None) -> None:
        # Chroma rebuilds embedding functions from their config (even just to check them), so
        # the embedder may be resolved lazily, on the first call.
        self._embedder = embedder
        self.model_id = embedder.model_id if embedder is not None else (model_id or "")

    def _resolve(self) -> Embedder:
        if self._embedder is None:
            embedder = get_default_embedder()
            if embedder.model_id != self.model_id:
                raise BackendError(
                    f"this collection was embedded with {self.model_id!r}, not "
                    f"{embedder.model_id!r}; query it through fairagents with the same embedder"
                )
            self._embedder = embedder
        return self._embedder

    def __call__(self, input: Documents) -> Embeddings:
        return list(self._resolve().embed(list(input)))

    @staticmethod
    def name() -> str:
        return "fairagents"

    def default_space(self) -> Space:
        return "cosine"  # the vectors are unit length: cosine distance = 1 - dot product

    def supported_spaces(self) -> list[Space]:
        return ["cosine", "ip", "l2"]

    def get_config(self) -> dict[str, Any]:
        return {"model_id": self.model_id}

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> FairagentsEmbeddingFunction:
        return FairagentsEmbeddingFunction(model_id=str(config.get("model_id", "")))


def parse_chroma_url(url: str) -> tuple[str, int, bool]:
    """``http://host:port`` → (host, port, ssl).

    >>> parse_chroma_url("http://127.0.0.1:8000")
    ('127.0.0.1', 8000, False)
    >>> parse_chroma_url("https://chroma.example.org")
    ('chroma.example.org', 443, True)
    """
    parts = urlsplit(url if "://" in url else f"http://{url}")
    if parts.scheme not in {"http", "https"} or not parts.hostname:
        raise InputError(
            f"chroma url {url!r}: expected http://HOST:PORT (e.g. http://127.0.0.1:8000)"
        )
    try:
        port = parts.port
    except ValueError as exc:
        raise InputError(f"chroma url {url!r}: bad port: {exc}") from exc
    ssl = parts.scheme == "https"
    return parts.hostname, port or (443 if ssl else 8000), ssl


def make_client(settings: RagSettings) -> ClientAPI:
    """A persistent client under ``settings.chroma_path``, or an HTTP client for ``chroma_url``."""
    chroma_settings = Settings(anonymized_telemetry=False)
    if settings.chroma_url:
        host, port, ssl = parse_chroma_url(settings.chroma_url)
        base = f"{'https' if ssl else 'http'}://{host}:{port}"
        try:
            # Probe first: chromadb's client leaks its HTTP session when its constructor fails.
            with urllib.request.urlopen(f"{base}/api/v2/heartbeat", timeout=10):
                pass
            return chromadb.HttpClient(host=host, port=port, ssl=ssl, settings=chroma_settings)
        except Exception as exc:  # connection errors come from urllib, chromadb or the OS
            raise BackendError(
                f"cannot reach the Chroma server at {settings.chroma_url}: {exc}; start it "
                "(`chroma run --path DIR`) or drop --chroma-url to use the local index"
            ) from exc
    settings.chroma_path.mkdir(parents=True, exist_ok=True)
    try:
        return chromadb.PersistentClient(path=str(settings.chroma_path), settings=chroma_settings)
    except Exception as exc:
        raise BackendError(
            f"cannot open the Chroma database at {settings.chroma_path}: {exc}"
        ) from exc


def close_client(client: ClientAPI) -> None:
    """Release the client's resources (file handles, HTTP connections)."""
    # chromadb's HTTP client does not close its httpx sessions on close() (neither its own nor
    # its internal admin client's); open sessions leak sockets (ResourceWarning), so close them.
    servers = [
        getattr(c, "_server", None) for c in (client, getattr(client, "_admin_client", None))
    ]
    close = getattr(client, "close", None)
    if callable(close):
        close()
    for server in servers:
        session = getattr(server, "_session", None)
        if session is not None and hasattr(session, "close"):
            session.close()
