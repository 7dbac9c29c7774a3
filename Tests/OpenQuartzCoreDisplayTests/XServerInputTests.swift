import Foundation
import OpenQuartzCoreDisplay
import QuartzCoreTestSupport
import Testing

/// Input the X server makes (xdotool), the whole way through SDL's X11 driver to a layer.
@Suite(.serialized, .enabled(if: displayAvailable, "needs DISPLAY or Xvfb"))
struct XServerInputTests {
    /// A click made by the X server itself (xdotool moves the server's pointer and presses its
    /// button), the whole way through SDL.
    @Test(.enabled(if: VirtualDisplay.executable("xdotool") != nil, "needs xdotool"))
    func aClickFromTheXServerReachesTheLayer() throws {
        try VirtualDisplay.withDisplay {
            let (root, square) = DisplayTest.tree(clock: ManualMediaClock(time: 0))
            let title = "xdotool-\(ProcessInfo.processInfo.processIdentifier)"
            let host = try DisplayHost(layer: root, options: DisplayTest.options(title: title), displayClock: SteppedDisplayClock())
            var events: [PointerEvent] = []
            host.setPointerHandler({ events.append($0) }, for: square)
            for _ in 0..<3 { host.step() }
            let xdotool = Process()
            xdotool.executableURL = URL(fileURLWithPath: VirtualDisplay.executable("xdotool")!)
            xdotool.arguments = ["search", "--sync", "--name", title, "mousemove", "--window", "%1", "30", "45", "click", "1"]
            try xdotool.run()
            var frames = 0
            while events.last?.phase != .up && frames < 600 {
                host.step()
                frames += 1
                if !xdotool.isRunning && frames > 300 { break }
            }
            xdotool.waitUntilExit()
            let gesture = events.filter { $0.phase != .moved }
            #expect(gesture.map(\.phase) == [.down, .up])
            #expect(gesture.first?.location == CGPoint(x: 10, y: 15))
        }
    }
}
