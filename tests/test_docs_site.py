"""The documentation site builds with ``--strict``, offline, and every page renders in Chromium.

The build runs here rather than as a Makefile prerequisite of ``make test``: the suite already
runs inside the loopback-only namespace (so the build is proven offline), the browser test needs
a site built from *this* checkout (a stale ``site/`` could hide a break), and ``pytest -m docs``
then checks the docs alone. ``make docs`` builds the same site into ``site/`` for people.

Checks: the build passes ``--strict`` (any warning — a broken link or anchor, a page outside the
nav, an API reference to nothing, a docstring griffe cannot read — fails it); the generated
reference pages hold what the code has (every rule, every command, every scenario field); no
page asks for anything outside the site (no web font, no CDN script); every link inside the site
lands on a page and an anchor that exist; and in headless Chromium, served from loopback, every
page renders its article with no failed request, no console error and no request off the site.
Controls show the link and request checks can fail.
"""

from __future__ import annotations

import functools
import http.server
import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote, urldefrag, urlsplit

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Page

from .conftest import ROOT

pytestmark = pytest.mark.docs


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), env.get("PYTHONPATH", "")])
    try:
        import mkdocs  # noqa: F401
    except ImportError:
        pytest.fail("mkdocs is missing: install the dev extra (pip install -e '.[dev]')")
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert done.returncode == 0, f"mkdocs build --strict failed:\n{done.stderr[-6000:]}"
    assert "WARNING" not in done.stderr, done.stderr[-6000:]
    return out


def _pages(site: Path) -> list[Path]:
    return sorted(
        p
        for p in site.rglob("*.html")
        if p.name != "404.html" and "assets" not in p.relative_to(site).parts
    )


class _Page(HTMLParser):
    """The ids, links and loaded resources of one HTML page."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.loads: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        if "id" in values:
            self.ids.add(values["id"])
        if tag == "a" and "href" in values:
            self.links.append(values["href"])
        if tag in {"script", "img", "iframe", "source", "audio", "video"} and values.get("src"):
            self.loads.append(values["src"])
        if tag == "link" and values.get("href"):
            self.loads.append(values["href"])


@functools.cache
def _parsed(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text("utf-8"))
    return page


def _external(url: str) -> bool:
    return bool(urlsplit(url).scheme in {"http", "https"} or url.startswith("//"))


def broken_links(site: Path) -> list[str]:
    """Every link inside the site whose page or anchor is missing, as ``page: href``."""
    broken = []
    for page in _pages(site):
        for href in _parsed(page).links:
            if _external(href) or href.startswith(("mailto:", "javascript:")):
                continue
            target, anchor = urldefrag(href)
            path = (page.parent / unquote(target)).resolve() if target else page
            if path.is_dir():
                path = path / "index.html"
            if not path.exists():
                broken.append(f"{page.relative_to(site)}: {href}")
            elif anchor and path.suffix == ".html" and unquote(anchor) not in _parsed(path).ids:
                broken.append(f"{page.relative_to(site)}: {href} (no such anchor)")
    return broken


def external_loads(site: Path) -> list[str]:
    """Every resource a page or stylesheet would fetch from outside the site."""
    found = [
        f"{page.relative_to(site)}: {url}"
        for page in _pages(site)
        for url in _parsed(page).loads
        if _external(url)
    ]
    for sheet in site.rglob("*.css"):
        for url in re.findall(r"url\(\s*['\"]?((?:https?:)?//[^)'\"]+)", sheet.read_text("utf-8")):
            found.append(f"{sheet.relative_to(site)}: {url}")
        for url in re.findall(r"@import\s+['\"]((?:https?:)?//[^'\"]+)", sheet.read_text("utf-8")):
            found.append(f"{sheet.relative_to(site)}: {url}")
    return found


def test_the_site_builds_strictly_with_every_section(site: Path) -> None:
    pages = {p.relative_to(site).as_posix() for p in _pages(site)}
    for section in (
        "index.html",
        "quickstart.html",
        "tutorials/triage-study.html",
        "how-to/index.html",
        "reference/scenario-file.html",
        "reference/api/aggregators.html",
        "architecture.html",
        "benchmarks.html",
        "changelog.html",
        "models.html",
    ):
        assert section in pages, section
    assert len(pages) >= 45


def test_the_generated_reference_holds_what_the_code_has(site: Path) -> None:
    import typer

    from fairagents._cli import app
    from fairagents.aggregators import available_rules
    from fairagents.experiments import Sweep
    from fairagents.scenarios import AgentSpec, ProtocolSpec, Scenario

    rules = (site / "reference/rules.html").read_text("utf-8")
    for name in available_rules():
        assert f"<code>{name}</code>" in rules, name
    cli = (site / "reference/cli.html").read_text("utf-8")
    command = typer.main.get_command(app)
    ctx = command.context_class(command, info_name="fairagents")
    for name in command.list_commands(ctx):  # type: ignore[attr-defined]
        assert f"fairagents {name}</code>" in cli, name
    assert "--committee-size" in cli and "--resume" in cli
    scenario = (site / "reference/scenario-file.html").read_text("utf-8")
    for model in (Scenario, AgentSpec, ProtocolSpec):
        for name in model.model_fields:
            assert f"<code>{name}</code>" in scenario, (model.__name__, name)
    for kind in ("triage", "outpatient", "tourism", "education"):  # the domain cases too
        assert f"<code>kind: {kind}</code>" in scenario, kind
    sweep = (site / "reference/sweep-file.html").read_text("utf-8")
    assert all(f"<code>{name}</code>" in sweep for name in Sweep.model_fields)
    api = (site / "reference/api/aggregators.html").read_text("utf-8")
    assert 'id="fairagents.aggregators.get_rule"' in api
    assert ">>>" not in re.sub(r"<pre.*?</pre>", "", api, flags=re.S)  # doctests are code


def test_the_api_reference_shows_what_a_rule_or_protocol_author_implements(site: Path) -> None:
    # The aggregators page lets through the underscored hooks a rule overrides, and no other.
    rules = _parsed(site / "reference/api/aggregators.html").ids
    base = "fairagents.aggregators.Rule"
    for member in ("name", "input_kind", "axioms", "description", "_evaluate", "_params"):
        assert f"{base}.{member}" in rules, member
    assert "fairagents.aggregators.committees.CommitteeRule._elect" in rules
    assert f"{base}._too_large" not in rules and f"{base}._missing_input" not in rules
    graph = _parsed(site / "reference/api/graph.html").ids
    protocol = "fairagents.graph.protocols.DecisionProtocol"
    for member in ("name", "agrees", "termination", "before_ballot", "after_vote", "decide"):
        assert f"{protocol}.{member}" in graph, member
    assert not any("._" in i for i in graph), "private members stay hidden elsewhere"


def test_the_docstring_reader_and_the_generators_check_themselves() -> None:
    import doctest
    import importlib.util

    for name in ("docs_griffe", "docs_hooks"):
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        result = doctest.testmod(module)
        assert result.failed == 0, name
        if name == "docs_griffe":
            assert result.attempted >= 3


def test_every_package_has_an_api_page() -> None:
    documented = set(
        re.findall(
            r"^::: (fairagents[\w.]*)",
            "\n".join(p.read_text("utf-8") for p in (ROOT / "docs/reference/api").glob("*.md")),
            flags=re.M,
        )
    )
    source = ROOT / "src/fairagents"
    faces = {"fairagents"}
    faces |= {f"fairagents.{p.parent.name}" for p in source.glob("*/__init__.py")}
    faces |= {f"fairagents.{p.stem}" for p in source.glob("*.py") if not p.stem.startswith("_")}
    # The CLI's face is its commands, on the CLI page (generated from the Typer app).
    assert faces - documented == {"fairagents._cli"}, "packages without an API page"


def test_no_page_loads_anything_from_outside(site: Path) -> None:
    assert external_loads(site) == []
    index = (site / "index.html").read_text("utf-8")
    assert "fonts.googleapis" not in index and "fonts.gstatic" not in index


def test_every_link_inside_the_site_lands(site: Path) -> None:
    assert broken_links(site) == []


def test_the_checks_catch_a_broken_link_and_an_external_load(tmp_path: Path) -> None:
    (tmp_path / "a.html").write_text(
        '<h1 id="top">a</h1><a href="b.html">b</a><a href="a.html#top">ok</a>'
        '<a href="a.html#nowhere">bad anchor</a><a href="https://example.org/">fine: a link</a>'
        '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto">',
        "utf-8",
    )
    (tmp_path / "style.css").write_text("@import 'https://cdn.example.org/x.css';", "utf-8")
    assert broken_links(tmp_path) == ["a.html: b.html", "a.html: a.html#nowhere (no such anchor)"]
    assert external_loads(tmp_path) == [
        "a.html: https://fonts.googleapis.com/css?family=Roboto",
        "style.css: https://cdn.example.org/x.css",
    ]


# --- in Chromium ------------------------------------------------------------------------------


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@dataclass
class Loaded:
    """What happened while a page loaded."""

    requests: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


@pytest.mark.browser
def test_every_page_renders_in_chromium(site: Path, served: str, browser_page: Page) -> None:
    pages = [p.relative_to(site).as_posix() for p in _pages(site)]
    page = browser_page  # tests/conftest.py launches Chromium, and closes it
    seen = Loaded()
    page.on("request", lambda r: seen.requests.append(r.url))
    # A request still in flight when the next page is opened (the search worker, say)
    # is aborted by the browser: a cancellation, not a failure. Anything else counts.
    page.on(
        "requestfailed",
        lambda r: (
            None if r.failure == "net::ERR_ABORTED" else seen.failed.append(f"{r.url}: {r.failure}")
        ),
    )
    page.on(
        "response",
        lambda r: seen.failed.append(f"{r.url}: {r.status}") if r.status >= 400 else None,
    )
    page.on("console", lambda m: seen.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: seen.errors.append(str(e)))
    for path in pages:
        page.goto(served + path, wait_until="load")
        article = page.locator("article.md-content__inner")
        assert article.count() == 1, path
        box = article.bounding_box()
        assert box is not None and box["width"] > 300 and box["height"] > 100, path
        assert page.locator("article h1").count() >= 1, path
        assert page.title().endswith("fairagents"), (path, page.title())
    # The search index loads (a web worker fetching search_index.json from the site).
    page.goto(served + "index.html", wait_until="load")
    page.locator("input.md-search__input").fill("borda")
    page.wait_for_selector(".md-search-result__item", timeout=30_000)
    assert seen.failed == [] and seen.errors == []
    outside = [url for url in seen.requests if not url.startswith((served, "data:", "blob:"))]
    assert outside == []
    assert len({url for url in seen.requests if url.endswith(".html")}) >= len(pages)


@pytest.mark.browser
def test_the_browser_checks_see_an_external_request(browser_page: Page) -> None:
    requests: list[str] = []
    failed: list[str] = []
    browser_page.on("request", lambda r: requests.append(r.url))
    browser_page.on("requestfailed", lambda r: failed.append(r.url))
    browser_page.set_content('<img src="https://example.org/logo.png">', wait_until="load")
    assert "https://example.org/logo.png" in requests and failed == requests
