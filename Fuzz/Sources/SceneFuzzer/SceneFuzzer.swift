import CARenderScene
import Foundation
import OpenQuartzCoreRendering

/// libFuzzer's entry point: reads `data` as a scene file (YAML or JSON text) and, when it is a valid
/// scene, builds its layer tree and renders one frame of it, at the middle of its duration, into a
/// small bitmap (at most 64 × 64 pixels, the scene scaled to fit: the fuzzer looks for crashes and
/// hangs, not pixels). Any input may be refused with errors; none may crash, trap or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let scene = try? Scene.load(text: text, fileName: "fuzz.yaml") else { return 0 }
    renderOneFrame(of: scene)
    return 0
}

/// Draws `scene` at the middle of its duration (within its first hour) into a bitmap of at most
/// 64 × 64 pixels.
func renderOneFrame(of scene: Scene) {
    guard let runtime = try? scene.makeRuntime() else { return }
    let scale = min(1, 64 / Double(max(scene.width, scene.height)))
    let width = max(1, Int(Double(scene.width) * scale)), height = max(1, Int(Double(scene.height) * scale))
    guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    else { return }
    context.scaleBy(x: scale, y: scale)
    let renderer = CARenderer(cgContext: context, options: nil)
    renderer.layer = runtime.root
    renderer.bounds = runtime.root.bounds
    let time = min(scene.duration, 3600) / 2
    runtime.advance(to: time)
    renderer.beginFrame(atTime: time, timeStamp: nil)
    renderer.render()
    renderer.endFrame()
}
