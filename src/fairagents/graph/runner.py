"""Running a deliberation into a run directory: start, stream, resume after a crash.

:func:`start_run` writes ``run.json`` (the scenario with any overrides applied, so a resume
reruns exactly what was started) and runs the graph with a SQLite checkpointer in the run
directory; :func:`resume_run` continues a run from its last checkpoint — after a SIGKILL, the
agents whose ballots were checkpointed are not asked again (LangGraph keeps their pending writes)
and only the interrupted ones re-run. After every step the transcript, outcome and fairness
files are rewritten from the checkpointed state (:mod:`~fairagents.graph._run_directory`).

**People.** When a human agent or approver is asked, the run *pauses*: LangGraph's
``interrupt`` leaves the question in the checkpoint, ``run.json`` says ``status: paused``,
``questions.json`` lists what is asked, and the :class:`DirectoryRun` carries the questions.
:func:`resume_run` with ``answers`` (person's name → answer, read by
:func:`~fairagents.agents.read_answer`) continues it; an answer that cannot be read raises
:class:`~fairagents.errors.AnswerError` and leaves the run paused, untouched.

**One writer, and files that belong together.** Starting, resuming and restarting hold the run
directory's lock (:func:`~fairagents.graph._run_directory.hold_run`): a second writer gets a
:class:`~fairagents.errors.LockedError` naming the holder, so two resumes of one paused run
cannot both cast their answers. Before it continues, a resume checks that the checkpoint is a
readable SQLite file holding run.json's thread, run with run.json's scenario (its digest is in
every checkpoint's metadata) and that the transcript's agents are the scenario's; anything else
is an :class:`~fairagents.errors.InputError` naming what differs. A missing or empty checkpoint
beside a transcript is refused too, never silently rerun from round 1: :func:`resume_run` with
``restart=True`` (``--restart``) starts the run over explicitly.

``on_event`` receives every ``custom`` stream event (each tagged with ``agent`` and ``round``)
as it happens. A ballot or proposal that fails after its retries, or a backend that fails,
ends the run: ``run.json`` records ``status: failed`` and the error, and the error is raised.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, cast, get_args

from langchain_core.language_models import BaseChatModel
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.types import Command, StateSnapshot

from fairagents.agents._answers import Question, read_answer
from fairagents.deprecation import renamed
from fairagents.errors import AnswerError, FairagentsError, InputError
from fairagents.graph._builder import Deliberation
from fairagents.graph._run_directory import (
    CHECKPOINT,
    DERIVED,
    OUTCOME,
    RUN_FILE,
    TRANSCRIPT,
    RunRecord,
    hold_run,
    now,
    read_run,
    scenario_digest,
    write_outputs,
    write_questions,
    write_record,
)
from fairagents.graph._state import checkpoint_serde
from fairagents.llm import BallotStats
from fairagents.llm._cache import ResponseCache
from fairagents.llm._specs import TransportSpec
from fairagents.models import Passage, PassageRetriever
from fairagents.problems import Problem
from fairagents.scenarios import Scenario
from fairagents.validation import output_directory

__all__ = [
    "DURABILITIES",
    "DirectoryRun",
    "Durability",
    "LazyRetriever",
    "Pending",
    "apply_overrides",
    "check_belongs",
    "open_checkpointer",
    "pending_questions",
    "resume_run",
    "start_run",
]

Event = dict[str, Any]

Durability = Literal["sync", "async", "exit"]
"""When a run's checkpoint is written (LangGraph's ``durability``), chosen per run:

- ``async`` (the default, as before the option existed): after every step, written while the
  next step runs; a run killed at any point resumes from its last step, and the run
  directory's files are rewritten after every step;
- ``sync``: after every step, before the next one starts (slower; nothing of a finished step
  is ever lost to the kill);
- ``exit``: once, when the run ends, pauses or fails; the files are written then too. Faster,
  but a run killed before its end has no checkpoint and no transcript: ``--resume`` then runs
  it again from round 1 (the same run for analytic agents; served models are asked again).
"""

DURABILITIES: tuple[str, ...] = get_args(Durability)


def _check_durability(durability: str | None) -> None:
    if durability is not None and durability not in DURABILITIES:
        raise InputError(f"durability {durability!r} is unknown; known: {', '.join(DURABILITIES)}")


@dataclass(frozen=True)
class Pending:
    """A question a paused run waits on: LangGraph's interrupt id and the question."""

    id: str
    question: Question


@dataclass
class DirectoryRun:
    """A finished, paused (or failed) run: its directory, record, state and ballot statistics;
    ``questions`` are what a paused run waits on."""

    run_dir: Path
    record: RunRecord
    state: dict[str, Any]
    stats: BallotStats
    questions: list[Pending] = field(default_factory=list)


def pending_questions(snapshot: StateSnapshot) -> list[Pending]:
    """The questions a checkpointed graph is paused on (none when it is not paused)."""
    return [
        Pending(id=i.id, question=Question.model_validate(i.value)) for i in snapshot.interrupts
    ]


def _resume_command(
    pending: list[Pending], answers: Mapping[str, Any], problem: Problem
) -> Command[Any]:
    """The ``Command`` resuming every pending question, each answer checked first."""
    asked = {p.question.who: p for p in pending}
    unknown = sorted(set(answers) - set(asked))
    if unknown or not pending:
        waiting = ", ".join(asked) or "nobody"
        raise AnswerError(
            f"answers for {', '.join(unknown) or 'anyone'}, but the run waits on: {waiting}"
        )
    missing = [who for who in asked if who not in answers]
    if missing:
        raise AnswerError(f"no answer for {', '.join(missing)}; the run waits on all of them")
    for who, p in asked.items():
        try:
            read_answer(p.question, answers[who], problem)
        except AnswerError as exc:
            raise AnswerError(f"answer of {who}: {exc}") from None
    return Command(resume={p.id: answers[p.question.who] for p in pending})


@contextmanager
def open_checkpointer(path: Path) -> Iterator[SqliteSaver]:
    """A SQLite checkpointer at ``path`` that allows exactly the state's record types."""
    conn = sqlite3.connect(str(path), check_same_thread=False)
    try:
        yield SqliteSaver(conn, serde=checkpoint_serde())
    finally:
        conn.close()


def apply_overrides(
    scenario: Scenario,
    *,
    rule: str | None = None,
    rounds: int | None = None,
    seed: int | None = None,
    decision: str | None = None,
) -> Scenario:
    """The scenario with command-line overrides applied (validated like the file itself)."""
    data = scenario.model_dump()
    if rule is not None:
        data["rule"] = {"name": rule}
    if rounds is not None:
        data["protocol"]["rounds"] = rounds
    if seed is not None:
        data["seed"] = seed
    if decision is not None:
        data["protocol"]["decision"] = decision
    from fairagents.scenarios import parse_scenario

    return parse_scenario(data, "command line")


class LazyRetriever:
    """The one opener of the corpus retriever: it opens the index on the first query (through
    :func:`fairagents.rag.open_retriever`, over ``corpora`` resolved as ``fairagents run`` does),
    so a resumed run past retrieval skips it. ``factory`` opens another retriever instead.

    >>> from fairagents.models import Passage
    >>> class Fixed:
    ...     def retrieve(self, query, *, framework=None, k=5):
    ...         return [Passage(id="x#0", text=query)][:k]
    >>> lazy = LazyRetriever(Fixed)
    >>> [p.text for p in lazy.retrieve("a case", k=1)]
    ['a case']
    """

    def __init__(
        self,
        factory: Callable[[], PassageRetriever] | None = None,
        *,
        corpora: str | Path | None = None,
    ) -> None:
        self._factory = factory
        self._corpora = corpora
        self._retriever: PassageRetriever | None = None

    def open(self) -> PassageRetriever:
        """The retriever, opened now if it is not yet (building a missing index)."""
        if self._retriever is None:
            if self._factory is not None:
                self._retriever = self._factory()
            else:
                from fairagents.rag import open_retriever

                self._retriever = open_retriever(self._corpora)
        return self._retriever

    def retrieve(
        self, query: str, *, framework: str | Sequence[str] | None = None, k: int = 5
    ) -> Sequence[Passage]:
        return self.open().retrieve(query, framework=framework, k=k)


def start_run(
    scenario: Scenario,
    run_dir: str | Path,
    *,
    model: str | BaseChatModel | Mapping[str, BaseChatModel] | None = None,
    retriever: PassageRetriever | Callable[[], PassageRetriever] | None = None,
    on_event: Callable[[Event], None] | None = None,
    corpora: str | None = None,
    cache: ResponseCache | None = None,
    durability: Durability | None = None,
) -> DirectoryRun:
    """Run ``scenario`` into the new directory ``run_dir`` (see the module docstring).

    ``model``: a spec string (recorded in ``run.json``) or model objects (not recorded: resume
    them by passing the same objects). ``retriever``: a
    :class:`~fairagents.models.PassageRetriever` or a zero-argument factory of one, called only
    when passages are needed (:class:`LazyRetriever` opens the corpora's). ``cache``: the
    response cache the served models' calls are answered from first (:mod:`fairagents.llm._cache`).
    ``durability``: when the checkpoint is written (:data:`Durability`; default ``async``).
    """
    _check_durability(durability)
    run_dir = Path(run_dir)
    if (run_dir / RUN_FILE).exists():
        raise InputError(f"{run_dir} already holds a run; resume it with --resume {run_dir}")
    # Everything that can refuse the scenario (its rule for these agents, a model spec naming
    # a missing file…) does so before the run directory exists: a refused run leaves nothing
    # behind that would ask to be resumed.
    deliberation = _deliberation(scenario, model, retriever, cache)
    output_directory(run_dir, what="run folder")
    with hold_run(run_dir):
        if (run_dir / RUN_FILE).exists():  # started by another process since the check above
            raise InputError(f"{run_dir} already holds a run; resume it with --resume {run_dir}")
        record = _new_record(scenario, model, corpora)
        write_record(run_dir, record)
        return _execute(run_dir, record, deliberation, on_event=on_event, durability=durability)


def _new_record(
    scenario: Scenario,
    model: str | BaseChatModel | Mapping[str, BaseChatModel] | None,
    corpora: str | None,
) -> RunRecord:
    return RunRecord(
        scenario=scenario,
        model=model if isinstance(model, str) else None,
        thread_id=f"{scenario.id}-{uuid.uuid4().hex[:12]}",
        created=now(),
        corpora=corpora,
    )


def resume_run(
    run_dir: str | Path,
    *,
    model: str | BaseChatModel | Mapping[str, BaseChatModel] | None = None,
    retriever: PassageRetriever | Callable[[], PassageRetriever] | None = None,
    on_event: Callable[[Event], None] | None = None,
    answers: Mapping[str, Any] | None = None,
    transport: TransportSpec | None = None,
    cache: ResponseCache | None = None,
    restart: bool = False,
    durability: Durability | None = None,
) -> DirectoryRun:
    """Continue the run in ``run_dir`` from its last checkpoint (a finished run is left as is).

    A paused run needs ``answers``: each person it waits on → their answer; without them it
    stays paused and the result lists the questions again. ``transport`` replaces how the run
    calls a served model (a longer timeout for a provider that timed out: nothing it decides).
    ``restart``: start it over from round 1 with run.json's scenario and model, its checkpoint
    and derived files removed.
    Raises :class:`~fairagents.errors.LockedError` while another process writes the run, and
    :class:`~fairagents.errors.InputError` when its files do not belong together.
    """
    _check_durability(durability)
    run_dir = Path(run_dir)
    read_run(run_dir)  # not a run directory: say so before taking its lock (or making one)
    with hold_run(run_dir):
        record = read_run(run_dir)  # as the last writer left it
        if transport is not None:
            scenario = record.scenario.model_copy(update={"transport": transport})
            record = record.model_copy(update={"scenario": scenario})
        deliberation = _deliberation(
            record.scenario, model if model is not None else record.model, retriever, cache
        )
        if restart:
            if answers is not None:
                raise InputError("a restarted run asks its questions again: give no answers")
            for name in (CHECKPOINT, f"{CHECKPOINT}-wal", f"{CHECKPOINT}-shm", *DERIVED):
                (run_dir / name).unlink(missing_ok=True)
            record = _new_record(record.scenario, record.model, record.corpora)
            write_record(run_dir, record)
        else:
            check_belongs(run_dir, record)
        return _execute(
            run_dir,
            record,
            deliberation,
            on_event=on_event,
            answers=answers,
            durability=durability,
        )


def check_belongs(run_dir: Path, record: RunRecord) -> None:
    """Raise :class:`InputError`, naming what differs, unless the checkpoint and transcript of
    ``run_dir`` belong to ``record`` (see the module docstring)."""
    path = run_dir / CHECKPOINT
    restart = f"; to start the run over, `fairagents run --resume {run_dir} --restart`"
    recorded = [
        name for name in (TRANSCRIPT, OUTCOME) if _size(run_dir / name) > 0
    ]  # what the run wrote after its first step: without a checkpoint, it would be redone
    if not path.is_file():
        if recorded:
            raise InputError(
                f"{path}: missing, but the run has a {recorded[0]}: it cannot continue where "
                f"it stopped{restart}"
            )
        return  # stopped before its first step: nothing to lose
    try:
        threads, metadata = _checkpoint_threads(path, record.thread_id)
    except (sqlite3.Error, ValueError, TypeError) as exc:
        raise InputError(f"{path}: not a readable checkpoint ({exc}){restart}") from exc
    if record.thread_id not in threads:
        if threads:
            raise InputError(
                f"{path} holds thread {', '.join(threads[:3])}, not run.json's "
                f"{record.thread_id}: run.json and the checkpoint come from different runs"
                f"{restart}"
            )
        if recorded:
            raise InputError(
                f"{path}: holds no checkpoint, but the run has a {recorded[0]}: it cannot "
                f"continue where it stopped{restart}"
            )
        return
    digest = metadata.get(DIGEST_KEY)
    if isinstance(digest, str) and digest != scenario_digest(record.scenario):
        raise InputError(
            f"{run_dir / RUN_FILE}: its scenario {record.scenario.id!r} is not the one the "
            f"checkpoint was run with (scenario digest {scenario_digest(record.scenario)[:12]}, "
            f"the checkpoint's {digest[:12]}): run.json was edited or comes from another run"
            f"{restart}"
        )
    _check_transcript(run_dir / TRANSCRIPT, record)


DIGEST_KEY = "fairagents_scenario"
"""The checkpoint metadata key holding the digest of the scenario a run was run with."""


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _checkpoint_threads(path: Path, thread_id: str) -> tuple[list[str], dict[str, Any]]:
    """The thread ids in the checkpoint file, and the metadata of ``thread_id``'s latest."""
    conn = sqlite3.connect(str(path))
    try:
        check = conn.execute("PRAGMA quick_check").fetchone()
        if check is None or check[0] != "ok":
            raise sqlite3.DatabaseError(f"damaged: {check[0] if check else 'no answer'}")
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "checkpoints" not in tables:
            return [], {}
        threads = [str(r[0]) for r in conn.execute("SELECT DISTINCT thread_id FROM checkpoints")]
        row = conn.execute(
            "SELECT metadata FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = '' "
            "ORDER BY checkpoint_id DESC LIMIT 1",
            (thread_id,),
        ).fetchone()
    finally:
        conn.close()
    metadata = {} if row is None or row[0] is None else json.loads(row[0])
    if not isinstance(metadata, dict):
        raise ValueError("its metadata is not a JSON object")
    return threads, metadata


def _check_transcript(path: Path, record: RunRecord) -> None:
    """The transcript's proposals and ballots are by the scenario's agents (an unreadable line
    is no mismatch: the transcript is rewritten from the checkpoint)."""
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return
    names = {a.name for a in record.scenario.agents}
    strangers: set[str] = set()
    for line in lines:
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if isinstance(event, dict) and event.get("kind") in ("proposal", "ballot"):
            agent = event.get("agent")
            if isinstance(agent, str) and agent not in names:
                strangers.add(agent)
    if strangers:
        raise InputError(
            f"{path}: ballots or proposals of {', '.join(sorted(strangers))}, who are not agents "
            f"of run.json's scenario {record.scenario.id!r} ({', '.join(sorted(names))}): the "
            "transcript comes from another run"
        )


def _deliberation(
    scenario: Scenario,
    model: str | BaseChatModel | Mapping[str, BaseChatModel] | None,
    retriever: PassageRetriever | Callable[[], PassageRetriever] | None,
    cache: ResponseCache | None = None,
) -> Deliberation:
    if retriever is not None and not isinstance(retriever, PassageRetriever):
        retriever = LazyRetriever(retriever)  # a factory: opened when passages are needed
    return Deliberation(scenario, model=model, retriever=retriever, cache=cache)


def _snapshot(graph: Any, config: Any, run_dir: Path) -> StateSnapshot:
    """The checkpointed state; a checkpoint that cannot be read is an :class:`InputError`."""
    try:
        return cast(StateSnapshot, graph.get_state(config))
    except FairagentsError:
        raise
    except Exception as exc:  # whatever a damaged blob makes the deserializer raise
        raise InputError(
            f"{run_dir / CHECKPOINT}: its state cannot be read ({type(exc).__name__}: "
            f"{str(exc)[:200]}); to start the run over, `fairagents run --resume {run_dir} "
            "--restart`"
        ) from exc


def _check_state(values: Mapping[str, Any], record: RunRecord, run_dir: Path) -> None:
    """The checkpointed proposals and ballots are by the scenario's agents (what a run from
    before the scenario digest was recorded is checked by)."""
    names = {a.name for a in record.scenario.agents}
    strangers = {
        k.partition("/")[2]
        for field in ("proposals", "ballots")
        for k in (values.get(field) or {})
        if isinstance(k, str)
    } - names
    if strangers:
        raise InputError(
            f"{run_dir / CHECKPOINT}: holds ballots or proposals of "
            f"{', '.join(sorted(strangers))}, who are not agents of run.json's scenario "
            f"{record.scenario.id!r}: run.json was edited or comes from another run"
        )


def _execute(
    run_dir: Path,
    record: RunRecord,
    deliberation: Deliberation,
    *,
    on_event: Callable[[Event], None] | None,
    answers: Mapping[str, Any] | None = None,
    durability: Durability | None = None,
) -> DirectoryRun:
    # Under "exit" the checkpoint holds nothing until the end: the files are written then.
    every_step = durability != "exit"
    config: Any = {
        "configurable": {"thread_id": record.thread_id},
        "metadata": {DIGEST_KEY: scenario_digest(record.scenario)},
    }
    with open_checkpointer(run_dir / CHECKPOINT) as saver:
        graph = deliberation.graph().compile(checkpointer=saver)
        snapshot = _snapshot(graph, config, run_dir)
        _check_state(snapshot.values, record, run_dir)
        # Finished means the decide node said stop. (An empty ``next`` is not enough: when
        # every task of a superstep had saved its writes before a crash, LangGraph lists no
        # next node although the superstep was never committed; ``stream(None)`` applies them.)
        done = bool(snapshot.values.get("stop"))
        try:
            pending = pending_questions(snapshot)
        except ValueError as exc:  # a question in the checkpoint that is not one any more
            raise InputError(
                f"{run_dir / CHECKPOINT}: the question it is paused on cannot be read "
                f"({str(exc).splitlines()[0]})"
            ) from exc
        start: dict[str, Any] | Command[Any] | None = None if snapshot.values else {}
        if answers is not None:
            start = _resume_command(pending, answers, record.scenario.problem)
        elif pending:  # paused, and nothing to answer with: leave it as it is
            done = True
        if not done:
            record = record.model_copy(update={"status": "running", "error": ""})
            write_record(run_dir, record)
            try:
                for mode, chunk in graph.stream(
                    start, config, stream_mode=["updates", "custom"], durability=durability
                ):
                    if mode == "custom":
                        if on_event is not None:
                            on_event(cast(Event, chunk))
                    elif every_step:
                        write_outputs(run_dir, graph.get_state(config).values, record)
            except FairagentsError as exc:
                record = record.model_copy(update={"status": "failed", "error": str(exc)})
                write_record(run_dir, record)
                write_outputs(run_dir, graph.get_state(config).values, record)
                raise
            except sqlite3.DatabaseError as exc:  # the checkpoint broke under the run
                error = f"{run_dir / CHECKPOINT}: cannot be written or read ({exc})"
                write_record(
                    run_dir, record.model_copy(update={"status": "failed", "error": error})
                )
                raise InputError(error) from exc
        snapshot = graph.get_state(config)
        state = dict(snapshot.values)
        pending = pending_questions(snapshot)
    record = record.model_copy(update={"status": "paused" if pending else "finished"})
    write_record(run_dir, record)
    write_outputs(run_dir, state, record)
    write_questions(run_dir, [p.question for p in pending])
    return DirectoryRun(
        run_dir=run_dir, record=record, state=state, stats=deliberation.stats, questions=pending
    )


# The old name, for one release (it also named a store's run, now experiments' StoredRun):
# it resolves, with a DeprecationWarning; type checkers read it as the new one.
if TYPE_CHECKING:
    RunResult = DirectoryRun
else:
    __getattr__ = renamed(__name__, {"RunResult": "DirectoryRun"})
