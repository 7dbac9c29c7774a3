/// The virtual key paths of a transform (`transform.rotation.z`, `transform.scale`,
/// `transform.translation.x`...), read from and written into a whole transform.
///
/// Apple's "Core Animation Extensions to Key-Value Coding": rotation.x, .y and .z in radians
/// (`rotation` alone is `rotation.z`), scale.x, .y and .z (`scale` alone is the average of the three),
/// translation.x, .y and .z (`translation` alone is a size of x and y). Reading decomposes the
/// transform (translation, scale, skew, perspective, rotation) and returns the component; writing
/// replaces the component and recomposes, keeping the others. Rotations are Euler angles applied
/// about x, then y, then z, so animating one of them sets that angle alone and a rotation past a full
/// turn keeps turning. A transform scaled to zero on some axes is decomposed with those scales 0
/// (``DecomposedTransform3D/init(zeroScaled:)``), so writing another component keeps them. Any other
/// transform that cannot be decomposed (parallel rows, a projection) reads as its translation with
/// no rotation and unit scale, and is rebuilt from those when written (chosen here; Apple is
/// silent).
package enum TransformComponent: Sendable, CaseIterable {
    case rotationX, rotationY, rotationZ
    case scaleX, scaleY, scaleZ, scaleAverage
    case translationX, translationY, translationZ

    /// The component's key path below `transform` (or `sublayerTransform`).
    package var keyPaths: [String] {
        switch self {
        case .rotationX: ["rotation.x"]
        case .rotationY: ["rotation.y"]
        case .rotationZ: ["rotation.z", "rotation"]
        case .scaleX: ["scale.x"]
        case .scaleY: ["scale.y"]
        case .scaleZ: ["scale.z"]
        case .scaleAverage: ["scale"]
        case .translationX: ["translation.x"]
        case .translationY: ["translation.y"]
        case .translationZ: ["translation.z"]
        }
    }

    /// The component of `transform`.
    package func value(in transform: CATransform3D) -> CGFloat {
        let parts = Self.decomposed(transform)
        return value(in: parts, angles: parts.rotation.eulerAngles)
    }

    /// The component of the transform whose decomposition (by ``decomposed(_:)``) is `parts`, with
    /// `angles` the Euler angles of its rotation (evaluated only for a rotation).
    package func value(in parts: DecomposedTransform3D, angles: @autoclosure () -> DecomposedTransform3D.Vector3) -> CGFloat {
        switch self {
        case .rotationX: return angles().x
        case .rotationY: return angles().y
        case .rotationZ: return angles().z
        case .scaleX: return parts.scale.x
        case .scaleY: return parts.scale.y
        case .scaleZ: return parts.scale.z
        case .scaleAverage: return (parts.scale.x + parts.scale.y + parts.scale.z) / 3
        case .translationX: return parts.translation.x
        case .translationY: return parts.translation.y
        case .translationZ: return parts.translation.z
        }
    }

    /// `transform` with the component replaced by `value`.
    package func setting(_ value: CGFloat, in transform: CATransform3D) -> CATransform3D {
        let parts = Self.decomposed(transform)
        return setting(value, in: parts, angles: parts.rotation.eulerAngles)
    }

    /// The transform whose decomposition is `parts` (with `angles` the Euler angles of its rotation,
    /// evaluated only for a rotation), with the component replaced by `value`.
    package func setting(_ value: CGFloat, in parts: DecomposedTransform3D,
                         angles: @autoclosure () -> DecomposedTransform3D.Vector3) -> CATransform3D {
        var parts = parts
        let v = Double(value)
        switch self {
        case .rotationX, .rotationY, .rotationZ:
            var angles = angles()
            if self == .rotationZ && angles.x == 0 && angles.y == 0 {
                // A turn about z alone, the usual case: its rows straight from the angle's cosine and
                // sine (the quaternion of ``Quaternion/init(eulerAngles:)`` gives the same rows).
                let (s, c) = SineCosine.of(v)
                return parts.recomposed(rotationRows: (.init(x: c, y: s, z: 0), .init(x: -s, y: c, z: 0), .init(x: 0, y: 0, z: 1)))
            }
            switch self {
            case .rotationX: angles.x = v
            case .rotationY: angles.y = v
            default: angles.z = v
            }
            parts.rotation = .init(eulerAngles: angles)
        case .scaleX: parts.scale.x = v
        case .scaleY: parts.scale.y = v
        case .scaleZ: parts.scale.z = v
        case .scaleAverage: parts.scale = .init(x: v, y: v, z: v)
        case .translationX: parts.translation.x = v
        case .translationY: parts.translation.y = v
        case .translationZ: parts.translation.z = v
        }
        return parts.recomposed()
    }

    /// The transform's translation as a size, the value of `transform.translation`.
    package static func translation(in transform: CATransform3D) -> CGSize {
        let parts = decomposed(transform)
        return CGSize(width: parts.translation.x, height: parts.translation.y)
    }

    /// `transform` with its x and y translation replaced.
    package static func settingTranslation(_ size: CGSize, in transform: CATransform3D) -> CATransform3D {
        var parts = decomposed(transform)
        parts.translation.x = Double(size.width)
        parts.translation.y = Double(size.height)
        return parts.recomposed()
    }

    /// The decomposition components are read from and written to: that of `transform` (with zero
    /// scales kept), or for a transform that cannot be decomposed otherwise, its translation with
    /// no rotation and unit scale.
    package static func decomposed(_ transform: CATransform3D) -> DecomposedTransform3D {
        if let parts = DecomposedTransform3D(transform) ?? DecomposedTransform3D(zeroScaled: transform) { return parts }
        var parts = DecomposedTransform3D.identity
        parts.translation = .init(x: Double(transform.m41), y: Double(transform.m42), z: Double(transform.m43))
        return parts
    }
}
