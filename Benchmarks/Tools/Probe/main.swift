// Draws frames of one benchmark scene (ref, sprites, gradient or bezier) with CARenderer, or blends the
// full-frame translucent noise image (blend) with CGContext, and prints the wall-clock and CPU time
// per frame, or times CGPath's set operations on three pairs of shapes (setops): a driver for
// profilers (see Benchmarks/README.md, "Probe").
import BenchScenes
import Foundation
import OpenQuartzCoreRendering

let which = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "ref"
let frames = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2])! : 60
let threads = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3])! : 1
func cpu() -> Double { var t = timespec(); clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6 }
if which == "blend" {
    let context = Frames.bitmapContext()
    let image = ReferenceScene.noiseFrame(opaque: false)
    let frame = CGRect(x: 0, y: 0, width: Double(Frames.width), height: Double(Frames.height))
    context.draw(image, in: frame)
    let cpuStart = cpu()
    for _ in 0..<frames { context.draw(image, in: frame) }
    print(which, String(format: "%.3f ms/frame cpu", (cpu() - cpuStart) / Double(frames)))
    exit(0)
}
if which == "setops" {
    // CGPath's set operations: `frames` rounds of each operation on pairs of shapes, per operation.
    func star(_ points: Int, _ outer: Double, _ inner: Double, centre: CGPoint, turn: Double) -> CGPath {
        let path = CGMutablePath()
        for k in 0..<(2 * points) {
            let r = k % 2 == 0 ? outer : inner, a = Double(k) * .pi / Double(points) + turn
            let p = CGPoint(x: centre.x + r * cos(a), y: centre.y + r * sin(a))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
    let pairs: [(String, CGPath, CGPath)] = [
        ("two circles", CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil),
         CGPath(ellipseIn: CGRect(x: 60, y: 10, width: 100, height: 100), transform: nil)),
        ("stars of 250 points", star(250, 100, 80, centre: .zero, turn: 0), star(250, 100, 80, centre: CGPoint(x: 30, y: 10), turn: 0.01)),
        ("rounded rect and circle", CGPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 120), cornerWidth: 20, cornerHeight: 20, transform: nil),
         CGPath(ellipseIn: CGRect(x: 120, y: 40, width: 160, height: 160), transform: nil)),
    ]
    for (name, a, b) in pairs {
        for (op, run) in [("union", { a.union(b) }), ("intersection", { a.intersection(b) }), ("subtracting", { a.subtracting(b) })] as [(String, () -> CGPath)] {
            let start = DispatchTime.now().uptimeNanoseconds
            var elements = 0
            for _ in 0..<frames { run().applyWithBlock { _ in elements += 1 } }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(frames)
            print("setops", name, op, String(format: "%.3f ms", ms), "elements", elements / frames)
        }
    }
    exit(0)
}
let scene = switch which {
case "sprites": ReferenceScene.sprites()
case "gradient": ReferenceScene.gradient()
case "bezier": BezierScene.make()
default: ReferenceScene.make()
}
let context = Frames.bitmapContext()
let renderer = CARenderer(cgContext: context, options: nil)
renderer.layer = scene.root
renderer.bounds = CGRect(x: 0, y: 0, width: Double(Frames.width), height: Double(Frames.height))
renderer.rasterizationThreads = threads
Frames.draw(renderer, frame: 0)
let cpuStart = cpu()
let start = DispatchTime.now().uptimeNanoseconds
for frame in 0..<frames { Frames.draw(renderer, frame: frame) }
let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
print(which, String(format: "%.2f ms/frame wall, %.2f ms/frame cpu", elapsed / Double(frames), (cpu() - cpuStart) / Double(frames)))
// PROBE_CHECKSUM=1: a hash of the last frame's pixels, to compare two builds' output.
if ProcessInfo.processInfo.environment["PROBE_CHECKSUM"] != nil, let data = context.data {
    let bytes = data.assumingMemoryBound(to: UInt8.self)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for i in 0..<(context.bytesPerRow * context.height) { hash = (hash ^ UInt64(bytes[i])) &* 0x100_0000_01b3 }
    print(which, "checksum", String(hash, radix: 16))
    if let path = ProcessInfo.processInfo.environment["PROBE_DUMP"] {
        try? Data(bytes: data, count: context.bytesPerRow * context.height).write(to: URL(fileURLWithPath: path))
    }
}
