# Rules Tutor: the two commands a new user needs are `make serve` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8866

.PHONY: serve lab test bench venv install install-test chromium clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# Re-install whenever pyproject.toml changes.
$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml $(VENV)/.installed
	$(BIN)/pip install --quiet -e '.[test,bench]'
	touch $@

venv install: $(VENV)/.installed

install-test: $(VENV)/.installed-test

# Debian's chromium drives the browser tests (Playwright's own browser download is not used).
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "installing Debian's chromium for the browser tests"; \
	  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium; }

serve: $(VENV)/.installed
	$(BIN)/voila --port=$(PORT) --no-browser notebooks/index.ipynb

lab: $(VENV)/.installed
	$(BIN)/jupyter lab notebooks

test: $(VENV)/.installed-test chromium
	$(BIN)/python -m pytest

bench: $(VENV)/.installed-test chromium
	$(BIN)/python -m benchmarks

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info
