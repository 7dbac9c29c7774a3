import _CImageCodecs
import Foundation
import OpenCoreGraphics

/// Reading JPEG and WebP, an OpenQuartzCore addition beside PNG (``CGImage/init(pngData:)``): Apple's
/// platforms decode them with ImageIO. libjpeg-turbo's TurboJPEG and libwebp do the work, each
/// opened the first time an image of its kind is decoded.
extension CGImage {
    /// The largest image decoded, in pixels (256 MB of pixels): a file cannot make a render
    /// allocate more than that for one image.
    public static let largestDecodedImage = 64 * 1024 * 1024

    /// The kind of encoded image `data` holds, from its signature: `"png"`, `"jpeg"`, `"webp"`, or nil.
    public static func encodedImageKind(of data: Data) -> String? {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0x89, 0x50, 0x4e, 0x47]) { return "png" }
        if bytes.starts(with: [0xff, 0xd8, 0xff]) { return "jpeg" }
        if bytes.count == 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return "webp" }
        return nil
    }

    /// Decodes PNG, JPEG or WebP data, told apart by their signatures; `nil` when it is none of them
    /// or cannot be decoded (``CGImage/decodingError(of:)`` says why).
    public convenience init?(encodedData data: Data) {
        switch Self.encodedImageKind(of: data) {
        case "png": self.init(pngData: data)
        case "jpeg": self.init(jpegData: data)
        case "webp": self.init(webpData: data)
        default: return nil
        }
    }

    /// Decodes JPEG data (baseline or progressive; gray, YCbCr or RGB) into an opaque image.
    public convenience init?(jpegData data: Data) {
        guard let decoded = Self.decode(data, oqc_jpeg_decode) else { return nil }
        self.init(width: decoded.width, height: decoded.height, canonicalPixels: decoded.pixels)
    }

    /// Decodes WebP data (lossy or lossless, with alpha, premultiplied here; of an animation, the
    /// first frame).
    public convenience init?(webpData data: Data) {
        guard let decoded = Self.decode(data, oqc_webp_decode) else { return nil }
        self.init(width: decoded.width, height: decoded.height, canonicalPixels: decoded.pixels)
    }

    /// Why `data` does not decode as the image its signature names, or nil when it does.
    public static func decodingError(of data: Data) -> String? {
        switch encodedImageKind(of: data) {
        case "png": return CGImage(pngData: data) == nil ? "not a PNG Cairo can read" : nil
        case "jpeg": return decode(data, oqc_jpeg_decode) == nil ? String(cString: oqc_image_codec_error()) : nil
        case "webp": return decode(data, oqc_webp_decode) == nil ? String(cString: oqc_image_codec_error()) : nil
        default: return "neither PNG, JPEG nor WebP"
        }
    }

    private typealias Decoder = (UnsafePointer<UInt8>?, Int, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?,
                                 UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Int32

    private static func decode(_ data: Data, _ decoder: Decoder) -> (width: Int, height: Int, pixels: Data)? {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        let status = data.withUnsafeBytes { bytes in
            decoder(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, largestDecodedImage, &pixels, &width, &height)
        }
        guard status == 0, let pixels, width > 0, height > 0 else { return nil }
        let count = Int(width) * Int(height) * 4
        return (Int(width), Int(height), Data(bytesNoCopy: pixels, count: count, deallocator: .free))
    }
}
