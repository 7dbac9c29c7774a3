#!/bin/sh
# One part of a render split over a scheduler's tasks: the part comes from the environment
# (`--shard auto`: JOB_COMPLETION_INDEX and JOB_COMPLETIONS of a Kubernetes indexed Job, or
# SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_MIN and SLURM_ARRAY_TASK_COUNT of a Slurm job array).
# Each part is a PNG sequence with its manifest beside it, in $WORK/parts; join-parts.sh joins them.
#
# Environment: SCENE (the scene file), WORK (a folder every task shares), CA_RENDER (the tool,
# default ca-render on PATH), RENDER_OPTIONS (more options for render, such as --size 1920x1080).
set -eu
: "${SCENE:?set SCENE to the scene file}" "${WORK:?set WORK to the shared folder}"
mkdir -p "$WORK/parts"
# shellcheck disable=SC2086 # RENDER_OPTIONS holds several words.
exec "${CA_RENDER:-ca-render}" render "$SCENE" -o "$WORK/parts/part-{shard}/" --format png --shard auto --quiet ${RENDER_OPTIONS:-}
