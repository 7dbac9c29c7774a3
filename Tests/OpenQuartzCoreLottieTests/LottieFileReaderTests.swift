import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// The system-call file reader gives the bytes Foundation's `Data(contentsOf:)` gives (the
/// reference), and a located error, not a crash, for what cannot be read.
@Suite struct LottieFileReaderTests {
    private func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oqc-reader-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        return url
    }

    @Test(arguments: [0, 1, 4095, 4096, 4097, 300_000])
    func bytesAreThoseFoundationReads(count: Int) throws {
        var generator = SystemRandomNumberGenerator()
        let url = try temporaryFile((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try LottieFileReader.contents(ofFile: url.path) == Data(contentsOf: url))
    }

    @Test func aFileWhoseSizeIsNotKnownIsReadToItsEnd() throws {
        // /proc files report a size of 0; the reader goes on to the end.
        let path = "/proc/self/maps"
        guard FileManager.default.fileExists(atPath: path) else { return }
        let bytes = try LottieFileReader.contents(ofFile: path)
        #expect(bytes.count > 0)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\n"))
    }

    @Test func aMissingFileOrADirectoryIsALocatedError() {
        let missing = "/nonexistent/oqc/animation.json"
        #expect(throws: LottieError(file: missing, jsonPath: "$", message: "cannot read the file: No such file or directory")) {
            try LottieFileReader.contents(ofFile: missing)
        }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: LottieError(file: directory, jsonPath: "$", message: "cannot read the file: Is a directory")) {
            try LottieFileReader.contents(ofFile: directory)
        }
        #expect(throws: LottieError.self) { try LottieAnimation(contentsOf: URL(fileURLWithPath: missing)) }
    }

    @Test func anAnimationReadFromItsFileIsTheOneReadFromItsBytes() throws {
        let url = try temporaryFile(Array(LottieMalformedFileTests.valid.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = try LottieAnimation(contentsOf: url)
        let fromBytes = try LottieAnimation(data: Data(LottieMalformedFileTests.valid.utf8), fileName: url.path)
        #expect(fromFile.fileName == url.path)
        #expect(fromFile.report == fromBytes.report)
        #expect(fromFile.frameCount == fromBytes.frameCount && fromFile.size == fromBytes.size)
    }
}
