"""Every code block of the documentation runs as written (the convention: tests/_docs_blocks.py).

Each page runs in a fresh folder that holds the repository's ``examples/``, ``corpora/`` and
``tests/data/``; the pages share one cache directory, so the corpora's index is built once.
Commands go through ``python -m fairagents`` in a subprocess, as a reader would type them; Python
blocks run in this process, in that folder, sharing one namespace per page; an ``output`` block
checks what the command or Python block before it printed. A control shows the
runner fails on a failing command and on a block that breaks the convention, so a page whose code
rotted cannot pass.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import pytest
import yaml

from ._docs_blocks import Block, ConventionError, blocks, commands
from .conftest import ROOT

pytestmark = pytest.mark.docs

DOCS = ROOT / "docs"
PAGES = sorted(DOCS.rglob("*.md"))
ALL = {page: blocks(page) for page in PAGES}
RUNNABLE = {page: found for page, found in ALL.items() if any(b.runs for b in found)}
PRINTED = "__printed__"  # where the last command's output is kept, for an `output` block
COMMAND_TIMEOUT = 600  # seconds; the slowest command on a page is a 12-debate sweep


@pytest.fixture(scope="module", autouse=True)
def _one_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """One cache directory for every page, as a reader has one: the corpora's embedding index is
    built once, by the first page whose agents retrieve, not once per page."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("FAIRAGENTS_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
        yield


def _folder(tmp_path: Path) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    for shared in ("examples", "corpora", "tests/data"):  # tests/data: the real election files
        (tmp_path / shared).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / shared).symlink_to(ROOT / shared, target_is_directory=True)
    return tmp_path


def _env(folder: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        HF_HUB_OFFLINE="1",
        TRANSFORMERS_OFFLINE="1",
        ANONYMIZED_TELEMETRY="False",
        COLUMNS="120",
    )
    # The checkout's sources first, as in the rest of the suite (an installed copy may be older).
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), env.get("PYTHONPATH", "")]).rstrip(
        os.pathsep
    )
    return env


class Tee(io.TextIOBase):
    """Writes go to every stream given."""

    def __init__(self, *streams: IO[str]) -> None:
        self.streams = streams

    def write(self, text: str) -> int:
        for stream in self.streams:
            stream.write(text)
        return len(text)


def run_block(block: Block, folder: Path, namespace: dict[str, object]) -> None:
    """Run (or parse, or write) one block in ``folder``; fail naming the block's page and line."""
    if block.file is not None:
        (folder / block.file).write_text(block.code, "utf-8")
    if block.output:
        printed = {" ".join(line.split()) for line in str(namespace.get(PRINTED, "")).split("\n")}
        shown = [" ".join(line.split()) for line in block.code.split("\n") if line.strip()]
        missing = [line for line in shown if line not in printed]
        assert not missing, (
            f"{block.where}: the page shows lines the command did not print: {missing}\n"
            f"it printed:\n{namespace.get(PRINTED, '')}"
        )
    elif block.lang == "python":
        code = compile(block.code, block.where, "exec", dont_inherit=True)
        # What the block prints is shown as it runs and kept for an `output` block after it.
        printed = io.StringIO()
        with contextlib.redirect_stdout(Tee(sys.stdout, printed)):
            exec(code, namespace)
        namespace[PRINTED] = printed.getvalue()
    elif block.lang == "bash":
        for args in commands(block.code):
            done = subprocess.run(
                [sys.executable, "-m", "fairagents", *args],
                cwd=folder,
                env=_env(folder),
                stdin=subprocess.DEVNULL,
                capture_output=True,
                text=True,
                timeout=COMMAND_TIMEOUT,
                check=False,
            )
            assert done.returncode == 0, (
                f"{block.where}: `fairagents {' '.join(args)}` exited {done.returncode}\n"
                f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
            )
            namespace[PRINTED] = done.stdout
    elif block.lang == "yaml":
        yaml.safe_load(block.code)
    elif block.lang == "json":
        json.loads(block.code)


def run_page(found: list[Block], folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from fairagents import available_rules
    from fairagents.aggregators import unregister_rule
    from fairagents.graph import available_protocols
    from fairagents.graph.protocols import unregister_protocol

    before = set(available_rules())
    protocols_before = set(available_protocols())
    monkeypatch.chdir(folder)
    monkeypatch.syspath_prepend(str(folder))  # as `python` started in the folder has it
    namespace: dict[str, object] = {"__name__": "docs_example"}
    try:
        for block in found:
            if block.runs:
                run_block(block, folder, namespace)
    finally:  # a page that registers a rule or a protocol must not leak it into other tests
        for name in set(available_rules()) - before:
            unregister_rule(name)
        for name in set(available_protocols()) - protocols_before:
            unregister_protocol(name)


def test_the_pages_have_code_that_runs() -> None:
    assert len(PAGES) >= 30
    counts = {lang: 0 for lang in ("python", "bash", "yaml", "json")}
    for found in ALL.values():
        for block in found:
            if block.runs and block.lang in counts:
                counts[block.lang] += 1
    assert counts["python"] >= 15 and counts["bash"] >= 20, counts
    assert counts["yaml"] >= 5 and counts["json"] >= 3, counts


def test_every_skipped_block_says_why() -> None:
    skipped = [b for found in ALL.values() for b in found if b.skip is not None]
    assert skipped, "the convention is exercised"
    assert all(len(b.skip or "") >= 10 for b in skipped), [b.where for b in skipped]
    # Skips stay the exception: most runnable-language blocks run.
    total = sum(1 for found in ALL.values() for b in found if b.lang in {"python", "bash"})
    assert sum(b.lang in {"python", "bash"} for b in skipped) < total / 3


@pytest.mark.parametrize("page", list(RUNNABLE), ids=[str(p.relative_to(DOCS)) for p in RUNNABLE])
def test_page_runs(page: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run_page(RUNNABLE[page], _folder(tmp_path), monkeypatch)


def test_a_failing_block_fails_the_page(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    page = tmp_path / "control.md"
    text = (
        "<!-- docs-test: file bad.yaml -->\n```yaml\nid: [unclosed\n```\n"
        "```bash\nfairagents run bad.yaml --out runs/bad\n```\n"
    )
    found = blocks(page, text)
    assert [b.file for b in found] == ["bad.yaml", None]
    folder = _folder(tmp_path / "run")
    with pytest.raises(yaml.YAMLError):
        run_page(found[:1], folder, monkeypatch)
    with pytest.raises(AssertionError, match=r"control.md:5: `fairagents run bad.yaml"):
        run_page(found[1:], folder, monkeypatch)
    python = blocks(page, "```python\nassert 1 + 1 == 3, 'docs rot'\n```\n")
    with pytest.raises(AssertionError, match="docs rot"):
        run_page(python, folder, monkeypatch)
    shown = blocks(
        page,
        "```bash\nfairagents rules\n```\n<!-- docs-test: output -->\n```text\n"
        "│ borda │ ordinal │\n│ no_such_rule │ ordinal │\n```\n",
    )
    with pytest.raises(AssertionError, match=r"did not print: .*no_such_rule"):
        run_page(shown, folder, monkeypatch)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("<!-- docs-test: skip -->\n```bash\nmake demo\n```\n", "needs a reason"),
        ("<!-- docs-test: run -->\n```bash\nls\n```\n", "unknown docs-test directive"),
        ("<!-- docs-test: skip later -->\n\nsome prose\n```bash\nls\n```\n", "just before"),
        ("<!-- docs-test: file x.yaml -->\n", "with no block"),
        ("<!-- docs-test: file ../x.yaml -->\n```yaml\na: 1\n```\n", "plain name"),
    ],
)
def test_a_block_that_breaks_the_convention_is_refused(text: str, problem: str) -> None:
    with pytest.raises(ConventionError, match=problem):
        blocks(Path("page.md"), text)


def test_a_bash_block_runs_only_fairagents_commands() -> None:
    with pytest.raises(ConventionError, match="not a fairagents command"):
        commands("fairagents rules\nrm -rf runs\n")
