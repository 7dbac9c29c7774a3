// CARenderExport's files (linked from Sources/CARenderExport) use one `package` member of the main
// package, which a module of this package cannot see: this is it, on the public API, for the one use
// the exporters make of it (an opaque or translucent sRGB background colour).
import OpenCoreGraphics

extension CGColor {
    /// The colour's components in `space` (an RGB space), as the main package's `rgba(in:)` gives them.
    func rgba(in space: CGColorSpace) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let converted = self.converted(to: space, intent: .defaultIntent, options: nil) ?? self
        let values = converted.components ?? [0, 0, 0, 1]
        guard values.count >= 4 else {
            let gray = Double(values.first ?? 0)
            return (gray, gray, gray, Double(values.last ?? 1))
        }
        return (Double(values[0]), Double(values[1]), Double(values[2]), Double(values[3]))
    }
}
