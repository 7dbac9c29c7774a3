// Full-frame pixel work through CGContext, beside membw's memory floor (memset, memcpy, and a plain C
// premultiplied source-over blend of a 1080p frame, cache-warm):
// - clear: `clear(_:)` of the whole 1920x1080 context after one pixel is filled (memset's work);
// - opaque blit: `draw(_:in:)` of an opaque 1920x1080 image, pixel-aligned (memcpy's work);
// - alpha blend: `draw(_:in:)` of a 1920x1080 image with per-pixel alpha, source-over (the C blend).
import Benchmark
import BenchScenes
import OpenQuartzCoreRendering

let pixelBenchmarks: @Sendable () -> Void = {
    let context = Frames.bitmapContext()
    let frame = CGRect(x: 0, y: 0, width: Double(Frames.width), height: Double(Frames.height))
    let opaque = ReferenceScene.noiseFrame(opaque: true)
    let translucent = ReferenceScene.noiseFrame(opaque: false)
    let configuration = withCPUTime(Benchmark.Configuration(maxDuration: .seconds(5), maxIterations: 500))

    let pixel = CGRect(x: 0, y: 0, width: 1, height: 1)
    Benchmark("Full-frame clear via CGContext", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            // One pixel drawn first, as cairobench does: Cairo skips clearing a surface it knows is clear.
            recordingCPUTime(benchmark) {
                context.fill(pixel)
                context.clear(frame)
            }
        }
        blackHole(context.data)
    }

    Benchmark("Full-frame opaque blit via CGContext draw(image)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            recordingCPUTime(benchmark) { context.draw(opaque, in: frame) }
        }
        blackHole(context.data)
    }

    Benchmark("Full-frame alpha blend via CGContext draw(image)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            recordingCPUTime(benchmark) { context.draw(translucent, in: frame) }
        }
        blackHole(context.data)
    }
}
