# The project's entry points. Each target installs what it needs, so a fresh clone only needs
# `make demo` or `make test`.

SWIFT_BIN ?= /opt/swift/usr/bin
export PATH := $(SWIFT_BIN):$(PATH)
SWIFT ?= swift

# Debian packages the build needs (none yet: the model libraries are pure Swift).
APT_PACKAGES ?=

.PHONY: all deps build test demo docs clean

all: build

deps:
	@command -v $(SWIFT) >/dev/null || { echo "error: swift not found; install Swift 6.2 or later (https://swift.org/install) or set SWIFT_BIN" >&2; exit 1; }
	@if [ -n "$(APT_PACKAGES)" ]; then scripts/ensure-packages.sh $(APT_PACKAGES); fi

build: deps
	$(SWIFT) build

## Builds everything (warnings are errors in every target of ours) and runs every test.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## The main job: prints Core Animation's named timing functions and the Penner easings, sampled.
demo: deps
	$(SWIFT) run -c release oqc-curves

## Builds the DocC catalogs of the libraries.
docs: deps
	$(SWIFT) package generate-documentation --target OpenCoreGraphics --target OpenQuartzCore

clean:
	rm -rf .build
