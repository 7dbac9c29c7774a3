import Foundation
import _CCairo

/// The outline of a layer's bounds with its rounded corners (cornerRadius, maskedCorners), shared by
/// the background, the border, masksToBounds clipping and the shadow.
enum RoundedRect {
    /// Adds the outline of `rect` with circular corners of `radius` at `corners` to `cr`'s path, as a
    /// closed subpath. The radius is limited to half the shorter side, as Core Animation limits it.
    /// `CACornerMask`'s minX/minY names are read in the layer's coordinates: with y growing downwards,
    /// `layerMinXMinYCorner` is the top-left corner. Continuous corners (`cornerCurve`) are drawn
    /// circular.
    static func addPath(_ rect: CGRect, radius: CGFloat, corners: CACornerMask, to cr: OpaquePointer) {
        let r = Double(min(max(radius, 0), min(rect.width, rect.height) / 2))
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        if corners.contains(.layerMinXMinYCorner) { cairo_arc(cr, x0 + r, y0 + r, r, 2 * half, 3 * half) } else { cairo_move_to(cr, x0, y0) }
        if corners.contains(.layerMaxXMinYCorner) { cairo_arc(cr, x1 - r, y0 + r, r, 3 * half, 4 * half) } else { cairo_line_to(cr, x1, y0) }
        if corners.contains(.layerMaxXMaxYCorner) { cairo_arc(cr, x1 - r, y1 - r, r, 0, half) } else { cairo_line_to(cr, x1, y1) }
        if corners.contains(.layerMinXMaxYCorner) { cairo_arc(cr, x0 + r, y1 - r, r, half, 2 * half) } else { cairo_line_to(cr, x0, y1) }
        cairo_close_path(cr)
    }

    /// The outline of the same rounded rectangle as points (each corner's arc as chords within
    /// `tolerance` of it), clockwise in y-down coordinates from the top-left, for drawing it through
    /// a projective map.
    static func outline(_ rect: CGRect, radius: CGFloat, corners: CACornerMask, tolerance: CGFloat = 0.05) -> [CGPoint] {
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        guard r > 0, !corners.isEmpty else {
            return [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)]
        }
        // Chords of a quarter circle that stay within the tolerance: the sagitta r (1 - cos(a / 2)).
        let step = 2 * acos(max(-1, min(1, 1 - tolerance / r)))
        let count = max(2, Int((CGFloat.pi / 2 / max(step, 1e-3)).rounded(.up)))
        var points: [CGPoint] = []
        func corner(_ mask: CACornerMask, _ cx: CGFloat, _ cy: CGFloat, from angle: CGFloat, _ sharp: CGPoint) {
            guard corners.contains(mask) else {
                points.append(sharp)
                return
            }
            for i in 0...count {
                let a = angle + CGFloat.pi / 2 * CGFloat(i) / CGFloat(count)
                points.append(CGPoint(x: cx + r * cos(a), y: cy + r * sin(a)))
            }
        }
        corner(.layerMinXMinYCorner, x0 + r, y0 + r, from: .pi, CGPoint(x: x0, y: y0))
        corner(.layerMaxXMinYCorner, x1 - r, y0 + r, from: 1.5 * .pi, CGPoint(x: x1, y: y0))
        corner(.layerMaxXMaxYCorner, x1 - r, y1 - r, from: 0, CGPoint(x: x1, y: y1))
        corner(.layerMinXMaxYCorner, x0 + r, y1 - r, from: .pi / 2, CGPoint(x: x0, y: y1))
        return points
    }
}
