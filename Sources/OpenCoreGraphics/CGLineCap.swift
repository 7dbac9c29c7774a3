/// Styles for rendering the endpoints of stroked lines, as Core Graphics defines them.
///
/// The raw values are Apple's (`kCGLineCapButt` 0, `kCGLineCapRound` 1, `kCGLineCapSquare` 2), so
/// values stored or exchanged as integers keep their meaning. A stroke's cap applies to both ends of
/// every open subpath, and to both ends of a dash segment.
public enum CGLineCap: Int32, Sendable, Hashable, CaseIterable {
    /// The line ends exactly at its endpoint, squared off. The default for stroked paths.
    case butt = 0
    /// The line ends in a semicircle whose diameter is the line width, centred on the endpoint.
    case round = 1
    /// The line extends past its endpoint by half the line width and ends squared off.
    case square = 2
}
