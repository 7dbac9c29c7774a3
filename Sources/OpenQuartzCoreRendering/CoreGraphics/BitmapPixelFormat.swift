import _CCairo
import OpenCoreGraphics

/// A bitmap context's memory layout, as the renderer handles it: either one Cairo draws into
/// directly, or one converted to and from a Cairo surface of the same size.
enum BitmapPixelFormat {
    /// Cairo's own layout: ARGB32 (premultiplied-first, 32-bit little-endian on little-endian
    /// machines) or RGB24 (the same with the alpha byte skipped).
    case native(cairo_format_t)
    /// 32-bit RGB in another byte order: the memory offsets of red, green, blue and alpha (`nil`
    /// alpha for a skipped byte, written as 255).
    case rgb32(red: Int, green: Int, blue: Int, alpha: Int?)
    /// 8-bit gray without alpha.
    case gray8(BitmapGrayTables)
    /// 8-bit alpha only.
    case alpha8

    /// The bytes per pixel.
    var bytesPerPixel: Int {
        switch self {
        case .native, .rgb32: 4
        case .gray8, .alpha8: 1
        }
    }

    /// The format of the Cairo surface drawn into.
    var surfaceFormat: cairo_format_t {
        switch self {
        case .native(let format): format
        case .rgb32(_, _, _, let alpha): alpha == nil ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        case .gray8: CAIRO_FORMAT_RGB24
        case .alpha8: CAIRO_FORMAT_ARGB32
        }
    }

    /// The layout for the arguments of `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`,
    /// or `nil` when it is not one OpenQuartzCore supports: 8 bits per component, integer components,
    /// and RGB with premultiplied or skipped alpha first or last (default, 32-bit big- or
    /// little-endian order), gray without alpha, or alpha only.
    init?(bitsPerComponent: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        guard bitsPerComponent == 8, !info.contains(.floatComponents),
              let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        if alpha == .alphaOnly {
            guard order == CGImageByteOrderInfo.orderDefault.rawValue else { return nil }
            self = .alpha8
            return
        }
        switch space.model {
        case .monochrome:
            guard alpha == .none, order == CGImageByteOrderInfo.orderDefault.rawValue else { return nil }
            self = .gray8(BitmapGrayTables(space: space))
        case .rgb:
            guard [.premultipliedFirst, .premultipliedLast, .noneSkipFirst, .noneSkipLast].contains(alpha) else { return nil }
            let little: Bool
            switch order {
            case CGImageByteOrderInfo.orderDefault.rawValue, CGImageByteOrderInfo.order32Big.rawValue: little = false
            case CGImageByteOrderInfo.order32Little.rawValue: little = true
            default: return nil
            }
            let first = alpha == .premultipliedFirst || alpha == .noneSkipFirst
            let skip = alpha == .noneSkipFirst || alpha == .noneSkipLast
            let hostLittle = 1.littleEndian == 1
            if first, little == hostLittle {
                self = .native(skip ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32)
                return
            }
            // Logical (big-endian) positions: alpha first (ARGB) or last (RGBA); little-endian reverses.
            let logical = first ? (r: 1, g: 2, b: 3, a: 0) : (r: 0, g: 1, b: 2, a: 3)
            let place = { (index: Int) in little ? 3 - index : index }
            self = .rgb32(red: place(logical.r), green: place(logical.g), blue: place(logical.b),
                          alpha: skip ? nil : place(logical.a))
        default:
            return nil
        }
    }

    /// Copies rows `rows` from the caller's memory into the Cairo surface.
    func load(rows: Range<Int>, from data: UnsafeRawPointer, bytesPerRow: Int, width: Int, into surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        for y in rows {
            let input = data.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let output = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            switch self {
            case .native:
                return
            case let .rgb32(r, g, b, a):
                for x in 0..<width {
                    let p = input + 4 * x
                    let alpha = a.map { UInt32(p[$0]) } ?? 255
                    output[x] = alpha << 24 | UInt32(p[r]) << 16 | UInt32(p[g]) << 8 | UInt32(p[b])
                }
            case .gray8(let tables):
                for x in 0..<width {
                    let level = UInt32(tables.toSRGB[Int(input[x])])
                    output[x] = 0xFF00_0000 | level << 16 | level << 8 | level
                }
            case .alpha8:
                for x in 0..<width { output[x] = UInt32(input[x]) << 24 }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Copies rows `rows` from the Cairo surface into the caller's memory.
    func store(rows: Range<Int>, from surface: OpaquePointer, into data: UnsafeMutableRawPointer, bytesPerRow: Int,
               width: Int) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        for y in rows {
            let input = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            let output = data.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            switch self {
            case .native:
                return
            case let .rgb32(r, g, b, a):
                for x in 0..<width {
                    let word = input[x], p = output + 4 * x
                    p[r] = UInt8(truncatingIfNeeded: word >> 16)
                    p[g] = UInt8(truncatingIfNeeded: word >> 8)
                    p[b] = UInt8(truncatingIfNeeded: word)
                    p[a ?? (6 - r - g - b)] = a == nil ? 255 : UInt8(truncatingIfNeeded: word >> 24)
                }
            case .gray8(let tables):
                for x in 0..<width { output[x] = tables.gray(of: input[x]) }
            case .alpha8:
                for x in 0..<width { output[x] = UInt8(truncatingIfNeeded: input[x] >> 24) }
            }
        }
    }
}
