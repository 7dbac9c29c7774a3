// What every frame benchmark shares: the frame size, the media time of a frame, a clock fixed at one
// time, a bitmap context in Cairo's native pixel layout, renderers that draw one frame or two at
// once (as `ca-render --jobs 2` does), and the process's CPU time.
import Dispatch
import Foundation
import OpenQuartzCoreRendering

/// A clock that reads one time: the media time of the frame being drawn.
public struct FixedClock: MediaClock {
    public let currentTime: CFTimeInterval
    public init(currentTime: CFTimeInterval) { self.currentTime = currentTime }
}

/// The output of every full-frame benchmark: 1920x1080 at 60 frames per second of media time.
public enum Frames {
    public static let width = 1920, height = 1080
    public static let framesPerSecond = 60.0
    /// Frames in one cycle of the scenes' animations; frame indices wrap around it.
    public static let cycle = 120

    /// The media time of frame `index`.
    public static func time(ofFrame index: Int) -> CFTimeInterval {
        Double(index % cycle) / framesPerSecond
    }

    /// A premultiplied-first little-endian (BGRA in memory, Cairo's ARGB32) sRGB bitmap context.
    public static func bitmapContext(width: Int = width, height: Int = height) -> CGContext {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        return CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                         space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: info)!
    }

    /// A renderer of `root` into a new full-size bitmap context.
    public static func renderer(of root: CALayer) -> CARenderer {
        let renderer = CARenderer(cgContext: bitmapContext(), options: nil)
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
        return renderer
    }

    /// The CPU time the whole process (every thread) has used so far, in nanoseconds
    /// (`CLOCK_PROCESS_CPUTIME_ID`): the frame benchmarks' steadier figure on a shared machine, where
    /// wall-clock time counts the other programs' turns too.
    public static func processCPUTime() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// Draws frame `index` with `renderer` on the calling thread. Every frame is marked as needing
    /// drawing in full (`addUpdate`): a renderer draws only what changed since its last frame, and
    /// these benchmarks measure drawing, also of scenes that do not move.
    public static func draw(_ renderer: CARenderer, frame index: Int) {
        renderer.beginFrame(atTime: time(ofFrame: index), timeStamp: nil)
        renderer.addUpdate(renderer.bounds)
        renderer.render()
        renderer.endFrame()
    }

    /// Draws frames `first`, `first + 1`... with one renderer each, at once on as many threads: the
    /// frames begin (take the committed tree) on the calling thread, then render concurrently.
    public static func draw(_ renderers: [CARenderer], firstFrame first: Int) {
        for (offset, renderer) in renderers.enumerated() {
            renderer.beginFrame(atTime: time(ofFrame: first + offset), timeStamp: nil)
            renderer.addUpdate(renderer.bounds)
        }
        let shared = SharedRenderers(renderers)
        DispatchQueue.concurrentPerform(iterations: renderers.count) { index in
            shared.value[index].render()
            shared.value[index].endFrame()
        }
    }
}

/// Renderers handed to the drawing threads, each used by one thread only (CARenderer's rule: several
/// renderers of one committed tree may render at once on different threads).
struct SharedRenderers: @unchecked Sendable {
    let value: [CARenderer]
    init(_ value: [CARenderer]) { self.value = value }
}

/// A fixed pseudo-random sequence (xorshift64), so every run draws the same scene.
public struct SceneRandom {
    var state: UInt64
    public init(seed: UInt64) { state = seed }

    /// The next value in [0, 1).
    public mutating func next() -> Double {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }
}
