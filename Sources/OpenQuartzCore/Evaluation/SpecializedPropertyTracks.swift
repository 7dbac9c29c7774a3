// The track classes `PropertyTrack.make` picks, one per accessor type most animations use: each
// holds a `PropertyTrackCore` of that type, so that its `apply` is compiled for it.

/// A property track of a point (`position`, `anchorPoint`, a gradient's `startPoint`...).
final class PointPropertyTrack: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    let core: PropertyTrackCore<StateAccessor<CGPoint>>
    init(_ core: PropertyTrackCore<StateAccessor<CGPoint>>) { self.core = core }
    var timing: MediaTiming { core.timing }
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        core.apply(to: &state, model: model, parentTime: parentTime)
    }
    override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? { core.effectKey(atParentTime: parentTime) }
}

/// A property track of a `Float` (`opacity`, `shadowOpacity`...).
final class FloatPropertyTrack: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    let core: PropertyTrackCore<StateAccessor<Float>>
    init(_ core: PropertyTrackCore<StateAccessor<Float>>) { self.core = core }
    var timing: MediaTiming { core.timing }
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        core.apply(to: &state, model: model, parentTime: parentTime)
    }
    override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? { core.effectKey(atParentTime: parentTime) }
}

/// A property track of a `CGFloat` (`cornerRadius`, `zPosition`, `strokeEnd`...).
final class CGFloatPropertyTrack: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    let core: PropertyTrackCore<StateAccessor<CGFloat>>
    init(_ core: PropertyTrackCore<StateAccessor<CGFloat>>) { self.core = core }
    var timing: MediaTiming { core.timing }
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        core.apply(to: &state, model: model, parentTime: parentTime)
    }
    override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? { core.effectKey(atParentTime: parentTime) }
}

/// A property track of a transform's component (`transform.rotation.z`, `transform.scale`...).
final class TransformComponentPropertyTrack: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    let core: PropertyTrackCore<TransformComponentAccessor<StateAccessor<CATransform3D>>>
    init(_ core: PropertyTrackCore<TransformComponentAccessor<StateAccessor<CATransform3D>>>) { self.core = core }
    var timing: MediaTiming { core.timing }
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        core.apply(to: &state, model: model, parentTime: parentTime)
    }
    override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? { core.effectKey(atParentTime: parentTime) }
}

/// A property track of a point's coordinate (`position.x`, `anchorPoint.y`...).
final class PointComponentPropertyTrack: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    let core: PropertyTrackCore<ComponentAccessor<StateAccessor<CGPoint>, CGFloat>>
    init(_ core: PropertyTrackCore<ComponentAccessor<StateAccessor<CGPoint>, CGFloat>>) { self.core = core }
    var timing: MediaTiming { core.timing }
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        core.apply(to: &state, model: model, parentTime: parentTime)
    }
    override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? { core.effectKey(atParentTime: parentTime) }
}

/// A property track of a size (`shadowOffset`).
final class SizePropertyTrack: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    let core: PropertyTrackCore<StateAccessor<CGSize>>
    init(_ core: PropertyTrackCore<StateAccessor<CGSize>>) { self.core = core }
    var timing: MediaTiming { core.timing }
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        core.apply(to: &state, model: model, parentTime: parentTime)
    }
    override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? { core.effectKey(atParentTime: parentTime) }
}

/// A property track of a rectangle (`bounds`, `contentsRect`...).
final class RectPropertyTrack: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    let core: PropertyTrackCore<StateAccessor<CGRect>>
    init(_ core: PropertyTrackCore<StateAccessor<CGRect>>) { self.core = core }
    var timing: MediaTiming { core.timing }
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        core.apply(to: &state, model: model, parentTime: parentTime)
    }
    override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? { core.effectKey(atParentTime: parentTime) }
}

/// A property track of a whole transform (`transform`, `sublayerTransform`...).
final class TransformPropertyTrack: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    let core: PropertyTrackCore<StateAccessor<CATransform3D>>
    init(_ core: PropertyTrackCore<StateAccessor<CATransform3D>>) { self.core = core }
    var timing: MediaTiming { core.timing }
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        core.apply(to: &state, model: model, parentTime: parentTime)
    }
    override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? { core.effectKey(atParentTime: parentTime) }
}

/// A property track of a colour (`backgroundColor`, `borderColor`...).
final class ColorPropertyTrack: LayerAnimationTrackBase, LayerAnimationTrack, @unchecked Sendable {
    let core: PropertyTrackCore<StateAccessor<CGColor?>>
    init(_ core: PropertyTrackCore<StateAccessor<CGColor?>>) { self.core = core }
    var timing: MediaTiming { core.timing }
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        core.apply(to: &state, model: model, parentTime: parentTime)
    }
    override func effectKey(atParentTime parentTime: CFTimeInterval) -> UInt64? { core.effectKey(atParentTime: parentTime) }
}
