/// A Gaussian blur of an alpha channel, approximated by three box blurs (the approximation the W3C
/// Filter Effects specification gives for feGaussianBlur): what shadows are made of.
enum AlphaBlur {
    /// The width of each of the three boxes for a standard deviation `sigma` (in pixels), odd so that
    /// every box is centred on its pixel.
    static func boxWidth(sigma: Double) -> Int {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        return d % 2 == 0 ? d + 1 : d
    }

    /// Blurs `alpha` (`width` x `height` values, rows packed) in place.
    static func blur(_ alpha: inout [Float], width: Int, height: Int, sigma: Double) {
        let box = boxWidth(sigma: sigma)
        guard box > 1, width > 0, height > 0 else { return }
        var line = [Float](repeating: 0, count: max(width, height))
        var out = line
        for _ in 0..<3 {
            for y in 0..<height {
                for x in 0..<width { line[x] = alpha[y * width + x] }
                boxPass(line, into: &out, count: width, box: box)
                for x in 0..<width { alpha[y * width + x] = out[x] }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = alpha[y * width + x] }
                boxPass(line, into: &out, count: height, box: box)
                for y in 0..<height { alpha[y * width + x] = out[y] }
            }
        }
    }

    /// One centred box average along a line, with zeros beyond its ends.
    static func boxPass(_ line: [Float], into out: inout [Float], count: Int, box: Int) {
        let radius = box / 2
        let scale = 1 / Float(box)
        var sum: Float = 0
        for i in 0..<min(radius, count) { sum += line[i] }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += line[entering] }
            if leaving >= 0 { sum -= line[leaving] }
            out[i] = max(0, sum * scale)
        }
    }
}
