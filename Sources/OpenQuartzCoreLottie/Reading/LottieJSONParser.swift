import Foundation

/// The byte-level JSON parser that makes a ``LottieJSON``: strict RFC 8259 JSON (any value at the
/// top), without recursion (containers are kept on a stack of their own, at most
/// ``maximumDepth`` deep, so deeply nested input is refused, never a stack overflow), and at most
/// ``maximumSize`` bytes. Its errors carry the byte offset where parsing stopped.
struct LottieJSONParser {
    /// Why parsing stopped, and where (a byte offset).
    struct Failure: Error {
        var reason: String
        var offset: Int
    }

    static let maximumDepth = 512
    static let maximumSize = 1 << 30

    let bytes: [UInt8]
    var entries: [LottieJSON.Entry] = []
    private var stack: [Int32] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        entries.reserveCapacity(bytes.count / 6)
    }

    /// Parses the whole input into `entries`.
    mutating func parse() throws(Failure) {
        guard bytes.count <= Self.maximumSize else { throw Failure(reason: "the file is larger than 1 GiB", offset: 0) }
        let bytes = self.bytes
        try bytes.withUnsafeBufferPointer { (input) throws(Failure) in
            var scanner = LottieJSONScanner(input: input, position: 0)
            scanner.skipUTF8BOM()
            try value(&scanner)
            while let top = stack.last {
                scanner.skipWhitespace()
                let isObject = entries[Int(top)].kind == .object
                let byte = scanner.peek
                if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    scanner.position += 1
                    entries[Int(top)].end = Int32(entries.count)
                    stack.removeLast()
                    continue
                }
                if entries[Int(top)].count > 0 {
                    guard byte == UInt8(ascii: ",") else {
                        throw scanner.failure(isObject ? "expected ',' or '}' after an object member" : "expected ',' or ']' after an array element")
                    }
                    scanner.position += 1
                    scanner.skipWhitespace()
                }
                if isObject {
                    guard scanner.peek == UInt8(ascii: "\"") else { throw scanner.failure("expected a string key") }
                    try string(&scanner, parent: top)
                    scanner.skipWhitespace()
                    guard scanner.peek == UInt8(ascii: ":") else { throw scanner.failure("expected ':' after a key") }
                    scanner.position += 1
                }
                entries[Int(top)].count += 1
                try value(&scanner)
            }
            scanner.skipWhitespace()
            guard scanner.position == input.count else { throw scanner.failure("unexpected text after the JSON value") }
        }
    }

    /// Reads one value: a scalar whole, or a container's opening (pushed on the stack).
    private mutating func value(_ scanner: inout LottieJSONScanner) throws(Failure) {
        scanner.skipWhitespace()
        let parent = stack.last ?? -1
        let index = Int32(entries.count)
        func scalar(_ kind: LottieJSON.Kind, _ number: Double) -> LottieJSON.Entry {
            LottieJSON.Entry(kind: kind, escaped: false, parent: parent, end: index + 1, start: 0, count: 0, number: number)
        }
        switch scanner.peek {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < Self.maximumDepth else { throw scanner.failure("nested more than \(Self.maximumDepth) deep") }
            let kind: LottieJSON.Kind = scanner.peek == UInt8(ascii: "{") ? .object : .array
            scanner.position += 1
            entries.append(LottieJSON.Entry(kind: kind, escaped: false, parent: parent, end: index + 1, start: 0, count: 0, number: 0))
            stack.append(index)
        case UInt8(ascii: "\""):
            try string(&scanner, parent: parent)
        case UInt8(ascii: "t"):
            try scanner.literal("true")
            entries.append(scalar(.bool, 1))
        case UInt8(ascii: "f"):
            try scanner.literal("false")
            entries.append(scalar(.bool, 0))
        case UInt8(ascii: "n"):
            try scanner.literal("null")
            entries.append(scalar(.null, 0))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            entries.append(scalar(.number, try scanner.number()))
        default:
            throw scanner.failure(scanner.position < scanner.input.count ? "expected a value" : "unexpected end of input")
        }
    }

    private mutating func string(_ scanner: inout LottieJSONScanner, parent: Int32) throws(Failure) {
        let (start, count, escaped) = try scanner.string()
        let index = Int32(entries.count)
        entries.append(LottieJSON.Entry(kind: .string, escaped: escaped, parent: parent, end: index + 1,
                                        start: Int32(start), count: Int32(count), number: 0))
    }

    /// A failure's reason with the line and column of its offset.
    func describe(_ failure: Failure) -> String {
        var line = 1, column = 1
        for byte in bytes.prefix(failure.offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return "\(failure.reason) (line \(line), column \(column))"
    }
}

extension LottieJSONParser {
    /// The value of a hex digit, or nil.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A string's bytes (already checked by the scanner) with its escapes decoded; `\u` surrogate
    /// pairs become one character, a lone surrogate U+FFFD.
    static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        func flush() {
            if !utf8.isEmpty { scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars); utf8.removeAll() }
        }
        var index = bytes.startIndex
        func hex4(_ at: Int) -> UInt32 {
            (at..<at + 4).reduce(0) { $0 << 4 | (hexValue(bytes[$1]) ?? 0) }
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else { utf8.append(byte); index += 1; continue }
            let code = bytes[index + 1]
            index += 2
            let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
            if let replacement = simple[code] { utf8.append(replacement); continue }
            var value = hex4(index)
            index += 4
            if (0xD800..<0xDC00).contains(value), index + 6 <= bytes.endIndex, bytes[index] == UInt8(ascii: "\\"),
               bytes[index + 1] == UInt8(ascii: "u"), case let low = hex4(index + 2), (0xDC00..<0xE000).contains(low) {
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                index += 6
            }
            flush()
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        flush()
        return String(scalars)
    }
}
