"""Prompt templates shipped as package data, and the default ballot prompt built from them.

Templates are ``*.md`` files next to this module, read with :mod:`importlib.resources` and
filled with :class:`string.Template` (``$name`` placeholders, so JSON braces need no escaping).
Retrieved passages are wrapped as quoted data, never as instructions, by the same function the
retrieval layer offers (:func:`fairagents.models._passage.format_passages_for_prompt`). The agent
layer may build its own messages; :func:`ballot_messages` is the default used by tests and
benchmarks.

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from importlib.resources import files
from string import Template

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage

from fairagents.llm._context import BallotContext
from fairagents.llm._reply import RANKING_ONLY, BallotForm
from fairagents.models._passage import format_passages_for_prompt

__all__ = ["PASSAGE_CHARS", "answer_format", "ballot_messages", "load_prompt", "render"]

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


def answer_format(form: BallotForm, ids: Sequence[str], *, cited: bool = False) -> str:
    """How to write a ballot of ``form`` over ``ids``: the JSON shape and what it must hold.

    The scale is stated in words here and in the schema's bounds (constrained backends).

    >>> answer_format(BallotForm(kind="ratings", rate_no_agreement=True), ["a", "b"])
    ... # doctest: +NORMALIZE_WHITESPACE
    'Rate every candidate from 0 (worst) to 10 (best). Answer as {"ratings": {"a": <rating>,
    "b": <rating>}, "no_agreement": <rating>, "argument": "<one or two sentences>"}; rate each id
    exactly once, with a number from 0 to 10; "no_agreement" rates the group agreeing on no
    candidate at all.'
    """
    cite = ', "citations": ["<passage id>"]' if cited else ""
    argument = '"argument": "<one or two sentences>"'
    if form.kind == "ratings":
        scale = form.scale
        rated = ", ".join(f'"{i}": <rating>' for i in ids)
        no_deal = ', "no_agreement": <rating>' if form.rate_no_agreement else ""
        return (
            f"Rate every candidate from {scale.low:g} (worst) to {scale.high:g} (best). Answer as "
            f'{{"ratings": {{{rated}}}{no_deal}, {argument}{cite}}}; rate each id exactly once, '
            f"with a number from {scale}"
            + (
                '; "no_agreement" rates the group agreeing on no candidate at all.'
                if form.rate_no_agreement
                else "."
            )
        )
    ranking = '"ranking": ["<best id>", ..., "<worst id>"]'
    if form.kind == "approvals":
        return (
            "Rank every candidate from best to worst and say which you approve of (at least one). "
            f'Answer as {{{ranking}, "approvals": ["<id>", ...], {argument}{cite}}}; list each '
            'id exactly once in "ranking", the ones you approve first.'
        )
    return (
        f"Rank every candidate from best to worst. Answer as {{{ranking}, {argument}{cite}}}; "
        "list each id exactly once."
    )


def _quote(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= PASSAGE_CHARS else text[: PASSAGE_CHARS - 1] + "…"


def ballot_messages(context: BallotContext, form: BallotForm = RANKING_ONLY) -> list[BaseMessage]:
    """The default system + user messages asking ``context.agent`` for a ballot (of ``form``).

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
    if form.kind != "ranking":
        ids = context.alternative_ids
        system = render(
            "ballot_system_form",
            agent=context.agent,
            persona=f" {context.persona.strip()}" if context.persona.strip() else "",
            framework=context.framework or "your own judgement",
            format=answer_format(form, ids, cited=bool(context.passages)),
        )
    else:
        system = render(
            "ballot_system",
            agent=context.agent,
            persona=f" {context.persona.strip()}" if context.persona.strip() else "",
            framework=context.framework or "your own judgement",
            example_citations='"<passage id>"' if context.passages else "",
            citation_rule=(
                ' "citations" lists the ids of the passages you rely on.'
                if context.passages
                else ""
            ),
        )
    task = {
        "ranking": "Rank the alternatives from best to worst",
        "ratings": f"Rate every alternative from {form.scale}",
        "approvals": "Rank the alternatives from best to worst, and say which you approve of,",
    }[form.kind]
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
        task=task,
    )
    return [SystemMessage(content=system), HumanMessage(content=user)]
