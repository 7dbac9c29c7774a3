/// A printf-style file-name pattern for numbered frames: exactly one `%d` or `%0Nd` (the frame number,
/// zero-padded to N digits), any other percent sign written `%%`. `f%04d.png` names frame 7
/// `f0007.png`; a number wider than N digits is written in full.
package struct FileNamePattern: Sendable, Equatable {
    private let prefix: String
    private let suffix: String
    private let digits: Int

    /// Whether `text` holds a percent sign, so that it is meant as a pattern (valid or not).
    package static func looksLikePattern(_ text: String) -> Bool { text.contains("%") }

    /// Parses `pattern`; throws ``ExportError`` when it does not hold exactly one `%d` or `%0Nd`.
    package init(_ pattern: String) throws {
        var prefix = "", suffix = "", digits: Int?
        var characters = Substring(pattern)
        func invalid() -> ExportError {
            ExportError("the file-name pattern \"\(pattern)\" must hold exactly one %d or %0Nd (such as f%04d.png); write a literal % as %%")
        }
        while let character = characters.popFirst() {
            guard character == "%" else {
                if digits == nil { prefix.append(character) } else { suffix.append(character) }
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                if digits == nil { prefix.append("%") } else { suffix.append("%") }
                continue
            }
            let width = characters.prefix(while: \.isNumber)
            characters.removeFirst(width.count)
            guard digits == nil, characters.popFirst() == "d",
                  width.isEmpty || (width.first == "0" && width.count <= 3) else { throw invalid() }
            digits = width.isEmpty ? 0 : Int(width)!
        }
        guard let digits else { throw invalid() }
        self.prefix = prefix
        self.suffix = suffix
        self.digits = digits
    }

    /// The longest name ``write(_:into:)`` can produce, without its terminating zero byte: the
    /// prefix, a number of 20 digits (any `Int`, with its sign) or the padding width, and the suffix.
    package var maximumNameLength: Int { prefix.utf8.count + max(20, digits) + suffix.utf8.count }

    /// Writes the file name of frame `number` (`number` ≥ 0), as UTF-8 followed by a zero byte, into
    /// `buffer`, which holds at least ``maximumNameLength`` + 1 bytes; returns the name's length.
    /// The same name as ``name(_:)``, made without allocating.
    package func write(_ number: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var position = 0
        for byte in prefix.utf8 {
            buffer[position] = byte
            position += 1
        }
        var count = 1, rest = number / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        for _ in count..<max(count, digits) {
            buffer[position] = UInt8(ascii: "0")
            position += 1
        }
        var value = number
        for index in stride(from: position + count - 1, through: position, by: -1) {
            buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
        position += count
        for byte in suffix.utf8 {
            buffer[position] = byte
            position += 1
        }
        buffer[position] = 0
        return position
    }

    /// The file name of frame `number`.
    package func name(_ number: Int) -> String {
        let text = String(number)
        return prefix + String(repeating: "0", count: max(0, digits - text.count)) + text + suffix
    }
}
