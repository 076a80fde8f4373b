"""Prompt templates shipped as package data, and the default ballot prompt built from them.

Templates are ``*.md`` files next to this module, read with :mod:`importlib.resources` and
filled with :class:`string.Template` (``$name`` placeholders, so JSON braces need no escaping).
Retrieved passages are wrapped as quoted data, never as instructions, by the same function the
retrieval layer offers (:func:`fairagents.models.passage.format_passages_for_prompt`). The agent
layer may build its own messages; :func:`ballot_messages` is the default used by tests and
benchmarks.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from string import Template

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage

from fairagents.llm.context import BallotContext
from fairagents.models.passage import format_passages_for_prompt

__all__ = ["PASSAGE_CHARS", "ballot_messages", "load_prompt", "render"]

PASSAGE_CHARS = 400
"""Characters of each passage shown to the model (a small model has a 2048-token context)."""


@cache
def load_prompt(name: str, package: str = __name__) -> str:
    """The text of template ``name`` (without ``.md``) shipped in ``package``.

    >>> "$error" in load_prompt("retry")
    True
    """
    resource = files(package).joinpath(f"{name}.md")
    if not resource.is_file():
        raise FileNotFoundError(f"no prompt template {name!r} in {package}")
    return resource.read_text(encoding="utf-8")


def render(name: str, *, package: str = __name__, **fields: str) -> str:
    """Fill template ``name`` of ``package``; a missing field raises ``KeyError`` naming it.

    >>> render("retry", error="no ranking", alternatives="a, b").splitlines()[0]
    'Your previous reply could not be used: no ranking'
    """
    return Template(load_prompt(name, package)).substitute(fields).strip()


def _quote(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= PASSAGE_CHARS else text[: PASSAGE_CHARS - 1] + "…"


def ballot_messages(context: BallotContext) -> list[BaseMessage]:
    """The default system + user messages asking ``context.agent`` for a ballot.

    >>> from fairagents.models import Alternative
    >>> ctx = BallotContext(agent="ann", framework="rawls", case="Two plans.",
    ...                     alternatives=(Alternative(id="a", label="Plan A"),))
    >>> [m.type for m in ballot_messages(ctx)]
    ['system', 'human']
    """
    passages = ""
    if context.passages:
        shown = [p.model_copy(update={"text": _quote(p.text)}) for p in context.passages]
        passages = "\n" + format_passages_for_prompt(shown) + "\n"
    system = render(
        "ballot_system",
        agent=context.agent,
        persona=f" {context.persona.strip()}" if context.persona.strip() else "",
        framework=context.framework or "your own judgement",
        example_citations='"<passage id>"' if context.passages else "",
        citation_rule=(
            ' "citations" lists the ids of the passages you rely on.' if context.passages else ""
        ),
    )
    alternatives = "\n".join(
        f"- {a.id}: {' — '.join(x for x in (a.label, a.description) if x) or a.id}"
        for a in context.alternatives
    )
    user = render(
        "ballot_user",
        case=context.case or "(no description)",
        alternatives=alternatives,
        passages=passages,
        agent=context.agent,
    )
    return [SystemMessage(content=system), HumanMessage(content=user)]
