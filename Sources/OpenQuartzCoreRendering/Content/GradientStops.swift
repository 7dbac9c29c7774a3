import _CCairo

/// One colour stop of a gradient, resolved into the renderer's working space: its location along
/// the gradient and its unpremultiplied sRGB components.
package struct GradientStop: Sendable, Hashable {
    /// Where the stop lies: 0 at the gradient's start, 1 at its end (other values are allowed).
    package var location: Double
    /// Unpremultiplied sRGB components in [0, 1].
    package var red, green, blue, alpha: Double

    /// A stop at `location` of `color`, converted to sRGB.
    package init(location: Double, color: CGColor) {
        self.location = location
        (red, green, blue, alpha) = CairoColor.components(of: color)
    }

    /// A stop from components.
    package init(location: Double, red: Double, green: Double, blue: Double, alpha: Double) {
        self.location = location
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}

extension GradientLayerPainter {
    /// Calls `body` with the stops of a gradient layer's `colors` and `locations`, in a temporary
    /// buffer (on the stack for gradients of ordinary size), and returns its result.
    ///
    /// - `locations` nil (or empty) spreads the colours evenly from 0 to 1 (`CAGradientLayer.h`: "If
    ///   a nil array is given, the stops are assumed to spread uniformly across the [0,1] range");
    ///   a single colour sits at 0.
    /// - Apple requires the locations to increase monotonically and documents nothing else; here a
    ///   location smaller than the one before it is raised to it (a hard edge), so that every
    ///   renderer path sees the same sorted list.
    /// - Apple documents nothing when `locations` and `colors` differ in length; here they are
    ///   paired up to the shorter, the extra colours or locations ignored.
    package static func withStops<Result>(colors: [CGColor], locations: [CGFloat]?,
                                          _ body: (UnsafeBufferPointer<GradientStop>) -> Result) -> Result {
        let explicit = locations.flatMap { $0.isEmpty ? nil : $0 }
        let count = explicit.map { min($0.count, colors.count) } ?? colors.count
        return withUnsafeTemporaryAllocation(of: GradientStop.self, capacity: count) { buffer in
            var previous = -Double.infinity
            for index in 0..<count {
                var location: Double
                if let explicit {
                    location = Double(explicit[index])
                    if !location.isFinite { location = previous.isFinite ? previous : 0 }
                } else {
                    location = count > 1 ? Double(index) / Double(count - 1) : 0
                }
                location = max(location, previous)
                previous = location
                buffer.initializeElement(at: index, to: GradientStop(location: location, color: colors[index]))
            }
            defer { buffer.deinitialize() }
            return body(UnsafeBufferPointer(buffer))
        }
    }

    /// The colour of the gradient at `t`, unpremultiplied: the first stop's colour before it, the
    /// last's after it, and between two stops their components (alpha included) interpolated
    /// linearly and separately, unpremultiplied, as Core Graphics interpolates gradient colours.
    /// Where stops share a location, the later one wins from that location on.
    package static func color(at t: Double, in stops: UnsafeBufferPointer<GradientStop>) -> GradientStop {
        guard let first = stops.first, let last = stops.last else {
            return GradientStop(location: t, red: 0, green: 0, blue: 0, alpha: 0)
        }
        if t < first.location { return first }
        if t >= last.location { return last }
        var upper = 1
        while upper < stops.count - 1, stops[upper].location <= t { upper += 1 }
        let a = stops[upper - 1], b = stops[upper]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        return GradientStop(location: t, red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                            blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    /// Adds `stops` to the Cairo gradient `pattern`, the locations from `lower` to `upper` mapped
    /// onto Cairo's offsets 0 to 1 (`lower < upper`). Stops outside that range are replaced by the
    /// interpolated colour at its ends, so that the colours inside are exactly ``color(at:in:)``'s.
    ///
    /// Cairo's image backend (pixman) interpolates a gradient's stops unpremultiplied and
    /// premultiplies the result, as Core Graphics does.
    package static func addStops(_ stops: UnsafeBufferPointer<GradientStop>, to pattern: OpaquePointer,
                                 from lower: Double, to upper: Double) {
        func add(_ stop: GradientStop) {
            cairo_pattern_add_color_stop_rgba(pattern, min(max((stop.location - lower) / (upper - lower), 0), 1),
                                              stop.red, stop.green, stop.blue, stop.alpha)
        }
        if let first = stops.first, first.location < lower { add(color(at: lower, in: stops)) }
        for stop in stops where stop.location >= lower && stop.location <= upper { add(stop) }
        if let last = stops.last, last.location > upper { add(color(at: upper, in: stops)) }
    }
}
