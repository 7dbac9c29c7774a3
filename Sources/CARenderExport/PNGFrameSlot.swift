import Foundation

/// One place of ``PNGFrameWriters``: a copy of a frame's pixels, the number of the frame, an encoder
/// and a buffer for the file's name, each made on first use and reused from frame to frame. Used by
/// one thread at a time (the writers' condition hands it over).
final class PNGFrameSlot: @unchecked Sendable {
    private var storage = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    private var made: PNGEncoder?
    /// The frame's pixels, in ``storage``.
    private(set) var pixels = FramePixels(bytes: UnsafeRawBufferPointer(start: nil, count: 0),
                                          width: 0, height: 0, bytesPerRow: 0, layout: .rgba)
    /// The frame's number, which names its file.
    private(set) var number = 0
    /// The file's name, written by the worker (zero-terminated UTF-8).
    let name: UnsafeMutableBufferPointer<UInt8>

    init(nameCapacity: Int) {
        name = .allocate(capacity: nameCapacity)
    }

    deinit {
        storage.deallocate()
        name.deallocate()
    }

    /// Copies `frame` (rows packed, `width * 4` bytes each) to be written as frame `number`.
    func load(_ frame: FramePixels, number: Int) {
        let rowBytes = frame.width * 4
        let count = rowBytes * frame.height
        if storage.count < count {
            storage.deallocate()
            storage = .allocate(byteCount: count, alignment: 16)
        }
        for row in 0..<frame.height {
            (storage.baseAddress! + row * rowBytes).copyMemory(from: frame.bytes.baseAddress! + row * frame.bytesPerRow,
                                                               byteCount: rowBytes)
        }
        pixels = FramePixels(bytes: UnsafeRawBufferPointer(rebasing: storage[0..<count]), width: frame.width,
                             height: frame.height, bytesPerRow: rowBytes, layout: frame.layout)
        self.number = number
    }

    /// The slot's encoder; throws ``ExportError`` when libdeflate cannot start (out of memory).
    func encoder() throws -> PNGEncoder {
        if let made { return made }
        let encoder = try PNGEncoder()
        made = encoder
        return encoder
    }

    /// Writes `bytes` as the file `name` (zero-terminated) of the directory `directory`, replacing a
    /// file of that name; an error is an ``ExportError`` whose message `describe` makes from the
    /// system's reason.
    static func write(_ bytes: UnsafeRawBufferPointer, in directory: Int32, name: UnsafePointer<UInt8>,
                      describe: (String) -> String) throws {
        let file = name.withMemoryRebound(to: CChar.self, capacity: 1) {
            openat(directory, $0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard file >= 0 else { throw ExportError(describe(String(cString: strerror(errno)))) }
        var written = 0
        while written < bytes.count {
            let result = Foundation.write(file, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(file)
                throw ExportError(describe(reason))
            }
            written += result
        }
        guard close(file) == 0 else { throw ExportError(describe(String(cString: strerror(errno)))) }
    }
}
