"""YAML text to plain data, bounded: PyYAML's safe loader with a composer that refuses what a
data file does not need.

Mappings, lists, strings, numbers, booleans, null and dates are read; tags that construct other
objects are refused, as are aliases that refer to themselves or expand the document by more
than :data:`MAX_ALIAS_NODES` nodes ("billion laughs"), and nesting deeper than
:data:`~fairagents.validation._text.MAX_DEPTH`. Anchors, aliases and ``<<`` merge keys within
that bound work. Problems are one ``error`` line naming the source and the line.

Internal to :mod:`fairagents.validation`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.events import AliasEvent, Event
from yaml.nodes import MappingNode, Node, ScalarNode
from yaml.resolver import Resolver

from fairagents.errors import InputError
from fairagents.models.base import one_line, preview
from fairagents.validation._text import MAX_DEPTH, huge_integer, too_deep

__all__ = ["MAX_ALIAS_NODES", "parse_yaml"]

MAX_ALIAS_NODES = 100_000
"""YAML aliases may add at most this many nodes to a document when expanded."""

_DATA_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}"
    for name in ("null", "bool", "int", "float", "str", "seq", "map", "timestamp", "merge")
)


class _Refused(Exception):
    """Raised inside the composer; turned into an InputError with the file name."""

    def __init__(self, message: str, node_line: int | None = None) -> None:
        super().__init__(message)
        self.line = node_line


class _BoundedComposer(Composer):
    """PyYAML's composer, bounded: depth, alias expansion, self-reference and tags.

    Aliases stay shared references while composing (memory stays linear in the file); what is
    bounded is the size the document would have once expanded, since validation walks it so.
    """

    peek_event: Callable[[], Event]  # provided by the parser this composer is mixed with

    def __init__(self) -> None:
        super().__init__()
        self._depth = 0
        self._nodes = 0  # nodes so far, aliases counted at their expanded size
        self._added = 0  # nodes added by aliases
        self._sizes: dict[int, int] = {}  # id(anchored node) → expanded size, once complete

    def compose_node(self, parent: Node | None, index: Any) -> Node:
        event = self.peek_event()
        line = event.start_mark.line + 1 if event.start_mark is not None else None
        if isinstance(event, AliasEvent):
            node = super().compose_node(parent, index)
            assert node is not None  # an alias always resolves to a node (or PyYAML raises)
            size = self._sizes.get(id(node))
            if size is None:
                raise _Refused(f"alias *{event.anchor} refers to a node that contains it", line)
            self._nodes += size
            self._added += size
            if self._added > MAX_ALIAS_NODES:
                raise _Refused(
                    f"aliases expand the document by more than {MAX_ALIAS_NODES:,} nodes; "
                    "write the data out instead",
                    line,
                )
            return node
        self._depth += 1
        if self._depth > MAX_DEPTH:
            raise _Refused(
                f"lists and mappings are nested more than {MAX_DEPTH} levels deep; "
                "fairagents reads data files of a few levels",
                line,
            )
        start = self._nodes
        node = super().compose_node(parent, index)
        assert node is not None  # a scalar, sequence or mapping event always gives a node
        self._depth -= 1
        self._nodes += 1
        if getattr(event, "anchor", None) is not None:  # node events carry one, or None
            self._sizes[id(node)] = self._nodes - start
        if isinstance(node, MappingNode):
            _refuse_duplicate_keys(node)
        if node.tag not in _DATA_TAGS:
            tag = node.tag.replace("tag:yaml.org,2002:", "!!")
            raise _Refused(
                f"the tag {preview(tag, 80)} is not allowed; data files hold mappings, lists, "
                "strings, numbers, booleans, null and dates",
                line,
            )
        return node


def _refuse_duplicate_keys(node: MappingNode) -> None:
    """A key written twice in one mapping is refused: PyYAML would keep the last silently
    (``seed: 3`` … ``seed: 99`` runs seed 99). Keys merged in by ``<<`` may be overridden, as
    YAML's merge key intends."""
    seen: dict[tuple[str, str], int] = {}
    for key, _ in node.value:
        if not isinstance(key, ScalarNode) or key.tag == "tag:yaml.org,2002:merge":
            continue
        line = key.start_mark.line + 1
        name = (key.tag, key.value)
        if name in seen:
            raise _Refused(
                f"the key {preview(key.value, 80)} is given twice in one mapping "
                f"(first on line {seen[name]}); keep one",
                line,
            )
        seen[name] = line


# libyaml parses in C when it is installed; composition (where the bounds live) stays in Python.
if getattr(yaml, "__with_libyaml__", False):
    from yaml._yaml import CParser

    class _Loader(_BoundedComposer, CParser, SafeConstructor, Resolver):
        def __init__(self, stream: str) -> None:
            CParser.__init__(self, stream)
            _BoundedComposer.__init__(self)
            SafeConstructor.__init__(self)
            Resolver.__init__(self)

else:  # pragma: no cover - the pure-Python parser, same bounds

    class _Loader(_BoundedComposer, yaml.SafeLoader):  # type: ignore[no-redef]
        def __init__(self, stream: str) -> None:
            yaml.SafeLoader.__init__(self, stream)
            _BoundedComposer.__init__(self)


def parse_yaml(
    text: str, source: str, *, error: type[InputError] = InputError, first_line: int = 1
) -> Any:
    """Parse YAML text as plain data (see the module docstring); problems raise ``error``.

    ``first_line`` is the file line the text starts on (front matter starts on line 2), so
    reported lines match the file.

    >>> parse_yaml("a: &x [1, 2]\\nb: *x", "x.yaml")
    {'a': [1, 2], 'b': [1, 2]}
    >>> parse_yaml("a: !!python/object/apply:os.system [ls]", "x.yaml")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.InputError: x.yaml: line 1: the tag '!!python/object/apply:os.system' is ...
    >>> parse_yaml("seed: 3\\nrounds: 2\\nseed: 99", "x.yaml")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.InputError: x.yaml: line 3: the key 'seed' is given twice in one mapping ...
    """
    offset = first_line - 1
    loader = _Loader(text)
    try:
        return loader.get_single_data()
    except _Refused as exc:
        where = f"line {exc.line + offset}: " if exc.line is not None else ""
        raise error(f"{source}: {where}{exc}") from None
    except yaml.MarkedYAMLError as exc:
        if "maximum nesting depth" in str(exc.problem):  # libyaml's own limit (1,000 levels)
            raise too_deep(source, error) from exc
        mark = exc.problem_mark or exc.context_mark
        where = f" at line {mark.line + 1 + offset}, column {mark.column + 1}" if mark else ""
        what = exc.problem or exc.context or "unreadable"
        context = f" ({exc.context})" if exc.context and exc.problem else ""
        raise error(one_line(f"{source}: invalid YAML{where}: {what}{context}")) from exc
    except yaml.YAMLError as exc:  # reader errors: characters YAML does not allow
        raise error(one_line(f"{source}: invalid YAML: {exc}")) from exc
    except ValueError as exc:  # Python refuses integers of more than 4,300 digits
        raise huge_integer(source, error) from exc
    except RecursionError as exc:  # depth is bounded above; this is a last line of defence
        raise too_deep(source, error) from exc
    finally:
        loader.dispose()
