"""Counting a chat prompt's tokens before sending it: what ``experiment plan`` prices.

A :class:`TokenCounter` turns one call's messages (and a reply's text) into tokens:

- **embedded models** (``local``, ``local:gemma3``, ``local:FILE.gguf``): the model's own
  tokenizer, exactly as llama.cpp prompts it — the GGUF's vocabulary loaded with
  ``vocab_only=True`` (no weights; about a second), the prompt rendered by the GGUF's chat
  template (or the model's llama.cpp chat format, ``gemma`` for gemma3) with the generation
  prompt, tokenized with the special tokens, as ``create_chat_completion`` does. The count
  is the ``prompt_tokens`` llama.cpp then reports (``tests/test_experiment_plan.py`` checks it
  call by call);
- **served models** (``openai:…``, ``openai-compatible:…``) and ``scripted``: an *estimate*.
  OpenAI's tokenizers (``tiktoken``) download their BPE files on first use, so offline they
  fail (``ConnectionError`` fetching ``o200k_base.tiktoken``), and a vLLM server's tokenizer
  is whatever its model ships. The estimate is the embedded SmolLM2 vocabulary (a 49,152-token
  byte-level BPE, the GPT-2 family's kind) over each message's text, plus
  :data:`MESSAGE_OVERHEAD` tokens per message and :data:`REPLY_PRIMING` for the reply (OpenAI's
  documented accounting for its chat models); without the embedded model installed, it is
  :data:`CHARS_PER_TOKEN` characters per token. docs/how-to/sweep-costs.md gives the measured
  differences between these and real tokenizers.

Not counted: a JSON schema sent for constrained decoding (llama.cpp and vLLM compile it to a
grammar, outside the prompt; OpenAI's structured outputs do add it to the prompt, a few hundred
tokens a call the estimate leaves out) and tool definitions (our calls send none).

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import atexit
import contextlib
import math
import os
import sys
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from langchain_core.messages import BaseMessage

from fairagents.errors import BackendError
from fairagents.llm._specs import ModelSpec, parse_spec

__all__ = [
    "CHARS_PER_TOKEN",
    "MESSAGE_OVERHEAD",
    "REPLY_PRIMING",
    "TokenCounter",
    "token_counter",
]

CHARS_PER_TOKEN = 2.5
"""Characters per token of our prompts, the fallback estimate: SmolLM2's tokenizer reads 2.52
on the triage study's prompts (ids, numbers and JSON among the prose); OpenAI's rule of thumb
for English prose, 4, undercounts them by 36 %."""

MESSAGE_OVERHEAD = 3
"""Tokens each chat message adds around its text (role and separators), as OpenAI's cookbook
("How to count tokens with tiktoken") counts them for its chat models."""

REPLY_PRIMING = 3
"""Tokens that prime the assistant's reply (``<|start|>assistant<|message|>``), same source."""


def _role(message: BaseMessage) -> str:
    return {"system": "system", "human": "user", "ai": "assistant"}.get(message.type, "user")


@dataclass(frozen=True)
class TokenCounter:
    """Counts a prompt's and a reply's tokens for one model (see the module docstring).

    ``method`` says how: ``"tokenizer"`` (the embedded model's own, exact), ``"estimate"``
    (the embedded vocabulary with OpenAI's per-message accounting) or ``"characters"``.

    >>> counter = TokenCounter(method="characters", name="2.5 characters a token")
    >>> counter.text("twelve chars")
    5
    """

    method: str
    name: str
    _vocab: Any = None  # a vocab-only llama_cpp.Llama, or None
    _template: Any = None  # a chat formatter (messages -> ChatFormatterResponse), or None

    @property
    def exact(self) -> bool:
        """Whether the counts are the model's own (not an estimate)."""
        return self.method == "tokenizer"

    def text(self, text: str) -> int:
        """Tokens of ``text`` alone (a reply's content)."""
        if not text:
            return 0
        if self._vocab is None:
            return math.ceil(len(text) / CHARS_PER_TOKEN)
        with _LOCK:
            return len(self._vocab.tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def prompt(self, messages: Sequence[BaseMessage]) -> int:
        """Tokens of one call's prompt: the whole conversation as the model reads it."""
        if self._template is not None:
            rendered = self._template(
                messages=[{"role": _role(m), "content": m.text} for m in messages]
            )
            add_bos = not getattr(rendered, "added_special", False)
            with _LOCK:
                return len(
                    self._vocab.tokenize(
                        rendered.prompt.encode("utf-8"), add_bos=add_bos, special=True
                    )
                )
        body = sum(self.text(m.text) + MESSAGE_OVERHEAD for m in messages)
        return body + REPLY_PRIMING


_LOCK = threading.Lock()  # llama.cpp's tokenizer is called from one thread at a time
_VOCABS: dict[str, Any] = {}


@atexit.register
def _close_vocabularies() -> None:
    # As fairagents.llm._local does for its models: llama_cpp's __del__ at shutdown runs after
    # its module globals are gone and prints a TypeError traceback.
    with _LOCK:
        for vocab in _VOCABS.values():
            vocab.close()
        _VOCABS.clear()


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """llama.cpp writes context warnings to fd 2 even with ``verbose=False``; hide them."""
    try:
        fd = sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):  # a captured or replaced stderr
        yield
        return
    saved = os.dup(fd)
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), fd)
            yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


def _vocabulary(path: str) -> Any:
    with _LOCK:
        if path not in _VOCABS:
            from llama_cpp import Llama

            with _quiet_stderr():
                _VOCABS[path] = Llama(model_path=path, vocab_only=True, verbose=False)
        return _VOCABS[path]


def _formatter(vocab: Any, chat_format: str | None) -> Any:
    """The chat formatter llama.cpp uses for ``vocab``'s model with ``chat_format``."""
    from llama_cpp import llama_chat_format

    if chat_format is not None:
        found = getattr(llama_chat_format, f"format_{chat_format.replace('-', '_')}", None)
        if found is None:
            raise BackendError(f"llama.cpp has no chat format {chat_format!r} to count with")
        return found
    template = vocab.metadata.get("tokenizer.chat_template")
    if not template:
        return llama_chat_format.format_llama2  # llama.cpp's own fallback
    model = vocab._model
    eos, bos = vocab.token_eos(), vocab.token_bos()
    return llama_chat_format.Jinja2ChatFormatter(
        template=template,
        eos_token=model.token_get_text(eos) if eos != -1 else "",
        bos_token=model.token_get_text(bos) if bos != -1 else "",
    )


def _embedded(spec: ModelSpec) -> TokenCounter:
    from fairagents.llm._local import CHAT_FORMATS, locate_gguf

    path = str(locate_gguf(spec.model))
    vocab = _vocabulary(path)
    formatter = _formatter(vocab, CHAT_FORMATS.get(spec.model))
    return TokenCounter("tokenizer", f"{spec.model}'s own tokenizer", vocab, formatter)


def token_counter(spec: str | ModelSpec) -> TokenCounter:
    """The :class:`TokenCounter` for model ``spec`` (see the module docstring).

    >>> token_counter("openai:gpt-4o-mini").exact
    False
    """
    parsed = spec if isinstance(spec, ModelSpec) else parse_spec(spec)
    if parsed.backend == "local":
        return _embedded(parsed)
    try:
        from fairagents.llm._local import locate_gguf

        vocab = _vocabulary(str(locate_gguf("smollm2")))
    except (BackendError, ImportError):
        return TokenCounter("characters", f"{CHARS_PER_TOKEN:g} characters a token")
    return TokenCounter(
        "estimate", "estimate: SmolLM2's vocabulary + OpenAI's per-message tokens", vocab
    )
