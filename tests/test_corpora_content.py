"""The shipped philosophical corpora: counts, front matter, provenance, length and coverage.

Reads `corpora/<framework>/*.md` with plain YAML parsing, independently of `fairagents.rag`, so a
broken corpus file is caught here even if the loader would tolerate it. The format is documented in
`corpora/README.md`. Every framework folder that holds files is checked; the six frameworks listed
in `REQUIRED` must exist (others, such as `sen` and `kant`, are checked when present).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path

import pytest
import yaml

CORPORA = Path(__file__).resolve().parents[1] / "corpora"

REQUIRED = ("rawls", "mill", "nozick", "gilligan", "parfit", "dworkin")
MIN_PASSAGES = 15
MIN_WORDS, MAX_WORDS = 100, 300

TOPICS = frozenset(
    {
        "scarce-resources",
        "need",
        "desert",
        "entitlement",
        "worst-off",
        "aggregation",
        "medical-triage",
        "education",
        "tourism-commons",
        "procedure",
        "equality",
        "liberty",
        "care",
        "priority",
        "responsibility",
    }
)

# Field -> required Python type after yaml.safe_load (`written` is an unquoted ISO date).
FIELDS: dict[str, type] = {
    "id": str,
    "framework": str,
    "title": str,
    "author": str,
    "work": str,
    "section": str,
    "year": int,
    "source": str,
    "licence": str,
    "written": dt.date,
    "topics": list,
}

FILENAME = re.compile(r"^(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$")
# The last year whose works are certainly in the public domain everywhere we ship (US: pre-1929).
LAST_PUBLIC_DOMAIN_YEAR = 1928

# The topics agents are asked about: every framework's corpus speaks to the core ones (the applied
# topics only where the thinker or the literature applying them has a view, so they are required
# of our six only).
CORE_COVERAGE = ("scarce-resources", "worst-off", "aggregation")
DESERT_FAMILY = ("need", "desert", "entitlement")
APPLIED = ("medical-triage", "education", "tourism-commons")


@dataclass(frozen=True)
class Passage:
    path: Path
    meta: dict[str, object]
    body: str

    @property
    def words(self) -> int:
        return len(self.body.split())


def _frameworks() -> list[str]:
    found = {p.name for p in CORPORA.iterdir() if p.is_dir() and any(p.iterdir())}
    return sorted(found | set(REQUIRED))


def _parse(path: Path) -> Passage:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("---\n"), f"{path}: must start with a '---' front-matter line"
    head, sep, body = text[4:].partition("\n---\n")
    assert sep, f"{path}: front matter is not closed by a '---' line"
    meta = yaml.safe_load(head)
    assert isinstance(meta, dict), f"{path}: front matter is not a YAML mapping"
    return Passage(path, meta, body.strip())


def _passages(framework: str) -> list[Passage]:
    folder = CORPORA / framework
    assert folder.is_dir(), f"corpora/{framework}/ is missing"
    return [_parse(p) for p in sorted(folder.glob("*.md"))]


FRAMEWORKS = _frameworks()


def test_required_frameworks_exist() -> None:
    missing = [f for f in REQUIRED if not (CORPORA / f).is_dir()]
    assert not missing, f"missing corpora folders: {missing}"
    assert (CORPORA / "README.md").is_file()


@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_folder_holds_only_numbered_markdown(framework: str) -> None:
    names = sorted(p.name for p in (CORPORA / framework).iterdir())
    bad = [n for n in names if not FILENAME.match(n)]
    assert not bad, f"corpora/{framework}: not NN-slug.md files: {bad}"
    numbers = [int(FILENAME.match(n).group(1)) for n in names]  # type: ignore[union-attr]
    assert numbers == list(range(1, len(names) + 1)), f"corpora/{framework}: gaps in {numbers}"


@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_passage_count(framework: str) -> None:
    n = len(_passages(framework))
    assert n >= MIN_PASSAGES, f"corpora/{framework}: {n} passages, need at least {MIN_PASSAGES}"


@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_front_matter(framework: str) -> None:
    for p in _passages(framework):
        where = f"corpora/{framework}/{p.path.name}"
        missing = set(FIELDS) - set(p.meta)
        assert not missing, f"{where}: missing fields {sorted(missing)}"
        for field, kind in FIELDS.items():
            value = p.meta[field]
            assert isinstance(value, kind), f"{where}: {field} is {type(value).__name__}"
            if isinstance(value, str):
                assert value.strip(), f"{where}: {field} is empty"
        assert p.meta["framework"] == framework, f"{where}: framework != folder"
        number = p.path.name[:2]
        assert p.meta["id"] == f"{framework}-{number}", f"{where}: id {p.meta['id']!r}"
        year = p.meta["year"]
        assert isinstance(year, int) and 1700 <= year <= 2030, f"{where}: year {year}"
        topics = p.meta["topics"]
        assert isinstance(topics, list) and topics, f"{where}: topics empty"
        unknown = set(topics) - TOPICS
        assert not unknown, f"{where}: unknown topics {sorted(unknown)}"
        assert len(set(topics)) == len(topics), f"{where}: repeated topics"


@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_provenance_and_licence(framework: str) -> None:
    """Our own text is CC-BY-4.0; quoting is allowed only from public-domain works."""
    for p in _passages(framework):
        where = f"corpora/{framework}/{p.path.name}"
        licence = str(p.meta["licence"])
        assert "CC-BY-4.0" in licence, f"{where}: licence must name CC-BY-4.0 for our text"
        assert str(p.meta["year"]) in str(p.meta["source"]), f"{where}: source lacks the year"
        if "public domain" in licence:
            year = p.meta["year"]
            assert isinstance(year, int) and year <= LAST_PUBLIC_DOMAIN_YEAR, (
                f"{where}: quotes a work from {year}, which is not in the public domain"
            )


@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_body_length(framework: str) -> None:
    for p in _passages(framework):
        assert MIN_WORDS <= p.words <= MAX_WORDS, (
            f"corpora/{framework}/{p.path.name}: {p.words} words, need {MIN_WORDS}-{MAX_WORDS}"
        )


def test_ids_unique_across_corpora() -> None:
    ids = [p.meta["id"] for f in FRAMEWORKS for p in _passages(f)]
    dupes = sorted({i for i in ids if ids.count(i) > 1})  # type: ignore[type-var]
    assert not dupes, f"duplicate ids: {dupes}"


def _content_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 4}


@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_passages_are_distinct(framework: str) -> None:
    """Retrieval must discriminate: no two passages share a title or most of their vocabulary."""
    passages = _passages(framework)
    titles = [str(p.meta["title"]).lower() for p in passages]
    assert len(set(titles)) == len(titles), f"corpora/{framework}: repeated titles"
    for a, b in combinations(passages, 2):
        wa, wb = _content_words(a.body), _content_words(b.body)
        jaccard = len(wa & wb) / len(wa | wb)
        assert jaccard < 0.35, f"{a.path.name} and {b.path.name} overlap (Jaccard {jaccard:.2f})"


@pytest.mark.parametrize("framework", FRAMEWORKS)
def test_topic_coverage(framework: str) -> None:
    covered = {t for p in _passages(framework) for t in p.meta["topics"]}  # type: ignore[attr-defined]
    missing = [t for t in CORE_COVERAGE if t not in covered]
    assert not missing, f"corpora/{framework}: no passage on {missing}"
    assert covered & set(DESERT_FAMILY), f"corpora/{framework}: nothing on need/desert/entitlement"
    if framework in REQUIRED:
        assert covered & set(APPLIED), f"corpora/{framework}: no applied passage ({APPLIED})"
