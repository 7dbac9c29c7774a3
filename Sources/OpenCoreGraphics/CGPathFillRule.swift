/// The rules that decide which parts of a path are its interior, for filling, clipping and
/// ``CGPath/contains(_:using:transform:)``.
///
/// The raw values are Apple's (`CGPathFillRule` is a `CFIndex` enumeration: winding 0, even-odd 1).
/// Both rules count the crossings of a ray cast from the point to infinity with the path, every
/// subpath implicitly closed.
public enum CGPathFillRule: Int, Sendable, Hashable, CaseIterable {
    /// The non-zero winding rule: a crossing from left to right counts +1, from right to left -1; the
    /// point is inside when the total is not zero. A shape and a hole wound the same way are both
    /// filled.
    case winding = 0
    /// The even-odd rule: the point is inside when the ray crosses the path an odd number of times,
    /// whatever the directions, so a subpath inside another is a hole.
    case evenOdd = 1
}
