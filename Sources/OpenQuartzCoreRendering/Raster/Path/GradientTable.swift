/// The colours of a gradient layer's gradient, premultiplied, at ``size`` evenly spaced locations:
/// what the gradient paints look their colours up in (``GradientPaint``). Built once per gradient
/// and kept while its colours, locations and type stay the same (``GradientTableCache``), not per
/// frame. Immutable.
///
/// Bin k (entry k + 1) holds ``GradientLayerPainter/color(at:in:)`` at location
/// `lower + (k + 0.5) / size * (upper - lower)`; entry 0 holds the colour at `lower` and entry
/// `size + 1` the colour at `upper`, exactly: what the parameters below and beyond the range take
/// (pad), as Cairo pads with the end stops' colours. (Padding with the outer bins instead left a
/// radial glow whose last stop is transparent a haze of a few levels over the rest of its shape:
/// the last bin's centre lies just inside the last stop.) Each colour is converted to Cairo's
/// premultiplied ARGB32 word as the conic gradient's table is
/// (``ConicGradient/premultipliedWord(_:)``): colours converted to sRGB
/// and interpolated unpremultiplied, as `GradientLayerPainter` has Cairo draw them. The range
/// covers what each type can reach, as `GradientLayerPainter` spans its Cairo patterns: an axial
/// gradient's locations and 0...1 together (locations outside [0, 1] honoured, the colours beyond
/// padded), a radial one's 0 up to its last location or 1, a conic one's single turn 0...1.
final class GradientTable: Sendable {
    /// The number of entries: neighbouring entries of a gradient between two colours over its
    /// whole range differ by at most one 8-bit step in each channel.
    static let size = 1024

    /// The gradient type the table was built for.
    let kind: GradientPaint.Kind
    /// The locations of the first entry's start and the last entry's end.
    let lower, upper: Double
    /// The premultiplied colours: the colour at `lower`, the ``size`` bins, the colour at `upper`;
    /// a single entry for a gradient of one colour.
    let entries: [UInt32]
    /// The last stop's colour, premultiplied: what a degenerate gradient fills with.
    let last: UInt32

    /// The table of a gradient of `colors` at `locations` (`CAGradientLayer`'s properties, resolved
    /// by ``GradientLayerPainter/withStops(colors:locations:_:)``) of `type` (any unknown type is
    /// axial, as `GradientLayerPainter` draws it); nil when there are no colours (nothing is
    /// drawn).
    convenience init?(colors: [CGColor], locations: [CGFloat]?, type: CAGradientLayerType) {
        guard !colors.isEmpty else { return nil }
        let kind: GradientPaint.Kind = type == .radial ? .radial : (type == .conic ? .conic : .axial)
        self.init(kind: kind, stops: GradientLayerPainter.withStops(colors: colors, locations: locations) { Array($0) })
    }

    /// The table of `stops` (sorted by location, at least one) for a gradient of `kind`.
    init(kind: GradientPaint.Kind, stops: [GradientStop]) {
        self.kind = kind
        last = ConicGradient.premultipliedWord(stops[stops.count - 1])
        switch kind {
        case .axial: (lower, upper) = (min(0, stops[0].location), max(1, stops[stops.count - 1].location))
        case .radial: (lower, upper) = (0, max(1, stops[stops.count - 1].location))
        case .conic: (lower, upper) = (0, 1)
        }
        guard stops.count > 1 else {
            entries = [ConicGradient.premultipliedWord(stops[0])]
            return
        }
        let (lower, upper) = (lower, upper)
        entries = stops.withUnsafeBufferPointer { stops in
            (-1...Self.size).map { k in
                let location = k < 0 ? lower : k == Self.size ? upper : lower + (Double(k) + 0.5) / Double(Self.size) * (upper - lower)
                return ConicGradient.premultipliedWord(GradientLayerPainter.color(at: location, in: stops))
            }
        }
    }

    /// Whether the gradient is one colour.
    var isSolid: Bool { entries.count == 1 }
}
