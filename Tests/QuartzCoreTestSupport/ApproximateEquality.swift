// Approximate comparison for the project's value types, built on swift-numerics'
// `isApproximatelyEqual(to:absoluteTolerance:)` so that every test states its tolerance the same way.
#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
@_exported import RealModule

/// A value that can be compared with another within an absolute tolerance on each component.
public protocol ApproximatelyEquatable {
    /// True when every component of `self` is within `absoluteTolerance` of the same component of `other`.
    func isApproximatelyEqual(to other: Self, absoluteTolerance: Double) -> Bool
}

extension ApproximatelyEquatable {
    /// True when every component is within 1e-9 of `other`'s.
    public func isApproximatelyEqual(to other: Self) -> Bool {
        isApproximatelyEqual(to: other, absoluteTolerance: 1e-9)
    }
}

/// Compares two sequences of components pairwise.
public func componentsApproximatelyEqual(_ a: [Double], _ b: [Double], absoluteTolerance: Double) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.isApproximatelyEqual(to: $1, absoluteTolerance: absoluteTolerance) }
}

extension CGPoint: ApproximatelyEquatable {
    public func isApproximatelyEqual(to other: CGPoint, absoluteTolerance: Double) -> Bool {
        componentsApproximatelyEqual([x, y], [other.x, other.y], absoluteTolerance: absoluteTolerance)
    }
}

extension CGSize: ApproximatelyEquatable {
    public func isApproximatelyEqual(to other: CGSize, absoluteTolerance: Double) -> Bool {
        componentsApproximatelyEqual([width, height], [other.width, other.height], absoluteTolerance: absoluteTolerance)
    }
}

extension CGVector: ApproximatelyEquatable {
    public func isApproximatelyEqual(to other: CGVector, absoluteTolerance: Double) -> Bool {
        componentsApproximatelyEqual([dx, dy], [other.dx, other.dy], absoluteTolerance: absoluteTolerance)
    }
}

extension CGRect: ApproximatelyEquatable {
    public func isApproximatelyEqual(to other: CGRect, absoluteTolerance: Double) -> Bool {
        componentsApproximatelyEqual(
            [origin.x, origin.y, size.width, size.height],
            [other.origin.x, other.origin.y, other.size.width, other.size.height],
            absoluteTolerance: absoluteTolerance)
    }
}

extension Array: ApproximatelyEquatable where Element: ApproximatelyEquatable {
    public func isApproximatelyEqual(to other: [Element], absoluteTolerance: Double) -> Bool {
        count == other.count
            && zip(self, other).allSatisfy { $0.isApproximatelyEqual(to: $1, absoluteTolerance: absoluteTolerance) }
    }
}

extension Double: ApproximatelyEquatable {
    public func isApproximatelyEqual(to other: Double, absoluteTolerance: Double) -> Bool {
        isApproximatelyEqual(to: other, absoluteTolerance: absoluteTolerance, relativeTolerance: 0)
    }
}

extension CGFloat: ApproximatelyEquatable {
    public func isApproximatelyEqual(to other: CGFloat, absoluteTolerance: Double) -> Bool {
        Double(self).isApproximatelyEqual(to: Double(other), absoluteTolerance: absoluteTolerance)
    }
}
