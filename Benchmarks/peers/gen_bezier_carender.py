#!/usr/bin/env python3
"""gen_bezier_carender: writes the Bezier reference scene (gen_bezier_scene.py's description) as a
ca-render scene (docs/scene-format.md), with the same layers as Benchmarks/Scenes/BezierScene.swift:
a CAShapeLayer per solid shape, and per gradient shape a CALayer holding a CAGradientLayer masked by
a CAShapeLayer (plus a CAShapeLayer for the stroke), each shape's own layer animating its position
(keyframes along the two legs, 1 s, autoreversing) and transform.rotation.z (a whole turn at its
speed), forever. 1920x1080 at 60 fps for 2 s, on white. scripts/bench-cli-allocations.sh renders it
with `ca-render render` to count the CLI's allocations per frame.

    python3 gen_bezier_carender.py SCENE.txt OUT.json
"""
import json
import math
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bezier_scene  # noqa: E402


def svg_path(shape, dx, dy):
    """The closed path as SVG data, moved by (dx, dy) (the box's corner to (0, 0))."""
    words = [f"M {shape.start[0] + dx:.4f} {shape.start[1] + dy:.4f}"]
    for c1x, c1y, c2x, c2y, x, y in shape.segments:
        words.append(f"C {c1x + dx:.4f} {c1y + dy:.4f} {c2x + dx:.4f} {c2y + dy:.4f} {x + dx:.4f} {y + dy:.4f}")
    return " ".join(words) + " Z"


def stroke_layer(shape, path, side):
    layer = {"type": "CAShapeLayer", "frame": [0, 0, side, side], "path": path, "fillColor": None}
    layer.update({"strokeColor": shape.stroke + [shape.alpha], "lineWidth": 3, "lineJoin": "round"})
    return layer


def gradient_layer(shape, path, side):
    bx, by, _ = shape.box

    def unit(x, y):
        return [(x - bx) / side, (y - by) / side]

    if shape.fill_kind == "linear":
        kind, start, end = "axial", unit(*shape.fill[0:2]), unit(*shape.fill[2:4])
    else:
        x, y, radius = shape.fill
        kind, start, end = "radial", unit(x, y), unit(x + radius, y + radius)
    return {"type": "CAGradientLayer", "frame": [0, 0, side, side], "gradientType": kind,
            "colors": [stop[1:4] + [shape.alpha] for stop in shape.stops],
            "locations": [stop[0] for stop in shape.stops], "startPoint": start, "endPoint": end,
            "mask": {"type": "CAShapeLayer", "frame": [0, 0, side, side], "path": path, "fillColor": [0, 0, 0, 1]}}


def layer(shape):
    bx, by, side = shape.box
    path = svg_path(shape, -bx, -by)
    if shape.fill_kind == "solid":
        own = {"type": "CAShapeLayer"}
    else:
        own = {"type": "CALayer"}
    own.update({"bounds": [0, 0, side, side], "anchorPoint": [-bx / side, -by / side], "position": [shape.cx, shape.cy],
                "transform": [{"rotate": f"{shape.angle}rad"}]})
    if shape.fill_kind == "solid":
        own.update({"path": path, "fillColor": shape.fill + [shape.alpha]})
        if shape.stroke:
            own.update({"strokeColor": shape.stroke + [shape.alpha], "lineWidth": 3, "lineJoin": "round"})
    else:
        own["sublayers"] = [gradient_layer(shape, path, side)] + ([stroke_layer(shape, path, side)] if shape.stroke else [])
    legs = [[shape.cx, shape.cy], [shape.cx + shape.move[0], shape.cy + shape.move[1]],
            [shape.cx + shape.move[2], shape.cy + shape.move[3]]]
    turn = 2 * math.pi if shape.speed >= 0 else -2 * math.pi
    own["animations"] = {
        "move": {"class": "CAKeyframeAnimation", "keyPath": "position", "values": legs, "keyTimes": [0, 0.5, 1],
                 "duration": 1, "autoreverses": True, "repeatCount": "infinity"},
        "spin": {"class": "CABasicAnimation", "keyPath": "transform.rotation.z", "fromValue": shape.angle,
                 "toValue": shape.angle + turn, "duration": 2 * math.pi / abs(shape.speed), "repeatCount": "infinity"},
    }
    return own


def main(argv):
    if len(argv) != 2:
        print("usage: gen_bezier_carender.py SCENE.txt OUT.json", file=sys.stderr)
        return 1
    width, height, shapes = bezier_scene.load(argv[0])
    scene = {"size": f"{width}x{height}", "fps": 60, "duration": 2, "background": "white",
             "layers": [layer(shape) for shape in shapes]}
    with open(argv[1], "w", encoding="utf-8") as handle:
        json.dump(scene, handle, separators=(",", ":"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
