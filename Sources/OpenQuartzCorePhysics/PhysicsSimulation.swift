import OpenQuartzCore

/// Runs a ``PhysicsSpace`` at a fixed time step from frames of any rate, and moves layers with its
/// bodies: the Timer-Based Animation chapter's physics loop.
///
/// Each frame's duration goes into an accumulator; the space is stepped by ``timeStep`` (1/120 s)
/// while the accumulator holds a whole step, and what is left waits for the next frame. Because the
/// space always steps by the same amount, it goes through the same states whatever the frame rate:
/// two seconds of frames at 30, 60 or 120 Hz end in the same positions. A frame longer than
/// ``maximumFrameTime`` (0.25 s) counts as that long, so that a stall (a breakpoint, a busy machine)
/// does not demand more steps than a frame can run, each frame then falling further behind: the
/// "spiral of death". Time beyond the limit is dropped, and the simulation slows down instead.
///
/// Frames come from ``advance(by:)``, ``frame(at:)``, or a display link (``start(on:forMode:source:)``),
/// which feeds `frame(at:)` with each link timestamp. After stepping, each bound layer gets its body's
/// position and a rotation about z by the body's angle as its `transform`, in a transaction with
/// actions disabled (the layers follow the bodies; they do not animate towards them).
///
/// Not thread-safe: use it on the thread whose run loop drives it.
public final class PhysicsSimulation {
    /// The space being simulated.
    public let space: PhysicsSpace
    /// The fixed time step, in seconds.
    public let timeStep: CFTimeInterval
    /// The longest frame that counts in full, in seconds.
    public let maximumFrameTime: CFTimeInterval
    /// Simulated time not yet stepped: less than one ``timeStep`` after each frame.
    public private(set) var accumulator: CFTimeInterval = 0
    /// The number of steps run so far.
    public private(set) var stepCount = 0
    /// The time of the last frame given to ``frame(at:)``, nil before the first.
    public private(set) var lastFrameTime: CFTimeInterval?
    /// The display link driving the simulation, if started.
    public private(set) var displayLink: CADisplayLink?
    private var bindings: [(layer: CALayer, body: PhysicsBody)] = []

    /// A simulation of `space` stepping by `timeStep` seconds, counting frames of at most
    /// `maximumFrameTime` seconds.
    public init(space: PhysicsSpace, timeStep: CFTimeInterval = 1.0 / 120, maximumFrameTime: CFTimeInterval = 0.25) {
        precondition(timeStep > 0 && maximumFrameTime >= timeStep, "PhysicsSimulation: needs 0 < timeStep <= maximumFrameTime")
        self.space = space
        self.timeStep = timeStep
        self.maximumFrameTime = maximumFrameTime
    }

    /// Makes `layer` follow `body` from now on, and places it now.
    public func bind(_ layer: CALayer, to body: PhysicsBody) {
        bindings.append((layer, body))
        updateLayers()
    }

    /// Runs one frame of `frameTime` seconds: clamps it to ``maximumFrameTime``, adds it to the
    /// accumulator, steps while a whole step is there, and updates the layers. Returns the number of
    /// steps run. A remainder within a billionth of a second of a whole step counts as one, so that
    /// frame times on a display's grid (1/30, 1/60 s) give whole steps despite rounding.
    @discardableResult
    public func advance(by frameTime: CFTimeInterval) -> Int {
        accumulator += min(max(frameTime, 0), maximumFrameTime)
        var steps = 0
        while accumulator >= timeStep - 1e-9 {
            space.step(by: timeStep)
            accumulator = max(accumulator - timeStep, 0)
            steps += 1
        }
        stepCount += steps
        updateLayers()
        return steps
    }

    /// Runs the frame at media time `time`: the frame time is the time since the previous frame (the
    /// first frame only sets the reference and runs no step). Returns the number of steps run.
    @discardableResult
    public func frame(at time: CFTimeInterval) -> Int {
        defer { lastFrameTime = time }
        guard let last = lastFrameTime else {
            updateLayers()
            return 0
        }
        return advance(by: time - last)
    }

    /// Starts driving the simulation from a display link on `runLoop` in `mode`, with frames from
    /// `source` (by default `DisplaySource.current`). The first callback sets the reference time.
    @discardableResult
    public func start(on runLoop: RunLoop = .current, forMode mode: RunLoop.Mode = .default,
                      source: DisplaySource = .current) -> CADisplayLink {
        stop()
        let link = CADisplayLink(source: source) { [unowned self] link in frame(at: link.timestamp) }
        link.add(to: runLoop, forMode: mode)
        displayLink = link
        return link
    }

    /// Invalidates the display link and forgets the last frame time (a restart begins afresh).
    public func stop() {
        displayLink?.invalidate()
        displayLink = nil
        lastFrameTime = nil
    }

    /// Sets each bound layer's position and rotation from its body, with actions disabled.
    public func updateLayers() {
        guard !bindings.isEmpty else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (layer, body) in bindings {
            layer.position = body.position
            layer.transform = body.transform
        }
        CATransaction.commit()
    }

    deinit { displayLink?.invalidate() }
}
