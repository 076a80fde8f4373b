"""``fairagents corpus build | list | query``: the retrieval index from the command line.

The corpus folder is ``--corpora DIR``, else ``FAIRAGENTS_CORPORA``, else ``./corpora``, else
the eight corpora shipped inside the package (so an installed package works from any folder).
The index lives in the user cache directory (``FAIRAGENTS_CACHE_DIR`` / ``--cache-dir``) or on a
Chroma server (``--chroma-url`` / ``FAIRAGENTS_CHROMA_URL``). chromadb and sentence-transformers
are imported inside the commands, so the CLI starts fast.

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from pydantic import ValidationError
from rich.table import Table

from fairagents._cli._app import (
    JsonOpt,
    app,
    console,
    err_console,
    fail,
    print_json,
    safe,
    user_errors,
)
from fairagents.validation import format_validation_error

if TYPE_CHECKING:
    from fairagents.rag import BuildReport, CorpusIndex, RagSettings

corpus_app = typer.Typer(
    name="corpus",
    help="Build, inspect and query the retrieval index of the ethical corpora.",
    no_args_is_help=True,
)
app.add_typer(corpus_app)

CorporaOpt = Annotated[
    Path | None,
    typer.Option(
        "--corpora",
        help="Corpus folder (<framework>/*.md). Default: $FAIRAGENTS_CORPORA, else ./corpora, "
        "else the corpora shipped with the package.",
        file_okay=False,
    ),
]
ChromaUrlOpt = Annotated[
    str | None,
    typer.Option(
        "--chroma-url",
        help="Use a Chroma server (http://HOST:PORT) instead of the local index.",
        envvar="FAIRAGENTS_CHROMA_URL",
    ),
]
CacheDirOpt = Annotated[
    Path | None,
    typer.Option("--cache-dir", help="Where the local index and embedding cache live."),
]


def _settings(chroma_url: str | None, cache_dir: Path | None) -> RagSettings:
    try:
        from fairagents.rag import RagSettings
    except ImportError as exc:
        fail(f"the corpus commands need the rag extra ({exc}); pip install 'fairagents[rag]'")
    overrides: dict[str, object] = {}
    if chroma_url:
        overrides["chroma_url"] = chroma_url
    if cache_dir is not None:
        overrides["cache_dir"] = cache_dir
    try:
        return RagSettings(**overrides)  # type: ignore[arg-type]
    except ValidationError as exc:
        fail(format_validation_error(exc, None, "settings (FAIRAGENTS_* environment)"))


def _open(corpora: Path | None, settings: RagSettings) -> CorpusIndex:
    from fairagents.rag import CorpusIndex, load_corpus

    corpus = load_corpus(settings.corpora_dir(corpora))
    return CorpusIndex(corpus, settings=settings)


def _show_build(report: BuildReport) -> None:
    table = Table("change", "passages", "ids", title=f"collection {safe(report.collection)}")
    for label, ids in (
        ("added", report.added),
        ("updated", report.updated),
        ("removed", report.removed),
    ):
        shown = safe(", ".join(ids[:8])) + (f", … (+{len(ids) - 8})" if len(ids) > 8 else "")
        table.add_row(label, str(len(ids)), shown)
    table.add_row("unchanged", str(len(report.unchanged)), "")
    console.print(table)
    console.print(
        f"{report.chunks_written} chunks written, {report.chunks_deleted} deleted, "
        f"{report.texts_embedded} texts embedded (the rest came from the cache) "
        f"in {report.seconds:.1f}s"
    )


@corpus_app.command("build")
def build(
    corpora: CorporaOpt = None,
    chroma_url: ChromaUrlOpt = None,
    cache_dir: CacheDirOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Build or update the index: only new and changed passages are embedded; deleted ones go."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    settings = _settings(chroma_url, cache_dir)
    with user_errors():
        index = _open(corpora, settings)
        with (
            index,
            Progress(
                TextColumn("[bold]embedding[/]"),
                BarColumn(),
                MofNCompleteColumn(),
                console=err_console,
                transient=True,
                disable=as_json,
            ) as bar,
        ):
            task = bar.add_task("chunks", total=None)

            def progress(done: int, total: int) -> None:
                bar.update(task, completed=done, total=total)

            report = index.build(progress=progress)
    if as_json:
        print_json(report.model_dump(mode="json"))
    else:
        _show_build(report)


@corpus_app.command("list")
def list_(
    corpora: CorporaOpt = None,
    chroma_url: ChromaUrlOpt = None,
    cache_dir: CacheDirOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """List the frameworks: passages on disk, chunks in the index, and built/stale/missing."""
    settings = _settings(chroma_url, cache_dir)
    with user_errors(), _open(corpora, settings) as index:
        status = index.status()
    if as_json:
        print_json(status.model_dump(mode="json"))
        return
    table = Table("framework", "passages", "chunks indexed", "index")
    colour = {"built": "green", "stale": "yellow", "missing": "red"}
    for row in status.frameworks:
        state = row.state.value
        table.add_row(
            safe(row.framework), str(row.passages), str(row.chunks), f"[{colour[state]}]{state}"
        )
    console.print(table)
    console.print(
        f"corpus {safe(status.corpus)}\ncollection {safe(status.collection)} at "
        f"{safe(status.location)}: [bold]{status.state.value}[/]",
        highlight=False,
        soft_wrap=True,
    )
    if status.state.value != "built":
        console.print("run `fairagents corpus build` to bring the index up to date")


@corpus_app.command("query")
def query(
    text: Annotated[str, typer.Argument(metavar="TEXT", help="What to search for.")],
    framework: Annotated[
        list[str] | None,
        typer.Option("--framework", "-f", help="Only this framework (repeatable)."),
    ] = None,
    k: Annotated[int, typer.Option("-k", help="How many passages (1 to 1,000).")] = 5,
    mmr: Annotated[
        bool, typer.Option("--mmr", help="Diversify by maximal marginal relevance.")
    ] = False,
    lambda_mult: Annotated[
        float,
        typer.Option("--lambda", help="MMR trade-off: 1 = relevance only, 0 = diversity only."),
    ] = 0.5,
    corpora: CorporaOpt = None,
    chroma_url: ChromaUrlOpt = None,
    cache_dir: CacheDirOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Retrieve the passages closest to TEXT, with the ids agents cite and their citations."""
    settings = _settings(chroma_url, cache_dir)
    from fairagents.rag._retriever import check_retrieval  # the rag extra is there (settings)

    with user_errors():  # before the index opens: a bad -k should not wait for the model
        check_retrieval(k=k, lambda_mult=lambda_mult)
    with user_errors(), _open(corpora, settings) as index:
        status = index.status()
        if status.state.value == "stale":
            err_console.print(
                "[yellow]note:[/] the index is older than the corpus; run `fairagents corpus build`"
            )
        passages = index.retriever().retrieve(
            text, framework=framework or None, k=k, mmr=mmr, lambda_mult=lambda_mult
        )
    if as_json:
        print_json([p.model_dump(mode="json") for p in passages])
        return
    for p in passages:
        console.print(
            f"[bold]{safe(p.id)}[/]  {safe(p.citation)}  [dim](score {p.score:.3f})[/]",
            highlight=False,
        )
        console.print(safe(p.text, newlines=True), style="dim", highlight=False, soft_wrap=False)
        console.print()
