import CARenderExport
import Foundation
import Testing

/// A cancelled or failed export leaves no file behind and never harms an existing destination.
@Suite struct AtomicityTests {
    typealias Support = ExportTestSupport

    @Test(arguments: [OutputFormat.gif, .mp4, .png])
    func cancelKeepsTheExistingDestination(format: OutputFormat) throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("out.\(format.fileExtension)")
            try Data("old".utf8).write(to: file)
            let settings = ExportSettings(format: format, width: 32, height: 24, fps: 10, background: nil, frameCount: 1)
            let sink = try FrameSinks.make(settings, destination: file.path, logger: Support.logger)
            try sink.write(Support.solidFrames()[0])
            sink.cancel()
            #expect(try Data(contentsOf: file) == Data("old".utf8))
            #expect(try Support.contents(of: directory) == [file.lastPathComponent])
        }
    }

    @Test func cancelledSequenceLeavesNoDirectory() throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: directory.appendingPathComponent("frames/").path,
                                           logger: Support.logger)
            for frame in Support.solidFrames() { try sink.write(frame) }
            sink.cancel()
            #expect(try Support.contents(of: directory).isEmpty)
        }
    }

    @Test func releasedSinkCleansUp() throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .webm, width: 32, height: 24, fps: 10, background: nil)
            do {
                let sink = try FrameSinks.make(settings, destination: directory.appendingPathComponent("x.webm").path,
                                               logger: Support.logger)
                try sink.write(Support.solidFrames()[0])
            }
            #expect(try Support.contents(of: directory).isEmpty)
        }
    }

    @Test func finishReplacesTheDestination() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("out.apng")
            try Data("old".utf8).write(to: file)
            let settings = ExportSettings(format: .apng, width: 32, height: 24, fps: 10, background: nil)
            try Support.export(Support.solidFrames(), settings, to: file.path)
            #expect(try Support.probe(file).frames == 5)
            #expect(try Support.contents(of: directory) == ["out.apng"])
        }
    }

    @Test func missingDirectoryIsReported() throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .gif, width: 32, height: 24, fps: 10, background: nil)
            let error = #expect(throws: ExportError.self) {
                _ = try FrameSinks.make(settings, destination: directory.appendingPathComponent("no/such/out.gif").path,
                                        logger: Support.logger)
            }
            #expect(error?.message.contains("does not exist") == true)
        }
    }

    @Test func wrongFrameSizeIsRefused() throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .apng, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: directory.appendingPathComponent("a.apng").path,
                                           logger: Support.logger)
            let error = #expect(throws: ExportError.self) {
                try sink.write(Support.solidFrame(width: 16, height: 16, (0, 0, 0, 255)))
            }
            #expect(error?.message.contains("16x16") == true)
            #expect(try Support.contents(of: directory).isEmpty)
        }
    }

    @Test func temporaryNamesAreHiddenSiblingsAndDistinct() {
        let url = URL(fileURLWithPath: "/tmp/out/movie.mp4")
        let first = AtomicFile.temporaryURL(for: url), second = AtomicFile.temporaryURL(for: url)
        #expect(first.deletingLastPathComponent().path == "/tmp/out")
        // `.movie.partial-HOST-PID-N.mp4`: the host (letters, digits and `-`), then this process.
        #expect(first.lastPathComponent.hasPrefix(".movie.partial-"))
        #expect(first.lastPathComponent.contains("-\(ProcessInfo.processInfo.processIdentifier)-"))
        #expect(first.pathExtension == "mp4")
        #expect(first != second)
    }

    @Test func atomicWriteReplacesAFile() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("data.bin")
            try Data("old".utf8).write(to: file)
            try AtomicFile.write(Data("new".utf8), to: file)
            #expect(try Data(contentsOf: file) == Data("new".utf8))
            #expect(try Support.contents(of: directory) == ["data.bin"])
        }
    }

    /// A render killed with SIGKILL leaves its partial file; the next export into that directory
    /// removes it when its process (on this machine) has ended, and leaves the files of running
    /// processes and of other machines alone.
    @Test func stalePartialsOfEndedProcessesAreRemoved() throws {
        try Support.withScratchDirectory { directory in
            // A process identifier above the kernel's pid_max: no process has it (one of a process
            // that has ended could be taken again by a process the other tests start meanwhile).
            let pidMax = Int32((try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))
                .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 4_194_304
            let dead = pidMax + 1, alive = ProcessInfo.processInfo.processIdentifier
            // This machine's name as the partial names carry it: `.x.partial-HOST-PID-N`.
            let sample = AtomicFile.temporaryURL(for: directory.appendingPathComponent("x")).lastPathComponent
            let host = sample.dropFirst(".x.partial-".count).split(separator: "-").dropLast(2).joined(separator: "-")
            let staleFile = ".out.partial-\(host)-\(dead)-1.gif", staleDirectory = ".frames.partial-\(host)-\(dead)-2"
            // The live process's partial is another output's: the sink's own temporary file, which
            // cancel removes, is `.out.partial-HOST-THIS PID-N.gif` with N this process's next serial.
            let kept = [".other.partial-\(host)-\(alive)-3.gif", ".out.partial-elsewhere-\(dead)-4.gif", ".hidden", "notes.txt"]
            for name in [staleFile] + kept { try Data("x".utf8).write(to: directory.appendingPathComponent(name)) }
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(staleDirectory), withIntermediateDirectories: false)
            try Data("x".utf8).write(to: directory.appendingPathComponent(staleDirectory).appendingPathComponent("frame_00000.png"))
            let settings = ExportSettings(format: .gif, width: 32, height: 24, fps: 10, background: nil, frameCount: 1)
            let sink = try FrameSinks.make(settings, destination: directory.appendingPathComponent("out.gif").path, logger: Support.logger)
            sink.cancel()
            let listing = try Support.contents(of: directory)
            #expect(listing == kept.sorted())
        }
    }
}
