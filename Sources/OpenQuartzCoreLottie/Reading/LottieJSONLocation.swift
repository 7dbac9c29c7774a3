/// Where a value lies in its JSON document. Its JSON path (`$.layers[2].shapes[0]`) is worked out
/// from the document's parent links only when a report line or an error asks for it: the model keeps
/// a location for every layer, mask and shape item, and spelling each path while reading was a
/// tenth of loading a small file.
struct LottieJSONLocation: Sendable, Hashable, CustomStringConvertible {
    let json: LottieJSON
    let index: Int

    /// The JSON path.
    var description: String { json.path(of: index) }

    static func == (a: LottieJSONLocation, b: LottieJSONLocation) -> Bool {
        a.json === b.json && a.index == b.index
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(json))
        hasher.combine(index)
    }
}
