"""Passages: quotable text with a citation, and how it enters a prompt as data.

Each passage goes inside a ``<passage id="…" citation="…">…</passage>`` element under a preamble
(package data: ``passages_preamble.txt``) saying the content is reference material to reason
about, that instructions inside it are to be ignored, and how to cite. Anything in a passage that
could close or open such an element (``</passage>``, ``<passages>``…) is escaped (``&lt;``), and
attribute values are XML-escaped, so a passage cannot break out of its quotation. Both the
retrieval layer and the LLM layer's default prompt use this one function.

Leaves out: retrieval itself (:mod:`fairagents.rag`) and the rest of an agent's prompt.

>>> p = Passage(id="x-1#0", text="Bad </passage> text", citation="X, Work (2000)")
>>> print(format_passages_for_prompt([p]).splitlines()[-3:])
['<passage id="x-1#0" citation="X, Work (2000)">', 'Bad &lt;/passage> text', '</passage>']

Internal to :mod:`fairagents.models`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from functools import cache
from importlib import resources
from typing import Protocol, runtime_checkable

from pydantic import Field

from fairagents.models.base import FrozenModel

__all__ = ["Passage", "PassageRetriever", "format_passages_for_prompt"]


class Passage(FrozenModel):
    """A quotable passage: a stable id (what ballots cite), its text and a citation string.

    Retrieval returns a richer subclass (:class:`fairagents.rag.RetrievedPassage`); the LLM layer
    needs only these three fields, so retrieved passages go straight into a ballot request.
    """

    id: str = Field(min_length=1)
    text: str
    citation: str = ""


@runtime_checkable
class PassageRetriever(Protocol):
    """What a deliberation retrieves passages through: the graph and the agents type against this,
    so they need not import retrieval (:mod:`fairagents.rag`, whose ``Retriever`` is one).

    >>> class Fixed:
    ...     def retrieve(self, query, *, framework=None, k=5):
    ...         return [Passage(id="x#0", text=query)][:k]
    >>> source: PassageRetriever = Fixed()
    >>> [p.id for p in source.retrieve("a case", framework="rawlsian", k=1)]
    ['x#0']
    """

    def retrieve(
        self, query: str, *, framework: str | Sequence[str] | None = ..., k: int = ...
    ) -> Sequence[Passage]:
        """The ``k`` passages closest to ``query``, best first, within ``framework`` if given."""
        ...


_TAG = re.compile(r"<(?=\s*/?\s*passages?\b)", re.IGNORECASE)


@cache
def _preamble() -> str:
    return resources.files("fairagents.models").joinpath("passages_preamble.txt").read_text("utf-8")


def _escape_text(text: str) -> str:
    return _TAG.sub("&lt;", text)


def format_passages_for_prompt(passages: Sequence[Passage]) -> str:
    """The passages as delimited, escaped quotations under an it-is-data preamble."""
    if not passages:
        return "(No passages were retrieved.)"
    blocks = [_preamble().strip().format(example_id=passages[0].id), ""]
    for p in passages:
        blocks.append(
            f'<passage id="{html.escape(p.id)}" citation="{html.escape(p.citation)}">\n'
            f"{_escape_text(p.text.strip())}\n</passage>"
        )
    return "\n".join(blocks)
