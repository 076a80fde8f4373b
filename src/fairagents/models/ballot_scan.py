"""The per-ballot JSON form of plain rankings, scanned from its bytes straight into columns.

Parsing such a file builds tens of thousands of dicts, lists and strings (one per ballot, one per
ranked id) only for :mod:`fairagents.models.ballot_dicts` to read them back into arrays; at
10,000 ballots that is most of the time from file to outcome. This reader recognises one clean
shape, checked whole by a regular expression before anything is read::

    {"alternatives": ["a", "b", ...],
     "ballots": [{"voter": "v1", "weight": 2, "ranking": ["b", "a", ...]}, ...]}

(keys in this order; ``weight`` on every ballot or on none; JSON whitespace anywhere between
tokens; ids without escapes, quotes, brackets, braces or control characters; weights unsigned
numbers without exponent; at least ``MIN_COLUMNAR_BALLOTS`` ballots, each ranking one id or
more). The ranked ids are matched to the alternatives as byte strings with numpy, so no Python
string is made per ranked id. Anything else — other keys or key orders, a disagreement point,
escapes, tie groups, an unknown or repeated id, an invalid weight or voter — gives ``None`` and
the caller parses and validates the document as before, so its errors and its profiles are the
ones a user sees either way.

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import re

import numpy as np
from numpy.typing import NDArray
from pydantic import ValidationError

from fairagents.errors import ProfileError
from fairagents.models.alternative import ALTERNATIVES
from fairagents.models.column_input import MIN_COLUMNAR_BALLOTS, columns_from_arrays
from fairagents.models.columns import BallotColumns

__all__ = ["scan_rankings"]

_W = r"[ \t\n\r]*+"  # JSON whitespace; possessive (*+, ++): no backtracking over a 1 MB text
_ID = r'"[^"\\\x00-\x1f\[\]{}]++"'  # a plain id: nothing to unescape, no structural character
_NUMBER = r"(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,17})?"
_IDS = rf"\[{_W}{_ID}(?:{_W},{_W}{_ID})*+{_W}\]"


def _ballot(weight: bool) -> str:
    weighted = rf'{_W},{_W}"weight"{_W}:{_W}{_NUMBER}' if weight else ""
    return rf'\{{{_W}"voter"{_W}:{_W}{_ID}{weighted}{_W},{_W}"ranking"{_W}:{_W}{_IDS}{_W}\}}'


def _document(ballot: str) -> re.Pattern[str]:
    ballots = rf"\[{_W}{ballot}(?:{_W},{_W}{ballot})*+{_W}\]"
    return re.compile(
        rf'{_W}\{{{_W}"alternatives"{_W}:{_W}(?P<alts>{_IDS}){_W},{_W}"ballots"{_W}:{_W}'
        rf"(?P<ballots>{ballots}){_W}\}}{_W}"
    )


_DOCUMENTS = {True: _document(_ballot(True)), False: _document(_ballot(False))}
_ALT = re.compile(r'"([^"]*)"')

_TO_SPACE = bytes.maketrans(b":,\x00", b"   ")  # what a weight's gap holds besides it
_QUOTE, _OPEN, _CLOSE = ord('"'), ord("["), ord("]")


def scan_rankings(
    json_data: str | bytes | bytearray,
) -> tuple[tuple[str, ...], BallotColumns] | None:
    """``(alternatives, columns)`` of a per-ballot document of plain rankings in the clean shape
    (see the module docstring); ``None`` for anything else, to be parsed and validated.

    >>> doc = '{"alternatives": ["a", "b", "c"], "ballots": [%s]}' % ", ".join(
    ...     f'{{"voter": "v{i}", "ranking": ["b", "a"]}}' for i in range(8))
    >>> alternatives, columns = scan_rankings(doc)
    >>> alternatives, columns.positions[0].tolist(), columns.weights.tolist()[:2]
    (('a', 'b', 'c'), [1, 0, -1], [1.0, 1.0])
    >>> scan_rankings(doc.replace('"b", "a"', '["b", "a"]')) is None   # a tie group: parse it
    True
    """
    try:
        if isinstance(json_data, str):
            text, raw = json_data, json_data.encode()
        else:
            raw = bytes(json_data)
            text = raw.decode()
    except UnicodeError:
        return None  # the parser says where
    head = text[: text.find("}") + 1]  # up to the first ballot's end: weighted or not
    weighted = '"weight"' in head
    match = _DOCUMENTS[weighted].fullmatch(text)
    if match is None:
        return None
    alternatives = _alternatives(match.group("alts"))
    if alternatives is None:
        return None
    # The ballots as bytes, located in the document by their characters' UTF-8 offsets.
    start = len(text[: match.start("ballots")].encode())
    end = start + len(match.group("ballots").encode())
    read = _read_ballots(np.frombuffer(raw, dtype=np.uint8)[start:end], alternatives, weighted)
    if read is None:
        return None
    voters, weights, positions = read
    try:
        columns = columns_from_arrays(
            alternatives, weights=weights, voters=voters, positions=positions
        )
    except ProfileError:
        return None  # the per-ballot path reports it, located as a user wrote it
    return alternatives, columns


def _alternatives(listed: str) -> tuple[str, ...] | None:
    ids = _ALT.findall(listed)
    try:
        alternatives = ALTERNATIVES.validate_python(ids)
    except ValidationError:
        return None
    return alternatives if list(alternatives) == ids else None


def _read_ballots(
    body: NDArray[np.uint8], alternatives: tuple[str, ...], weighted: bool
) -> tuple[list[str], list[float] | None, NDArray[np.int64]] | None:
    """Voter ids, weights and tie-group positions (n × m, -1 left out) of the ballots' list
    ``body`` as the regular expression checked it: brackets occur only around each ballot's
    ranking (ids have none), and every pair of quotes delimits one key or id, so each ballot's
    strings are ``"voter"``, its id, [``"weight"``,] ``"ranking"`` and its ranked ids."""
    opens, closes = np.flatnonzero(body == _OPEN), np.flatnonzero(body == _CLOSE)
    # The list's own brackets (first and last) enclose the n rankings' ones.
    opens, closes = opens[1:], closes[:-1]
    n = len(opens)
    if n < MIN_COLUMNAR_BALLOTS or len(closes) != n:
        return None  # the per-ballot path keeps small profiles as Ballot objects
    quotes = np.flatnonzero(body == _QUOTE)
    # Ballot b's ranked ids are the strings whose quotes lie between its brackets: strings
    # first[b] to last[b] (a string's index is its opening quote's index over 2).
    first, last = np.searchsorted(quotes, opens) // 2, np.searchsorted(quotes, closes) // 2
    voter = first - (3 if weighted else 2)
    voters = _spans(body, quotes[2 * voter] + 1, quotes[2 * voter + 1]).decode().split("\x00")
    weights = None
    if weighted:  # the bytes between the "weight" and "ranking" keys: `: 2.5 ,` and whitespace
        gaps = _spans(body, quotes[2 * first - 3] + 1, quotes[2 * first - 2])
        weights = list(map(float, gaps.translate(_TO_SPACE).split()))
        if len(weights) != n:
            return None
    counts = last - first
    offset = np.cumsum(counts) - counts  # each ballot's first ranked id among all of them
    total = int(counts.sum())
    strings = np.arange(total) + np.repeat(first - offset, counts)
    starts, ends = quotes[2 * strings] + 1, quotes[2 * strings + 1]
    ballot = np.repeat(np.arange(n), counts)
    # Each ranked id as a key: its bytes packed into an integer when every alternative has at
    # most 8 (exact, and integer search is fast), else a fixed-width byte string (numpy compares
    # "S" strings without their trailing NULs, and ids have none). An id longer than every
    # alternative is unknown.
    encoded = [a.encode() for a in alternatives]
    width = max(map(len, encoded))
    lengths = ends - starts
    if int(lengths.max()) > width:
        return None
    if width <= 8:
        tokens = np.zeros(total, dtype=np.uint64)
        for k in range(width):
            byte = body[np.minimum(starts + k, len(body) - 1)].astype(np.uint64)
            tokens |= np.where(lengths > k, byte, 0).astype(np.uint64) << np.uint64(8 * k)
        known = np.array([int.from_bytes(e, "little") for e in encoded], dtype=np.uint64)
    else:
        offsets = np.arange(width)
        cells = np.minimum(starts[:, None] + offsets, len(body) - 1)
        ids = np.where(offsets < lengths[:, None], body[cells], 0).astype(np.uint8)
        tokens = np.ascontiguousarray(ids).view(f"S{width}").ravel()
        known = np.array(encoded, dtype=f"S{width}")
    order = np.argsort(known)
    found = np.minimum(np.searchsorted(known[order], tokens), len(known) - 1)
    index = order[found]
    if not np.array_equal(known[index], tokens):
        return None  # an unknown id: the per-ballot path names it
    m = len(alternatives)
    positions = np.full((n, m), -1, dtype=np.int64)
    positions.reshape(-1)[ballot * m + index] = np.arange(total) - offset[ballot]
    if np.count_nonzero(positions >= 0) != total:
        return None  # an id ranked twice: the per-ballot path reports it
    return voters, weights, positions


def _spans(body: NDArray[np.uint8], starts: NDArray[np.intp], ends: NDArray[np.intp]) -> bytes:
    """The byte spans ``body[starts[i]:ends[i]]`` joined by NUL bytes (which no id holds), in
    one gather instead of one slice per span."""
    lengths = ends - starts
    within = np.arange(int(lengths.sum())) - np.repeat(np.cumsum(lengths) - lengths, lengths)
    joined = np.zeros(int(lengths.sum()) + len(lengths) - 1, dtype=np.uint8)
    gaps = np.repeat(np.arange(len(lengths)), lengths)  # one NUL before each span but the first
    joined[within + np.repeat(np.cumsum(lengths) - lengths, lengths) + gaps] = body[
        np.repeat(starts, lengths) + within
    ]
    return joined.tobytes()
