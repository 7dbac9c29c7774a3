import CARenderExport
import Foundation
import Testing

/// ffmpeg's formats read the renderer's bitmap context where it lies (B, G, R, A in memory,
/// premultiplied), with no image made: the files are those the context's images give, and the
/// colours are those drawn.
@Suite struct FFmpegContextFrameTests {
    typealias Support = ExportTestSupport

    static func halfPainted(width: Int, height: Int) -> CGContext { Support.halfPainted(width: width, height: height) }

    /// Exports three frames of `context` to `format` twice (``ExportTestSupport/exportBothWays(_:_:in:)``);
    /// returns both files' bytes and the first file.
    static func exportBothWays(_ context: CGContext, _ settings: ExportSettings, in directory: URL) throws -> (Data, Data, URL) {
        let (fromContext, fromImage) = try Support.exportBothWays(context, settings, in: directory)
        return (try Data(contentsOf: fromContext), try Data(contentsOf: fromImage), fromContext)
    }

    @Test func apngFromTheContextIsItsImagesWithStraightColour() throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .apng, width: 32, height: 24, fps: 10, background: nil)
            let (context, image, file) = try Self.exportBothWays(Self.halfPainted(width: 32, height: 24), settings, in: directory)
            #expect(!context.isEmpty && context == image)
            // Drawn: (1, 0.5, 0) at alpha 0.5, premultiplied 128, 64, 0, 128; straight again
            // 128 × 255 / 128 = 255, 64 × 255 / 128 = 127.5 → 128: 255, 128, 0, 128 (within the
            // rounding of the drawing). The transparent half is 0, 0, 0, 0.
            let decoded = try Support.decodeRGBA(file)
            let painted = Array(decoded[(5 * 32 + 3) * 4..<(5 * 32 + 3) * 4 + 4]).map(Int.init)
            let bare = Array(decoded[(5 * 32 + 20) * 4..<(5 * 32 + 20) * 4 + 4])
            #expect(painted[3] == 128 && abs(painted[0] - 255) <= 2 && abs(painted[1] - 128) <= 2 && painted[2] == 0, "\(painted)")
            #expect(bare == [0, 0, 0, 0])
        }
    }

    @Test(arguments: [OutputFormat.mp4, .webm])
    func videoFromTheContextIsItsImages(format: OutputFormat) throws {
        try Support.withScratchDirectory { directory in
            let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
            let settings = ExportSettings(format: format, width: 64, height: 48, fps: 10, background: format == .mp4 ? white : nil)
            let (context, image, _) = try Self.exportBothWays(Self.halfPainted(width: 64, height: 48), settings, in: directory)
            #expect(!context.isEmpty && context == image, "\(format)")
        }
    }
}
