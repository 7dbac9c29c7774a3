import _CCairo

/// Pixel loops over Cairo image surfaces that Cairo has no operator for.
enum PixelRows {
    /// Whether `surface` is an ARGB32 image surface.
    static func isARGB32Image(_ surface: OpaquePointer) -> Bool {
        cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
            && cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    }

    /// Replaces each pixel D of `destination` with plus-darker of the pixel S of `source` (same size,
    /// premultiplied): `Ra = Sa + Da - Sa·Da`, `R = max(0, Ra - (Da - D) - (Sa - S))` per component.
    static func plusDarker(source: OpaquePointer, into destination: OpaquePointer) {
        cairo_surface_flush(source)
        cairo_surface_flush(destination)
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        let sStride = Int(cairo_image_surface_get_stride(source)), dStride = Int(cairo_image_surface_get_stride(destination))
        let s = UnsafeRawPointer(cairo_image_surface_get_data(source)!)
        let d = UnsafeMutableRawPointer(cairo_image_surface_get_data(destination)!)
        for y in 0..<height {
            let sRow = s.advanced(by: y * sStride).assumingMemoryBound(to: UInt32.self)
            let dRow = d.advanced(by: y * dStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let sw = sRow[x]
                let sa = Int(sw >> 24)
                guard sa > 0 else { continue }
                let dw = dRow[x], da = Int(dw >> 24)
                let ra = sa + da - (sa * da + 127) / 255
                var word = UInt32(ra) << 24
                for shift in [16, 8, 0] {
                    let sc = Int((sw >> UInt32(shift)) & 0xFF), dc = Int((dw >> UInt32(shift)) & 0xFF)
                    word |= UInt32(max(0, ra - (da - dc) - (sa - sc))) << UInt32(shift)
                }
                dRow[x] = word
            }
        }
        cairo_surface_mark_dirty(destination)
    }
}
