# Rules Tutor: the two commands a new user needs are `make serve` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8866
# Extra arguments for pytest, e.g. `make test PYTEST_ARGS="-m 'not browser'"`.
PYTEST_ARGS ?=
# make test's pytest-xdist workers (0: one process). Browser tests share one worker (tests/conftest.py).
TEST_WORKERS ?= 2
# Debian's chromium drives the browser tests (Playwright's own browser download is not used).
CHROMIUM ?= /usr/bin/chromium
# apt-get needs root: use sudo when not root and sudo exists.
SUDO := $(shell [ "$$(id -u)" = 0 ] || command -v sudo 2>/dev/null)
APT_INSTALL := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q

.PHONY: serve lab lint test test-slow bench soak site binder venv install install-test chromium \
	clean hub hub-proxy node axe

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# Re-install whenever pyproject.toml changes.
$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

# Everything the tests use: the hub, pandas, and the adapters' extras (OpenSpiel's and
# PettingZoo's own checks run in make test).
$(VENV)/.installed-test: pyproject.toml $(VENV)/.installed
	$(BIN)/pip install --quiet -e '.[test,bench,hub,analysis,openspiel,pettingzoo]'
	touch $@

$(VENV)/.installed-hub: pyproject.toml $(VENV)/.installed
	$(BIN)/pip install --quiet -e '.[hub]'
	touch $@

venv install: $(VENV)/.installed

install-test: $(VENV)/.installed-test

# Installs chromium when $(CHROMIUM) is missing (required), and a Japanese font when none is
# installed (optional: screenshots of the Japanese pages show text, not boxes).
chromium:
	@test -x $(CHROMIUM) || { \
	  echo "installing Debian's chromium for the browser tests"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -q && \
	  $(APT_INSTALL) chromium; }
	@test -x $(CHROMIUM) || { echo "no chromium at $(CHROMIUM)"; exit 1; }
	@fc-list :lang=ja 2>/dev/null | grep -q . || { \
	  echo "installing a Japanese font for the browser tests"; \
	  { $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -q && \
	    $(APT_INSTALL) --no-install-recommends fonts-ipafont-gothic; } || \
	  echo "warning: no Japanese font; Japanese text in screenshots shows as boxes"; }

# JupyterHub for many learners (binder/jupyterhub_config.py, docs/PUBLISH.md): every learner logs
# in with any name and the shared password RULES_TUTOR_HUB_PASSWORD (printed at start when unset)
# and gets a Jupyter server of their own showing the home page; http://127.0.0.1:$(HUB_PORT)/.
# Its proxy, configurable-http-proxy, comes from the npm registry into .hub-proxy/ (node and npm
# from Debian's packages when missing); its database and learners' folders go to build/hub.
HUB_PORT ?= 8000
CHP_VERSION ?= 5.3.0
HUB_PROXY := .hub-proxy/node_modules/.bin/configurable-http-proxy

node:
	@command -v npm >/dev/null || { \
	  echo "installing Debian's node and npm for the hub's proxy and axe-core"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -q && \
	  $(APT_INSTALL) nodejs npm; }

$(HUB_PROXY): | node
	npm install --prefix .hub-proxy --no-audit --no-fund --loglevel=error \
	  configurable-http-proxy@$(CHP_VERSION)
	touch $@

hub-proxy: $(HUB_PROXY)

# axe-core, the accessibility checker the browser tests run on every page (WCAG 2.x A and AA
# rules: tests/e2e/test_axe.py), from the npm registry into .axe-core/ (pinned).
AXE_VERSION ?= 4.10.3
AXE := .axe-core/node_modules/axe-core/axe.min.js

$(AXE): | node
	npm install --prefix .axe-core --no-audit --no-fund --loglevel=error axe-core@$(AXE_VERSION)
	touch $@

axe: $(AXE)

hub: $(VENV)/.installed-hub $(HUB_PROXY)
	$(BIN)/python -m jupyterhub -f binder/jupyterhub_config.py \
	  --JupyterHub.bind_url=http://127.0.0.1:$(HUB_PORT)

# Voila serves the repository (URLs as on mybinder); `/` redirects to notebooks/index.ipynb.
# Options: voila.json (read from the current directory).
serve: $(VENV)/.installed
	$(BIN)/python voila_app.py --port=$(PORT) --no-browser .

# JupyterLab on notebooks/ (code visible); root, as in containers, needs --allow-root.
lab: $(VENV)/.installed
	$(BIN)/jupyter lab --ServerApp.root_dir=notebooks $(if $(filter 0,$(shell id -u)),--allow-root)

# The linter and the engine's type check run first (seconds): pyproject.toml's [tool.ruff] and
# [tool.mypy] say which rules and why.
lint: $(VENV)/.installed-test
	$(BIN)/python -m ruff check tutor widgets tests benchmarks
	$(BIN)/python -m mypy

test: $(VENV)/.installed-test chromium $(HUB_PROXY) $(AXE) lint
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadscope --durations=20 $(PYTEST_ARGS)

# The tests marked slow (skipped by `make test`): long property runs, the idle-cull waits of
# the serving tests, the load test's rounds and the benchmark harness.
test-slow: $(VENV)/.installed-test chromium $(AXE)
	$(BIN)/python -m pytest -m slow $(PYTEST_ARGS)

# ISMCTS_GAMES: games per game of our search bot against OpenSpiel's ISMCTS bot (seats rotate).
ISMCTS_GAMES ?= 200
bench: $(VENV)/.installed-test chromium
	$(BIN)/python -m benchmarks
	$(BIN)/python -m benchmarks.bots
	$(BIN)/python -m benchmarks.openspiel_ismcts --games $(ISMCTS_GAMES)
	$(BIN)/python -m benchmarks.coach_agreement

# Random games of every game, option set and player count with the kit's fuzzers and a
# hidden-information audit, on the simulation's worker processes (not part of `make test`).
# SOAK_GAMES: games per game (spread over its set-ups); SOAK_WORKERS: processes (default: cores).
SOAK_GAMES ?= 100000
soak: $(VENV)/.installed-test
	SOAK_GAMES=$(SOAK_GAMES) $(BIN)/python -m benchmarks.soak

# The static Voici site (tutorials and explorers on Pyodide in the browser) in build/site, built
# in its own venv (Voici's JupyterLite front end needs other Jupyter packages than the app's).
SITE_VENV := .venv-site
$(SITE_VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(SITE_VENV)
	$(SITE_VENV)/bin/pip install --quiet --upgrade pip
	$(SITE_VENV)/bin/pip install --quiet -e '.[site]'
	touch $@

site: $(SITE_VENV)/.installed
	$(SITE_VENV)/bin/python binder/site.py

# The static site's size and each page's time to its first control in headless Chromium.
.PHONY: site-bench
site-bench: site $(VENV)/.installed-test chromium
	$(BIN)/python -m benchmarks.site_timing

# Re-pin binder/requirements.txt to the runtime dependencies installed in the venv.
binder: $(VENV)/.installed
	$(BIN)/python binder/freeze.py

clean:
	rm -rf $(VENV) $(SITE_VENV) .hub-proxy .pytest_cache .ruff_cache .mypy_cache build *.egg-info

# Many learners at once (not part of `make test`): 5, 10, 20 and 40 pages of a tutorial opened
# together against a private server on 127.0.0.1, clicking through; bounded, stops by itself.
# LOAD_ARGS, e.g. LOAD_ARGS="--pages 5 10 --clicks 3"; LOAD_ARGS="--hub" logs 2, 5 and 10
# learners in to a private JupyterHub instead (make hub's configuration), a server each.
LOAD_ARGS ?=
.PHONY: load
load: $(VENV)/.installed-test chromium $(HUB_PROXY)
	$(BIN)/python -m benchmarks.load $(LOAD_ARGS)

# The text audit with 300 random games per game (make test reads a sample): every message a
# learner reads, in English and Japanese, checked for broken sentences and internal references.
# TEXT_AUDIT_ARGS, e.g. TEXT_AUDIT_ARGS="--games 50 --game rednotice".
TEXT_AUDIT_ARGS ?=
.PHONY: text-audit
text-audit: $(VENV)/.installed-test
	$(BIN)/python -m widgets.textaudit $(TEXT_AUDIT_ARGS)

# Engine cost as valgrind instructions per decision (steady under load), this checkout beside
# BASE (any git revision), e.g. `make instructions BASE=af3a6ea GAMES="--game persona"`.
BASE ?= HEAD~1
GAMES ?=
.PHONY: instructions
instructions: $(VENV)/.installed-test
	rm -rf .bench-base && git worktree add -f --detach .bench-base $(BASE)
	$(BIN)/python -m benchmarks.instructions $(GAMES) .bench-base . ; \
	  status=$$?; git worktree remove --force .bench-base; exit $$status
