#!/usr/bin/env python3
"""gen_bezier_lottie: writes the Bezier reference scene (gen_bezier_scene.py's description) as a
Lottie file for rlottie (../shared/peers/rlbench.cpp) and other Lottie players.

    python3 gen_bezier_lottie.py SCENE.txt OUT.json

1920x1080, 120 frames at 60 fps (the motion's 2 s cycle, frame f at f / 60 s), a white solid layer at
the bottom, one shape layer per shape (the first shape at the bottom: Lottie draws its first layer
on top, so the layers are written in reverse). Each layer's transform has its anchor at the shape's
centre, its position keyed at 0, 30, 60, 90 and 120 with linear easing (centre, first leg, second
leg, first leg, centre) and its rotation keyed at 0 and 120 (degrees, clockwise, linear); its
content is one group: the path (a closed shape with in and out tangents), the stroke when the
shape has one (3 px, round joins, listed before the fill so that it draws over it), the fill (a
solid colour, or a linear or radial gradient fill with the description's points and stops), the
shape's alpha as the fill's and the stroke's opacity. Standard library only.
"""
import json
import math
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bezier_scene  # noqa: E402

FPS, FRAMES = 60, 120


def static(value):
    return {"a": 0, "k": value}


def linear_keys(frames_values):
    keys = []
    for index, (frame, value) in enumerate(frames_values):
        key = {"t": frame, "s": value}
        if index + 1 < len(frames_values):
            key["i"] = {"x": [1], "y": [1]}
            key["o"] = {"x": [0], "y": [0]}
        keys.append(key)
    return {"a": 1, "k": keys}


def path(shape):
    """Lottie's closed path: vertices with in and out tangents relative to each vertex."""
    points = [shape.start] + [segment[4:6] for segment in shape.segments[:-1]]
    count = len(points)
    out_tangents, in_tangents = [None] * count, [None] * count
    for k, segment in enumerate(shape.segments):
        start, end = points[k], points[(k + 1) % count]
        out_tangents[k] = [segment[0] - start[0], segment[1] - start[1]]
        in_tangents[(k + 1) % count] = [segment[2] - end[0], segment[3] - end[1]]
    return {"ty": "sh", "nm": "path", "ks": static({"c": True, "v": [list(p) for p in points],
                                                     "i": in_tangents, "o": out_tangents})}


def fill(shape):
    opacity = static(shape.alpha * 100)
    if shape.fill_kind == "solid":
        return {"ty": "fl", "nm": "fill", "c": static(shape.fill + [1]), "o": opacity, "r": 1}
    if shape.fill_kind == "linear":
        start, end, kind = shape.fill[0:2], shape.fill[2:4], 1
    else:
        x, y, radius = shape.fill
        start, end, kind = [x, y], [x + radius, y], 2
    colours = [value for stop in shape.stops for value in stop]
    return {"ty": "gf", "nm": "gradient", "o": opacity, "r": 1, "t": kind, "s": static(start), "e": static(end),
            "h": static(0), "a": static(0), "g": {"p": len(shape.stops), "k": static(colours)}}


def stroke(shape):
    return {"ty": "st", "nm": "stroke", "c": static(shape.stroke + [1]), "o": static(shape.alpha * 100),
            "w": static(3), "lc": 2, "lj": 2, "ml": 4}


def layer(index, shape):
    centres = [shape.centre(frame / FPS) for frame in (0, 30, 60, 90, 120)]
    position = linear_keys([(frame, [x, y, 0]) for frame, (x, y) in zip((0, 30, 60, 90, 120), centres)])
    rotation = linear_keys([(frame, [math.degrees(shape.rotation(frame / FPS))]) for frame in (0, FRAMES)])
    items = [path(shape)] + ([stroke(shape)] if shape.stroke else []) + [fill(shape)]
    items.append({"ty": "tr", "p": static([0, 0]), "a": static([0, 0]), "s": static([100, 100]), "r": static(0),
                  "o": static(100)})
    return {"ddd": 0, "ind": index + 1, "ty": 4, "nm": f"shape{index}", "sr": 1, "ao": 0, "ip": 0, "op": FRAMES,
            "st": 0, "bm": 0,
            "ks": {"o": static(100), "a": static([0, 0, 0]), "s": static([100, 100, 100]), "r": rotation,
                   "p": position},
            "shapes": [{"ty": "gr", "nm": "blob", "it": items}]}


def main(argv):
    if len(argv) != 2:
        print("usage: gen_bezier_lottie.py SCENE.txt OUT.json", file=sys.stderr)
        return 1
    width, height, shapes = bezier_scene.load(argv[0])
    layers = [layer(index, shape) for index, shape in enumerate(shapes)][::-1]
    layers.append({"ddd": 0, "ind": len(shapes) + 1, "ty": 1, "nm": "background", "sr": 1, "ao": 0, "ip": 0,
                   "op": FRAMES, "st": 0, "bm": 0, "sc": "#ffffff", "sw": width, "sh": height,
                   "ks": {"o": static(100), "r": static(0), "p": static([0, 0, 0]), "a": static([0, 0, 0]),
                          "s": static([100, 100, 100])}})
    document = {"v": "5.5.2", "fr": FPS, "ip": 0, "op": FRAMES, "w": width, "h": height, "nm": "bezier scene",
                "ddd": 0, "assets": [], "layers": layers}
    with open(argv[1], "w", encoding="utf-8") as handle:
        json.dump(document, handle, separators=(",", ":"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
