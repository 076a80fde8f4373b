"""mkdocs hooks: the reference pages that are rendered from the code at build time.

A page asks for a generated section with one marker line, ``<!-- generate: NAME -->``, which
:func:`on_page_markdown` replaces by the Markdown :data:`GENERATORS` makes for ``NAME``:

- ``scenario-file`` / ``sweep-file``: the pydantic models of a scenario and a sweep file, field
  by field (type, default, constraints, description), nested models each in a section of their
  own, read from ``model_fields`` so a field added to the code appears on the next build;
- ``rules``: the aggregator registry — every registered rule with its input kind, whether it
  elects a committee, its parameters with their defaults, the axioms it claims and its size
  limit; then the axiom vocabulary;
- ``limits``: every registered rule's size limit (``max_alternatives``) and what it says past
  it, so the Limits page cannot miss a rule;
- ``_cli``: the Typer app, through the Click command it builds — every command and sub-command,
  its usage line, help and options;
- ``errors``: the exception hierarchy of :mod:`fairagents.errors` as a tree with each
  docstring.

An unknown name fails the build (so does any warning: the site is built with ``--strict``).
The checkout's own ``src/`` comes first on the path: the site documents the code beside it.
"""

from __future__ import annotations

import enum
import inspect
import re
import sys
import types
import typing
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

from pydantic import BaseModel  # noqa: E402
from pydantic_core import PydanticUndefined  # noqa: E402

MARKER = re.compile(r"^<!-- generate: ([a-z-]+) -->$", re.M)


def _cell(text: object) -> str:
    """One table cell: no line breaks, no pipe that would split it, no ``<`` read as HTML
    outside code spans (help texts say ``<page name>``)."""
    parts = " ".join(str(text).split()).replace("|", "\\|").split("`")
    return "`".join(p if i % 2 else p.replace("<", "&lt;") for i, p in enumerate(parts))


def _first_paragraph(doc: str | None) -> str:
    text = inspect.cleandoc(doc or "")
    return " ".join(text.split("\n\n", 1)[0].split())


def _prose(doc: str | None) -> str:
    """A docstring as page prose: doctests dropped (the API pages show them), roles as code, and
    an internal module's note that it is internal dropped (the page is about a file, not the
    module)."""
    text = inspect.cleandoc(doc or "")
    kept = [
        p for p in text.split("\n\n") if not p.lstrip().startswith((">>>", "Internal to :mod:"))
    ]
    text = "\n\n".join(kept)
    text = re.sub(r":(?:func|class|mod|meth|attr|data|exc|obj):`~?([^`]+)`", r"`\1`", text)
    return text.replace("::\n", ":\n")


def _anchor(model: type[BaseModel]) -> str:
    return model.__name__.lower()


# --- pydantic models -------------------------------------------------------------------------


def _type_name(annotation: Any, seen: list[type[BaseModel]]) -> str:
    """A field's type as a reader of the file sees it; nested models are linked and queued."""
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is typing.Annotated:
        return _type_name(args[0], seen)
    if origin is typing.Literal:
        return " or ".join(f"`{a}`" for a in args)
    if origin in (typing.Union, types.UnionType):
        parts = [a for a in args if a is not type(None)]
        names = " or ".join(_type_name(a, seen) for a in parts)
        return f"{names} or null" if len(parts) < len(args) else names
    if origin in (tuple, list, set, frozenset):
        items = [a for a in args if a is not Ellipsis]
        inner = " or ".join(_type_name(a, seen) for a in items) if items else "value"
        return f"list of {inner}"
    if origin is dict:
        key, value = args or (str, Any)
        return f"mapping of {_type_name(key, seen)} to {_type_name(value, seen)}"
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if seen and annotation.__module__ != seen[0].__module__:
            return f"`{annotation.__name__}`"  # documented on its own page
        if annotation not in seen:
            seen.append(annotation)
        return f"[{annotation.__name__}](#{_anchor(annotation)})"
    names = {str: "string", int: "integer", float: "number", bool: "boolean", type(None): "null"}
    if annotation in names:
        return names[annotation]
    if annotation is Any:
        return "any"
    return f"`{getattr(annotation, '__name__', annotation)}`"


def _constraints(field: Any) -> str:
    found: list[str] = []
    length = "characters" if field.annotation is str else "items"
    for item in field.metadata:
        for attr, text in (
            ("ge", "≥ {}"),
            ("gt", "> {}"),
            ("le", "≤ {}"),
            ("lt", "< {}"),
            ("min_length", "at least {} " + length),
            ("max_length", "at most {} " + length),
            ("pattern", "matches `{}`"),
        ):
            value = getattr(item, attr, None)
            # Every user-given number is bounded in magnitude (the limits page says so once).
            if isinstance(value, float) and abs(value) >= 1e15:
                continue
            if value is not None:
                found.append(text.format(value))
    if field.metadata and any(getattr(m, "strict", False) for m in field.metadata):
        found.append("strict: no coercion")
    return ", ".join(found)


def _default(field: Any) -> str:
    if field.default_factory is not None:
        value = field.default_factory()
        if isinstance(value, BaseModel):
            return "its defaults"
        return f"`{value!r}`" if value not in ({}, [], ()) else "empty"
    if field.default is PydanticUndefined:
        return "**required**"
    if field.default is None:
        return "null"
    value = field.default
    if isinstance(value, tuple):
        value = list(value)
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    return f"`{value!r}`" if isinstance(value, str) else f"`{value}`"


def _model_section(model: type[BaseModel], seen: list[type[BaseModel]], level: int) -> str:
    rows = []
    for name, field in model.model_fields.items():
        kind = _type_name(field.annotation, seen)
        notes = "; ".join(x for x in (_constraints(field), field.description or "") if x)
        rows.append(f"| `{name}` | {_cell(kind)} | {_cell(_default(field))} | {_cell(notes)} |")
    head = "#" * level
    return "\n".join(
        [
            f"{head} {model.__name__} {{#{_anchor(model)}}}",
            "",
            _prose(model.__doc__),
            "",
            "| field | type | default | constraints and meaning |",
            "| --- | --- | --- | --- |",
            *rows,
            "",
        ]
    )


def models_reference(roots: Iterable[type[BaseModel]], *, level: int = 2) -> str:
    """Every model reachable from ``roots``, each once, in the order a reader meets them.

    Only models of the roots' own module are expanded; others (problem kinds, domain cases) are
    named as types: their own page documents them.
    """
    seen: list[type[BaseModel]] = list(roots)
    out: list[str] = []
    i = 0
    while i < len(seen):
        out.append(_model_section(seen[i], seen, level))
        i += 1
    return "\n".join(out)


# The models are imported from their package's face, and their module found from the class, so a
# module that moves inside its package (a redesign may) does not break the site.


def scenario_file() -> str:
    from fairagents.scenarios import Scenario

    module = sys.modules[Scenario.__module__]
    text = _module_intro(module) + models_reference([Scenario])
    cases: dict[str, type[BaseModel]] = getattr(module, "CASE_KINDS", {})
    kinds = ", ".join(f"`{k}`" for k in cases)
    text += (
        "\n## The problem\n\n"
        "`problem` is a core problem (`kind: choice`, `allocation` or `budget`; see "
        "[Problems, menus and fairness](../how-to/problems.md)), a path to a problem file, or a "
        f"domain case that compiles to one ({kinds}), whose fields follow.\n\n"
    )
    for kind, case in cases.items():
        # Each case with the models of its own module (patients, slots, places, …).
        text += (
            models_reference([case], level=3).replace(
                f"### {case.__name__} {{", f"### `kind: {kind}` — {case.__name__} {{", 1
            )
            + "\n"
        )
    return text


def sweep_file() -> str:
    from fairagents.experiments import Sweep

    return _module_intro(sys.modules[Sweep.__module__]) + models_reference([Sweep])


def _module_intro(module: types.ModuleType) -> str:
    """A model module's docstring (the file format in prose) under its own heading."""
    return f"## The file\n\n{_prose(module.__doc__)}\n\n"


# --- the rule registry ------------------------------------------------------------------------


COMMON_PARAMETERS = ("tie_break", "seed")
"""Parameters every rule takes: said once above the table, not in every row."""


def _parameters(cls: type) -> str:
    found = []
    for p in inspect.signature(cls).parameters.values():
        if p.name in COMMON_PARAMETERS:
            continue
        if p.kind is inspect.Parameter.VAR_KEYWORD:
            found.append(f"`**{p.name}`")
        elif p.kind is not inspect.Parameter.VAR_POSITIONAL:
            default = "" if p.default is inspect.Parameter.empty else f"={p.default!r}"
            found.append(f"`{p.name}{default}`")
    return ", ".join(found) or "—"


def rules() -> str:
    from fairagents.aggregators import AXIOMS, available_rules, get_rule_class
    from fairagents.aggregators.committees import CommitteeRule

    rows = []
    for name in available_rules():
        cls = get_rule_class(name)
        committee = issubclass(cls, CommitteeRule)
        kind = f"{cls.input_kind.value} (committee)" if committee else cls.input_kind.value
        axioms = ", ".join(a.replace("_", " ") for a in sorted(cls.axioms)) or "—"
        limit = f"≤ {cls.max_alternatives:,}" if cls.max_alternatives else "—"
        rows.append(
            f"| `{name}` | {kind} | {_cell(cls.description)} | {_parameters(cls)} "
            f"| {axioms} | {limit} |"
        )
    vocabulary = [f"| `{name}` | {_cell(text)} |" for name, text in AXIOMS.items()]
    return "\n".join(
        [
            f"{len(rows)} rules are registered. Every rule also takes `tie_break` "
            "(`lexicographic`, `random` or `first`) and `seed` (for `random`).",
            "",
            "| rule | input | what it does | parameters | claimed axioms | alternatives |",
            "| --- | --- | --- | --- | --- | --- |",
            *rows,
            "",
            "### The axioms a rule may claim",
            "",
            "| axiom | meaning |",
            "| --- | --- |",
            *vocabulary,
            "",
        ]
    )


def limits() -> str:
    from fairagents.aggregators import available_rules, get_rule_class

    rows = []
    for name in available_rules():
        cls = get_rule_class(name)
        limit = f"{cls.max_alternatives:,}" if cls.max_alternatives else "none stated"
        past = cls.size_advice or "—"
        rows.append(f"| `{name}` | {limit} | {_cell(past)} |")
    return "\n".join(
        [
            f"All {len(rows)} registered rules, from the registry at build time:",
            "",
            "| rule | most alternatives | past the limit: refused; why, and what instead |",
            "| --- | --- | --- |",
            *rows,
            "",
        ]
    )


# --- the CLI ----------------------------------------------------------------------------------


def _param_kind(param: Any) -> str:
    """What a parameter takes: Typer keeps the annotation (``type_descriptor``), Click a type."""
    descriptor = getattr(param, "type_descriptor", None)
    if descriptor is None:
        return str(param.type.name).lower()
    annotation = descriptor.annotation
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    if typing.get_origin(annotation) in (typing.Union, types.UnionType) and len(args) == 1:
        annotation = args[0]
    if typing.get_origin(annotation) is list:
        return f"{_type_name(typing.get_args(annotation)[0], [])}, repeatable"
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return " or ".join(f"`{m.value}`" for m in annotation)
    if annotation is Path:
        return "path"
    return _type_name(annotation, [])


def _option_row(param: Any) -> str:
    if param.param_type_name == "argument":
        name = f"`{(param.metavar or param.name).upper()}`"
    else:
        name = ", ".join(f"`{o}`" for o in (*param.opts, *param.secondary_opts))
    kind = "flag" if getattr(param, "is_flag", False) else _param_kind(param)
    default = param.default
    shown = "" if default in (None, (), False) or callable(default) else f"`{default}`"
    if param.required:
        shown = "**required**"
    help_text = getattr(param, "help", None) or ""
    return f"| {name} | {_cell(kind)} | {_cell(shown)} | {_cell(help_text)} |"


def _command_section(command: Any, path: list[str], ctx: Any) -> list[str]:
    # Duck-typed: Typer builds its commands on its own copy of Click (typer._click).
    out = [f"{'#' * min(len(path) + 1, 4)} `{' '.join(path)}`", ""]
    help_text = inspect.cleandoc(command.help or "")
    out += [
        "```text",
        # Typer writes a required argument as {NAME}; the help page writes NAME.
        re.sub(
            r"\{([^{}]+)\}",
            r"\1",
            f"{' '.join(path)} {' '.join(command.collect_usage_pieces(ctx))}",
        ).rstrip(),
        "```",
        "",
    ]
    if help_text:
        out += [help_text.replace("\b\n", ""), ""]
    params = [p for p in command.params if not getattr(p, "hidden", False)]
    if params:
        out += [
            "| argument or option | type | default | meaning |",
            "| --- | --- | --- | --- |",
            *(_option_row(p) for p in params),
            "",
        ]
    if hasattr(command, "list_commands"):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is not None and not sub.hidden:
                sub_ctx = sub.context_class(sub, info_name=name, parent=ctx)
                out += _command_section(sub, [*path, name], sub_ctx)
    return out


def cli() -> str:
    import typer

    from fairagents._cli import app

    command = typer.main.get_command(app)
    ctx = command.context_class(command, info_name="fairagents")
    return "\n".join(_command_section(command, ["fairagents"], ctx))


# --- errors -----------------------------------------------------------------------------------


def errors() -> str:
    from fairagents import errors as module
    from fairagents.errors import FairagentsError

    classes = list(  # once each: a class kept under a historical name too is listed once
        dict.fromkeys(
            c
            for c in vars(module).values()
            if isinstance(c, type)
            and issubclass(c, FairagentsError)
            and c.__module__ == module.__name__
        )
    )

    def tree(parent: type, depth: int) -> list[str]:
        lines = []
        for cls in sorted(
            (c for c in classes if c.__bases__[0] is parent), key=lambda c: c.__name__
        ):
            extra = [b.__name__ for b in cls.__bases__[1:]]
            also = f" (also a `{'`, `'.join(extra)}`)" if extra else ""
            lines.append(
                f"{'    ' * depth}- `{cls.__name__}`{also}: {_first_paragraph(cls.__doc__)}"
            )
            lines += tree(cls, depth + 1)
        return lines

    top = f"- `FairagentsError`: {_first_paragraph(FairagentsError.__doc__)}"
    return "\n".join([top, *tree(FairagentsError, 1), ""])


GENERATORS: dict[str, Callable[[], str]] = {
    "scenario-file": scenario_file,
    "sweep-file": sweep_file,
    "rules": rules,
    "limits": limits,
    "cli": cli,
    "errors": errors,
}


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Replace each ``<!-- generate: NAME -->`` line with what ``GENERATORS[NAME]`` makes."""

    def expand(match: re.Match[str]) -> str:
        name = match[1]
        if name not in GENERATORS:
            known = ", ".join(GENERATORS)
            raise ValueError(f"{page.file.src_path}: no generator {name!r}; known: {known}")
        return GENERATORS[name]().rstrip() + "\n"

    return MARKER.sub(expand, markdown)
