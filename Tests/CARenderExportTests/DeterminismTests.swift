import CARenderExport
import Foundation
import Testing

/// The same frames exported twice give the same bytes, for every format.
@Suite struct DeterminismTests {
    typealias Support = ExportTestSupport

    @Test(arguments: [OutputFormat.gif, .mp4, .webm, .apng])
    func encodedFormatsAreByteIdentical(format: OutputFormat) throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: format, width: 32, height: 24, fps: 25, background: nil)
            let frames = Support.solidFrames()
            let first = directory.appendingPathComponent("first.\(format.fileExtension)")
            let second = directory.appendingPathComponent("second.\(format.fileExtension)")
            try Support.export(frames, settings, to: first.path)
            try Support.export(frames, settings, to: second.path)
            let a = try Data(contentsOf: first), b = try Data(contentsOf: second)
            #expect(!a.isEmpty)
            #expect(a == b, "\(format): two exports of the same frames differ")
        }
    }

    @Test func pngSequencesAreByteIdentical() throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 25, background: nil)
            let frames = Support.solidFrames()
            try Support.export(frames, settings, to: directory.appendingPathComponent("a").path)
            try Support.export(frames, settings, to: directory.appendingPathComponent("b").path)
            let names = try Support.contents(of: directory.appendingPathComponent("a"))
            #expect(names.count == 5)
            #expect(try Support.contents(of: directory.appendingPathComponent("b")) == names)
            for name in names {
                let a = try Data(contentsOf: directory.appendingPathComponent("a/\(name)"))
                let b = try Data(contentsOf: directory.appendingPathComponent("b/\(name)"))
                #expect(a == b, "\(name) differs")
            }
        }
    }
}
