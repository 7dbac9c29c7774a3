import Foundation

/// A Lottie file read into its composition, layers and assets.
struct LottieDocument: Sendable {
    var width: Double
    var height: Double
    var frameRate: Double
    var inFrame: Double
    var outFrame: Double
    var layers: [LottieLayer]
    var assets: [String: LottieAsset]
    /// The fonts and glyph outlines text layers are drawn with.
    var glyphs: LottieGlyphs

    /// The limits a file must keep to be read: beyond them a file is refused with a located error
    /// rather than drawn (a designer's export keeps far within them).
    static let maximumSide = 16_384.0
    static let maximumDuration = 3_600.0
    /// The steps all of a file's expressions may take together (``LottieExpressionInterpreter``):
    /// about a second of work at most.
    static let expressionSteps = 20_000_000

    /// Reads `data` (bodymovin JSON); every problem is a ``LottieError`` naming `file` and where.
    static func read(_ data: Data, file: String, report: LottieReportCollector,
                     resources: LottieResources = .none) throws(LottieError) -> LottieDocument {
        let json = try LottieJSON(parsing: data, file: file).withSlots()
        let root = LottieNode(root: json)
        guard root.isObject else { throw root.error("a Lottie file is a JSON object, found \(root.kind)") }
        let width = try root.required("w").number(), height = try root.required("h").number()
        for (key, value) in [("w", width), ("h", height)] where !(value >= 1 && value <= maximumSide) {
            throw try root.required(key).error("the size must lie between 1 and \(Int(maximumSide)), found \(value)")
        }
        let frameRate = try root.required("fr").number()
        guard frameRate > 0, frameRate <= 1000 else {
            throw try root.required("fr").error("the frame rate must lie above 0 and at most 1000, found \(frameRate)")
        }
        let inFrame = try root.required("ip").number(), outFrame = try root.required("op").number()
        guard outFrame > inFrame else { throw try root.required("op").error("the out point \(outFrame) must come after the in point \(inFrame)") }
        guard (outFrame - inFrame) / frameRate <= maximumDuration else {
            throw try root.required("op").error("the animation lasts \((outFrame - inFrame) / frameRate) s; at most \(Int(maximumDuration)) s are read")
        }
        if root.flag("ddd") { report.use("3d-comp") }
        let composition = LottieExpressionScope.Composition(
            width: width, height: height, frameRate: frameRate, inFrame: inFrame, outFrame: outFrame, layerCount: 0,
            layers: nil, shared: LottieExpressionScope.Shared(steps: Self.expressionSteps))
        defer { composition.shared.release() }
        var assets: [String: LottieAsset] = [:]
        if let list = root["assets"] {
            for node in try list.elements() {
                let id = try node.required("id").string()
                if let layers = node["layers"] {
                    assets[id] = .precomp(try layers.layers(report, composition: composition), jsonPath: node.location)
                } else if node["w"] != nil || node["h"] != nil || (try? node.string("p"))?.hasPrefix("data:") == true {
                    assets[id] = try node.imageAsset(report, resources: resources)
                }
                // Any other asset is a sound (its layer, `ty` 6, is reported), or unused.
            }
        }
        if root["fonts"] != nil || root["chars"] != nil { report.use("fonts") }
        let document = LottieDocument(width: width, height: height, frameRate: frameRate, inFrame: inFrame, outFrame: outFrame,
                                      layers: try root.required("layers").layers(report, composition: composition), assets: assets,
                                      glyphs: try root.glyphs(report))
        json.reportUnmappedProperties(report)
        return document
    }
}

extension LottieNode {
    /// An image asset: embedded (`e` 1, or a `data:` URI in `p`), or a file beside the animation
    /// or in its archive (`u` and `p`, ``LottieResources``), reported when it cannot be read.
    fileprivate func imageAsset(_ report: LottieReportCollector, resources: LottieResources) throws(LottieError) -> LottieAsset {
        let source = try string("p") ?? ""
        let width = try number("w", default: 0), height = try number("h", default: 0)
        guard source.hasPrefix("data:"), let comma = source.firstIndex(of: ",") else {
            let folder = try string("u") ?? ""
            guard let data = resources.contents(folder: folder, name: source) else {
                report.unsupported("image-file", at: location, "the image \"\(folder + source)\" cannot be read: not drawn")
                return .image(data: nil, mimeType: "", width: width, height: height, jsonPath: location)
            }
            report.use("image-file")
            let lower = source.lowercased()
            let mime = lower.hasSuffix(".png") ? "image/png" : lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") ? "image/jpeg" : "image/unknown"
            return .image(data: data, mimeType: mime, width: width, height: height, jsonPath: location)
        }
        report.use("image-embedded")
        let header = source[source.index(source.startIndex, offsetBy: 5)..<comma]
        let mime = String(header.split(separator: ";").first ?? "")
        let data = Data(base64Encoded: String(source[source.index(after: comma)...]), options: .ignoreUnknownCharacters)
        if data == nil { throw try required("p").error("the embedded image is not valid base64") }
        return .image(data: data, mimeType: mime, width: width, height: height, jsonPath: location)
    }
}
