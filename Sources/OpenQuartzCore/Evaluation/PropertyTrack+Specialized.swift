// Property tracks compiled for the accessors most animations use.
//
// A track is built from an accessor whose type is known only at run time (the property table holds
// `any LayerValueAccessor`), so PropertyTrack's own `apply` runs its arithmetic through witness
// tables and type metadata. A class naming the accessor type calls a copy of the body compiled for
// it, in which reading, interpolating and writing are plain loads, arithmetic and stores. Each
// derives from the non-generic track base and holds a `PropertyTrackCore` of its accessor type
// (not a subclass of `PropertyTrack`: see `PropertyTrackCore` for what that cost).

extension PropertyTrack {
    /// The track of an animation of the value `accessor` reaches: an instance of the class for the
    /// accessor's type where there is one, of PropertyTrack itself otherwise (the same behaviour).
    package static func make(accessor: Accessor, timing: TrackTiming, source: PropertyTrackSource<Accessor.Value>,
                             isAdditive: Bool, isCumulative: Bool) -> any LayerAnimationTrack {
        func specialised<Concrete: InterpolatingLayerValueAccessor>(
            _ accessorType: Concrete.Type, _ build: (PropertyTrackCore<Concrete>) -> any LayerAnimationTrack
        ) -> (any LayerAnimationTrack)? {
            guard Accessor.self == accessorType, let accessor = accessor as? Concrete,
                  let source = source as? PropertyTrackSource<Concrete.Value> else { return nil }
            return build(PropertyTrackCore(accessor: accessor, timing: timing, source: source, isAdditive: isAdditive,
                                           isCumulative: isCumulative))
        }
        if let track = specialised(StateAccessor<CGPoint>.self, { PointPropertyTrack($0) }) { return track }
        if let track = specialised(StateAccessor<Float>.self, { FloatPropertyTrack($0) }) { return track }
        if let track = specialised(StateAccessor<CGFloat>.self, { CGFloatPropertyTrack($0) }) { return track }
        if let track = specialised(TransformComponentAccessor<StateAccessor<CATransform3D>>.self, { TransformComponentPropertyTrack($0) }) { return track }
        if let track = specialised(ComponentAccessor<StateAccessor<CGPoint>, CGFloat>.self, { PointComponentPropertyTrack($0) }) { return track }
        if let track = specialised(StateAccessor<CGSize>.self, { SizePropertyTrack($0) }) { return track }
        if let track = specialised(StateAccessor<CGRect>.self, { RectPropertyTrack($0) }) { return track }
        if let track = specialised(StateAccessor<CATransform3D>.self, { TransformPropertyTrack($0) }) { return track }
        if let track = specialised(StateAccessor<CGColor?>.self, { ColorPropertyTrack($0) }) { return track }
        return PropertyTrack(accessor: accessor, timing: timing, source: source, isAdditive: isAdditive,
                             isCumulative: isCumulative)
    }
}

