"""Sweep files and their grids: one-line errors, axes, normalization, deterministic run ids."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from fairagents.errors import SweepError
from fairagents.experiments import expand, load_sweep, parse_sweep, run_id
from fairagents.scenarios import load_scenario

from .conftest import EXAMPLES

TRIAGE = EXAMPLES / "scenarios" / "triage.yaml"
FRAMEWORKS = ["rawls", "mill", "nozick", "gilligan", "parfit", "dworkin"]


def generated(**extra: Any) -> dict[str, Any]:
    """A small generated-triage sweep; ``extra`` overrides its fields."""
    return {
        "id": "s",
        "scenarios": [{"generator": "triage", "count": 2, "seed": 5}],
        "agents": [
            {"name": "aligned", "framework": ["rawls", "mill"]},
            {"name": "opponent", "stance": ["neutral", "adversarial"], "favours": "elderly"},
        ],
        **extra,
    }


def write(tmp_path: Path, data: Any, name: str = "sweep.yaml") -> Path:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def test_the_triage_study_is_600_debates_of_two_agents_and_three_rounds() -> None:
    expansion = expand(
        load_sweep(EXAMPLES / "sweeps" / "triage_600.yaml"), base=EXAMPLES / "sweeps"
    )
    runs = expansion.runs
    assert len(runs) == 600 and len({r.run_id for r in runs}) == 600
    combos = {(r.labels["aligned.framework"], r.labels["opponent.stance"]) for r in runs}
    assert combos == set(itertools.product(FRAMEWORKS, ["neutral", "adversarial"]))
    assert len({r.case for r in runs}) == 50
    for r in runs:
        assert len(r.scenario.agents) == 2 and r.scenario.protocol.rounds == 3
        opponent = r.scenario.agents[1]
        assert opponent.favours == ("elderly" if opponent.stance == "adversarial" else None)
    kept, pairs = expansion.notes()
    assert kept == "triage (seed 2026): 50 cases kept"
    # every pair of the six frameworks differs on some of the cases (docs/how-to/problems.md)
    assert "mill/parfit 34%" in pairs and "mill/gilligan 18%" in pairs and " 0%" not in pairs
    # Grid order: every configuration of the first case comes first, so a limit is a fair slice.
    assert {r.case for r in runs[:12]} == {runs[0].case}


def test_fields_that_do_not_apply_to_a_stance_are_dropped_and_duplicates_collapse() -> None:
    sweep = parse_sweep(
        generated(
            agents=[
                {"name": "a", "framework": ["rawls", "mill"], "stance": ["aligned", "neutral"]},
                {"name": "b", "stance": ["neutral", "adversarial"], "favours": ["child", "adult"]},
            ]
        )
    )
    runs = expand(sweep).runs
    # a: rawls, mill, neutral (3); b: neutral, adversarial×child, adversarial×adult (3); 2 cases.
    assert len(runs) == 2 * 3 * 3
    for r in runs:
        a, b = r.scenario.agents
        assert (a.framework is None) == (a.stance == "neutral")
        assert (b.favours is None) == (b.stance == "neutral")


def test_a_scenario_file_keeps_its_own_settings_unless_the_sweep_sets_them(tmp_path: Path) -> None:
    path = write(tmp_path, {"id": "s", "scenarios": [str(TRIAGE)], "seeds": [1, 2]})
    runs = expand(load_sweep(path), base=tmp_path).runs
    original = load_scenario(TRIAGE)
    assert [r.scenario.seed for r in runs] == [1, 2]
    for r in runs:
        assert r.scenario.agents == original.agents and r.scenario.rule == original.rule
        assert r.scenario.protocol == original.protocol and r.scenario.model == original.model


def test_a_scenario_with_people_is_refused_before_any_run(tmp_path: Path) -> None:
    council = EXAMPLES / "scenarios" / "market_council.yaml"
    path = write(tmp_path, {"id": "s", "scenarios": [str(council)]})
    with pytest.raises(SweepError, match=r"people take part \(residents, council\)"):
        expand(load_sweep(path), base=tmp_path)


def test_protocol_lists_are_axes_and_scalars_override() -> None:
    sweep = parse_sweep(
        generated(protocol={"mode": ["menu", "generate"], "rounds": 2, "stop_when": ["consensus"]})
    )
    runs = expand(sweep).runs
    assert len(runs) == 2 * 4 * 2
    assert {r.scenario.protocol.mode for r in runs} == {"menu", "generate"}
    assert all(r.scenario.protocol.rounds == 2 for r in runs)
    assert all(r.scenario.protocol.stop_when == ("consensus",) for r in runs)


def test_run_ids_are_a_digest_of_what_determines_the_run() -> None:
    scenario = load_scenario(TRIAGE)
    base = run_id(scenario, 0)
    assert run_id(load_scenario(TRIAGE), 0) == base  # same file, same id
    changes = [
        scenario.model_copy(update={"seed": 8}),
        scenario.model_copy(update={"rule": scenario.rule.model_copy(update={"name": "copeland"})}),
        scenario.model_copy(update={"model": "scripted"}),
        scenario.model_copy(update={"agents": scenario.agents[:1]}),
        scenario.model_copy(
            update={"protocol": scenario.protocol.model_copy(update={"rounds": 2})}
        ),
    ]
    ids = {run_id(s, 0) for s in changes} | {run_id(scenario, 1), base}
    assert len(ids) == len(changes) + 2
    # Expanding the same sweep twice (e.g. a rerun) gives the same ids in the same order.
    sweep = parse_sweep(generated())
    assert [r.run_id for r in expand(sweep).runs] == [r.run_id for r in expand(sweep).runs]


@given(
    n_seeds=st.integers(1, 3),
    n_rules=st.integers(1, 3),
    repetitions=st.integers(1, 2),
    n_frameworks=st.integers(1, 3),
    limit=st.one_of(st.none(), st.integers(1, 40)),
)
def test_grid_size_is_the_product_of_its_axes(
    n_seeds: int, n_rules: int, repetitions: int, n_frameworks: int, limit: int | None
) -> None:
    sweep = parse_sweep(
        {
            "id": "g",
            "scenarios": [str(TRIAGE)],
            "agents": [{"name": "a", "framework": FRAMEWORKS[:n_frameworks]}, {"name": "n"}],
            "rules": ["borda", "copeland", "schulze"][:n_rules],
            "seeds": list(range(n_seeds)),
            "repetitions": repetitions,
        }
    )
    runs = expand(sweep, limit=limit).runs
    total = n_seeds * n_rules * repetitions * n_frameworks
    assert len(runs) == (total if limit is None else min(limit, total))
    assert len({r.run_id for r in runs}) == len(runs)
    assert [r.index for r in runs] == list(range(len(runs)))


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (
            generated(agents=[{"name": "a", "framework": ["rawls", "rawl"]}]),
            "sweep.yaml: case triage-5-000: agents[0] (a).framework: 'rawl' is unknown; known:",
        ),
        (
            generated(agents=[{"name": "a", "stance": ["aligned", "sneaky"], "framework": "mill"}]),
            "sweep.yaml: agents[0] (name 'a').stance[1]: Input should be",
        ),
        (
            generated(agents=[{"name": "a", "stance": "adversarial", "favours": "teens"}]),
            "agents[0] (a).favours: 'teens' is neither a stakeholder nor a group",
        ),
        (
            generated(rules=["bordaa"]),
            "sweep.yaml: rules[0].name: rule 'bordaa' is unknown; did you mean borda",
        ),
        (generated(models=["gpt"]), "sweep.yaml: models: "),
        (
            generated(scenarios=[{"generator": "triage", "params": {"frameworks": ["rawl"]}}]),
            "sweep.yaml: scenarios[0] (triage): ",
        ),
        (
            generated(scenarios=[{"generator": "triage", "params": {"groups": ["teens"]}}]),
            "groups ['teens'] are unknown; known: child, adult, elderly",
        ),
        (
            {"id": "s", "scenarios": [{"generator": "triage"}]},
            "generated cases have no agents of their own: give agents: in the sweep",
        ),
        ({"id": "s", "scenarios": ["nowhere.yaml"]}, "scenarios[0]: "),
        (
            {"id": "s", "scenarios": [{"path": "a.yaml", "generator": "triage"}]},
            "sweep.yaml: scenarios[0]: give exactly one of path: SCENARIO_FILE or generator: NAME",
        ),
        (generated(agents=[{"name": "a"}, {"name": "a"}]), "agents[1].name: 'a' is taken"),
        (generated(seeds=[1, 1]), "are the same deliberation"),
        (
            generated(seeds=list(range(5000)), repetitions=1000),
            "the grid has up to 40,000,000 runs; at most 1,000,000 are run at once",
        ),
        (["not", "a", "mapping"], "sweep.yaml: a sweep must be an object"),
        (
            generated(exclude=[{"match": {"alinged.framework": "mill"}, "reason": "r"}]),
            "sweep.yaml: exclude[0].match: 'alinged.framework' is not a label of this sweep's "
            "runs; labels: case, model",
        ),
        (
            generated(exclude=[{"match": {"aligned.framework": "mil"}, "reason": "typo"}]),
            "sweep.yaml: exclude[0] leaves out no run: no run's labels are "
            "{'aligned.framework': 'mil'}",
        ),
        (
            generated(exclude=[{"match": {"rule": "borda"}}]),
            "sweep.yaml: exclude[0].reason: Field required",
        ),
    ],
)
def test_bad_sweeps_fail_with_one_line_naming_the_file_and_field(
    tmp_path: Path, data: Any, expected: str
) -> None:
    path = write(tmp_path, data)
    with pytest.raises(SweepError) as caught:
        expand(load_sweep(path), base=tmp_path, source=str(path))
    message = str(caught.value)
    assert "\n" not in message
    assert expected.replace("sweep.yaml", str(path)) in message or expected in message, message
    assert str(path) in message or "nowhere.yaml" in message


def test_an_exclusion_leaves_out_exactly_the_runs_it_matches_and_says_why() -> None:
    data = generated(
        protocol={"rounds": [2, 3]},
        exclude=[
            {
                "match": {"aligned.framework": "mill", "opponent.stance": "neutral"},
                "reason": "same",
            },
            {"match": {"rounds": 3, "opponent.stance": "adversarial"}, "reason": "shorter"},
        ],
    )
    full = expand(parse_sweep({k: v for k, v in data.items() if k != "exclude"})).runs
    expansion = expand(parse_sweep(data))

    def left_out(labels: dict[str, str]) -> bool:
        duplicate = labels["aligned.framework"] == "mill" and labels["opponent.stance"] == "neutral"
        return duplicate or (labels["rounds"] == "3" and labels["opponent.stance"] == "adversarial")

    kept = [r for r in full if not left_out(r.labels)]
    assert [r.run_id for r in expansion.runs] == [r.run_id for r in kept]  # ids do not move
    assert [r.index for r in expansion.runs] == list(range(len(kept)))
    # 2 cases × 2 rounds for the first; 2 cases × 2 frameworks for the second (they overlap in none)
    assert expansion.excluded == (4, 4)
    assert expansion.notes()[-2:] == [
        "left out 4 runs (aligned.framework=mill, opponent.stance=neutral): same",
        "left out 4 runs (rounds=3, opponent.stance=adversarial): shorter",
    ]
    # a limit slices the runs that are left, reading as many cases as it needs
    assert [r.run_id for r in expand(parse_sweep(data), limit=5).runs] == [
        r.run_id for r in kept[:5]
    ]


def test_the_protocol_study_leaves_out_the_pair_that_cannot_disagree() -> None:
    expansion = expand(
        load_sweep(EXAMPLES / "sweeps" / "triage_protocols.yaml"), base=EXAMPLES / "sweeps"
    )
    assert len(expansion.runs) == 2200 and expansion.excluded == (200,)
    pairs = {(r.labels["aligned.framework"], r.labels["opponent.stance"]) for r in expansion.runs}
    assert ("mill", "neutral") not in pairs and len(pairs) == 11


def test_a_missing_or_unreadable_sweep_file_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(SweepError, match="cannot read"):
        load_sweep(tmp_path / "absent.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: [unclosed\n", encoding="utf-8")
    with pytest.raises(SweepError, match="invalid YAML"):
        load_sweep(bad)


def test_the_docs_sweep_is_the_shipped_triage_study() -> None:
    page = (EXAMPLES.parent / "docs" / "how-to" / "sweeps.md").read_text(encoding="utf-8")
    block = next(b for b in page.split("```yaml\n")[1:] if b.startswith("id: triage-600"))
    shown = expand(parse_sweep(yaml.safe_load(block.split("```")[0]))).runs
    shipped = expand(load_sweep(EXAMPLES / "sweeps" / "triage_600.yaml")).runs
    assert len(shown) == 600
    # The same debates but for the personas the shipped file adds.
    assert [r.labels for r in shown] == [r.labels for r in shipped]
