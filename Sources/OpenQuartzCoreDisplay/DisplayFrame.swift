/// One frame a ``DisplayHost`` presented: its place on the display's grid and how it went.
public struct DisplayFrame: Sendable, Equatable {
    /// The index of the display tick the frame is shown at (`DisplaySource/tickTime(_:)`).
    public var tick: Int
    /// The media time of that tick: the time the tree was drawn at and the display links'
    /// `timestamp` for the frame.
    public var time: CFTimeInterval
    /// The ticks that passed without a frame since the previous one (drawing took too long).
    public var skippedTicks: Int
}

/// Frames presented and ticks missed, overall and over the last second (an fps counter).
public struct FrameStatistics: Sendable, Equatable {
    /// Frames presented since the host opened.
    public private(set) var presentedFrames = 0
    /// Display ticks missed since the host opened: frames the display could have shown and did not.
    public private(set) var droppedFrames = 0
    /// The rate over the last full second: frames presented per second of media time.
    public private(set) var framesPerSecond = 0.0
    /// The time of the first frame presented.
    public private(set) var firstFrameTime: CFTimeInterval?
    /// The time of the last frame presented.
    public private(set) var lastFrameTime: CFTimeInterval?
    /// The mean time spent drawing a frame and uploading it to the window's texture, in seconds of
    /// the system clock (measured, not paced).
    public var meanDrawingTime: Double { presentedFrames > 0 ? totalDrawingTime / Double(presentedFrames) : 0 }
    /// The mean time spent presenting a frame (with vsync, the wait for the refresh too).
    public var meanPresentingTime: Double { presentedFrames > 0 ? totalPresentingTime / Double(presentedFrames) : 0 }
    /// Frames that delivered pointer or key events.
    public private(set) var inputFrames = 0
    /// The mean time from an input event's arrival to the end of the presentation of the frame that
    /// delivered it (whose drawing shows what its handlers changed), in seconds.
    public var meanInputLatency: Double { inputFrames > 0 ? totalInputLatency / Double(inputFrames) : 0 }
    /// The longest such time.
    public private(set) var maximumInputLatency = 0.0
    private var totalDrawingTime = 0.0, totalPresentingTime = 0.0, totalInputLatency = 0.0
    private var windowStart: CFTimeInterval?
    private var framesInWindow = 0

    /// No frames yet.
    public init() {}

    /// The share of the display's ticks since the first frame that were missed (0 to 1).
    public var droppedFraction: Double {
        let ticks = presentedFrames + droppedFrames
        return ticks > 1 ? Double(droppedFrames) / Double(ticks - 1) : 0
    }

    /// The mean rate from the first frame to the last.
    public var averageFramesPerSecond: Double {
        guard let first = firstFrameTime, let last = lastFrameTime, last > first else { return 0 }
        return Double(presentedFrames - 1) / (last - first)
    }

    /// Counts a frame that delivered input which had waited `latency` seconds when it was presented.
    public mutating func recordInput(latency: Double) {
        inputFrames += 1
        totalInputLatency += latency
        maximumInputLatency = max(maximumInputLatency, latency)
    }

    /// Counts `frame`, which took `drawing` seconds to draw and upload and `presenting` to present.
    public mutating func record(_ frame: DisplayFrame, drawing: Double = 0, presenting: Double = 0) {
        presentedFrames += 1
        totalDrawingTime += drawing
        totalPresentingTime += presenting
        if firstFrameTime != nil { droppedFrames += frame.skippedTicks }
        firstFrameTime = firstFrameTime ?? frame.time
        lastFrameTime = frame.time
        framesInWindow += 1
        let start = windowStart ?? frame.time
        windowStart = start
        if frame.time - start >= 1 {
            framesPerSecond = Double(framesInWindow - 1) / (frame.time - start)
            windowStart = frame.time
            framesInWindow = 1
        }
    }
}
