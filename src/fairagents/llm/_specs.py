"""Model specs: the short strings users pass as ``--model`` (``local``, ``openai:gpt-4o-mini`` …).

A spec names a backend and, where the backend needs it, a model and a server address:

- ``scripted``: :class:`~fairagents.llm._scripted.ScriptedChatModel`, replays given replies;
- ``analytic``: :class:`~fairagents.llm._analytic.AnalyticModel`, no LLM;
- ``local``: the embedded default model (SmolLM2-135M-Instruct on llama.cpp);
- ``local:smollm2`` / ``local:gemma3``: a named embedded model shipped in a PyPI package;
- ``local:/path/to/model.gguf``: any GGUF file on disk;
- ``openai:MODEL``: OpenAI's API (key in ``OPENAI_API_KEY``);
- ``openai-compatible:MODEL@BASE_URL``: an OpenAI-compatible server (vLLM, Ollama, llama.cpp);
- ``openai-compatible:MODEL@URL1,URL2,…``: replicas of one model (vLLM behind no load balancer),
  shared by the calls as :class:`TransportSpec` ``balance`` says.

How served models are called — per-request timeout, retries, per-endpoint limits — is a
:class:`TransportSpec` (a scenario's ``transport:``; :mod:`fairagents.llm._transport` applies it).

Parsing is pure (no backend is imported); :func:`fairagents.llm.make_model` builds the model.

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from fairagents.errors import InputError
from fairagents.models.base import FrozenModel, InputModel

__all__ = ["LOCAL_MODELS", "SPEC_FORMS", "ModelSpec", "TransportSpec", "parse_spec"]

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
    "openai-compatible:MODEL@URL1,URL2",
)


class ModelSpec(FrozenModel):
    """A parsed model spec.

    >>> parse_spec("openai-compatible:smollm2@http://127.0.0.1:8080/v1")
    ModelSpec(backend='openai-compatible', model='smollm2', base_url='http://127.0.0.1:8080/v1')
    """

    backend: Backend
    model: str = ""
    base_url: str = ""

    @property
    def base_urls(self) -> tuple[str, ...]:
        """The server addresses: one, or a model's replicas (``base_url`` lists them by commas).

        >>> parse_spec("openai-compatible:m@http://a:8000/v1,http://b:8000/v1").base_urls
        ('http://a:8000/v1', 'http://b:8000/v1')
        """
        return tuple(u for u in self.base_url.split(",") if u) if self.base_url else ()

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
        urls = [u.strip() for u in rest[at + 1 :].split(",")]
        for url in urls:
            if not url.startswith(("http://", "https://")) or len(url) <= len("https://"):
                raise _bad(spec, f"replica address {url!r} is not an http(s) URL")
        if len(set(urls)) < len(urls):
            raise _bad(spec, "a replica address is listed twice")
        return ModelSpec(
            backend="openai-compatible", model=rest[:at].strip(), base_url=",".join(urls)
        )
    raise _bad(spec, f"unknown backend {backend!r}")


class TransportSpec(InputModel):
    """How a served model (``openai:`` or ``openai-compatible:``) is called: the scenario's
    ``transport:`` section, or ``--timeout``, ``--attempts``, ``--max-rpm``… on the command line.

    >>> TransportSpec(timeout=5, max_rpm=600).model_dump(exclude_defaults=True)
    {'timeout': 5.0, 'max_rpm': 600.0}

    A request that fails for the transport's reasons (429, 408, 409, 5xx, refused, reset, timed
    out, a malformed body) is tried again after ``backoff`` · 2^k seconds (full jitter, at most
    ``max_backoff``; a ``Retry-After`` the provider sends is waited instead, up to 60 s), at most
    ``attempts`` times per request and ``run_retries`` retries per run, then the run fails with
    the reason. Limits hold per endpoint (base URL) and per process.
    """

    timeout: float = Field(default=120.0, gt=0, description="seconds a request may stay silent")
    attempts: int = Field(default=6, ge=1, le=100, description="tries per request")
    run_retries: int = Field(default=200, ge=0, description="retries in one run, all requests")
    backoff: float = Field(default=1.0, ge=0, description="the first retry's wait, seconds")
    max_backoff: float = Field(default=30.0, ge=0, description="the longest wait, seconds")
    max_concurrency: int | None = Field(
        default=None, ge=1, description="requests in flight per endpoint (None: unlimited)"
    )
    max_rpm: float | None = Field(
        default=None, gt=0, description="requests started per minute per endpoint"
    )
    balance: Literal["least-loaded", "round-robin"] = Field(
        default="least-loaded", description="how the calls share a model's replicas"
    )
