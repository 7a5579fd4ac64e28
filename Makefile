# The two commands of README.md:
#   make run   - set up .venv (and the compiled accelerator: kmirror native build) and print
#                the read table of the committed capture
#   make test  - set up .venv and system tools (tshark), then the linters (ruff, import-linter's
#                layer contracts in pyproject.toml), every test with the compiled modules, and
#                the fast lane again on the Python source alone (KMIRROR_PURE=1)
#   make check - the fast lane: set up .venv, the same linters, then every test not marked
#                slow (pytest -m "not slow": each stage's unit tests, in under 2 minutes; the
#                slow ones run real brokers, tshark, simulations, notebooks, Dask, Chromium)
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
CAPTURE ?= captures/walkthrough.pcap

.PHONY: run test check setup system lint capture scenarios clean notebooks bench

# One setup at a time: `make run` and `make test` started together share the lock
# (flock, util-linux) instead of installing into the same .venv at once.
$(BIN)/kmirror: pyproject.toml
	flock .venv.lock sh -c '$(PYTHON) -m venv $(VENV) && \
	  $(BIN)/pip install --quiet --upgrade pip && \
	  $(BIN)/pip install --quiet -e ".[test,native]" && touch $@'

# The compiled accelerator (dissector/native.py): the hot stages' modules compiled by
# Cython and gcc into dissector/_native/; only modules whose source changed are rebuilt
# (a no-op costs a hash per module).  Without it every module runs as Python.
setup: $(BIN)/kmirror
	@flock .venv.lock $(BIN)/kmirror native build || \
	  echo "kmirror: the compiled accelerator was not built: every module runs as Python"

run: setup
	$(BIN)/kmirror read $(CAPTURE) --port 19092

system:
	bash scripts/setup-system.sh

test: setup system
	$(BIN)/ruff check dissector tests scripts codegen
	$(BIN)/lint-imports
	KMIRROR_REQUIRE_NATIVE=1 $(BIN)/pytest -q -p no:cacheprovider
	KMIRROR_PURE=1 $(BIN)/pytest -q -p no:cacheprovider -m "not slow"

check: setup
	$(BIN)/ruff check dissector tests scripts codegen
	$(BIN)/lint-imports
	$(BIN)/pytest -q -p no:cacheprovider -m "not slow"

lint: setup
	$(BIN)/ruff check dissector tests scripts codegen
	$(BIN)/lint-imports

# Regenerate captures/walkthrough.pcap and captures/clients.pcap (+ clients.sent.json)
# (needs root for tcpdump; installs the capture extras).
capture: setup system
	$(BIN)/pip install --quiet -e '.[test,capture]'
	$(BIN)/python scripts/make_capture.py
	$(BIN)/python scripts/make_clients_capture.py

# Regenerate the five scenario captures captures/<scenario>.pcapng + .truth.json
# (needs root for dumpcap and free ports 9092, 9093, 19092, 19093; about 30 s).
scenarios: setup system
	$(BIN)/pip install --quiet -e '.[test,capture]'
	$(BIN)/python scripts/make_scenarios.py

clean:
	rm -rf $(VENV) build *.egg-info

notebooks: setup
	$(BIN)/pip install --quiet -e '.[notebooks]'
	$(BIN)/jupyter lab notebooks/

bench: setup system
	$(BIN)/python scripts/benchmark.py
