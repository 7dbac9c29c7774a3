#!/usr/bin/env bash
# ca-render's MP4 encoding end to end: the ship scene (Examples/ship-path.yaml) at 1920x1080, 60 fps
# (271 frames), rendered to MP4 by a release build of ca-render under /usr/bin/time -v, at several
# presets and encoder thread counts, ROUNDS times each, interleaved (so that a change in the machine's
# load touches every configuration alike). For each: the median wall time, frames per second end to
# end, peak resident memory (the largest process: ffmpeg's x264 at these settings), the file's size,
# and its PSNR against a lossless encode (--crf 0) of the same frames, in YUV as the files store them.
# The last round's --verbose report of each is kept in OUT/NAME.err. Results in OUT/encoding.txt.
# Usage: scripts/bench-encoding.sh OUT-DIRECTORY [ROUNDS]   (SWIFT may name the swift executable;
# BASELINE may name another ca-render binary, run first as "baseline" with its default settings)
set -euo pipefail
out=$(mkdir -p "${1:?usage: bench-encoding.sh OUT [ROUNDS]}" && cd "$1" && pwd)
rounds=${2:-3}
swift=${SWIFT:-swift}
root=$(cd "$(dirname "$0")/.." && pwd)
(cd "$root" && "$swift" build -c release --product ca-render)
bin="$(cd "$root" && "$swift" build -c release --show-bin-path)/ca-render"
scene="$root/Examples/ship-path.yaml"   # 4.5 s: 271 frames at 60 fps
configurations=(
    "medium-t1 --encoder-threads 1"
    "medium-t2 --encoder-threads 2"
    "medium-t4"
    "faster-t4 --preset faster"
    "veryfast-t4 --preset veryfast"
    "ultrafast-t4 --preset ultrafast"
)
[ -n "${BASELINE:-}" ] && configurations=("baseline" "${configurations[@]}")

# run NAME ARGS...: one render; appends "wall_seconds maxrss_kib" to OUT/NAME.runs.
run() {
    local name=$1 tool=$bin verbose=--verbose; shift
    [ "$name" = baseline ] && { tool=$BASELINE; verbose=; }
    /usr/bin/time -v -o "$out/$name.time" "$tool" render "$scene" -o "$out/$name.mp4" --size 1920x1080 --fps 60 \
        --quiet $verbose "$@" 2> "$out/$name.err"
    awk '/Elapsed \(wall/ { n = split($NF, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i] }
         /Maximum resident/ { r = $NF } END { print s, r }' "$out/$name.time" >> "$out/$name.runs"
}

for configuration in "${configurations[@]}"; do rm -f "$out/${configuration%% *}.runs"; done
for ((round = 1; round <= rounds; round++)); do
    for configuration in "${configurations[@]}"; do
        # shellcheck disable=SC2086
        run $configuration
    done
done
"$bin" render "$scene" -o "$out/lossless.mp4" --size 1920x1080 --fps 60 --quiet --preset ultrafast --crf 0

{
    echo "== ca-render MP4, ship scene 1920x1080 60 fps, $rounds rounds, median; load $(cut -d' ' -f1-3 /proc/loadavg)"
    printf "%-14s %8s %8s %10s %10s %8s\n" configuration wall_s fps peak_MiB bytes psnr_dB
    for configuration in "${configurations[@]}"; do
        name=${configuration%% *}
        read -r wall rss < <(sort -n "$out/$name.runs" | awk '{ w[NR] = $1; r[NR] = $2 } END { m = int((NR + 1) / 2); print w[m], r[m] }')
        psnr=$(ffmpeg -hide_banner -nostdin -i "$out/$name.mp4" -i "$out/lossless.mp4" -lavfi "[0:v][1:v]psnr" -f null - 2>&1 \
            | sed -n 's/.*average:\([0-9.inf]*\).*/\1/p' | tail -1)
        printf "%-14s %8.2f %8.1f %10.1f %10d %8s\n" "$name" "$wall" "$(awk -v w="$wall" 'BEGIN { print 271 / w }')" \
            "$(awk -v r="$rss" 'BEGIN { print r / 1024 }')" "$(stat -c %s "$out/$name.mp4")" "$psnr"
    done
} | tee "$out/encoding.txt"
