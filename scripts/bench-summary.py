#!/usr/bin/env python3
"""Summarises one `make bench` run: reads the peers' output and our benchmarks' influx export from
OUT (default .benchmarks), writes OUT/summary.json, a list of
{"name", "ours", "peer", "unit", "ratio", "target", "met", "note"}, and prints it as a table.
ratio is peer / ours for times and counts (above 1: we are faster), ours / peer for PSNR (above 1:
our GIF is closer to the true-colour frames); null where either side is missing. "target" states the
issue's target as a minimum ratio, "met" whether this run meets it. Standard library only.
Usage: scripts/bench-summary.py [OUT]"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_parsers as parse  # noqa: E402

CURVES = ["ease(.25,.1,.25,1)", "easeInEaseOut(.42,0,.58,1)", "easeIn(.42,0,1,1)", "steep(.9,0,.1,1)",
          "backish(.68,-.55,.27,1.55)"]
SIZES = [(1000, 1002), (10000, 10002), (100000, 100002)]  # (C loop's count, ours: 3 per layer)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else ".benchmarks"
    ours = parse.ours(out)
    easing, membw, cairo = parse.easing(out), parse.membw(out), parse.cairobench(out)
    mixed, lottie = parse.cairo_mixed(out), parse.rlottie(out)
    export, ffmpeg = parse.exports(out, "ours-export.txt"), parse.exports(out, "peer-ffmpeg.txt")
    entries = []

    def add(name, mine, peer, unit, min_ratio=None, note=None, higher_is_better=False):
        ratio = None
        if mine is not None and peer is not None and mine > 0 and peer > 0:
            ratio = mine / peer if higher_is_better else peer / mine
        entry = {"name": name, "ours": rounded(mine), "peer": rounded(peer), "unit": unit,
                 "ratio": rounded(ratio), "target": None if min_ratio is None else f"ratio >= {min_ratio:.3g}",
                 "met": None if ratio is None or min_ratio is None else ratio >= min_ratio}
        if note or peer is None:
            entry["note"] = note or "no peer figure in this run"
        entries.append(entry)

    def wall(name, divisor=1.0, scale=1.0):
        value = ours.get(name, {}).get("wall_ns")
        return None if value is None else value / divisor * scale

    # Timing core.
    for curve in CURVES:
        solves = [easing["solves"].get((curve, variant, 1e-7)) for variant in ("webkit", "spline")]
        best = min((value for value in solves if value is not None), default=None)
        add(f"timing-function solve {curve}", wall(f"Timing-function solve {curve}, batch of 4096", 4096), best,
            "ns/solve", 1 / 1.5, "peer: the faster of easing.c's WebKit and Chromium solvers at eps 1e-7")
    # The targets apply to the layer tree's evaluation (CAMediaTiming plus values, as the renderer
    # evaluates it); presentation() adds a layer object per call and is reported beside it.
    tree = "Mixed evaluation (basic, keyframe, spring) of the layer tree, {} animations"
    public = "Mixed evaluation (basic, keyframe, spring) via presentation(), {} animations"
    for count, animations in SIZES:
        add(f"mixed evaluation {count} animations (layer tree)", wall(tree.format(animations), animations),
            easing["loops"].get(count), "ns/anim", 0.5, "peer: easing.c's C timing-and-value loop, same mix")
    add("mixed evaluation 10k animations (layer tree) vs 10,000 per ms", wall(tree.format(10002), 10002), 100.0,
        "ns/anim", 1.0, "peer: the target, 100 ns per animation")
    for count, animations in SIZES:
        add(f"mixed evaluation {count} animations (presentation())", wall(public.format(animations), animations),
            easing["loops"].get(count), "ns/anim", None,
            "context: the public API, one CALayer made per layer; peer: easing.c's C loop, same mix")
    for count, _ in SIZES:
        add(f"basic-only timing loop {count} animations (primitives)",
            wall(f"Timing evaluation plus a point value, batch of {count} animations", count),
            easing["loops"].get(count), "ns/anim", None,
            "ours: MediaTiming + CubicTimingCurve + interpolation, basic only; peer: the C mixed loop")
    add("presentation tree 1000 animated layers (presentation())",
        wall("Presentation of 1000 animated layers, per frame", scale=1e-3), 1000.0, "us/frame", 1.0,
        "ours: presentation() of every layer, a CALayer each; peer: the 1 ms target")
    add("presentation tree 1000 animated layers (layer tree)",
        wall("Presentation of 1000 animated layers as the layer tree, per frame", scale=1e-3), 1000.0, "us/frame", 1.0,
        "ours: the committed tree evaluated into states, as the renderer does; peer: the 1 ms target")

    # Frames, 1920x1080.
    scene = wall("Reference scene 1000 layers: full frame, 1 thread", scale=1e-6)
    scene2 = wall("Reference scene 1000 layers: 2 frames at once, 2 threads", 2, 1e-6)
    add("reference scene 1000 layers, 1 thread vs Cairo", scene, cairo.get("1000 rrects r16 affine a=.5"), "ms/frame", 5.0)
    add("reference scene 1000 layers, 1 thread vs rlottie CPU", scene, lottie.get("cpu"), "ms/frame", 2.0,
        None if lottie else "rlottie not run (librlottie-dev missing?)")
    add("reference scene 1000 layers, 1 thread vs 60 fps", scene, 1000 / 60, "ms/frame", 1.0, "peer: the target")
    add("reference scene 1000 layers, 2 threads vs 100 fps", scene2, 10.0, "ms/frame", 1.0,
        "ours: two frames at once on two threads, time / 2; peer: the target")
    add("reference scene 1000 layers, 2 threads vs Cairo", scene2, cairo.get("1000 rrects r16 affine a=.5"), "ms/frame", 5.0)
    add("reference scene 1000 layers, 2 threads vs rlottie CPU", scene2, lottie.get("cpu"), "ms/frame", 2.0,
        "the issue pairs 100 fps on two cores with 5x Cairo and 2x rlottie; the 1-thread lines above are the strict reading"
        if lottie else "rlottie not run (librlottie-dev missing?)")
    add("reference scene 1000 layers, one frame in 2 bands vs 100 fps",
        wall("Reference scene 1000 layers: full frame in 2 bands, 2 threads", scale=1e-6), 10.0, "ms/frame", None,
        "ours: CARenderer.rasterizationThreads = 2 (latency of one frame); peer: the target")
    add("1000 rotated bilinear sprites", wall("Sprites 1000 rotated 64x64 bilinear: full frame", scale=1e-6),
        cairo.get("1000 sprites affine bilinear opaque"), "ms/frame", 8.0,
        "peer: cairobench's 100x100 sprite, affine, bilinear, opaque")
    add("full-frame 3-stop linear gradient", wall("Gradient 3 stops 1920x1080 CAGradientLayer: full frame", scale=1e-6),
        cairo.get("linear gradient 3 stops (OVER)"), "ms/frame", 5.0, "ours: a whole CARenderer frame")
    pixels = [("clear", "Full-frame clear via CGContext", "memset", "clear (OPERATOR_CLEAR paint)"),
              ("opaque blit", "Full-frame opaque blit via CGContext draw(image)", "memcpy", "blit opaque image (SOURCE)"),
              ("alpha blend", "Full-frame alpha blend via CGContext draw(image)", "blend image-over", "blit alpha image (OVER)")]
    for label, bench, floor, cairo_name in pixels:
        add(f"full-frame {label} vs memory floor ({floor})", wall(bench, scale=1e-6), membw.get(floor), "ms/frame", 0.8)
        add(f"full-frame {label} vs Cairo", wall(bench, scale=1e-6), cairo.get(cairo_name), "ms/frame")
    add("mixed 200-layer scene (renderer's reference) vs cairo_mixed",
        wall("Reference scene 1920x1080, 200 layers: full frame", scale=1e-6),
        mixed.get("all layers, groups as the compositor"), "ms/frame", None, "peer: Benchmarks/peers/cairo_mixed.c")

    # Export, 120 frames.
    render = export.get("render", {}).get("ms")
    for fmt, min_ratio in (("mp4", 1 / 1.1), ("png", None), ("gif", None)):
        mine, peer = export.get(fmt, {}), ffmpeg.get(fmt, {}).get("ms")
        add(f"export {fmt} 120 frames end to end", mine.get("ms"),
            None if render is None or peer is None else render + peer, "ms", min_ratio,
            "peer: our render time + ffmpeg's encode time of the same frames")
    for fmt, min_ratio in (("png", 1.0), ("gif", 10.0)):
        add(f"export {fmt} 120 frames, encoding alone", export.get(fmt, {}).get("encode_ms"),
            ffmpeg.get(fmt, {}).get("ms"), "ms", min_ratio,
            "ours: the sink fed frames rendered beforehand, on every core; peer: ffmpeg's own encoder "
            "on cairobench's frames read from a file (PNG on one thread)")
    add("export png 120 frames, encoding alone vs ffmpeg on every core", export.get("png", {}).get("encode_ms"),
        ffmpeg.get("png-threads", {}).get("ms"), "ms", None,
        "context: ffmpeg's PNG encoder with frame threads (-threads 0)")
    add("export gif PSNR vs true-colour frames", export.get("gif", {}).get("psnr_db"),
        ffmpeg.get("gif", {}).get("psnr_db"), "dB", None, "ratio = ours / peer; peer: ffmpeg's GIF of cairobench's frames",
        higher_is_better=True)

    # Allocations per frame (or per iteration), our side only.
    allocations = [
        (tree.format(1002), "evaluation, 1002 mixed animations (layer tree)"),
        (tree.format(100002), "evaluation, 100002 mixed animations (layer tree)"),
        (public.format(1002), "evaluation, 1002 mixed animations (presentation(): a CALayer per layer)"),
        ("Timing evaluation plus a point value, batch of 10000 animations", "timing loop, 10k basic animations"),
        ("Presentation of 1000 animated layers as the layer tree, per frame", "presentation tree, 1000 layers (layer tree)"),
        ("Presentation of 1000 animated layers, per frame", "presentation tree, 1000 layers (presentation())"),
        ("Reference scene 1000 layers: evaluation (presentation of every layer)", "reference scene evaluation"),
        ("Reference scene 1000 layers: full frame, 1 thread", "reference scene frame (compositing)"),
        ("Sprites 1000 rotated 64x64 bilinear: full frame", "sprites frame"),
        ("Gradient 3 stops 1920x1080 CAGradientLayer: full frame", "gradient frame"),
        ("Full-frame alpha blend via CGContext draw(image)", "alpha blend draw(image)"),
    ]
    for bench, label in allocations:
        count = ours.get(bench, {}).get("mallocs")
        add(f"allocations: {label}", count, None, "allocs", None, "mallocs per frame (per iteration), median; target 0")

    for note in parse.notes(out):
        entries.append({"name": "note", "ours": None, "peer": None, "unit": None, "ratio": None, "note": note})
    with open(os.path.join(out, "summary.json"), "w", encoding="utf-8") as handle:
        json.dump(entries, handle, indent=2, ensure_ascii=False)
        handle.write("\n")
    print_table(entries)


def rounded(value):
    return None if value is None else float(f"{value:.4g}")


def print_table(entries):
    def text(value):
        return "-" if value is None else f"{value:g}"
    rows = [("benchmark", "ours", "peer", "unit", "ratio", "target")]
    for entry in entries:
        if entry["name"] == "note":
            continue
        met = "" if entry.get("met") is None else (" met" if entry["met"] else " MISSED")
        rows.append((entry["name"], text(entry["ours"]), text(entry["peer"]), entry["unit"], text(entry["ratio"]),
                     (entry.get("target") or "") + met))
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    for index, row in enumerate(rows):
        print("  ".join(cell.ljust(widths[column]) if column == 0 else cell.rjust(widths[column])
                        for column, cell in enumerate(row)).rstrip())
        if index == 0:
            print("  ".join("-" * width for width in widths))
    for entry in entries:
        if entry["name"] == "note":
            print("note:", entry["note"])
    print("ratio = peer / ours (ours / peer for dB): above 1, we are faster (better). One run, one machine.")


if __name__ == "__main__":
    main()
