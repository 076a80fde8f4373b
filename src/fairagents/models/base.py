"""The base of every fairagents data model, the numbers it accepts, and its readable errors.

- :class:`FrozenModel`: immutable, strict about unknown keys, no NaN/inf.
- :class:`InputModel`: a FrozenModel that users build from their own data (ballots, profiles,
  problems, allocations, front matter, scenarios). Constructing or validating one with bad data
  raises its :attr:`~InputModel.validation_error` (an :class:`~fairagents.errors.InputError`)
  with one readable line, pydantic's ``ValidationError`` as the cause.
- :data:`Real`: the float every user-given quantity uses (weights, utilities, valuations, money,
  costs, budgets). It is a real number (not a boolean or a string), finite, and either 0 or
  between :data:`MIN_MAGNITUDE` and :data:`MAX_MAGNITUDE` in absolute value. The bounds keep
  every sum, ratio and solver coefficient the rules compute far from float overflow and
  underflow (a weight of 1e-300 next to one of 1e15 makes shares subnormal) and inside what
  the MILP solver computes with (HiGHS treats coefficients from 1e15 on as infinite); values
  beyond them are refused where they enter, with a message saying how to rescale.
  :data:`BoundedFloat` drops the lower bound, for amounts that are only ever added (payments).
- :func:`format_validation_error`: pydantic's errors as one line naming the file, the item and the
  field, plus how many more problems there are.

>>> from pydantic import Field
>>> class Item(InputModel):
...     weight: Real = 1.0
>>> Item(weight=2).weight
2.0
>>> Item(weight=1e300)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
fairagents.errors.InputError: weight: 1e+300 is beyond ±1e+15, the largest magnitude fairagents ...
>>> Item(weight=True)
Traceback (most recent call last):
...
fairagents.errors.InputError: weight: true is a boolean, not a number; write 1 or 0
"""

from __future__ import annotations

import math
import re
from typing import Annotated, Any, ClassVar, Self

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError

from fairagents.errors import InputError

__all__ = [
    "MAX_MAGNITUDE",
    "MIN_MAGNITUDE",
    "BoundedFloat",
    "FrozenModel",
    "InputModel",
    "NonNegativeReal",
    "PositiveReal",
    "Real",
    "accepted_number",
    "counted",
    "format_validation_error",
    "one_line",
    "preview",
]

MAX_MAGNITUDE = 1e15
"""The largest absolute value of a user-given number (weight, utility, valuation, money, cost,
budget). Larger values are refused where they enter: rescale them (thousands instead of units)."""
MIN_MAGNITUDE = 1e-15
"""The smallest absolute value of a user-given number other than 0: together with
:data:`MAX_MAGNITUDE` it keeps ratios of user numbers within 1e30, far inside float range."""


def accepted_number(value: float) -> bool:
    """Whether ``value`` is a :data:`Real`: 0, or finite between the two magnitudes.

    For code that repairs numbers (model replies) rather than refusing them.

    >>> accepted_number(0.0), accepted_number(1e-300), accepted_number(2e15)
    (True, False, False)
    """
    return value == 0 or MIN_MAGNITUDE <= abs(value) <= MAX_MAGNITUDE


def _zero_or_not_tiny(value: float) -> float:
    if value != 0 and -MIN_MAGNITUDE < value < MIN_MAGNITUDE:
        raise ValueError(
            f"{value:g} is closer to 0 than {MIN_MAGNITUDE:g}, the smallest non-zero magnitude "
            "fairagents accepts; write 0 or rescale the numbers"
        )
    return value


# Strict: an int or a float (numpy scalars included), never a bool or a numeric string. The upper
# bound and the finiteness check run inside pydantic-core; the lower bound is one comparison.
BoundedFloat = Annotated[
    float, Field(strict=True, allow_inf_nan=False, ge=-MAX_MAGNITUDE, le=MAX_MAGNITUDE)
]
"""A finite real number of magnitude at most :data:`MAX_MAGNITUDE` (tiny values allowed)."""
Real = Annotated[BoundedFloat, AfterValidator(_zero_or_not_tiny)]
"""0, or a real number of magnitude between :data:`MIN_MAGNITUDE` and :data:`MAX_MAGNITUDE`."""
PositiveReal = Annotated[Real, Field(gt=0)]
"""A :data:`Real` greater than 0 (weights)."""
NonNegativeReal = Annotated[Real, Field(ge=0)]
"""A :data:`Real` at least 0 (costs, budgets, money, valuations)."""

MAX_MESSAGE_CHARS = 300
"""One problem's message is cut to this many characters: user data must not flood a terminal."""


class FrozenModel(BaseModel):
    """Immutable pydantic model that rejects unknown fields and non-finite floats."""

    # defer_build: a model's validator and serializer are built when it first validates or
    # dumps, not when its module is imported. Reading a file and applying a rule validates no
    # Alternative, Ballot or Profile object (the readers build columns), so a fresh process no
    # longer builds their schemas; the first build also makes pydantic look for its plugins in
    # every installed distribution's entry points (importlib.metadata), ~25 ms at 241.
    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False, defer_build=True)


class InputModel(FrozenModel):
    """A model users build from their own data: bad data raises :attr:`validation_error`.

    The message is the one the CLI prints (``field: what is wrong``); pydantic's
    ``ValidationError`` is kept as ``__cause__``. Models that only carry results (outcomes,
    reports) stay plain :class:`FrozenModel`s, so a bug there is not reported as bad input.
    """

    validation_error: ClassVar[type[InputError]] = InputError
    """The error class raised for invalid data (e.g. ``ProfileError`` for profiles)."""

    def __init__(self, /, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as exc:
            raise type(self).validation_error(format_validation_error(exc, data)) from exc

    # Pydantic calls a model's own __init__ for every nested instance it validates unless the
    # __init__ carries this marker (as BaseModel's does): with it, a Profile validates its
    # ballots at pydantic-core speed and keeps their error locations, while ``Ballot(...)``
    # called directly still goes through the wrapper above.
    __init__.__pydantic_base_init__ = True  # type: ignore[attr-defined]

    # Keyword arguments pass through untouched, so pydantic's own options keep working across
    # its versions.
    @classmethod
    def model_validate(cls, obj: Any, **options: Any) -> Self:
        try:
            return super().model_validate(obj, **options)
        except ValidationError as exc:
            raise cls.validation_error(format_validation_error(exc, obj)) from exc

    @classmethod
    def model_validate_json(cls, json_data: str | bytes | bytearray, **options: Any) -> Self:
        try:
            return super().model_validate_json(json_data, **options)
        except ValidationError as exc:
            raise cls.validation_error(format_validation_error(exc)) from exc


# -- readable errors ----------------------------------------------------------------------------


def preview(value: Any, limit: int = 60) -> str:
    """A short, safe description of user data for an error message (never a full ``repr``).

    >>> preview("x" * 100, 10)
    "'xxxxxxxx…"
    >>> preview([[1, 2], 3])
    'a list of 2 items'
    >>> preview(10**5000)
    'an integer of 5001 digits'
    """
    if isinstance(value, bool) or value is None:
        return "true" if value is True else "false" if value is False else "null"
    if isinstance(value, int):
        digits = len(str(abs(value))) if value.bit_length() < 10_000 else None
        if digits is None or digits > limit:
            approx = digits or int(value.bit_length() * math.log10(2)) + 1
            return f"an integer of {approx} digits"
        return str(value)
    if isinstance(value, float):  # 4e+15 rather than 4000000000000000.0, unless that loses digits
        short = f"{value:g}"
        return short if float(short) == value else repr(value)
    if isinstance(value, str):
        text = repr(value[: limit + 1])
    elif isinstance(value, dict):
        return f"an object with {counted(len(value), 'key')}"
    elif isinstance(value, list | tuple):
        return f"a list of {counted(len(value), 'item')}"
    else:
        text = type(value).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` and ``noun``, plural unless ``n`` is 1 (``plural``: an irregular plural).

    >>> counted(1, "case"), counted(2, "case"), counted(1_000, "process", "processes")
    ('1 case', '2 cases', '1,000 processes')
    """
    return f"{n:,} {noun if n == 1 else plural or noun + 's'}"


def one_line(text: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    """``text`` on one line (whitespace runs become one space), cut to ``limit`` characters —
    at a word when one ends in the last third, so a list is never cut mid-name.

    >>> one_line("a\\n  b" + "c" * 400, 8)
    'a bcccc…'
    >>> one_line("known: borda, copeland, schulze", 26)
    'known: borda, copeland, …'
    """
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    word = cut.rfind(" ")
    if word >= limit * 2 // 3:
        cut = cut[: word + 1]
    return cut + "…"


# Pydantic names the member of a union it tried as an extra location part ("str", "float",
# "list[str]", "function-plain[_read_ranking()]"); such parts are not fields of the data.
_TYPE_WORDS = {
    "str": "a string",
    "float": "a number",
    "int": "an integer",
    "bool": "a boolean",
    "none": "null",
    "list": "a list",
    "tuple": "a list",
    "set": "a list",
    "dict": "an object",
}
_VALIDATOR_WORDS = ("constrained-", "function-", "lax-or-strict", "json-or-python", "literal")


def _is_member(key: str) -> bool:
    base = key.split("[", 1)[0]
    return "[" in key or base in _TYPE_WORDS or base.startswith(_VALIDATOR_WORDS)


def _describe_location(loc: tuple[int | str, ...], data: Any) -> tuple[str, list[str]]:
    """The location as a user reads it, and the union members pydantic named in it."""
    parts: list[str] = []
    members: list[str] = []
    node = data
    for key in loc:
        if isinstance(key, int):
            parts[-1:] = [f"{parts[-1] if parts else ''}[{key}]"]
            inside = isinstance(node, list | tuple) and 0 <= key < len(node)
            node = node[key] if inside else None
            # Name the voter/id of a list item, since that is what a user searches for.
            if isinstance(node, dict):
                for label in ("voter", "id", "name"):
                    if isinstance(node.get(label), str):
                        parts[-1] += f" ({label} {preview(node[label], 40)})"
                        break
            continue
        if not (isinstance(node, dict) and key in node) and _is_member(key):
            members.append(key)
            continue
        parts.append(key)
        node = node.get(key) if isinstance(node, dict) else None
    return ".".join(parts), members


_TYPE_WORD = re.compile(r"(?<!\w)(" + "|".join(_TYPE_WORDS) + r")(?![\w(])")


def _member_name(member: str) -> str:
    """``"function-after[_check(), constrained-float]"`` → ``"a number"``."""
    found = _TYPE_WORD.search(member)
    return _TYPE_WORDS[found.group(1)] if found else "another kind of value"


def _message(error: Any) -> str:
    """Pydantic's message, reworded where ours says more (magnitude, booleans, quoted numbers)."""
    kind, value = error["type"], error.get("input")
    ctx = error.get("ctx") or {}
    limit = ctx.get("le", ctx.get("ge"))
    if kind in {"less_than_equal", "greater_than_equal"} and limit in (
        MAX_MAGNITUDE,
        -MAX_MAGNITUDE,
    ):
        return (
            f"{preview(value)} is beyond ±{MAX_MAGNITUDE:g}, the largest magnitude fairagents "
            "accepts; rescale the numbers (e.g. thousands instead of units)"
        )
    if kind in {"float_type", "int_type", "finite_number"}:
        if isinstance(value, bool):
            return f"{preview(value)} is a boolean, not a number; write 1 or 0"
        if isinstance(value, int):
            return f"{preview(value)} is too large; numbers must be within ±{MAX_MAGNITUDE:g}"
        if isinstance(value, str):
            try:
                float(value)
            except ValueError:
                pass
            else:
                return (
                    f"{preview(value)} is text, not a number; remove the quotes (YAML reads "
                    "1e5 as text: write 1.0e+5)"
                )
    return str(error["msg"]).removeprefix("Value error, ")


def _follow_on(error: Any, others: list[tuple[int | str, ...]]) -> bool:
    """Whether ``error`` only repeats that items inside it failed (pydantic's length check)."""
    if error["type"] != "too_short" or "after validation" not in str(error["msg"]):
        return False
    loc = tuple(error["loc"])
    return any(len(o) > len(loc) and o[: len(loc)] == loc for o in others)


def format_validation_error(err: ValidationError, data: Any = None, source: str = "") -> str:
    """The first problem as ``source: location: message``, plus how many more there are.

    Follow-on errors (a container "too short" because its items failed) are dropped; the members
    of a union that all failed count as one problem, worded by the member whose type fitted but
    whose value did not (a number out of range), else as the list of types expected.

    >>> from pydantic import BaseModel
    >>> class B(BaseModel):
    ...     weight: Real
    >>> class P(BaseModel):
    ...     ballots: list[B]
    >>> try:
    ...     P.model_validate({"ballots": [{"weight": "x"}, {"weight": True}]})
    ... except ValidationError as exc:
    ...     print(format_validation_error(exc, None, "p.json"))
    p.json: ballots[0].weight: Input should be a valid number (and 1 more problem)
    """
    errors = err.errors(include_url=False)
    locs = [tuple(e["loc"]) for e in errors]
    problems: dict[str, list[tuple[str, list[str], bool]]] = {}
    for e in errors:
        if _follow_on(e, locs):
            continue
        where, members = _describe_location(tuple(e["loc"]), data)
        wrong_type = str(e["type"]).endswith("_type")
        problems.setdefault(where, []).append((_message(e), members, wrong_type))
    if not problems:  # cannot happen with pydantic, but say something rather than nothing
        return one_line(f"{source}: invalid data" if source else "invalid data")
    where, found = next(iter(problems.items()))
    fitting = [message for message, _, wrong_type in found if not wrong_type]
    message = fitting[0] if fitting else found[0][0]
    tried = list(dict.fromkeys(_member_name(m[-1]) for _, m, _ in found if m))
    if len(tried) > 1 and not fitting:
        message = f"expected {', '.join(tried[:-1])} or {tried[-1]}"
    prefix = ": ".join(p for p in (source, where) if p)
    line = one_line(f"{prefix}: {message}" if prefix else message)
    more = len(problems) - 1
    return line + (f" (and {counted(more, 'more problem')})" if more else "")
