// The Bezier reference scene (Scenes/BezierScene.swift: 1,000 moving, turning blobs of cubic
// Beziers, filled with colours or gradients, half stroked, half translucent) at 1920x1080, beside
// peers/cairo_bezier.c, rlottie on its Lottie file, ThorVG and Blend2D: one frame on one thread (its
// malloc count is the allocations-per-frame entry), and two frames at once on two threads (throughput:
// divide the time by two). One iteration is one frame (two for the two-thread benchmark), cycling
// through the 120 frames of the scene's 2 s motion.
import Benchmark
import BenchScenes
import OpenQuartzCoreRendering

/// Registers the Bezier scene's benchmarks (called from FrameBenchmarks' `benchmarks`).
let bezierBenchmarks: @Sendable () -> Void = {
    let scene = BezierScene.make()
    let one = Frames.renderer(of: scene.root)
    Benchmark("Bezier scene 1000 shapes: full frame, 1 thread", configuration: withCPUTime()) { benchmark in
        var frame = 0
        for _ in benchmark.scaledIterations {
            recordingCPUTime(benchmark) { Frames.draw(one, frame: frame) }
            frame += 1
        }
    }

    let pair = [Frames.renderer(of: scene.root), Frames.renderer(of: scene.root)]
    Benchmark("Bezier scene 1000 shapes: 2 frames at once, 2 threads", configuration: withCPUTime()) { benchmark in
        var frame = 0
        for _ in benchmark.scaledIterations {
            recordingCPUTime(benchmark, frames: 2) { Frames.draw(pair, firstFrame: frame) }
            frame += 2
        }
    }
}
