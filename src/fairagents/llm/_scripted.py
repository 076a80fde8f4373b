"""A chat model that replays scripted replies: test code that talks to LLMs without one.

It lives in the LLM layer because ``make_model("scripted")`` builds it; users reach it as
``fairagents.testing.ScriptedChatModel`` too.

:class:`ScriptedChatModel` is a real LangChain ``BaseChatModel``: it works with ``invoke``,
``bind``, ``bind_tools`` and ``with_structured_output`` (LangChain's ``FakeListChatModel`` has
no ``with_structured_output``), and in a LangGraph graph. Each call returns the next scripted
reply:

- a ``str`` becomes an ``AIMessage`` with that content (``finish_reason="stop"``, no usage);
  when tools are bound and the call forces a tool (``tool_choice`` set, as
  ``with_structured_output`` does), a JSON-object string becomes a call of the first tool;
- an ``AIMessage`` is returned as given (script tool calls, ``finish_reason="length"``, usage);
- an exception is raised (script backend failures).

Every call is recorded (messages and call options) in :attr:`ScriptedChatModel.calls`. Calls are
thread-safe. When the script runs out, the model raises :class:`~fairagents.errors.BackendError`
(or starts over with ``cycle=True``). It does not stream token by token.

With ``from_schema=True`` (what ``make_model("scripted")`` builds when given no script, e.g.
``fairagents run triage --model scripted``) a call the script does not answer is answered from
the JSON schema the call constrains decoding with (``response_format``): a reply that satisfies
it, drawn by a generator seeded from ``seed`` and the conversation (so a rerun, or a resumed
run, gets the same replies) — a ranking is a permutation of the enum, ratings are integers in
their bounds, approvals a non-empty subset. A call without a schema gets a short fixed text. It
exercises the whole LLM path (prompts, schemas, reading, records) without an LLM; its
preferences mean nothing.

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import hashlib
import json
import random
import threading
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.tools import BaseTool
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import PrivateAttr, field_validator

from fairagents.errors import BackendError

__all__ = ["ScriptedCall", "ScriptedChatModel", "schema_instance"]

Reply = str | AIMessage | BaseException


class ScriptedCall:
    """One recorded call: the messages sent and the call options (``response_format`` …)."""

    __slots__ = ("kwargs", "messages")

    def __init__(self, messages: list[BaseMessage], kwargs: dict[str, Any]) -> None:
        self.messages = messages
        self.kwargs = kwargs

    def __repr__(self) -> str:
        return f"ScriptedCall(messages={len(self.messages)}, kwargs={sorted(self.kwargs)})"


class ScriptedChatModel(BaseChatModel):
    """Replays ``replies`` in order, one per call.

    >>> model = ScriptedChatModel(replies=['{"ranking": ["a", "b"]}', "hello"])
    >>> model.invoke("rank a and b").content
    '{"ranking": ["a", "b"]}'
    >>> model.invoke("hi").content, len(model.calls)
    ('hello', 2)
    """

    schema_decoding: ClassVar[bool] = True
    """Accepts the same per-call options as the embedded model (and records them), so tests
    see exactly what a schema-constrained backend would be sent."""

    replies: list[Any]
    """The script: ``str``, ``AIMessage`` or an exception to raise, one per call."""
    cycle: bool = False
    model_name: str = "scripted"
    from_schema: bool = False
    """Answer calls the script does not from their JSON schema (see the module docstring)."""
    seed: int = 0

    _index: int = PrivateAttr(default=0)
    _calls: list[ScriptedCall] = PrivateAttr(default_factory=list)
    _lock: threading.Lock = PrivateAttr(default_factory=threading.Lock)

    @field_validator("replies")
    @classmethod
    def _known_reply_types(cls, replies: list[Any]) -> list[Any]:
        # Checked by hand: a pydantic union would try to build an AIMessage from an exception.
        for i, reply in enumerate(replies):
            if not isinstance(reply, str | AIMessage | BaseException):
                raise ValueError(
                    f"replies[{i}] is a {type(reply).__name__}; "
                    "give a str, an AIMessage or an exception"
                )
        return replies

    @property
    def _llm_type(self) -> str:
        return "fairagents-scripted"

    @property
    def calls(self) -> list[ScriptedCall]:
        """The calls made so far, oldest first."""
        with self._lock:
            return list(self._calls)

    @property
    def remaining(self) -> int:
        """Replies not yet used (0 once exhausted; irrelevant with ``cycle=True``)."""
        with self._lock:
            return max(0, len(self.replies) - self._index)

    def _next(self, messages: list[BaseMessage], kwargs: dict[str, Any]) -> Reply:
        with self._lock:
            self._calls.append(ScriptedCall(list(messages), dict(kwargs)))
            if self._index >= len(self.replies):
                if self.from_schema:
                    return self._schema_reply(messages, kwargs)
                if not (self.cycle and self.replies):
                    raise BackendError(
                        f"ScriptedChatModel: all {len(self.replies)} scripted replies are used "
                        f"(call {len(self._calls)}); script more replies or pass cycle=True"
                    )
                self._index = 0
            reply: Reply = self.replies[self._index]
            self._index += 1
            return reply

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        reply = self._next(messages, kwargs)
        if isinstance(reply, BaseException):
            raise reply
        message = reply if isinstance(reply, AIMessage) else self._as_message(reply, kwargs)
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _schema_reply(self, messages: list[BaseMessage], kwargs: dict[str, Any]) -> str:
        fmt = kwargs.get("response_format")
        schema = fmt.get("schema") if isinstance(fmt, dict) else None
        if not isinstance(schema, dict):
            return "A scripted reply: no schema was given, so this is plain text."
        seen = json.dumps([m.text for m in messages]) + json.dumps(schema, sort_keys=True)
        digest = hashlib.sha256(f"{self.seed}:{seen}".encode()).hexdigest()
        return json.dumps(schema_instance(schema, random.Random(digest)))

    @staticmethod
    def _as_message(text: str, kwargs: dict[str, Any]) -> AIMessage:
        metadata = {"finish_reason": "stop", "model_name": "scripted"}
        tools = kwargs.get("tools") or []
        if tools and kwargs.get("tool_choice"):
            try:
                args = json.loads(text)
            except json.JSONDecodeError:
                args = None
            if isinstance(args, dict):
                name = tools[0]["function"]["name"]
                call = {"name": name, "args": args, "id": "call_0", "type": "tool_call"}
                return AIMessage(content="", tool_calls=[call], response_metadata=metadata)
        return AIMessage(content=text, response_metadata=metadata)

    def bind_tools(
        self,
        tools: Sequence[dict[str, Any] | type | Callable[..., Any] | BaseTool],
        *,
        tool_choice: str | None = None,
        **kwargs: Any,
    ) -> Runnable[LanguageModelInput, AIMessage]:
        """Bind tools (OpenAI format); with ``tool_choice`` set, JSON replies become tool calls."""
        formatted = [convert_to_openai_tool(tool) for tool in tools]
        return self.bind(tools=formatted, tool_choice=tool_choice, **kwargs)


def schema_instance(schema: dict[str, Any], draw: random.Random) -> Any:
    """A value satisfying ``schema`` (the subset of JSON schema our ballots and proposals use:
    objects with properties, arrays of enum strings, enum strings, bounded integers and
    numbers, strings), drawn with ``draw``.

    >>> schema_instance({"type": "array", "items": {"type": "string", "enum": ["a", "b"]},
    ...     "minItems": 2, "maxItems": 2}, random.Random(1))
    ['a', 'b']
    """
    kind = schema.get("type")
    if "enum" in schema:
        return draw.choice(list(schema["enum"]))
    if kind == "object":
        properties = schema.get("properties") or {}
        return {name: schema_instance(sub, draw) for name, sub in properties.items()}
    if kind == "array":
        items = schema.get("items") or {}
        low = int(schema.get("minItems", 0))
        high = int(schema.get("maxItems", max(low, 1)))
        if "enum" in items:  # distinct ids: a ranking, a package, approvals
            pool = list(items["enum"])
            return draw.sample(pool, draw.randint(min(low, len(pool)), min(high, len(pool))))
        return [schema_instance(items, draw) for _ in range(draw.randint(low, high))]
    if kind == "integer":
        return draw.randint(int(schema.get("minimum", 0)), int(schema.get("maximum", 10)))
    if kind == "number":
        bottom, top = float(schema.get("minimum", 0.0)), float(schema.get("maximum", 1.0))
        return round(draw.uniform(bottom, top), 2)
    if kind == "boolean":
        return draw.random() < 0.5
    return "A scripted argument."
