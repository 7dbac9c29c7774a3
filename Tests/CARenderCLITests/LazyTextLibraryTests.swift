import Foundation
import OpenQuartzCoreRendering
import Testing

/// Pango (and GLib, HarfBuzz beneath it) is opened the first time text is laid out, not linked:
/// a render without text never loads it, one with a `CATextLayer` does, and draws the text. The
/// libraries the process loads are read from the dynamic linker's own report (glibc's
/// `LD_DEBUG=files`, which names each library as it is loaded, on standard error).
@Suite struct LazyTextLibraryTests {
    /// Renders one frame of `scene` to a PNG under `LD_DEBUG=files`; the dynamic linker's report and
    /// the image's path.
    static func render(_ scene: String, in directory: URL) throws -> (report: String, image: String) {
        let output = directory.appendingPathComponent("frame.png").path
        let (status, report) = try CLI.runTool(["render", try CLI.scene(scene, in: directory), "--frame", "0", "-o", output, "--quiet"],
                                               environment: ProcessInfo.processInfo.environment.merging(["LD_DEBUG": "files"]) { $1 })
        #expect(status == 0, "\(report.suffix(2000))")
        return (report, output)
    }

    @Test func aRenderWithoutTextLoadsNoPango() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (report, image) = try Self.render(CLI.stillSquare, in: directory)
        #expect(report.contains("file=libcairo.so.2"), "the report lists the libraries loaded")
        #expect(!report.contains("libpango"), "Pango loaded without text")
        #expect(!report.contains("libgobject"), "GObject loaded without text")
        #expect(FileManager.default.fileExists(atPath: image))
    }

    @Test func aTextLayerOpensPangoAndDrawsItsText() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = """
            size: 80x40
            fps: 10
            duration: 1
            layers:
              - {type: CATextLayer, frame: "0, 0, 80, 40", string: "WWW", fontSize: 30, foregroundColor: white}
            """
        let (report, image) = try Self.render(scene, in: directory)
        #expect(report.contains("file=libpangocairo-1.0.so.0"), "Pango not opened for text")
        // White glyphs on a transparent frame: the pixels of the glyphs have every byte past half.
        let bytes = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: image)).withUnsafePixelBytes { [UInt8]($0) }
        let inked = Swift.stride(from: 0, to: bytes.count, by: 4).filter { bytes[$0..<$0 + 4].allSatisfy { $0 > 128 } }.count
        #expect(inked > 60, "the text's glyphs cover \(inked) pixels")
    }
}
