
/// Which frames a render draws, at which times and sizes.
///
/// A scene of duration d at f frames per second has frames 0 to round(d x f), both ends included,
/// frame n at time n / f: the first frame shows the scene as it starts and the last as it ends.
struct FramePlan: Equatable {
    /// The frames drawn, by number.
    var frames: ClosedRange<Int>
    /// Frames per second.
    var fps: Double
    /// The output size in pixels.
    var width: Int, height: Int
    /// A single frame at this time instead of numbered frames (`--time`).
    var singleTime: Double?

    /// The time of frame `n`.
    func time(ofFrame n: Int) -> Double {
        singleTime ?? Double(n) / fps
    }

    /// The number of frames a scene of `duration` seconds has at `fps`; nil when there are more than
    /// any render draws (a product past 10^12, or not a number).
    static func frameCount(duration: Double, fps: Double) -> Int? {
        let product = (duration * fps).rounded()
        guard product.isFinite, product >= 0, product < 1e12 else { return nil }
        return Int(product) + 1
    }

    /// The plan for `subject` with the command line's choices; throws a ``CLIError`` for impossible
    /// ones (a frame range past the end, a size out of range, a non-positive rate...). `frame` (`--frame
    /// N`) is the one frame N of the subject's frames, at time N / fps, numbered N.
    static func make(subject: RenderSubject, fps: Double? = nil, duration: Double? = nil, size: PixelSize? = nil,
                     scale: Double? = nil, frames: FrameRange? = nil, time: Double? = nil, frame: Int? = nil,
                     shard: Shard? = nil) throws -> FramePlan {
        let rate = fps ?? subject.fps
        guard rate > 0, rate <= 1000, rate.isFinite else { throw CLIError("--fps \(rate): expected a rate above 0 and at most 1000") }
        let length = duration ?? subject.duration
        guard length >= 0, length.isFinite, length <= 3600 else {
            guard duration == nil else { throw CLIError("--duration \(length): expected 0 to 3600 seconds") }
            throw CLIError("the scene lasts \(length) s (to the end of its last animation or event), more than the 3600 s a render draws: give a shorter --duration, or the scene a duration")
        }
        if size != nil && scale != nil { throw CLIError("--size and --scale cannot be used together") }
        var width = subject.width, height = subject.height
        if let size { (width, height) = (size.width, size.height) }
        if let scale {
            guard scale > 0, scale.isFinite else { throw CLIError("--scale \(scale): expected a positive number") }
            let scaledWidth = (Double(subject.width) * scale).rounded(), scaledHeight = (Double(subject.height) * scale).rounded()
            let limit = Double(PixelSize.maximum)
            guard (1...limit).contains(scaledWidth), (1...limit).contains(scaledHeight) else {
                throw CLIError("--scale \(scale): the output would be \(scaledWidth)x\(scaledHeight) pixels; each side must be 1 to \(PixelSize.maximum) pixels")
            }
            width = Int(scaledWidth)
            height = Int(scaledHeight)
        }
        guard (1...PixelSize.maximum).contains(width), (1...PixelSize.maximum).contains(height) else {
            throw CLIError("output size \(width)x\(height): each side must be 1 to \(PixelSize.maximum) pixels")
        }
        if let frame {
            guard frame >= 0 else { throw CLIError("--frame \(frame): expected a frame number of 0 or more") }
            if time != nil || frames != nil { throw CLIError("--frame draws one frame: it cannot be used with --time or --frames") }
        }
        if let time {
            guard time >= 0, time.isFinite else { throw CLIError("--time \(time): expected a time of 0 or more seconds") }
            if frames != nil || shard != nil { throw CLIError("--time draws one frame: it cannot be used with --frames or --shard") }
            return FramePlan(frames: 0...0, fps: rate, width: width, height: height, singleTime: time)
        }
        guard let count = frameCount(duration: length, fps: rate) else { throw CLIError("\(length) s at \(rate) fps: too many frames") }
        var chosen = 0...(count - 1)
        if let frame {
            guard frame < count else { throw CLIError("--frame \(frame): the scene has frames 0..\(count - 1)") }
            chosen = frame...frame
        }
        if let frames {
            guard let range = frames.resolved(frameCount: count) else {
                throw CLIError("--frames \(frames.first)..\(frames.last.map(String.init) ?? ""): the scene has frames 0..\(count - 1)")
            }
            chosen = range
        }
        if let shard {
            guard let part = shard.part(of: chosen) else {
                throw CLIError("--shard \(shard.index)/\(shard.count): part \(shard.index) of \(shard.count) is empty, as there are only \(chosen.count) frames")
            }
            chosen = part
        }
        return FramePlan(frames: chosen, fps: rate, width: width, height: height, singleTime: nil)
    }
}
