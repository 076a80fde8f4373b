"""Run and sweep reports in headless Chromium: tables and plots render, nothing fails to load.

Debian's Chromium (``make browser`` installs it; ``make test`` depends on that target) is driven
through Playwright with ``executable_path`` — Playwright never downloads a browser here — in a
fresh profile, with no network: host names resolve to nothing but localhost, so anything the page
tried to fetch would fail, and the test would see it. A control page that does fetch shows the
checks can fail.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
from playwright.sync_api import Page

from fairagents.experiments import LocalBackend, ResultsStore, expand, parse_sweep, run_sweep
from fairagents.reports import load_run, write_run_report, write_sweep_report

from ._report_support import make_run

pytestmark = pytest.mark.browser


@dataclass
class Loaded:
    """What happened while a page loaded."""

    requests: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def _watch(page: Page) -> Loaded:
    seen = Loaded()
    page.on("request", lambda r: seen.requests.append(r.url))
    page.on("requestfailed", lambda r: seen.failed.append(f"{r.url}: {r.failure}"))
    page.on(
        "response",
        lambda r: seen.failed.append(f"{r.url}: {r.status}") if r.status >= 400 else None,
    )
    page.on("console", lambda m: seen.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: seen.errors.append(str(e)))
    return seen


def test_the_run_report_renders_with_its_tables_and_plots(
    browser_page: Page, tmp_path: Path
) -> None:
    run_dir = make_run("triage", tmp_path / "run")
    files = write_run_report(run_dir)
    rounds = len(load_run(run_dir).rounds)
    seen = _watch(browser_page)
    browser_page.goto(files.page.as_uri(), wait_until="load")

    assert seen.requests == [files.page.as_uri()]  # the page itself, nothing else
    assert seen.failed == [] and seen.errors == []
    assert browser_page.title().startswith("Two ICU beds, six patients")
    assert browser_page.locator("table.fairness").count() == 1 + rounds
    assert browser_page.locator("table.criteria").count() == 1 + rounds
    assert browser_page.locator("table.ballots").count() == rounds
    plots = browser_page.locator("figure.plot img")
    assert plots.count() == 1 + 2 * rounds
    sizes = plots.evaluate_all(
        "imgs => imgs.map(i => [i.complete, i.naturalWidth, i.naturalHeight])"
    )
    assert all(done and w > 100 and h > 50 for done, w, h in sizes), sizes
    # Every figure and table is laid out with a size (not hidden, not collapsed).
    for selector in ("figure.plot img", "table.fairness", "#passages .passage"):
        boxes = browser_page.locator(selector).evaluate_all(
            "els => els.map(e => e.getBoundingClientRect()).map(r => r.width * r.height)"
        )
        assert boxes and all(area > 0 for area in boxes), selector
    # Every in-page link lands on an element of the page.
    missing = browser_page.evaluate(
        "[...document.querySelectorAll('a[href^=\"#\"]')]"
        ".map(a => a.getAttribute('href').slice(1))"
        ".filter(id => !document.getElementById(id))"
    )
    assert missing == []
    decision = browser_page.locator("#decision .decision").inner_text()
    assert "borda chose" in decision
    assert browser_page.evaluate("document.scripts.length") == 0


def _laid_out(page: Page, selector: str) -> list[float]:
    return list(
        page.locator(selector).evaluate_all(
            "els => els.map(e => e.getBoundingClientRect()).map(r => r.width * r.height)"
        )
    )


def test_the_sweep_report_renders_with_its_tables_and_plots(
    browser_page: Page, tmp_path: Path
) -> None:
    sweep = parse_sweep(
        {
            "id": "browser-sweep",
            "title": "Triage debates in a browser",
            "study": "triage",
            "scenarios": [{"generator": "triage", "count": 1, "seed": 3}],
            "agents": [
                {"name": "aligned", "framework": ["rawls", "mill"]},
                {"name": "opponent", "stance": ["neutral", "adversarial"], "favours": "elderly"},
            ],
            "protocol": {"mode": "generate", "rounds": 2},
        }
    )
    store = tmp_path / "sweep.sqlite"
    with ResultsStore(store) as results, LocalBackend(kind="thread", workers=1) as backend:
        run_sweep(expand(sweep), results, backend)
    files = write_sweep_report(store)
    seen = _watch(browser_page)
    browser_page.goto(files.page.as_uri(), wait_until="load")

    assert seen.requests == [files.page.as_uri()]
    assert seen.failed == [] and seen.errors == []
    assert browser_page.title() == "Triage debates in a browser"
    for section in ("central", "alignment", "rules", "groups", "outputs"):
        assert browser_page.locator(f"section#{section} table tbody tr").count() > 0, section
    for section in ("central", "alignment", "rules", "groups"):
        assert browser_page.locator(f"section#{section} figure.plot img").count() >= 1, section
    # Analytic agents call no model: the page says so instead of drawing two empty charts.
    assert browser_page.locator("section#outputs figure.plot").count() == 0
    assert "No model calls" in browser_page.locator("section#outputs #no-model-calls").inner_text()
    plots = browser_page.locator("figure.plot img")
    assert plots.count() == 4
    # Headers are words, and every table fits a 1280 px window: none hides columns behind a
    # scroll bar.
    headers = browser_page.locator("main thead th").all_inner_texts()
    assert headers and not [h for h in headers if "_" in h], headers
    browser_page.set_viewport_size({"width": 1280, "height": 900})
    scrolled = browser_page.evaluate(
        "[...document.querySelectorAll('main .scroll')]"
        ".filter(d => d.scrollWidth > d.clientWidth + 1)"
        ".map(d => [d.querySelector('caption')?.textContent, d.scrollWidth, d.clientWidth])"
    )
    assert scrolled == []
    sizes = plots.evaluate_all(
        "imgs => imgs.map(i => [i.complete, i.naturalWidth, i.naturalHeight])"
    )
    assert all(done and w > 100 and h > 50 for done, w, h in sizes), sizes
    for selector in ("figure.plot img", "main table"):
        areas = _laid_out(browser_page, selector)
        assert areas and all(area > 0 for area in areas), selector
    assert browser_page.locator("table.data-files tbody tr").count() == len(files.tables)
    missing = browser_page.evaluate(
        "[...document.querySelectorAll('a[href^=\"#\"]')]"
        ".map(a => a.getAttribute('href').slice(1))"
        ".filter(id => !document.getElementById(id))"
    )
    assert missing == []
    assert browser_page.evaluate("document.scripts.length") == 0


def test_the_checks_catch_a_page_that_fetches(browser_page: Page, tmp_path: Path) -> None:
    control = tmp_path / "control.html"
    control.write_text(
        "<!DOCTYPE html><title>control</title>"
        '<img src="https://example.org/logo.png"><img src="missing.png">'
        "<script>console.error('broken')</script>",
        "utf-8",
    )
    seen = _watch(browser_page)
    browser_page.goto(control.as_uri(), wait_until="load")
    assert len(seen.requests) == 3
    assert any("example.org" in f for f in seen.failed) and any(
        "missing.png" in f for f in seen.failed
    )
    assert "broken" in seen.errors
