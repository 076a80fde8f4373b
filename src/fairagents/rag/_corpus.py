"""Loading a corpus: folders of Markdown or text passages, one folder per ethical framework.

Layout: ``ROOT/<framework>/<passage>.md`` (also ``.markdown`` and ``.txt``); files placed directly
in ``ROOT`` belong to the framework named like ``ROOT`` itself, so a single folder of notes is a
corpus too. ``README.md`` files and names starting with ``.`` or ``_`` are skipped.

A Markdown file may open with YAML front matter between ``---`` lines. When it does, the front
matter is validated (:class:`FrontMatter`): provenance is required (title, author, work, source,
licence — house rule 9), and ``framework``, when given, must match the folder. Files without front
matter are plain passages: their framework is the folder name, their title the first ``# heading``
or the file name, and their id ``<framework>-<file stem>``. Every error is a
:class:`~fairagents.errors.CorpusError` naming the file and the field.

Leaves out: chunking (:mod:`fairagents.rag._chunking`) and anything that needs an embedding model.

>>> import tempfile
>>> root = Path(tempfile.mkdtemp())
>>> (root / "rawls").mkdir()
>>> _ = (root / "rawls" / "veil.md").write_text("# The veil\\n\\nParties choose behind a veil.")
>>> corpus = load_corpus(root)
>>> [(d.id, d.framework, d.title) for d in corpus.documents]
[('rawls-veil', 'rawls', 'The veil')]

Internal to :mod:`fairagents.rag`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import hashlib
import re
from datetime import date
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, ValidationError

from fairagents.errors import CorpusError
from fairagents.models.base import FrozenModel, InputModel
from fairagents.validation import (
    decode_text,
    file_name,
    format_validation_error,
    parse_yaml,
    read_bytes,
    validate_data,
)

__all__ = [
    "FRAMEWORK_PATTERN",
    "PASSAGE_ID_PATTERN",
    "SUFFIXES",
    "Corpus",
    "CorpusDocument",
    "FrontMatter",
    "load_corpus",
    "make_citation",
]

FRAMEWORK_PATTERN = r"^[a-z][a-z0-9_-]{0,63}$"
"""Framework names are lowercase slugs: ``rawls``, ``care-ethics``."""
PASSAGE_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$"
"""Passage ids never contain ``#``: it separates the passage id from the chunk index."""
SUFFIXES = (".md", ".markdown", ".txt")

FrameworkName = Annotated[str, Field(pattern=FRAMEWORK_PATTERN)]
PassageId = Annotated[str, Field(pattern=PASSAGE_ID_PATTERN)]
NonEmpty = Annotated[str, Field(min_length=1)]


class FrontMatter(InputModel):
    """The YAML header of a corpus file: what the passage is and where it comes from."""

    validation_error = CorpusError

    id: PassageId | None = None
    framework: FrameworkName | None = None
    title: NonEmpty
    author: NonEmpty
    work: NonEmpty
    section: str | None = None
    year: int | None = None
    source: NonEmpty
    licence: NonEmpty
    written: date | None = None
    topics: tuple[str, ...] = ()


class CorpusDocument(FrozenModel):
    """One passage file, validated: metadata, body text and a hash of the file's bytes."""

    id: PassageId
    framework: FrameworkName
    title: NonEmpty
    author: str | None = None
    work: str | None = None
    section: str | None = None
    year: int | None = None
    source: str | None = None
    licence: str | None = None
    written: date | None = None
    topics: tuple[str, ...] = ()
    path: str
    """Path relative to the corpus root, with ``/`` separators."""
    body: NonEmpty
    sha256: str
    """sha256 of the file's bytes: the build re-embeds a passage only when this changes."""

    @property
    def citation(self) -> str:
        """How agents and reports cite it, e.g. ``Rawls, A Theory of Justice (1971), §13``."""
        return make_citation(self)


def _surname(author: str) -> str:
    names = [a.strip() for a in re.split(r"\s+(?:and|&)\s+|;", author) if a.strip()]
    return " & ".join(n.split()[-1] for n in names)


def make_citation(doc: CorpusDocument) -> str:
    """A short citation: author surname, work, (year), and the section up to its first comma.

    Plain passages without an author are cited by title and file.

    >>> doc = CorpusDocument(id="rawls-03", framework="rawls", title="The difference principle",
    ...     author="John Rawls", work="A Theory of Justice", year=1971,
    ...     section="§13, Democratic equality", path="rawls/03.md", body="...", sha256="0")
    >>> make_citation(doc)
    'Rawls, A Theory of Justice (1971), §13'
    """
    if not doc.author and not doc.work:
        return f"{doc.title} ({doc.path})"
    parts = [p for p in (_surname(doc.author) if doc.author else None, doc.work) if p]
    text = ", ".join(parts)
    if doc.year is not None:
        text += f" ({doc.year})"
    if doc.section:
        text += ", " + doc.section.split(",", 1)[0].strip()
    return text


class Corpus(FrozenModel):
    """All passages under one root, sorted by path."""

    root: Path
    documents: tuple[CorpusDocument, ...]

    @property
    def frameworks(self) -> tuple[str, ...]:
        """Framework names present, sorted."""
        return tuple(sorted({d.framework for d in self.documents}))

    def by_framework(self, framework: str) -> tuple[CorpusDocument, ...]:
        """The passages of one framework."""
        return tuple(d for d in self.documents if d.framework == framework)

    def version(self, framework: str | None = None) -> str:
        """A hash of the passages' ids and file hashes (of one framework, or of all)."""
        h = hashlib.sha256()
        for d in sorted(self.documents, key=lambda d: d.id):
            if framework is None or d.framework == framework:
                h.update(f"{d.id}\0{d.sha256}\n".encode())
        return h.hexdigest()[:16]


_FENCE = re.compile(r"^(?:---|\.\.\.)\s*$")


def _split_front_matter(text: str, where: str) -> tuple[dict[str, Any] | None, str]:
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        return None, text
    for i in range(1, len(lines)):
        if _FENCE.match(lines[i]):
            break
    else:
        raise CorpusError(
            f"{where}: front matter: opened with '---' on line 1 but never closed; "
            "end it with a line '---'"
        )
    data = parse_yaml(
        "\n".join(lines[1:i]), f"{where}: front matter", error=CorpusError, first_line=2
    )
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise CorpusError(
            f"{where}: front matter: expected a mapping of fields (title: ..., author: ...), "
            f"got {type(data).__name__}"
        )
    return data, "\n".join(lines[i + 1 :])


def _plain_title(body: str, stem: str) -> str:
    for line in body.splitlines():
        if line.strip():
            match = re.match(r"^#{1,6}\s+(.+?)\s*#*\s*$", line.strip())
            if match:
                return match.group(1)
            break
    return re.sub(r"[-_]+", " ", stem).strip() or stem


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-.") or "passage"


def _load_document(path: Path, root: Path, framework: str) -> CorpusDocument:
    rel = path.relative_to(root).as_posix()
    where = file_name(path)
    raw = read_bytes(path, what="corpus", error=CorpusError)
    text = decode_text(raw, where, error=CorpusError).replace("\r\n", "\n")
    front, body = (None, text) if path.suffix == ".txt" else _split_front_matter(text, where)
    body = body.strip()
    fields: dict[str, Any]
    if front is not None:
        try:
            meta = validate_data(FrontMatter, front, source=f"{where}: front matter")
        except CorpusError as exc:
            raise CorpusError(
                f"{exc}; fix the field, or remove the front matter to load the file as a "
                "plain passage"
            ) from exc.__cause__
        if meta.framework is not None and meta.framework != framework:
            raise CorpusError(
                f"{where}: front matter: framework: {meta.framework!r} does not match its folder "
                f"{framework!r}; move the file or fix the field"
            )
        fields = meta.model_dump(exclude={"id", "framework"})
        fields["id"] = meta.id or f"{framework}-{_slug(path.stem)}"
    else:
        fields = {"id": f"{framework}-{_slug(path.stem)}", "title": _plain_title(body, path.stem)}
    if not body:
        raise CorpusError(f"{where}: body: is empty; write the passage text after the front matter")
    try:
        return CorpusDocument(
            **fields,
            framework=framework,
            path=rel,
            body=body,
            sha256=hashlib.sha256(raw).hexdigest(),
        )
    except ValidationError as exc:  # e.g. a derived id with characters ids may not contain
        raise CorpusError(format_validation_error(exc, None, where)) from exc


def _is_passage_file(path: Path) -> bool:
    return (
        path.is_file()
        and path.suffix.lower() in SUFFIXES
        and not path.name.startswith((".", "_"))
        and path.stem.lower() != "readme"
    )


def _check_framework_name(name: str, folder: Path) -> str:
    if not re.match(FRAMEWORK_PATTERN, name):
        raise CorpusError(
            f"{folder}: folder name {name!r} is not a framework name; use lowercase letters, "
            "digits, '-' or '_', starting with a letter (e.g. 'rawls')"
        )
    return name


def load_corpus(root: Path | str) -> Corpus:
    """Load and validate every passage under ``root``.

    Raises :class:`~fairagents.errors.CorpusError` naming the file and field of the first problem.
    """
    root = Path(root).expanduser().resolve()
    if not root.is_dir():
        raise CorpusError(
            f"{root}: corpus folder not found; pass an existing folder (--corpora DIR)"
        )
    documents: list[CorpusDocument] = []
    direct = sorted(p for p in root.iterdir() if _is_passage_file(p))
    if direct:
        name = _check_framework_name(root.name.lower(), root)
        documents += [_load_document(p, root, name) for p in direct]
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        if folder.name.startswith((".", "_")):
            continue
        files = sorted(p for p in folder.rglob("*") if _is_passage_file(p))
        files = [
            p
            for p in files
            if not any(part.startswith((".", "_")) for part in p.relative_to(folder).parts[:-1])
        ]
        if files:
            name = _check_framework_name(folder.name, folder)
            documents += [_load_document(p, root, name) for p in files]
    if not documents:
        raise CorpusError(
            f"{root}: no passages found; expected {root}/<framework>/*.md (or .txt) files"
        )
    seen: dict[str, str] = {}
    for doc in documents:
        if doc.id in seen:
            raise CorpusError(
                f"{root / doc.path}: id {doc.id!r} is already used by {root / seen[doc.id]}; "
                "passage ids must be unique across the corpus"
            )
        seen[doc.id] = doc.path
    return Corpus(root=root, documents=tuple(sorted(documents, key=lambda d: d.path)))
