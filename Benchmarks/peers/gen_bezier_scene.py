#!/usr/bin/env python3
"""gen_bezier_scene: writes the Bezier reference scene's description, the one file that every program
drawing the scene reads (Benchmarks/Scenes/BezierScene.swift, peers/cairo_bezier.c,
peers/gen_bezier_lottie.py, peers/thorvg_bezier.py, peers/blend2d_bezier.cpp), so that none of them
draws random numbers of its own.

    python3 gen_bezier_scene.py [OUT] [--shapes N]     (OUT: a file; standard output without one)

The scene: a white 1920x1080 frame with N (default 1,000) closed blobs of 4 to 6 cubic Bezier
segments, 60 to 150 px across, filled; every second one also stroked 3 px with round joins; every
third one filled with a linear or a radial gradient of 2 or 3 stops instead of a solid colour; half
of them translucent (alpha 0.5, applied to the fill, the stroke and every stop). Each moves along a
path of two straight legs (there in 1 s, back in 1 s) and turns at a constant speed. The draws come
from xorshift64 (seed 20261122), the generator Benchmarks/Scenes' SceneRandom also uses.

Format (text, numbers with at most 4 decimals; lines starting with # are comments):

    bezier-scene 1 WIDTH HEIGHT COUNT
    shape CX CY alpha A move DX1 DY1 DX2 DY2 rotate ANGLE SPEED box BX BY SIDE
          path N X0 Y0 [C1X C1Y C2X C2Y X Y]*N
          fill solid R G B | fill linear X0 Y0 X1 Y1 K [OFFSET R G B]*K | fill radial X Y RADIUS K [...]*K
          stroke none | stroke R G B                                   (one line per shape)

Coordinates after CX CY are relative to the shape's centre (CX, CY), y down. Colours are sRGB in
[0, 1], not premultiplied; A multiplies every colour's alpha (fill, stroke, stops). The path starts at
(X0, Y0) and each of its N cubic segments ends where the next begins; the last ends at (X0, Y0) and
the path is closed. The fill rule is non-zero. Gradients are in the same centre-relative space and
extend their end colours (pad): linear from (X0, Y0) at offset 0 to (X1, Y1) at offset 1; radial,
circular, centred at (X, Y) (offset 0) to RADIUS (offset 1). The stroke is 3 px wide with round
joins, drawn over the fill. BX BY SIDE is a square in the same space that holds every point of the
path (the bounds a layer-based program gives the shape; a square, so that gradients in a unit
square map to circles and perpendiculars).

Motion at time t seconds: u = t mod 2, folded back past 1 (u = 2 - u); the centre is at
(CX, CY) + DX1,DY1 * 2u for u <= 0.5, and at (CX, CY) + DX1,DY1 + (DX2 - DX1, DY2 - DY1) * (2u - 1)
after (straight legs, constant speed on each: the same as linear keyframes at 0, 0.5 s, 1 s, 1.5 s,
2 s). The shape is turned by ANGLE + SPEED * t radians about its centre (positive: clockwise on
screen). A point P of the path is drawn at centre(t) + rotation(t) * P.
"""
import math
import sys

WIDTH, HEIGHT, SEED = 1920, 1080, 20261122


class XorShift64:
    """xorshift64 (13, 7, 17), as SceneRandom in Benchmarks/Scenes/Frames.swift."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        """The next value in [0, 1)."""
        s = self.state
        s ^= (s << 13) & 0xFFFFFFFFFFFFFFFF
        s ^= s >> 7
        s ^= (s << 17) & 0xFFFFFFFFFFFFFFFF
        self.state = s
        return (s >> 11) / float(1 << 53)

    def between(self, low, high):
        return low + (high - low) * self.next()


def fmt(value):
    """A number as written in the file: at most 4 decimals, no trailing zeros, no negative zero."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def colour(random, low=0.0, high=1.0):
    return [random.between(low, high) for _ in range(3)]


def blob(random, size):
    """The anchors and control points of a closed blob of 4 to 6 cubic segments, about `size` across."""
    count = 4 + int(random.next() * 3)
    radius = size / 2
    start = random.next() * 2 * math.pi
    step = 2 * math.pi / count
    anchors = []
    for k in range(count):
        theta = start + k * step + (random.next() - 0.5) * 0.5 * step
        rho = radius * random.between(0.75, 1.0)
        tilt = (random.next() - 0.5) * 0.6
        handle = rho * 4 / 3 * math.tan(step / 4) * random.between(0.8, 1.3)
        point = (rho * math.cos(theta), rho * math.sin(theta))
        tangent = (-math.sin(theta + tilt), math.cos(theta + tilt))
        anchors.append((point, tangent, handle))
    segments = []
    for k in range(count):
        (p, t, h), (q, u, g) = anchors[k], anchors[(k + 1) % count]
        segments.append((p[0] + h * t[0], p[1] + h * t[1], q[0] - g * u[0], q[1] - g * u[1], q[0], q[1]))
    return anchors[0][0], segments


def stops(random):
    count = 2 + int(random.next() * 2)
    offsets = [0.0, 1.0] if count == 2 else [0.0, random.between(0.3, 0.7), 1.0]
    return [[offset] + colour(random) for offset in offsets]


def shape_line(index, random):
    cx, cy = random.between(100, WIDTH - 100), random.between(100, HEIGHT - 100)
    size = random.between(60, 150)
    start, segments = blob(random, size)
    legs = []
    for _ in range(2):
        direction, length = random.next() * 2 * math.pi, random.between(40, 100)
        legs.append((length * math.cos(direction), length * math.sin(direction)))
    angle = random.next() * 2 * math.pi
    speed = random.between(0.5, 2.0) * (1 if random.next() < 0.5 else -1)
    xs = [start[0]] + [v for s in segments for v in s[0::2]]
    ys = [start[1]] + [v for s in segments for v in s[1::2]]
    side = max(max(xs) - min(xs), max(ys) - min(ys)) + 8
    box = ((max(xs) + min(xs)) / 2 - side / 2, (max(ys) + min(ys)) / 2 - side / 2, side)
    alpha = 0.5 if index % 4 < 2 else 1.0
    words = ["shape", fmt(cx), fmt(cy), "alpha", fmt(alpha), "move"] + [fmt(v) for leg in legs for v in leg]
    words += ["rotate", fmt(angle), fmt(speed), "box"] + [fmt(v) for v in box]
    words += ["path", str(len(segments)), fmt(start[0]), fmt(start[1])] + [fmt(v) for s in segments for v in s]
    if index % 3 == 0:
        reach = size / 2
        if (index // 3) % 2 == 0:
            direction = random.next() * 2 * math.pi
            dx, dy = reach * math.cos(direction), reach * math.sin(direction)
            geometry = ["linear", fmt(-dx), fmt(-dy), fmt(dx), fmt(dy)]
        else:
            geometry = ["radial", fmt(random.between(-0.3, 0.3) * reach), fmt(random.between(-0.3, 0.3) * reach),
                        fmt(reach * random.between(0.8, 1.2))]
        colour_stops = stops(random)
        words += ["fill"] + geometry + [str(len(colour_stops))] + [fmt(v) for stop in colour_stops for v in stop]
    else:
        words += ["fill", "solid"] + [fmt(v) for v in colour(random)]
    words += ["stroke"] + ([fmt(v) for v in colour(random, 0.0, 0.5)] if index % 2 == 1 else ["none"])
    return " ".join(words)


def main(argv):
    count, out, args = 1000, None, list(argv)
    while args:
        word = args.pop(0)
        if word == "--shapes":
            count = int(args.pop(0))
        else:
            out = word
    random = XorShift64(SEED)
    lines = [f"bezier-scene 1 {WIDTH} {HEIGHT} {count}"] + [shape_line(i, random) for i in range(count)]
    text = "\n".join(lines) + "\n"
    if out is None:
        sys.stdout.write(text)
    else:
        with open(out, "w", encoding="ascii") as handle:
            handle.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
