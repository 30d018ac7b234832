# AltitudeSim — the README's commands. Each target installs what is missing first.
SWIFT ?= swift
RELEASE_BIN = .build/release/altsim

.PHONY: deps demo test bench build release clean

## Install the C libraries the package needs (GSL), when missing.
deps:
	@bash tools/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product altsim

## The main job.
demo: release
	$(RELEASE_BIN) bench noise

## The whole test suite; a failing test fails the target. The Reports tests need xmllint and
## headless Chromium, so this installs them too when missing.
test:
	@bash tools/install-deps.sh --with-chromium
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Benchmarks, measured in one process each, figures as ratios against a baseline.
bench: release
	$(RELEASE_BIN) bench noise

clean:
	rm -rf .build out
