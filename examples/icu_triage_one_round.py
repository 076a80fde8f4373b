"""One round of agents on an ICU triage case: retrieve, ballot, aggregate, measure fairness.

Run: ``python examples/icu_triage_one_round.py [--model analytic|local|openai-compatible:…]``.

Four advocates (Rawls, Mill, Nozick, Gilligan) each retrieve passages from their framework's
corpus, rank the problem's exact *menu* of candidate allocations, and a social-choice rule turns
their ballots into one decision. The fairness report is computed for each advocate's own first
choice and for the joint outcome, so "the procedure is fairer than any one agent" is a number,
not a hope. The deliberation graph (``fairagents run examples/scenarios/triage.yaml``: debate
rounds, a mediator, proposals) wraps exactly these steps.
Everything runs offline; the default ``analytic`` model needs no LLM.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fairagents import Profile, aggregate
from fairagents.fairness import FairnessReport, evaluate, satisfaction_bounds
from fairagents.llm import BallotContext, BallotStats, make_model, request_ballot_for
from fairagents.problems import IndivisibleAllocation, build_menu, load_problem
from fairagents.rag import open_retriever

HERE = Path(__file__).resolve().parent
FRAMEWORKS = ("rawls", "mill", "nozick", "gilligan")


def row(name: str, item: str, report: FairnessReport) -> str:
    ef1 = "yes" if report.ef1 is not None and report.ef1.holds else "no"
    return (
        f"{name:<24} {item:<3} sum {report.utilitarian:5.1f}  min {report.minimum:4.1f}  "
        f"Gini {report.gini or 0:.3f}  EF1 {ef1}   {report.outcome}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="analytic", help="model spec (default: analytic)")
    parser.add_argument("--rule", default="borda", help="aggregation rule (default: borda)")
    args = parser.parse_args()

    problem = load_problem(HERE / "problems" / "icu_triage.json")
    assert isinstance(problem, IndivisibleAllocation)
    menu = build_menu(problem)
    utilities = {s: {item.id: item.utilities[s] for item in menu.items} for s in problem.agents}
    retriever = open_retriever(HERE.parent / "corpora")
    model = make_model(args.model)
    stats = BallotStats()

    ballots = []
    for framework in FRAMEWORKS:
        passages = retriever.retrieve(
            "who should get scarce ICU resources: need, benefit, prior claims, the worst-off",
            framework=framework,
            k=2,
        )
        context = BallotContext(
            agent=f"{framework}_advocate",
            framework=framework,
            case=problem.description,
            alternatives=menu.alternatives(),
            utilities=utilities,
            stakeholders=dict(problem.stakeholders),
            bounds=satisfaction_bounds(problem),  # the report's normalization of satisfaction
            passages=tuple(passages),
        )
        ballots.append(request_ballot_for(model, context, round=0, stats=stats).ballot)

    profile = Profile(alternatives=menu.ids, ballots=tuple(ballots))
    outcome = aggregate(profile, args.rule)
    labelled = (f"{item.id} ({'/'.join(item.labels)})" for item in menu.items)
    print("menu:", ", ".join(labelled))
    for ballot in ballots:
        cited = ", ".join(ballot.citations) or "none"
        order = " > ".join("=".join(group) for group in ballot.ranking or ())
        print(f"{ballot.voter}: ranks {order} (cites {cited})")
    print(f"\n{args.rule}: joint choice {outcome.choice}; {outcome.explanation}\n")
    for ballot in ballots:
        own_pick = (ballot.ranking or ((outcome.choice,),))[0][0]
        print(row(f"{ballot.voter} alone", own_pick, evaluate(problem, own_pick, menu=menu)))
    print(row("joint outcome", outcome.choice, evaluate(problem, outcome, menu=menu)))
    print(f"\nballot requests: {stats.total()}")


if __name__ == "__main__":
    main()
