#!/usr/bin/env bash
# The live player measured (a benchmark, not a test): plays the reference scene (1,000 layers,
# scripts/reference-scene.py) with `ca-render play --stats` in release under Xvfb for SECONDS (10 by
# default) at 1280x720 and at 1920x1080, and prints the frames presented, the rate, the dropped
# frames, the mean drawing and presenting times and the input latency (key presses sent by xdotool)
# of each. Xvfb has no vertical refresh: the player paces itself to the display mode's rate
# (60 Hz when the mode gives none).
# With --seeds, it then plays each of the seeds' examples (Examples/) for SECONDS as well.
# Usage: scripts/bench-play.sh [SECONDS] [--seeds]
set -euo pipefail
SWIFT=${SWIFT:-swift}
played=${1:-10}
seeds=${2:-}
cd "$(dirname "$0")/.."
$SWIFT build -c release --product ca-render >&2
bin="$($SWIFT build -c release --show-bin-path)/ca-render"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for size in 1280x720 1920x1080; do
    width=${size%x*} height=${size#*x}
    python3 scripts/reference-scene.py "$width" "$height" $((played + 5)) > "$scratch/reference-$size.yaml"
    # The window is the scene and the 20-point timeline bar under it. From the second second on,
    # xdotool presses l (looping off and on again) 20 times, for the input latency.
    cat > "$scratch/play.sh" <<SCRIPT
"$bin" play "$scratch/reference-$size.yaml" --stats --exit-after "$played" > "$scratch/out.txt" 2>&1 &
player=\$!
sleep 2
window=\$(xdotool search --sync --name 'ca-render play' | head -1)
for i in \$(seq 20); do xdotool key --window "\$window" l; sleep 0.2; done
wait \$player
SCRIPT
    xvfb-run -a -s "-screen 0 ${width}x$((height + 20))x24" bash "$scratch/play.sh" || true
    result=$(grep '^played' "$scratch/out.txt" || true)
    echo "reference scene at $size: ${result:-no figures (the player failed)}"
done
if [ "$seeds" = "--seeds" ]; then
    for scene in Examples/*.yaml Examples/*.json; do
        result=$(xvfb-run -a -s "-screen 0 1920x1200x24" "$bin" play "$scene" --stats --exit-after "$played" 2>&1 | grep '^played' || true)
        echo "$(basename "$scene"): ${result:-no figures (the player failed)}"
    done
fi
