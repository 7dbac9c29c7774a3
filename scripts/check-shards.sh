#!/usr/bin/env bash
# Joined output against a single process's render, for every scene of Examples/ split into
# N = 1, 2, 3 and 7 parts with deploy/render-part.sh (the variables of a Kubernetes indexed Job for
# odd N, of a Slurm job array for even N) and joined with deploy/join-parts.sh: the PNG sequences
# must be identical file for file, and the MP4s byte for byte. Prints one line per scene and N and
# a total; exits 1 on any difference. Uses the release ca-render of the benchmark package.
# Usage: scripts/check-shards.sh [WORK-DIRECTORY]   (SWIFT may name the swift executable)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
swift=${SWIFT:-swift}
work=$(mkdir -p "${1:-/tmp/ca-render-check-shards}" && cd "${1:-/tmp/ca-render-check-shards}" && pwd)
(cd "$root/Benchmarks" && "$swift" build -c release --product ca-render >/dev/null)
export CA_RENDER="$(cd "$root/Benchmarks" && "$swift" build -c release --show-bin-path)/ca-render"
failures=0 checks=0
for scene in "$root"/Examples/*.yaml "$root"/Examples/*.json; do
    name=$(basename "$scene")
    rm -rf "$work/single" && mkdir -p "$work/single"
    "$CA_RENDER" render "$scene" -o "$work/single/frames/" --quiet
    "$CA_RENDER" render "$scene" -o "$work/single/movie.mp4" --quiet
    for n in 1 2 3 7; do
        export WORK="$work/n$n" SCENE="$scene"
        rm -rf "$WORK"
        for ((i = 0; i < n; i++)); do
            if ((n % 2)); then
                JOB_COMPLETION_INDEX=$i JOB_COMPLETIONS=$n "$root/deploy/render-part.sh" &
            else
                SLURM_ARRAY_TASK_ID=$((i + 1)) SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_COUNT=$n "$root/deploy/render-part.sh" &
            fi
        done
        wait
        OUTPUT=frames/ "$root/deploy/join-parts.sh"
        OUTPUT=movie.mp4 "$root/deploy/join-parts.sh"
        checks=$((checks + 1))
        if diff -r "$work/single/frames" "$WORK/frames" >/dev/null && cmp -s "$work/single/movie.mp4" "$WORK/movie.mp4"; then
            echo "identical  $name  N=$n  $(ls "$WORK/frames" | wc -l) frames"
        else
            echo "DIFFERENT  $name  N=$n"
            failures=$((failures + 1))
        fi
    done
done
echo "$((checks - failures)) of $checks joined renders identical to the single render"
((failures == 0))
