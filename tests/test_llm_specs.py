"""Model specs and the factory (no network: building a client sends nothing)."""

from __future__ import annotations

import pytest
from langchain_openai import ChatOpenAI

from fairagents.errors import InputError
from fairagents.llm import AnalyticModel, LocalChatModel, ModelSpec, make_model, parse_spec
from fairagents.llm._specs import SPEC_FORMS
from fairagents.testing import ScriptedChatModel


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("scripted", ModelSpec(backend="scripted")),
        ("analytic", ModelSpec(backend="analytic")),
        ("local", ModelSpec(backend="local", model="smollm2")),
        ("local:gemma3", ModelSpec(backend="local", model="gemma3")),
        ("local:/tmp/m.gguf", ModelSpec(backend="local", model="/tmp/m.gguf")),
        (" OpenAI:gpt-4o-mini ", ModelSpec(backend="openai", model="gpt-4o-mini")),
        (
            "openai-compatible:org/model@v2@https://host:8000/v1",
            ModelSpec(
                backend="openai-compatible", model="org/model@v2", base_url="https://host:8000/v1"
            ),
        ),
    ],
)
def test_parse_spec(spec: str, expected: ModelSpec) -> None:
    assert parse_spec(spec) == expected
    assert parse_spec(str(expected)) == expected


@pytest.mark.parametrize(
    ("spec", "phrase"),
    [
        ("gpt-4", "unknown backend 'gpt-4'"),
        ("local:llama70b", "unknown local model 'llama70b'"),
        ("openai:", "needs a model name"),
        ("openai-compatible:model", "MODEL@BASE_URL"),
        ("openai-compatible:model@localhost:8080", "MODEL@BASE_URL"),
        ("scripted:x", "takes no model name"),
    ],
)
def test_bad_specs_list_the_valid_forms(spec: str, phrase: str) -> None:
    with pytest.raises(InputError, match="use one of") as info:
        parse_spec(spec)
    assert phrase in str(info.value)
    assert all(form in str(info.value) for form in SPEC_FORMS)


def test_make_model_backends(monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(make_model("scripted", replies=["x"]), ScriptedChatModel)
    assert isinstance(make_model("analytic"), AnalyticModel)
    local = make_model("local", max_tokens=64)
    assert isinstance(local, LocalChatModel) and local.model_path.endswith(".gguf")
    assert local.max_tokens == 64 and local.temperature == 0.0
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(InputError, match="OPENAI_API_KEY"):
        make_model("openai:gpt-4o-mini")
    openai = make_model("openai:gpt-4o-mini", api_key="sk-test")
    assert isinstance(openai, ChatOpenAI) and openai.model_name == "gpt-4o-mini"
    compatible = make_model("openai-compatible:smollm2@http://127.0.0.1:9/v1", max_tokens=77)
    assert isinstance(compatible, ChatOpenAI)
    assert compatible.openai_api_base == "http://127.0.0.1:9/v1"
    # llama.cpp's server reads max_tokens, not the max_completion_tokens ChatOpenAI sends.
    assert compatible.extra_body == {"max_tokens": 77}
    with pytest.raises(InputError, match="only for 'scripted'"):
        make_model("analytic", replies=["x"])


@pytest.mark.llm
def test_local_models_share_one_llama_per_file() -> None:
    from fairagents.llm._local import _shared_llama

    one, two = make_model("local"), make_model("local", max_tokens=9)
    assert isinstance(one, LocalChatModel) and isinstance(two, LocalChatModel)
    key = (one.model_path, one.n_ctx, one.n_threads, one.chat_format)
    assert _shared_llama(*key) is _shared_llama(two.model_path, two.n_ctx, two.n_threads, None)
