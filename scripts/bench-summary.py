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
import bench_frames as frames  # noqa: E402
import bench_parsers as parse  # noqa: E402

CURVES = ["ease(.25,.1,.25,1)", "easeInEaseOut(.42,0,.58,1)", "easeIn(.42,0,1,1)", "steep(.9,0,.1,1)",
          "backish(.68,-.55,.27,1.55)"]
SIZES = [(1000, 1002), (10000, 10002), (100000, 100002)]  # (C loop's count, ours: 3 per layer)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else ".benchmarks"
    ours = parse.ours(out)
    easing, mixed = parse.easing(out), parse.cairo_mixed(out)
    export, ffmpeg = parse.exports(out, "ours-export.txt"), parse.exports(out, "peer-ffmpeg.txt")
    entries = []

    def add(name, mine, peer, unit, min_ratio=None, note=None, higher_is_better=False, max_value=None):
        ratio = None
        if mine is not None and peer is not None and mine > 0 and peer > 0:
            ratio = mine / peer if higher_is_better else peer / mine
        entry = {"name": name, "ours": rounded(mine), "peer": rounded(peer), "unit": unit,
                 "ratio": rounded(ratio), "target": None if min_ratio is None else f"ratio >= {min_ratio:.3g}",
                 "met": None if ratio is None or min_ratio is None else ratio >= min_ratio}
        if max_value is not None:
            # A target on our figure itself (allocations per frame), not on a ratio.
            entry["target"] = f"{unit} <= {max_value:g}"
            entry["met"] = None if mine is None else mine <= max_value
        if note or (peer is None and max_value is None):
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

    # Frames, 1920x1080, at each kernel level (bench_frames.py).
    frames.frame_entries(add, out, parse)
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

    # Allocations per frame (or per iteration), our side only: mallocs, medians; the target is
    # 0 in the steady state, except where a layer object per call is the API's design (presentation()).
    allocations = [
        (tree.format(1002), "evaluation, 1002 mixed animations (layer tree)", 0),
        (tree.format(100002), "evaluation, 100002 mixed animations (layer tree)", 0),
        (public.format(1002), "evaluation, 1002 mixed animations (presentation(): a CALayer per layer)", None),
        ("Timing evaluation plus a point value, batch of 10000 animations", "timing loop, 10k basic animations", 0),
        ("Presentation of 1000 animated layers as the layer tree, per frame", "presentation tree, 1000 layers (layer tree)", 0),
        ("Presentation of 1000 animated layers, per frame", "presentation tree, 1000 layers (presentation())", None),
    ]
    for bench, label, limit in allocations:
        add(f"allocations: {label}", ours.get(bench, {}).get("mallocs"), None, "allocs", None,
            "mallocs per iteration, median", max_value=limit)
    # FrameBenchmarks runs once per kernel level: its reference-scene evaluation (presentation() of
    # every layer, no drawing) is reported from the best level's run, its frames at every level.
    evaluation = "Reference scene 1000 layers: evaluation (presentation of every layer)"
    add("allocations: reference scene evaluation (presentation())",
        parse.ours(os.path.join(out, "frames-best")).get(evaluation, {}).get("mallocs"), None, "allocs", None,
        "mallocs per frame, median; a CALayer per layer by design")
    frame_allocations = [
        (frames.REF1, "reference scene frame (compositing)", 0),
        (frames.SPRITES, "sprites frame", 0),
        (frames.GRADIENT, "gradient frame", 0),
        (frames.PIXELS[2][1], "alpha blend draw(image)", 0),
        (frames.BEZIER1, "bezier scene frame", 0),
    ]
    for bench, label, limit in frame_allocations:
        for level in frames.LEVELS:
            count = parse.ours(os.path.join(out, f"frames-{level}")).get(bench, {}).get("mallocs")
            add(f"allocations: {label} [{level}]", count, None, "allocs", None, "mallocs per frame, median",
                max_value=limit)
    cli = parse.cli_allocations(out)
    for scene, label in (("bouncing-ball.yaml", "Examples/bouncing-ball.yaml"), ("bezier-carender.json", "the Bezier scene")):
        add(f"allocations: ca-render render frame loop, {label}", cli.get(scene), None, "allocs", None,
            "mallocs per frame of the whole CLI loop in the steady state (evaluation, drawing, the PNG sink), "
            "--jobs 1, counted by LD_PRELOAD (scripts/bench-cli-allocations.sh)" if scene in cli else "not measured in this run",
            max_value=0)

    sharded = parse.shards(out)
    # Two shards at once against one process: the target is a time of at most 0.6 of one's.
    add("sharding: 2 local shards against 1 process (wall time ratio), the Bezier scene (or the ship scene) at 1920x1080, PNG, --jobs 1 each",
        sharded.get("ratio"), None, "ratio", None,
        (f"one process {sharded['one']} s, two shards {sharded['two']} s, {sharded['frames']} frames, "
         f"{sharded['fps_per_core']} frames per second per core") if sharded else "not measured in this run",
        max_value=0.6)

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
