#!/usr/bin/env bash
# Allocations per frame of `ca-render render` (the CLI's whole frame loop: evaluation, drawing, the
# PNG sequence sink), measured from outside: ca-render (built in release by the benchmark package,
# which depends on the main package) runs under Benchmarks/Tools/MallocCount/malloc_count.so
# (LD_PRELOAD) three times with --frames 0..A-1 and three times with 0..B-1, --jobs 1, --format png;
# (least count(B) - greatest count(A)) / (B - A) is the allocations of one frame in the steady state,
# setup and teardown cancelling out. The set-up's count varies by a few tens from run to run (thread
# start-up, Dispatch), so one run of each can differ by that much either way; an allocation in every
# frame adds B - A to every run of B, and shows however the runs pair up.
# A is past the warm-up: the PNG sink's writer slots (two per core) make their buffers and zlib
# streams on first use, and the renderers' caches fill in the first frames.
# Scenes: Examples/bouncing-ball.yaml, and the Bezier scene as a ca-render scene
# (OUT/bezier-carender.json, written by scripts/bench-peers.sh) when present. Output, also in
# OUT/ours-cli-allocations.txt: `cli SCENE frames=A..B mallocs_per_frame=N`.
# Usage: scripts/bench-cli-allocations.sh OUT-DIRECTORY [A B]   (SWIFT may name the swift executable)
set -euo pipefail
out=$(mkdir -p "${1:?usage: bench-cli-allocations.sh OUT [A B]}" && cd "$1" && pwd)
first=${2:-10}
second=${3:-110}
swift=${SWIFT:-swift}
root=$(cd "$(dirname "$0")/.." && pwd)
(cd "$root/Benchmarks" && "$swift" build -c release --product ca-render)
bin=$(cd "$root/Benchmarks" && "$swift" build -c release --show-bin-path)
gcc -O2 -shared -fPIC "$root/Benchmarks/Tools/MallocCount/malloc_count.c" -o "$out/malloc_count.so"

# mallocs SCENE FRAMES: ca-render's allocation count rendering frames 0..FRAMES-1.
mallocs() {
    local frames="$out/cli-frames" counts="$out/cli-mallocs.txt"
    rm -rf "$frames" "$counts" && mkdir -p "$frames"
    LD_PRELOAD="$out/malloc_count.so" MALLOC_COUNT_OUT="$counts" \
        "$bin/ca-render" render "$1" -o "$frames" --format png --jobs 1 --frames "0..$(($2 - 1))" --quiet
    sed -n 's/^ca-render mallocs=//p' "$counts" | tail -1
    rm -rf "$frames" "$counts"
}

echo "== ours: ca-render allocations per frame"
{
    for scene in "$root/Examples/bouncing-ball.yaml" "$out/bezier-carender.json"; do
        [ -f "$scene" ] || { echo "note: $scene missing; its CLI allocation count skipped" >&2; continue; }
        a=$(for run in 1 2 3; do mallocs "$scene" "$first"; done | sort -n | tail -1)
        b=$(for run in 1 2 3; do mallocs "$scene" "$second"; done | sort -n | head -1)
        per=$(awk -v a="$a" -v b="$b" -v n=$((second - first)) 'BEGIN { printf "%.1f", (b - a) / n }')
        echo "cli $(basename "$scene") frames=$first..$second mallocs_per_frame=$per"
    done
} | tee "$out/ours-cli-allocations.txt"
