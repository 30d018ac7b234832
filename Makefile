# AltitudeSim — the README's commands. Each target installs what is missing first.
SWIFT ?= swift
RELEASE_BIN = .build/release/altsim

.PHONY: field deps demo test slurm-check doc-snippets sweep accuracy bench build release clean fuzz-build fuzz-smoke fuzz example-engine trace-hashes lint format code-size

## Install the C libraries the package needs (GSL), when missing.
deps:
	@bash tools/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product altsim

## The main job: every scenario in scenarios/ but the accuracy matrix (scenarios/accuracy/, a campaign of its own:
## `make accuracy`), with the HTML report, JSON results and JUnit XML in out/.
## The report opens with the A/B comparisons of the four scenarios of scenarios/demo/, in story order
## (--lead-with: each file's header comment names configurations A and B and what to look at), then the library.
## Failed expectations are findings shown in the report (altsim exits 1): the demo still succeeds.
## Bad input (altsim exits 2) fails it.
DEMO_PATHS = $(sort $(wildcard scenarios/*.scenario)) scenarios/demo
DEMO_STORY = pressure-filter location-filter activity-filter all-filters-off
demo: release
	@mkdir -p out
	@status=0; $(RELEASE_BIN) run $(DEMO_PATHS) $(foreach s,$(DEMO_STORY),--lead-with scenarios/demo/$(s).scenario) --report out/report.html --json out/results.json --junit out/junit.xml || status=$$?; \
	echo; echo "demo: open out/report.html (also out/results.json, out/junit.xml); altsim exit status $$status"; \
	if [ $$status -eq 1 ]; then echo "demo: some expectations fail — they are listed above and in the report"; fi; \
	[ $$status -le 1 ]

## The whole test suite; a failing test fails the target. The Reports tests need xmllint and
## headless Chromium, so this installs them too when missing.
test:
	@bash tools/install-deps.sh --with-chromium
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	python3 tools/checks/doc-snippets.py --self-test

## Type-checks every ```swift block of README.md and Docs/ against the debug build's modules
## (tools/checks/doc-snippets.py; `<!-- snippet: fragment -->` before a block skips it). Part of `make test`.
doc-snippets:
	$(SWIFT) build --build-tests
	python3 tools/checks/doc-snippets.py --self-test

## The full accuracy sweep: the library's accuracy and honesty scenarios as campaigns, first at
## seeds 1…20 (the tuned block), then at a block of SWEEP_BLOCK_SIZE (40) seeds drawn afresh each
## time: they start at SWEEP_BLOCK_START, a number drawn from /dev/urandom and printed, so a failing
## block reproduces with `make sweep SWEEP_BLOCK_START=N`. Every expectation at every seed;
## `… in at least P of runs` and `… across seeds` rows are judged by their 99 % intervals, so a
## population that meets them fails a block with probability at most 1 % per row
## (Docs/expectations.md, "How a campaign judges a population"). `make test` runs seeds 1…3 of the
## same scenarios (LibraryAccuracyTests); this is the release-build sweep, on 2 threads (--jobs 2).
## Fails when a campaign fails.
SWEEP_SEEDS ?= 1...20
SWEEP_BLOCK_SIZE ?= 40
SWEEP_BLOCK_START ?= $(shell od -An -N3 -tu4 /dev/urandom | tr -d ' ')
SWEEP_SCENARIOS ?= calm-day-outdoors elevator-tower cold-front-indoor-stay new-phone-calibration stale-reference-data \
	thunderstorm winter-stack-effect crowd-in-building urban-canyon office-population tower-population \
	frozen-barometer-elevator overconfident-gnss-slope drift-beyond-model
sweep: release
	$(RELEASE_BIN) run $(foreach s,$(SWEEP_SCENARIOS),scenarios/$(s).scenario) --seeds $(SWEEP_SEEDS) --jobs 2
	@start=$(SWEEP_BLOCK_START); end=$$((start + $(SWEEP_BLOCK_SIZE) - 1)); \
	echo; echo "sweep: a fresh block of $(SWEEP_BLOCK_SIZE) seeds, $$start...$$end (reproduce: make sweep SWEEP_BLOCK_START=$$start)"; \
	$(RELEASE_BIN) run $(foreach s,$(SWEEP_SCENARIOS),scenarios/$(s).scenario) --seeds $$start...$$end --jobs 2

## The accuracy campaign report (Docs/cli.md, "The accuracy campaign report"): the matrix of
## scenarios/accuracy/ — 4 morphologies × 2 site heights × 3 weathers × 2 phone classes, written by
## tools/accuracy/generate.py — at ACCURACY_SEEDS (1…20) on 2 threads. Prints the table by tag
## (p67/p80/p90/p95 |HAE error|, within 2 m / 3 m, floor exact, u68/u90 coverage, 95 % intervals)
## beside the FCC rule and NextNav's 2018 Stage Z result, and writes out/accuracy.html (with the
## CDF plots), out/accuracy.json and out/accuracy.xml.
ACCURACY_SEEDS ?= 1...20
accuracy: release
	@mkdir -p out
	$(RELEASE_BIN) run scenarios/accuracy --seeds $(ACCURACY_SEEDS) --jobs 2 \
		--report out/accuracy.html --json out/accuracy.json --junit out/accuracy.xml

## Benchmarks, measured in one process each, figures as ratios against a baseline; then the
## reference workload against the same 24 h in NumPy + a Python loop (tools/bench/numpy_reference.py,
## Debian's python3 with python3-numpy, installed here when missing), run alternately BENCH_ROUNDS
## times, with the median ratio (goal >= 5; Docs/simulator.md, "The NumPy comparison").
BENCH_ROUNDS ?= 3
bench: release
	@bash tools/install-deps.sh --with-numpy
	$(RELEASE_BIN) bench noise
	$(RELEASE_BIN) bench sim
	@if command -v valgrind >/dev/null 2>&1; then tools/checks/instructions-per-sample.sh $(RELEASE_BIN); \
	else echo "instructions per sample: install valgrind to count them (tools/checks/instructions-per-sample.sh)"; fi
	/usr/bin/python3 tools/bench/numpy_reference.py --altsim $(RELEASE_BIN) --rounds $(BENCH_ROUNDS)

## A campaign on a real Slurm cluster of one node on this machine (tools/cluster/slurm-check.sh,
## Docs/campaigns-across-machines.md): installs slurm-wlm and munge when missing, starts munged, slurmctld
## and slurmd from a slurm.conf in a temporary folder, runs calm-day-outdoors and cold-front-across-stations
## at seeds 1...40 as a 4-task job array (--shard auto) with the merge as a dependent job, compares with the
## same campaign run here with --jobs 2, stops the daemons. Last line: `slurm-check: identical` or what
## differs (then it fails). Needs root. Uses the debug binary `make test` builds (SLURM_CHECK_ALTSIM).
SLURM_CHECK_ALTSIM ?= .build/debug/altsim
slurm-check: deps
	@bash tools/cluster/slurm-check.sh $(SLURM_CHECK_ALTSIM)

## "PATH SEED TRACEHASH" for every library scenario at seeds 1 2 3 (HASH_SEEDS), sorted, into
## out/trace-hashes.txt (HASHES_FILE): a change that must not alter behaviour leaves the file
## byte-identical (diff it against main's).
HASH_SEEDS ?= 1 2 3
HASHES_FILE ?= out/trace-hashes.txt
trace-hashes: release
	@mkdir -p $(dir $(HASHES_FILE))
	@bash tools/checks/trace-hashes.sh $(RELEASE_BIN) $(HASH_SEEDS) > $(HASHES_FILE)
	@echo "trace-hashes: $$(wc -l < $(HASHES_FILE)) runs in $(HASHES_FILE)"

## The libFuzzer targets (Docs/fuzzing.md), built with swiftc -sanitize=fuzzer,address into .build/fuzz/.
fuzz-build:
	@bash tools/fuzz/build.sh

## Each libFuzzer target for FUZZ_SECONDS (45) from the seed corpus; any crash, hang or sanitizer report fails.
fuzz-smoke: fuzz-build
	@bash tools/fuzz/smoke.sh

## A bounded local campaign of swarm-generated scenarios (Docs/fuzzing.md): FUZZ_COUNT cases
## from FUZZ_SEED on FUZZ_JOBS threads; shrunk failures go to out/fuzz/corpus, the report to
## out/fuzz/report.json. Fails when an invariant fails.
FUZZ_SEED ?= 1
FUZZ_COUNT ?= 2000
FUZZ_JOBS ?= 2
fuzz: release
	@mkdir -p out/fuzz
	$(RELEASE_BIN) fuzz --seed $(FUZZ_SEED) --count $(FUZZ_COUNT) --jobs $(FUZZ_JOBS) --out out/fuzz --json out/fuzz/report.json

## The example foreign engine as a package of its own (Examples/ISAEngine: depends on EngineInterface
## only; its test runs the library). Builds the simulator again in that package: minutes. `make test`
## runs the same test as the root targets ExampleISAEngine/ExampleISAEngineTests.
example-engine: deps
	$(SWIFT) build --package-path Examples/ISAEngine --build-tests
	$(SWIFT) test --package-path Examples/ISAEngine --skip-build

## swift format's lint over the package (config .swift-format: 4 spaces, lines of 120, every public
## declaration documented); any finding fails. `make format` rewrites the files in place.
FORMAT_PATHS = Sources Tests Examples Package.swift
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

## Files over 300 lines and functions over 50 lines (tools/checks/code-size.py); a report, not a gate.
code-size:
	@python3 tools/checks/code-size.py --list Sources

clean:
	rm -rf .build out

## Real phone recordings through the engine (Docs/field-logs.md): the 44 falcon-2018 floor trials at
## their buildings' site scenarios (field-logs/sites/), then the 21 indoor/outdoor walks. Prints
## `field logs: N recordings, E exact floor, W within one floor` and the indoor detector's
## agreement with the labels per second; then the gsb trials against their reproduction scenario
## (altsim log compare, seeds 1...5: the statistics table). Debug build (the run takes seconds).
FIELD = field-logs/falcon-2018
field: deps
	$(SWIFT) build --product altsim
	@status=0; .build/debug/altsim log run $(FIELD)/trials/*.csv --site field-logs/sites/gsb.scenario \
		--site field-logs/sites/noco.scenario --site field-logs/sites/ssw.scenario || status=$$?; \
	echo; echo "field: the indoor/outdoor walks"; \
	.build/debug/altsim log run $(FIELD)/indoor-outdoor/*.csv --site field-logs/sites/nyc-street.scenario || [ $$? -eq 1 ]; \
	echo; echo "field: the gsb trials against their reproduction (field-logs/sites/gsb-reproduction.scenario)"; \
	.build/debug/altsim log compare $(FIELD)/trials/gsb_*.csv --site field-logs/sites/gsb.scenario \
		--with field-logs/sites/gsb-reproduction.scenario --seeds 1...100 || [ $$? -eq 1 ] || status=2; \
	[ $$status -le 1 ]
