import ArgumentParser
import Foundation
@testable import CARenderCLI

/// Runs ca-render's commands in the test process, in temporary directories.
enum CLI {
    /// ca-render, built beside the test bundle by `swift build --build-tests`.
    static let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("ca-render")

    /// Parses and runs `arguments` as the command line would.
    static func run(_ arguments: [String]) throws {
        var command = try CARender.parseAsRoot(arguments)
        try command.run()
    }

    /// The one-line message the command line prints for an error thrown by ``run(_:)``.
    static func message(_ arguments: [String]) -> String? {
        do {
            try run(arguments)
            return nil
        } catch {
            return CARender.message(for: error)
        }
    }

    /// Runs the ca-render built beside the tests with `arguments` in `environment` (this process's
    /// by default), its standard output discarded; its exit status and standard error.
    static func runTool(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// A new empty directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ca-render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` as a scene file named `name` in `directory`; returns its path.
    static func scene(_ text: String, named name: String = "scene.yaml", in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A 40 x 30 scene of one second at 10 fps: a red 10 x 10 square at x = 5 (its centre), still.
    static let stillSquare = """
        size: 40x30
        fps: 10
        duration: 1
        background: "#ffffff"
        layers:
          - name: square
            bounds: 0, 0, 10, 10
            position: 5, 15
            backgroundColor: "#ff0000"
        """

    /// ``stillSquare`` moving from x = 5 to x = 35 (its centre), linearly, over the second.
    static let movingSquare = stillSquare + "\n" + """
            animations:
              move:
                class: CABasicAnimation
                keyPath: position.x
                fromValue: 5
                toValue: 35
                duration: 1
                timingFunction: linear
        """
}
