import Foundation
import Testing
@testable import CARenderCLI

/// `render --redraw`: every frame drawn in full, for timing the drawing itself. Without it, a frame
/// that shows what the renderer drew last is not drawn again (CARenderer's update region); with
/// it, each frame's update region is the whole output. Either way the frames are the same.
@Suite struct RedrawOptionTests {
    @Test func redrawMarksEveryFrameWhole() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let subject = try SceneInput.subject(try CLI.scene(CLI.stillSquare, in: directory))
        let plan = try FramePlan.make(subject: subject)
        for redraw in [false, true] {
            let pipeline = FramePipeline(subject: subject, plan: plan, jobs: 1, background: nil, redraw: redraw)
            let runtime = try subject.makeSource()
            let slot = pipeline.makeSlot(window: pipeline.makeWindow(around: runtime.root))
            var updates: [CGRect] = []
            for frame in 0..<3 {
                pipeline.prepare(frame, runtime: runtime, renderer: slot.renderer)
                updates.append(slot.renderer.updateBounds())
                slot.renderer.render()
                slot.renderer.endFrame()
            }
            let whole = slot.renderer.bounds
            // The first frame is drawn whole either way; after it, only with --redraw.
            #expect(updates[0] == whole)
            #expect(updates[1...].allSatisfy { redraw ? $0 == whole : $0.isNull }, "redraw \(redraw): \(updates)")
        }
    }

    @Test func redrawnFramesAreTheSameFrames() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.stillSquare, in: directory)
        let plain = directory.appendingPathComponent("plain"), redrawn = directory.appendingPathComponent("redrawn")
        try CLI.run(["render", scene, "-o", plain.path + "/", "--quiet", "--jobs", "1"])
        try CLI.run(["render", scene, "-o", redrawn.path + "/", "--quiet", "--jobs", "1", "--redraw"])
        let names = try FileManager.default.contentsOfDirectory(atPath: plain.path).sorted()
        #expect(names.count == 11)
        #expect(try FileManager.default.contentsOfDirectory(atPath: redrawn.path).sorted() == names)
        for name in names {
            #expect(FileManager.default.contentsEqual(atPath: plain.appendingPathComponent(name).path,
                                                      andPath: redrawn.appendingPathComponent(name).path), "\(name)")
        }
    }
}
