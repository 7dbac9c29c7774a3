// Renders every frame of a Lottie file with OpenQuartzCore, on one thread, at W x H (the composition
// scaled to fit, aspect ratio kept, centred, as the rlottie and ThorVG programs of
// ../shared/lottie/peers do), and prints what those programs print: the load time, each frame's wall
// and CPU time, and the median. Usage: LottieProbe FILE W H [--reps N] [--load-reps N] [--out DIR FRAME...];
// --load-reps loads the file N times more after the first and prints the median: the load without
// the Swift runtime's first-use work (type metadata, conformance look-ups), which the first pays.
import Foundation
import OpenQuartzCoreLottie
import OpenQuartzCoreRendering

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }
func cpu() -> Double { var t = timespec(); clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6 }

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let width = Int(arguments[1]), let height = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: LottieProbe FILE W H [--reps N]\n".utf8))
    exit(2)
}
var reps = 1
if let index = arguments.firstIndex(of: "--reps"), index + 1 < arguments.count { reps = max(Int(arguments[index + 1]) ?? 1, 1) }
let loadStart = now()
let data = try Data(contentsOf: URL(fileURLWithPath: arguments[0]))
let animation: LottieAnimation
do {
    animation = try LottieAnimation(data: data, fileName: arguments[0])
} catch {
    print("error: \(error)")
    exit(2)
}
let clock = ManualMediaClock(time: 0)
let root = MediaClockContext.withClock(clock) { animation.makeLayer() }
let loadMs = now() - loadStart
let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpace(name: CGColorSpace.sRGB)!,
                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
let scale = min(Double(width) / animation.size.width, Double(height) / animation.size.height)
let offset = CGPoint(x: (Double(width) - animation.size.width * scale) / 2, y: (Double(height) - animation.size.height * scale) / 2)
context.translateBy(x: offset.x, y: offset.y)
context.scaleBy(x: scale, y: scale)
let renderer = CARenderer(cgContext: context, options: nil)
renderer.layer = root
renderer.bounds = root.bounds
// The whole bitmap in the scaled user space, cleared before each frame (outside the timing, as the peers).
let full = CGRect(x: -offset.x / scale, y: -offset.y / scale, width: Double(width) / scale, height: Double(height) / scale)
// Loads after the first (--load-reps N): the same span again with the runtime's first-use work done.
if let index = arguments.firstIndex(of: "--load-reps"), index + 1 < arguments.count, let count = Int(arguments[index + 1]), count > 0 {
    var times: [Double] = []
    for _ in 0..<count {
        let start = now()
        let again = try LottieAnimation(data: try Data(contentsOf: URL(fileURLWithPath: arguments[0])), fileName: arguments[0])
        _ = MediaClockContext.withClock(clock) { again.makeLayer() }
        times.append(now() - start)
    }
    print(String(format: "# warm_load_ms median=%.3f min=%.3f over %d loads", times.sorted()[count / 2], times.min()!, count))
}
print("# ours file=\(arguments[0]) comp=\(Int(animation.size.width))x\(Int(animation.size.height)) fps=\(animation.frameRate) frames=\(animation.frameCount) load_ms=\(String(format: "%.3f", loadMs))")
var walls: [Double] = []
for frame in 0..<animation.frameCount {
    var best = Double.infinity, bestCPU = Double.infinity
    for _ in 0..<reps {
        context.clear(full)
        let time = Double(frame) / animation.frameRate
        let (w0, c0) = (now(), cpu())
        renderer.beginFrame(atTime: time, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        best = min(best, now() - w0)
        bestCPU = min(bestCPU, cpu() - c0)
    }
    walls.append(best)
    print(frame, String(format: "%.3f %.3f", best, bestCPU))
}
var usage = rusage()
getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
let sorted = walls.sorted()
print(String(format: "# median_wall_ms=%.3f mean_wall_ms=%.3f over %d frames peak_rss_kb=%d", sorted[sorted.count / 2],
             walls.reduce(0, +) / Double(walls.count), walls.count, usage.ru_maxrss))
