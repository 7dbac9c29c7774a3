import Foundation

extension LottieNode {
    /// The shape items of an array (`shapes` or a group's `it`); hidden items (`hd`) are left out.
    func shapeItems(_ report: LottieReportCollector, depth: Int = 0) throws(LottieError) -> [LottieShapeEntry] {
        guard depth < 64 else { throw error("shape groups nested more than 64 deep") }
        var entries: [LottieShapeEntry] = []
        for node in try elements() where !node.flag("hd") {
            entries.append(LottieShapeEntry(item: try node.shapeItem(report, depth: depth), jsonPath: node.location))
        }
        return entries
    }

    private func shapeItem(_ report: LottieReportCollector, depth: Int) throws(LottieError) -> LottieShapeItem {
        let type = try required("ty").string()
        let reversed = (try? number("d", default: 1)) == 3
        switch type {
        case "gr":
            report.use("group")
            return .group(try self["it"]?.shapeItems(report, depth: depth + 1) ?? [])
        case "sh":
            report.use("path")
            let path = try required("ks").property { (node) throws(LottieError) in try node.bezier() }
            if path.isAnimated { report.use("animated-path") }
            return .path(path)
        case "rc":
            report.use("rect")
            return .rectangle(position: try vectorProperty("p", default: [0, 0]), size: try vectorProperty("s", default: [0, 0]),
                              roundness: try scalarProperty("r", default: 0), reversed: reversed)
        case "el":
            report.use("ellipse")
            return .ellipse(position: try vectorProperty("p", default: [0, 0]), size: try vectorProperty("s", default: [0, 0]),
                            reversed: reversed)
        case "sr":
            let polygon = try number("sy", default: 1) == 2
            report.use(polygon ? "polygon" : "star")
            return .star(LottieStar(
                isPolygon: polygon, position: try vectorProperty("p", default: [0, 0]), points: try scalarProperty("pt", default: 5),
                rotation: try scalarProperty("r", default: 0), outerRadius: try scalarProperty("or", default: 0),
                outerRoundness: try scalarProperty("os", default: 0), innerRadius: try scalarProperty("ir", default: 0),
                innerRoundness: try scalarProperty("is", default: 0), reversed: reversed))
        case "fl", "gf":
            report.use(type == "fl" ? "fill" : "gradient-fill")
            let evenOdd = try number("r", default: 1) == 2
            if evenOdd { report.use("even-odd-fill") }
            return .fill(LottieFill(paint: try paint(gradient: type == "gf", report), opacity: try scalarProperty("o", default: 100),
                                    evenOdd: evenOdd))
        case "st", "gs":
            report.use(type == "st" ? "stroke" : "gradient-stroke")
            return .stroke(try stroke(gradient: type == "gs", report))
        case "tm":
            report.use("trim")
            return .trim(LottieTrim(start: try scalarProperty("s", default: 0), end: try scalarProperty("e", default: 100),
                                    offset: try scalarProperty("o", default: 0), individually: try number("m", default: 1) == 2))
        case "rp":
            report.use("repeater")
            let transform = try self["tr"]?.transform() ?? .identity
            return .repeater(LottieRepeater(
                copies: try scalarProperty("c", default: 1), offset: try scalarProperty("o", default: 0), transform: transform,
                startOpacity: try self["tr"]?.scalarProperty("so", default: 100) ?? .constant([100]),
                endOpacity: try self["tr"]?.scalarProperty("eo", default: 100) ?? .constant([100]),
                lastOnTop: try number("m", default: 1) == 2))
        case "tr":
            return .transform(try transform())
        case "rd":
            report.use("round-corners")
            return .modifier(.roundCorners(try scalarProperty("r", default: 0)))
        case "op":
            report.use("offset-path")
            let join: LottieOffsetPath.Join = switch try self["lj"]?.integer(in: 0...1000) ?? 1 {
            case 2: .round
            case 3: .bevel
            default: .miter
            }
            // The miter limit is a number in most files, an animatable value in some.
            let miterLimit = try self["ml"].map { (node) throws(LottieError) in
                node.isObject ? try scalarProperty("ml", default: 4) : LottieProperty.constant([try node.number()])
            } ?? .constant([4])
            return .modifier(.offset(LottieOffsetPath(amount: try scalarProperty("a", default: 0), join: join,
                                                      miterLimit: miterLimit)))
        case "pb":
            report.use("pucker-bloat")
            return .modifier(.puckerBloat(try scalarProperty("a", default: 0)))
        case "zz":
            report.use("zig-zag")
            let point = try scalarProperty("pt", default: 1)
            if point.isAnimated { report.unsupported("zig-zag-point-type-animated", at: location, "its first point type throughout") }
            return .modifier(.zigZag(LottieZigZag(size: try scalarProperty("s", default: 0), ridges: try scalarProperty("r", default: 0),
                                                  smooth: point.initialValue.first == 2)))
        case "mm":
            report.use("merge-paths")
            return .merge(LottieMergeMode(pinning: try self["mm"]?.integer(in: -1_000_000...1_000_000) ?? 1))
        default:
            let names = ["tw": "twist", "no": "no-style"]
            return .unsupported(names[type] ?? "shape-type-\(type)")
        }
    }

    private func paint(gradient: Bool, _ report: LottieReportCollector) throws(LottieError) -> LottiePaint {
        guard gradient else {
            return .color(try required("c").property { (node) throws(LottieError) in try node.vector() }.unitColor)
        }
        let isRadial = try number("t", default: 1) == 2
        report.use(isRadial ? "gradient-radial" : "gradient-linear")
        let g = try required("g")
        let count = try g.required("p").integer(in: 0...1024)
        let stops = try g.required("k").property { (node) throws(LottieError) in try node.vector() }.unitGradient(colorCount: count)
        guard stops.initialValue.count >= count * 4 else {
            throw g.error("\(count) colour stops need \(count * 4) numbers, found \(stops.initialValue.count)")
        }
        return .gradient(LottieGradient(
            isRadial: isRadial, start: try vectorProperty("s", default: [0, 0]), end: try vectorProperty("e", default: [0, 0]),
            colorCount: count, stops: stops, highlightLength: try scalarProperty("h", default: 0),
            highlightAngle: try scalarProperty("a", default: 0)))
    }

    private func stroke(gradient: Bool, _ report: LottieReportCollector) throws(LottieError) -> LottieStroke {
        var dashes: [LottieProperty<[Double]>] = []
        var dashOffset: LottieProperty<[Double]>?
        if let list = self["d"] {
            for entry in try list.elements() {
                let kind = try entry.string("n") ?? "d"
                let value = try entry.required("v").property { (node) throws(LottieError) in [try node.scalar()] }
                if kind == "o" { dashOffset = value } else { dashes.append(value) }
            }
            if !dashes.isEmpty { report.use("dashes") }
        }
        return LottieStroke(
            paint: try paint(gradient: gradient, report), opacity: try scalarProperty("o", default: 100),
            width: try scalarProperty("w", default: 1), cap: try self["lc"]?.integer(in: 0...1000) ?? 1,
            join: try self["lj"]?.integer(in: 0...1000) ?? 1, miterLimit: try number("ml", default: 4),
            dashes: dashes, dashOffset: dashOffset)
    }
}
