"""PrefLib files (``.soc``, ``.soi``, ``.toc``, ``.toi``, ``.cat``) in and out of a Profile.

A PrefLib file (https://preflib.org/format) is a header of ``# KEY: value`` lines — among them
``NUMBER ALTERNATIVES`` and ``ALTERNATIVE NAME i`` — and one line per distinct order,
``count: order``: alternatives by their number, best first, ``{2,3}`` a tie. The data type
(the header's ``DATA TYPE``, else the suffix) says what an order may be: ``soc`` strict and
complete, ``soi`` strict and incomplete, ``toc`` with ties and complete, ``toi`` with ties and
incomplete. ``cat`` files put alternatives in categories (``NUMBER CATEGORIES``, ``CATEGORY NAME
j``), one set per category, best category first.

Reading (:func:`read_preflib`): one ballot per order line, its count the ballot's weight,
voters ``o1``, ``o2``, … in file order; alternatives are the ``ALTERNATIVE NAME`` s (numbers
where the names are missing or repeat, with a warning). An incomplete order leaves the
alternatives it does not name out of the ballot, which fairagents reads as **tied last**
(:class:`~fairagents.models.Profile`). PrefLib's own reading is weaker: a ``.soi`` order says
nothing about the alternatives it leaves out (PrefLib's ``.toc`` files are derived from them by
adding those alternatives tied at the bottom — fairagents' reading). A ``.cat`` file with two
categories becomes approvals (the first category approved); with more, a weak order by
category, alternatives in no category tied last.

Writing (:func:`write_preflib`, :func:`preflib_text`): the ballots' rankings (or approvals, as
``.cat``) with their weights as counts — weights must be whole numbers. Identical orders are
merged into one line (first appearance first), as PrefLib files hold distinct orders. Reading
what was written gives an equal profile for every PrefLib file whose orders are distinct.

Problems are :class:`~fairagents.errors.ProfileError` naming the file and line; repairs (the
header's voter or order counts disagreeing with the lines) are warned with
:class:`PrefLibWarning`. Every number is bounded before it is used: a header declaring more
than :data:`~fairagents.formats.MAX_ALTERNATIVES` alternatives (or categories) is refused at
its line before anything is allocated, and so is a count (or ``NUMBER VOTERS``, ``NUMBER UNIQUE
ORDERS``) over :data:`~fairagents.formats.MAX_COUNT`, however many digits it has.

The orders are streamed into the profile's columns in blocks of lines (a block is parsed with a
few array operations when its lines are clean strict orders): the profile keeps a position per
ballot and alternative, a weight per ballot and numbered voter ids, no object per ballot, and
reading needs about that much memory again at most.

>>> p = read_preflib(text='''# DATA TYPE: toi
... # NUMBER ALTERNATIVES: 3
... # ALTERNATIVE NAME 1: a
... # ALTERNATIVE NAME 2: b
... # ALTERNATIVE NAME 3: c
... 3: 1,2
... 2: 3,{1,2}
... ''')
>>> p.alternatives, p.ballots[0].ranking, p.ballots[1].weight
(('a', 'b', 'c'), (('a',), ('b',)), 2.0)
>>> print(preflib_text(p), end="")  # doctest: +ELLIPSIS
# FILE NAME: ...
# DATA TYPE: toi
...
3: 1,2
2: 3,{1,2}

Internal to :mod:`fairagents.formats`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterable, Iterator, Sequence
from itertools import islice
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from fairagents.errors import ProfileError
from fairagents.formats._lines import (
    MAX_ALTERNATIVES,
    MAX_COUNT,
    Progress,
    Rows,
    Source,
    Where,
    open_text,
    whole_number,
)
from fairagents.models import Profile
from fairagents.models._column_input import columns_from_arrays
from fairagents.models._columns import VoterIds, dense_positions

__all__ = [
    "PREFLIB_SUFFIXES",
    "PrefLibWarning",
    "preflib_text",
    "read_preflib",
    "write_preflib",
]

PREFLIB_SUFFIXES = (".soc", ".soi", ".toc", ".toi", ".cat")
"""The file suffixes (data types) read and written here."""

_ORDER_TYPES = ("soc", "soi", "toc", "toi")
_BLOCK = 65_536  # order lines parsed at once: bounded memory, few Python steps per line
_CELLS = 2**22  # at most this many positions a block (fewer lines when there are many alternatives)
IntArray = NDArray[np.intp]
Block = tuple[NDArray[np.int64], IntArray]  # tie-group positions (-1: left out), counts
_HEADER = re.compile(r"#\s*([^:]+?)\s*:\s?(.*)")


class PrefLibWarning(UserWarning):
    """A PrefLib file was read with a repair (its header disagreeing with its lines)."""


def read_preflib(
    source: Source | None = None,
    *,
    text: str | None = None,
    data_type: str | None = None,
    progress: Progress | None = None,
) -> Profile:
    """Read a PrefLib file (a path, or its ``text``) into a :class:`Profile`, streaming it.

    ``data_type`` (``"soc"`` … ``"cat"``) overrides the header's and the suffix's; ``progress``
    is told the bytes read as the file is read.
    """
    opened = open_text(source, text, what="PrefLib", error=ProfileError, progress=progress)
    with opened as (stream, where):
        if data_type is None and source is not None:
            suffix = Path(source).suffix.lower().lstrip(".")
            data_type = suffix if f".{suffix}" in PREFLIB_SUFFIXES else None
        return _Reader(where, data_type).read(stream)


class _Reader:
    def __init__(self, where: Where, data_type: str | None) -> None:
        self.where = where
        self.data_type = data_type
        self.header: dict[str, str] = {}
        self.header_line: dict[str, int] = {}  # where each header key was given
        self.rows: list[list[int]] = []
        self.weights: list[int] = []
        self.positions: Rows | None = None  # the orders read so far, grown in place
        self.counts = Rows(None, np.int64)
        self.voters = 0  # the counts' sum, exactly
        self.line = 0

    def fail(self, message: str, line: int | None = None) -> ProfileError:
        error = self.where.at(self.line if line is None else line, message)
        assert isinstance(error, ProfileError)
        return error

    def read(self, stream: Iterator[str]) -> Profile:
        names: list[str] | None = None
        index: dict[str, int] = {}
        kind = ""
        for self.line, raw in enumerate(stream, start=1):
            line = raw.strip()
            if not line:
                continue
            if line.startswith("#"):
                match = _HEADER.fullmatch(line)
                if match:
                    key = match[1].strip().upper()
                    self.header[key] = match[2].strip()
                    self.header_line[key] = self.line
                continue
            names, kind = self._start()
            index = {str(i + 1): i for i in range(len(names))}
            self.positions = Rows(len(names), np.int64)
            # The orders: blocks of lines pulled from the stream at once (bounded memory), each
            # parsed as one text when it reads cleanly, else line by line.
            first, start = [raw], self.line
            size = max(1, min(_BLOCK, _CELLS // len(names)))
            while chunk := first + list(islice(stream, size - len(first))):
                self._chunk(chunk, start, index, kind)
                first, start = [], start + len(chunk)
            break
        if names is None:
            raise self.fail(
                "no order lines (`count: order`); is this a PrefLib file?"
                if self.header
                else "the file is empty; expected a PrefLib header and orders",
                line=0,
            )
        assert self.positions is not None
        self._check_counts()
        positions = self.positions.array()
        self.positions = None
        weights = self.counts.array().astype(np.float64)
        voters = VoterIds.numbered("o", len(weights))
        if kind == "cat" and self._categories() == 2:
            approvals = positions == 0
            del positions
            columns = columns_from_arrays(
                names, approvals=approvals, weights=weights, voters=voters
            )
        else:
            columns = columns_from_arrays(
                names, positions=positions, weights=weights, voters=voters
            )
        return Profile.from_columns(names, columns)

    def _start(self) -> tuple[list[str], str]:
        """The alternatives and the data type, once the header is read."""
        kind = (self.header.get("DATA TYPE") or self.data_type or "").lower()
        if kind not in (*_ORDER_TYPES, "cat"):
            raise self.fail(
                f"data type {kind!r:.40} is not one of soc, soi, toc, toi, cat; name it in a "
                "`# DATA TYPE:` line or by the file's suffix"
                if kind
                else "no `# DATA TYPE:` line and no .soc/.soi/.toc/.toi/.cat suffix: cannot tell "
                "what the orders are"
            )
        count = self._number("NUMBER ALTERNATIVES", MAX_ALTERNATIVES)
        if count is None:
            numbered = [k for k in self.header if k.startswith("ALTERNATIVE NAME ")]
            if not numbered:
                raise self.fail("the header names no alternatives (`# NUMBER ALTERNATIVES: m`)")
            count = len(numbered)
            if count > MAX_ALTERNATIVES:
                raise self.fail(
                    f"the header names {count:,} alternatives, more than {MAX_ALTERNATIVES:,}, "
                    f"{_ALTERNATIVES_LIMIT}"
                )
        for key in ("NUMBER VOTERS", "NUMBER UNIQUE ORDERS"):  # every number, before any work
            self._number(key)
        if kind == "cat" and self._categories() < 1:
            raise self.fail("a .cat file needs `# NUMBER CATEGORIES: c` with c >= 1")
        names = [self.header.get(f"ALTERNATIVE NAME {i + 1}", "") for i in range(count)]
        if any(not n for n in names) or len(set(names)) != len(names):
            warnings.warn(
                f"{self.where.name}: alternative names are missing or repeated; the "
                "alternatives are named by their numbers 1…m",
                PrefLibWarning,
                stacklevel=4,
            )
            names = [str(i + 1) for i in range(count)]
        return names, kind

    def _number(self, key: str, most: int = MAX_COUNT) -> int | None:
        """The header's whole number ``key`` (1 to ``most``), refused at its line."""
        raw = self.header.get(key)
        if raw is None:
            return None
        limit = _ALTERNATIVES_LIMIT if most == MAX_ALTERNATIVES else _COUNT_LIMIT
        try:
            return whole_number(raw, f"`# {key}:`", least=1, most=most, limit=limit)
        except ValueError as exc:
            raise self.fail(str(exc), line=self.header_line[key]) from None

    def _categories(self) -> int:
        return self._number("NUMBER CATEGORIES", MAX_ALTERNATIVES) or 0

    def _chunk(self, chunk: list[str], start: int, index: dict[str, int], kind: str) -> None:
        """Order lines as read (``start`` the first one's number): parsed as one text when
        they are clean strict orders, else one at a time as they were read."""
        block = _strict_text("".join(chunk), len(index), kind)
        if block is not None:
            self._add(block)
            return
        pending: list[tuple[int, str]] = []
        for self.line, raw in enumerate(chunk, start=start):
            line = raw.strip()
            if not line:
                continue
            if line.startswith("#"):
                raise self.fail("a header line after the orders began; move it up")
            pending.append((self.line, line))
        self._orders(pending, index, kind)

    def _orders(self, lines: list[tuple[int, str]], index: dict[str, int], kind: str) -> None:
        """Parse a block of order lines: at once when they are strict orders that read
        cleanly, else line by line (which also finds the first bad line and says what is
        wrong)."""
        if not lines:
            return
        block = _strict_block([line for _, line in lines], len(index), kind)
        if block is None:
            for self.line, line in lines:
                self._order(line, index, kind)
            positions = np.array(self.rows, dtype=np.int64).reshape(len(self.rows), len(index))
            if kind == "cat" and self._categories() > 2:
                # A category left empty leaves no tie group: positions made dense. (With two,
                # the first category is the approved one, empty or not.)
                positions = dense_positions(np.where(positions < 0, np.nan, positions))
            block = positions, np.array(self.weights, dtype=np.intp)
            self.rows, self.weights = [], []
        self._add(block)

    def _add(self, block: Block) -> None:
        assert self.positions is not None
        positions, counts = block
        self.positions.add(positions)
        self.counts.add(counts)
        # Exact, whatever the counts (each at most 10^15): summed in two halves of 32 bits.
        high, low = np.divmod(counts.astype(np.int64), 2**32)
        self.voters += int(high.sum()) * 2**32 + int(low.sum())

    def _order(self, line: str, index: dict[str, int], kind: str) -> None:
        count_text, sep, order = line.partition(":")
        if not sep:
            raise self.fail(f"expected `count: order`, got {line!r:.60}")
        try:
            count = whole_number(count_text, "the count", least=1, most=MAX_COUNT,
                                 limit=_COUNT_LIMIT)  # fmt: skip
        except ValueError as exc:
            raise self.fail(str(exc)) from None
        groups = _groups(order.strip(), self.fail)
        m = len(index)
        named = [alt for group in groups for alt in group]
        where = [index.get(alt) for alt in named]
        if None in where:
            alt = named[where.index(None)]
            raise self.fail(f"alternative {alt!r:.20} is unknown; the alternatives are 1…{m}")
        if len(set(where)) != len(where):
            alt = next(a for a in named if named.count(a) > 1)
            raise self.fail(f"alternative {alt} appears twice in one order")
        row = [-1] * m
        if len(groups) == len(named):  # no ties, no empty groups: one alternative a place
            for position, i in enumerate(where):
                row[i] = position  # type: ignore[index]
        else:
            for position, group in enumerate(groups):
                if kind != "cat" and not group:
                    raise self.fail("an empty tie group {}")
                for alt in group:
                    row[index[alt]] = position
        if kind == "cat":
            if len(groups) != self._categories():
                raise self.fail(
                    f"{len(groups)} categories on the line, but the header says "
                    f"{self._categories()}"
                )
        else:
            if len(groups) != len(named) and kind[0] == "s":
                raise self.fail(
                    f"a tie {{…}} in a strict order: .{kind} orders have no ties (.to{kind[2]} do)"
                )
            if len(named) < m and kind[2] == "c":
                raise self.fail(
                    f"the order leaves {m - len(named)} alternative(s) out, but .{kind} orders "
                    "are complete"
                )
        self.rows.append(row)
        self.weights.append(count)

    def _check_counts(self) -> None:
        stated = {
            "NUMBER VOTERS": (self._number("NUMBER VOTERS"), self.voters),
            "NUMBER UNIQUE ORDERS": (self._number("NUMBER UNIQUE ORDERS"), len(self.counts)),
        }
        for key, (said, found) in stated.items():
            if said is not None and said != found:
                warnings.warn(
                    f"{self.where.name}: the header says {key} {said} but the lines hold "
                    f"{found}; the lines are read as they are",
                    PrefLibWarning,
                    stacklevel=4,
                )


_CLEAN = np.zeros(256, dtype=bool)  # the bytes a clean strict-order text is made of
_CLEAN[[ord(c) for c in "0123456789:, \t\n"]] = True
_FIELD = 18  # longest field (digits and spaces) read in bulk: no count can overflow
_ALTERNATIVES_LIMIT = "the most alternatives fairagents reads (fairagents.formats.MAX_ALTERNATIVES)"
_COUNT_LIMIT = "the largest count fairagents reads (fairagents.formats.MAX_COUNT)"


def _strict_text(text: str, m: int, kind: str) -> Block | None:
    """Strict order lines (``.soc``, ``.soi``) as one text, parsed with a few array
    operations, or ``None`` when the text is anything but ``count: a,b,…`` lines of plain
    numbers (a blank line, a tie, a sign, a stray character: the caller reads those lines one
    by one, which names the line and the problem). Accepts exactly what that reading accepts
    and gives the same arrays."""
    if kind not in ("soc", "soi") or not text.isascii():
        return None
    if "\r" in text:
        if text.count("\r") != text.count("\r\n"):
            return None
        text = text.replace("\r\n", "\n")
    text = text.strip()  # blank lines around the orders are skipped, as line by line
    raw = np.frombuffer(text.encode("ascii"), dtype=np.uint8)
    if not len(raw) or not _CLEAN[raw].all():
        return None
    ends = np.flatnonzero(raw == 10)
    colons = np.flatnonzero(raw == 58)
    commas = np.flatnonzero(raw == 44)
    k = len(ends) + 1
    # one colon a line, and every comma after its line's colon
    if len(colons) != k or (colons[:-1] > ends).any() or (colons[1:] < ends).any():
        return None
    comma_line = np.searchsorted(ends, commas)
    if (commas < colons[comma_line]).any():
        return None
    cuts = np.sort(np.concatenate(([-1, len(raw)], ends, colons, commas)))
    if np.diff(cuts).max() > _FIELD + 1:
        return None
    lengths = np.bincount(comma_line, minlength=k) + 1
    with warnings.catch_warnings():
        # Reading stops at the first field that is not one number (an empty one, "2 3"): a
        # ValueError (numpy >= 2.3; a DeprecationWarning and too few numbers before).
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            numbers = np.fromstring(
                text.replace(":", ",").replace("\n", ","), dtype=np.intp, sep=","
            )
        except ValueError:
            return None
    if len(numbers) != k + lengths.sum():
        return None
    heads = np.cumsum(lengths + 1) - lengths - 1
    counts = numbers[heads]
    keep = np.ones(len(numbers), dtype=bool)
    keep[heads] = False
    flat = numbers[keep]
    if (
        (counts < 1).any()
        or counts.max() > MAX_COUNT
        or flat.min() < 1
        or flat.max() > m
        or (kind == "soc" and (lengths != m).any())
    ):
        return None
    rows = np.repeat(np.arange(k), lengths)
    if np.bincount(rows * (m + 1) + flat).max() > 1:  # a repeat in a line
        return None
    starts = np.cumsum(lengths) - lengths
    positions = np.full((k, m), -1, dtype=np.int64)
    positions[rows, flat - 1] = np.arange(len(flat)) - np.repeat(starts, lengths)
    return positions, counts


def _strict_block(lines: list[str], m: int, kind: str) -> Block | None:
    """Strict order lines (``.soc``, ``.soi``: ``count: a,b,c``) parsed all at once, or
    ``None`` when any line is not one that reads cleanly (the caller then reads them one by
    one, which names the line and the problem)."""
    if kind not in ("soc", "soi") or any("{" in line or "}" in line for line in lines):
        return None
    parts = [line.partition(":") for line in lines]
    if any(not sep for _, sep, _ in parts):
        return None
    orders = [order.strip() for _, _, order in parts]
    try:
        counts = np.array([int(c) for c, _, _ in parts], dtype=np.intp)
        if counts.max() > MAX_COUNT:
            return None
        flat = np.array(",".join(o for o in orders if o).split(","), dtype=np.intp)
    except (ValueError, OverflowError):  # not a number, or a count beyond 64 bits
        return None
    lengths = np.array([o.count(",") + 1 if o else 0 for o in orders], dtype=np.intp)
    if (
        len(flat) != lengths.sum()
        or (counts < 1).any()
        or (len(flat) and (flat.min() < 1 or flat.max() > m))
        or (kind == "soc" and (lengths != m).any())
    ):
        return None
    rows = np.repeat(np.arange(len(lines)), lengths)
    if len(flat) and np.bincount(rows * (m + 1) + flat).max() > 1:  # a repeat in a line
        return None
    starts = np.cumsum(lengths) - lengths
    positions = np.full((len(lines), m), -1, dtype=np.int64)
    positions[rows, flat - 1] = np.arange(len(flat)) - np.repeat(starts, lengths)
    return positions, counts


def _groups(order: str, fail: object) -> list[list[str]]:
    """``2,{1,3},4`` → ``[["2"], ["1", "3"], ["4"]]``; ``{}`` is an empty group."""
    assert callable(fail)
    if "{" not in order and "}" not in order:
        return [[part.strip()] for part in order.split(",")] if order else []
    groups: list[list[str]] = []
    rest = order
    while rest:
        rest = rest.lstrip()
        if rest.startswith("{"):
            end = rest.find("}")
            if end < 0:
                raise fail("a `{` without its `}`")
            inner = rest[1:end].strip()
            groups.append([a.strip() for a in inner.split(",")] if inner else [])
            rest = rest[end + 1 :].lstrip()
        else:
            part, _, after = rest.partition(",")
            if "}" in part or "{" in part:
                raise fail(f"cannot read the order {order!r:.60}: a misplaced brace")
            groups.append([part.strip()])
            rest = after
            continue
        if rest and not rest.startswith(","):
            raise fail(f"cannot read the order {order!r:.60}: expected `,` after `}}`")
        rest = rest[1:]
    return groups


def preflib_text(profile: Profile, *, data_type: str | None = None, title: str = "") -> str:
    """A profile as the text of a PrefLib file (see the module docstring)."""
    return "".join(_lines(profile, data_type, title, "-"))


def write_preflib(
    profile: Profile, path: str | Path, *, data_type: str | None = None, title: str = ""
) -> Path:
    """Write ``profile`` to ``path`` as PrefLib; the data type defaults to the suffix's."""
    path = Path(path)
    if data_type is None and path.suffix.lower() in PREFLIB_SUFFIXES:
        data_type = path.suffix.lower().lstrip(".")
    with path.open("w", encoding="utf-8", newline="\n") as handle:
        handle.writelines(_lines(profile, data_type, title, path.name))
    return path


def _entry(group: Sequence[int]) -> str:
    return str(group[0]) if len(group) == 1 else "{" + ",".join(map(str, group)) + "}"


def _lines(profile: Profile, data_type: str | None, title: str, name: str) -> Iterable[str]:
    number = {a: i + 1 for i, a in enumerate(profile.alternatives)}
    merged: dict[str, int] = {}
    approvals = all(b.ranking is None and b.approvals is not None for b in profile.ballots)
    ties = incomplete = False
    m = len(profile.alternatives)
    for b in profile.ballots:
        weight = b.weight
        if weight != int(weight):
            raise ProfileError(
                f"voter {b.voter!r}: weight {weight:g} is not a whole number; PrefLib counts voters"
            )
        if approvals:
            assert b.approvals is not None
            yes = sorted(number[a] for a in b.approvals)
            no = [i for i in range(1, m + 1) if i not in set(yes)]
            line = ",".join("{" + ",".join(map(str, g)) + "}" for g in (yes, no))
        else:
            if b.ranking is None:
                raise ProfileError(
                    f"voter {b.voter!r}: a ballot of utilities has no PrefLib form; give "
                    "rankings or approvals"
                )
            groups = [sorted(number[a] for a in g) for g in b.ranking]
            ties = ties or any(len(g) > 1 for g in groups)
            incomplete = incomplete or sum(map(len, groups)) < m
            line = ",".join(_entry(g) for g in groups)
        merged[line] = merged.get(line, 0) + int(weight)
    kind = "cat" if approvals else f"{'t' if ties else 's'}o{'i' if incomplete else 'c'}"
    if data_type is not None:
        _check_type(data_type, kind)
        kind = data_type
    yield f"# FILE NAME: {name}\n"
    yield f"# TITLE: {title}\n"
    yield f"# DATA TYPE: {kind}\n"
    yield f"# NUMBER ALTERNATIVES: {m}\n"
    yield f"# NUMBER VOTERS: {sum(merged.values())}\n"
    yield f"# NUMBER UNIQUE ORDERS: {len(merged)}\n"
    if kind == "cat":
        yield "# NUMBER CATEGORIES: 2\n# CATEGORY NAME 1: approved\n"
        yield "# CATEGORY NAME 2: not approved\n"
    for alt, i in number.items():
        if "\n" in alt or "\r" in alt:
            raise ProfileError(
                f"alternative {alt!r:.40}: a name with a line break has no PrefLib form"
            )
        yield f"# ALTERNATIVE NAME {i}: {alt}\n"
    for line, count in merged.items():
        yield f"{count}: {line}\n"


def _check_type(data_type: str, kind: str) -> None:
    if data_type not in (*_ORDER_TYPES, "cat"):
        raise ProfileError(f"data type {data_type!r:.20} is not one of soc, soi, toc, toi, cat")
    if (data_type == "cat") != (kind == "cat"):
        raise ProfileError(
            f"these ballots are {'approvals' if kind == 'cat' else 'rankings'}: write them as "
            f".{'cat' if kind == 'cat' else 'soc/soi/toc/toi'}, not .{data_type}"
        )
    if kind != "cat":
        if kind[0] == "t" and data_type[0] == "s":
            raise ProfileError(
                f"the rankings have ties: write them as .to{kind[2]}, not .{data_type}"
            )
        if kind[2] == "i" and data_type[2] == "c":
            raise ProfileError(
                f"the rankings are incomplete: write them as .{data_type[:2]}i, not .{data_type}"
            )
