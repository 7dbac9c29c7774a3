import Foundation

/// Paths drawn as one (a shape group's paths under one fill or stroke), blended path by path.
struct LottieBezierGroup: LottieInterpolable {
    var beziers: [LottieBezier]

    func blended(to other: LottieBezierGroup, fraction: Double) -> LottieBezierGroup {
        LottieBezierGroup(beziers: zip(beziers, other.beziers).map { $0.blended(to: $1, fraction: fraction) })
    }

    /// Several paths of `geometries` as one property, with the segments each draws as curves
    /// (``LottieProperty/curvedSegments``), when a keyframe animation of the joined `CGPath` shows
    /// at every time what the paths show: nil for fewer than two, when a geometry is not a plain path
    /// (a shape, a modifier or merge works its path out from other values), or when those animated
    /// differ in keyframes (frames, holds, easing) or in vertex count or closing from one keyframe
    /// to the next. Those are sampled at every frame instead. (One path is animated as it is.)
    ///
    /// After Effects keys a group's paths together when they are animated together (its path
    /// keyframes are set on the layer's time line for every path selected), so designers' files
    /// mostly qualify: `thorvg-test7` holds 15 groups of 2 to 9 paths, all keyed at the same
    /// frames with the same easing. One keyframe per key, not one per frame, is what Core
    /// Animation gets, and blending them point by point with each segment's timing function is
    /// what the players do path by path, each value at the same eased fraction.
    static func keyframed(_ geometries: [LottieGeometry])
        -> (property: LottieProperty<LottieBezierGroup>, curved: [[Bool]?])? {
        var properties: [LottieProperty<LottieBezier>] = []
        for geometry in geometries {
            guard case .path(let property) = geometry else { return nil }
            properties.append(property)
        }
        guard properties.count > 1 else { return nil }
        let curved = properties.map(\.curvedSegments)
        var schedules: [[LottieKeyframe<LottieBezier>]] = []
        for property in properties {
            if case .animated(let keyframes) = property { schedules.append(keyframes) }
        }
        guard let schedule = schedules.first else {
            return (.constant(LottieBezierGroup(beziers: properties.map(\.initialValue))), curved)
        }
        guard schedules.allSatisfy({ Self.isSteady($0) && Self.sameTiming($0, schedule) }) else { return nil }
        var keyframes: [LottieKeyframe<LottieBezierGroup>] = []
        keyframes.reserveCapacity(schedule.count)
        for (index, key) in schedule.enumerated() {
            var beziers: [LottieBezier] = []
            beziers.reserveCapacity(properties.count)
            for property in properties {
                switch property {
                case .constant(let bezier): beziers.append(bezier)
                case .animated(let own): beziers.append(own[index].value)
                }
            }
            keyframes.append(LottieKeyframe(frame: key.frame, value: LottieBezierGroup(beziers: beziers), hold: key.hold,
                                            timing: key.timing, spatialOut: nil, spatialIn: nil))
        }
        return (.animated(keyframes), curved)
    }

    /// Every keyframe has the first's vertex count and closing.
    private static func isSteady(_ keyframes: [LottieKeyframe<LottieBezier>]) -> Bool {
        let first = keyframes[0].value
        return keyframes.allSatisfy { $0.value.vertices.count == first.vertices.count && $0.value.closed == first.closed }
    }

    /// The same frames, holds and easing, key by key.
    private static func sameTiming(_ a: [LottieKeyframe<LottieBezier>], _ b: [LottieKeyframe<LottieBezier>]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard x.frame == y.frame, x.hold == y.hold else { return false }
            switch (x.timing, y.timing) {
            case (nil, nil): continue
            case (let p?, let q?) where p.isEqual(q): continue
            default: return false
            }
        }
        return true
    }
}
