#if !QUARTZCORE_COMPATIBILITY_TEST
import _CCairo
import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCoreRendering

/// OpenCoreGraphics' stroker against Cairo's: hundreds of random shapes (``RandomStroke``), each
/// stroked by Cairo as the shape painter strokes a layer (`ShapeLayerPainter.paint`: `cairo_stroke`
/// with the painter's dash and trim handling) and filled from our outline (`cairo_fill`, non-zero
/// winding), both into ARGB32 surfaces by the same rasterizer, must cover the same pixels.
///
/// Tolerance, stated. Our outline is made at 0.1 device pixel (as the renderer will ask for) and
/// Cairo strokes at 0.01, ten times finer than its default: Cairo dashes curves along their
/// flattened chords, measuring the dashes on the chords and cutting their ends square to them, so
/// at its default its dash ends wander by up to a pixel on wide strokes; at 0.01 they stay close.
/// Then an edge of ours may lie up to 0.11 pixel from Cairo's, and:
/// - the area where the two disagree (the sum over pixels of the difference in coverage) stays
///   under 0.15 pixel times the length of our outline's edges (the largest seen is 0.07);
/// - at most 2 pixels' alphas differ by more than 96 levels of 255 (a coverage of 0.38: most
///   shapes have none; a few have one, up to 112, at a corner of a curve's end the two cut
///   differently), and more only at the ends of dashes on curves. There Cairo's cap edge is square to a chord, turned from the exact tangent ours is
///   square to by up to the chord's half angle, sqrt(2 * 0.01 / R) for a bend of radius R device
///   pixels, which is at least half the width r: the edge's ends move by up to r * sqrt(0.02 / r).
///   So each dash end on a curve may have r pixels (half its edge's) over 96 levels and adds
///   r^1.5 / 4 square pixels to the allowed disagreement (above r^2 times that angle).
///
/// Left out, as known differences: zero-length dashes (Cairo draws them at some places of a pattern
/// and not others: `[0, 10, 0, 20]` gets one dot every 30 units, not two); zero-length subpaths with
/// square caps (a square in Core Graphics and here, nothing in Cairo); curves bending tighter than
/// half the line width (Cairo leaves holes inside their stroke, see ``RandomStroke/makeState()``).
@Suite struct StrokeDifferentialTests {
    static let size = 128

    @Test(arguments: 0..<400)
    func strokesAgreeWithCairo(seed: Int) {
        var random = RandomStroke(seed: UInt64(seed))
        Self.expectAgreement(Self.compare(random.makeState(), scale: 1, seed: seed), seed: seed)
    }

    /// The same at twice the size (256 x 256 pixels): the painter's matrix scales the layer by 2, and
    /// the stroker is given the device tolerance over the scale, 0.05, as the renderer will give it.
    @Test(arguments: 400..<460)
    func scaledStrokesAgreeWithCairo(seed: Int) {
        var random = RandomStroke(seed: UInt64(seed))
        Self.expectAgreement(Self.compare(random.makeState(), scale: 2, seed: seed), seed: seed)
    }

    static func expectAgreement(_ result: Comparison, seed: Int) {
        #expect(result.disagreement <= result.allowedDisagreement, "seed \(seed): \(result)")
        #expect(result.outliers <= result.allowedOutliers, "seed \(seed): \(result)")
    }

    /// Strokes `state`'s path both ways at `scale` device pixels per unit and measures how the two
    /// differ.
    static func compare(_ state: LayerState, scale: Double, seed: Int) -> Comparison {
        let pixels = Int(Double(size) * scale)
        let reference = CairoImage(width: pixels, height: pixels)!
        reference.draw { cr in
            cairo_set_tolerance(cr, 0.01)
            cairo_scale(cr, scale, scale)
            ShapeLayerPainter.paint(state, in: cr)
        }
        var stroker = PathStroker()
        var outline = StrokeOutline()
        stroker.stroke(state.path!.elements, style: style(of: state), strokeStart: state.strokeStart,
                       strokeEnd: state.strokeEnd, tolerance: 0.1 / scale, into: &outline)
        let ours = CairoImage(width: pixels, height: pixels)!
        ours.draw { cr in
            cairo_scale(cr, scale, scale)
            outline.forEachPolygon { polygon in
                cairo_move_to(cr, Double(polygon.first!.x), Double(polygon.first!.y))
                for p in polygon.dropFirst() { cairo_line_to(cr, Double(p.x), Double(p.y)) }
                cairo_close_path(cr)
            }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_fill(cr)
        }
        if let directory = ProcessInfo.processInfo.environment["OQC_STROKE_DUMP"] {
            _ = try? ours.makeImage().writePNG(to: URL(fileURLWithPath: "\(directory)/stroke\(seed)-ours.png"))
            _ = try? reference.makeImage().writePNG(to: URL(fileURLWithPath: "\(directory)/stroke\(seed)-cairo.png"))
        }

        var result = Comparison()
        var edgeLength = 0.0
        outline.forEachPolygon { polygon in
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon.first!]) {
                edgeLength += Double(hypot(b.x - a.x, b.y - a.y)) * scale
            }
        }
        let ends = Double(curvedDashEnds(state)), r = state.lineWidth / 2 * scale
        result.allowedDisagreement = 0.15 * edgeLength + ends * pow(r, 1.5) / 4
        result.allowedOutliers = 2 + Int(ends * r.rounded(.up))
        for y in 0..<pixels {
            for x in 0..<pixels {
                let difference = abs(Int(ours.pixel(x: x, y: y).alpha) - Int(reference.pixel(x: x, y: y).alpha))
                result.disagreement += Double(difference) / 255
                result.maximum = max(result.maximum, difference)
                if difference > 96 { result.outliers += 1 }
            }
        }
        return result
    }
}
#endif
