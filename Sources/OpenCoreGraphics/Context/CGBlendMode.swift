/// How the colour a drawing operation paints (the source, S) combines with the colour already in the
/// context (the destination, D), as Core Graphics defines it.
///
/// The raw values are Apple's (`kCGBlendModeNormal` 0 through `kCGBlendModePlusLighter` 27). The
/// first sixteen are the blend modes of the PDF specification (Apple: "see the PDF Reference"); the
/// rest are the Porter-Duff compositing operators, for which Apple documents the premultiplied
/// formulas quoted below (`Sa`, `Da` the alphas; `R` the result).
///
/// Every mode is bounded by the shape: pixels the operation does not cover keep their colour, and an
/// anti-aliased edge mixes the destination with the blended result in proportion to its coverage.
/// Apple does not state this for the Porter-Duff modes; OpenQuartzCore chooses it because Core
/// Graphics composites through the shape's coverage mask (drawing a rectangle with ``copy`` does not
/// erase the rest of the context).
public enum CGBlendMode: Int32, Sendable, Hashable, CaseIterable {
    /// Source over destination: `R = S + D * (1 - Sa)`.
    case normal = 0
    /// `R = S * D` per component (of straight colour), darkening.
    case multiply = 1
    /// `R = S + D - S * D`, lightening.
    case screen = 2
    /// Multiply or screen depending on the destination.
    case overlay = 3
    /// The darker of source and destination per component.
    case darken = 4
    /// The lighter of source and destination per component.
    case lighten = 5
    /// Brightens the destination to reflect the source.
    case colorDodge = 6
    /// Darkens the destination to reflect the source.
    case colorBurn = 7
    /// Darkens or lightens depending on the source, like a diffused spotlight.
    case softLight = 8
    /// Multiply or screen depending on the source, like a harsh spotlight.
    case hardLight = 9
    /// `|S - D|` per component.
    case difference = 10
    /// `S + D - 2 * S * D`, a softer difference.
    case exclusion = 11
    /// The hue of the source with the saturation and luminosity of the destination.
    case hue = 12
    /// The saturation of the source with the hue and luminosity of the destination.
    case saturation = 13
    /// The hue and saturation of the source with the luminosity of the destination.
    case color = 14
    /// The luminosity of the source with the hue and saturation of the destination.
    case luminosity = 15
    /// `R = 0`: the covered pixels become transparent.
    case clear = 16
    /// `R = S`: the covered pixels take the source colour.
    case copy = 17
    /// `R = S * Da`.
    case sourceIn = 18
    /// `R = S * (1 - Da)`.
    case sourceOut = 19
    /// `R = S * Da + D * (1 - Sa)`.
    case sourceAtop = 20
    /// `R = S * (1 - Da) + D`.
    case destinationOver = 21
    /// `R = D * Sa`.
    case destinationIn = 22
    /// `R = D * (1 - Sa)`.
    case destinationOut = 23
    /// `R = S * (1 - Da) + D * Sa`.
    case destinationAtop = 24
    /// `R = S * (1 - Da) + D * (1 - Sa)`.
    case xor = 25
    /// `R = MAX(0, 1 - ((1 - D) + (1 - S)))`, Apple's formula for opaque colour; with alpha,
    /// OpenQuartzCore uses `Ra = Sa + Da - Sa * Da` and `R = MAX(0, Ra - (Da - D) - (Sa - S))`, which
    /// reduces to Apple's when both are opaque and leaves either side unchanged where the other is
    /// transparent.
    case plusDarker = 26
    /// `R = MIN(1, S + D)`.
    case plusLighter = 27
}
