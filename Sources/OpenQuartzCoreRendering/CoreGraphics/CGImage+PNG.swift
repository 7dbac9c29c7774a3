import _CCairo
import Foundation
import OpenCoreGraphics

/// Reading and writing PNG, an OpenQuartzCore addition: Apple's platforms do this with ImageIO
/// (`CGImageSource`, `CGImageDestination`), which OpenQuartzCore does not provide. Cairo's PNG codec
/// does the work; images come in as sRGB.
extension CGImage {
    /// Decodes PNG data into an image; `nil` when the data is not a PNG Cairo can read.
    ///
    /// Every PNG colour type is accepted (Cairo expands gray, palette and 16-bit images); images
    /// without alpha become opaque. Colour components are premultiplied by alpha, as the canonical
    /// format requires.
    public convenience init?(pngData: Data) {
        guard let image = Self.decodePNG(pngData) else { return nil }
        self.init(width: image.width, height: image.height, canonicalPixels: image.pixels)
    }

    /// Reads a PNG file, throwing ``PNGError`` naming the file when it cannot be read or is not a PNG.
    public convenience init(contentsOfPNGFile url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PNGError.unreadableFile(url, reason: error.localizedDescription)
        }
        guard let image = Self.decodePNG(data) else { throw PNGError.notPNG(url) }
        self.init(width: image.width, height: image.height, canonicalPixels: image.pixels)
    }

    /// The image encoded as PNG (8-bit RGBA, colour un-premultiplied as PNG requires), or `nil` when
    /// Cairo cannot encode it (images larger than 32767 pixels a side).
    public func pngData() -> Data? {
        guard let surface = CairoImage(image: self) else { return nil }
        let sink = PNGSink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let status = cairo_surface_write_to_png_stream(surface.surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, context)
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }

    /// Writes the image as a PNG file, atomically: the bytes go to a temporary file in the same
    /// directory, which is then renamed over `url`, so `url` never holds a partial file. Throws
    /// ``PNGError`` naming the file on failure (and removes the temporary file).
    public func writePNG(to url: URL) throws {
        guard let data = pngData() else { throw PNGError.encodingFailed(url) }
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            // POSIX rename replaces the destination atomically.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw PNGError.unwritableFile(url, reason: error.localizedDescription)
        }
    }

    /// The canonical pixels of a PNG, or `nil`.
    private static func decodePNG(_ data: Data) -> (width: Int, height: Int, pixels: Data)? {
        let source = PNGSource(data: data)
        let context = Unmanaged.passUnretained(source).toOpaque()
        let loaded = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            return Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue().read(into: buffer, count: Int(length))
        }, context)!
        defer { cairo_surface_destroy(loaded) }
        guard cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS else { return nil }
        let width = Int(cairo_image_surface_get_width(loaded)), height = Int(cairo_image_surface_get_height(loaded))
        guard width > 0, height > 0, let argb = CairoImage(width: width, height: height) else { return nil }
        // Whatever format Cairo chose (RGB24 for opaque PNGs, float formats for 16-bit ones), painting
        // with SOURCE converts it to premultiplied ARGB32 (RGB24 pixels become opaque).
        argb.draw { cr in
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, loaded, 0, 0)
            cairo_paint(cr)
        }
        return (width, height, argb.makeImage().withUnsafePixelBytes { Data($0) })
    }
}

/// Accumulates the bytes Cairo writes.
private final class PNGSink {
    var data = Data()
}

/// Hands Cairo the bytes of a PNG, in order.
private final class PNGSource {
    let data: Data
    var offset = 0

    init(data: Data) {
        self.data = data
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard count <= data.count - offset else { return CAIRO_STATUS_READ_ERROR }
        data.withUnsafeBytes { bytes in
            buffer.update(from: bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: UInt8.self), count: count)
        }
        offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
