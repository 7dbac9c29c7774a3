# The project's entry points. Each target installs what it needs, so a fresh clone only needs
# `make demo` or `make test`.

SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c

SWIFT_BIN ?= /opt/swift/usr/bin
export PATH := $(SWIFT_BIN):$(PATH)
SWIFT ?= swift

# Debian packages the build needs: Cairo and Pango for OpenQuartzCoreRendering, a font for text,
# Chipmunk for OpenQuartzCorePhysics, and ffmpeg, which ca-render feeds frames to for GIF, MP4, WebM
# and APNG.
APT_PACKAGES ?= pkg-config libcairo2-dev libpango1.0-dev fonts-dejavu-core libchipmunk-dev ffmpeg

.PHONY: all deps build test demo docs bench clean

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

## The main job: ca-render draws the seeds' bouncing ball (Examples/bouncing-ball.yaml) as a GIF and an MP4.
DEMO_OUT ?= out
demo: deps
	$(SWIFT) build --product ca-render
	@mkdir -p $(DEMO_OUT)
	$(SWIFT) run --skip-build ca-render render Examples/bouncing-ball.yaml -o $(DEMO_OUT)/bouncing-ball.gif
	$(SWIFT) run --skip-build ca-render render Examples/bouncing-ball.yaml -o $(DEMO_OUT)/bouncing-ball.mp4
	@echo "Wrote $(abspath $(DEMO_OUT))/bouncing-ball.gif and $(abspath $(DEMO_OUT))/bouncing-ball.mp4"

## Builds the DocC catalogs of the libraries.
docs: deps
	$(SWIFT) package generate-documentation --target OpenCoreGraphics --target OpenQuartzCore --target OpenQuartzCoreRendering --target OpenQuartzCorePhysics

PEERS ?= ../shared/peers
BENCH_OUT ?= .benchmarks

## Runs the benchmark package and, in the same invocation, the C peer programs for the same work.
## Figures are for comparison within one run; nothing here gates on a timing.
bench: deps
	@mkdir -p $(BENCH_OUT)
	@if [ -f $(PEERS)/easing.c ]; then \
		gcc -O2 $(PEERS)/easing.c -o $(BENCH_OUT)/easing -lm && \
		echo "== peer: $(PEERS)/easing.c" && $(BENCH_OUT)/easing | tee $(BENCH_OUT)/peer-easing.txt; \
	else echo "note: $(PEERS)/easing.c not found; running our benchmarks alone"; fi
	@if pkg-config --exists cairo; then \
		gcc -O2 Benchmarks/peers/cairo_mixed.c -o $(BENCH_OUT)/cairo_mixed $$(pkg-config --cflags --libs cairo) -lm && \
		echo "== peer: Benchmarks/peers/cairo_mixed.c" && $(BENCH_OUT)/cairo_mixed | tee $(BENCH_OUT)/peer-cairo-mixed.txt; \
	else echo "note: cairo not found by pkg-config (libcairo2-dev); skipping the Cairo peer"; fi
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark --no-progress | tee ../$(BENCH_OUT)/ours.txt

clean:
	rm -rf .build Benchmarks/.build
