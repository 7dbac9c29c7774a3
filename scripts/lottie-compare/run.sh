#!/usr/bin/env bash
# `make lottie-compare`: sets up the three renderers and runs compare.py over a corpus of Lottie files.
# - Debian packages: rlottie's headers and library, g++ and pkg-config (to build the rlottie peer
#   program), python3-venv, GNU time (peak RSS of each renderer process).
# - ca-render in release (swift build -c release --product ca-render).
# - .build-lottie/rlottie_frames from PEERS/rlottie_frames.cpp.
# - .venv-lottie/ with numpy and thorvg-python (whose wheel bundles ThorVG 1.0.4).
# Environment: LOTTIE_DIR (the corpus, default ../shared/lottie/files), LOTTIE_PEERS (the peer programs,
# default LOTTIE_DIR/../peers), LOTTIE_OUT (default out/lottie-compare), LOTTIE_SIZE (the larger side
# of the renders, default 512), SWIFT. Arguments go to compare.py (e.g. --files tween --no-timing).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
lottie_dir=$(cd "${LOTTIE_DIR:-$root/../shared/lottie/files}" && pwd)
peers=${LOTTIE_PEERS:-$(dirname "$lottie_dir")/peers}
out=${LOTTIE_OUT:-$root/out/lottie-compare}
swift=${SWIFT:-swift}
venv=$root/.venv-lottie
build=$root/.build-lottie

"$root/scripts/ensure-packages.sh" librlottie-dev zlib1g-dev libdeflate-dev g++ pkg-config python3-venv time
# The release flags of a ca-render for timing (the Makefile's CA_RENDER_RELEASE_FLAGS): those the
# container image (deploy/Dockerfile) builds the ca-render it ships with, deploy/release-flags.
read -r -a release_flags <<< "${CA_RENDER_RELEASE_FLAGS-$(grep -v '^#' "$root/deploy/release-flags" | xargs)}"
(cd "$root" && "$swift" build -c release --product ca-render ${release_flags[@]+"${release_flags[@]}"})
bin=$(cd "$root" && "$swift" build -c release --show-bin-path ${release_flags[@]+"${release_flags[@]}"})
mkdir -p "$build" "$out"
# A peer that cannot be set up is noted, not fatal: its renders then fail, file by file, in the report.
if [ ! "$build/rlottie_frames" -nt "$peers/rlottie_frames.cpp" ]; then
    # shellcheck disable=SC2046
    g++ -O2 -std=c++17 "$peers/rlottie_frames.cpp" -o "$build/rlottie_frames" $(pkg-config --cflags --libs rlottie zlib) \
        || echo "note: could not build the rlottie peer; its column will show errors" >&2
fi
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -c 'import numpy' 2>/dev/null || "$venv/bin/pip" install -q numpy
"$venv/bin/python" -c 'import thorvg_python' 2>/dev/null || "$venv/bin/pip" install -q 'thorvg-python==1.1.3' \
    || echo "note: could not install thorvg-python; the ThorVG column will show errors" >&2

exec "$venv/bin/python" "$root/scripts/lottie-compare/compare.py" \
    --ca-render "$bin/ca-render" --rlottie "$build/rlottie_frames" \
    --thorvg-python "$venv/bin/python" --thorvg-script "$peers/thorvg_frames.py" \
    --lottie-dir "$lottie_dir" --out "$out" --size "${LOTTIE_SIZE:-512}" "$@"
