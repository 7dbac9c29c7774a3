import Foundation

/// Layer contents: a PNG file (a path relative to the scene file's folder, read with
/// `CGImage(contentsOfPNGFile:)`), or an image generated at load time:
///
/// - `{fill: colour, size: "64x64"}`: one colour (size defaults to 1x1, stretched by the gravity);
/// - `{checkerboard: [colour, colour], size: "64x64", cell: 8}`: a checkerboard of two colours, the
///   first in the top-left cell (size defaults to 64x64, cell to 8).
extension ValueParser {
    /// An image, or nil after reporting why it could not be made or read.
    func image(_ node: SceneNode) -> CGImage? {
        if let file = node.scalar, !node.isNull {
            let url = URL(fileURLWithPath: file, relativeTo: baseURL).standardizedFileURL
            do {
                return try CGImage(contentsOfPNGFile: url)
            } catch {
                return fail(node, "unreadable image \"\(file)\": \(error)")
            }
        }
        guard node.isMapping else {
            return expected("an image: a PNG file path, {fill: colour} or {checkerboard: [colour, colour]}", node)
        }
        diagnostics.checkKeys(node, allowed: ["fill", "checkerboard", "size", "cell"], what: "generated contents")
        var size = CGSize(width: node["fill"] != nil ? 1 : 64, height: node["fill"] != nil ? 1 : 64)
        if let sizeNode = node["size"] {
            guard let parsed = self.size(sizeNode) else { return nil }
            guard parsed.width >= 1, parsed.height >= 1, parsed.width <= 16384, parsed.height <= 16384 else {
                return fail(sizeNode, "an image size must lie between 1x1 and 16384x16384, found \(sizeNode.summary)")
            }
            size = parsed
        }
        let width = Int(size.width), height = Int(size.height)
        if let fillNode = node["fill"] {
            guard let fill = color(fillNode) else { return nil }
            let pixel = Self.premultipliedPixel(fill)
            return CGImage(width: width, height: height, premultipliedRGBA: Array((0..<width * height).map { _ in pixel }.joined()))
        }
        guard let boardNode = node["checkerboard"] else {
            return fail(node, "generated contents need \"fill\" or \"checkerboard\"")
        }
        guard let colorNodes = boardNode.elements, colorNodes.count == 2 else {
            return fail(boardNode, "expected two colours for the checkerboard, found \(boardNode.summary)")
        }
        guard let first = color(colorNodes[0]), let second = color(colorNodes[1]) else { return nil }
        var cell = 8
        if let cellNode = node["cell"] {
            guard let parsed = integer(cellNode) else { return nil }
            guard parsed > 0 else { return fail(cellNode, "the cell size must be at least 1, found \(cellNode.summary)") }
            cell = parsed
        }
        let pixels = [Self.premultipliedPixel(first), Self.premultipliedPixel(second)]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width { bytes += pixels[(x / cell + y / cell) % 2] }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)
    }

    /// The colour's sRGB components as premultiplied bytes.
    static func premultipliedPixel(_ color: CGColor) -> [UInt8] {
        let c = color.components ?? [0, 0, 0, 1]
        let alpha = c.count > 3 ? c[3] : 1
        func byte(_ v: CGFloat) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return [byte(c[0] * alpha), byte(c[1] * alpha), byte(c[2] * alpha), byte(alpha)]
    }
}
