import _CZlib
import Foundation

/// `.lottie` archives (dotLottie): a zip holding `manifest.json` and the animations, as
/// `animations/ID.json` (dotLottie 1) or `a/ID.json` (dotLottie 2, whose images are in `i/`). The
/// animation read is the one the manifest starts with (version 2's `initial.animation`), else the
/// first it lists, else the first animation entry by name. Entries stored or deflated (zip methods
/// 0 and 8, inflated by zlib) are read; anything else is a located error.
enum DotLottieArchive {
    static func isArchive(_ data: Data) -> Bool {
        data.count >= 4 && data.prefix(4).elementsEqual([0x50, 0x4b, 0x03, 0x04])
    }

    /// The animation's JSON when `data` is an archive, nil when it is not one.
    static func animationJSON(in data: Data, fileName: String) throws(LottieError) -> Data? {
        guard isArchive(data) else { return nil }
        func fail(_ message: String) -> LottieError { LottieError(file: fileName, jsonPath: "$", message: ".lottie archive: \(message)") }
        let bytes = [UInt8](data)
        let entries = try centralDirectory(bytes, fail: fail)
        let folders = ["animations/", "a/"]
        var name = entries.keys.filter { key in key.hasSuffix(".json") && folders.contains { key.hasPrefix($0) } }.sorted().first
        if let manifest = entries["manifest.json"],
           let object = try? JSONSerialization.jsonObject(with: Data(try extract(manifest, from: bytes, fail: fail))) as? [String: Any] {
            let initial = (object["initial"] as? [String: Any])?["animation"] as? String
            let listed = ((object["animations"] as? [[String: Any]])?.first)?["id"] as? String
            if let id = initial ?? listed, let found = folders.map({ "\($0)\(id).json" }).first(where: { entries[$0] != nil }) {
                name = found
            }
        }
        guard let name, let entry = entries[name] else { throw fail("no animations/*.json (or a/*.json) inside") }
        return Data(try extract(entry, from: bytes, fail: fail))
    }

    /// The archive's file `name` (a path inside it), inflated; nil when `data` is no archive or
    /// holds no such readable file.
    static func file(_ name: String, in data: Data) -> Data? {
        guard isArchive(data) else { return nil }
        func fail(_ message: String) -> LottieError { LottieError(file: "", jsonPath: "$", message: message) }
        let bytes = [UInt8](data)
        guard let entries = try? centralDirectory(bytes, fail: fail), let entry = entries[name],
              let contents = try? extract(entry, from: bytes, fail: fail) else { return nil }
        return Data(contents)
    }

    struct Entry {
        var method: Int
        var compressedSize: Int
        var size: Int
        var localHeader: Int
    }

    private static func read16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    private static func read32(_ bytes: [UInt8], _ at: Int) -> Int { read16(bytes, at) | read16(bytes, at + 2) << 16 }

    private static func centralDirectory(_ bytes: [UInt8], fail: (String) -> LottieError) throws(LottieError) -> [String: Entry] {
        // The end-of-central-directory record: the last "PK\u{5}\u{6}" within 64 KiB of the end.
        var end = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 65_535)
        while end >= lowest && !(bytes[end] == 0x50 && bytes[end + 1] == 0x4b && bytes[end + 2] == 5 && bytes[end + 3] == 6) { end -= 1 }
        guard end >= lowest else { throw fail("no zip directory (truncated?)") }
        let count = read16(bytes, end + 10)
        var offset = read32(bytes, end + 16)
        var entries: [String: Entry] = [:]
        for _ in 0..<count {
            guard offset + 46 <= bytes.count, read32(bytes, offset) == 0x0201_4b50 else { throw fail("a damaged zip directory") }
            let nameLength = read16(bytes, offset + 28), extra = read16(bytes, offset + 30), comment = read16(bytes, offset + 32)
            guard offset + 46 + nameLength <= bytes.count else { throw fail("a damaged zip directory") }
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            entries[name] = Entry(method: read16(bytes, offset + 10), compressedSize: read32(bytes, offset + 20),
                                  size: read32(bytes, offset + 24), localHeader: read32(bytes, offset + 42))
            offset += 46 + nameLength + extra + comment
        }
        return entries
    }

    private static func extract(_ entry: Entry, from bytes: [UInt8], fail: (String) -> LottieError) throws(LottieError) -> [UInt8] {
        let header = entry.localHeader
        guard header + 30 <= bytes.count, read32(bytes, header) == 0x0403_4b50 else { throw fail("a damaged zip entry") }
        let start = header + 30 + read16(bytes, header + 26) + read16(bytes, header + 28)
        guard start + entry.compressedSize <= bytes.count, entry.size <= 256 << 20 else { throw fail("a damaged or oversized zip entry") }
        let compressed = Array(bytes[start..<(start + entry.compressedSize)])
        switch entry.method {
        case 0: return compressed
        case 8: return try inflate(compressed, size: entry.size, fail: fail)
        default: throw fail("zip compression method \(entry.method) is not supported (stored and deflate are)")
        }
    }

    private static func inflate(_ input: [UInt8], size: Int, fail: (String) -> LottieError) throws(LottieError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: size)
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw fail("zlib failed to start") }
        defer { inflateEnd(&stream) }
        var input = input
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                return _CZlib.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, Int(stream.total_out) == size else { throw fail("a zip entry does not inflate") }
        return output
    }
}
