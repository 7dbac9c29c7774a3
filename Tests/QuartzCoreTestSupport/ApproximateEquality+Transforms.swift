// Approximate comparison of transforms, entry by entry.
#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif

extension CATransform3D: ApproximatelyEquatable {
    /// The sixteen entries, row by row, as doubles.
    public var approximateEqualityEntries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) }
    }

    public func isApproximatelyEqual(to other: CATransform3D, absoluteTolerance: Double) -> Bool {
        componentsApproximatelyEqual(approximateEqualityEntries, other.approximateEqualityEntries,
                                     absoluteTolerance: absoluteTolerance)
    }
}

extension CGAffineTransform: ApproximatelyEquatable {
    public func isApproximatelyEqual(to other: CGAffineTransform, absoluteTolerance: Double) -> Bool {
        componentsApproximatelyEqual([a, b, c, d, tx, ty].map { Double($0) },
                                     [other.a, other.b, other.c, other.d, other.tx, other.ty].map { Double($0) },
                                     absoluteTolerance: absoluteTolerance)
    }
}
