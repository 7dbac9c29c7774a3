import _CSDL2
import Foundation
import OpenQuartzCoreDisplay
import QuartzCoreTestSupport
import Testing
@testable import CARenderCLI

/// Whether the player tests can open windows: a display is set, or Xvfb can provide one.
let playerDisplayAvailable = ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } ?? false
    || VirtualDisplay.executable("Xvfb") != nil

/// Opens players on stepped clocks and draws the same scenes offline.
enum PlayerTest {
    /// 120 x 80, 2 s at 10 fps: a red square moving from x = 10 to x = 110 (its centre), linearly.
    static func scene(background: String = "#ffffff") -> String {
        """
        size: 120x80
        fps: 10
        duration: 2
        background: "\(background)"
        layers:
          - name: square
            bounds: 0, 0, 20, 20
            position: 10, 40
            backgroundColor: "#ff0000"
            animations:
              move:
                class: CABasicAnimation
                keyPath: position.x
                fromValue: 10
                toValue: 110
                duration: 2
                timingFunction: linear
        """
    }

    /// Runs `body` with a display, the SDL lock and a scene file.
    static func withScene(_ text: String = scene(), _ body: (String) throws -> Void) throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try CLI.scene(text, in: directory)
        try VirtualDisplay.withDisplay { try body(path) }
    }

    /// Whether the window's screenshot shows offline frame `number` (60 fps) of the scene at `path`,
    /// within one level of 255 per channel.
    static func shows(_ image: CGImage?, frame number: Int, of path: String, input: String? = nil) throws -> Bool {
        let shown = try #require(image)
        return maximumDifference(shown, try offlineFrame(path, number: number, input: input)) <= 1
    }

    /// A player of the scene at `path` on a 60 Hz display whose frames are at k / 60 s exactly.
    static func player(_ path: String, watch: Bool = false, record: String? = nil) throws -> Player {
        var options = PlayerOptions()
        options.recordFile = record
        options.refreshRate = 60
        options.vsync = false
        options.watchedFile = watch ? path : nil
        options.watchInterval = 0
        return try Player(subject: SceneInput.subject(path), options: options, displayClock: SteppedDisplayClock())
    }

    /// Frame `number` of the scene at `path` as `ca-render render` draws it at 60 fps (the frame at
    /// `number / 60` s), through the render pipeline's own window, renderer and source.
    static func offlineFrame(_ path: String, number: Int, input: String? = nil) throws -> CGImage {
        let subject = try SceneInput.subject(path, input: input)
        let plan = FramePlan(frames: number...number, fps: 60, width: subject.width, height: subject.height)
        let pipeline = FramePipeline(subject: subject, plan: plan, jobs: 1, background: nil)
        let source = try subject.makeSource()
        return MediaClockContext.withClock(source.clock) {
            let slot = pipeline.makeSlot(window: pipeline.makeWindow(around: source.root))
            pipeline.prepare(number, runtime: source, renderer: slot.renderer)
            slot.renderer.render()
            slot.renderer.endFrame()
            return slot.context.makeImage()!
        }
    }

    /// The largest difference of a colour channel between `shown`'s top-left corner and `offline`.
    static func maximumDifference(_ shown: CGImage, _ offline: CGImage) -> Int {
        let a = shown.dataProvider!.data!, b = offline.dataProvider!.data!
        var largest = 0
        for y in 0..<offline.height {
            for x in 0..<offline.width {
                for channel in 0..<3 {
                    let p = Int(a[y * shown.bytesPerRow + x * 4 + channel]), q = Int(b[y * offline.bytesPerRow + x * 4 + channel])
                    largest = max(largest, abs(p - q))
                }
            }
        }
        return largest
    }

    /// Presents frames until the player's display reaches tick `tick`; returns the last screenshot.
    @discardableResult
    static func play(_ player: Player, toTick tick: Int) -> CGImage? {
        while (player.host.statistics.lastFrameTime ?? 0) * 60 < Double(tick) - 1.5 { player.host.step() }
        return player.host.stepCapturing().image
    }
}
