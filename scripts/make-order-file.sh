#!/usr/bin/env bash
# Writes deploy/ca-render.order, the order in which the release ca-render's linker lays out the
# functions a run uses (deploy/release-flags: each function in its own section, lld's
# --symbol-ordering-file). The kernel maps a program's code 64 KB at a time around each page it
# first runs (fault-around), so code used by every run, scattered among code few runs use, made
# 12 MB of a 20 MB text resident in a render that runs some 1.2 MB of it; laid out together, it is
# about half that. Chromium orders its Android binaries for the same reason.
#
# The profile: every function callgrind sees run (`--demangle=no`, so the names are the linker's)
# in ca-render's common jobs, on material in this repository: the Lottie files of the test corpus
# to null output, one of them to PNG, GIF and a PNG sequence on two threads, each example scene to
# a PNG sequence, one to GIF and a shard with its manifest, `info`, `validate`, `--version` and
# `render --help`. Small frames: which code runs does not depend on the size. Not profiled: MP4 and
# WebM (under valgrind, starting ffmpeg fails with EBADF), and the AVX-512 kernels (valgrind shows
# the program a processor without AVX-512).
#
# The flags take effect only where a module is compiled again: after changing them, build from
# clean (rm -rf .build/*/release). Rerun after changes that rename or add much code (a name the
# file gives that no longer exists is skipped; a new function lands after the ordered ones):
# `make order-file`. About 6 minutes besides the build.
# Usage: scripts/make-order-file.sh   (SWIFT may name the swift executable)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
swift=${SWIFT:-swift}
"$root/scripts/ensure-packages.sh" valgrind binutils python3
read -r -a flags <<< "$(grep -v '^#' "$root/deploy/release-flags" | xargs)"
(cd "$root" && "$swift" build -c release --product ca-render "${flags[@]}")
bin=$(cd "$root" && "$swift" build -c release --show-bin-path "${flags[@]}")/ca-render
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The symbol table without the debug information: valgrind reads it much faster.
strip --strip-debug -o "$work/ca-render" "$bin"
nm --defined-only "$work/ca-render" | awk '{ print $3 }' > "$work/defined"

mkdir -p "$work/profiles" "$work/out"
runs=0
# profile ARGS...: one ca-render run under callgrind (a run that fails is noted; its profile up to
# the failure still counts).
profile() {
    runs=$((runs + 1))
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/profiles/$runs.out" \
        "$work/ca-render" "$@" > /dev/null 2>&1 || echo "note: exit status $? from ca-render $*" >&2
}
corpus=$root/Tests/OpenQuartzCoreLottieTests/Corpus
for file in "$corpus"/*.json; do
    profile render "$file" --format null --jobs 1 --size 96x96
done
lottie=$corpus/thorvg-ghost2.json
profile render "$lottie" -o "$work/out/lottie.png" --frame 3 --size 96x96
profile render "$lottie" -o "$work/out/lottie.gif" --frames 0..5 --size 96x96
profile render "$lottie" -o "$work/out/lottie-frames/" --frames 0..3 --size 96x96 --jobs 2
profile info "$lottie"
profile validate "$lottie"
for scene in "$root"/Examples/*.yaml "$root"/Examples/*.json; do
    profile render "$scene" -o "$work/out/scene/" --frames 0..6 --size 96x96 --jobs 1
done
scene=$root/Examples/ship-path.yaml
profile render "$scene" -o "$work/out/scene.gif" --frames 0..5 --size 96x96
profile render "$scene" -o "$work/out/shard/" --frames 0..5 --size 96x96 --shard 1/2 --manifest "$work/out/part.json"
profile info "$scene"
profile validate "$scene"
profile --version
profile render --help

{
    echo "# The release ca-render's function order, written by scripts/make-order-file.sh (read there"
    echo "# why and how); lld's --symbol-ordering-file, named in deploy/release-flags."
    python3 "$root/scripts/order_file.py" "$work/defined" "$work"/profiles/*.out
} > "$work/order"
mv "$work/order" "$root/deploy/ca-render.order"
# The build does not see the file change (the flags are the same): remove the program so that the
# next build links it in the new order.
rm -f "$bin"
echo "wrote deploy/ca-render.order from $runs runs ($(grep -vc '^#' "$root/deploy/ca-render.order") functions)"
