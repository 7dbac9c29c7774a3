#!/bin/sh
# Joins the parts that render-part.sh wrote into $WORK/parts, once every task has finished: checks
# their manifests (same scene and settings, every frame exactly once) and writes $WORK/$OUTPUT
# (movie.mp4, movie.gif, frames/ ...), encoded in one pass as a single render would be.
#
# Environment: WORK (the shared folder), OUTPUT (the output's name in it, default movie.mp4),
# CA_RENDER (the tool, default ca-render on PATH).
set -eu
: "${WORK:?set WORK to the shared folder}"
exec "${CA_RENDER:-ca-render}" join "$WORK"/parts/*.manifest.json -o "$WORK/${OUTPUT:-movie.mp4}" --quiet
