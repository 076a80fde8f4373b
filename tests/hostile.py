"""Hypothesis strategies for hostile input: what a careless or malicious user can hand us.

Each strategy produces one class of trouble the input boundary must absorb: arbitrary bytes,
other encodings, deep nesting, YAML alias bombs, extreme numbers (huge, tiny, non-finite,
booleans, quoted, big integers), text that rich would read as markup or a terminal as control
codes, and structurally plausible profiles and problems built from all of these. ``write_data``
serializes data the way a user might save it (JSON or YAML, any of the encodings we accept or
do not), so the same data reaches every code path.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import yaml
from hypothesis import strategies as st

from fairagents.models.base import MAX_MAGNITUDE

MARKUP = (
    "[/]",
    "[bold]x",
    "[red]",
    "x[/bold]",
    "[link=file:///etc/passwd]y[/link]",
    "\\",
    "[",
    "]]",
    "\x1b[31mred",
    "a\u202eb",
    "tab\there",
    "line\nbreak",
    "é☃",
    " ",
)
"""Strings that are markup to rich, escapes to a terminal, or merely unusual."""

text = st.one_of(
    st.sampled_from(MARKUP),
    st.text(min_size=1, max_size=12),
    st.from_regex(r"[a-z][a-z0-9_]{0,6}", fullmatch=True),
)
"""An id, a label or a name a user might write."""

EDGE_NUMBERS: tuple[Any, ...] = (
    0,
    -0.0,
    1,
    -1,
    0.5,
    MAX_MAGNITUDE,
    -MAX_MAGNITUDE,
    MAX_MAGNITUDE * (1 + 2**-52) * 2,
    1e308,
    -1e308,
    5e-324,
    1e-300,
    2.2250738585072014e-308,
    10**15,
    10**16,
    10**30,
    True,
    False,
    None,
    "1.5",
    "1e5",
    "abc",
    math.nan,
    math.inf,
    -math.inf,
)

accepted_numbers = st.one_of(
    st.sampled_from(
        (MAX_MAGNITUDE, -MAX_MAGNITUDE, 1e12, -1e12, 5e-324, -5e-324, 1e-300, 1e-12, 0, -0.0, 1)
    ),
    st.floats(min_value=-MAX_MAGNITUDE, max_value=MAX_MAGNITUDE),
    st.floats(min_value=0, max_value=1e-200),
    st.integers(0, 9),
)
"""Numbers within the accepted range, extreme ones often: they reach the computations."""

numbers = st.one_of(
    accepted_numbers,
    accepted_numbers,
    st.sampled_from(EDGE_NUMBERS),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(min_value=-(10**20), max_value=10**20),
)
"""Numbers as a user might write them, extreme ones often; half of them within range."""

json_scalars = st.one_of(st.none(), st.booleans(), numbers, text)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(text, inner, max_size=4)),
    max_leaves=12,
)
"""Arbitrary JSON-like data."""


@st.composite
def profiles(draw: st.DrawFn) -> dict[str, Any]:
    """A profile that is plausible in shape, hostile in content (and sometimes in shape)."""
    alternatives = draw(st.lists(text, min_size=1, max_size=5, unique=True))
    ballots: list[Any] = []
    for i in range(draw(st.integers(1, 5))):
        ballot: dict[str, Any] = {"voter": draw(st.one_of(st.just(f"v{i}"), text))}
        kind = draw(st.sampled_from(["ranking", "utilities", "approvals", "junk"]))
        if kind == "ranking":
            order = draw(st.permutations(alternatives))
            ballot["ranking"] = list(order[: draw(st.integers(0, len(order)))])
        elif kind == "utilities":
            ballot["utilities"] = {a: draw(numbers) for a in alternatives}
        elif kind == "approvals":
            ballot["approvals"] = draw(st.lists(st.sampled_from(alternatives), unique=True))
        else:
            ballot[draw(text)] = draw(json_values)
        if draw(st.booleans()):
            ballot["weight"] = draw(numbers)
        ballots.append(ballot)
    data: dict[str, Any] = {"alternatives": alternatives, "ballots": ballots}
    if draw(st.booleans()):
        data["disagreement"] = {b.get("voter"): draw(numbers) for b in ballots[:2]}
    return data


@st.composite
def problems(draw: st.DrawFn) -> dict[str, Any]:
    """An allocation, budget or choice problem with hostile ids and numbers."""
    kind = draw(st.sampled_from(["allocation", "budget", "choice"]))
    people = draw(st.lists(text, min_size=1, max_size=3, unique=True))
    things = draw(st.lists(text, min_size=0, max_size=4, unique=True))
    data: dict[str, Any] = {"kind": kind, "id": draw(text)}
    if kind == "allocation":
        data.update(
            agents=people,
            goods=things,
            valuations={p: {t: draw(numbers) for t in things} for p in people},
        )
        if draw(st.booleans()):
            data["money"] = draw(numbers)
    elif kind == "budget":
        data.update(projects={t: draw(numbers) for t in things}, budget=draw(numbers))
        if draw(st.booleans()):
            data["utilities"] = {p: {t: draw(numbers) for t in things} for p in people}
        else:
            data["approvals"] = {
                p: draw(st.lists(st.sampled_from(things or ["x"]))) for p in people
            }
    else:
        data.update(
            alternatives=[{"id": t, "label": draw(text)} for t in things],
            utilities={p: {t: draw(numbers) for t in things} for p in people},
        )
    if draw(st.booleans()):
        data["stakeholders"] = {
            p: {"id": p, "group": draw(text), "weight": draw(numbers)} for p in people[:2]
        }
    return data


@st.composite
def nested(draw: st.DrawFn) -> Any:
    """Lists and objects nested 1 to 300 levels deep (the limit is 100)."""
    depth = draw(st.one_of(st.integers(1, 120), st.sampled_from([99, 100, 101, 300])))
    value: Any = draw(st.sampled_from([1, "x", None]))
    for _ in range(depth):
        value = [value] if draw(st.booleans()) else {"k": value}
    return value


@st.composite
def alias_documents(draw: st.DrawFn) -> str:
    """YAML where each level repeats the anchor of the level below ("billion laughs")."""
    fanout = draw(st.integers(1, 12))
    levels = draw(st.integers(1, 10))
    lines = ["l0: &l0 [" + ", ".join(['"lol"'] * fanout) + "]"]
    for k in range(1, levels + 1):
        lines.append(f"l{k}: &l{k} [" + ", ".join([f"*l{k - 1}"] * fanout) + "]")
    return "\n".join(lines) + "\n"


ENCODINGS = ("utf-8", "utf-8-sig", "utf-16", "utf-32", "latin-1", "cp1252", "utf-16-le")


def write_data(path: Path, data: Any, encoding: str = "utf-8") -> Path:
    """Save ``data`` as JSON or YAML (by ``path``'s suffix) in ``encoding``, as a user might.

    Text an encoding cannot represent is replaced, as a careless editor would.
    """
    if path.suffix in {".yaml", ".yml"}:
        content = yaml.safe_dump(data, allow_unicode=True)
    else:
        content = json.dumps(data, allow_nan=True, ensure_ascii=False)
    path.write_bytes(content.encode(encoding, errors="replace"))
    return path
