import _CCairo
import Foundation

/// The conic (sweep) gradient of a gradient layer, which Cairo has no pattern for: its colours
/// are computed per device pixel into a Cairo image surface, which becomes the source.
///
/// Apple's header names the type only; as `CAGradientLayerType.conic` states it, the gradient is
/// centred on `startPoint` and starts in the direction of `endPoint`. Location 0 lies on the ray from `startPoint` towards `endPoint` and the locations run once
/// around the full turn to 1, back on that ray, where the last colour meets the first in a hard
/// edge. Angles are measured in the unit square of the bounds, like every other gradient point.
///
/// Direction (chosen; Apple's page does not say): the sweep runs the way angles increase in the
/// layer's own coordinate space, from its x axis towards its y axis. In the y-down space of an
/// iOS layer, which is OpenQuartzCore's, that is clockwise on screen, as iOS draws conic gradients
/// (and as CSS's `conic-gradient` does). With `endPoint` equal to `startPoint` the sweep starts
/// along the x axis (to the right).
enum ConicGradient {
    /// The number of entries of the colour table the sweep is looked up in: fine enough that
    /// neighbouring entries of a full-turn gradient between two colours differ by at most one
    /// 8-bit step in each channel.
    static let tableSize = 1024

    /// Makes the conic gradient `cr`'s source, `cr`'s user space being the unit square of the bounds.
    ///
    /// The surface covers the device pixels of the bounds inside `cr`'s clip and is sampled without
    /// filtering at device resolution, each pixel coloured at its centre; the edges of the bounds
    /// are antialiased by the fill that uses the source. Cairo allocates the surface; the colour
    /// table lives on the stack.
    static func setSource(_ state: LayerState, stops: UnsafeBufferPointer<GradientStop>, on cr: OpaquePointer) {
        var toDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &toDevice)
        guard let area = deviceArea(of: cr, toDevice: toDevice) else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return
        }
        var toUnit = toDevice
        guard cairo_matrix_invert(&toUnit) == CAIRO_STATUS_SUCCESS,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(area.width), Int32(area.height))
        else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return
        }
        defer { cairo_surface_destroy(surface) }
        let centre = (x: Double(state.startPoint.x), y: Double(state.startPoint.y))
        let dx = Double(state.endPoint.x) - centre.x, dy = Double(state.endPoint.y) - centre.y
        let startAngle = (dx != 0 || dy != 0) && dx.isFinite && dy.isFinite ? atan2(dy, dx) : 0

        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: tableSize) { table in
            for index in 0..<tableSize {
                let c = GradientLayerPainter.color(at: (Double(index) + 0.5) / Double(tableSize), in: stops)
                table[index] = premultipliedWord(c)
            }
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
            let turn = 2 * Double.pi
            for row in 0..<area.height {
                let py = Double(area.y + row) + 0.5
                let words = base.advanced(by: row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<area.width {
                    let px = Double(area.x + column) + 0.5
                    let u = toUnit.xx * px + toUnit.xy * py + toUnit.x0 - centre.x
                    let v = toUnit.yx * px + toUnit.yy * py + toUnit.y0 - centre.y
                    var f = (atan2(v, u) - startAngle) / turn
                    f -= f.rounded(.down)
                    words[column] = table[min(Int(f * Double(tableSize)), tableSize - 1)]
                }
            }
            cairo_surface_mark_dirty(surface)
        }
        // Place the surface at its device position: the source is locked to the user space in
        // effect when it is set, so set it under the identity matrix.
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, Double(area.x), Double(area.y))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_set_matrix(cr, &toDevice)
    }

    /// The device pixels covered by the unit square under `toDevice` and inside `cr`'s clip, or
    /// nil when there are none. Limited to Cairo's largest image size.
    static func deviceArea(of cr: OpaquePointer,
                           toDevice: cairo_matrix_t) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (u, v) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
            let x = toDevice.xx * u + toDevice.xy * v + toDevice.x0
            let y = toDevice.yx * u + toDevice.yy * v + toDevice.y0
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        cairo_restore(cr)
        let x0 = max(minX, clip.x1).rounded(.down), y0 = max(minY, clip.y1).rounded(.down)
        let x1 = min(maxX, clip.x2).rounded(.up), y1 = min(maxY, clip.y2).rounded(.up)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0,
              x1 - x0 <= 32_767, y1 - y0 <= 32_767 else { return nil }
        return (Int(x0), Int(y0), Int(x1 - x0), Int(y1 - y0))
    }

    /// A stop's colour as a Cairo ARGB32 word: premultiplied, rounded to 8 bits per channel.
    static func premultipliedWord(_ c: GradientStop) -> UInt32 {
        let a = c.alpha
        func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        return byte(a) << 24 | byte(c.red * a) << 16 | byte(c.green * a) << 8 | byte(c.blue * a)
    }
}
