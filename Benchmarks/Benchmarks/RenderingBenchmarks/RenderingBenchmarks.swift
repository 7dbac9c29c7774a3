// The renderer's reference scene (ReferenceScene.swift), drawn by CARenderer into a 1920x1080
// premultiplied BGRA bitmap context, frame by frame at 60 fps of media time for 120 frames:
// 200 layers on a white root, 40 of each kind (a 120x80 rounded rect with a 4 pt border, a 96x96
// layer showing a 64x64 image, a 100x100 CAShapeLayer filled and stroked, a 160x90 rounded
// CAGradientLayer with three colours, a 200x40 CATextLayer with a short string at 24 pt); every
// other layer animates position, transform.rotation.z and opacity (CABasicAnimation, repeating).
//
// One benchmark iteration is one frame; the frame index runs over the 120 frames and starts again.
// - "full frame": beginFrame/render/endFrame. Iterations per second (throughput) is frames per
//   second.
// - "evaluation": `presentation()` of the 200 layers at the frame's time, read through a clock
//   fixed at that time: the animation evaluation the renderer does, plus the presentation copy the
//   public API makes (so a little more than the renderer spends).
// - "rasterisation": per iteration the evaluation and then the full frame, each timed; the custom
//   metric (microseconds) is the frame's time less the evaluation's; nothing else is reported.
// - "1x1 frame": the same frame into a 1x1 context: evaluation, traversal, path building and text
//   layout, with nearly no pixels to fill.
// Nothing here asserts a timing; compare with Benchmarks/peers/cairo_mixed.c from the same run.
import Benchmark
import Foundation
import OpenQuartzCoreRendering

/// A premultiplied-first little-endian (Cairo's native ARGB32) sRGB bitmap context.
func bitmapContext(width: Int, height: Int) -> CGContext {
    let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    return CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                     space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: info)!
}

/// Draws frame `index` of the run with `renderer`, in full (`addUpdate`: a renderer draws only what
/// changed since its last frame, and these benchmarks measure drawing).
func renderFrame(_ renderer: CARenderer, index: Int) {
    renderer.beginFrame(atTime: ReferenceScene.time(ofFrame: index), timeStamp: nil)
    renderer.addUpdate(renderer.bounds)
    renderer.render()
    renderer.endFrame()
}

/// Builds the presentation of every layer at the time of frame `index`; returns a value read from
/// them, for `blackHole`.
func evaluate(_ layers: [CALayer], index: Int) -> Double {
    MediaClockContext.withClock(FrameClock(currentTime: ReferenceScene.time(ofFrame: index))) {
        var sum = 0.0
        for layer in layers {
            if let presented = layer.presentation() {
                sum += Double(presented.position.x) + Double(presented.opacity)
            }
        }
        return sum
    }
}

/// Nanoseconds that `body` takes.
func nanoseconds(_ body: () -> Void) -> Int {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Int(DispatchTime.now().uptimeNanoseconds - start)
}

let rasterisation = BenchmarkMetric.custom("Rasterisation (us)", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(60),
        maxIterations: ReferenceScene.frameCount
    )

    let scene = ReferenceScene.make()
    let context = bitmapContext(width: ReferenceScene.width, height: ReferenceScene.height)
    let renderer = CARenderer(cgContext: context, options: nil)
    renderer.layer = scene.root

    Benchmark("Reference scene 1920x1080, 200 layers: full frame") { benchmark in
        var frame = 0
        for _ in benchmark.scaledIterations {
            renderFrame(renderer, index: frame)
            frame += 1
        }
    }

    Benchmark("Reference scene, 200 layers: evaluation (presentation of every layer)") { benchmark in
        var frame = 0
        for _ in benchmark.scaledIterations {
            blackHole(evaluate(scene.layers, index: frame))
            frame += 1
        }
    }

    Benchmark("Reference scene 1920x1080: rasterisation (full frame minus evaluation)",
              configuration: .init(metrics: [rasterisation], units: [rasterisation: .count])) { benchmark in
        var frame = 0
        for _ in benchmark.scaledIterations {
            var sum = 0.0
            let evaluation = nanoseconds { sum = evaluate(scene.layers, index: frame) }
            let full = nanoseconds { renderFrame(renderer, index: frame) }
            blackHole(sum)
            benchmark.measurement(rasterisation, max(0, full - evaluation) / 1_000)
            frame += 1
        }
    }

    let tinyRenderer = CARenderer(cgContext: bitmapContext(width: 1, height: 1), options: nil)
    tinyRenderer.layer = scene.root
    tinyRenderer.bounds = CGRect(x: 0, y: 0, width: Double(ReferenceScene.width), height: Double(ReferenceScene.height))
    Benchmark("Reference scene, 200 layers: frame into a 1x1 context (no pixels)") { benchmark in
        var frame = 0
        for _ in benchmark.scaledIterations {
            renderFrame(tinyRenderer, index: frame)
            frame += 1
        }
    }
}
