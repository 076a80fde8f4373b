"""The results store: one SQLite file holding every run of one or more sweeps, keyed by run id.

Its tables — the sweeps as run, the runs each planned, the runs recorded with their subjects,
group means, rule outcomes and agent counters — and the codecs between a
:class:`~fairagents.experiments._execute.StoredRun` and its rows are
:mod:`fairagents.experiments._store_schema`'s; this module opens the file, writes and reads.
Six tables came later (:data:`LATER_TABLES`: group means, rule outcomes, agent counters, and
what a run reports beyond fairness: its decision and emergence, its first-round baseline, its
ballots' dynamics): a store written before them holds none of their rows, its readers return
none (:meth:`ResultsStore.has` says whether a table is there), and a sweep resumed into it adds
them for the runs it records.

**Durability.** Only the process that runs the sweep writes (workers return results to it), and
it writes each run — its ``runs`` row and all its ``subjects`` rows — in one transaction as soon
as the run finishes. SQLite in WAL mode commits a transaction atomically, so a process killed at
any instant (SIGKILL included) leaves every run either fully recorded or absent: a rerun of the
sweep skips the recorded runs and runs the rest, and the primary keys make a duplicate
impossible. ``synchronous=NORMAL`` keeps commits cheap; it survives a killed process (the OS
holds the WAL), though not a power cut, which may lose the last commits — never corrupt them.

**One writer.** A store opened for writing holds an OS lock on ``STORE.lock`` beside it
(:mod:`fairagents.locks`; it ends with its process, however it ends): a second sweep into the
same store is refused at once with the holder's pid and host
(:class:`~fairagents.errors.LockedError`, exit 2) rather than sharing the work — one sweep
process per store, its workers (``--workers``, Ray) are where the parallelism is. A lock left by
a killed sweep is simply taken over: every run it recorded is whole. Readers (status, table,
report, export) take no lock. A writer checks the file first (``PRAGMA quick_check``), so a
damaged store is one :class:`~fairagents.errors.SweepError` line before any run starts, not a
traceback in the middle of the sweep.

A failed run is recorded with its error; a rerun tries it again (``attempts`` counts the tries)
and a success replaces it. Why SQLite rather than DuckDB: a sweep writes one small transaction
per finished run, the case SQLite is built for, and reads are a few thousand rows into pandas;
``bench/sweep.py`` measures the store's share of a sweep's time (1–2 %, ≈ 0.7 ms a run).

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairagents.errors import SweepError
from fairagents.experiments._execute import StoredRun
from fairagents.experiments._grid import Expansion, RunSpec
from fairagents.experiments._store_schema import (
    AGENT_COLUMNS,
    DYNAMICS_COLUMNS,
    LATER_TABLES,
    MEASURE_COLUMNS,
    RULE_COLUMNS,
    RUN_COLUMNS,
    SCHEMA,
    SUBJECT_COLUMNS,
    TABLES,
    agent_of,
    agent_row,
    dynamics_rows,
    measure_row,
    measures_of,
    rule_of,
    rule_row,
    run_of,
    run_row,
    subject_of,
    subject_row,
)
from fairagents.locks import hold
from fairagents.validation import output_directory

__all__ = ["ResultsStore", "StoreStatus", "SweepStatus", "failure_reason"]


@dataclass(frozen=True)
class SweepStatus:
    """How far one sweep in a store has got."""

    sweep: str
    planned: int
    finished: int
    failed: int

    @property
    def remaining(self) -> int:
        """Runs not yet finished (failed ones are tried again on a rerun)."""
        return self.planned - self.finished


_ERROR_TYPE = re.compile(r"^[A-Z][A-Za-z]*(?:Error|Exception|Timeout): ")
_WHO_FAILED = re.compile(r"^model .+? failed for (?:the mediator|agent '[^']*'), round \d+: ")
_EARLIER_FAULTS = re.compile(r"; before it: [^;]*$")  # the tail llm.transport writes


def failure_reason(error: str) -> str:
    """What a failed run's ``error`` says went wrong, without who met it: the exception's type
    and the wrapper naming the agent and round are dropped, so that one provider fault met by
    several agents (or raised at different depths) is one reason; so is what the earlier
    attempts met (``; before it: …``), which differs from run to run of the same fault (the
    run's own error keeps it).

    >>> failure_reason("BackendError: model m failed for agent 'ann', round 1: "
    ...                "model m: 3 of 3 attempts failed; the last: HTTP 429")
    'model m: 3 of 3 attempts failed; the last: HTTP 429'
    >>> failure_reason("TransportError: model m: 3 of 3 attempts failed; the last: HTTP 429")
    'model m: 3 of 3 attempts failed; the last: HTTP 429'
    >>> failure_reason("TransportError: model m: 3 of 3 attempts failed; the last: HTTP 429; "
    ...                "before it: 2x timeout")
    'model m: 3 of 3 attempts failed; the last: HTTP 429'
    >>> failure_reason("ValueError: no such rule")
    'no such rule'
    """
    reason = _ERROR_TYPE.sub("", error, count=1)
    while (inner := _WHO_FAILED.sub("", reason, count=1)) != reason:
        reason = _ERROR_TYPE.sub("", inner, count=1)
    return _EARLIER_FAULTS.sub("", reason)


@dataclass(frozen=True)
class StoreStatus:
    """Every sweep in a store, and its failed runs grouped by :func:`failure_reason` (most
    frequent first)."""

    path: Path
    sweeps: tuple[SweepStatus, ...]
    errors: tuple[tuple[str, int], ...]


class ResultsStore:
    """A results store file (see the module docstring); use as a context manager.

    >>> import tempfile, pathlib
    >>> with ResultsStore(pathlib.Path(tempfile.mkdtemp()) / "r.sqlite") as store:
    ...     store.status().sweeps
    ()
    """

    def __init__(self, path: str | Path, *, create: bool = True) -> None:
        self.path = Path(path)
        if not create and not self.path.is_file():
            raise SweepError(f"{self.path}: no results store here (run a sweep into it first)")
        self._lock = ExitStack()
        if create:
            output_directory(self.path.parent, what="results store's folder", error=SweepError)
            # Held until close(): one writer per store (see the module docstring).
            self._lock.enter_context(
                hold(
                    self.path.with_name(self.path.name + ".lock"), f"the results store {self.path}"
                )
            )
        try:
            self._conn = sqlite3.connect(str(self.path), isolation_level=None)
        except sqlite3.Error as exc:
            self._lock.close()
            raise SweepError(f"{self.path}: cannot open ({exc})") from exc
        try:
            if create:
                check = self._conn.execute("PRAGMA quick_check").fetchone()
                if check is None or check[0] != "ok":
                    raise sqlite3.DatabaseError(f"damaged: {check[0] if check else 'no answer'}")
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute("PRAGMA synchronous=NORMAL")
                self._conn.execute("PRAGMA busy_timeout=10000")
                self._conn.executescript(SCHEMA)
            else:  # a reader never changes a file it was handed, ours or not
                self._conn.execute("PRAGMA busy_timeout=10000")
                found = {r[0] for r in self._conn.execute(TABLES)}
                if not {"meta", "planned", "runs", "subjects"} <= found:
                    raise SweepError(f"{self.path}: not a results store (no sweep tables)")
        except sqlite3.DatabaseError as exc:
            self.close()
            raise SweepError(f"{self.path}: not a results store ({exc})") from exc
        except SweepError:
            self.close()
            raise

    def close(self) -> None:
        try:
            self._conn.close()
        finally:
            self._lock.close()

    @contextmanager
    def reading(self) -> Iterator[None]:
        """Reads of a store someone may have edited: broken content is a :class:`SweepError`."""
        try:
            yield
        except (sqlite3.DatabaseError, ValueError, KeyError, TypeError) as exc:
            if isinstance(exc, SweepError):
                raise
            raise SweepError(f"{self.path}: not a valid results store ({exc})") from exc

    def __enter__(self) -> ResultsStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        try:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
        except sqlite3.IntegrityError:  # a row that breaks a key: our bug, not a damaged file
            raise
        except sqlite3.DatabaseError as exc:  # damage found while writing is one line too
            raise SweepError(f"{self.path}: not a valid results store ({exc})") from exc

    # -- writing ----------------------------------------------------------------------------------

    def plan(self, expansion: Expansion) -> None:
        """Record the sweep and every run it asks for (idempotent)."""
        sweep = expansion.sweep
        with self._transaction() as db:
            db.execute(
                "INSERT OR REPLACE INTO meta VALUES (?, ?)",
                (f"sweep:{sweep.id}", sweep.model_dump_json()),
            )
            db.execute(
                "INSERT OR REPLACE INTO meta VALUES (?, ?)",
                (f"notes:{sweep.id}", json.dumps(expansion.notes())),
            )
            if expansion.base:  # where its scenario files are, to expand it again later
                db.execute(
                    "INSERT OR REPLACE INTO meta VALUES (?, ?)",
                    (f"base:{sweep.id}", expansion.base),
                )
            db.executemany(
                "INSERT OR IGNORE INTO planned VALUES (?, ?, ?, ?, ?)",
                [
                    (r.run_id, r.sweep, r.index, r.case, json.dumps(r.labels))
                    for r in expansion.runs
                ],
            )

    def record(self, result: StoredRun) -> None:
        """Write one run and its subjects, group means, rule outcomes and agent counters
        atomically; a rerun's result replaces a failed one."""
        placeholders = ", ".join("?" for _ in RUN_COLUMNS)
        updates = ", ".join(f"{c} = excluded.{c}" for c in RUN_COLUMNS[1:])
        with self._transaction() as db:
            db.execute(
                f"INSERT INTO runs ({', '.join(RUN_COLUMNS)}) VALUES ({placeholders}) "
                f"ON CONFLICT(run_id) DO UPDATE SET {updates}, attempts = attempts + 1",
                run_row(result),
            )
            for table in ("subjects", *LATER_TABLES):
                db.execute(f"DELETE FROM {table} WHERE run_id = ?", (result.run_id,))
            db.executemany(
                f"INSERT INTO subjects VALUES ({', '.join('?' for _ in SUBJECT_COLUMNS)}, ?)",
                [(*subject_row(result.run_id, s), i) for i, s in enumerate(result.subjects)],
            )
            db.executemany(
                "INSERT INTO subject_groups VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (result.run_id, s.round, s.who, group, mean, i)
                    for s in result.subjects
                    for i, (group, mean) in enumerate(s.groups.items())
                ],
            )
            db.executemany(
                f"INSERT INTO rule_outcomes VALUES ({', '.join('?' for _ in RULE_COLUMNS)}, ?)",
                [(*rule_row(result.run_id, r), i) for i, r in enumerate(result.rules)],
            )
            db.executemany(
                f"INSERT INTO agent_stats VALUES ({', '.join('?' for _ in AGENT_COLUMNS)})",
                [agent_row(result.run_id, a) for a in result.agents],
            )
            measured = measure_row(result)
            if measured is not None:
                db.execute(
                    f"INSERT INTO run_measures VALUES ({', '.join('?' for _ in measured)})",
                    measured,
                )
            if result.first_rule is not None:
                db.execute(
                    f"INSERT INTO baselines VALUES ({', '.join('?' for _ in SUBJECT_COLUMNS)})",
                    subject_row(result.run_id, result.first_rule),
                )
            db.executemany(
                f"INSERT INTO dynamics VALUES ({', '.join('?' for _ in DYNAMICS_COLUMNS)}, ?)",
                dynamics_rows(result),
            )

    # -- reading ----------------------------------------------------------------------------------

    def finished_ids(self) -> set[str]:
        """Ids of the runs recorded as finished."""
        try:
            rows = self._conn.execute("SELECT run_id FROM runs WHERE status = 'finished'")
            return {r[0] for r in rows}
        except sqlite3.DatabaseError as exc:
            raise SweepError(f"{self.path}: not a valid results store ({exc})") from exc

    def pending(self, runs: Sequence[RunSpec]) -> list[RunSpec]:
        """The runs of ``runs`` not yet finished, in order."""
        done = self.finished_ids()
        return [r for r in runs if r.run_id not in done]

    def sweep_ids(self) -> list[str]:
        rows = self._conn.execute("SELECT key FROM meta WHERE key LIKE 'sweep:%' ORDER BY key")
        return [r[0].removeprefix("sweep:") for r in rows]

    def sweep_base(self, sweep: str) -> str | None:
        """The folder the sweep's scenario paths were read from (``None`` for a store written
        before stores recorded it)."""
        row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (f"base:{sweep}",))
        found = row.fetchone()
        return None if found is None else str(found[0])

    def sweep_json(self, sweep: str) -> str:
        """The sweep as it was run (JSON)."""
        row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (f"sweep:{sweep}",))
        found = row.fetchone()
        if found is None:
            known = ", ".join(self.sweep_ids()) or "none"
            raise SweepError(f"{self.path}: no sweep {sweep!r} here; sweeps: {known}")
        return str(found[0])

    def notes(self, sweep: str) -> list[str]:
        row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (f"notes:{sweep}",))
        found = row.fetchone()
        return [] if found is None else list(json.loads(found[0]))

    def status(self) -> StoreStatus:
        """Planned, finished and failed runs per sweep, and the failed runs' errors."""
        sweeps = []
        for sweep in self.sweep_ids():
            planned = self._scalar("SELECT COUNT(*) FROM planned WHERE sweep = ?", sweep)
            counts = dict(
                self._conn.execute(
                    "SELECT r.status, COUNT(*) FROM planned p JOIN runs r USING (run_id) "
                    "WHERE p.sweep = ? GROUP BY r.status",
                    (sweep,),
                ).fetchall()
            )
            sweeps.append(
                SweepStatus(
                    sweep=sweep,
                    planned=planned,
                    finished=int(counts.get("finished", 0)),
                    failed=int(counts.get("failed", 0)),
                )
            )
        reasons: Counter[str] = Counter()
        for error, n in self._conn.execute(
            "SELECT error, COUNT(*) FROM runs WHERE status = 'failed' GROUP BY error"
        ):
            reasons[failure_reason(error)] += int(n)
        errors = sorted(reasons.items(), key=lambda item: (-item[1], item[0]))[:20]
        return StoreStatus(path=self.path, sweeps=tuple(sweeps), errors=tuple(errors))

    def _scalar(self, sql: str, *args: Any) -> int:
        return int(self._conn.execute(sql, args).fetchone()[0])

    def run_rows(self, sweep: str | None = None) -> list[dict[str, Any]]:
        """Every recorded run (without its transcript) as a dict, in grid order."""
        columns = [*(c for c in RUN_COLUMNS if c != "transcript"), "attempts"]
        where, args = ("WHERE sweep = ?", (sweep,)) if sweep else ("", ())
        cursor = self._conn.execute(
            f"SELECT {', '.join(columns)} FROM runs {where} ORDER BY sweep, idx", args
        )
        return [dict(zip(columns, row, strict=True)) for row in cursor]

    def subject_rows(self, sweep: str | None = None) -> list[dict[str, Any]]:
        """Every subject of every finished run, in grid order, then as the run listed them."""
        columns = [f"s.{c}" for c in SUBJECT_COLUMNS]
        where, args = ("AND r.sweep = ?", (sweep,)) if sweep else ("", ())
        cursor = self._conn.execute(
            f"SELECT {', '.join(columns)} FROM subjects s JOIN runs r USING (run_id) "
            f"WHERE r.status = 'finished' {where} ORDER BY r.sweep, r.idx, s.seq",
            args,
        )
        return [dict(zip(SUBJECT_COLUMNS, row, strict=True)) for row in cursor]

    def has(self, table: str) -> bool:
        """Whether the store has ``table`` (one written before it was added has not)."""
        found = self._conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)
        )
        return found.fetchone() is not None

    def _later_rows(
        self, table: str, columns: Sequence[str], order: str, sweep: str | None, finished: bool
    ) -> list[dict[str, Any]]:
        if not self.has(table):
            return []
        where = ["r.status = 'finished'"] if finished else []
        args: tuple[str, ...] = ()
        if sweep:
            where.append("r.sweep = ?")
            args = (sweep,)
        clause = f"WHERE {' AND '.join(where)}" if where else ""
        cursor = self._conn.execute(
            f"SELECT {', '.join(f't.{c}' for c in columns)} FROM {table} t "
            f"JOIN runs r USING (run_id) {clause} ORDER BY r.sweep, r.idx, {order}",
            args,
        )
        return [dict(zip(columns, row, strict=True)) for row in cursor]

    def group_rows(self, sweep: str | None = None) -> list[dict[str, Any]]:
        """Each group's mean utility under each subject of every finished run, in grid order."""
        columns = ("run_id", "round", "who", "grp", "mean_utility")
        return self._later_rows("subject_groups", columns, "t.round, t.who, t.seq", sweep, True)

    def rule_rows(self, sweep: str | None = None) -> list[dict[str, Any]]:
        """Every rule's outcome on the final ballots of every finished run, in grid order."""
        return self._later_rows("rule_outcomes", RULE_COLUMNS, "t.seq", sweep, True)

    def agent_rows(self, sweep: str | None = None) -> list[dict[str, Any]]:
        """Each agent's structured-output counters in every recorded run, failed ones too."""
        return self._later_rows("agent_stats", AGENT_COLUMNS, "t.agent", sweep, False)

    def measure_rows(self, sweep: str | None = None) -> list[dict[str, Any]]:
        """How every finished run was decided and what emerged, in grid order."""
        return self._later_rows("run_measures", MEASURE_COLUMNS, "t.run_id", sweep, True)

    def baseline_rows(self, sweep: str | None = None) -> list[dict[str, Any]]:
        """The first-round baseline of every finished run, in grid order."""
        return self._later_rows("baselines", SUBJECT_COLUMNS, "t.who", sweep, True)

    def move_rows(self, sweep: str | None = None) -> list[dict[str, Any]]:
        """Each agent's ballot dynamics per round in every finished run, in grid order."""
        return self._later_rows("dynamics", DYNAMICS_COLUMNS, "t.seq", sweep, True)

    def result(self, run_id: str) -> StoredRun:
        """One recorded run, with its subjects and transcript."""
        cursor = self._conn.execute(
            f"SELECT {', '.join(RUN_COLUMNS)} FROM runs WHERE run_id = ?", (run_id,)
        )
        row = cursor.fetchone()
        if row is None:
            raise SweepError(f"{self.path}: no run {run_id!r} recorded")
        data = dict(zip(RUN_COLUMNS, row, strict=True))
        subjects = self._conn.execute(
            f"SELECT {', '.join(SUBJECT_COLUMNS)} FROM subjects WHERE run_id = ? ORDER BY seq",
            (run_id,),
        ).fetchall()
        groups: dict[tuple[int, str], dict[str, float]] = {}
        if self.has("subject_groups"):
            cursor = self._conn.execute(
                "SELECT round, who, grp, mean_utility FROM subject_groups WHERE run_id = ? "
                "ORDER BY round, who, seq",
                (run_id,),
            )
            for round_, who, group, mean in cursor:
                groups.setdefault((round_, who), {})[group] = mean
        rules = self._run_rows("rule_outcomes", RULE_COLUMNS, run_id, "seq")
        agents = self._run_rows("agent_stats", AGENT_COLUMNS, run_id, "agent")
        measured = self._run_rows("run_measures", MEASURE_COLUMNS, run_id, "run_id")
        baselines = self._run_rows("baselines", SUBJECT_COLUMNS, run_id, "who")
        moves = self._run_rows("dynamics", DYNAMICS_COLUMNS, run_id, "seq")
        return run_of(
            data,
            subjects=[
                subject_of(dict(zip(SUBJECT_COLUMNS, s, strict=True)), groups) for s in subjects
            ],
            rules=[rule_of(r) for r in rules],
            agents=[agent_of(a) for a in agents],
            measures=measures_of(
                measured[0] if measured else None,
                subject_of(baselines[0], {}) if baselines else None,
                moves,
            ),
        )

    def _run_rows(
        self, table: str, columns: Sequence[str], run_id: str, order: str
    ) -> list[dict[str, Any]]:
        if not self.has(table):
            return []
        cursor = self._conn.execute(
            f"SELECT {', '.join(columns)} FROM {table} WHERE run_id = ? ORDER BY {order}",
            (run_id,),
        )
        return [dict(zip(columns, row, strict=True)) for row in cursor]
