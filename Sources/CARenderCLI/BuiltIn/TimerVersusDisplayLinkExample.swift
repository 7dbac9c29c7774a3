import CARenderScene
import OpenQuartzCore

/// The Timer-Based Animation chapter's comparison, side by side: the bouncing ball on the left is
/// moved by a Timer, 1/60 s a fire; on the right, by a CADisplayLink by the measured frame
/// duration. The display runs at 60 Hz and the run loop is busy now and then (every ninth frame,
/// counted from 4): the Timer's fire due at that frame comes late, after the frame has been drawn,
/// and its next fire follows on schedule, so the left ball stands still for a frame and then jumps
/// two steps (a repeating timer keeps its schedule and fires late, it does not drop the step; Apple's
/// Timer documentation). The display link is called with the frame and keeps time. A tap drops both
/// balls again, as the chapter's touchesBegan(_:with:) does.
struct TimerVersusDisplayLinkExample: BuiltInExample {
    var name: String { "timer-vs-displaylink" }
    var summary: String { "the bouncing ball by a Timer that fires late now and then, beside a CADisplayLink" }
    var width: Int { 400 }
    var height: Int { 300 }
    var fps: Double { 60 }
    var duration: Double { 1.5 }
    var background: CGColor? { CGColor(srgbRed: 0.95, green: 0.95, blue: 0.95, alpha: 1) }

    /// Whether the run loop is busy at display tick `tick`, delaying the Timer's fire due then.
    static func isBusy(tick: Int) -> Bool { tick % 9 == 4 }

    func makeSource() -> any FrameSource {
        let clock = ManualMediaClock(time: 0)
        let display = ManualDisplaySource(clock: clock, refreshRate: fps)
        return MediaClockContext.withClock(clock) {
            let timerBall = TimerBallController(driver: .timer)
            let linkBall = TimerBallController(driver: .measuredDisplayLink)
            let root = CATransaction.withoutActions {
                let root = CALayer()
                root.frame = CGRect(x: 0, y: 0, width: width, height: height)
                let floor = CALayer()
                floor.frame = CGRect(x: 0, y: 284, width: CGFloat(width), height: 16)
                floor.backgroundColor = CGColor(srgbRed: 0.54, green: 0.43, blue: 0.29, alpha: 1)
                root.addSublayer(floor)
                for (index, controller) in [timerBall, linkBall].enumerated() {
                    // The listing's ball is at x = 150 of a 300-point view: each half shows one.
                    let half = CALayer()
                    half.frame = CGRect(x: -50 + 200 * CGFloat(index), y: 0, width: 300, height: 300)
                    let ball = controller.ballView
                    ball.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
                    ball.cornerRadius = 16
                    ball.backgroundColor = index == 0 ? CGColor(srgbRed: 0.91, green: 0.25, blue: 0.17, alpha: 1)
                        : CGColor(srgbRed: 0.17, green: 0.45, blue: 0.85, alpha: 1)
                    ball.position = CGPoint(x: 150, y: 32)
                    half.addSublayer(ball)
                    root.addSublayer(half)
                    let label = CATextLayer()
                    label.frame = CGRect(x: 200 * CGFloat(index), y: 6, width: 200, height: 16)
                    label.string = index == 0 ? "Timer (fires late now and then)" : "CADisplayLink"
                    label.fontSize = 12
                    label.foregroundColor = CGColor(srgbRed: 0.2, green: 0.2, blue: 0.2, alpha: 1)
                    label.alignmentMode = .center
                    root.addSublayer(label)
                }
                return root
            }
            func drop() { DisplaySource.withSource(display) { timerBall.animate(); linkBall.animate() } }
            drop()
            let source = DisplayDrivenSource(root: root, clock: clock, display: display)
            source.owner = [timerBall, linkBall] as NSArray
            var lateFire = false
            source.onTick = {
                // A fire delayed by a busy frame happens after that frame, just before the next one's.
                if lateFire { timerBall.timer?.fire() }
                lateFire = Self.isBusy(tick: display.tickIndex(atOrBefore: clock.currentTime))
                if !lateFire { timerBall.timer?.fire() }
            }
            source.inputHandler = { event in
                guard case .pointer(.down, _) = event else { return false }
                lateFire = false
                drop()
                return true
            }
            return source
        }
    }
}
