"""A Habermas Machine round as a scenario: its participants as agents, beside the humans.

:func:`habermas_scenario` turns one iteration of a released round
(:func:`~fairagents.datasets.habermas.read_habermas`) into a scenario whose problem is the
choice among the round's candidate statements (the humans' rankings as utilities) and whose
agents are the round's participants — each speaking for one participant, reading its opinion
and, given a survey persona (:func:`~fairagents.datasets.personas.read_personas`), that
persona. One round of ``menu`` mode asks every agent to rank the statements; Schulze (the
Habermas Machine's rule) aggregates. :func:`human_rankings` gives the humans' rankings under
the scenario's names, so :func:`~fairagents.datasets.habermas.ranking_agreement` compares the
panel's ballots with them. With the ``analytic`` model an agent ranks by the utilities it
represents, which here *are* the human rankings: a check of the plumbing (tau = 1), not a
panel; an LLM (``--model local`` or a served one) is the panel.

>>> from fairagents.datasets.habermas import HabermasIteration, HabermasRound
>>> r = HabermasRound(launch_id="g1", round_id="r1", question="Lower the voting age?",
...     iterations=[HabermasIteration(index=0, candidates={"a": "Yes, to 16.", "b": "No."},
...         opinions={"w1": "Sixteen-year-olds pay taxes.", "w2": "They are not ready."},
...         rankings={"w1": (("a",), ("b",)), "w2": (("b",), ("a",))})])
>>> s = habermas_scenario(r)
>>> [a.name for a in s.agents], s.protocol.mode, s.rule.name
(['p1', 'p2'], 'menu', 'schulze')
>>> human_rankings(r)["p2"]
(('c2',), ('c1',))

"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from fairagents.datasets.habermas import HabermasRound
from fairagents.datasets.personas import Persona
from fairagents.errors import ScenarioError
from fairagents.models import TieGroups
from fairagents.problems import CandidateChoice, Problem
from fairagents.scenarios._model import Scenario

__all__ = ["habermas_scenario", "human_rankings", "matching_iteration"]

MAX_AGENTS = 16
"""A scenario's most agents."""


def habermas_scenario(
    round: HabermasRound,
    *,
    iteration: int = 0,
    personas: Sequence[Persona] = (),
    model: str = "analytic",
    rule: str = "schulze",
    seed: int = 0,
) -> Scenario:
    """The scenario of one iteration of ``round`` (see the module docstring); ``personas`` are
    given to the participants in ``worker_id`` order (the first persona to ``p1`` …)."""
    problem = round.to_problem(iteration)
    it = round.iterations[iteration]
    names = it.agent_names()
    if len(names) > MAX_AGENTS:
        raise ScenarioError(
            f"round {round.round_id} has {len(names)} participants; a scenario holds at most "
            f"{MAX_AGENTS} agents"
        )
    if len(personas) > len(names):
        raise ScenarioError(
            f"{len(personas)} personas for {len(names)} participants: give at most one each"
        )
    agents = []
    for k, (worker, name) in enumerate(names.items()):
        persona = personas[k].describe() if k < len(personas) else ""
        said = f"Your opinion on the question: {it.opinions[worker]}"
        agents.append(
            {
                "name": name,
                "represents": name,
                "stance": "adversarial",
                "persona": " ".join(x for x in (persona, said) if x)[:4000],
            }
        )
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", f"{round.launch_id}-{round.round_id}")[:40]
    return Scenario.model_validate(
        {
            "id": f"habermas-{slug}-{iteration}".strip("-"),
            "title": round.question[:120],
            "description": round.question,
            "problem": problem,
            "agents": agents,
            "protocol": {"mode": "menu", "rounds": 1},
            "rule": rule,
            "model": model,
            "seed": seed,
        }
    )


def human_rankings(round: HabermasRound, iteration: int = 0) -> Mapping[str, TieGroups]:
    """Each participant's human ranking under the scenario's names (agents ``p1`` …,
    candidates ``c1`` …)."""
    it = round.iterations[iteration]
    names, ids = it.agent_names(), it.candidate_names()
    return {
        names[w]: tuple(tuple(ids[c] for c in group) for group in ranking)
        for w, ranking in sorted(it.rankings.items())
    }


def matching_iteration(
    rounds: Sequence[HabermasRound], problem: Problem
) -> tuple[HabermasRound, int]:
    """The round and iteration a scenario's ``problem`` was written from (its candidates'
    ``hm_id`` and its stakeholders' ``worker_id``), or a :class:`ScenarioError`."""
    if isinstance(problem, CandidateChoice):
        shown = {str(a.attributes.get("hm_id")) for a in problem.alternatives}
        people = {
            str(problem.stakeholder(s).attributes.get("worker_id")) for s in problem.utilities
        }
        for found in rounds:
            for k, it in enumerate(found.iterations):
                if set(it.candidates) == shown and set(it.rankings) == people:
                    return found, k
    raise ScenarioError(
        "the run's problem is no round of this file: write its scenario with `fairagents "
        "habermas scenario` from the same file"
    )
