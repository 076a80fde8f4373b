"""The index on a real Chroma server, started on loopback by the test (`chroma run`)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from fairagents.errors import BackendError
from fairagents.rag import (
    CachedEmbedder,
    CorpusIndex,
    EmbeddingCache,
    IndexState,
    SentenceTransformerEmbedder,
    load_corpus,
)
from tests._rag_support import make_settings, write_corpus
from tests._servers import free_port, stop, wait_until_up

pytestmark = pytest.mark.server


def _chroma_cli() -> str:
    found = Path(sys.executable).with_name("chroma")
    if found.exists():
        return str(found)
    which = shutil.which("chroma")
    assert which, "the chromadb package should provide the `chroma` command"
    return which


@pytest.fixture(scope="module")
def chroma_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    data = tmp_path_factory.mktemp("chroma-server")
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with (data / "server.log").open("wb") as log:
        cmd = [_chroma_cli(), "run", "--path", str(data / "db"), "--host", "127.0.0.1"]
        proc = subprocess.Popen([*cmd, "--port", str(port)], stdout=log, stderr=log)
        try:
            wait_until_up(f"{url}/api/v2/heartbeat", proc, data / "server.log", 60)
            yield url
        finally:
            stop(proc, timeout=10)


def test_build_and_query_on_a_server(chroma_url: str, tmp_path: Path) -> None:
    corpus = load_corpus(write_corpus(tmp_path / "corpora"))
    settings = make_settings(tmp_path, chroma_url=chroma_url)
    embedder = CachedEmbedder(SentenceTransformerEmbedder(), EmbeddingCache(None))
    with CorpusIndex(corpus, settings=settings, embedder=embedder) as index:
        assert index.location == chroma_url
        assert index.status().state is IndexState.MISSING
        first = index.build()
        assert len(first.added) == 7 and first.chunks_written == first.texts_embedded > 0
        assert index.status().state is IndexState.BUILT
        hits = index.retriever().retrieve("priority for the worst-off", framework="rawls", k=2)
        assert [h.framework for h in hits] == ["rawls", "rawls"]
        mmr = index.retriever().retrieve("harm", k=2, mmr=True)
        assert len({h.id for h in mmr}) == 2
    # A second client (another process would do the same) finds it built and changes nothing.
    with CorpusIndex(corpus, settings=settings, embedder=embedder) as index:
        again = index.build()
        assert len(again.unchanged) == 7 and again.chunks_written == again.texts_embedded == 0
    embedder.cache.close()


def test_unreachable_server_is_a_clear_error(tmp_path: Path) -> None:
    corpus = load_corpus(write_corpus(tmp_path / "corpora"))
    settings = make_settings(tmp_path, chroma_url=f"http://127.0.0.1:{free_port()}")
    with pytest.raises(BackendError, match="cannot reach the Chroma server at http://127"):
        CorpusIndex(
            corpus,
            settings=settings,
            embedder=CachedEmbedder(SentenceTransformerEmbedder(), EmbeddingCache(None)),
        )
