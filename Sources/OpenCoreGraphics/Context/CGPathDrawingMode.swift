/// What ``CGContext/drawPath(using:)`` paints with the current path, as Core Graphics defines it.
///
/// The raw values are Apple's. The modes that fill and stroke fill first and stroke over the fill,
/// as Apple's do.
public enum CGPathDrawingMode: Int32, Sendable, Hashable, CaseIterable {
    /// Fills the path with the nonzero winding rule.
    case fill = 0
    /// Fills the path with the even-odd rule.
    case eoFill = 1
    /// Strokes the path.
    case stroke = 2
    /// Fills (nonzero winding), then strokes.
    case fillStroke = 3
    /// Fills (even-odd), then strokes.
    case eoFillStroke = 4
}
