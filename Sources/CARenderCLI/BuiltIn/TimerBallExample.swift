import OpenQuartzCore

/// The Timer-Based Animation chapter's bouncing ball, in the chapter's three versions: moved by a
/// Timer at 1/60 s, by a CADisplayLink a fixed 1/60 s a frame, and by a CADisplayLink with the
/// measured frame duration (`TimerBallController`, the chapter's listing). At 60 frames per second
/// the three show the same frames; rendered at another rate, the fixed-step versions run slow or
/// fast while the measured one keeps time, which is the chapter's point.
struct TimerBallExample: BuiltInExample {
    let driver: TimerBallController.Driver

    var name: String {
        switch driver {
        case .timer: "timer-ball-timer"
        case .displayLink: "timer-ball-displaylink"
        case .measuredDisplayLink: "timer-ball-measured"
        }
    }

    var summary: String {
        switch driver {
        case .timer: "the bouncing ball moved by a Timer at 1/60 s"
        case .displayLink: "the bouncing ball moved by a CADisplayLink, 1/60 s a frame"
        case .measuredDisplayLink: "the bouncing ball moved by a CADisplayLink by the measured frame duration"
        }
    }

    var width: Int { 300 }
    var height: Int { 300 }
    var fps: Double { 60 }
    var duration: Double { 1.5 }
    var background: CGColor? { CGColor(srgbRed: 0.95, green: 0.95, blue: 0.95, alpha: 1) }

    func makeSource() -> any FrameSource {
        let clock = ManualMediaClock(time: 0)
        let display = ManualDisplaySource(clock: clock, refreshRate: fps)
        return MediaClockContext.withClock(clock) {
            let controller = TimerBallController(driver: driver)
            let root = CATransaction.withoutActions {
                let root = CALayer()
                root.frame = CGRect(x: 0, y: 0, width: width, height: height)
                let floor = CALayer()
                floor.frame = CGRect(x: 0, y: 284, width: 300, height: 16)
                floor.backgroundColor = CGColor(srgbRed: 0.54, green: 0.43, blue: 0.29, alpha: 1)
                root.addSublayer(floor)
                let ball = controller.ballView
                ball.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
                ball.cornerRadius = 16
                ball.backgroundColor = CGColor(srgbRed: 0.91, green: 0.25, blue: 0.17, alpha: 1)
                ball.position = CGPoint(x: 150, y: 32)
                root.addSublayer(ball)
                return root
            }
            DisplaySource.withSource(display) { controller.animate() }
            let source = DisplayDrivenSource(root: root, clock: clock, display: display)
            source.owner = controller
            // The seed's touchesBegan(_:with:): a touch drops the ball again.
            source.inputHandler = { event in
                guard case .pointer(.down, _) = event else { return false }
                DisplaySource.withSource(display) { controller.animate() }
                return true
            }
            if driver == .timer { source.onTick = { controller.timer?.fire() } }
            return source
        }
    }
}

extension CATransaction {
    /// Runs `changes` in a transaction with actions disabled, and commits it: a set-up that animates
    /// nothing.
    static func withoutActions<Result>(_ changes: () -> Result) -> Result {
        begin()
        setDisableActions(true)
        defer { commit() }
        return changes()
    }
}
