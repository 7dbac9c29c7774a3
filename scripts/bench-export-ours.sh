#!/usr/bin/env bash
# Our side of the export comparison in `make bench`: builds and runs Benchmarks' ExportBenchmark
# (120 frames of the reference scene to MP4, a PNG sequence and GIF through CARenderExport's
# FrameSinks, end to end and then the PNG and GIF sinks alone on frames rendered beforehand), then
# measures with ffmpeg's psnr filter how far our GIF is from the true-colour frames (the PNG
# sequence, which is lossless). Output, also in OUT/ours-export.txt:
#   render frames=120 ms=T / export FORMAT frames=120 ms=T render_ms=R sink_ms=S /
#   encode FORMAT frames=120 encode_ms=E / ours gif psnr_db=P
# Usage: scripts/bench-export-ours.sh OUT-DIRECTORY [FRAMES]   (SWIFT may name the swift executable)
set -euo pipefail
out=$(mkdir -p "${1:?usage: bench-export-ours.sh OUT [FRAMES]}" && cd "$1" && pwd)
frames=${2:-120}
swift=${SWIFT:-swift}
work="$out/export"
rm -rf "$work"
(cd Benchmarks && "$swift" build -c release --product ExportBenchmark)
bin=$(cd Benchmarks && "$swift" build -c release --show-bin-path)
echo "== ours: ExportBenchmark $frames frames"
{
    "$bin/ExportBenchmark" "$work" "$frames"
    psnr=$(ffmpeg -hide_banner -nostdin -i "$work/ours.gif" -framerate 60 -i "$work/ours-png/frame_%05d.png" \
        -lavfi "[0:v]settb=1/60,setpts=N,format=rgb24[a];[1:v]settb=1/60,setpts=N,format=rgb24[b];[a][b]psnr" -f null - 2>&1 |
        sed -n 's/.*PSNR.* average:\([0-9.inf]*\).*/\1/p' | tail -1)
    echo "ours gif psnr_db=${psnr:-nan}"
} | tee "$out/ours-export.txt"
rm -rf "$work/ours-png"
