#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
import _CCairo
@testable import OpenQuartzCoreRendering

/// The golden-image tests of the seeds' examples, one nested suite per chapter; run them with
/// `swift test --filter GoldenImageTests`.
@Suite enum GoldenImageTests {}

/// Compares rendered images with the golden PNGs in `Tests/OpenQuartzCoreRenderingTests/Goldens/`,
/// or records them when the environment variable `OQC_RECORD_GOLDENS` is `1`.
///
/// The PNGs are found through the source tree (`#filePath`), so a fresh clone compares against the
/// committed files and a recording run writes straight into them.
enum GoldenHarness {
    /// The most a colour or alpha component may differ from the golden's (0...255).
    static let channelTolerance = 3
    /// The largest fraction of pixels allowed to differ by more than ``channelTolerance``: room for
    /// anti-aliasing that differs between Cairo versions.
    static let allowedMismatchFraction = 0.005

    /// Whether this run records goldens instead of comparing.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["OQC_RECORD_GOLDENS"] == "1"
    }

    /// The source folder holding the golden PNGs.
    static let goldensFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Where failing comparisons leave their actual and diff images.
    static let failuresFolder = FileManager.default.temporaryDirectory.appendingPathComponent("oqc-golden-failures")

    /// Checks `image` against `Goldens/<name>.png`, recording an issue when it is missing or differs;
    /// in a recording run, writes it there instead.
    static func verify(_ image: CairoImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let golden = goldensFolder.appendingPathComponent("\(name).png")
        if isRecording {
            let status = cairo_surface_write_to_png(image.surface, golden.path)
            if status != CAIRO_STATUS_SUCCESS {
                Issue.record("Could not write the golden \(golden.path)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = load(golden) else {
            Issue.record("""
                No golden image \(golden.path). Record it with `OQC_RECORD_GOLDENS=1 swift test --filter \
                GoldenImageTests`, then look at it before committing.
                """, sourceLocation: sourceLocation)
            return
        }
        guard expected.width == image.width, expected.height == image.height else {
            let actual = writeFailure(image, name: "\(name)-actual")
            Issue.record("""
                \(name): rendered \(image.width) x \(image.height), the golden is \(expected.width) x \
                \(expected.height). Actual image: \(actual)
                """, sourceLocation: sourceLocation)
            return
        }
        let comparison = GoldenComparison(actual: image, expected: expected, tolerance: channelTolerance)
        let limit = Int((Double(image.width * image.height) * allowedMismatchFraction).rounded(.down))
        if comparison.mismatchCount > limit {
            let actual = writeFailure(image, name: "\(name)-actual")
            let diff = writeFailure(comparison.diffImage, name: "\(name)-diff")
            Issue.record("""
                \(name): \(comparison.mismatchCount) pixels differ from the golden by more than \
                \(channelTolerance) (at most \(limit) allowed; largest difference \(comparison.largestDifference)). \
                Actual image: \(actual); diff (mismatches in red): \(diff)
                """, sourceLocation: sourceLocation)
        }
    }

    /// Records an issue saying that `count` goldens of `scene` were recorded, so that a recording run
    /// never passes by accident.
    static func reportRecording(_ scene: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        Issue.record("""
            Recorded \(count) golden images for \(scene) in \(goldensFolder.path) (OQC_RECORD_GOLDENS=1). \
            Look at every changed image before committing.
            """, sourceLocation: sourceLocation)
    }

    /// The PNG at `url` as an ARGB32 image; nil when it cannot be read.
    static func load(_ url: URL) -> CairoImage? {
        guard FileManager.default.fileExists(atPath: url.path),
              let surface = cairo_image_surface_create_from_png(url.path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let image = CairoImage(width: Int(cairo_image_surface_get_width(surface)),
                                     height: Int(cairo_image_surface_get_height(surface))) else { return nil }
        // Painted with the source operator, so an opaque (RGB24) PNG becomes ARGB32 too.
        image.draw { cr in
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
        }
        return image
    }

    /// Writes `image` into ``failuresFolder`` as `<name>.png` and returns the path.
    private static func writeFailure(_ image: CairoImage, name: String) -> String {
        try? FileManager.default.createDirectory(at: failuresFolder, withIntermediateDirectories: true)
        let path = failuresFolder.appendingPathComponent("\(name).png").path
        cairo_surface_write_to_png(image.surface, path)
        return path
    }
}
#endif
