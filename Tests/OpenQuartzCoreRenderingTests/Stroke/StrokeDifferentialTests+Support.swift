#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCoreRendering

extension StrokeDifferentialTests {
    struct Comparison: CustomStringConvertible {
        /// The sum of the coverage differences, in square pixels, and its bound.
        var disagreement = 0.0, allowedDisagreement = 0.0
        /// How many pixels differ by more than 96 levels, and how many may; the largest difference.
        var outliers = 0, allowedOutliers = 0, maximum = 0
        var description: String {
            "disagreement \(disagreement) of \(allowedDisagreement) px², \(outliers) of \(allowedOutliers) over 96, max \(maximum)"
        }
    }

    /// The layer's stroke style as the stroker takes it.
    static func style(of state: LayerState) -> StrokeStyle {
        let cap: CGLineCap = state.lineCap == .round ? .round : state.lineCap == .square ? .square : .butt
        let join: CGLineJoin = state.lineJoin == .round ? .round : state.lineJoin == .bevel ? .bevel : .miter
        return StrokeStyle(lineWidth: state.lineWidth, lineCap: cap, lineJoin: join, miterLimit: state.miterLimit,
                           dashPhase: state.lineDashPhase, dashLengths: state.lineDashPattern ?? [])
    }

    /// How many ends of the dashes the pattern lays along the whole path (trimmed or not) fall on a
    /// curve: the on lengths' two ends, walked along each subpath from its phase as PostScript lays
    /// them, located with the path's measure.
    static func curvedDashEnds(_ state: LayerState) -> Int {
        guard let lengths = state.lineDashPattern, ShapeLayerPainter.hasDashes(state), let path = state.path else { return 0 }
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let period = pattern.reduce(0, +)
        let segments = path.drawableSegments, measure = PathMeasure(path)
        var count = 0
        for subpath in measure.subpaths {
            var offset = state.lineDashPhase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var position = -offset, index = 0
            while position <= subpath.length {
                if index % 2 == 0 {
                    for end in [position, position + pattern[index]] where end >= 0 && end <= subpath.length {
                        let located = measure.segmentAndParameter(atDistance: subpath.startDistance + end)
                        if let located, case .line = segments[located.segment].shape {} else { count += 1 }
                    }
                }
                position += pattern[index]
                index = (index + 1) % pattern.count
            }
        }
        return count
    }
}
#endif
