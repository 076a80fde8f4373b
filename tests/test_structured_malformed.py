"""A corpus of malformed model replies, each with the expected repair or the expected error.

Every case goes through the real structured layer (``request_ballot``) with a
``ScriptedChatModel`` replaying the reply. A repairable reply must become exactly the expected
ranking (and record a repair, unless the reply was clean); an unrepairable one, repeated on
every attempt, must end in a BallotError after the bounded retries — never an invented ballot.
"""

from __future__ import annotations

import json

import pytest

from fairagents.errors import BallotError
from fairagents.llm import BallotContext, BallotStats, Passage, read_ballot_reply, request_ballot
from fairagents.models import Alternative
from fairagents.testing import ScriptedChatModel

ALTERNATIVES = (
    Alternative(id="north", label="North Park"),
    Alternative(id="south", label="South Square"),
    Alternative(id="east", label="East Market"),
)
IDS = [a.id for a in ALTERNATIVES]
PASSAGES = ("p1", "p2")
GOOD = (
    '{"ranking": ["south", "north", "east"], "argument": "south helps most", "citations": ["p1"]}'
)
ORDER = [["south"], ["north"], ["east"]]

# (kind, reply, expected tie groups)
REPAIRABLE: list[tuple[str, str, list[list[str]]]] = [
    ("clean", GOOD, ORDER),
    ("code_fence_json", f"```json\n{GOOD}\n```", ORDER),
    ("code_fence_plain", f"```\n{GOOD}\n```", ORDER),
    ("fence_with_prose_around", f"Sure!\n```json\n{GOOD}\n```\nHope this helps.", ORDER),
    ("leading_prose", f"Here is my ballot: {GOOD}", ORDER),
    ("trailing_prose", f"{GOOD}\nI hope this helps!", ORDER),
    ("single_quotes", "{'ranking': ['south', 'north', 'east'], 'argument': 'x'}", ORDER),
    ("trailing_commas", '{"ranking": ["south", "north", "east",],}', ORDER),
    ("unquoted_keys", '{ranking: ["south", "north", "east"]}', ORDER),
    ("comment_inside", '{"ranking": ["south", "north", "east"] // my order\n}', ORDER),
    ("unclosed_brackets", '{"ranking": ["south", "north", "east"]', ORDER),
    ("python_none", "{'ranking': ['south', 'north', 'east'], 'proposal': None}", ORDER),
    ("bare_list", '["south", "north", "east"]', ORDER),
    ("ranking_as_chain_string", '{"ranking": "south > north > east"}', ORDER),
    ("ranking_as_comma_string", '{"ranking": "south, north, east"}', ORDER),
    ("ties_in_string", '{"ranking": "south = north > east"}', [["south", "north"], ["east"]]),
    (
        "tie_groups_list",
        '{"ranking": [["south", "north"], "east"]}',
        [["south", "north"], ["east"]],
    ),
    ("ranking_as_scores", '{"ranking": {"south": 0.9, "north": 0.5, "east": 0.1}}', ORDER),
    ("ranking_as_positions", '{"ranking": {"north": 2, "south": 1, "east": 3}}', ORDER),
    ("scores_only", '{"scores": {"south": 3, "north": 2, "east": 1}}', ORDER),
    ("items_as_objects", '{"ranking": [{"id": "south"}, {"id": "north"}, {"id": "east"}]}', ORDER),
    ("case_and_whitespace", '{"ranking": ["SOUTH", " North ", "east"]}', ORDER),
    ("labels_for_ids", '{"ranking": ["South Square", "North Park", "East Market"]}', ORDER),
    ("option_prefix", '{"ranking": ["Option south", "alternative north", "east"]}', ORDER),
    ("unknown_dropped", '{"ranking": ["south", "west", "north", "east"]}', ORDER),
    ("duplicate_keeps_first", '{"ranking": ["south", "north", "south", "east"]}', ORDER),
    ("missing_appended_tied_last", '{"ranking": ["south"]}', [["south"], ["north", "east"]]),
    ("key_synonyms", '{"order": ["south", "north", "east"], "reasoning": "r"}', ORDER),
    ("key_case", '{"Ranking": ["south", "north", "east"], "Argument": "r"}', ORDER),
    ("wrapped_object", '{"ballot": {"ranking": ["south", "north", "east"]}}', ORDER),
    ("extra_keys", '{"ranking": ["south", "north", "east"], "confidence": 0.9}', ORDER),
    ("plain_text_chain", "south > north > east", ORDER),
    ("numbered_list", "1. south\n2. north\n3. east", ORDER),
    (
        "citations_as_string",
        '{"ranking": ["south", "north", "east"], "citations": "p1, p2"}',
        ORDER,
    ),
    (
        "unknown_citation",
        '{"ranking": ["south", "north", "east"], "citations": ["p1", "p9"]}',
        ORDER,
    ),
    ("argument_as_list", '{"ranking": ["south", "north", "east"], "argument": ["a", "b"]}', ORDER),
    (
        "scores_as_strings",
        '{"ranking": ["south", "north", "east"], '
        '"scores": {"south": "0.9", "north": "0.5", "east": "0.1"}}',
        ORDER,
    ),
]

VALID = {"clean", "tie_groups_list"}  # well-formed replies: nothing to repair

# (kind, reply, a phrase the error must contain)
UNREPAIRABLE: list[tuple[str, str, str]] = [
    ("empty", "", "empty"),
    ("whitespace_only", "  \n\t ", "empty"),
    ("refusal", "I'm sorry, I cannot rank these options.", "no JSON"),
    ("prose_without_order", "South is nice, but north is also fine.", "no JSON"),
    ("no_known_alternative", '{"ranking": ["west", "up"]}', "names none"),
    ("empty_ranking", '{"ranking": []}', "no 'ranking'"),
    ("null_ranking", '{"ranking": null}', "no 'ranking'"),
    ("missing_ranking", '{"argument": "I like south"}', "no 'ranking'"),
    ("indices_not_ids", '{"ranking": [1, 2, 3]}', "names none"),
    ("ranking_object_without_numbers", '{"ranking": {"south": "good"}}', "without numbers"),
    ("json_number", "42", "no JSON"),
    ("broken_beyond_repair", "{{{{", "no readable JSON"),
    ("json_scalar_in_array", "[true, false]", "names none"),
]


def _request(model: ScriptedChatModel, stats: BallotStats) -> list[list[str]]:
    result = request_ballot(
        model, [], ALTERNATIVES, agent="ann", round=1, passage_ids=PASSAGES, stats=stats
    )
    assert result.ballot.voter == "ann"
    return [list(group) for group in result.ballot.ranking or ()]


def test_the_corpus_has_at_least_30_kinds() -> None:
    kinds = [k for k, _, _ in REPAIRABLE] + [k for k, _, _ in UNREPAIRABLE]
    assert len(set(kinds)) == len(kinds) >= 30


@pytest.mark.parametrize(("kind", "reply", "expected"), REPAIRABLE, ids=[c[0] for c in REPAIRABLE])
def test_repairable_reply_becomes_the_expected_ballot(
    kind: str, reply: str, expected: list[list[str]]
) -> None:
    stats = BallotStats()
    assert _request(ScriptedChatModel(replies=[reply]), stats) == expected
    row = stats.rows()[0]
    assert (row.agent, row.round, row.attempts, row.ballots, row.failures) == ("ann", 1, 1, 1, 0)
    assert row.repaired == (0 if kind in VALID else 1)


@pytest.mark.parametrize(
    ("kind", "reply", "phrase"), UNREPAIRABLE, ids=[c[0] for c in UNREPAIRABLE]
)
def test_unrepairable_reply_raises_after_bounded_retries(
    kind: str, reply: str, phrase: str
) -> None:
    stats = BallotStats()
    model = ScriptedChatModel(replies=[reply] * 3)
    with pytest.raises(BallotError, match="3 attempts") as info:
        _request(model, stats)
    assert phrase in str(info.value)
    assert "'ann', round 1" in str(info.value)
    assert len(model.calls) == 3
    total = stats.total()
    assert (total.attempts, total.invalid_replies, total.failures, total.ballots) == (3, 3, 1, 0)


def test_repairs_are_named_per_kind() -> None:
    cases = {
        "code_fence_json": "code_fence",
        "single_quotes": "json_syntax",
        "unknown_dropped": "unknown_alternative_dropped",
        "duplicate_keeps_first": "duplicate_alternative_dropped",
        "missing_appended_tied_last": "missing_alternatives_appended",
        "labels_for_ids": "label_to_id",
        "case_and_whitespace": "id_normalized",
        "ranking_as_positions": "ranking_as_positions",
        "unknown_citation": "unknown_citation_dropped",
    }
    replies = {kind: reply for kind, reply, _ in REPAIRABLE}
    labels = {a.id: a.label for a in ALTERNATIVES}
    for kind, repair in cases.items():
        _, repairs = read_ballot_reply(replies[kind], IDS, labels=labels, passage_ids=PASSAGES)
        assert repair in repairs, (kind, repairs)


def test_optional_fields_are_cleaned() -> None:
    replies = {kind: reply for kind, reply, _ in REPAIRABLE}
    model = ScriptedChatModel(
        replies=[
            replies["citations_as_string"],
            replies["unknown_citation"],
            replies["argument_as_list"],
            replies["scores_as_strings"],
        ]
    )
    results = [
        request_ballot(model, [], ALTERNATIVES, agent="ann", passage_ids=PASSAGES) for _ in range(4)
    ]
    assert results[0].ballot.citations == ("p1", "p2")
    assert results[1].ballot.citations == ("p1",)
    assert results[2].ballot.argument == "a b"
    assert results[3].ballot.utilities == {"south": 0.9, "north": 0.5, "east": 0.1}


def test_citations_are_checked_against_the_context_passages() -> None:
    context = BallotContext(
        agent="ann",
        alternatives=ALTERNATIVES,
        passages=(Passage(id="rawls-1", text="t"), Passage(id="rawls-2", text="u")),
    )
    reply = json.dumps({"ranking": IDS, "citations": ["RAWLS-1", "mill-9", "rawls-2"]})
    result = request_ballot(
        ScriptedChatModel(replies=[reply]), [], ALTERNATIVES, agent="ann", context=context
    )
    assert result.ballot.citations == ("rawls-1", "rawls-2")
    assert {"citation_normalized", "unknown_citation_dropped"} <= set(result.repairs)
