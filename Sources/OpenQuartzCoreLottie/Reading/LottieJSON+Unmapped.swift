/// Property features the reader does not evaluate, found by one pass over the parsed document so
/// that none is dropped silently: expressions (a property's `x`, JavaScript After Effects runs) and
/// slots (a property's `sid`) that name no slot of the document's `slots`. Both are reported where
/// they occur; the property's own keyframes or value are drawn, as Lottie players without an
/// expression engine draw them. A slot that is found is only counted as used.
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
            if expression {
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
