import _CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OpenCoreGraphics

/// The backend of bitmap contexts: performs each command at once with Cairo, on the caller's memory
/// when its layout is Cairo's, otherwise on a private surface whose affected rows are loaded from the
/// caller's memory before each command and stored back after it, so that the memory always holds
/// the current pixels (and changes the caller makes to it between calls are drawn over, as on
/// Apple's platforms).
final class CairoBitmapBackend: CGContextBackend {
    let format: BitmapPixelFormat
    let data: UnsafeMutableRawPointer
    let ownsData: Bool
    let width, height, bytesPerRow: Int
    let space: CGColorSpace
    let bitmapInfo: UInt32
    let surface: OpaquePointer
    let cr: OpaquePointer
    private var renderer: CairoCommandRenderer
    /// How many drawing commands the context has performed: what tells a renderer that its last
    /// frame is still in the memory (``DrawnFrame``). Writes through the context's `data` pointer
    /// do not count.
    private(set) var generation: UInt64 = 0

    /// A backend over `data` (allocated and owned when `nil`), or `nil` when Cairo cannot make the
    /// surface.
    init?(format: BitmapPixelFormat, data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int,
          space: CGColorSpace, bitmapInfo: UInt32) {
        // Owned memory comes zeroed from calloc, which for a bitmap of any size maps fresh pages that
        // are zero already, rather than writing every byte (malloc's alignment, 16 bytes, is Cairo's).
        guard let memory = data ?? calloc(1, max(bytesPerRow * height, 1)) else { return nil }
        let made: OpaquePointer?
        if case .native(let cairoFormat) = format {
            made = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), cairoFormat,
                                                       Int32(width), Int32(height), Int32(bytesPerRow))
        } else {
            made = cairo_image_surface_create(format.surfaceFormat, Int32(width), Int32(height))
        }
        guard let made, cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
            if let made { cairo_surface_destroy(made) }
            if data == nil { free(memory) }
            return nil
        }
        self.format = format
        self.data = memory
        self.ownsData = data == nil
        (self.width, self.height, self.bytesPerRow) = (width, height, bytesPerRow)
        self.space = space
        self.bitmapInfo = bitmapInfo
        surface = made
        cr = cairo_create(made)!
        // Core Graphics' device space has y up from the bottom-left corner; memory rows go down.
        renderer = CairoCommandRenderer(cr: cr, base: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height)))
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if ownsData { free(data) }
    }

    var isNative: Bool {
        if case .native = format { return true }
        return false
    }

    func perform(_ command: DrawingCommand) {
        generation &+= 1
        if case .native(let cairoFormat) = format, case let .image(image, rect, false) = command.operation {
            cairo_surface_flush(surface)
            if BitmapBlit.draw(image, in: rect, state: command.state, into: data, width: width, height: height,
                               bytesPerRow: bytesPerRow, hasAlpha: cairoFormat == CAIRO_FORMAT_ARGB32) {
                cairo_surface_mark_dirty(surface)
                return
            }
        }
        guard !isNative else {
            renderer.perform(command)
            cairo_surface_flush(surface)
            return
        }
        // Inside a transparency layer drawing goes to a group: memory changes when the layer ends.
        let rows = renderer.layerDepth == 0 ? affectedRows(command) : 0..<0
        format.load(rows: rows, from: data, bytesPerRow: bytesPerRow, width: width, into: surface)
        renderer.perform(command)
        if renderer.layerDepth == 0 {
            let written: Range<Int>
            if case .endTransparencyLayer = command.operation { written = 0..<height } else { written = rows }
            format.store(rows: written, from: surface, into: data, bytesPerRow: bytesPerRow, width: width)
        }
    }

    /// The memory rows a command can change: its clip's and shape's bounds, widened by its shadow.
    private func affectedRows(_ command: DrawingCommand) -> Range<Int> {
        var box = CGRect(x: 0, y: 0, width: width, height: height)
        for clip in command.state.clip { box = box.intersection(CGPath(elements: clip.path).boundingBox) }
        let state = command.state
        var shape: CGRect?
        switch command.operation {
        case let .fill(path, _, _): shape = CairoShape.fill(path, .winding).deviceBounds
        case let .stroke(path, style, _): shape = CairoShape.stroke(path, style, ctm: state.ctm).deviceBounds
        case let .image(_, rect, false), let .clear(rect): shape = rect.applying(state.ctm)
        default: shape = nil
        }
        if var shape {
            if let shadow = state.shadow, command.state.blendMode != .plusDarker {
                let spread = 1.5 * shadow.blur + 2
                shape = shape.union(shape.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height))
                    .insetBy(dx: -spread, dy: -spread)
            }
            box = box.intersection(shape.insetBy(dx: -1, dy: -1))
        }
        guard !box.isNull, !box.isEmpty else { return 0..<0 }
        // Device y up: memory row = height - y.
        let top = max(0, Int((CGFloat(height) - box.maxY).rounded(.down)))
        let bottom = min(height, Int((CGFloat(height) - box.minY).rounded(.up)))
        return top < bottom ? top..<bottom : 0..<0
    }

    func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        let bytes = Data(bytes: data, count: bytesPerRow * height)
        if case .alpha8 = format {
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width { rgba[(y * width + x) * 4 + 3] = bytes[y * bytesPerRow + x] }
            }
            return CGImage(width: width, height: height, premultipliedRGBA: rgba)
        }
        guard let provider = CGDataProvider(data: bytes) else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: format.bytesPerPixel * 8,
                       bytesPerRow: bytesPerRow, space: space, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo),
                       provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
}
