import Foundation

/// A JSON document parsed into one flat array of entries in document order (an arena), over the
/// file's own bytes: what ``LottieNode`` reads. Parsing (``LottieJSONParser``) allocates no object
/// per value: numbers are parsed in place, strings are kept as byte ranges and decoded only when
/// read, and a value's JSON path is worked out from the parent links only when an error needs it.
///
/// Layout: a container's members follow it, each taking up to the container's `end`; an object's
/// members are pairs of entries, the key (a string) then its value. So the member after the one
/// at `i` is at `end(of: i)`, and a value's key, when its parent is an object, is at `i - 1`.
final class LottieJSON: Sendable {
    /// The kind of a JSON value (booleans are read as the numbers 1 and 0, as Foundation does).
    enum Kind: UInt8, Sendable {
        case null, bool, number, string, array, object
    }

    /// One value: its kind, its parent's index (-1 for the root), the index after its subtree, and
    /// for a string its bytes (`start`, `count`), for a container its member count (`count`), for
    /// a number or boolean its value.
    struct Entry: Sendable {
        var kind: Kind
        /// Whether a string has escapes (so it cannot be decoded as its bytes).
        var escaped: Bool
        var parent: Int32
        var end: Int32
        var start: Int32
        var count: Int32
        var number: Double
    }

    let bytes: [UInt8]
    let entries: [Entry]
    /// The file's name, for errors.
    let file: String
    /// The property of each slot (the root's `slots`: id to `{"p": property}`), by the index of the
    /// property's entry.
    let slots: [String: Int]

    /// Parses `data`; an error is a ``LottieError`` at `$` whose message starts "not valid JSON".
    init(parsing data: Data, file: String) throws(LottieError) {
        var parser = LottieJSONParser(bytes: [UInt8](data))
        do {
            try parser.parse()
        } catch {
            throw LottieError(file: file, jsonPath: "$", message: "not valid JSON: \(parser.describe(error))")
        }
        bytes = parser.bytes
        entries = parser.entries
        self.file = file
        slots = [:]
    }

    /// The document of `json` with `slots` (see ``slots``).
    private init(_ json: LottieJSON, slots: [String: Int]) {
        bytes = json.bytes
        entries = json.entries
        file = json.file
        self.slots = slots
    }

    /// The document with its slots found: the root's `slots` object, each member an object whose
    /// `p` is the slot's property (the Lottie specification's slots). Members of another shape are
    /// left out (their uses keep their own values, and are reported).
    func withSlots() -> LottieJSON {
        guard !entries.isEmpty, entries[0].kind == .object, let table = member("slots", of: 0),
              entries[table].kind == .object else { return self }
        var slots: [String: Int] = [:]
        var child = table + 1
        for _ in 0..<Int(entries[table].count) {
            let value = child + 1
            if entries[value].kind == .object, let property = member("p", of: value), entries[property].kind == .object {
                slots[decodeString(child)] = property
            }
            child = Int(entries[value].end)
        }
        return slots.isEmpty ? self : LottieJSON(self, slots: slots)
    }

    /// The index of the member value `key` of the object at `index`, or nil (the last one, when a
    /// key is repeated, as Foundation keeps the last).
    func member(_ key: String, of index: Int) -> Int? {
        var found: Int?
        var utf8 = key
        utf8.withUTF8 { wanted in
            bytes.withUnsafeBufferPointer { all in
                entries.withUnsafeBufferPointer { list in
                    var child = index + 1
                    for _ in 0..<Int(list[index].count) {
                        let entry = list[child]
                        if entry.escaped {
                            if decodeString(child) == key { found = child + 1 }
                        } else if Int(entry.count) == wanted.count,
                                  wanted.count == 0 || memcmp(all.baseAddress! + Int(entry.start), wanted.baseAddress!, wanted.count) == 0 {
                            found = child + 1
                        }
                        child = Int(list[child + 1].end)
                    }
                }
            }
        }
        return found
    }

    /// The indices of the elements of the array at `index`.
    func elements(of index: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(Int(entries[index].count))
        var child = index + 1
        for _ in 0..<Int(entries[index].count) {
            result.append(child)
            child = Int(entries[child].end)
        }
        return result
    }

    /// Whether the value at `index` is the string `text`: its bytes compared in place, decoded only
    /// when it has escapes (what looking a layer or shape item up by name at every frame asks).
    func string(at index: Int, equals text: String) -> Bool {
        let entry = entries[index]
        guard entry.kind == .string else { return false }
        if entry.escaped { return decodeString(index) == text }
        var text = text
        return text.withUTF8 { wanted in
            guard Int(entry.count) == wanted.count else { return false }
            return wanted.count == 0 || bytes.withUnsafeBufferPointer { all in
                memcmp(all.baseAddress! + Int(entry.start), wanted.baseAddress!, wanted.count) == 0
            }
        }
    }

    /// The string at `index`, decoded (escapes included).
    func decodeString(_ index: Int) -> String {
        let entry = entries[index]
        let range = Int(entry.start)..<Int(entry.start + entry.count)
        guard entry.escaped else { return String(decoding: bytes[range], as: UTF8.self) }
        return Self.unescape(bytes[range])
    }

    /// The JSON path of the value at `index` (`$.layers[2].ks`), made from the parent links.
    ///
    /// Spelled by appending, without `joined()`: its generic code's first use in a program cost
    /// about 290 thousand instructions, as much as a third of reading a small file.
    func path(of index: Int) -> String {
        var parts: [String] = []
        var current = index
        while entries[current].parent >= 0 {
            let parent = Int(entries[current].parent)
            if entries[parent].kind == .object {
                parts.append("." + decodeString(current - 1))
            } else {
                var position = 0, child = parent + 1
                while child != current { child = Int(entries[child].end); position += 1 }
                parts.append("[" + String(position) + "]")
            }
            current = parent
        }
        var path = "$"
        for part in parts.reversed() { path += part }
        return path
    }
}

extension LottieJSON {
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
