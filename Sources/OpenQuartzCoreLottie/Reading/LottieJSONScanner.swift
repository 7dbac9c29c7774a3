import Foundation

/// The tokens of ``LottieJSONParser``, read straight from the input's bytes: whitespace, literals,
/// numbers (parsed without making a string: exactly, when the digits fit a `Double`'s fast path,
/// else by `strtod`, correctly rounded either way) and strings (checked, left encoded).
struct LottieJSONScanner {
    let input: UnsafeBufferPointer<UInt8>
    var position: Int

    /// The byte at the position, or 0 at the end.
    var peek: UInt8 { position < input.count ? input[position] : 0 }

    func failure(_ reason: String) -> LottieJSONParser.Failure {
        LottieJSONParser.Failure(reason: reason, offset: position)
    }

    mutating func skipUTF8BOM() {
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { position = 3 }
    }

    mutating func skipWhitespace() {
        while position < input.count {
            switch input[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// `true`, `false` or `null`, whole.
    mutating func literal(_ word: StaticString) throws(LottieJSONParser.Failure) {
        let count = word.utf8CodeUnitCount
        guard position + count <= input.count,
              memcmp(input.baseAddress! + position, word.utf8Start, count) == 0 else { throw failure("expected a value") }
        position += count
    }

    private static let powersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// A number; a whole number is what Foundation makes of it (an integer, so `-0` is 0).
    mutating func number() throws(LottieJSONParser.Failure) -> Double {
        let start = position
        let negative = peek == UInt8(ascii: "-")
        if negative { position += 1 }
        var mantissa: UInt64 = 0, exponent = 0, truncated = false, whole = true
        func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
        guard isDigit(peek) else { throw failure("expected a digit") }
        if peek == UInt8(ascii: "0") {
            position += 1
            if isDigit(peek) { throw failure("a number cannot start with 0") }
        }
        while isDigit(peek) {
            if mantissa <= (UInt64.max - 9) / 10 { mantissa = mantissa * 10 + UInt64(peek - 48) } else { exponent += 1; truncated = true }
            position += 1
        }
        if peek == UInt8(ascii: ".") {
            whole = false
            position += 1
            guard isDigit(peek) else { throw failure("expected a digit after '.'") }
            while isDigit(peek) {
                if mantissa <= (UInt64.max - 9) / 10 { mantissa = mantissa * 10 + UInt64(peek - 48); exponent -= 1 } else { truncated = true }
                position += 1
            }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            whole = false
            position += 1
            let negativeExponent = peek == UInt8(ascii: "-")
            if negativeExponent || peek == UInt8(ascii: "+") { position += 1 }
            guard isDigit(peek) else { throw failure("expected a digit in the exponent") }
            var value = 0
            while isDigit(peek) {
                value = min(value * 10 + Int(peek - 48), 1_000_000)
                position += 1
            }
            exponent += negativeExponent ? -value : value
        }
        if !truncated {
            if whole, mantissa <= UInt64(Int64.max) {
                return Double(negative ? -Int64(mantissa) : Int64(mantissa))
            }
            if mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
                let magnitude = exponent >= 0 ? Double(mantissa) * Self.powersOfTen[exponent] : Double(mantissa) / Self.powersOfTen[-exponent]
                return negative ? -magnitude : magnitude
            }
        }
        let length = position - start
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer in
            for offset in 0..<length { buffer[offset] = CChar(bitPattern: input[start + offset]) }
            buffer[length] = 0
            return strtod(buffer.baseAddress!, nil)
        }
    }

    /// A string's bytes between its quotes (`start`, `count`) and whether it has escapes; the
    /// escapes are checked, and control characters refused, as JSON requires.
    mutating func string() throws(LottieJSONParser.Failure) -> (start: Int, count: Int, escaped: Bool) {
        position += 1
        let start = position
        var escaped = false
        while true {
            guard position < input.count else { throw failure("unterminated string") }
            let byte = input[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                position += 1
                switch peek {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    position += 1
                case UInt8(ascii: "u"):
                    position += 1
                    for _ in 0..<4 {
                        guard LottieJSON.hexValue(peek) != nil else { throw failure("expected 4 hex digits after \\u") }
                        position += 1
                    }
                default:
                    throw failure("invalid escape in a string")
                }
                continue
            }
            guard byte >= 0x20 else { throw failure("control character in a string") }
            position += 1
        }
        let count = position - start
        position += 1
        return (start, count, escaped)
    }
}
