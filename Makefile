# The project's entry points. Each target installs what it needs, so a fresh clone only needs
# `make demo` or `make test`.

SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c

SWIFT_BIN ?= /opt/swift/usr/bin
export PATH := $(SWIFT_BIN):$(PATH)
SWIFT ?= swift

# Debian packages the build needs: Cairo and Pango for OpenQuartzCoreRendering (Pango's library only:
# it is opened when text is first laid out, from declarations of our own), a font for text,
# Chipmunk for OpenQuartzCorePhysics, libdeflate and zlib for ca-render's PNG writer, and ffmpeg, which ca-render
# feeds frames to for MP4, WebM and APNG (and the tests use to decode what it writes), and OpenSSL's
# libcrypto for the SHA-256 digests of ca-render's shard manifests, SDL2 for OpenQuartzCoreDisplay's
# windows (`ca-render play`; both opened when first used, their headers needed to build), and, for the tests that open windows, Xvfb (a display without a screen,
# which the tests start themselves when DISPLAY is unset) and xdotool (clicks made by the X server).
APT_PACKAGES ?= pkg-config libcairo2-dev libpangocairo-1.0-0 fonts-dejavu-core libchipmunk-dev zlib1g-dev libdeflate-dev ffmpeg libssl-dev libsdl2-dev libturbojpeg0-dev libwebp-dev xvfb xdotool

# The flags of a release ca-render made for timing (make lottie-compare): those the container image
# builds the ca-render it ships with (deploy/release-flags says what each does).
export CA_RENDER_RELEASE_FLAGS ?= $(shell grep -v '^\#' deploy/release-flags)

.PHONY: all deps build test test-compat test-tsan test-slurm fuzz demo docs bench lottie-compare order-file clean

all: build

deps:
	@command -v $(SWIFT) >/dev/null || { echo "error: swift not found; install Swift 6.2 or later (https://swift.org/install) or set SWIFT_BIN" >&2; exit 1; }
	@if [ -n "$(APT_PACKAGES)" ]; then scripts/ensure-packages.sh $(APT_PACKAGES); fi

## The flags of every debug build of the main package here (the tests, the Slurm check, the demo, and
## the documentation, whose plugin builds the libraries for their symbols), so that one build serves
## them all. SwiftPM indexes while it builds, and on Linux its test discovery reads that index; by
## default the index also covers every module a file imports (Foundation, Glibc, Cairo's and GLib's
## headers), again in each compiler job: a quarter of a clean build's time.
## -index-ignore-system-modules keeps it to our own modules and leaves the build otherwise the same
## (4.5 minutes instead of 6.5 on two cores). A `swift build` without it rebuilds everything once.
SWIFT_DEBUG_FLAGS ?= -Xswiftc -index-ignore-system-modules

build: deps
	$(SWIFT) build $(SWIFT_DEBUG_FLAGS)

## Builds everything (warnings are errors in every target of ours) and runs every test.
test: deps
	$(SWIFT) build --build-tests $(SWIFT_DEBUG_FLAGS)
	$(SWIFT) test --skip-build $(SWIFT_DEBUG_FLAGS)

## The tests of Apple's API built a second time, against `import QuartzCore` and `import CoreGraphics`
## (the Linux products that re-export Apple's API only): Compatibility/, a package of its own whose
## test targets are the main suites' folders (symbolic links) compiled with
## QUARTZCORE_COMPATIBILITY_TEST, plus QuartzCoreExportTests, which fails to build if either import
## shows one of OpenQuartzCore's additions. Needs what `make test` installs. CI runs it after `make test`.
test-compat: deps
	cd Compatibility && $(SWIFT) build --build-tests $(SWIFT_DEBUG_FLAGS)
	cd Compatibility && $(SWIFT) test --skip-build $(SWIFT_DEBUG_FLAGS)

## The thread-safety suites under ThreadSanitizer (a build of its own in .build-tsan): the model
## committing on one thread while others render committed frames. OQC_TEST_SUBSET=thread-safety
## has Package.swift compile only those suites' files of the test targets (the end of Package.swift
## lists them), not every test; a suite named here whose file is not listed there fails the target.
## CI runs it after `make test`.
TSAN_SUITES ?= ConcurrentCommitTests|RenderTreeTests|CARendererTests|PipelineThreadingTests|PNGExportTests
test-tsan: deps
	OQC_TEST_SUBSET=thread-safety $(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan $(SWIFT_DEBUG_FLAGS)
	OQC_TEST_SUBSET=thread-safety TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan $(SWIFT_DEBUG_FLAGS) --filter '$(TSAN_SUITES)' 2>&1 | tee .build-tsan/test.log
	@suites=$$(echo '$(TSAN_SUITES)' | tr '|' '\n' | wc -l); grep -q "tests in $$suites suites passed" .build-tsan/test.log || \
		{ echo "error: ThreadSanitizer did not run the $$suites suites of TSAN_SUITES; list their files in Package.swift's thread-safety subset" >&2; exit 1; }

## deploy/slurm/ under a real Slurm: a one-node cluster on this machine (Debian's slurm-wlm and munge,
## installed if missing) runs the recipe's array job and dependent join for each of SLURM_SCENES split
## into 1, 2, 3 and 7 parts; every job must end COMPLETED and the joined MP4 must be, byte for byte, a
## single process's render (scripts/check-slurm.sh). CI runs it with the debug ca-render.
SLURM_SCENES ?= Examples/bouncing-ball.yaml
test-slurm: deps
	$(SWIFT) build --product ca-render $(SWIFT_DEBUG_FLAGS)
	CA_RENDER=$$($(SWIFT) build --show-bin-path)/ca-render scripts/check-slurm.sh $(SLURM_SCENES)

## libFuzzer over the scene reader and one frame of rendering (Fuzz/, a package of its own built with
## --sanitize=fuzzer), for FUZZ_SECONDS, from a seed corpus of Examples/. A crash or a hang writes
## its input to Fuzz/artifacts/ and fails the target. CI runs it for 30 seconds.
## The same for the Lottie reader (LottieFuzzer), seeded with the Lottie test corpus, for FUZZ_SECONDS,
## at the same time as the scene fuzzer (one process each: two cores fuzz both in one FUZZ_SECONDS).
## One build makes both fuzzers; nothing reads an index of them (it serves test discovery and
## editors), so none is written.
FUZZ_SECONDS ?= 60
FUZZ_CORPUS ?= Fuzz/.build/corpus
LOTTIE_FUZZ_CORPUS ?= Fuzz/.build/lottie-corpus
fuzz: deps
	cd Fuzz && $(SWIFT) build -c debug --sanitize=fuzzer --disable-index-store
	mkdir -p $(FUZZ_CORPUS) $(LOTTIE_FUZZ_CORPUS) Fuzz/artifacts
	cp Examples/*.yaml Examples/*.json $(FUZZ_CORPUS)/
	cp Tests/OpenQuartzCoreLottieTests/Corpus/*.json Tests/OpenQuartzCoreLottieTests/Corpus/*.lottie $(LOTTIE_FUZZ_CORPUS)/
	Fuzz/.build/debug/SceneFuzzer $(FUZZ_CORPUS) -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=4096 \
		-max_len=16384 -print_final_stats=1 -artifact_prefix=Fuzz/artifacts/ > Fuzz/.build/scene-fuzz.log 2>&1 & scene=$$!; \
	Fuzz/.build/debug/LottieFuzzer $(LOTTIE_FUZZ_CORPUS) -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=4096 \
		-max_len=131072 -print_final_stats=1 -artifact_prefix=Fuzz/artifacts/lottie- > Fuzz/.build/lottie-fuzz.log 2>&1 & lottie=$$!; \
	failed=0; wait $$scene || failed=1; wait $$lottie || failed=1; \
	tail -25 Fuzz/.build/scene-fuzz.log; tail -25 Fuzz/.build/lottie-fuzz.log; exit $$failed

## The main job: ca-render draws the seeds' bouncing ball (Examples/bouncing-ball.yaml) as a GIF and an MP4.
DEMO_OUT ?= out
demo: deps
	$(SWIFT) build --product ca-render $(SWIFT_DEBUG_FLAGS)
	@mkdir -p $(DEMO_OUT)
	$(SWIFT) run --skip-build ca-render render Examples/bouncing-ball.yaml -o $(DEMO_OUT)/bouncing-ball.gif
	$(SWIFT) run --skip-build ca-render render Examples/bouncing-ball.yaml -o $(DEMO_OUT)/bouncing-ball.mp4
	@echo "Wrote $(abspath $(DEMO_OUT))/bouncing-ball.gif and $(abspath $(DEMO_OUT))/bouncing-ball.mp4"

## Builds the DocC catalogs of the libraries (QuartzCore and CoreGraphics exist on Linux only).
DOCS_TARGETS := OpenCoreGraphics OpenQuartzCore OpenQuartzCoreRendering OpenQuartzCorePhysics OpenQuartzCoreLottie OpenQuartzCoreDisplay CARenderScene
ifeq ($(shell uname -s),Linux)
DOCS_TARGETS += QuartzCore CoreGraphics
endif
docs: deps
	$(SWIFT) package $(SWIFT_DEBUG_FLAGS) generate-documentation $(addprefix --target ,$(DOCS_TARGETS))

PEERS ?= ../shared/peers
BENCH_OUT ?= .benchmarks

## One run, side by side: builds and runs the peer programs (../shared/peers and Benchmarks/peers,
## the Bezier scene's among them; a peer that cannot be built is noted, not fatal), our benchmark
## package in release (the frame benchmarks once per kernel level of BENCH_LEVELS, OQC_KERNELS, then
## Probe with the levels interleaved), the export benchmark beside ffmpeg's own encoders, ca-render's
## allocations per frame, 1 against 2 local shards, then writes
## $(BENCH_OUT)/summary.json and prints it as a table (scripts/bench-summary.py). Figures compare
## within one run; nothing here gates on a timing.
BENCH_PACKAGES ?= librlottie-dev python3 python3-venv
BENCH_LEVELS ?= best avx2 portable
bench: deps
	@mkdir -p $(BENCH_OUT)
	@rm -rf $(BENCH_OUT)/*.influx.csv $(BENCH_OUT)/frames-* $(BENCH_OUT)/peer-*.txt $(BENCH_OUT)/ours-export.txt $(BENCH_OUT)/ours-cli-allocations.txt $(BENCH_OUT)/ours-shards.txt $(BENCH_OUT)/ours-levels.txt $(BENCH_OUT)/summary.json
	@scripts/ensure-packages.sh $(BENCH_PACKAGES) || echo "note: could not install $(BENCH_PACKAGES); their peers are skipped"
	scripts/bench-peers.sh $(PEERS) $(BENCH_OUT)
	SWIFT=$(SWIFT) scripts/bench-ours.sh $(BENCH_OUT) $(BENCH_LEVELS)
	SWIFT=$(SWIFT) scripts/bench-levels.sh $(BENCH_OUT)
	SWIFT=$(SWIFT) scripts/bench-export-ours.sh $(BENCH_OUT)
	SWIFT=$(SWIFT) scripts/bench-cli-allocations.sh $(BENCH_OUT)
	SWIFT=$(SWIFT) scripts/bench-shards.sh $(BENCH_OUT)
	python3 scripts/bench-summary.py $(BENCH_OUT)

## ca-render's Lottie rendering beside rlottie's and ThorVG's over a corpus (not part of `make test`):
## frames at 0, 25, 50, 75 and 100 % of each file, SSIM and PSNR against each peer and between the
## peers, per-frame time on one core, load time, peak RSS; writes $(LOTTIE_OUT)/index.html and
## summary.json (docs/lottie-compare.md). Installs its packages, builds ca-render in release, the
## rlottie peer in .build-lottie/ and a venv in .venv-lottie/. LOTTIE_ARGS go to compare.py.
LOTTIE_DIR ?= ../shared/lottie/files
LOTTIE_OUT ?= out/lottie-compare
LOTTIE_SIZE ?= 512
LOTTIE_ARGS ?=
lottie-compare: deps
	SWIFT=$(SWIFT) LOTTIE_DIR=$(LOTTIE_DIR) LOTTIE_OUT=$(LOTTIE_OUT) LOTTIE_SIZE=$(LOTTIE_SIZE) \
		scripts/lottie-compare/run.sh $(LOTTIE_ARGS)

## Rewrites deploy/ca-render.order, the release ca-render's function layout, from callgrind profiles of
## its common jobs (scripts/make-order-file.sh says why; about 6 minutes). Not part of `make test`.
order-file: deps
	SWIFT=$(SWIFT) scripts/make-order-file.sh

clean:
	rm -rf .build Benchmarks/.build Compatibility/.build .build-lottie .venv-lottie
