import Foundation

/// Finds the ffmpeg executable the way a shell would: the first directory of `PATH` holding an
/// executable file named `ffmpeg`. The environment is a parameter, so a test can search a `PATH`
/// without ffmpeg.
package enum FFmpegLocator {
    /// The message of the error thrown when ffmpeg cannot be found.
    package static let missingMessage =
        "ffmpeg was not found on PATH; install it (Debian/Ubuntu: sudo apt-get install ffmpeg)"

    /// The ffmpeg executable found through `environment["PATH"]` (the POSIX default
    /// `/usr/local/bin:/usr/bin:/bin` when `PATH` is not set; an empty entry means the current
    /// directory). Throws ``ExportError`` with ``missingMessage`` when there is none.
    package static func locate(environment: [String: String]) throws -> URL {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let manager = FileManager.default
        for entry in path.split(separator: ":", omittingEmptySubsequences: false) {
            let directory = entry.isEmpty ? manager.currentDirectoryPath : String(entry)
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent("ffmpeg")
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               manager.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw ExportError(missingMessage)
    }
}
