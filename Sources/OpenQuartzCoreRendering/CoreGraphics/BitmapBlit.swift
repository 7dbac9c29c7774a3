import _CCairo
import OpenCoreGraphics

/// `CGContext.draw(_:in:)` of an image that lands pixel for pixel on a Cairo-layout bitmap: the
/// common case of putting a picture into a frame, done as row copies (an opaque image) or the
/// compositor's row blend (``SolidRun/blend(_:alpha:into:count:)``, source-over) instead of going
/// through Cairo's compositing. Any other drawing of an image goes through Cairo.
enum BitmapBlit {
    /// Copies or blends `image` into `rect` under `state` into the bitmap at `data` (Cairo's ARGB32
    /// layout, `height` rows of `bytesPerRow` bytes, y up in device space) when nothing but a
    /// whole-pixel placement is asked for: a CTM that only translates, a destination the image's
    /// size and inside the bitmap, no clip, full alpha, normal blending, no shadow; and, for an image
    /// that is not opaque, a bitmap with an alpha channel (`hasAlpha`: Cairo's ARGB32, not RGB24).
    /// Returns false, drawing nothing, otherwise.
    static func draw(_ image: CGImage, in rect: CGRect, state: DrawingState, into data: UnsafeMutableRawPointer,
                     width: Int, height: Int, bytesPerRow: Int, hasAlpha: Bool) -> Bool {
        let ctm = state.ctm
        guard SoftwareCompositor.isPlain(state), ctm.a == 1, ctm.d == 1, bytesPerRow % 4 == 0,
              rect.width == CGFloat(image.width), rect.height == CGFloat(image.height) else { return false }
        let device = rect.applying(ctm)
        let x0 = device.minX, top = CGFloat(height) - device.maxY
        guard x0.rounded() == x0, top.rounded() == top, x0 >= 0, top >= 0,
              device.maxX <= CGFloat(width), device.maxY <= CGFloat(height) else { return false }
        let column = Int(x0), row = Int(top)
        let source = CairoImageCache.surface(for: image)
        guard source.width == image.width, source.height == image.height, source.isOpaque || hasAlpha else { return false }
        // The cached surface is only read (never drawn into once made), so several threads may copy
        // from it at once.
        guard let base = cairo_image_surface_get_data(source.surface) else { return false }
        let texels = UnsafeRawPointer(base).assumingMemoryBound(to: UInt32.self), stride = source.bytesPerRow / 4
        for y in 0..<image.height {
            let into = data.advanced(by: (row + y) * bytesPerRow).assumingMemoryBound(to: UInt32.self) + column
            if source.isOpaque {
                into.update(from: texels + y * stride, count: image.width)
            } else {
                SolidRun.blend(texels + y * stride, alpha: 255, into: into, count: image.width)
            }
        }
        return true
    }
}
