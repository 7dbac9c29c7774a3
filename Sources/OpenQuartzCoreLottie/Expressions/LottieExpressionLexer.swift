import Foundation

/// A token of an expression's JavaScript.
enum LottieExpressionToken: Equatable {
    case number(Double)
    case string(String)
    case name(String)
    case punctuation(String)
    case end
}

/// Splits an expression's source into tokens: numbers (decimal, exponent, hexadecimal), strings in
/// single or double quotes with JavaScript's escapes, names (letters, digits, `_` and `$`), and
/// operators, longest first. Comments (`//`, `/* */`) and white space, line breaks included, are
/// skipped: statements end at `;` or where the next token cannot continue them, which is how the
/// expressions After Effects and bodymovin write read.
struct LottieExpressionLexer {
    /// Operators, longest first so that `===` is not read as `==` then `=`.
    private static let operators = [
        "===", "!==", "**=", "...", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=", "%=",
        "**", "=>", "+", "-", "*", "/", "%", "<", ">", "=", "!", "(", ")", "{", "}", "[", "]", ",", ";", ":", ".",
        "?", "&", "|", "^", "~",
    ].map { Array($0.utf8) }

    static func tokens(_ source: String) throws(LottieExpressionError) -> [LottieExpressionToken] {
        let bytes = Array(source.utf8)
        guard bytes.count <= 1_000_000 else { throw LottieExpressionError("the expression is longer than 1000000 bytes") }
        var tokens: [LottieExpressionToken] = []
        var i = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5f || byte == 0x24 || byte >= 0x80
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x20 || byte == 0x09 || byte == 0x0a || byte == 0x0d || byte == 0x0b || byte == 0x0c {
                i += 1
            } else if byte == 0x2f, i + 1 < bytes.count, bytes[i + 1] == 0x2f {
                while i < bytes.count, bytes[i] != 0x0a { i += 1 }
            } else if byte == 0x2f, i + 1 < bytes.count, bytes[i + 1] == 0x2a {
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == 0x2a && bytes[i + 1] == 0x2f) { i += 1 }
                guard i + 1 < bytes.count else { throw LottieExpressionError("a comment /* is not closed") }
                i += 2
            } else if isDigit(byte) || (byte == 0x2e && i + 1 < bytes.count && isDigit(bytes[i + 1])) {
                let start = i
                if byte == 0x30, i + 1 < bytes.count, bytes[i + 1] | 0x20 == 0x78 {
                    i += 2
                    while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
                    let digits = String(decoding: bytes[(start + 2)..<i], as: UTF8.self)
                    guard let value = UInt64(digits, radix: 16) else { throw LottieExpressionError("a malformed number 0x\(digits)") }
                    tokens.append(.number(Double(value)))
                    continue
                }
                while i < bytes.count, isDigit(bytes[i]) || bytes[i] == 0x2e { i += 1 }
                if i < bytes.count, bytes[i] | 0x20 == 0x65 {
                    i += 1
                    if i < bytes.count, bytes[i] == 0x2b || bytes[i] == 0x2d { i += 1 }
                    while i < bytes.count, isDigit(bytes[i]) { i += 1 }
                }
                let text = String(decoding: bytes[start..<i], as: UTF8.self)
                guard let value = Double(text) else { throw LottieExpressionError("a malformed number \(text)") }
                tokens.append(.number(value))
            } else if byte == 0x22 || byte == 0x27 {
                tokens.append(.string(try string(bytes, &i)))
            } else if isNameByte(byte) {
                let start = i
                while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
                tokens.append(.name(String(decoding: bytes[start..<i], as: UTF8.self)))
            } else {
                guard let match = operators.first(where: { op in
                    i + op.count <= bytes.count && bytes[i..<(i + op.count)].elementsEqual(op)
                }) else {
                    throw LottieExpressionError("unexpected character \"\(String(decoding: [byte], as: UTF8.self))\"")
                }
                tokens.append(.punctuation(String(decoding: match, as: UTF8.self)))
                i += match.count
            }
        }
        tokens.append(.end)
        return tokens
    }

    /// A quoted string from `i` (at its opening quote), with its escapes.
    private static func string(_ bytes: [UInt8], _ i: inout Int) throws(LottieExpressionError) -> String {
        let quote = bytes[i]
        i += 1
        var result: [UInt8] = []
        while i < bytes.count, bytes[i] != quote {
            guard bytes[i] == 0x5c, i + 1 < bytes.count else {
                guard bytes[i] != 0x0a else { throw LottieExpressionError("a string is not closed on its line") }
                result.append(bytes[i])
                i += 1
                continue
            }
            let escaped = bytes[i + 1]
            i += 2
            switch escaped {
            case 0x6e: result.append(0x0a)
            case 0x74: result.append(0x09)
            case 0x72: result.append(0x0d)
            case 0x62: result.append(0x08)
            case 0x66: result.append(0x0c)
            case 0x76: result.append(0x0b)
            case 0x30: result.append(0)
            case 0x75:
                guard i + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[i..<(i + 4)], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(code) else { throw LottieExpressionError("a malformed \\u escape") }
                result.append(contentsOf: Array(String(Character(scalar)).utf8))
                i += 4
            case 0x0a: break
            default: result.append(escaped)
            }
        }
        guard i < bytes.count else { throw LottieExpressionError("a string is not closed") }
        i += 1
        return String(decoding: result, as: UTF8.self)
    }
}
