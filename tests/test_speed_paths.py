"""The fast paths give exactly what the plain paths give.

A PrefLib file's clean strict orders are parsed as one text (``formats._preflib._strict_text``);
anything else is read line by line. On messy texts (spaces, Windows line ends, blank lines,
empty orders, leading zeros, stray signs and characters, repeats, ties) both readings must give
the same profile or the same error. The majority matrix is checked against its definition.
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fairagents.errors import ProfileError
from fairagents.formats import _preflib as preflib
from fairagents.formats import read_preflib
from fairagents.models import Profile

_NOISE = ["", "", "", " ", "  ", "\t", "0", "+", "-", ",", ":", "{", "x", "\r", "#", "1", "99"]


def _line(m: int, draw: Any) -> str:
    k = draw(st.integers(0, m + 1))
    order = draw(st.lists(st.integers(0, m + 1), min_size=k, max_size=k))
    count = draw(st.sampled_from(["1", "2", "07", "0", " 3", "12345678901234567890", "x"]))
    sep = draw(st.sampled_from([":", ": ", " : ", ":", ":"]))
    comma = draw(st.sampled_from([",", ", ", " ,", ","]))
    text = count + sep + comma.join(map(str, order))
    if draw(st.integers(0, 3)) == 0:  # some noise somewhere in one line of four
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.sampled_from(_NOISE)) + text[at:]
    return text + draw(st.sampled_from(["\n", "\n", "\n", "\r\n", "\n\n", " \n"]))


@st.composite
def _files(draw: Any) -> tuple[str, str]:
    m = draw(st.integers(1, 5))
    kind = draw(st.sampled_from(["soc", "soi"]))
    head = f"# DATA TYPE: {kind}\n# NUMBER ALTERNATIVES: {m}\n"
    body = "".join(_line(m, draw) for _ in range(draw(st.integers(1, 8))))
    return kind, head + body


def _read(text: str) -> Profile | str:
    """The profile read, or the error's message (warnings, e.g. unnamed alternatives, off)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return read_preflib(text=text)
    except ProfileError as exc:
        return str(exc)


@settings(max_examples=400, deadline=None)
@given(_files())
def test_orders_read_as_one_text_as_line_by_line(case: tuple[str, str]) -> None:
    _, text = case
    fast = _read(text)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(preflib, "_strict_text", lambda *_: None)
        slow = _read(text)
    assert fast == slow


def test_clean_orders_take_the_one_text_path() -> None:
    names = "".join(f"# ALTERNATIVE NAME {i}: {c}\n" for i, c in enumerate("abc", start=1))
    text = f"# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 3\n{names}2: 1,2,3\r\n1:3,2,1\n\n"
    block = preflib._strict_text("2: 1,2,3\r\n1:3,2,1\n\n", 3, "soc")
    assert block is not None
    assert block[0].tolist() == [[0, 1, 2], [2, 1, 0]] and block[1].tolist() == [2, 1]
    assert read_preflib(text=text).weights.tolist() == [2.0, 1.0]


@settings(max_examples=200, deadline=None)
@given(
    st.integers(1, 6).flatmap(
        lambda m: st.tuples(
            st.just(m),
            st.lists(st.lists(st.integers(0, 3), min_size=m, max_size=m), min_size=1, max_size=9),
            st.lists(st.integers(1, 5), min_size=9, max_size=9),
        )
    )
)
def test_majority_matrix_is_its_definition(case: tuple[int, list[list[int]], list[int]]) -> None:
    """``M[i, j]`` = the total weight of ballots ranking ``i`` strictly above ``j`` (ties
    included), summed ballot by ballot."""
    m, levels, weights = case
    names = [f"a{i}" for i in range(m)]
    rankings = [
        [[names[i] for i in range(m) if row[i] == level] for level in sorted(set(row))]
        for row in levels
    ]
    profile = Profile.from_rankings(rankings, alternatives=names, weights=weights[: len(rankings)])
    expected = np.zeros((m, m))
    for row, weight in zip(levels, weights, strict=False):
        for i in range(m):
            for j in range(m):
                expected[i, j] += weight * (row[i] < row[j])
    assert profile.majority.tolist() == expected.tolist()


def test_majority_matrix_of_many_orders_is_its_definition() -> None:
    """Above the one-product size the matrix is built row by row: same numbers."""
    rng = np.random.default_rng(3)
    m = 6
    levels = rng.integers(0, 4, size=(3000, m))
    weights = rng.integers(1, 5, size=3000).astype(float)
    profile = Profile.from_arrays([f"a{i}" for i in range(m)], ranks=levels, weights=weights)
    above = levels[:, :, None] < levels[:, None, :]
    expected = np.einsum("k,kij->ij", weights, above.astype(float))
    assert len(profile.distinct_ranks[0]) * m * m > 2**15
    assert profile.majority.tolist() == expected.tolist()


@given(st.lists(st.integers(-50, 50), min_size=1, max_size=80))
def test_small_grouping_is_numpys(keys: list[int]) -> None:
    from fairagents.models._profile import _first_and_inverse

    _, first, inverse = np.unique(np.array(keys), return_index=True, return_inverse=True)
    ours = _first_and_inverse(keys)
    assert ours[0].tolist() == first.tolist() and ours[1].tolist() == inverse.tolist()
