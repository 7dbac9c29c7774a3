/// What a ``CADisplayLink`` asked for last: the interval, the rate or the range that decides which
/// ticks of the display it fires on.
enum FrameRateRequest: Equatable {
    case native
    case interval(Int)
    case framesPerSecond(Int)
    case range(CAFrameRateRange)

    /// Every how many ticks of a display refreshing `displayRate` times a second the link fires.
    func stride(displayRate: Double) -> Int {
        switch self {
        case .native:
            return 1
        case .interval(let interval):
            return max(1, interval)
        case .framesPerSecond(let rate):
            return rate > 0 ? Self.stride(nearest: Double(rate), displayRate: displayRate, within: nil) : 1
        case .range(let range):
            guard range != .default else { return 1 }
            let maximum = range.maximum > 0 ? Double(range.maximum) : displayRate
            let target = range.preferred.map(Double.init) ?? maximum
            return Self.stride(nearest: target, displayRate: displayRate, within: Double(range.minimum)...max(maximum, Double(range.minimum)))
        }
    }

    /// The n >= 1 whose rate `displayRate / n` is nearest `target`, among those within `bounds` if
    /// any is; ties go to the smaller n (the faster rate).
    private static func stride(nearest target: Double, displayRate: Double, within bounds: ClosedRange<Double>?) -> Int {
        let slowest = max(1, Int((displayRate / max(target, bounds?.lowerBound ?? 0, 1e-3)).rounded(.up)) + 1)
        let candidates = 1...min(slowest, 100_000)
        let tolerance = 1e-6
        let allowed = bounds.map { bounds in
            candidates.filter { bounds.lowerBound - tolerance...bounds.upperBound + tolerance ~= displayRate / Double($0) }
        } ?? []
        let pool = allowed.isEmpty ? Array(candidates) : allowed
        return pool.min { abs(displayRate / Double($0) - target) < abs(displayRate / Double($1) - target) } ?? 1
    }
}

/// The mutable state of a ``CADisplayLink``, guarded by its lock.
struct DisplayLinkState {
    var timestamp: CFTimeInterval = 0
    var targetTimestamp: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var isPaused = false
    var isInvalid = false
    var frameInterval = 1
    var preferredFramesPerSecond = 0
    var preferredFrameRateRange = CAFrameRateRange.default
    var request = FrameRateRequest.native
    var skippedFrameCount = 0
    /// The tick the link started counting from (added or resumed); it fires only after it.
    var startTick: Int?
    /// The tick of the last callback since the link started.
    var lastFiredTick: Int?

    /// Starts counting frames afresh after `tick`.
    mutating func restart(after tick: Int) {
        startTick = tick
        lastFiredTick = nil
    }

    /// The tick to fire for, given the latest tick that is due, and the frames skipped before it;
    /// nil if none of the link's frames is due. The first frame is the latest due tick after the
    /// start; later ones stay on the link's stride: `last + m * stride` for the largest m.
    func frameToFire(latestDue latest: Int, stride: Int) -> (tick: Int, skipped: Int)? {
        if let last = lastFiredTick {
            let frames = (latest - last) / stride
            guard frames >= 1 else { return nil }
            return (last + frames * stride, frames - 1)
        }
        guard let start = startTick, latest > start else { return nil }
        return (latest, (latest - start - 1) / stride)
    }
}
