#!/usr/bin/env bash
# deploy/Dockerfile's runtime stage without a container engine: a Debian bookworm root made by
# debootstrap (minbase), the runtime stage's packages read from the Dockerfile and installed into it
# with apt-get, and ca-render built as the build stage builds it (deploy/release-flags, with this
# machine's Swift in place of the swift image's) copied in with deploy/'s two scripts. Inside that
# root (chroot) the scene is rendered in 3 parts, as the Kubernetes Job's pods render it, and
# joined; the joined MP4 must be byte for byte the host's single render. Needs root and Debian's
# mirror; not part of CI (a few minutes, most of it the build).
# Usage: scripts/check-runtime-image.sh [SCENE]   (ROOTFS, default /tmp/ca-render-runtime-root; SWIFT)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scene=$(cd "$(dirname "${1:-$root/Examples/ship-path.yaml}")" && pwd)/$(basename "${1:-$root/Examples/ship-path.yaml}")
rootfs=${ROOTFS:-/tmp/ca-render-runtime-root}
"$root/scripts/ensure-packages.sh" debootstrap

# The packages of the runtime stage: the apt-get install after `FROM debian:bookworm-slim`.
packages=$(awk '/^FROM debian:bookworm-slim/ { stage = 1 } stage && /apt-get install/ { grab = 1 }
                grab { for (i = 1; i <= NF; i++) if ($i ~ /^[a-z0-9][a-z0-9.+-]+$/ && $i != "apt-get" && $i != "install" \
                        && $i != "rm" && $i != "update") print $i; if ($0 !~ /\\$/) exit }' "$root/deploy/Dockerfile" | sort -u | xargs)
echo "runtime packages: $packages"
[ -x "$rootfs/usr/bin/apt-get" ] || debootstrap --variant=minbase bookworm "$rootfs" >/dev/null
mountpoint -q "$rootfs/proc" || mount --bind /proc "$rootfs/proc"
trap 'umount "$rootfs/proc" 2>/dev/null || true' EXIT
cp /etc/resolv.conf "$rootfs/etc/resolv.conf"
# shellcheck disable=SC2086 # the package list is several words
chroot "$rootfs" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $packages >/dev/null"

scratch=${STATIC_BUILD:-/tmp/ca-render-static-build}
read -r -a flags <<< "$(grep -v '^#' "$root/deploy/release-flags" | xargs)"
(cd "$root" && "${SWIFT:-swift}" build -c release --product ca-render "${flags[@]}" --scratch-path "$scratch" >/dev/null)
install -D "$scratch/release/ca-render" "$rootfs/usr/local/bin/ca-render"
install "$root/deploy/render-part.sh" "$root/deploy/join-parts.sh" "$rootfs/usr/local/bin/"
rm -rf "$rootfs/work" && mkdir -p "$rootfs/work" && cp "$scene" "$rootfs/work/scene.${scene##*.}"
chroot "$rootfs" sh -c "cd /work && for i in 0 1 2; do JOB_COMPLETION_INDEX=\$i JOB_COMPLETIONS=3 SCENE=/work/scene.${scene##*.} \
    WORK=/work RENDER_OPTIONS='--jobs 2' render-part.sh; done && WORK=/work OUTPUT=movie.mp4 join-parts.sh"
"$(cd "$root" && "${SWIFT:-swift}" build -c release --show-bin-path "${flags[@]}" --scratch-path "$scratch")/ca-render" \
    render "$scene" -o "$rootfs/work/host.mp4" --quiet
if cmp -s "$rootfs/work/movie.mp4" "$rootfs/work/host.mp4"; then
    echo "identical: 3 parts rendered and joined in the runtime image's root, and the host's single render"
else
    echo "DIFFERENT: $rootfs/work/movie.mp4 and $rootfs/work/host.mp4"
    exit 1
fi
