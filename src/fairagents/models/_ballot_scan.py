"""The per-ballot JSON form of plain rankings, scanned from its bytes straight into columns.

Parsing such a file builds tens of thousands of dicts, lists and strings (one per ballot, one per
ranked id) only for :mod:`fairagents.models._ballot_dicts` to read them back into arrays; at
10,000 ballots that is most of the time from file to outcome. This reader recognises one clean
shape::

    {"alternatives": ["a", "b", ...],
     "ballots": [{"voter": "v1", "weight": 2, "ranking": ["b", "a", ...]}, ...]}

(keys in this order; ``weight`` on every ballot or on none; JSON whitespace anywhere between
tokens; no backslash anywhere, so no escapes; weights any JSON numbers; at least
``MIN_COLUMNAR_BALLOTS`` ballots, each ranking one id or more). Anything else — other keys or
key orders, a disagreement point, escapes, tie groups, an unknown or repeated id, an invalid
weight or voter — gives ``None`` and the caller parses and validates the document as before, so
its errors and its profiles are the ones a user sees either way.

One pass of numpy over the bytes both checks the shape and finds what to read; no regular
expression, no Python object per ranked id. Without backslashes every quote opens or closes a
string, so the quotes' positions cut the document into strings and the *gaps* between them.
With the whitespace deleted (only numbers could hide it, see below), each gap of a clean
document is one exact token sequence fixed by its place: ``{`` before the first string, ``:[``
after ``"alternatives"``, ``,`` between ids, ``],`` after the last alternative, ``:[{`` after
``"ballots"``, then per ballot ``:`` ``,`` [``:<number>,``] ``:[`` ``,``… and ``]},{`` (``]}]}``
after the last ballot). The gaps that open with ``]`` give away where each ballot ends; from
those ends every gap's expected token follows, and every gap is compared with it byte for byte;
the keys are compared with their names, the voters' and alternatives' ids are checked for
control characters, each ranked id is matched to an alternative's exact bytes, and the weights
are parsed by orjson from the unsqueezed text (so ``1 2`` is an error, as in the parser). A
document that passes is, token for token, the one the parser would read, so its strings and
numbers are the parser's.

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import numpy as np
import orjson
from numpy.typing import NDArray
from pydantic import ValidationError

from fairagents.errors import ProfileError
from fairagents.models._alternative import validate_alternatives
from fairagents.models._column_input import MIN_COLUMNAR_BALLOTS, columns_from_arrays
from fairagents.models._columns import BallotColumns

__all__ = ["scan_rankings"]

Bytes = NDArray[np.uint8]
Index = NDArray[np.intp]

_WHITESPACE = b" \t\n\r"  # JSON's; every byte <= 0x20 that is not one of them is invalid here
_QUOTE, _COLON, _COMMA = ord('"'), ord(":"), ord(",")
_OPEN, _CLOSE, _BRACE, _UNBRACE = ord("["), ord("]"), ord("{"), ord("}")
_NUMBER_TYPES = frozenset({int, float})  # plain JSON numbers (orjson reads true as a bool)


class _Strings:
    """The strings of a document without backslashes: string ``k`` is the text between its
    ``2k``-th and ``2k+1``-th quote."""

    def __init__(self, raw: bytes) -> None:
        self.raw = raw
        self.body: Bytes = np.frombuffer(raw, dtype=np.uint8)
        quotes = np.flatnonzero(self.body == _QUOTE)
        self.even = len(quotes) % 2 == 0
        self.opens, self.closes = quotes[0::2], quotes[1::2]

    def __len__(self) -> int:
        return len(self.opens)

    def are(self, strings: Index | int, word: bytes) -> bool:
        """Whether each of ``strings`` is exactly ``word``."""
        starts = np.atleast_1d(self.opens[strings]) + 1
        ends = np.atleast_1d(self.closes[strings])
        if not np.all(ends - starts == len(word)):
            return False
        cells = starts[:, None] + np.arange(len(word))
        return bool(np.all(self.body[cells] == np.frombuffer(word, dtype=np.uint8)))

    def text(self, k: int) -> str:
        return self.raw[int(self.opens[k]) + 1 : int(self.closes[k])].decode()


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
    raw = _utf8(json_data)
    if raw is None or b"\\" in raw:
        return None  # the parser says where the text breaks, or unescapes
    strings = _Strings(raw)
    if not strings.even or len(strings) < 2:
        return None
    # The same strings, in the same order, with every whitespace byte deleted: the gaps between
    # them are then exact tokens. (A document without any byte <= 0x20 is its own squeezed form.)
    has_space = bool(np.count_nonzero(strings.body <= 0x20))
    squeezed = _Strings(raw.translate(None, _WHITESPACE)) if has_space else strings
    layout = _layout(squeezed)
    if layout is None:
        return None
    alternatives_end, voter_keys, ballot_ends, weighted = layout
    ranking_keys = voter_keys + 2 + weighted
    if not (
        strings.are(0, b"alternatives")
        and strings.are(alternatives_end, b"ballots")
        and strings.are(voter_keys, b"voter")
        and (not weighted or strings.are(voter_keys + 2, b"weight"))
        and strings.are(ranking_keys, b"ranking")
    ):
        return None
    alternatives = _alternatives(strings, alternatives_end)
    voters = _voters(strings, voter_keys + 1)
    weights = _weights(strings, voter_keys + 2) if weighted else None
    if alternatives is None or voters is None or (weighted and weights is None):
        return None
    positions = _positions(strings, ranking_keys + 1, ballot_ends, alternatives)
    if positions is None:
        return None
    try:
        columns = columns_from_arrays(
            alternatives, weights=weights, voters=voters, positions=positions
        )
    except ProfileError:
        return None  # the per-ballot path reports it, located as a user wrote it
    return alternatives, columns


def _utf8(json_data: str | bytes | bytearray) -> bytes | None:
    try:
        if isinstance(json_data, str):
            return json_data.encode()  # a lone surrogate fails
        raw = bytes(json_data)
        if not raw.isascii():
            raw.decode()
    except UnicodeError:
        return None
    return raw


def _layout(squeezed: _Strings) -> tuple[int, Index, Index, bool] | None:
    """``(alternatives_end, voter_keys, ballot_ends, weighted)`` when every gap between the
    squeezed document's strings is the token its place calls for (see the module docstring),
    else ``None``. String ``alternatives_end`` is the ``"ballots"`` key (strings 1 to
    ``alternatives_end - 1`` are the alternatives); ballot ``b``'s ``"voter"`` key is string
    ``voter_keys[b]``, its ranked ids run up to string ``ballot_ends[b] - 1``. Weight gaps are
    checked only for ``:`` first and ``,`` last here; :func:`_weights` reads what is between."""
    body, opens, closes = squeezed.body, squeezed.opens, squeezed.closes
    count = len(opens)
    if squeezed.raw[int(closes[-1]) + 1 :] != b"]}]}":
        return None
    starts = np.empty(count, dtype=np.intp)  # gap k comes before string k
    starts[0] = 0
    starts[1:] = closes[:-1] + 1
    lengths = opens - starts
    first = body[starts]  # an empty gap reads the next string's quote: never a token's byte
    # The gaps opening with "]": after the alternatives, then after every ballot but the last.
    closing = np.flatnonzero(first == _CLOSE)
    n = len(closing)
    if n < MIN_COLUMNAR_BALLOTS or closing[0] < 2:
        return None  # the per-ballot path keeps small profiles as Ballot objects
    alternatives_end = int(closing[0])  # the "ballots" key comes after the "],"
    voter_keys = np.empty(n, dtype=np.intp)
    voter_keys[0] = alternatives_end + 1
    voter_keys[1:] = closing[1:]
    ballot_ends = np.append(closing[1:], count)
    if voter_keys[0] + 3 >= count:
        return None
    weighted = bool(lengths[voter_keys[0] + 3] > 2)  # ':2,' after the third string, not ':['
    ranking_keys = voter_keys + 2 + weighted
    if np.any(ballot_ends - ranking_keys < 2):
        return None  # an empty ranking, or a ballot too short to be one
    expected_first = np.full(count, _COMMA, dtype=np.uint8)
    expected_length = np.ones(count, dtype=np.intp)
    head = [0, 1, alternatives_end, alternatives_end + 1]
    expected_first[head] = np.frombuffer(b"{:]:", dtype=np.uint8)
    expected_length[head] = (1, 2, 2, 3)
    expected_first[voter_keys + 1] = _COLON
    if weighted:
        weight_gaps = voter_keys + 3
        expected_first[weight_gaps] = _COLON
        expected_length[weight_gaps] = np.maximum(lengths[weight_gaps], 3)
    expected_first[ranking_keys + 1] = _COLON
    expected_length[ranking_keys + 1] = 2
    expected_first[closing[1:]] = _CLOSE
    expected_length[closing[1:]] = 4
    if not (np.array_equal(first, expected_first) and np.array_equal(lengths, expected_length)):
        return None
    # The longer gaps' other bytes.
    after = [int(starts[1]) + 1, int(starts[alternatives_end]) + 1]
    after += [int(starts[alternatives_end + 1]) + 1, int(starts[alternatives_end + 1]) + 2]
    if bytes(body[after]) != b"[,[{" or not np.all(body[starts[ranking_keys + 1] + 1] == _OPEN):
        return None
    between = starts[closing[1:]]
    if not (
        np.all(body[between + 1] == _UNBRACE)
        and np.all(body[between + 2] == _COMMA)
        and np.all(body[between + 3] == _BRACE)
    ):
        return None
    if weighted and not np.all(body[opens[voter_keys + 3] - 1] == _COMMA):
        return None
    return alternatives_end, voter_keys, ballot_ends, weighted


def _alternatives(strings: _Strings, alternatives_end: int) -> tuple[str, ...] | None:
    ids = [strings.text(k) for k in range(1, alternatives_end)]
    if any(min(i, default=" ") < " " for i in ids):
        return None  # a control character in a string: the parser rejects it
    try:
        alternatives = validate_alternatives(ids)
    except ValidationError:
        return None
    return alternatives if list(alternatives) == ids else None


def _voters(strings: _Strings, ids: Index) -> list[str] | None:
    joined = _spans(strings.body, strings.opens[ids] + 1, strings.closes[ids], b"\x00")
    if np.count_nonzero(joined < 0x20) != len(ids) - 1:
        return None  # a control character in a voter id (the NULs are the separators)
    return joined.tobytes().decode().split("\x00")


def _weights(strings: _Strings, keys: Index) -> list[float] | None:
    """The numbers between each ``"weight"`` key and the ``"ranking"`` key after it, as orjson
    reads them: each gap is ``: <number> ,`` with any whitespace (checked squeezed)."""
    gaps = _spans(strings.body, strings.closes[keys] + 1, strings.opens[keys + 1]).tobytes()
    if gaps.count(b":") != len(keys):
        return None
    last = gaps.rindex(b",")
    listed = b"[" + gaps[:last].replace(b":", b" ") + gaps[last + 1 :] + b"]"
    try:
        weights = orjson.loads(listed)
    except orjson.JSONDecodeError:
        return None  # e.g. "1 2", a number out of range: the parser reports it
    if len(weights) != len(keys) or not set(map(type, weights)) <= _NUMBER_TYPES:
        return None
    return list(weights)


def _positions(
    strings: _Strings, firsts: Index, ends: Index, alternatives: tuple[str, ...]
) -> NDArray[np.int64] | None:
    """Tie-group positions (n × m, -1 left out) of the rankings whose ids are strings
    ``firsts[b]`` to ``ends[b] - 1``; ``None`` for an unknown or repeated id."""
    n, m = len(firsts), len(alternatives)
    counts = ends - firsts
    width = int(counts[0])
    if np.all(counts == width):  # rankings of one length (complete ones, typically)
        ranked = (firsts[:, None] + np.arange(width)).ravel()
        offset = None
    else:
        offset = np.cumsum(counts) - counts  # each ballot's first ranked id among all of them
        ranked = np.arange(int(counts.sum())) + np.repeat(firsts - offset, counts)
    index = _match(strings, ranked, alternatives)
    if index is None:
        return None
    positions = np.full((n, m), -1, dtype=np.int64)
    if offset is None:
        rows = np.arange(n)[:, None]
        positions[rows, index.reshape(n, width)] = np.arange(width)
    else:
        ballot = np.repeat(np.arange(n), counts)
        positions.reshape(-1)[ballot * m + index] = np.arange(len(ranked)) - offset[ballot]
    if np.count_nonzero(positions >= 0) != len(ranked):
        return None  # an id ranked twice: the per-ballot path reports it
    return positions


def _match(strings: _Strings, ranked: Index, alternatives: tuple[str, ...]) -> Index | None:
    """Each ranked id's alternative, matched by its exact bytes: a table lookup when every
    alternative is one byte, else the bytes packed into an integer (ids of at most 8 bytes:
    exact, and integer search is fast) or a fixed-width byte string, and the lengths compared
    (so a NUL cannot pass for padding)."""
    body = strings.body
    starts = strings.opens[ranked] + 1
    lengths = strings.closes[ranked] - starts
    encoded = [a.encode() for a in alternatives]
    sizes = np.array(list(map(len, encoded)))
    width = int(sizes.max())
    if width == 1 and int(sizes.min()) == 1:
        if not np.all(lengths == 1):
            return None
        table = np.full(256, -1, dtype=np.intp)
        table[np.frombuffer(b"".join(encoded), dtype=np.uint8)] = np.arange(len(encoded))
        index: Index = table[body[starts]]
        return None if np.any(index < 0) else index
    if int(lengths.max()) > width:
        return None
    columns = np.arange(width)
    cells = np.minimum(starts[:, None] + columns, len(body) - 1)
    block = np.where(columns < lengths[:, None], body[cells], 0).astype(np.uint8)
    if width <= 8:
        padded = np.zeros((len(ranked), 8), dtype=np.uint8)
        padded[:, :width] = block
        tokens = padded.view("<u8").ravel()
        known = np.array([int.from_bytes(e, "little") for e in encoded], dtype=np.uint64)
    else:
        tokens = np.ascontiguousarray(block).view(f"S{width}").ravel()
        known = np.array(encoded, dtype=f"S{width}")
    order = np.argsort(known)
    found = np.minimum(np.searchsorted(known[order], tokens), len(known) - 1)
    index = order[found]
    if not (np.array_equal(known[index], tokens) and np.array_equal(sizes[index], lengths)):
        return None  # an unknown id: the per-ballot path names it
    return index


def _spans(body: Bytes, starts: Index, ends: Index, separator: bytes = b"") -> Bytes:
    """The byte spans ``body[starts[i]:ends[i]]`` joined by ``separator`` (one byte, or none),
    in one gather instead of one slice per span."""
    lengths = ends - starts
    total = int(lengths.sum())
    # Byte j of the joined spans comes from body[j + shift of its span].
    shift = np.repeat(starts - (np.cumsum(lengths) - lengths), lengths)
    read: Bytes = body[np.arange(total) + shift]
    if not separator:
        return read
    joined = np.full(total + len(lengths) - 1, separator[0], dtype=np.uint8)
    joined[np.arange(total) + np.repeat(np.arange(len(lengths)), lengths)] = read
    return joined
