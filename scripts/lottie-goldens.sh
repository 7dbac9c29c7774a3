#!/usr/bin/env bash
# Regenerates the Lottie golden frames of Tests/OpenQuartzCoreLottieTests/Corpus from a peer renderer
# (never from our own output): rlottie (Debian librlottie-dev, ../shared/lottie/peers/rlottie_frames.cpp)
# or ThorVG (PyPI thorvg-python, ../shared/lottie/peers/thorvg_frames.py), as GOLDENS below names per
# file, at 256 x 256 (content scaled to fit, centred), frames at a quarter and a half of each file's range.
# Usage: scripts/lottie-goldens.sh [SHARED_LOTTIE_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
lottie=${1:-$here/../shared/lottie}
corpus=$here/Tests/OpenQuartzCoreLottieTests/Corpus
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# file  peer
GOLDENS="lottie-spec-rectangle rlottie
lottie-spec-star thorvg
lottie-spec-trim_path rlottie
lottie-spec-fill thorvg
lottie-spec-transform rlottie
lottie-spec-matte thorvg
lottie-spec-mask thorvg
lottie-spec-stroke rlottie
lottie-spec-time_stretch rlottie
lottie-spec-time_remap thorvg
thorvg-test rlottie
lottie-spec-ellipse-xy-pos rlottie
thorvg-ghost2 thorvg
thorvg-gradient_smoke thorvg
thorvg-textrange thorvg
thorvg-audio_layer thorvg"
g++ -O2 -std=c++17 "$lottie/peers/rlottie_frames.cpp" -o "$work/rlottie_frames" $(pkg-config --cflags --libs rlottie zlib)
python3 -m venv "$work/venv" && "$work/venv/bin/pip" -q install thorvg-python numpy
mkdir -p "$corpus"
while read -r name peer; do
    file=$lottie/files/$name.json
    cp "$file" "$corpus/$name.json"
    read -r quarter half <<<"$(python3 -c "import json; d=json.load(open('$file')); n=int(d['op']-d['ip']); print((n-1)//4, (n-1)//2)")"
    for frame in $quarter $half; do
        if [ "$peer" = rlottie ]; then
            "$work/rlottie_frames" "$file" 256 256 --out "$work" "$frame" >/dev/null
        else
            "$work/venv/bin/python" "$lottie/peers/thorvg_frames.py" "$file" 256 256 --out "$work" "$frame" >/dev/null
        fi
        mv "$work/${name}_${frame}.png" "$corpus/${name}.${peer}.${frame}.png"
    done
done <<<"$GOLDENS"
echo "goldens written to $corpus"
