#!/usr/bin/env python3
"""Skia's path ops (skia-python from PyPI: `pip install skia-python`) on the pairs `Probe setops` times:
two overlapping circles, two overlapping 250-pointed stars, a rounded rectangle and a circle; the mean
time per call of union, intersection and difference over N rounds, as `Probe setops N` prints it.
Usage: skia_pathops.py [N]"""
import math
import sys
import time

import skia

rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 50


def star(points, outer, inner, cx, cy, turn):
    path = skia.Path()
    for k in range(2 * points):
        r = outer if k % 2 == 0 else inner
        a = k * math.pi / points + turn
        x, y = cx + r * math.cos(a), cy + r * math.sin(a)
        path.moveTo(x, y) if k == 0 else path.lineTo(x, y)
    path.close()
    return path


def oval(x, y, w, h):
    path = skia.Path()
    path.addOval(skia.Rect.MakeXYWH(x, y, w, h))
    return path


def rounded(x, y, w, h, r):
    path = skia.Path()
    path.addRoundRect(skia.Rect.MakeXYWH(x, y, w, h), r, r)
    return path


pairs = [
    ("two circles", oval(0, 0, 100, 100), oval(60, 10, 100, 100)),
    ("stars of 250 points", star(250, 100, 80, 0, 0, 0), star(250, 100, 80, 30, 10, 0.01)),
    ("rounded rect and circle", rounded(0, 0, 200, 120, 20), oval(120, 40, 160, 160)),
]
ops = [("union", skia.PathOp.kUnion_PathOp), ("intersection", skia.PathOp.kIntersect_PathOp),
       ("subtracting", skia.PathOp.kDifference_PathOp)]
for name, a, b in pairs:
    for label, op in ops:
        start = time.perf_counter()
        for _ in range(rounds):
            result = skia.Op(a, b, op)
        ms = (time.perf_counter() - start) * 1000 / rounds
        print(f"skia {name} {label} {ms:.3f} ms verbs {result.countVerbs()}")
