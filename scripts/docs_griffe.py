"""A griffe extension for the API pages: reads this project's docstrings as they are written.

The docstrings are plain prose with reST touches (they are also doctests, run by pytest), not
Google or NumPy sections, so mkdocstrings reads them with ``docstring_style: null`` and this
extension turns the three reST habits Markdown would misread into Markdown:

- a doctest (``>>>`` lines and their output, up to a blank line) would render as nested
  blockquotes: it becomes a ``pycon`` code block, doctest flags dropped;
- ``:func:`~fairagents.x.f``` and the other roles would show their markup: each becomes the
  name in code, linked to its API entry when the site has one (an *optional* autorefs
  reference, so a role naming something the site does not render is plain code, not a warning);
- a paragraph ending in ``::`` before an indented literal block ends in ``:`` (the block is
  already a Markdown code block).

Nothing else changes, and the source files are not touched.
"""

from __future__ import annotations

import html
import re
from typing import Any

import griffe

_ROLE = re.compile(r":(?:py:)?(?:func|class|mod|meth|attr|data|exc|obj|const):`(~?)([^`<>]+)`")
_DOCTEST_FLAGS = re.compile(r"\s*#\s*doctest:\s*[+-]\w+(?:\s*,\s*[+-]\w+)*\s*$")


def _link(module: str, tilde: str, target: str) -> str:
    target = target.strip()
    title = target.rsplit(".", 1)[-1] if tilde else target
    identifier = target if "." in target.lstrip(".") else f"{module}.{target.lstrip('.')}"
    return (
        f'<autoref identifier="{html.escape(identifier)}" optional>'
        f"<code>{html.escape(title)}</code></autoref>"
    )


def _fence_doctests(lines: list[str]) -> list[str]:
    out: list[str] = []
    fence: str | None = None  # the indentation of the open pycon block
    in_code = False  # inside a ``` block the author wrote: leave it alone
    for line in lines:
        stripped = line.lstrip()
        indent = line[: len(line) - len(stripped)]
        if stripped.startswith("```") and fence is None:
            in_code = not in_code
            out.append(line)
            continue
        if fence is not None:
            if not stripped:
                out.append(f"{fence}```")
                fence = None
                out.append(line)
                continue
            out.append(_DOCTEST_FLAGS.sub("", line))
            continue
        if not in_code and stripped.startswith(">>>"):
            if out and out[-1].strip():
                out.append("")  # a fence must start its own block
            fence = indent
            out.append(f"{indent}```pycon")
            out.append(_DOCTEST_FLAGS.sub("", line))
            continue
        out.append(line)
    if fence is not None:
        out.append(f"{fence}```")
    return out


def markdown_of(text: str, module: str) -> str:
    """The Markdown for one docstring of ``module``.

    >>> markdown_of("Sum.\\n>>> 1 + 1  # doctest: +SKIP\\n2\\n\\nEnd.", "m").split("\\n")
    ['Sum.', '', '```pycon', '>>> 1 + 1', '2', '```', '', 'End.']
    >>> markdown_of("A literal block::\\n\\n    x: 1", "m").split("\\n")
    ['A literal block:', '', '    x: 1']
    >>> print(markdown_of("See :func:`~a.b.f`.", "m"))
    See <autoref identifier="a.b.f" optional><code>f</code></autoref>.
    >>> print(markdown_of(":class:`C`", "m"))
    <autoref identifier="m.C" optional><code>C</code></autoref>
    """
    lines = _fence_doctests(text.split("\n"))
    out: list[str] = []
    in_code = False
    for line in lines:
        if line.lstrip().startswith("```"):
            in_code = not in_code
        elif not in_code:
            line = _ROLE.sub(lambda m: _link(module, m[1], m[2]), line)
            if line.rstrip().endswith("::") and not line.rstrip().endswith(":::"):
                line = line.rstrip()[:-1]
                if not line.strip(" :"):
                    line = ""
        out.append(line)
    return "\n".join(out)


class ReadTheseDocstrings(griffe.Extension):
    """Rewrites each loaded object's docstring with :func:`markdown_of`."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is None:
            return
        module = obj.module.path if obj.is_module is False else obj.path
        obj.docstring.value = markdown_of(obj.docstring.value, module)
