/// An arc-length table of a ``KeyframeSpline``, to traverse it at constant speed: the `cubicPaced`
/// calculation mode.
///
/// Apple's documentation of `cubicPaced`: cubic keyframe values "are interpolated to produce an even
/// pace throughout the animation"; keyTimes and timing functions are ignored. Here the spline keeps
/// its shape (its tangents scaled for the paced key times, see ``KeyframeSequence``) and is
/// re-parameterised by its own arc length, so equal steps of progress cover equal distances along the
/// curve, not merely along the chords between keyframes.
///
/// The only measure a generic ``Interpolatable`` value has is
/// ``Interpolatable/interpolationDistance(to:)``, so the length is that of a polyline through
/// `samplesPerSegment` evenly spaced parameters of each segment (64 by default: the polyline of a
/// smooth cubic is then within about 1e-4 of its length, and speed varies by well under 1%). The
/// table is built once; ``locate(_:)`` is two binary searches and a linear interpolation, without
/// allocation.
package struct KeyframeSplinePacing: Sendable {
    /// The samples per segment.
    package let samplesPerSegment: Int
    /// The number of segments.
    package let segmentCount: Int
    /// The distance along the spline at sample `j * samplesPerSegment + k` (parameter
    /// `k / samplesPerSegment` of segment `j`); the last entry is the total.
    let distances: [Double]

    /// The spline's total length, as the polyline measures it.
    package var totalLength: Double { distances.last ?? 0 }

    /// Measures `spline`.
    package init<Value: Interpolatable>(spline: KeyframeSpline<Value>, samplesPerSegment: Int = 64) {
        let m = max(samplesPerSegment, 1)
        let segments = spline.segmentCount
        self.samplesPerSegment = m
        segmentCount = segments
        var distances: [Double] = [0]
        distances.reserveCapacity(segments * m + 1)
        var total = 0.0
        for j in 0..<segments {
            var previous = spline.values[j]
            for k in 1...m {
                let next = k == m ? spline.values[j + 1] : spline.value(segment: j, fraction: Double(k) / Double(m))
                let step = previous.interpolationDistance(to: next)
                total += step.isFinite ? step : 0
                distances.append(total)
                previous = next
            }
        }
        self.distances = distances
    }

    /// The segment and spline parameter at `progress` of the way along the spline by length;
    /// `progress` is clamped to [0, 1]. Nil when the spline has no length (all keyframes equal, or
    /// fewer than two), for the caller to fall back on its timeline.
    ///
    /// Progress 0 is the first segment at parameter 0 and progress 1 the last at parameter 1, exactly.
    /// Within a stretch of zero length (repeated keyframes) every parameter gives the same value, and
    /// the latest one is chosen.
    package func locate(_ progress: Double) -> (segment: Int, fraction: Double)? {
        let total = totalLength
        guard segmentCount > 0, total > 0 else { return nil }
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if p == 0 { return (0, 0) }
        if p == 1 { return (segmentCount - 1, 1) }
        let target = p * total
        let last = distances.count - 2  // the last sample that starts a step
        // The last sample at or before the target.
        var low = 0, high = last
        while low < high {
            let middle = (low + high + 1) / 2
            if distances[middle] <= target { low = middle } else { high = middle - 1 }
        }
        let span = distances[low + 1] - distances[low]
        let within = span > 0 ? min(max((target - distances[low]) / span, 0), 1) : 0
        let segment = low / samplesPerSegment, step = low % samplesPerSegment
        return (segment, (Double(step) + within) / Double(samplesPerSegment))
    }
}
