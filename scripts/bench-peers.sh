#!/usr/bin/env bash
# Builds and runs the peer programs of `make bench`: the shared peers of ../shared/peers (cairobench,
# rlbench on scene1000.json, membw, easing), Benchmarks/peers/cairo_mixed.c, and the Bezier scene's
# peers (its description OUT/bezier-scene.txt from Benchmarks/peers/gen_bezier_scene.py, then
# cairo_bezier.c, rlbench on its Lottie file, thorvg_bezier.py, and blend2d_bezier.cpp where Blend2D
# is found: pkg-config blend2d, or BLEND2D_DIR holding include/ and lib/), writing each one's output
# to OUT/peer-NAME.txt. A peer that cannot be built or run (a missing source, library or tool) is
# skipped with a line in OUT/peer-notes.txt; it never fails the run. ThorVG comes from PyPI
# (thorvg-python, which bundles the engine): the python3 on PATH when it imports thorvg_python and
# numpy, else THORVG_PYTHON, else a virtual environment OUT/venv made and filled here with pip.
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

# The Bezier scene: one description, read by every program (ours reads it through OQC_BEZIER_SCENE).
bezier="$out/bezier-scene.txt"
here="$(cd "$(dirname "$0")/../Benchmarks/peers" && pwd)"
if python3 "$here/gen_bezier_scene.py" "$bezier" && python3 "$here/gen_bezier_lottie.py" "$bezier" "$out/bezier-lottie.json" &&
    python3 "$here/gen_bezier_carender.py" "$bezier" "$out/bezier-carender.json"; then
    if [ $has_cairo = 1 ] && gcc -O2 "$here/cairo_bezier.c" -o "$out/cairo_bezier" $(pkg-config --cflags --libs cairo) -lm; then
        run cairo-bezier "$out/cairo_bezier" "$bezier" 3
    else note "cairo_bezier: Cairo (libcairo2-dev) missing"; fi
    if [ -x "$out/rlbench" ]; then
        run rlottie-bezier "$out/rlbench" "$out/bezier-lottie.json" 1920 1080 3
    else note "rlottie (Bezier scene): rlbench not built"; fi
    thorvg_python=""
    for candidate in python3 "${THORVG_PYTHON:-}" "$out/venv/bin/python"; do
        if [ -n "$candidate" ] && "$candidate" -c "import thorvg_python, numpy" 2>/dev/null; then thorvg_python=$candidate; break; fi
    done
    if [ -z "$thorvg_python" ] && { [ -x "$out/venv/bin/python" ] || python3 -m venv "$out/venv"; } &&
        "$out/venv/bin/pip" install -q thorvg-python numpy && "$out/venv/bin/python" -c "import thorvg_python, numpy"; then
        thorvg_python="$out/venv/bin/python"
    fi
    if [ -n "$thorvg_python" ]; then
        run thorvg-bezier "$thorvg_python" "$here/thorvg_bezier.py" "$bezier" 3
    else note "thorvg (Bezier scene): could not import or pip install thorvg-python and numpy"; fi
    blend2d_flags=""
    if pkg-config --exists blend2d 2>/dev/null; then
        blend2d_flags="$(pkg-config --cflags --libs blend2d)"
    elif [ -n "${BLEND2D_DIR:-}" ] && [ -d "$BLEND2D_DIR/include" ]; then
        blend2d_flags="-I$BLEND2D_DIR/include -L$BLEND2D_DIR/lib -Wl,-rpath,$BLEND2D_DIR/lib -lblend2d"
    fi
    if [ -n "$blend2d_flags" ] && g++ -O2 -std=c++17 "$here/blend2d_bezier.cpp" -o "$out/blend2d_bezier" $blend2d_flags -lpthread; then
        run blend2d-bezier "$out/blend2d_bezier" "$bezier" 3
    else note "blend2d (Bezier scene, optional): Blend2D not found (pkg-config blend2d or BLEND2D_DIR) or not built"; fi
else note "Bezier scene: python3 could not write its description"; fi

if [ -x "$out/cairobench" ]; then
    "$(dirname "$0")/bench-export-peer.sh" "$out"
else note "ffmpeg export peer: needs cairobench's frames"; fi
exit 0
