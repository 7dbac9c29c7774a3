#!/usr/bin/env bash
# The kernel levels side by side, by interleaving: Probe (Benchmarks/Tools/Probe, release) draws each
# scene on one thread at each level in turn (OQC_KERNELS=best, avx2, portable; one process each),
# for several rounds, so that a change in the machine's load during the run reaches every level
# alike (FrameBenchmarks' three runs are minutes apart). Probe prints the CPU time per frame; the
# summary takes each level's minimum over the rounds for the "portable vs avx2" entries.
# Output, also in OUT/ours-levels.txt: `probe SCENE LEVEL round=R: <Probe's line>`.
# Usage: scripts/bench-levels.sh OUT-DIRECTORY [SCENE:FRAMES:ROUNDS...]   (SWIFT may name swift)
set -euo pipefail
out=$(mkdir -p "${1:?usage: bench-levels.sh OUT [SCENE:FRAMES:ROUNDS...]}" && cd "$1" && pwd)
shift
plan=("$@")
[ ${#plan[@]} -gt 0 ] || plan=(ref:40:5 sprites:20:5 gradient:100:5 bezier:2:3)
swift=${SWIFT:-swift}
if [ -z "${OQC_BEZIER_SCENE:-}" ] && [ -f "$out/bezier-scene.txt" ]; then
    export OQC_BEZIER_SCENE="$out/bezier-scene.txt"
fi
cd "$(dirname "$0")/../Benchmarks"
"$swift" build -c release --product Probe
probe="$("$swift" build -c release --show-bin-path)/Probe"
echo "== ours: Probe, the kernel levels interleaved"
{
    for entry in "${plan[@]}"; do
        IFS=: read -r scene frames rounds <<< "$entry"
        for round in $(seq 1 "$rounds"); do
            for level in best avx2 portable; do
                echo "probe $scene $level round=$round: $(OQC_KERNELS=$level "$probe" "$scene" "$frames" 1)"
            done
        done
    done
} | tee "$out/ours-levels.txt"
