import Foundation

/// How a Lottie layer's frames relate to the Core Animation layer its animations are added to.
///
/// Normally a Lottie layer's time is its own Core Animation layer's local time: start time and time
/// stretch become that layer's `beginTime` and `speed` (``LottieTimeline/timing(from:)``), so its
/// keyframes become keyframe animations one for one, their easing as timing functions. Inside a
/// time-remapped precomposition, Core Animation has no way to run a sublayer's time along a curve
/// (a layer's `timeOffset` is not animatable), so there every property is sampled once per frame
/// of the enclosing timeline, as lottie-ios's Core Animation engine does for time remapping.
struct LottieTimeline {
    var frameRate: Double
    /// The start time and stretch of this timeline, relative to the root composition's frames
    /// (direct mode only): the Core Animation layers met on the way down carry them.
    var startTime: Double = 0
    var stretch: Double = 1
    /// Sampled mode: the frames of the last Core Animation timeline at which every value is taken,
    /// and the map from such a frame to this timeline's frame.
    var sampling: Sampling?

    struct Sampling {
        var frames: [Double]
        var map: (Double) -> Double
    }

    /// The timeline of a layer with start time `st` and stretch `sr` inside this one.
    func child(startTime st: Double, stretch sr: Double) -> LottieTimeline {
        var child = self
        if let sampling {
            let map = sampling.map
            child.sampling = Sampling(frames: sampling.frames, map: { (map($0) - st) / sr })
        } else {
            child.startTime = startTime + st * stretch
            child.stretch = stretch * sr
        }
        return child
    }

    /// The `beginTime` (seconds) and `speed` that take a Core Animation layer whose parent runs on
    /// `outer` to this timeline: local = (parent - beginTime) * speed, in frames
    /// `(t - st) / sr` of the enclosing composition. Identity in sampled mode.
    func timing(from outer: LottieTimeline) -> (beginTime: Double, speed: Double) {
        guard sampling == nil else { return (0, 1) }
        return ((startTime - outer.startTime) / outer.stretch / frameRate, outer.stretch / stretch)
    }

    /// Sets `layer`'s timing so that it runs on this timeline inside `outer`.
    func apply(to layer: CALayer, from outer: LottieTimeline) {
        let (begin, speed) = timing(from: outer)
        if begin != 0 { layer.beginTime = begin }
        if speed != 1 { layer.speed = Float(speed) }
    }

    /// A frame of this timeline in seconds of the Core Animation layer's local time.
    func seconds(_ frame: Double) -> Double { frame / frameRate }
}
