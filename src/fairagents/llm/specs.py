"""Model specs: the short strings users pass as ``--model`` (``local``, ``openai:gpt-4o-mini`` …).

A spec names a backend and, where the backend needs it, a model and a server address:

- ``scripted``: :class:`~fairagents.llm.scripted.ScriptedChatModel`, replays given replies;
- ``analytic``: :class:`~fairagents.llm.analytic.AnalyticModel`, no LLM;
- ``local``: the embedded default model (SmolLM2-135M-Instruct on llama.cpp);
- ``local:smollm2`` / ``local:gemma3``: a named embedded model shipped in a PyPI package;
- ``local:/path/to/model.gguf``: any GGUF file on disk;
- ``openai:MODEL``: OpenAI's API (key in ``OPENAI_API_KEY``);
- ``openai-compatible:MODEL@BASE_URL``: an OpenAI-compatible server (vLLM, Ollama, llama.cpp).

Parsing is pure (no backend is imported); :func:`fairagents.llm.make_model` builds the model.
"""

from __future__ import annotations

from typing import Literal

from fairagents.errors import InputError
from fairagents.models.base import FrozenModel

__all__ = ["LOCAL_MODELS", "SPEC_FORMS", "ModelSpec", "parse_spec"]

Backend = Literal["scripted", "analytic", "local", "openai", "openai-compatible"]

LOCAL_MODELS = ("smollm2", "gemma3")
"""Named embedded models; the first is the default of ``local``."""

SPEC_FORMS = (
    "scripted",
    "analytic",
    "local",
    "local:smollm2",
    "local:gemma3",
    "local:/path/to/model.gguf",
    "openai:MODEL",
    "openai-compatible:MODEL@BASE_URL",
)


class ModelSpec(FrozenModel):
    """A parsed model spec.

    >>> parse_spec("openai-compatible:smollm2@http://127.0.0.1:8080/v1")
    ModelSpec(backend='openai-compatible', model='smollm2', base_url='http://127.0.0.1:8080/v1')
    """

    backend: Backend
    model: str = ""
    base_url: str = ""

    def __str__(self) -> str:
        if self.backend == "openai-compatible":
            return f"{self.backend}:{self.model}@{self.base_url}"
        return f"{self.backend}:{self.model}" if self.model else self.backend


def _bad(spec: str, why: str) -> InputError:
    forms = ", ".join(SPEC_FORMS)
    return InputError(f"model spec {spec!r}: {why}; use one of: {forms}")


def parse_spec(spec: str) -> ModelSpec:
    """Parse a model spec string; raise :class:`InputError` listing the valid forms.

    >>> parse_spec("local")
    ModelSpec(backend='local', model='smollm2', base_url='')
    >>> parse_spec("openai:gpt-4o-mini").model
    'gpt-4o-mini'
    """
    text = spec.strip()
    backend, _, rest = text.partition(":")
    backend = backend.lower()
    if backend in {"scripted", "analytic"}:
        if rest:
            raise _bad(spec, f"{backend!r} takes no model name")
        return ModelSpec(backend=backend)
    if backend == "local":
        name = rest.strip() or LOCAL_MODELS[0]
        if name not in LOCAL_MODELS and not name.endswith(".gguf"):
            known = ", ".join(LOCAL_MODELS)
            raise _bad(spec, f"unknown local model {name!r} (known: {known}, or a .gguf path)")
        return ModelSpec(backend="local", model=name)
    if backend == "openai":
        if not rest.strip():
            raise _bad(spec, "'openai' needs a model name, e.g. openai:gpt-4o-mini")
        return ModelSpec(backend="openai", model=rest.strip())
    if backend == "openai-compatible":
        # Split at the '@' that starts the URL, so a model name may itself contain '@'.
        at = max(rest.find("@http://"), rest.find("@https://"))
        if at <= 0:
            raise _bad(spec, "'openai-compatible' needs MODEL@BASE_URL with an http(s) URL")
        return ModelSpec(
            backend="openai-compatible", model=rest[:at].strip(), base_url=rest[at + 1 :].strip()
        )
    raise _bad(spec, f"unknown backend {backend!r}")
