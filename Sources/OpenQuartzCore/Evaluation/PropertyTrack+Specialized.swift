// Property tracks compiled for the accessors most animations use.
//
// A track is built from an accessor whose type is known only at run time (the property table holds
// `any LayerValueAccessor`), so PropertyTrack's own `apply` runs its arithmetic through witness
// tables and type metadata. A subclass naming the accessor type calls a copy of the body compiled
// for it, in which reading, interpolating and writing are plain loads, arithmetic and stores.

extension PropertyTrack {
    /// The track of an animation of the value `accessor` reaches: an instance of the subclass for
    /// the accessor's type where there is one, of PropertyTrack itself otherwise (the same behaviour).
    package static func make(accessor: Accessor, timing: TrackTiming, source: PropertyTrackSource<Accessor.Value>,
                             isAdditive: Bool, isCumulative: Bool) -> any LayerAnimationTrack {
        // The accessor's type is compared first, so that only the subclass a track is made of has
        // its metadata made: a subclass of a generic class is set up at run time from its
        // superclass's mangled name, whose requirements the runtime checks by searching every
        // conformance record loaded (some 500,000 instructions a class, the first time).
        func specialised<Concrete>(_ accessorType: Concrete.Type,
                                   _ subclass: () -> PropertyTrack<Concrete>.Type) -> (any LayerAnimationTrack)? {
            guard Accessor.self == accessorType, let accessor = accessor as? Concrete,
                  let source = source as? PropertyTrackSource<Concrete.Value> else { return nil }
            return subclass().init(accessor: accessor, timing: timing, source: source, isAdditive: isAdditive,
                                   isCumulative: isCumulative)
        }
        if let track = specialised(StateAccessor<CGPoint>.self, { PointPropertyTrack.self }) { return track }
        if let track = specialised(StateAccessor<Float>.self, { FloatPropertyTrack.self }) { return track }
        if let track = specialised(StateAccessor<CGFloat>.self, { CGFloatPropertyTrack.self }) { return track }
        if let track = specialised(TransformComponentAccessor<StateAccessor<CATransform3D>>.self, { TransformComponentPropertyTrack.self }) {
            return track
        }
        if let track = specialised(ComponentAccessor<StateAccessor<CGPoint>, CGFloat>.self, { PointComponentPropertyTrack.self }) {
            return track
        }
        if let track = specialised(StateAccessor<CGSize>.self, { SizePropertyTrack.self }) { return track }
        if let track = specialised(StateAccessor<CGRect>.self, { RectPropertyTrack.self }) { return track }
        if let track = specialised(StateAccessor<CATransform3D>.self, { TransformPropertyTrack.self }) { return track }
        if let track = specialised(StateAccessor<CGColor?>.self, { ColorPropertyTrack.self }) { return track }
        return Self(accessor: accessor, timing: timing, source: source, isAdditive: isAdditive, isCumulative: isCumulative)
    }
}

/// A property track of a point (`position`, `anchorPoint`, a gradient's `startPoint`...).
final class PointPropertyTrack: PropertyTrack<StateAccessor<CGPoint>>, @unchecked Sendable {
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        applyValue(to: &state, model: model, parentTime: parentTime)
    }
}

/// A property track of a `Float` (`opacity`, `shadowOpacity`...).
final class FloatPropertyTrack: PropertyTrack<StateAccessor<Float>>, @unchecked Sendable {
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        applyValue(to: &state, model: model, parentTime: parentTime)
    }
}

/// A property track of a `CGFloat` (`cornerRadius`, `zPosition`, `strokeEnd`...).
final class CGFloatPropertyTrack: PropertyTrack<StateAccessor<CGFloat>>, @unchecked Sendable {
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        applyValue(to: &state, model: model, parentTime: parentTime)
    }
}

/// A property track of a transform's component (`transform.rotation.z`, `transform.scale`...).
final class TransformComponentPropertyTrack: PropertyTrack<TransformComponentAccessor<StateAccessor<CATransform3D>>>, @unchecked Sendable {
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        applyValue(to: &state, model: model, parentTime: parentTime)
    }
}

/// A property track of a point's coordinate (`position.x`, `anchorPoint.y`...).
final class PointComponentPropertyTrack: PropertyTrack<ComponentAccessor<StateAccessor<CGPoint>, CGFloat>>, @unchecked Sendable {
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        applyValue(to: &state, model: model, parentTime: parentTime)
    }
}

/// A property track of a size (`shadowOffset`).
final class SizePropertyTrack: PropertyTrack<StateAccessor<CGSize>>, @unchecked Sendable {
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        applyValue(to: &state, model: model, parentTime: parentTime)
    }
}

/// A property track of a rectangle (`bounds`, `contentsRect`...).
final class RectPropertyTrack: PropertyTrack<StateAccessor<CGRect>>, @unchecked Sendable {
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        applyValue(to: &state, model: model, parentTime: parentTime)
    }
}

/// A property track of a whole transform (`transform`, `sublayerTransform`...).
final class TransformPropertyTrack: PropertyTrack<StateAccessor<CATransform3D>>, @unchecked Sendable {
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        applyValue(to: &state, model: model, parentTime: parentTime)
    }
}

/// A property track of a colour (`backgroundColor`, `borderColor`...).
final class ColorPropertyTrack: PropertyTrack<StateAccessor<CGColor?>>, @unchecked Sendable {
    override func apply(to state: inout LayerState, model: LayerState, parentTime: CFTimeInterval) {
        applyValue(to: &state, model: model, parentTime: parentTime)
    }
}
