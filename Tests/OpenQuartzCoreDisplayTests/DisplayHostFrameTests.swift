import Foundation
import OpenQuartzCoreDisplay
import QuartzCoreTestSupport
import Testing

/// What the window shows is what `CARenderer` draws offline at the frame's time; the window follows
/// resizing and HiDPI scales; no display is a clear error.
@Suite(.serialized, .enabled(if: displayAvailable, "needs DISPLAY or Xvfb"))
struct DisplayHostFrameTests {
    /// The blue square moves from x = 20 to x = 100 over one second of the host's media time.
    func animatedHost(scale: CGFloat? = nil) throws -> (host: DisplayHost, root: CALayer) {
        let clock = SteppedDisplayClock(time: 0)
        let media = ManualMediaClock(time: 0)
        let (root, square) = DisplayTest.tree(clock: media)
        let host = try DisplayHost(layer: root, options: DisplayTest.options(title: "frames", scale: scale), displayClock: clock)
        MediaClockContext.withClock(host.clock) {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 40
            move.toValue = 120
            move.duration = 1
            square.add(move, forKey: "move")
            CATransaction.flush()
        }
        return (host, root)
    }

    @Test func screenshotsMatchOfflineFramesOfTheSameTimes() throws {
        try VirtualDisplay.withDisplay {
            let (host, root) = try animatedHost()
            for frame in 1...40 {
                let (shown, image) = host.stepCapturing()
                guard [1, 15, 30, 40].contains(frame) else { continue }
                let screenshot = try #require(image)
                #expect(shown.time == Double(frame) / 60)
                let offline = DisplayTest.offline(root, points: host.size, width: 160, height: 120, time: shown.time)
                // Tolerance: one level of 255 per channel (the window's texture holds the bitmap's bytes).
                #expect(try #require(DisplayTest.maximumDifference(screenshot, offline)) <= 1)
            }
        }
    }

    @Test func aHiDPIScaleDrawsTwicePixelsPerPoint() throws {
        try VirtualDisplay.withDisplay {
            let (host, root) = try animatedHost(scale: 2)
            #expect(host.scale == 2)
            #expect(host.size == CGSize(width: 160, height: 120))
            #expect(root.contentsScale == 2)
            #expect(root.sublayers?.first?.contentsScale == 2)
            let (shown, image) = host.stepCapturing()
            let screenshot = try #require(image)
            #expect(screenshot.width == 320 && screenshot.height == 240)
            let offline = DisplayTest.offline(root, points: host.size, width: 320, height: 240, time: shown.time)
            #expect(try #require(DisplayTest.maximumDifference(screenshot, offline)) <= 1)
        }
    }

    @Test func resizingFollowsTheWindow() throws {
        try VirtualDisplay.withDisplay {
            var options = DisplayTest.options(title: "resize")
            options.resizesRoot = true
            let (root, _) = DisplayTest.tree(clock: ManualMediaClock(time: 0))
            let host = try DisplayHost(layer: root, options: options, displayClock: SteppedDisplayClock())
            var reported: [CGSize] = []
            host.resizeHandler = { reported.append($0) }
            host.resize(to: CGSize(width: 240, height: 200))
            for _ in 0..<3 { host.step() }
            let image = try #require(host.stepCapturing().image)
            #expect(host.size == CGSize(width: 240, height: 200))
            #expect(reported.last == CGSize(width: 240, height: 200))
            #expect(root.bounds.size == CGSize(width: 240, height: 200))
            #expect(image.width == 240 && image.height == 200)
            // The root (white) now covers the bottom-right corner that was outside it.
            let corner = DisplayTest.Pixels(image)[230, 190]
            #expect(corner.red == 255 && corner.green == 255 && corner.blue == 255)
        }
    }

    /// (Opening without a display is tested end to end, in a process of its own, by `ca-render
    /// play`'s tests: changing DISPLAY here would race with the other tests' processes.)
    @Test func theErrorSaysWhatToDo() {
        let message = DisplayHostError.cannotOpenWindow(reason: "x11 not available").description
        #expect(message.hasPrefix("cannot open a window (x11 not available); DISPLAY is "))
        #expect(message.hasSuffix("Run on a desktop session, or headless under Xvfb: xvfb-run -a COMMAND"))
    }
}
