import Foundation

extension LottieNode {
    /// The layers of `layers` (of the file or a precomposition asset).
    /// Layers' expressions see `composition` (its layer count is set here).
    func layers(_ report: LottieReportCollector, composition: LottieExpressionScope.Composition) throws(LottieError) -> [LottieLayer] {
        let nodes = try elements()
        guard nodes.count <= 100_000 else { throw error("\(nodes.count) layers are too many (at most 100000)") }
        var composition = composition
        composition.layerCount = nodes.count
        composition.layers = self
        var result: [LottieLayer] = []
        for node in nodes { result.append(try node.scoped(composition, report).layer(report)) }
        return result
    }

    /// This layer's node with the scope its expressions run in, when it has any: a layer without
    /// expressions pays for no scope.
    private func scoped(_ composition: LottieExpressionScope.Composition, _ report: LottieReportCollector) throws(LottieError) -> LottieNode {
        guard json.hasExpressions(in: index) else { return self }
        var node = self
        node.scope = try makeExpressionScope(composition, report)
        return node
    }

    /// The scope this layer's expressions run in (and other layers' expressions read it through).
    func makeExpressionScope(_ composition: LottieExpressionScope.Composition, _ report: LottieReportCollector) throws(LottieError) -> LottieExpressionScope {
        if let scope = composition.shared.scopes[index] { return scope }
        let layer = LottieExpressionScope.Layer(
            index: try self["ind"]?.integer(in: Int(Int32.min)...Int(Int32.max)), name: (try? string("nm")) ?? "",
            inFrame: try number("ip", default: 0), outFrame: try number("op", default: 0), startFrame: try number("st", default: 0),
            width: try number("w", default: try number("sw", default: 0)),
            height: try number("h", default: try number("sh", default: 0)), hasParent: self["parent"] != nil)
        var plain = self
        plain.scope = nil
        let scope = LottieExpressionScope(composition: composition, layer: layer, layerNode: plain, report: report)
        composition.shared.scopes[index] = scope
        return scope
    }

    private func layer(_ report: LottieReportCollector) throws(LottieError) -> LottieLayer {
        let type = try required("ty").integer(in: -1000...1000)
        let kind: LottieLayer.Kind
        switch type {
        case 0:
            report.use("precomp-layer")
            let remap = try self["tm"]?.property { (node) throws(LottieError) in [try node.scalar()] }
            if remap != nil { report.use("time-remap") }
            kind = .precomp(reference: try required("refId").string(), width: try number("w", default: 0),
                            height: try number("h", default: 0), timeRemap: remap)
        case 1:
            report.use("solid-layer")
            kind = .solid(color: try LottieNode.hexColor(try required("sc"), report),
                          width: try number("sw", default: 0), height: try number("sh", default: 0))
        case 2:
            report.use("image-layer")
            kind = .image(reference: try required("refId").string())
        case 3:
            report.use("null-layer")
            kind = .null
        case 4:
            report.use("shape-layer")
            kind = .shape(try self["shapes"]?.shapeItems(report) ?? [])
        case 5:
            report.use("text-layer")
            kind = .text(try required("t").text(report))
        default:
            let names = [6: "audio-layer", 13: "camera-layer", 15: "data-layer"]
            kind = .unsupported(names[type] ?? "layer-type-\(type)")
        }
        let stretch = try number("sr", default: 1)
        guard stretch != 0 else { throw self["sr"]?.error("a time stretch of 0") ?? error("a time stretch of 0") }
        if stretch != 1 { report.use("time-stretch") }
        if self["parent"] != nil { report.use("parenting") }
        var masks: [LottieMask] = []
        if let list = self["masksProperties"] {
            for node in try list.elements() {
                report.use("mask")
                masks.append(LottieMask(
                    mode: try node.string("mode") ?? "a", inverted: node.flag("inv"),
                    path: try node.required("pt").property { (value) throws(LottieError) in try value.bezier() },
                    opacity: try node.scalarProperty("o", default: 100), expansion: try node.scalarProperty("x", default: 0),
                    jsonPath: node.location))
            }
        }
        let matte = try self["tt"]?.integer(in: 0...100)
        if let matte, matte != 0 { report.use("track-matte") }
        return LottieLayer(
            kind: kind, index: try self["ind"]?.integer(in: Int(Int32.min)...Int(Int32.max)),
            parent: try self["parent"]?.integer(in: Int(Int32.min)...Int(Int32.max)),
            transform: try self["ks"]?.transform() ?? .identity,
            inFrame: try number("ip", default: 0), outFrame: try number("op", default: 0),
            startTime: try number("st", default: 0), stretch: stretch, masks: masks,
            matteMode: matte == 0 ? nil : matte,
            matteParent: try self["tp"]?.integer(in: Int(Int32.min)...Int(Int32.max)), isMatteSource: flag("td"), autoOrient: flag("ao"), hidden: flag("hd"),
            is3D: flag("ddd"), blendMode: try self["bm"]?.integer(in: 0...1000) ?? 0,
            effects: try self["ef"]?.effects() ?? [], jsonPath: location)
    }

    /// A colour written `#rrggbb` (solid layers' `sc`; `#aarrggbb`'s alpha is ignored).
    ///
    /// A string that is not such a colour (exporters write `""`) is drawn black and reported as
    /// `solid-color`: lottie-ios reads any string without six hexadecimal digits as black
    /// (`String.hexColorComponents`), ThorVG draws it black, and lottie-web hands it to SVG's
    /// `fill`, where an invalid colour leaves the initial black. A value that is not a string is
    /// an error.
    static func hexColor(_ node: LottieNode, _ report: LottieReportCollector) throws(LottieError) -> CGColor {
        let text = try node.string()
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
            report.unsupported("solid-color", at: node.location, "\"\(text)\" is not a colour #rrggbb: drawn black")
            return CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        }
        let shift: UInt32 = digits.count == 8 ? 8 : 0
        func channel(_ offset: UInt32) -> CGFloat { CGFloat((value >> (offset + shift)) & 0xff) / 255 }
        return CGColor(srgbRed: channel(16), green: channel(8), blue: channel(0), alpha: 1)
    }
}
