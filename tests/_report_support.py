"""Real runs for the report tests, and a small reader of the pages they produce.

The runs are the shipped scenarios with the analytic model (offline, seconds) and a retriever
whose passages — like the scenario's title, a persona and a group name — hold markup: a report
must quote every such string and never let it act as HTML.
"""

from __future__ import annotations

import base64
from html.parser import HTMLParser
from pathlib import Path

from fairagents.graph.runner import start_run
from fairagents.models import Passage
from fairagents.rag._retriever import RetrievedPassage
from fairagents.scenarios import Scenario, load_scenario

from .conftest import EXAMPLES

MARKUP = '<script>alert("x")</script> & <img src=x onerror=alert(1)>'
"""Text that would run script if a page let it through unescaped."""


class MarkupPassages:
    """A retriever of ``k`` passages per framework, with provenance on every other one."""

    def retrieve(self, query: str, *, framework: str, k: int) -> list[Passage]:
        out: list[Passage] = []
        for i in range(k):
            pid = f"{framework}-{i:02d}"
            text = f"{framework.title()} passage {i} says: {MARKUP}"
            if i % 2 == 0:
                out.append(
                    RetrievedPassage(
                        id=f"{pid}#0",
                        text=text,
                        citation=f"{framework.title()}, <i>Collected</i> Works, §{i}",
                        passage_id=pid,
                        chunk=0,
                        framework=framework,
                        title=f"Passage {i} <b>bold</b>",
                        score=0.5,
                        source="A source & its <publisher>",
                    )
                )
            else:
                out.append(Passage(id=f"{pid}#0", text=text, citation=""))
        return out


def scenario(name: str, *, markup: bool = True) -> Scenario:
    """A shipped scenario; with ``markup``, its title, a persona and a group name hold markup."""
    base = load_scenario(EXAMPLES / "scenarios" / f"{name}.yaml")
    if not markup:
        return base
    data = base.model_dump()
    data["title"] = f"{base.title} {MARKUP}"
    data["agents"][0]["persona"] = f"A persona with {MARKUP}"
    first = next(iter(data["problem"]["stakeholders"]))
    data["problem"]["stakeholders"][first]["group"] = "<frail & old>"
    return Scenario.model_validate(data)


def make_run(name: str, run_dir: Path, *, markup: bool = True) -> Path:
    """Run a shipped scenario with the analytic model into ``run_dir``."""
    start_run(scenario(name, markup=markup), run_dir, retriever=MarkupPassages())
    return run_dir


class Page(HTMLParser):
    """The tags of a page, with their attributes, and the ids it defines."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.feed(html)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {k: v or "" for k, v in attrs}))

    def all(self, tag: str, **match: str) -> list[dict[str, str]]:
        """Attributes of every ``tag`` whose attributes contain ``match`` (``class_`` for class)."""
        wanted = {k.rstrip("_"): v for k, v in match.items()}
        return [
            a
            for t, a in self.tags
            if t == tag and all(v in a.get(k, "").split() for k, v in wanted.items())
        ]

    @property
    def ids(self) -> set[str]:
        return {a["id"] for _, a in self.tags if "id" in a}


def svg_of(src: str) -> str:
    """The SVG document inside a ``data:image/svg+xml;base64,`` URL."""
    prefix = "data:image/svg+xml;base64,"
    assert src.startswith(prefix), src[:40]
    return base64.b64decode(src[len(prefix) :]).decode()
