// Draws frames of one benchmark scene (ref, sprites or gradient) with CARenderer, or blends the
// full-frame translucent noise image (blend) with CGContext, and prints the wall-clock and CPU time
// per frame: a driver for profilers (see Benchmarks/README.md, "Probe").
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
let scene = which == "sprites" ? ReferenceScene.sprites() : which == "gradient" ? ReferenceScene.gradient() : ReferenceScene.make()
let renderer = Frames.renderer(of: scene.root)
renderer.rasterizationThreads = threads
Frames.draw(renderer, frame: 0)
let cpuStart = cpu()
let start = DispatchTime.now().uptimeNanoseconds
for frame in 0..<frames { Frames.draw(renderer, frame: frame) }
let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
print(which, String(format: "%.2f ms/frame wall, %.2f ms/frame cpu", elapsed / Double(frames), (cpu() - cpuStart) / Double(frames)))
