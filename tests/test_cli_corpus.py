"""`fairagents corpus build | list | query` through Typer's CliRunner, on a temporary corpus.

Uses the real embedding model (loaded once per process) and a real embedded Chroma in tmp_path.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.resources import packaged_corpora
from tests._rag_support import PASSAGES, write_corpus

runner = CliRunner()


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Common options: the corpus and a private cache directory; no server from the shell."""
    for var in ("FAIRAGENTS_CHROMA_URL", "FAIRAGENTS_COLLECTION", "FAIRAGENTS_CORPORA"):
        monkeypatch.delenv(var, raising=False)
    corpus = write_corpus(tmp_path / "corpora")
    return ["--corpora", str(corpus), "--cache-dir", str(tmp_path / "cache")]


def _run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_build_list_query(env: list[str], tmp_path: Path) -> None:
    code, out, err = _run("corpus", "list", *env, "--json")
    assert code == 0, err
    assert json.loads(out)["state"] == "missing"

    code, out, err = _run("corpus", "build", *env, "--json")
    assert code == 0, err
    report = json.loads(out)
    assert len(report["added"]) == 7 and report["chunks_written"] > 0
    code, out, err = _run("corpus", "build", *env)
    assert code == 0, err
    assert "unchanged │ 7" in out and "0 chunks written" in out

    code, out, err = _run("corpus", "list", *env, "--json")
    status = json.loads(out)
    assert status["state"] == "built"
    assert {r["framework"]: r["passages"] for r in status["frameworks"]} == {
        "gilligan": 1,
        "mill": 2,
        "nozick": 1,
        "rawls": 3,
    }
    code, out, err = _run("corpus", "list", *env)
    assert code == 0 and "rawls" in out and "built" in out

    code, out, err = _run(
        "corpus", "query", "priority for the worst-off", "-f", "rawls", "-k", "2", *env, "--json"
    )
    assert code == 0, err
    hits = json.loads(out)
    assert [h["framework"] for h in hits] == ["rawls", "rawls"]
    assert hits[0]["citation"] == "Rawls, A Theory of Justice (1971), §13"
    assert hits[0]["id"] == f"{hits[0]['passage_id']}#{hits[0]['chunk']}"

    code, out, err = _run("corpus", "query", "harm to others", "-k", "1", "--mmr", *env)
    assert code == 0, err
    assert out.startswith("mill-02#0  Mill, On Liberty (1859), Chapter 1")

    # Edit a file: list says stale, query still answers and says so, build updates one passage.
    (tmp_path / "corpora/mill/02-liberty.md").write_text(PASSAGES["mill/02-liberty.md"] + " Yes.")
    code, out, err = _run("corpus", "list", *env, "--json")
    assert json.loads(out)["state"] == "stale"
    code, out, err = _run("corpus", "query", "harm", "-k", "1", *env)
    assert code == 0 and "older than the corpus" in err
    code, out, err = _run("corpus", "build", *env, "--json")
    assert json.loads(out)["updated"] == ["mill-02"]


def test_errors_are_one_readable_line(env: list[str], tmp_path: Path) -> None:
    code, _, err = _run("corpus", "query", "x", *env)
    assert code == 2 and "no index yet" in err and "fairagents corpus build" in err
    _run("corpus", "build", *env)
    code, _, err = _run("corpus", "query", "x", "-f", "rawl", *env)
    assert code == 2 and "framework 'rawl' has no passages in the index; known: gilligan" in err
    code, _, err = _run("corpus", "build", "--corpora", str(tmp_path / "nope"))
    assert code == 2 and "corpus folder not found" in err
    code, _, err = _run("corpus", "list", *env, "--chroma-url", "ftp://x")
    assert code == 2 and "expected http://HOST:PORT" in err
    (tmp_path / "corpora/rawls/bad.md").write_text("---\ntitle: T\n---\nBody")
    code, _, err = _run("corpus", "build", *env)
    assert code == 2 and "bad.md: front matter: author: Field required" in err
    assert "Traceback" not in err


def test_default_corpus_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FAIRAGENTS_CORPORA", raising=False)
    monkeypatch.chdir(tmp_path)
    # No ./corpora: the eight corpora shipped with the package.
    code, out, err = _run("corpus", "list", "--cache-dir", str(tmp_path / "cache"), "--json")
    assert code == 0, err
    assert json.loads(out)["corpus"] == str(packaged_corpora())
    monkeypatch.setattr("fairagents.rag._settings.packaged_corpora", lambda: None)
    code, _, err = _run("corpus", "list", "--cache-dir", str(tmp_path / "cache"))
    assert code == 2 and "no corpus folder: pass --corpora DIR" in err
    write_corpus(tmp_path / "corpora")
    code, out, err = _run("corpus", "list", "--cache-dir", str(tmp_path / "cache"), "--json")
    assert code == 0, err
    assert json.loads(out)["corpus"] == str((tmp_path / "corpora").resolve())
