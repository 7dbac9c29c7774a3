import CARenderExport
import Foundation
import Testing

/// The conversion of premultiplied frames to the bytes encoders receive.
@Suite struct FrameConverterTests {
    /// One pixel, premultiplied, converted with `background` to `output`.
    static func convert(_ pixel: [UInt8], background: CGColor?, output: FrameConverter.Output) throws -> [UInt8] {
        var converter = FrameConverter(width: 1, height: 1, background: background, output: output)
        try converter.convert(CGImage(width: 1, height: 1, premultipliedRGBA: pixel)!)
        return [UInt8](converter.bytes)
    }

    @Test func straightAlphaUnpremultiplies() throws {
        // (128, 64, 0, 128) premultiplied: 128 × 255 / 128 = 255, 64 × 255 / 128 = 127.5 → 128.
        #expect(try Self.convert([128, 64, 0, 128], background: nil, output: .straight) == [255, 128, 0, 128])
        #expect(try Self.convert([0, 0, 0, 0], background: nil, output: .straight) == [0, 0, 0, 0])
        #expect(try Self.convert([10, 20, 30, 255], background: nil, output: .straight) == [10, 20, 30, 255])
    }

    @Test func opaqueIsTheFrameOverBlack() throws {
        #expect(try Self.convert([128, 64, 0, 128], background: nil, output: .opaque) == [128, 64, 0, 255])
    }

    @Test func backgroundIsCompositedUnderTheFrame() throws {
        let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        // Source-over: 128 + 255 × 127 / 255 = 255; 64 + 127 = 191; 0 + 127 = 127; alpha 128 + 127 = 255.
        #expect(try Self.convert([128, 64, 0, 128], background: white, output: .straight) == [255, 191, 127, 255])
        // Half-transparent red under a transparent pixel stays half transparent: premultiplied (128, 0, 0, 128).
        let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(try Self.convert([0, 0, 0, 0], background: red, output: .premultiplied) == [128, 0, 0, 128])
        #expect(try Self.convert([0, 0, 0, 0], background: red, output: .straight) == [255, 0, 0, 128])
    }

    @Test func formatsFollowTheirExtensions() {
        #expect(OutputFormat(fileExtension: "PNG") == .png)
        #expect(OutputFormat(fileExtension: "apng") == .apng)
        #expect(OutputFormat(fileExtension: "gif") == .gif)
        #expect(OutputFormat(fileExtension: "mp4") == .mp4)
        #expect(OutputFormat(fileExtension: "webm") == .webm)
        #expect(OutputFormat(fileExtension: "mov") == nil)
        #expect(OutputFormat.allCases.filter(\.supportsAlpha) == [.png, .gif, .webm, .apng, .raw])
        #expect(OutputFormat(fileExtension: "rgba") == .raw)
    }

    @Test func invalidSettingsAreRefused() {
        for settings in [ExportSettings(format: .gif, width: 0, height: 24, fps: 10, background: nil),
                         ExportSettings(format: .gif, width: 32, height: 24, fps: .nan, background: nil)] {
            #expect(throws: ExportError.self) { _ = try FrameSinks.make(settings, destination: "-", logger: ExportTestSupport.logger) }
        }
    }
}
