"""A small corpus and settings for the retrieval tests (plain helpers, not fixtures)."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

from fairagents.rag import RagSettings


def front(pid: str, framework: str, title: str, **extra: Any) -> str:
    fields = {
        "id": pid,
        "framework": framework,
        "title": title,
        "author": extra.pop("author", "John Rawls"),
        "work": extra.pop("work", "A Theory of Justice"),
        "section": extra.pop("section", "§13, Democratic equality"),
        "year": extra.pop("year", 1971),
        "source": extra.pop("source", "Rawls, J. (1971). A Theory of Justice. §13."),
        "licence": "CC-BY-4.0 (fairagents test summary)",
        "written": "2026-11-29",
        **extra,
    }
    lines = ["---"]
    for key, value in fields.items():
        lines.append(
            f'{key}: "{value}"' if isinstance(value, str) and ":" in value else f"{key}: {value}"
        )
    return "\n".join([*lines, "---", ""])


DIFFERENCE = (
    "The difference principle holds that social and economic inequalities are just only if "
    "they work to the greatest benefit of the least advantaged members of society. An unequal "
    "distribution of income or of scarce goods is permitted when raising the prospects of the "
    "worst-off group requires it, and forbidden otherwise. Gains to the better off count only "
    "through what they do for those at the bottom."
)

PASSAGES: dict[str, str] = {
    "rawls/01-difference.md": front("rawls-01", "rawls", "The difference principle") + DIFFERENCE,
    # A near-duplicate of rawls-01, so that plain top-k returns both and MMR should not.
    "rawls/02-difference-again.md": front(
        "rawls-02", "rawls", "The difference principle restated", section="§13, Restatement"
    )
    + DIFFERENCE.replace("holds that", "says that").replace("forbidden otherwise", "not otherwise"),
    "rawls/03-veil.md": front(
        "rawls-03",
        "rawls",
        "The original position",
        section="§24, The veil of ignorance",
    )
    + textwrap.dedent(
        """\
        Parties in the original position choose principles of justice behind a veil of
        ignorance. They do not know their place in society, their class, their natural talents
        or their conception of the good.

        Because no one can tailor principles to their own case, the agreement reached is fair,
        and the principles chosen are those free and equal persons would accept. Rawls argues
        that under such uncertainty it is rational to attend to the worst outcome. Each party
        would want to be protected should they turn out to be among those with the fewest
        advantages. This maximin reasoning supports strong guarantees of basic liberties for
        everyone. It also supports fair equality of opportunity, so that positions are open to
        all under conditions of genuinely equal chances, not merely formally open careers.
        """
    ),
    "mill/01-utility.md": front(
        "mill-01",
        "mill",
        "The greatest happiness principle",
        author="John Stuart Mill",
        work="Utilitarianism",
        section="Chapter 2, What utilitarianism is",
        year=1863,
        source="Mill, J. S. (1863). Utilitarianism. Chapter 2.",
    )
    + "Actions are right in proportion as they tend to promote happiness, wrong as they tend to "
    "produce the reverse of happiness. By happiness is intended pleasure and the absence of "
    "pain. The standard is not the agent's own greatest happiness but the greatest amount of "
    "happiness altogether, each person counting for one and nobody for more than one.",
    "mill/02-liberty.md": front(
        "mill-02",
        "mill",
        "The harm principle",
        author="John Stuart Mill",
        work="On Liberty",
        section="Chapter 1, Introductory",
        year=1859,
        source="Mill, J. S. (1859). On Liberty. Chapter 1.",
    )
    + "The only purpose for which power can be rightfully exercised over any member of a "
    "civilized community, against his will, is to prevent harm to others. His own good, either "
    "physical or moral, is not a sufficient warrant for interference with his freedom.",
    "nozick/01-entitlement.md": front(
        "nozick-01",
        "nozick",
        "The entitlement theory",
        author="Robert Nozick",
        work="Anarchy, State, and Utopia",
        section="Chapter 7, Distributive justice",
        year=1974,
        source="Nozick, R. (1974). Anarchy, State, and Utopia. Chapter 7.",
    )
    + "A distribution is just if everyone is entitled to the holdings they possess under it. "
    "Holdings are just when they arose by just acquisition or by voluntary transfer from "
    "someone entitled to them. Patterned principles, such as distribution according to need, "
    "require continual interference with people's free exchanges, as the example of Wilt "
    "Chamberlain's paying fans shows.",
    # A plain passage: no front matter; the framework comes from the folder.
    "gilligan/care-and-relationships.md": "# Care and relationships\n\n"
    "An ethic of care attends to the particular relationships in which people stand and to "
    "the responsibilities they create. Moral problems arise from conflicting responsibilities "
    "rather than from competing rights, and they are resolved by attention to context, by "
    "keeping everyone connected, and by making sure that nobody is left alone or hurt.",
}


def write_corpus(root: Path, passages: dict[str, str] | None = None) -> Path:
    """Write the test corpus (or ``passages``) under ``root``; returns ``root``."""
    for rel, text in (PASSAGES if passages is None else passages).items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def make_settings(tmp_path: Path, **overrides: Any) -> RagSettings:
    """Settings isolated in ``tmp_path`` whatever the environment says."""
    values: dict[str, Any] = {
        "cache_dir": tmp_path / "cache",
        "chroma_url": None,
        "collection": None,
        "corpora": None,
        "chunk_max_words": 60,
        "chunk_overlap_words": 10,
        **overrides,
    }
    return RagSettings(**values)
