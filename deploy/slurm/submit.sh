#!/bin/bash
# Queues the array job of parts and the join that depends on it.
#   SCENE=/shared/scene.yaml WORK=/shared/render OUTPUT=movie.mp4 deploy/slurm/submit.sh
# SCENE, WORK and OUTPUT are passed on to the jobs (sbatch exports the environment by default);
# WORK must be on a file system every node mounts. PARTS (default: render.sbatch's --array, 8)
# sets how many array tasks render parts. Prints the two job ids on its last line.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${SCENE:?set SCENE to the scene file}" "${WORK:?set WORK to a shared folder}"
export DEPLOY="$here/.."
parts=$(sbatch --parsable ${PARTS:+--array=1-$PARTS} "$here/render.sbatch")
join=$(sbatch --parsable --dependency="afterok:${parts%%;*}" "$here/join.sbatch")
echo "queued parts $parts and join $join; the output will be $WORK/${OUTPUT:-movie.mp4}"
