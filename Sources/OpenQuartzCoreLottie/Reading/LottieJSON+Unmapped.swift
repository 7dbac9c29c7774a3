/// Property features the reader does not evaluate, found by one pass over the parsed document (after
/// its layers are read) so that none is dropped silently: expressions (a property's `x`, JavaScript
/// After Effects runs) where no layer's ``LottieExpressionScope`` ran them (properties outside layers,
/// and properties that are not numbers), and slots (a property's `sid`) that name no slot of the
/// document's `slots`. Both are reported where they occur; the property's own keyframes or value are
/// drawn. A slot that is found is only counted as used.
extension LottieJSON {
    func reportUnmappedProperties(_ report: LottieReportCollector) {
        for index in entries.indices where entries[index].kind == .object && entries[index].count > 0 {
            var child = index + 1
            var hasValue = false, expression = false, slot: Int?
            for _ in 0..<Int(entries[index].count) {
                let value = child + 1
                if entries[child].count <= 3 {
                    switch decodeString(child) {
                    case "k": hasValue = true
                    case "x": expression = entries[value].kind == .string
                    case "sid": slot = value
                    default: break
                    }
                }
                child = Int(entries[value].end)
            }
            guard hasValue else { continue }
            if expression && !report.wasEvaluated(index) {
                report.unsupported("expression", at: LottieJSONLocation(json: self, index: index), "the property's keyframes or value, without the expression")
            }
            if let slot {
                if entries[slot].kind == .string, slots[decodeString(slot)] != nil {
                    report.use("slot")
                } else {
                    report.unsupported("slot", at: LottieJSONLocation(json: self, index: index), "no such slot in the file's slots: the value written here")
                }
            }
        }
    }
}

extension LottieJSON {
    /// Whether the subtree at `index` may hold an expression: a member `"x"` whose value is a
    /// string (a cheap test, which may also say yes for a string value "x" before another string).
    func hasExpressions(in index: Int) -> Bool {
        let end = Int(entries[index].end)
        var child = index + 1
        while child + 1 < end {
            let entry = entries[child]
            if entry.kind == .string, entry.count == 1, !entry.escaped, bytes[Int(entry.start)] == 0x78,
               entries[child + 1].kind == .string, entry.parent >= 0, entries[Int(entry.parent)].kind == .object {
                return true
            }
            child += 1
        }
        return false
    }
}
