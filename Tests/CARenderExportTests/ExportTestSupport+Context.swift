import CARenderExport
import Foundation

extension ExportTestSupport {
    /// A context in the frame pipeline's layout (B, G, R, A in memory, premultiplied), its left half
    /// (1, 0.5, 0) at alpha 0.5, its right half transparent.
    static func halfPainted(width: Int, height: Int) -> CGContext {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.setFillColor(CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 0.5))
        context.fill(CGRect(x: 0, y: 0, width: width / 2, height: height))
        return context
    }

    /// Exports three frames of `context` twice, through `write(contentsOf:)` and through `write(_:)`
    /// with the context's image, into `directory`: `context.EXT` and `image.EXT`, or the directories
    /// `context/` and `image/` for a PNG sequence. Returns the two destinations.
    static func exportBothWays(_ context: CGContext, _ settings: ExportSettings, in directory: URL) throws -> (URL, URL) {
        func destination(_ name: String) -> URL {
            settings.format == .png ? directory.appendingPathComponent(name, isDirectory: true)
                : directory.appendingPathComponent("\(name).\(settings.format.fileExtension)")
        }
        let fromContext = destination("context"), fromImage = destination("image")
        let contextSink = try FrameSinks.make(settings, destination: fromContext.path + (settings.format == .png ? "/" : ""), logger: logger)
        let imageSink = try FrameSinks.make(settings, destination: fromImage.path + (settings.format == .png ? "/" : ""), logger: logger)
        for _ in 0..<3 {
            try contextSink.write(contentsOf: context)
            try imageSink.write(context.makeImage()!)
        }
        try contextSink.finish()
        try imageSink.finish()
        return (fromContext, fromImage)
    }
}
