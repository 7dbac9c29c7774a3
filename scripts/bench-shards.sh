#!/usr/bin/env bash
# Sharded rendering on this machine: the wall time of one `ca-render render --jobs 1` (one thread:
# drawing and PNG encoding) over every frame against two processes rendering --shard 1/2 and 2/2 at
# once (each --jobs 1), as two single-core pods of a Kubernetes indexed Job would, and frames per
# second per core. ca-render is the release build of the benchmark package. Scene: the Bezier scene
# (OUT/bezier-carender.json, written by scripts/bench-peers.sh; 1,000 shapes at 1920x1080, 121
# frames) to a PNG sequence, or else Examples/ship-path.yaml at 1920x1080.
# The same job as one shard (--shard 1/1, whose manifest holds every frame's SHA-256, as each of the
# two shards' does) is timed too: `ratio` is two shards against one plain process, `ratio_shard`
# against one shard, the scaling of the sharded job itself.
# SHARD_ROUNDS (default 3) rounds of the three, interleaved, and the median of each: on a shared
# machine one run of each can be off by a quarter either way.
# Output, also in OUT/ours-shards.txt:
# `shards one=SECONDS one_shard=SECONDS two=SECONDS ratio=R ratio_shard=R frames=N fps_per_core=F`.
# Usage: scripts/bench-shards.sh OUT-DIRECTORY   (SWIFT may name the swift executable)
set -euo pipefail
out=$(mkdir -p "${1:?usage: bench-shards.sh OUT}" && cd "$1" && pwd)
swift=${SWIFT:-swift}
root=$(cd "$(dirname "$0")/.." && pwd)
(cd "$root/Benchmarks" && "$swift" build -c release --product ca-render)
bin=$(cd "$root/Benchmarks" && "$swift" build -c release --show-bin-path)/ca-render
scene="$out/bezier-carender.json"
size=()
[ -f "$scene" ] || { scene="$root/Examples/ship-path.yaml"; size=(--size 1920x1080); }
work="$out/shards-work"
now() { date +%s.%N; }

rounds=${SHARD_ROUNDS:-3}
echo "== ours: sharded rendering, 1 process against 2 ($rounds interleaved rounds, medians)"
# timed COMMAND...: runs it, printing its wall time in seconds.
timed() { local start; start=$(now); "$@"; awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ones=() one_shards=() twos=()
for round in $(seq 1 "$rounds"); do
    rm -rf "$work" && mkdir -p "$work"
    ones+=("$(timed "$bin" render "$scene" -o "$work/one/" ${size[@]+"${size[@]}"} --jobs 1 --quiet)")
    one_shards+=("$(timed "$bin" render "$scene" -o "$work/whole-{shard}/" ${size[@]+"${size[@]}"} --jobs 1 --shard 1/1 --quiet)")
    twos+=("$(timed bash -c '"$1" render "$2" -o "$3/part-{shard}/" "${@:5}" --jobs 1 --shard 1/2 --quiet &
                              "$1" render "$2" -o "$3/part-{shard}/" "${@:5}" --jobs 1 --shard 2/2 --quiet & wait' \
              _ "$bin" "$scene" "$work" -- ${size[@]+"${size[@]}"})")
    echo "round $round: one=${ones[-1]} one_shard=${one_shards[-1]} two=${twos[-1]}"
done
one=$(median "${ones[@]}") one_shard=$(median "${one_shards[@]}") two=$(median "${twos[@]}")
frames=$(ls "$work/one" | wc -l)
"$bin" join "$work"/part-*.manifest.json -o "$work/joined/" --quiet
diff -r "$work/one" "$work/joined" >/dev/null || { echo "error: the joined frames differ from the single render" >&2; exit 1; }
awk -v one="$one" -v shard="$one_shard" -v two="$two" -v n="$frames" -v scene="$(basename "$scene")" \
    'BEGIN { printf "shards one=%s one_shard=%s two=%s ratio=%.3f ratio_shard=%.3f frames=%d fps_per_core=%.1f scene=%s\n", one, shard, two, two / one, two / shard, n, n / one, scene }' \
    | tee "$out/ours-shards.txt"
rm -rf "$work"
