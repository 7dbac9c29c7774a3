"""The frame entries of `make bench`'s summary (scripts/bench-summary.py): every full-frame figure of
FrameBenchmarks at each kernel level (OQC_KERNELS=best, avx2, portable; scripts/bench-ours.sh runs the
target once per level into OUT/frames-LEVEL/), labelled "[LEVEL]", beside its peers. The issue's
targets apply at the AVX2 level (what CI's processors have), so only the [avx2] entries carry them;
the [best] and [portable] ones are reported without. "portable vs avx2" entries compare the Swift
loops alone with the AVX2 kernels (ours: portable, peer: avx2; the target: within 2x, ratio >= 0.5).
A frame drawn on one thread is compared by the process's CPU time per frame (unit "ms/frame cpu",
FrameBenchmarks' custom metric; the peers' figures are CPU times too, but for cairobench's, which
reports wall-clock time only): on a machine shared with other programs the wall clock also counts
their turns. What uses two threads (two frames at once, two bands) is compared by wall-clock time
("ms/frame"), since what it measures is how soon frames are done. Standard library only."""
import os

LEVELS = ("best", "avx2", "portable")
TARGET_LEVEL = "avx2"

REF1 = "Reference scene 1000 layers: full frame, 1 thread"
REF2 = "Reference scene 1000 layers: 2 frames at once, 2 threads"
BANDS = "Reference scene 1000 layers: full frame in 2 bands, 2 threads"
SPRITES = "Sprites 1000 rotated 64x64 bilinear: full frame"
GRADIENT = "Gradient 3 stops 1920x1080 CAGradientLayer: full frame"
BEZIER1 = "Bezier scene 1000 shapes: full frame, 1 thread"
BEZIER2 = "Bezier scene 1000 shapes: 2 frames at once, 2 threads"
PIXELS = [("clear", "Full-frame clear via CGContext", "memset", "clear (OPERATOR_CLEAR paint)"),
          ("opaque blit", "Full-frame opaque blit via CGContext draw(image)", "memcpy", "blit opaque image (SOURCE)"),
          ("alpha blend", "Full-frame alpha blend via CGContext draw(image)", "blend image-over", "blit alpha image (OVER)")]
# The frames compared portable against avx2: by Probe (scripts/bench-levels.sh: one thread, the
# levels interleaved, each level's minimum CPU time over the rounds), and the two-thread throughputs by
# FrameBenchmarks' runs (wall clock); (label, Probe's scene or FrameBenchmarks' benchmark, whether the
# issue's target applies).
PORTABLE_PROBE = [("reference scene 1000 layers, 1 thread", "ref", True),
                  ("1000 rotated bilinear sprites", "sprites", True),
                  ("full-frame 3-stop linear gradient", "gradient", True),
                  ("bezier scene 1000 shapes, 1 thread", "bezier", True)]
PORTABLE_THREADS = [("reference scene 1000 layers, 2 threads", REF2, True),
                    ("bezier scene 1000 shapes, 2 threads", BEZIER2, True),
                    ("full-frame alpha blend", PIXELS[2][1], False)]

def frame_entries(add, out, parse):
    """Adds the frame entries through `add(name, ours, peer, unit, min_ratio, note)`."""
    cairo, lottie, membw = parse.cairobench(out), parse.rlottie(out), parse.membw(out)
    runs = {level: parse.ours(os.path.join(out, f"frames-{level}")) for level in LEVELS}

    def ms(level, name, frames=1, cpu=False):
        """Milliseconds per frame: CPU time (FrameBenchmarks records it per frame) or wall-clock time
        (per iteration of `frames` frames)."""
        figures = runs[level].get(name, {})
        if cpu:
            return None if figures.get("cpu_us") is None else figures["cpu_us"] * 1e-3
        return None if figures.get("wall_ns") is None else figures["wall_ns"] / frames * 1e-6

    def each(label, name, frames, peer, min_ratio, note=None):
        """One entry per level; a one-frame iteration (one thread) by CPU time, others by wall clock."""
        cpu = frames == 1 and name != BANDS
        for level in LEVELS:
            add(f"{label} [{level}]", ms(level, name, frames, cpu), peer, "ms/frame cpu" if cpu else "ms/frame",
                min_ratio if level == TARGET_LEVEL else None, note)

    no_lottie = None if lottie else "rlottie not run (librlottie-dev missing?)"
    rrects = cairo.get("1000 rrects r16 affine a=.5")
    wall_only = "peer: cairobench's wall-clock time (it reports no CPU time)"
    each("reference scene 1000 layers, 1 thread vs Cairo", REF1, 1, rrects, 5.0, wall_only)
    each("reference scene 1000 layers, 1 thread vs rlottie CPU", REF1, 1, lottie.get("cpu"), 2.0, no_lottie)
    each("reference scene 1000 layers, 1 thread vs 60 fps", REF1, 1, 1000 / 60, 1.0, "peer: the target")
    each("reference scene 1000 layers, 2 threads vs 100 fps", REF2, 2, 10.0, 1.0,
         "ours: two frames at once on two threads, time / 2; peer: the target")
    each("reference scene 1000 layers, 2 threads vs Cairo", REF2, 2, rrects, 5.0)
    each("reference scene 1000 layers, 2 threads vs rlottie CPU", REF2, 2, lottie.get("cpu"), 2.0,
         "the issue pairs 100 fps on two cores with 5x Cairo and 2x rlottie; the 1-thread lines above are the "
         "strict reading" if lottie else no_lottie)
    each("reference scene 1000 layers, one frame in 2 bands vs 100 fps", BANDS, 1, 10.0, None,
         "ours: CARenderer.rasterizationThreads = 2 (latency of one frame); peer: the target")
    each("1000 rotated bilinear sprites", SPRITES, 1, cairo.get("1000 sprites affine bilinear opaque"), 8.0,
         "peer: cairobench's 100x100 sprite, affine, bilinear, opaque, wall-clock time")
    each("full-frame 3-stop linear gradient", GRADIENT, 1, cairo.get("linear gradient 3 stops (OVER)"), 5.0,
         "ours: a whole CARenderer frame; peer: cairobench, wall-clock time")
    for label, name, floor, cairo_name in PIXELS:
        each(f"full-frame {label} vs memory floor ({floor})", name, 1, membw.get(floor), 0.8,
             "peer: membw's median, wall-clock time")
        each(f"full-frame {label} vs Cairo", name, 1, cairo.get(cairo_name), None, wall_only)
    bezier_entries(add, ms, each, out, parse)
    probes, rounds = parse.probe_levels(out)
    for label, scene, has_target in PORTABLE_PROBE:
        add(f"{label}: portable vs avx2", probes.get((scene, "portable")), probes.get((scene, "avx2")), "ms/frame cpu",
            0.5 if has_target else None,
            f"Probe {scene}, one thread, the levels interleaved, minimum of {rounds.get(scene, 0)} rounds; ours: "
            "OQC_KERNELS=portable (the Swift loops); peer: OQC_KERNELS=avx2")
    for label, name, has_target in PORTABLE_THREADS:
        frames = 2 if name in (REF2, BEZIER2) else 1
        cpu = frames == 1
        add(f"{label}: portable vs avx2", ms("portable", name, frames, cpu), ms("avx2", name, frames, cpu),
            "ms/frame cpu" if cpu else "ms/frame", 0.5 if has_target else None,
            "FrameBenchmarks' runs; ours: OQC_KERNELS=portable (the Swift loops); peer: OQC_KERNELS=avx2")

def bezier_entries(add, ms, each, out, parse):
    """The Bezier scene against its peers (their CPU time per frame, one thread), and our two threads
    against our one thread."""
    peers = [("Cairo", parse.bezier_peer(out, "peer-cairo-bezier.txt"), 3.0, "peer: peers/cairo_bezier.c, CPU time"),
             ("rlottie CPU", parse.rlottie(out, "peer-rlottie-bezier.txt"), 1.5,
              "peer: rlbench on the scene's Lottie file (gen_bezier_lottie.py), CPU time"),
             ("ThorVG", parse.bezier_peer(out, "peer-thorvg-bezier.txt"), 1.0,
              "peer: peers/thorvg_bezier.py, ThorVG's update + draw + sync, CPU time (its Python loop apart)"),
             ("Blend2D", parse.bezier_peer(out, "peer-blend2d-bezier.txt"), None,
              "peer: peers/blend2d_bezier.cpp (optional: built where Blend2D is found), CPU time")]
    for name, figures, min_ratio, note in peers:
        each(f"bezier scene 1000 shapes, 1 thread vs {name}", BEZIER1, 1, figures.get("cpu"), min_ratio,
             note if figures else f"{name} not run (see the notes)")
    for level in LEVELS:
        add(f"bezier scene 1000 shapes, 2 threads vs 1 thread [{level}]", ms(level, BEZIER2, 2), ms(level, BEZIER1),
            "ms/frame", 1.8 if level == TARGET_LEVEL else None,
            "ours: two frames at once on two threads, time / 2; peer: ours on one thread")
