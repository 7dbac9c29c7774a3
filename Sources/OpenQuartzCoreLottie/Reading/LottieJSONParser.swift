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
