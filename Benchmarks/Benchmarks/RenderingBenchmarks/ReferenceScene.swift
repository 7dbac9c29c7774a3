// The renderer's reference scene, built through the public API. Benchmarks/peers/cairo_mixed.c draws
// the same layers with plain Cairo: both take their numbers from the same xorshift sequence (seed
// 2024, eight values per layer, in layer order), so a change here needs the same change there.
import Foundation
import OpenQuartzCoreRendering

/// A fixed pseudo-random sequence (xorshift64, as in the C peer), so every run draws the same scene.
struct SceneRandom {
    var state: UInt64

    mutating func next() -> Double {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }
}

/// A clock that reads one time: the media time of the frame being evaluated.
struct FrameClock: MediaClock {
    let currentTime: CFTimeInterval
}

enum ReferenceScene {
    static let width = 1920, height = 1080
    static let layerCount = 200
    /// Frames of one run, and their rate in media time.
    static let frameCount = 120, framesPerSecond = 60.0

    /// The media time of frame `index` of the run (frames repeat after ``frameCount``).
    static func time(ofFrame index: Int) -> CFTimeInterval {
        Double(index % frameCount) / framesPerSecond
    }

    /// The root layer (white, 1920x1080) and its 200 sublayers, committed at media time 0.
    static func make() -> (root: CALayer, layers: [CALayer]) {
        MediaClockContext.withClock(FrameClock(currentTime: 0)) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
            root.position = CGPoint(x: Double(width) / 2, y: Double(height) / 2)
            root.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
            let image = tileImage()
            var random = SceneRandom(state: 2024)
            for index in 0..<layerCount {
                let u = (0..<8).map { _ in random.next() }
                let layer = makeLayer(index: index, color: (u[2], u[3], u[4]), image: image)
                layer.position = CGPoint(x: 100 + u[0] * 1720, y: 100 + u[1] * 880)
                if index % 2 == 0 {
                    animate(layer, offset: CGPoint(x: (u[5] - 0.5) * 300, y: (u[6] - 0.5) * 300))
                }
                root.addSublayer(layer)
            }
            CATransaction.commit()
            return (root, root.sublayers ?? [])
        }
    }

    /// One layer of kind `index % 5`: a bordered rounded rect, an image, a shape, a gradient, a text.
    static func makeLayer(index: Int, color: (Double, Double, Double), image: CGImage) -> CALayer {
        let (r, g, b) = color
        switch index % 5 {
        case 0:
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
            layer.cornerRadius = 16
            layer.backgroundColor = CGColor(srgbRed: r, green: g, blue: b, alpha: 0.85)
            layer.borderWidth = 4
            layer.borderColor = CGColor(srgbRed: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            return layer
        case 1:
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 96, height: 96)
            layer.contents = image
            return layer
        case 2:
            let layer = CAShapeLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.path = blobPath()
            layer.fillColor = CGColor(srgbRed: r, green: g, blue: b, alpha: 1)
            layer.strokeColor = CGColor(srgbRed: 0.2, green: 0.2, blue: 0.2, alpha: 1)
            layer.lineWidth = 3
            return layer
        case 3:
            let layer = CAGradientLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 160, height: 90)
            layer.cornerRadius = 12
            layer.colors = [CGColor(srgbRed: r, green: g, blue: b, alpha: 1),
                            CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1),
                            CGColor(srgbRed: b, green: r, blue: g, alpha: 1)]
            layer.startPoint = CGPoint(x: 0, y: 0)
            layer.endPoint = CGPoint(x: 1, y: 1)
            return layer
        default:
            let layer = CATextLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
            layer.string = "Layer \(index)"
            layer.fontSize = 24
            layer.foregroundColor = CGColor(srgbRed: r * 0.5, green: g * 0.5, blue: b * 0.5, alpha: 1)
            return layer
        }
    }

    /// Position (2 s there and back), rotation about the centre (a turn in 3 s) and opacity
    /// (1 to 0.35 in 1.5 s and back), all linear and repeating forever.
    static func animate(_ layer: CALayer, offset: CGPoint) {
        let start = layer.position
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = start
        move.toValue = CGPoint(x: start.x + offset.x, y: start.y + offset.y)
        move.duration = 2
        move.autoreverses = true
        move.repeatCount = .infinity
        layer.add(move, forKey: "move")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = 2 * Double.pi
        spin.duration = 3
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.35
        fade.duration = 1.5
        fade.autoreverses = true
        fade.repeatCount = .infinity
        layer.add(fade, forKey: "fade")
    }

    /// A closed blob of four cubic curves with a triangle inside, in a 100x100 box.
    static func blobPath() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 50, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 50), control1: CGPoint(x: 80, y: 0), control2: CGPoint(x: 100, y: 20))
        path.addCurve(to: CGPoint(x: 50, y: 100), control1: CGPoint(x: 100, y: 80), control2: CGPoint(x: 80, y: 100))
        path.addCurve(to: CGPoint(x: 0, y: 50), control1: CGPoint(x: 20, y: 100), control2: CGPoint(x: 0, y: 80))
        path.addCurve(to: CGPoint(x: 50, y: 0), control1: CGPoint(x: 0, y: 20), control2: CGPoint(x: 20, y: 0))
        path.closeSubpath()
        path.addLines(between: [CGPoint(x: 30, y: 35), CGPoint(x: 70, y: 35), CGPoint(x: 50, y: 70)])
        path.closeSubpath()
        return path
    }

    /// A 64x64 opaque image: red across, green down, and an 8-pixel blue checkerboard.
    static func tileImage() -> CGImage {
        var bytes = [UInt8](repeating: 255, count: 64 * 64 * 4)
        for y in 0..<64 {
            for x in 0..<64 {
                let offset = (y * 64 + x) * 4
                bytes[offset] = UInt8(x * 4)
                bytes[offset + 1] = UInt8(y * 4)
                bytes[offset + 2] = (x / 8 + y / 8) % 2 == 0 ? 0 : 255
            }
        }
        return CGImage(width: 64, height: 64, premultipliedRGBA: bytes)!
    }
}
