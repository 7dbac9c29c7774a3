/// A smooth transition between colours across an area, as Core Graphics defines it: colours placed
/// at locations from 0 to 1, drawn by ``CGContext/drawLinearGradient(_:start:end:options:)`` and
/// ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``.
///
/// Between two locations the colour changes linearly; before the first location the first colour
/// holds and after the last the last colour. OpenQuartzCore resolves every colour into sRGB when the
/// gradient is created and interpolates the non-premultiplied sRGB components (Apple interpolates in
/// the gradient's colour space; for sRGB gradients the two agree). Gradients are immutable and may
/// be shared between threads.
public final class CGGradient: Sendable, Hashable {
    /// One colour of the gradient: a location and non-premultiplied sRGB components.
    package struct Stop: Sendable, Hashable {
        /// Where the colour lies, from 0 (start) to 1 (end).
        package var location: Double
        /// The red, green, blue and alpha components, in sRGB, not premultiplied.
        package var red, green, blue, alpha: Double
    }

    /// The colours in increasing order of location (stably sorted; equal locations keep their order,
    /// giving a sharp transition).
    package let stops: [Stop]
    /// The colour space given at creation (sRGB when none was given).
    package let space: CGColorSpace

    private init(space: CGColorSpace, stops: [Stop]) {
        self.space = space
        self.stops = stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// The locations given, or, without them, `count` locations evenly spaced from 0 to 1, as Apple
    /// documents ("the first color is assigned location 0, the last color 1"); `nil` if a location
    /// lies outside `[0, 1]`.
    private static func locations(_ locations: UnsafePointer<CGFloat>?, count: Int) -> [Double]? {
        guard let locations else {
            return (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
        }
        let values = (0..<count).map { Double(locations[$0]) }
        return values.allSatisfy { (0...1).contains($0) } ? values : nil
    }

    /// Creates a gradient from colours and their locations.
    ///
    /// Apple takes the colours as a `CFArray`; OpenQuartzCore, without Core Foundation, takes a Swift
    /// array. `locations` holds one value per colour in `[0, 1]`, or is `nil` for evenly spaced
    /// colours. Each colour is converted to sRGB (the renderer's space) whatever `space` says; `space`
    /// must be an RGB or gray space when given (Apple rejects pattern spaces). Returns `nil` for an
    /// empty array, a location outside `[0, 1]` or an unusable space.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        if let space, space.model != .rgb, space.model != .monochrome { return nil }
        guard !colors.isEmpty, let places = Self.locations(locations, count: colors.count) else { return nil }
        let stops = zip(colors, places).map { color, location in
            let rgba = color.rgba(in: CGColorSpace.sRGBSpace)
            return Stop(location: location, red: min(max(rgba.red, 0), 1), green: min(max(rgba.green, 0), 1),
                        blue: min(max(rgba.blue, 0), 1), alpha: rgba.alpha)
        }
        self.init(space: space ?? CGColorSpace.sRGBSpace, stops: stops)
    }

    /// Creates a gradient from `count` colours given as components in `space`: each colour is
    /// `space.numberOfComponents` components followed by alpha, consecutively in `components`.
    ///
    /// `locations` holds `count` values in `[0, 1]`, or is `nil` for evenly spaced colours. Returns
    /// `nil` when `count` is less than 1, a location lies outside `[0, 1]`, or `space` is neither RGB
    /// nor gray.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count >= 1, space.model == .rgb || space.model == .monochrome else { return nil }
        let stride = space.numberOfComponents + 1
        let colors = (0..<count).map { index in
            CGColor(space: space, clamping: Array(UnsafeBufferPointer(start: components + index * stride, count: stride)))
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }

    /// Whether two gradients have the same colour space and colours.
    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool {
        lhs === rhs || (lhs.space == rhs.space && lhs.stops == rhs.stops)
    }

    /// Hashes the colours.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(stops)
    }
}
