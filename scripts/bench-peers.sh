#!/usr/bin/env bash
# Builds and runs the peer programs of `make bench`: the shared peers of ../shared/peers (cairobench,
# rlbench on scene1000.json, membw, easing) and Benchmarks/peers/cairo_mixed.c, writing each one's
# output to OUT/peer-NAME.txt. A peer that cannot be built or run (a missing source, library or
# tool) is skipped with a line in OUT/peer-notes.txt; it never fails the run.
# Usage: scripts/bench-peers.sh PEERS-DIRECTORY OUT-DIRECTORY
set -uo pipefail
peers=${1:?usage: bench-peers.sh PEERS OUT}
out=${2:?usage: bench-peers.sh PEERS OUT}
mkdir -p "$out" && out=$(cd "$out" && pwd)
peers=$(cd "$peers" 2>/dev/null && pwd || echo "$peers")
: > "$out/peer-notes.txt"
rm -f "$out"/peer-*.txt.tmp

note() { echo "note: $*" | tee -a "$out/peer-notes.txt" >&2; }

# run NAME COMMAND...: runs the peer, its output shown and kept in OUT/peer-NAME.txt.
run() {
    local name=$1; shift
    echo "== peer $name: $*"
    local status=0
    "$@" > "$out/peer-$name.txt.tmp" || status=$?
    if [ $status = 0 ]; then
        mv "$out/peer-$name.txt.tmp" "$out/peer-$name.txt"
        cat "$out/peer-$name.txt"
    else
        rm -f "$out/peer-$name.txt.tmp" "$out/peer-$name.txt"
        note "$name failed (exit status $status)"
    fi
}

has_cairo=0; pkg-config --exists cairo 2>/dev/null && has_cairo=1
has_rlottie=0; pkg-config --exists rlottie 2>/dev/null && has_rlottie=1

if [ -f "$peers/easing.c" ] && gcc -O2 "$peers/easing.c" -o "$out/easing" -lm; then
    run easing "$out/easing"
else note "easing: $peers/easing.c missing or not built"; fi

if [ -f "$peers/membw.c" ] && gcc -O3 -march=native "$peers/membw.c" -o "$out/membw" -lpthread; then
    run membw "$out/membw" 1
else note "membw: $peers/membw.c missing or not built"; fi

if [ $has_cairo = 1 ] && [ -f "$peers/cairobench.c" ] &&
    gcc -O2 "$peers/cairobench.c" -o "$out/cairobench" $(pkg-config --cflags --libs cairo) -lm; then
    # cairobench writes last_scene.png into the current directory: run it in OUT.
    (cd "$out" && run cairobench ./cairobench)
else note "cairobench: $peers/cairobench.c or Cairo (libcairo2-dev) missing"; rm -f "$out/cairobench"; fi

if [ $has_rlottie = 1 ] && [ -f "$peers/rlbench.cpp" ] && [ -f "$peers/gen_scene_lottie.py" ] &&
    g++ -O2 -std=c++17 "$peers/rlbench.cpp" -o "$out/rlbench" $(pkg-config --cflags --libs rlottie) -lpthread &&
    python3 "$peers/gen_scene_lottie.py" 1000 "$out/scene1000.json"; then
    run rlottie "$out/rlbench" "$out/scene1000.json" 1920 1080 3
else note "rlottie: rlbench.cpp, gen_scene_lottie.py or librlottie-dev missing (scripts/ensure-packages.sh librlottie-dev)"; fi

if [ $has_cairo = 1 ] && gcc -O2 Benchmarks/peers/cairo_mixed.c -o "$out/cairo_mixed" $(pkg-config --cflags --libs cairo) -lm; then
    run cairo-mixed "$out/cairo_mixed"
else note "cairo_mixed: Cairo (libcairo2-dev) missing"; fi

if [ -x "$out/cairobench" ]; then
    "$(dirname "$0")/bench-export-peer.sh" "$out"
else note "ffmpeg export peer: needs cairobench's frames"; fi
exit 0
