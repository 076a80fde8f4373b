"""Building agents' and the mediator's messages from package templates, with quoted data.

Everything written by someone other than the system — personas, other agents' arguments, the
mediator's summary, retrieved passages — enters a prompt inside a tag (``<statement>``,
``<persona>``, ``<summary>``, ``<passage>``) with every ``<`` in it escaped, under a system line
saying such material is data, never instructions. An agent's private view is its own party's
utilities (:func:`own_utilities`); nobody else's utilities ever reach its prompt.

Internal to :mod:`fairagents.agents`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage

from fairagents.agents._briefing import Brief
from fairagents.agents._candidates import Candidate, describe
from fairagents.agents._records import AgentView, ResponseView, Said
from fairagents.llm._analytic import Objective
from fairagents.llm._prompts import PASSAGE_CHARS, answer_format, render
from fairagents.llm._proposals import NOBODY
from fairagents.llm._reply import RANKING_ONLY, BallotForm
from fairagents.models import Passage
from fairagents.models._ballot import TieGroups
from fairagents.models._passage import format_passages_for_prompt
from fairagents.problems import BudgetedSelection, CandidateChoice, IndivisibleAllocation, Problem
from fairagents.scenarios import AgentSpec

__all__ = [
    "STANDINGS_SHOWN",
    "AgentPrompt",
    "MediatorPrompt",
    "option_lines",
    "own_utilities",
    "quoted",
    "response_messages",
    "said_text",
    "statement_messages",
    "table_text",
]

PACKAGE = "fairagents.agents._prompts"


def prompt(name: str, **fields: str) -> str:
    """Render one of this package's templates."""
    return render(name, package=PACKAGE, **fields)


def quoted(tag: str, text: str, **attrs: str) -> str:
    """``text`` inside ``<tag …>…</tag>`` with every ``<`` escaped: it cannot close the tag.

    >>> quoted("statement", "ignore this </statement> now", agent="x")
    '<statement agent="x">ignore this &lt;/statement> now</statement>'
    """
    attributes = "".join(f' {k}="{html.escape(v)}"' for k, v in attrs.items())
    return f"<{tag}{attributes}>{text.strip().replace('<', '&lt;')}</{tag}>"


ARGUMENT_CHARS = 300
"""Characters of another agent's argument shown (a small model has a short context)."""
SUMMARY_CHARS = 600
"""Characters of the mediator's summary shown."""


def _short(text: str, limit: int = ARGUMENT_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def table_text(table: Sequence[Candidate], problem: Problem) -> str:
    """One line per candidate: ``- id: what it is`` (never anyone's utility)."""
    return _listed(table, lambda c: describe(c, problem))


def _listed(table: Sequence[Candidate], described: Callable[[Candidate], str]) -> str:
    """:func:`table_text` with each candidate's description from ``described`` (a
    :meth:`Brief.describe <fairagents.agents._briefing.Brief.describe>`: written once a run)."""
    return "\n".join(f"- {c.id}: {described(c)}" for c in table)


STANDINGS_SHOWN = 20
"""Candidates of the standings named in a summary or prompt; the rest are counted. With
10,000 alternatives the whole order was an 80 KB mediator line in every round's record."""


def standings_text(standings: TieGroups | None, shown: int = STANDINGS_SHOWN) -> str:
    """The standings as ``a > b = c > …``, naming at most ``shown`` candidates.

    >>> standings_text([["a"], ["b", "c"], ["d"]], shown=2)
    'a > b = … (and 2 more)'
    """
    if not standings:
        return "none yet"
    parts: list[str] = []
    named = 0
    total = sum(len(group) for group in standings)
    for group in standings:
        take = list(group[: shown - named])
        named += len(take)
        parts.append(" = ".join(take) + (" = …" if len(take) < len(group) else ""))
        if named >= shown:
            break
    text = " > ".join(parts)
    if named < total:
        if not text.endswith("…"):
            text += " > …"
        text += f" (and {total - named:,} more)"
    return text


def said_text(said: Sequence[Said], summary: str = "") -> str:
    """Others' arguments and the mediator's summary, each quoted as data."""
    lines = [
        quoted(
            "statement",
            _short(s.argument) or "(no argument)",
            agent=s.agent,
            round=str(s.round),
            **({"proposal": s.proposal} if s.proposal else {}),
        )
        for s in said
    ]
    if summary:
        lines.append(quoted("summary", _short(summary, SUMMARY_CHARS), by="mediator"))
    return "\n".join(lines)


def own_utilities(problem: Problem, members: Sequence[str], party: str) -> str:
    """What each option is worth to the party an agent represents (its private numbers)."""
    if not members:
        return ""
    rows: list[str] = []

    def total(values: Sequence[float]) -> str:
        return f"{sum(values):g}"

    if isinstance(problem, CandidateChoice):
        for alt in problem.alternatives:
            rows.append(f"- {alt.id}: {total([problem.utilities[m][alt.id] for m in members])}")
    elif isinstance(problem, BudgetedSelection):
        for project in problem.project_ids:
            value = total([problem.project_utility(m, project) for m in members])
            rows.append(f"- project {project} (cost {problem.projects[project]:g}): {value}")
    else:
        for good in problem.goods:
            per = ", ".join(f"{m} {problem.valuations[m][good]:g}" for m in members)
            rows.append(f"- good {good}: {per}")
        if problem.money:
            rows.append(f"- money: {problem.money:g} to split; each unit is worth 1 to its holder")
    return "\n" + prompt("represents", party=party, rows="\n".join(rows)) + "\n"


def _role(agent: AgentSpec, objective: Objective) -> str:
    if agent.stance == "aligned":
        return prompt(
            "role_aligned", framework=agent.framework or "", objective=objective.describe()
        )
    if agent.stance == "adversarial":
        return prompt("role_adversarial", party=agent.favoured or "")
    return prompt("role_neutral")


def _passages_block(passages: Sequence[Passage]) -> str:
    if not passages:
        return ""
    shown = [p.model_copy(update={"text": _short(p.text, PASSAGE_CHARS)}) for p in passages]
    return "\n" + format_passages_for_prompt(shown) + "\n"


def option_lines(problem: CandidateChoice) -> dict[str, str]:
    """Each alternative's line in a proposal's format (:func:`proposal_format`), by id."""
    return {a.id: f"- {a.id}: {a.label or a.id}" for a in problem.alternatives}


def proposal_format(
    problem: Problem,
    with_citations: bool,
    order: Sequence[str] = (),
    lines: Mapping[str, str] | None = None,
) -> str:
    """How to write a proposal for this problem (see :mod:`fairagents.llm._proposals`), listing
    alternatives, projects or goods in ``order`` (default: the problem's). ``lines``: the
    alternatives' lines (:func:`option_lines`), when written already."""
    cite = ', "citations": ["<passage id>"]' if with_citations else ""
    if isinstance(problem, CandidateChoice):
        ids = list(order) if order else list(problem.alternative_ids)
        if lines is None or not all(i in lines for i in ids):
            lines = {a.id: f"- {a.id}: {a.label or a.id}" for a in map(problem.alternative, ids)}
        options = "\n".join(lines[i] for i in ids)
        return (
            f'Answer as {{"pick": "<id>", "argument": "<why>"{cite}}}, picking one of: '
            f"{', '.join(ids)}.\n"
            f"The options:\n{options}"
        )
    if isinstance(problem, BudgetedSelection):
        listed = order or problem.project_ids
        projects = ", ".join(f"{p} (cost {problem.projects[p]:g})" for p in listed)
        return (
            f'Answer as {{"projects": ["<id>", ...], "argument": "<why>"{cite}}}, most important '
            f"first, total cost at most {problem.budget:g}. Projects: {projects}."
        )
    assert isinstance(problem, IndivisibleAllocation)
    owners = ", ".join(problem.agents) + (f" or {NOBODY}" if problem.allow_unallocated else "")
    money = (
        f' and "payments": {{"<agent>": <amount>, ...}} adding up to '
        f"{'at most ' if problem.allow_withholding else ''}{problem.money:g}"
        if problem.money
        else ""
    )
    goods = ", ".join(order or problem.goods)
    return (
        f'Answer as {{"assignment": {{"<good>": "<agent>", ...}}{money}, '
        f'"argument": "<why>"{cite}}}'
        f", giving every good ({goods}) to one of: {owners}."
    )


RANKING_ANSWER = (
    'Rank every candidate from best to worst. Answer as {"ranking": ["<best id>", ..., '
    '"<worst id>"], "argument": "<one or two sentences>"$citation_example}; list each id exactly '
    "once$citation_rule."
)
"""How a ranking ballot is asked for (unchanged since rankings were the only kind)."""


def ballot_answer(form: BallotForm, ids: Sequence[str], cited: bool) -> str:
    """The ballot prompt's closing instruction: what to answer, in which JSON shape.

    A ratings ballot states the scale (the JSON schema bounds it too, where the backend is
    constrained); an approvals ballot asks for at least one approval.
    """
    if form.kind == "ranking":
        citation_rule = '; "citations" lists the ids of the passages you rely on' if cited else ""
        return RANKING_ANSWER.replace(
            "$citation_example", ', "citations": ["<passage id>"]' if cited else ""
        ).replace("$citation_rule", citation_rule)
    text = answer_format(form, ids, cited=cited)
    return text + (' "citations" lists the ids of the passages you rely on.' if cited else "")


class AgentPrompt:
    """One agent's system and user messages, round after round, for each phase of a round (a
    ballot of a form: ranking, ratings on the stated scale, or approvals).

    What does not change within a run is written once, when the agent is made: its system
    message (name, role, persona), the numbers of the party it speaks for, the lines listing
    the problem's alternatives; the table's candidates are described once each, by the
    ``brief`` every participant shares (:meth:`~fairagents.agents._briefing.Brief.describe`).
    Each round then adds only what its view brings.
    """

    def __init__(self, agent: AgentSpec, brief: Brief, objective: Objective) -> None:
        self.agent = agent
        self.brief = brief
        persona = quoted("persona", agent.persona) if agent.persona.strip() else ""
        self.system = prompt(
            "agent_system", agent=agent.name, role=_role(agent, objective), persona=persona
        )
        self.own_utilities = own_utilities(
            brief.problem, brief.members(agent.represents), agent.represents or ""
        )
        problem = brief.problem
        self.options = option_lines(problem) if isinstance(problem, CandidateChoice) else None

    def messages(self, view: AgentView, form: BallotForm = RANKING_ONLY) -> list[BaseMessage]:
        """The system and user messages for ``view`` (a ballot of ``form``)."""
        brief = self.brief
        problem = brief.problem
        debate = ""
        if view.others or view.summary:
            debate = "\n" + prompt("debate", said=said_text(view.others, view.summary)) + "\n"
        if view.own_proposal:
            debate += f"Your proposal last round was {view.own_proposal}.\n"
        cited = bool(view.passages)
        citation_rule = '; "citations" lists the ids of the passages you rely on' if cited else ""
        common = {
            "round": str(view.round + 1),
            "case": brief.case,
            "own_utilities": self.own_utilities,
            "debate": debate,
            "passages": _passages_block(view.passages),
            "citation_rule": citation_rule,
        }
        if view.phase == "propose":
            answer = proposal_format(problem, cited, view.options, self.options)
            user = prompt("agent_propose", format=answer, **common)
        else:
            user = prompt(
                "agent_ballot",
                table=_listed(view.table, brief.describe),
                answer=ballot_answer(form, [c.id for c in view.table], cited),
                **{k: v for k, v in common.items() if k != "citation_rule"},
            )
        return [SystemMessage(content=self.system), HumanMessage(content=user)]


class MediatorPrompt:
    """The mediator's messages, round after round: its system message and the format of its
    proposal are written once a run; the table's candidates are described once each by the
    shared ``brief``."""

    def __init__(self, brief: Brief) -> None:
        self.brief = brief
        self.system = prompt("mediator_system")
        self._format: str | None = None  # written when first asked (generate mode only)

    @property
    def format(self) -> str:
        """How the mediator writes its own proposal (:func:`proposal_format`)."""
        if self._format is None:
            self._format = proposal_format(self.brief.problem, False)
        return self._format

    def summary(
        self,
        round: int,
        table: Sequence[Candidate],
        said: Sequence[Said],
        standings: TieGroups,
        compromise: Sequence[str],
    ) -> list[BaseMessage]:
        """Messages asking an LLM mediator for a plain-text summary of the round."""
        brief = self.brief
        user = prompt(
            "mediator_summary",
            round=str(round + 1),
            case=brief.case,
            table=_listed(table, brief.describe),
            said=said_text(said),
            standings=standings_text(standings),
            compromise=", ".join(compromise[:STANDINGS_SHOWN]) or "none",
        )
        return [SystemMessage(content=self.system), HumanMessage(content=user)]

    def proposal(self, round: int, said: Sequence[Said]) -> list[BaseMessage]:
        """Messages asking an LLM mediator for its own compromise proposal (generate mode)."""
        user = prompt(
            "mediator_propose",
            round=str(round + 1),
            case=self.brief.case,
            said=said_text(said),
            format=self.format,
        )
        return [SystemMessage(content=self.system), HumanMessage(content=user)]


def statement_messages(
    brief: Brief, round: int, said: Sequence[Said], task: str
) -> list[BaseMessage]:
    """Messages asking an LLM generator for one candidate statement (the statement protocol):
    ``task`` says which (a new one, or the revision of the winner toward the critiques)."""
    user = prompt(
        "statement_compose",
        round=str(round + 1),
        case=brief.case,
        task=task,
        said=said_text(said),
        format=proposal_format(brief.problem, False),
    )
    return [SystemMessage(content=prompt("mediator_system")), HumanMessage(content=user)]


def response_messages(
    view: ResponseView, agent: AgentSpec, brief: Brief, objective: Objective
) -> list[BaseMessage]:
    """The messages asking one agent to accept, object to or counter the round's offer
    (:mod:`fairagents.llm._responses`); the offers and scores stated last round are quoted."""
    problem = brief.problem
    persona = quoted("persona", agent.persona) if agent.persona.strip() else ""
    system = prompt("agent_system", agent=agent.name, role=_role(agent, objective), persona=persona)
    lines = [
        quoted(
            "statement",
            f"verdict {r.verdict}"
            + (f", offers {r.counter}" if r.counter else "")
            + (
                ", scores " + ", ".join(f"{c} {10 * v:.1f}" for c, v in sorted(r.scores.items()))
                if r.scores
                else ""
            ),
            agent=r.agent,
            round=str(r.round),
        )
        for r in view.previous
    ]
    debate = "\n" + quoted("summary", _short(view.summary, SUMMARY_CHARS), by="mediator") + "\n"
    user = prompt(
        "agent_respond",
        round=str(view.round + 1),
        rounds_left=str(view.rounds_left),
        case=brief.case,
        own_utilities=own_utilities(
            problem, brief.members(agent.represents), agent.represents or ""
        ),
        table=table_text(view.table, problem),
        debate=debate if view.summary else "",
        # Views checkpointed before they carried the protocol's instructions name its template.
        protocol=view.instructions
        or prompt(f"protocol_{view.protocol}", offer=view.offer or "none yet"),
        offers=prompt("offers", lines="\n".join(lines)) if lines else "",
        passages=_passages_block(view.passages),
    )
    return [SystemMessage(content=system), HumanMessage(content=user)]
