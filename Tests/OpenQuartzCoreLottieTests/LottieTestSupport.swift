import Foundation
import Testing
@testable import OpenQuartzCoreLottie
import OpenQuartzCoreRendering

/// Shared helpers of the Lottie tests: reading corpus files and inline JSON, and drawing frames.
enum LottieTestSupport {
    /// `Tests/OpenQuartzCoreLottieTests/Corpus`, found through the source tree.
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// An animation from inline JSON.
    static func animation(_ json: String, file: String = "test.json") throws -> LottieAnimation {
        try LottieAnimation(data: Data(json.utf8), fileName: file)
    }

    /// The error reading `json` gives, or nil when it reads.
    static func readingError(_ json: String) -> LottieError? {
        do {
            _ = try LottieAnimation(data: Data(json.utf8), fileName: "test.json")
            return nil
        } catch {
            return error
        }
    }

    /// A minimal composition around `layers` (a JSON array's contents).
    static func composition(_ layers: String, assets: String = "", size: Int = 100, frames: Int = 60) -> String {
        """
        {"v":"5.7.0","fr":30,"ip":0,"op":\(frames),"w":\(size),"h":\(size),"assets":[\(assets)],"layers":[\(layers)]}
        """
    }

    /// Frame `frame` (counted from the in point) at `width` x `height`, the composition scaled to
    /// fit and centred, as premultiplied RGBA bytes.
    static func render(_ animation: LottieAnimation, frame: Double, width: Int, height: Int) -> [UInt8] {
        let clock = ManualMediaClock(time: 0)
        let root = MediaClockContext.withClock(clock) { animation.makeLayer() }
        // Commits what the thread's implicit transaction holds, as the end of a run-loop turn would.
        // Tests share the testing library's threads, which turn no run loop: a test that changed a
        // layer without committing leaves its thread an implicit transaction open, and the one
        // `makeLayer` opens inside it would wait for it (nothing committed, a blank frame).
        CATransaction.flush()
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let scale = min(Double(width) / animation.size.width, Double(height) / animation.size.height)
        context.translateBy(x: (Double(width) - animation.size.width * scale) / 2, y: (Double(height) - animation.size.height * scale) / 2)
        context.scaleBy(x: scale, y: scale)
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.layer = root
        renderer.bounds = root.bounds
        renderer.beginFrame(atTime: frame / animation.frameRate, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        let image = context.makeImage()!
        return image.withUnsafePixelBytes { Array($0) }
    }
}
