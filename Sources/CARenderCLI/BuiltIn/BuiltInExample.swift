import CARenderScene
import OpenQuartzCorePhysics

/// An example written as code rather than as a scene file: the Timer-Based Animation chapter's
/// examples, which compute every frame themselves. `ca-render` renders them by name
/// (`builtin:NAME`) and in the gallery.
protocol BuiltInExample: Sendable {
    /// The name after `builtin:`.
    var name: String { get }
    /// What it shows, for listings.
    var summary: String { get }
    var width: Int { get }
    var height: Int { get }
    var fps: Double { get }
    var duration: Double { get }
    var background: CGColor? { get }
    /// Builds the layers and starts the example's timers or display links on a manual display.
    func makeSource() -> any FrameSource
}

/// Every built-in example.
enum BuiltInExamples {
    static let all: [any BuiltInExample] = [
        TimerBallExample(driver: .timer), TimerBallExample(driver: .displayLink),
        TimerBallExample(driver: .measuredDisplayLink), TimerVersusDisplayLinkExample(), PhysicsCratesExample(),
    ]

    /// The example named by `builtin:NAME`; a ``CLIError`` listing the names otherwise.
    static func named(_ reference: String) throws -> any BuiltInExample {
        let name = String(reference.dropFirst("builtin:".count))
        guard let example = all.first(where: { $0.name == name }) else {
            throw CLIError("unknown built-in example '\(name)'; known: \(all.map(\.name).joined(separator: ", "))")
        }
        return example
    }
}

/// A source whose frames come from display links (and timers fired with them) on a manual display
/// whose refresh rate is the render's frame rate: moving to a frame's time steps the display tick by
/// tick, so that each callback sees exactly the frame times, whatever the machine's speed.
final class DisplayDrivenSource: FrameSource {
    let root: CALayer
    let clock: ManualMediaClock
    let display: ManualDisplaySource
    /// Called after each display tick (to fire a Timer on the same beat).
    var onTick: () -> Void = {}
    /// Keeps the example's controller alive as long as the source.
    var owner: AnyObject?
    /// The example's answer to input (nil: it takes none).
    var inputHandler: ((SceneInputEvent) -> Bool)?
    /// Recorded input replayed as the source advances (`render --input`), by time.
    var scheduledInput: [(time: CFTimeInterval, event: SceneInputEvent)] = []
    private var nextInput = 0

    init(root: CALayer, clock: ManualMediaClock, display: ManualDisplaySource) {
        self.root = root
        self.clock = clock
        self.display = display
    }

    func handle(_ event: SceneInputEvent) -> Bool {
        guard let inputHandler else { return false }
        return MediaClockContext.withClock(clock) {
            let taken = inputHandler(event)
            CATransaction.flush()
            return taken
        }
    }

    /// Steps the display tick by tick up to `time`. Recorded input is delivered after the tick at
    /// its time, as the player delivers live input after moving the source to the frame's time
    /// (the clock then reads the last tick's time, which is the time the recording gives).
    func advance(to time: CFTimeInterval) {
        MediaClockContext.withClock(clock) {
            replayDueInput()
            while display.tickTime(display.tickIndex(atOrBefore: clock.currentTime) + 1) <= time + 1e-9 {
                display.step()
                onTick()
                RunLoop.current.run(until: Date())
                replayDueInput()
            }
            CATransaction.flush()
        }
    }

    private func replayDueInput() {
        while nextInput < scheduledInput.count, scheduledInput[nextInput].time <= clock.currentTime + 1e-9 {
            _ = inputHandler?(scheduledInput[nextInput].event)
            nextInput += 1
            CATransaction.flush()
        }
    }
}
