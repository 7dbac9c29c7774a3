#!/usr/bin/env bash
# Renders the figures of the seeds' guide (docs/seeds/) into docs/seeds/figures/: every figure of the
# four chapters, and a GIF of the listings the guide shows running, from the example scenes
# (Examples/), the built-in examples (builtin:NAME) and `ca-render curve`. The guide's pages name the
# command behind each file; this script is the list of them.
#
#   scripts/seed-figures.sh            # build ca-render (debug) and write the figures
#   scripts/seed-figures.sh --check    # render into a temporary directory and compare with the
#                                      # committed files; exits 1 if any differs or is missing
#   CA_RENDER=path/to/ca-render scripts/seed-figures.sh   # use that ca-render instead of building
#
# Renders are deterministic (the same scene gives the same bytes); the curve graphs hold text, drawn
# with the machine's fonts, so a machine with other fonts may differ there.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
if [ "${1:-}" = "--check" ]; then check=true; fi

if [ -z "${CA_RENDER:-}" ]; then
    swift build --product ca-render >&2
    CA_RENDER="$(swift build --show-bin-path)/ca-render"
fi

committed=docs/seeds/figures
if $check; then
    out="$(mktemp -d)"
    trap 'rm -rf "$out"' EXIT
else
    out=$committed
    mkdir -p "$out"
fi

# curve NAME SIZE CURVE [--labels]: a timing or easing function's graph as NAME.png.
curve() {
    local name=$1 size=$2
    shift 2
    "$CA_RENDER" curve "$@" --size "$size" -o "$out/$name.png"
}

# gif NAME SCENE [render options]: a scene or built-in example as NAME.gif, at 20 frames per second
# unless the options give --fps (the scenes' 30 would make the files half as large again, for little
# the eye can see).
gif() {
    local name=$1 scene=$2
    shift 2
    local rate=(--fps 20)
    for option in "$@"; do [ "$option" = --fps ] && rate=(); done
    "$CA_RENDER" render "$scene" -o "$out/$name.gif" --quiet "${rate[@]}" "$@"
}

# Easing (001 in English, 000 in Korean with Swift listings): docs/seeds/easing.md.
curve 10.1-linear 200x200 linear
curve 10.2-cubic-bezier 300x300 0.2,0.8,0.8,0.2 --labels
curve 10.3-easeIn 200x200 easeIn
curve 10.3-easeOut 200x200 easeOut
curve 10.3-easeInEaseOut 200x200 easeInEaseOut
curve 10.3-default 200x200 default
curve 10.4-clock-tick 200x200 1,0,0.75,1
curve 10.5-bounce 200x200 penner:bounceEaseOut
gif 10.6-bouncing-ball Examples/bouncing-ball.yaml
gif listing-10.1-easing-curves Examples/easing-curves.yaml
gif listing-10.1-easing-tap Examples/easing-tap.yaml
gif listing-10.3-easing-colors-easein Examples/easing-colors-easein.yaml
gif listing-10.5-clock-tick Examples/clock-tick.yaml --duration 4.5
gif listing-10.8-bounce-easing Examples/bounce-easing.yaml

# Explicit Animations (003, Korean): docs/seeds/explicit-animations.md and explicit-transitions.md.
gif listing-8.1-color-snap-back Examples/color-snap-back.yaml
gif listing-8.2-color-from-value Examples/color-from-value.yaml
gif 8.1-ship-path Examples/ship-path-no-rotation.yaml
gif 8.2-ship-path-rotate-auto Examples/ship-path.yaml
gif listing-8.8-rotation-transform Examples/rotation-transform.yaml
gif listing-8.9-rotation-virtual Examples/rotation-virtual.yaml
gif 8.3-animation-group Examples/animation-group.yaml
gif 8.4-transition-fade Examples/transition-fade.yaml
gif listing-8.11-transition-push Examples/transition-push.yaml
gif listing-8.12-transition-layer-tree Examples/transition-layer-tree.json
gif 8.5-transition-snapshot Examples/transition-snapshot.yaml
gif 8.6-cancel-animation Examples/cancel-animation.yaml

# Timer-Based Animation (002, Korean): docs/seeds/timer-based-animation.md.
# (A built-in example's display refreshes at 60 Hz whatever the render's rate: the GIF samples it.)
gif listing-11.1-timer-ball builtin:timer-ball-timer
gif physics-crates builtin:physics-crates
# At the display's 60 Hz: the late Timer's still frame and double step are single frames.
gif timer-vs-displaylink builtin:timer-vs-displaylink --fps 60 --scale 0.75

# Timing, Timespaces, and CAAnimation (004, Korean): docs/seeds/timing.md. Its Figure 1 is the
# Easing chapter's 10.1 and 10.3 graphs.
curve timing-listing-1 240x240 0.25,0.1,0.25,1 --labels
gif timing-speed Examples/timing-speed.yaml
gif timing-timeoffset Examples/timing-timeoffset.yaml
gif timing-repeat Examples/timing-repeat.json
gif timing-fillmode Examples/timing-fillmode.yaml
gif layer-time-door Examples/door.yaml

if $check; then
    status=0
    for file in "$out"/*; do
        name=$(basename "$file")
        if ! cmp -s "$file" "$committed/$name"; then echo "differs: $committed/$name"; status=1; fi
    done
    for file in "$committed"/*; do
        [ -e "$out/$(basename "$file")" ] || { echo "not made by this script: $file"; status=1; }
    done
    [ $status = 0 ] && echo "docs/seeds/figures: every file matches"
    exit $status
fi
du -ch "$out"/* | tail -1
