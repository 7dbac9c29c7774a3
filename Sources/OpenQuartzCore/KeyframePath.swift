/// A keyframe animation along a path: the position, and the direction of travel for `rotationMode`,
/// at any progress of a `CAKeyframeAnimation` whose `path` is set.
///
/// Apple's documentation of `path`: it "defines the values for that property over the length of the
/// animation" and, when set, `values` is ignored; "the end point of a line-to or curve-to segment
/// defines the keyframe value", the points between are interpolated, and "move-to segments do not
/// define separate keyframe values". So the keyframes are the start of the first drawn segment and
/// the end of every drawn segment (every element but moves), and each segment is one keyframe
/// segment of a ``KeyframeTimeline``; `keyTimes` and `timingFunctions` apply to them as to values.
/// For the path move (0, 0), line (300, 0), line (300, 100): three keyframes at 0, 0.5 and 1, so
/// (150, 0) at 0.25 and (300, 50) at 0.75 (vectors.md, "Keyframes").
///
/// By calculation mode:
/// - `linear` (and `cubic`: the path's own curves already give the shape, so there is no spline to
///   add; chosen here, Apple is silent): each segment is traversed by its Bezier parameter, which the
///   timeline's eased fraction gives directly.
/// - `paced` and `cubicPaced`: uniform speed along the whole path's length ("with paced mode, motion
///   is uniform along the path's length"), using ``PathMeasure``; the same path paced is at (200, 0)
///   at 0.5. A jump between subpaths takes no time.
/// - `discrete`: the keyframe points themselves, each for its share of the duration.
///
/// A close element is a line back to its subpath's start, and a keyframe segment like any other,
/// except when it has no length (within 1e-9 of the path's size, to absorb rounding in arcs), as
/// closing an ellipse or a circle has: such a close is skipped. Counting it would hold the layer
/// still at the end of the path for a share of the duration, which no animation along an oval
/// wants. (Chosen here; Apple does not document it.)
///
/// All tables are built in `init`; ``position(at:)`` and ``tangentAngle(at:)`` do not allocate.
package struct KeyframePath: Sendable {
    /// The path's keyframe segments, zero-length closes left out.
    package let segments: [PathSegment]
    /// The keyframe points: the start of the first segment, then the end of each.
    package let keyframePoints: [CGPoint]
    /// The timeline of the keyframe points.
    package let timeline: KeyframeTimeline
    /// The arc-length table, in the paced modes when the path has length.
    let measure: PathMeasure?

    /// The keyframe animation along `path`, with the animation's `keyTimes` (one per keyframe point,
    /// or one more in discrete mode), `calculationMode` and the curves of its `timingFunctions` (one
    /// per segment). Nil when the path draws nothing (no line or curve, and no close of positive
    /// length): the animation then has no keyframes.
    package init?(path: CGPath, keyTimes: [Double]?, calculationMode: CAAnimationCalculationMode,
                  timingFunctions: [CubicTimingCurve]?) {
        let drawn = path.drawableSegments
        let size = drawn.reduce(0.0) { $0 + Double($1.controlPolygonLength) }
        let kept = drawn.filter { !($0.isClose && Double($0.controlPolygonLength) <= 1e-9 * size) }
        guard let first = kept.first else { return nil }
        segments = kept
        keyframePoints = [first.start] + kept.map(\.end)
        timeline = KeyframeTimeline(keyframeCount: kept.count + 1, keyTimes: keyTimes, calculationMode: calculationMode,
                                    timingFunctions: timingFunctions, segmentLengths: nil)
        if timeline.isPaced {
            let measure = PathMeasure(segments: kept, restingPoint: first.start)
            self.measure = measure.length > 0 ? measure : nil
        } else {
            measure = nil
        }
    }

    /// The position at `progress`, the animation's progress with its own timing function applied.
    ///
    /// Outside [0, 1], linear mode extends the first or last segment's curve (as
    /// ``KeyframeTimeline/locate(_:)`` extrapolates), and the paced modes stop at the path's ends.
    package func position(at progress: Double) -> CGPoint {
        if let measure {
            let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
            return measure.point(atDistance: CGFloat(p) * measure.length)
        }
        let (segment, fraction) = timeline.locate(progress)
        if timeline.isDiscrete { return keyframePoints[segment] }
        if fraction == 0 { return keyframePoints[segment] }
        if fraction == 1 { return keyframePoints[segment + 1] }
        return segments[segment].point(at: CGFloat(fraction))
    }

    /// The direction of travel at `progress`, in radians: `atan2(dy, dx)` of the path's tangent there,
    /// the angle by which `rotationMode = .rotateAuto` turns the layer (Apple: "the objects travel on
    /// a tangent to the path"; the seeds' ship in the Explicit Animations chapter).
    ///
    /// At a keyframe shared by two segments the later one's direction applies (the earlier one's at
    /// the very end). In discrete mode the layer sits on a keyframe point: the direction is that of
    /// the segment arriving there (leaving it, for the first point). Where the path has no direction
    /// (a segment of zero length) the angle is 0.
    package func tangentAngle(at progress: Double) -> Double {
        if let measure {
            let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
            return Double(measure.tangentAngle(atDistance: CGFloat(p) * measure.length))
        }
        let (segment, fraction) = timeline.locate(progress)
        if timeline.isDiscrete {
            return segment == 0 ? angle(segments[0].unitTangent(at: 0)) : angle(segments[segment - 1].unitTangent(at: 1))
        }
        return angle(segments[segment].unitTangent(at: CGFloat(min(max(fraction, 0), 1))))
    }

    /// The layer's rotation for `rotationMode`: nil for no rotation (nil, or a mode Apple does not
    /// define), the ``tangentAngle(at:)`` for `rotateAuto`, and that plus pi for `rotateAutoReverse`
    /// (Apple: "the objects travel at a 180 degree tangent to the path"). Apple leaves a rotation mode
    /// without a path undefined, so only this path form offers it.
    package func rotationAngle(at progress: Double, rotationMode: CAAnimationRotationMode?) -> Double? {
        switch rotationMode {
        case .rotateAuto?: tangentAngle(at: progress)
        case .rotateAutoReverse?: tangentAngle(at: progress) + .pi
        default: nil
        }
    }

    private func angle(_ v: CGVector) -> Double {
        v.dx == 0 && v.dy == 0 ? 0 : Double(atan2(v.dy, v.dx))
    }
}
