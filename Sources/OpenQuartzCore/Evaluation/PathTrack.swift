/// A keyframe animation of a point along a path (CAKeyframeAnimation's `path`), optionally turning
/// the layer to the path's direction.
///
/// With `rotationMode` set, the layer's presentation transform is rotated about z by the tangent's
/// angle before its own transform applies (`CATransform3DRotate(transform, angle, 0, 0, 1)`), so a
/// ship drawn pointing along +x points where it is going; `rotateAutoReverse` adds a half turn.
package final class PathTrack<Accessor: InterpolatingLayerValueAccessor>: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable where Accessor.Value == CGPoint {
    let accessor: Accessor
    let trackTiming: TrackTiming
    let path: KeyframePath
    let rotationMode: CAAnimationRotationMode?
    let isAdditive: Bool
    let isCumulative: Bool

    init(accessor: Accessor, timing: TrackTiming, path: KeyframePath, rotationMode: CAAnimationRotationMode?,
         isAdditive: Bool, isCumulative: Bool) {
        self.accessor = accessor
        trackTiming = timing
        self.path = path
        self.rotationMode = rotationMode
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
    }

    package var timing: MediaTiming { trackTiming.timing }

    package override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        guard let (evaluation, eased) = trackTiming.evaluate(atParentTime: parentTime) else { return }
        var point = path.position(at: eased)
        if isCumulative && evaluation.iteration > 0, let last = path.keyframePoints.last {
            point = point.adding(last.scaled(by: Double(evaluation.iteration)))
        }
        if isAdditive { point = accessor.readInPlace(&state).adding(point) }
        accessor.write(point, to: &state)
        if let angle = path.rotationAngle(at: eased, rotationMode: rotationMode) {
            state.transform = CATransform3DRotate(state.transform, angle, 0, 0, 1)
        }
    }

    /// The eased progress; none past the first repeat of a cumulative animation.
    package override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? {
        trackTiming.progressKey(atParentTime: parentTime, cumulative: isCumulative)
    }
}
