"""Splitting a passage into chunks that fit the embedding model, with stable ids.

A chunk id is ``<passage id>#<index>`` (``rawls-03#0``): the id agents cite in ballots. It stays
the same as long as the passage text and the chunking parameters do.

Method: split the body into sentences (paragraph breaks count as sentence ends), then pack whole
sentences greedily into chunks; each chunk after the first starts with the last sentences of the
previous one, up to ``overlap_words`` words, so an argument cut at a boundary stays readable on
both sides. The size budget is balanced: a passage needing ``n = ceil(words / max_words)`` chunks
gets chunks of about ``words / n + overlap_words`` words (never more than ``max_words``), so a
185-word passage becomes two chunks of ~120 and ~90 words rather than 160 and 55. A single
sentence longer than ``max_words`` is cut at word boundaries. Passages of 100–300 words give one
or two chunks. ``CHUNKER_VERSION`` changes whenever this method does (it is part of the index
name, so an index is never mixed from two methods).

Leaves out: token-exact limits (word counts approximate the model's 256 word-piece window).

>>> [c.id for c in chunk_passage("rawls-03", "One. Two three.", max_words=2, overlap_words=0)]
['rawls-03#0', 'rawls-03#1']

Internal to :mod:`fairagents.rag`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import math
import re

from fairagents.errors import InputError
from fairagents.models.base import FrozenModel

__all__ = ["CHUNKER_VERSION", "Chunk", "chunk_passage", "split_sentences"]

CHUNKER_VERSION = 2


class Chunk(FrozenModel):
    """A piece of a passage, with its stable id."""

    id: str
    passage_id: str
    index: int
    text: str


_SENTENCE_END = re.compile(r"(?<=[.!?;:])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9§])")


def split_sentences(text: str) -> list[str]:
    """Split text into sentences; paragraph breaks always end a sentence.

    >>> split_sentences("A b. C d?\\n\\nno capital here")
    ['A b.', 'C d?', 'no capital here']
    """
    sentences: list[str] = []
    for paragraph in re.split(r"\n\s*\n", text):
        flat = " ".join(paragraph.split())
        if flat:
            sentences += [s.strip() for s in _SENTENCE_END.split(flat) if s.strip()]
    return sentences


def _words(text: str) -> int:
    return len(text.split())


def _pieces(sentences: list[str], max_words: int) -> list[str]:
    out: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if len(words) <= max_words:
            out.append(sentence)
        else:
            out += [" ".join(words[i : i + max_words]) for i in range(0, len(words), max_words)]
    return out


def chunk_passage(
    passage_id: str, text: str, *, max_words: int = 160, overlap_words: int = 30
) -> list[Chunk]:
    """Chunk one passage body; see the module docstring for the method."""
    if max_words < 1 or not 0 <= overlap_words < max_words:
        raise InputError(
            f"need max_words >= 1 and 0 <= overlap_words < max_words, got {max_words}, "
            f"{overlap_words}"
        )
    pieces = _pieces(split_sentences(text), max_words)
    total = sum(_words(p) for p in pieces)
    n = max(1, math.ceil(total / max_words))
    budget = max_words if n == 1 else min(max_words, math.ceil(total / n) + overlap_words)
    groups: list[list[str]] = []
    current: list[str] = []
    fresh = 0  # sentences in `current` that are not overlap from the previous chunk
    for piece in pieces:
        if current and fresh and _words(" ".join([*current, piece])) > budget:
            groups.append(current)
            carry: list[str] = []
            for prev in reversed(current):
                if _words(" ".join([prev, *carry, piece])) > budget or (
                    _words(" ".join([prev, *carry])) > overlap_words
                ):
                    break
                carry.insert(0, prev)
            current, fresh = carry, 0
        current.append(piece)
        fresh += 1
    if current and fresh:
        groups.append(current)
    return [
        Chunk(id=f"{passage_id}#{i}", passage_id=passage_id, index=i, text=" ".join(g))
        for i, g in enumerate(groups)
    ]
