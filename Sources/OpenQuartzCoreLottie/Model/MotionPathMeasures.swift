import Foundation
import Synchronization

/// The arc-length measures of the motion paths that positions with spatial tangents move along,
/// kept between evaluations: a property sampled at every frame of a segment (time remapping, a
/// parent's position that a sampled child follows, expressions that read it) measures its cubic
/// once rather than once a frame. Measuring a cubic to the renderer's tolerance costs about 12,000
/// instructions; `lottie-spec-time_remap` evaluated 1,195 positions along four motion paths while
/// loading.
///
/// The cache is keyed by the cubic's four points, shared by the threads that read documents (a
/// lock around a dictionary), and emptied when it reaches ``capacity`` entries, which bounds its
/// memory whatever a file holds.
enum MotionPathMeasures {
    /// The most cubics kept.
    static let capacity = 256

    /// A cubic's start, control points and end, x then y.
    struct Key: Hashable {
        var coordinates: SIMD8<Double>
    }

    private static let measures = Mutex<[Key: PathMeasure]>([:])

    /// The measure of `segment` (a cubic), made the first time it is asked for.
    static func measure(of segment: PathSegment) -> PathMeasure {
        guard case .curve(let control1, let control2, let end) = segment.shape else { return PathMeasure(segments: [segment]) }
        let key = Key(coordinates: SIMD8(Double(segment.start.x), Double(segment.start.y), Double(control1.x), Double(control1.y),
                                         Double(control2.x), Double(control2.y), Double(end.x), Double(end.y)))
        if let known = measures.withLock({ $0[key] }) { return known }
        let measure = PathMeasure(segments: [segment])
        measures.withLock { cache in
            if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
            cache[key] = measure
        }
        return measure
    }
}
