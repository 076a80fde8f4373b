"""An OpenAI-compatible chat server on loopback with scripted replies of known length and real
token counts: what ``experiment plan`` is measured against without running a model.

Each ``POST /v1/chat/completions`` is answered with a reply that satisfies the request's JSON
schema (``response_format.schema``, as llama.cpp and vLLM take it), its free-text fields set to
one of :data:`ARGUMENTS` in turn, or with :data:`SUMMARY` when the call sends no schema. Usage is
counted as llama.cpp's server counts it, with the embedded SmolLM2's own tokenizer: the prompt
rendered by its chat template with the generation prompt, the reply's text tokenized. So the
server's usage is the tokens a sweep spends, independently of the plan's estimate (which counts
each message's text and adds OpenAI's per-message overhead).
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from fairagents.llm.scripted import schema_instance

__all__ = ["ARGUMENTS", "SUMMARY", "TokenServer"]

ARGUMENTS = (
    "Putting the sickest patients first saves the most years of life and treats the "
    "worst-off as they deserve. No other option protects them as well.",
    "This choice balances the total good against the claims of those with the least, and "
    "nobody is left far behind. It is the compromise I can defend to everyone here.",
    "Each patient's claim counts equally, so the beds should go where they do the most good "
    "for the group as a whole while keeping the elderly in view.",
)
"""The arguments the server writes, in turn: one or two sentences, as the prompts ask."""

SUMMARY = (
    "Both participants want the beds to do the most good, but they weigh the claims of the "
    "oldest patients differently. The compromise gives each side part of what it asked for, "
    "and it could be accepted by both."
)

_SENTINEL = json.dumps("A scripted argument.")


class TokenServer:
    """A threaded loopback server (use as a context manager); ``url`` is its ``…/v1`` base,
    ``usage`` each answered call's (prompt, completion) tokens."""

    def __init__(self) -> None:
        from llama_cpp import Llama
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        from fairagents.llm.local import locate_gguf

        self._vocab = Llama(model_path=str(locate_gguf("smollm2")), vocab_only=True, verbose=False)
        model = self._vocab._model
        self._template = Jinja2ChatFormatter(
            template=self._vocab.metadata["tokenizer.chat_template"],
            eos_token=model.token_get_text(self._vocab.token_eos()),
            bos_token=model.token_get_text(self._vocab.token_bos()),
        )
        self._lock = threading.Lock()
        self._arguments = itertools.cycle(ARGUMENTS)
        self.usage: list[tuple[int, int]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                request = json.loads(self.rfile.read(length) or b"{}")
                data = json.dumps(server.answer(request)).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: object) -> None:  # quiet
                return

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/v1"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def _tokens(self, text: str, *, special: bool, bos: bool = False) -> int:
        with self._lock:
            return len(self._vocab.tokenize(text.encode(), add_bos=bos, special=special))

    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        """The chat completion for ``request``, its usage counted (see the module docstring)."""
        messages = [{"role": m["role"], "content": m["content"]} for m in request["messages"]]
        fmt = request.get("response_format") or {}
        schema = fmt.get("schema") if isinstance(fmt, dict) else None
        if isinstance(schema, dict):
            seed = hashlib.sha256(json.dumps(messages).encode()).hexdigest()
            text = json.dumps(schema_instance(schema, random.Random(seed)))
            with self._lock:
                argument = next(self._arguments)
            text = text.replace(_SENTINEL, json.dumps(argument))
        else:
            text = SUMMARY
        rendered = self._template(messages=messages)
        prompt = self._tokens(rendered.prompt, special=True, bos=not rendered.added_special)
        completion = self._tokens(text, special=False)
        with self._lock:
            self.usage.append((prompt, completion))
        return {
            "id": f"chatcmpl-{len(self.usage)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": request.get("model", "smollm2"),
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": text},
                    "finish_reason": "stop",
                }
            ],
            "usage": {
                "prompt_tokens": prompt,
                "completion_tokens": completion,
                "total_tokens": prompt + completion,
            },
        }

    def __enter__(self) -> TokenServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=10)
        self._vocab.close()
