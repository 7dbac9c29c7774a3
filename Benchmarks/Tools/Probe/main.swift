// Draws frames of one benchmark scene (ref, sprites or gradient) with CARenderer and prints the
// wall-clock and CPU time per frame: a driver for profilers (see Benchmarks/README.md, "Probe").
import BenchScenes
import Foundation
import OpenQuartzCoreRendering

let which = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "ref"
let frames = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2])! : 60
let threads = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3])! : 1
let scene = which == "sprites" ? ReferenceScene.sprites() : which == "gradient" ? ReferenceScene.gradient() : ReferenceScene.make()
let renderer = Frames.renderer(of: scene.root)
renderer.rasterizationThreads = threads
Frames.draw(renderer, frame: 0)
func cpu() -> Double { var t = timespec(); clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6 }
let cpuStart = cpu()
let start = DispatchTime.now().uptimeNanoseconds
for frame in 0..<frames { Frames.draw(renderer, frame: frame) }
let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
print(which, String(format: "%.2f ms/frame wall, %.2f ms/frame cpu", elapsed / Double(frames), (cpu() - cpuStart) / Double(frames)))
