// Full frames at 1920x1080 drawn by CARenderer into a BGRA bitmap context, beside the peers that
// `make bench` runs in the same invocation (see Benchmarks/README.md for each pairing):
// - the reference scene (1,000 translucent rounded, rotated, scaled, moving layers) on one thread,
//   two frames at once on two threads (throughput: divide the time by two), and one frame split
//   into two bands of rows on two threads (CARenderer.rasterizationThreads), vs cairobench and
//   rlottie;
// - its evaluation alone (presentation() of the 1,000 layers), for the allocation count;
// - 1,000 rotated, scaled image sprites (64x64, bilinear) vs cairobench's affine bilinear sprites;
// - a full-frame 3-stop CAGradientLayer vs cairobench's linear gradient;
// - full-frame clear, opaque blit and alpha blend through CGContext vs membw (the memory floor);
// - the Bezier reference scene (BezierBenchmarks.swift).
// One iteration is one frame (two for the two-thread benchmark); frames cycle through 120 frames of
// media time at 60 fps. Frame benchmarks record the process's CPU time per frame beside the wall
// clock (CPUTime.swift). `make bench` runs this target once per kernel level (OQC_KERNELS=best, avx2,
// portable). Nothing here asserts a timing.
import Benchmark
import BenchScenes
import OpenQuartzCoreRendering

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(10),
        maxIterations: 240
    )

    let scene = ReferenceScene.make()
    let one = Frames.renderer(of: scene.root)
    Benchmark("Reference scene 1000 layers: full frame, 1 thread", configuration: withCPUTime()) { benchmark in
        var frame = 0
        for _ in benchmark.scaledIterations {
            recordingCPUTime(benchmark) { Frames.draw(one, frame: frame) }
            frame += 1
        }
    }

    let pair = [Frames.renderer(of: scene.root), Frames.renderer(of: scene.root)]
    Benchmark("Reference scene 1000 layers: 2 frames at once, 2 threads", configuration: withCPUTime()) { benchmark in
        var frame = 0
        for _ in benchmark.scaledIterations {
            recordingCPUTime(benchmark, frames: 2) { Frames.draw(pair, firstFrame: frame) }
            frame += 2
        }
    }

    let banded = Frames.renderer(of: scene.root)
    banded.rasterizationThreads = 2
    Benchmark("Reference scene 1000 layers: full frame in 2 bands, 2 threads", configuration: withCPUTime()) { benchmark in
        var frame = 0
        for _ in benchmark.scaledIterations {
            recordingCPUTime(benchmark) { Frames.draw(banded, frame: frame) }
            frame += 1
        }
    }

    Benchmark("Reference scene 1000 layers: evaluation (presentation of every layer)") { benchmark in
        var frame = 0
        for _ in benchmark.scaledIterations {
            MediaClockContext.withClock(FixedClock(currentTime: Frames.time(ofFrame: frame))) {
                var sum = 0.0
                for layer in scene.layers {
                    sum += Double(layer.presentation()?.position.x ?? 0)
                }
                blackHole(sum)
            }
            frame += 1
        }
    }

    let sprites = Frames.renderer(of: ReferenceScene.sprites().root)
    Benchmark("Sprites 1000 rotated 64x64 bilinear: full frame", configuration: withCPUTime()) { benchmark in
        var frame = 0
        for _ in benchmark.scaledIterations {
            recordingCPUTime(benchmark) { Frames.draw(sprites, frame: frame) }
            frame += 1
        }
    }

    let gradient = Frames.renderer(of: ReferenceScene.gradient().root)
    Benchmark("Gradient 3 stops 1920x1080 CAGradientLayer: full frame", configuration: withCPUTime()) { benchmark in
        var frame = 0
        for _ in benchmark.scaledIterations {
            recordingCPUTime(benchmark) { Frames.draw(gradient, frame: frame) }
            frame += 1
        }
    }

    pixelBenchmarks()
    bezierBenchmarks()
}
