// Approximate comparison of colours: the same colour space and every component (alpha included)
// within the tolerance.
#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif

extension CGColor: ApproximatelyEquatable {
    /// True when both colours are in the same colour space and every component, alpha included, is
    /// within `absoluteTolerance` of the other's.
    public func isApproximatelyEqual(to other: CGColor, absoluteTolerance: Double) -> Bool {
        guard colorSpace == other.colorSpace, let mine = components, let theirs = other.components else { return false }
        return componentsApproximatelyEqual(mine.map { Double($0) }, theirs.map { Double($0) },
                                            absoluteTolerance: absoluteTolerance)
    }
}
