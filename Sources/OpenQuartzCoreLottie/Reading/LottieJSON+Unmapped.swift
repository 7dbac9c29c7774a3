/// Property features the reader does not evaluate, found by one pass over the parsed document so
/// that none is dropped silently: expressions (a property's `x`, JavaScript After Effects runs) and
/// slots (a property's `sid`, a value meant to be replaced by the player's caller). Both are
/// reported where they occur; the property's own keyframes or value are drawn, as Lottie players
/// without an expression engine or slot values draw them.
extension LottieJSON {
    func reportUnmappedProperties(_ report: LottieReportCollector) {
        for index in entries.indices where entries[index].kind == .object && entries[index].count > 0 {
            var child = index + 1
            var hasValue = false, expression = false, slot = false
            for _ in 0..<Int(entries[index].count) {
                let value = child + 1
                if entries[child].count <= 3 {
                    switch decodeString(child) {
                    case "k": hasValue = true
                    case "x": expression = entries[value].kind == .string
                    case "sid": slot = true
                    default: break
                    }
                }
                child = Int(entries[value].end)
            }
            guard hasValue else { continue }
            if expression {
                report.unsupported("expression", at: LottieJSONLocation(json: self, index: index), "the property's keyframes or value, without the expression")
            }
            if slot { report.unsupported("slot", at: LottieJSONLocation(json: self, index: index), "the value written in the file") }
        }
    }
}
