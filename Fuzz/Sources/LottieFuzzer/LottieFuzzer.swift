import Foundation
import OpenQuartzCoreLottie
import OpenQuartzCoreRendering

/// libFuzzer's entry point: reads `data` as a Lottie file (JSON, or a `.lottie` archive) and, when it
/// reads, builds its layer tree and renders one frame, at the middle of its range, into a bitmap of
/// at most 64 × 64 pixels (the composition scaled to fit: the fuzzer looks for crashes and hangs,
/// not pixels). Any input may be refused with a `LottieError`; none may crash, trap or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func lottieFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(UnsafeBufferPointer(start: bytes, count: count))
    if let animation = try? LottieAnimation(data: data, fileName: "fuzz.json") {
        renderMiddleFrame(of: animation)
    }
    // Committed animations are let go on the run loop (their scheduler delivers, or drops, their
    // events there, as Core Animation's do): turn it, as an application's main loop would, or every
    // input's animations stay in memory.
    RunLoop.current.run(until: Date())
    return 0
}

/// Draws the frame halfway through `animation` into a bitmap of at most 64 × 64 pixels.
func renderMiddleFrame(of animation: LottieAnimation) {
    let scale = min(1, 64 / max(animation.size.width, animation.size.height))
    let width = max(1, Int(animation.size.width * scale)), height = max(1, Int(animation.size.height * scale))
    guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    else { return }
    context.scaleBy(x: scale, y: scale)
    let clock = ManualMediaClock(time: 0)
    let root = MediaClockContext.withClock(clock) { animation.makeLayer() }
    let renderer = CARenderer(cgContext: context, options: nil)
    renderer.layer = root
    renderer.bounds = root.bounds
    renderer.beginFrame(atTime: animation.duration / 2, timeStamp: nil)
    renderer.render()
    renderer.endFrame()
}
