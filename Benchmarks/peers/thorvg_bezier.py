#!/usr/bin/env python3
"""thorvg_bezier: the Bezier reference scene (gen_bezier_scene.py's description) drawn with ThorVG's
scene graph (thorvg-python's bundled libthorvg, software canvas, no worker threads), timed per frame.

    python3 thorvg_bezier.py SCENE.txt [PASSES]          -> median ms/frame over passes of 120 frames
    python3 thorvg_bezier.py SCENE.txt --png OUT.png F    -> writes frame F (time F / 60 s) as a PNG

Needs `pip install thorvg-python numpy` (see Benchmarks/README.md). The scene is built once: a white
full-frame rectangle, then one Shape per shape, in order, with the path appended (move, cubics,
close), its fill (a colour, or a linear or radial gradient in the shape's own space), and when it has
one a 3 px stroke with round joins (ThorVG draws the stroke over the fill). Each frame sets every
shape's transform (translate to the moving centre, rotate), then update + draw + sync. The figure
reported is that engine work ("engine"); setting the 1,000 matrices from Python (ctypes calls, not
ThorVG's work) is timed apart and printed beside it ("python"). Colours are bytes: alpha 0.5 is 128.
"""
import ctypes
import math
import os
import struct
import sys
import time
import zlib

import numpy as np
import thorvg_python as tvg

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bezier_scene  # noqa: E402


def byte(value):
    return max(0, min(255, int(round(value * 255))))


def build(engine, canvas, width, height, shapes):
    background = tvg.Shape(engine)
    background.append_rect(0, 0, width, height, 0, 0, True)
    background.set_fill_color(255, 255, 255, 255)
    canvas.add(background)
    paints = []
    for shape in shapes:
        paint = tvg.Shape(engine)
        commands = [tvg.PathCommand.MOVE_TO] + [tvg.PathCommand.CUBIC_TO] * len(shape.segments) + [tvg.PathCommand.CLOSE]
        points = [tvg.PointStruct(*shape.start)]
        for segment in shape.segments:
            points += [tvg.PointStruct(segment[0], segment[1]), tvg.PointStruct(segment[2], segment[3]),
                       tvg.PointStruct(segment[4], segment[5])]
        paint.append_path(commands, points)
        alpha = byte(shape.alpha)
        if shape.fill_kind == "solid":
            paint.set_fill_color(*[byte(c) for c in shape.fill], alpha)
        else:
            if shape.fill_kind == "linear":
                gradient = tvg.LinearGradient(engine)
                gradient.set(*shape.fill)
            else:
                x, y, radius = shape.fill
                gradient = tvg.RadialGradient(engine)
                gradient.set(x, y, radius, x, y, 0)
            gradient.set_color_stops([tvg.ColorStop(o, byte(r), byte(g), byte(b), alpha) for o, r, g, b in shape.stops])
            gradient.set_spread(tvg.StrokeFill.PAD)
            paint.set_gradient(gradient)
        if shape.stroke:
            paint.set_stroke_width(3)
            paint.set_stroke_color(*[byte(c) for c in shape.stroke], alpha)
            paint.set_stroke_join(tvg.StrokeJoin.ROUND)
        canvas.add(paint)
        paints.append(paint)
    return paints


def main(argv):
    if not argv:
        print(__doc__, file=sys.stderr)
        return 1
    width, height, shapes = bezier_scene.load(argv[0])
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(width, height, width, tvg.Colorspace.ABGR8888)
    paints = build(engine, canvas, width, height, shapes)
    # tvg_paint_set_transform called directly, its argument types declared once (the binding
    # declares them again on every call, which would cost more than the call).
    set_transform = engine.thorvg_lib.tvg_paint_set_transform
    set_transform.argtypes = [ctypes.c_void_p, ctypes.POINTER(tvg.Matrix)]
    handles = [ctypes.cast(paint._paint, ctypes.c_void_p) for paint in paints]
    matrix = tvg.Matrix()
    matrix.e33 = 1

    def place(frame):
        t = (frame % 120) / 60.0
        for shape, handle in zip(shapes, handles):
            x, y = shape.centre(t)
            angle = shape.rotation(t)
            c, s = math.cos(angle), math.sin(angle)
            matrix.e11, matrix.e12, matrix.e13 = c, -s, x
            matrix.e21, matrix.e22, matrix.e23 = s, c, y
            set_transform(handle, ctypes.byref(matrix))

    def render():
        canvas.update()
        canvas.draw(True)
        canvas.sync()

    if len(argv) > 1 and argv[1] == "--png":
        place(int(argv[3]) if len(argv) > 3 else 0)
        render()
        write_png(argv[2], straight(canvas.buffer_arr, width, height), width, height)
        return 0
    passes = max(1, int(argv[1])) if len(argv) > 1 else 3
    for frame in range(10):
        place(frame)
        render()
    engine_wall, engine_cpu, python_cpu = [], [], []
    for _ in range(passes):
        wall = cpu = setup = 0.0
        for frame in range(120):
            c0 = time.process_time()
            place(frame)
            w1, c1 = time.perf_counter(), time.process_time()
            render()
            wall += time.perf_counter() - w1
            cpu += time.process_time() - c1
            setup += c1 - c0
        engine_wall.append(wall / 120 * 1e3)
        engine_cpu.append(cpu / 120 * 1e3)
        python_cpu.append(setup / 120 * 1e3)
    median = lambda values: sorted(values)[len(values) // 2]  # noqa: E731
    _, major, minor, micro, version = engine.version()
    print(f"thorvg {version} bezier scene {len(shapes)} shapes: engine median {median(engine_wall):.3f} ms/frame wall, "
          f"{median(engine_cpu):.3f} ms/frame cpu; python {median(python_cpu):.3f} ms/frame cpu "
          f"({passes} passes of 120 frames)")
    return 0


def straight(buffer, width, height):
    """ThorVG's premultiplied R,G,B,A bytes as straight RGBA (rounded as thorvg_frames.py does)."""
    pixels = np.frombuffer(buffer, dtype=np.uint8).reshape(height * width, 4).astype(np.uint32)
    alpha = pixels[:, 3:4]
    rgb = np.minimum(255, (pixels[:, :3] * 255 + alpha // 2) // np.maximum(alpha, 1))
    rgb[alpha[:, 0] == 0] = 0
    out = np.empty((height * width, 4), dtype=np.uint8)
    out[:, :3], out[:, 3] = rgb, alpha[:, 0]
    return out


def write_png(path, rgba, width, height):
    rows = np.zeros((height, width * 4 + 1), dtype=np.uint8)
    rows[:, 1:] = rgba.reshape(height, width * 4)

    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(rows.tobytes(), 1)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
