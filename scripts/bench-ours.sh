#!/usr/bin/env bash
# Our side of `make bench`: the benchmark package (Benchmarks/) in release, exported with
# --format influx. The frame benchmarks (FrameBenchmarks: the reference scene, sprites, gradient,
# full-frame pixels, the Bezier scene) run once per kernel level, each in its own process with
# OQC_KERNELS set (best: the widest the processor has; avx2; portable: the Swift loops alone), into
# OUT/frames-LEVEL/; every other benchmark target runs once, at the best level, into OUT/. Their
# printed tables go to OUT/ours.txt. OQC_BEZIER_SCENE names the Bezier scene's description
# (scripts/bench-peers.sh writes OUT/bezier-scene.txt); without that file the scene runs the generator.
# Usage: scripts/bench-ours.sh OUT-DIRECTORY [LEVEL...]   (SWIFT may name the swift executable)
set -euo pipefail
out=$(mkdir -p "${1:?usage: bench-ours.sh OUT [LEVEL...]}" && cd "$1" && pwd)
shift
levels=("$@")
[ ${#levels[@]} -gt 0 ] || levels=(best avx2 portable)
swift=${SWIFT:-swift}
if [ -z "${OQC_BEZIER_SCENE:-}" ] && [ -f "$out/bezier-scene.txt" ]; then
    export OQC_BEZIER_SCENE="$out/bezier-scene.txt"
fi
cd "$(dirname "$0")/../Benchmarks"
benchmark() { "$swift" package --disable-sandbox benchmark --no-progress --format influx "$@"; }
: > "$out/ours.txt"
echo "== ours: every benchmark target but FrameBenchmarks (OQC_KERNELS=best)" | tee -a "$out/ours.txt"
OQC_KERNELS=best benchmark --skip-target FrameBenchmarks --path "$out" | tee -a "$out/ours.txt"
for level in "${levels[@]}"; do
    rm -rf "$out/frames-$level"
    echo "== ours: FrameBenchmarks, OQC_KERNELS=$level" | tee -a "$out/ours.txt"
    OQC_KERNELS=$level benchmark --target FrameBenchmarks --path "$out/frames-$level" | tee -a "$out/ours.txt"
done
