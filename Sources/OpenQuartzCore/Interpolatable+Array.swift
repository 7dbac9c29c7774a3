/// Arrays interpolate element by element, as Core Animation animates `CAGradientLayer.locations`
/// and `colors`.
///
/// Arrays of different lengths cannot be matched element by element (chosen here; Apple does not
/// document it): interpolation switches from the start array to the end array at fraction 0.5, the
/// fallback for values that cannot be interpolated; ``adding(_:)`` and ``subtractingValue(_:)`` combine
/// the common prefix and keep the rest of `self`; ``interpolationDistance(to:)`` measures the common prefix.
extension Array: Interpolatable where Element: Interpolatable {
    /// Reads an array of `Element`, or an array (or `NSArray`) each of whose items converts to
    /// `Element` (numbers of any type, boxed geometry).
    public init?(animationValue value: Any) {
        if let array = value as? [Element] {
            self = array
            return
        }
        guard let items = value as? [Any] else { return nil }
        var converted: [Element] = []
        converted.reserveCapacity(items.count)
        for item in items {
            guard let element = Element(animationValue: item) else { return nil }
            converted.append(element)
        }
        self = converted
    }

    /// Element-wise interpolation; arrays of different lengths switch at half way.
    public func interpolated(to end: [Element], fraction: Double) -> [Element] {
        guard count == end.count else { return fraction < 0.5 ? self : end }
        return zip(self, end).map { $0.interpolated(to: $1, fraction: fraction) }
    }

    /// Element-wise sum over the common prefix; the rest of `self` is kept.
    public func adding(_ other: [Element]) -> [Element] {
        combined(with: other) { $0.adding($1) }
    }

    /// Element-wise difference over the common prefix; the rest of `self` is kept.
    public func subtractingValue(_ other: [Element]) -> [Element] {
        combined(with: other) { $0.subtractingValue($1) }
    }

    /// Every element multiplied by `factor`.
    public func scaled(by factor: Double) -> [Element] {
        map { $0.scaled(by: factor) }
    }

    /// The Euclidean combination of the element distances over the common prefix.
    public func interpolationDistance(to other: [Element]) -> Double {
        var sum = 0.0
        for (a, b) in zip(self, other) {
            let d = a.interpolationDistance(to: b)
            sum += d * d
        }
        return sum.squareRoot()
    }

    private func combined(with other: [Element], _ combine: (Element, Element) -> Element) -> [Element] {
        var result = self
        for index in 0..<Swift.min(count, other.count) {
            result[index] = combine(self[index], other[index])
        }
        return result
    }
}
