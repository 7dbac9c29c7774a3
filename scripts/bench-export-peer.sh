#!/usr/bin/env bash
# The export peer of `make bench`: ffmpeg's own encoders on 120 true-colour frames of the reference
# scene (cairobench --raw, BGRA 1920x1080), read from a file, with the arguments CARenderExport gives
# ffmpeg (Sources/CARenderExport/FFmpegArguments.swift: x264 medium, CRF 18, one thread; the GIF
# palettegen/paletteuse graph with Sierra-2-4A dithering) and for PNG ffmpeg's PNG encoder at zlib
# level 6 (zlib's default, and ffmpeg's PNG encoder's; its default prediction is None, filter type 0,
# on every row) on one thread, and again with frame threads on every core (png-threads, for
# context: CARenderExport's PNG sequences use every core). Prints, one per line:
#   ffmpeg FORMAT frames=120 ms=T
#   ffmpeg gif psnr_db=P        (its GIF against the true-colour frames, ffmpeg's psnr filter)
# into OUT/peer-ffmpeg.txt. Needs OUT/cairobench (scripts/bench-peers.sh builds it) and ffmpeg.
# Usage: scripts/bench-export-peer.sh OUT-DIRECTORY [FRAMES]
set -uo pipefail
out=${1:?usage: bench-export-peer.sh OUT [FRAMES]}
frames=${2:-120}
notes="$out/peer-notes.txt"
if ! command -v ffmpeg >/dev/null; then
    echo "note: ffmpeg export peer: ffmpeg not on PATH" | tee -a "$notes" >&2; exit 0
fi
raw="$out/frames.raw"
work="$out/ffmpeg-peer"
rm -rf "$work"; mkdir -p "$work/png"
"$out/cairobench" --raw "$frames" "$raw" || { echo "note: cairobench --raw failed" | tee -a "$notes" >&2; exit 0; }
cat "$raw" > /dev/null   # into the page cache, so the encoders below are timed on memory-resident frames

rawin=(-f rawvideo -pix_fmt bgra -s 1920x1080 -r 60 -i "$raw")
input=(-hide_banner -nostdin -nostats -loglevel error "${rawin[@]}")
common=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact -y)
now_ms() { date +%s%N | awk '{ printf "%.1f", $1 / 1e6 }'; }

# timed NAME ARGS...: runs ffmpeg with the input and ARGS, printing its time in milliseconds.
timed() {
    local name=$1; shift
    local start end
    start=$(now_ms)
    if ffmpeg "${input[@]}" "$@"; then
        end=$(now_ms)
        awk -v n="$name" -v f="$frames" -v a="$start" -v b="$end" 'BEGIN { printf "ffmpeg %s frames=%d ms=%.1f\n", n, f, b - a }'
    else
        echo "note: ffmpeg $name failed" | tee -a "$notes" >&2
    fi
}

{
    timed mp4 -vf "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p" \
        -c:v libx264 -preset medium -crf 18 -threads 1 -x264-params threads=1:lookahead-threads=1:sliced-threads=0 \
        -movflags +faststart "${common[@]}" -f mp4 "$work/peer.mp4"
    timed png -c:v png -pix_fmt rgba -compression_level 6 -threads 1 "${common[@]}" -f image2 "$work/png/frame_%05d.png"
    timed png-threads -c:v png -pix_fmt rgba -compression_level 6 -threads 0 "${common[@]}" -f image2 "$work/png/frame_%05d.png"
    timed gif -filter_complex "split[a][b];[a]palettegen=stats_mode=full:reserve_transparent=0[p];[b][p]paletteuse=dither=sierra2_4a" \
        -loop 0 "${common[@]}" -f gif "$work/peer.gif"
    psnr=$(ffmpeg -hide_banner -nostdin -i "$work/peer.gif" "${rawin[@]}" \
        -lavfi "[0:v]settb=1/60,setpts=N,format=rgb24[a];[1:v]settb=1/60,setpts=N,format=rgb24[b];[a][b]psnr" -f null - 2>&1 | sed -n 's/.*PSNR.* average:\([0-9.inf]*\).*/\1/p' | tail -1)
    echo "ffmpeg gif psnr_db=${psnr:-nan}"
} | tee "$out/peer-ffmpeg.txt"
rm -f "$raw"
