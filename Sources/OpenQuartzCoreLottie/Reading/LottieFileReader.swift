import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file's bytes with the system's `open`, `fstat` and `read`.
///
/// `Data(contentsOf:)` goes through `FileHandle` and the URL's file-system representation, whose
/// first use in a program instantiates generic types (`Set<UInt8>` among them) at a cost of about
/// 400 thousand instructions: a tenth of loading a small Lottie file. The bytes read are the same.
package enum LottieFileReader {
    /// The contents of the file at `path`; a failure is a ``LottieError`` at `$` naming `path` and
    /// the system's reason ("cannot read the file: No such file or directory").
    package static func contents(ofFile path: String) throws(LottieError) -> Data {
        func failure(_ code: Int32) -> LottieError {
            LottieError(file: path, jsonPath: "$", message: "cannot read the file: \(String(cString: strerror(code)))")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw failure(EISDIR) }
        // The size is a hint (a pipe or a special file reports 0): reading goes on to the end.
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            count += got
        }
        return Data(bytes[..<count])
    }
}
