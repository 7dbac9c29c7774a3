#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCoreRendering
import QuartzCoreTestSupport

/// Random layer trees for the differential tests: what the software compositor draws itself
/// (backgrounds, rounded corners of every mask, borders, opacity, masksToBounds, 2D transforms and
/// sublayer transforms, zPosition order, image contents with every gravity, contentsRect and both
/// filters, running animations, mask layers, dissolving transitions, replicator instances and their
/// colours), mixed with what it leaves to Cairo (shape, gradient and text layers, perspective,
/// shadows). A seed gives the same tree every time (xorshift64).
struct RandomScene {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// A value in [0, 1).
    mutating func unit() -> Double {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }

    mutating func value(_ range: ClosedRange<Double>) -> Double { range.lowerBound + unit() * (range.upperBound - range.lowerBound) }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
    mutating func pick<T>(_ values: [T]) -> T { values[min(Int(unit() * Double(values.count)), values.count - 1)] }

    mutating func color(alpha: ClosedRange<Double> = 0.3...1) -> CGColor {
        CGColor(srgbRed: unit(), green: unit(), blue: unit(), alpha: chance(0.4) ? 1 : value(alpha))
    }

    /// Scene `seed`'s root at `width` x `height`, made without implicit animations and committed.
    static func committedRoot(seed: UInt64, width: Int, height: Int) -> CALayer {
        var random = RandomScene(seed: seed)
        let root = LayerTestHarness.withoutActions { random.makeRoot(width: Double(width), height: Double(height)) }
        CATransaction.flush()
        return root
    }

    /// The root of a `width` x `height` scene, filled with random layers (call inside a transaction).
    mutating func makeRoot(width: Double, height: Double) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        if chance(0.7) { root.backgroundColor = color(alpha: 0.5...1) }
        for _ in 0..<Int(value(1...9)) { root.addSublayer(makeLayer(in: CGSize(width: width, height: height), depth: 0)) }
        return root
    }

    mutating func makeLayer(in area: CGSize, depth: Int) -> CALayer {
        let kind = unit()
        let layer: CALayer
        if kind < 0.08 {
            layer = makeShape()
        } else if kind < 0.12 {
            let gradient = CAGradientLayer()
            gradient.colors = (0..<Int(value(2...4.99))).map { _ in color() }
            if chance(0.3) { gradient.locations = [0, value(0.1...0.9), 1, 1.2].prefix(gradient.colors!.count).map { NSNumber(value: $0) } }
            gradient.type = pick([.axial, .axial, .radial, .conic])
            if chance(0.5) {
                gradient.startPoint = CGPoint(x: value(-0.2...1.2), y: value(-0.2...1.2))
                gradient.endPoint = CGPoint(x: value(-0.2...1.2), y: value(-0.2...1.2))
            }
            layer = gradient
        } else if kind < 0.14 {
            let text = CATextLayer()
            text.string = "Ab"
            text.fontSize = value(8...20)
            text.foregroundColor = color(alpha: 0.8...1)
            layer = text
        } else if kind < 0.17 {
            let replicator = CAReplicatorLayer()
            replicator.instanceCount = Int(value(1...4.99))
            replicator.instanceTransform = CATransform3DRotate(CATransform3DMakeTranslation(value(-15...15), value(-15...15), 0),
                                                               value(-0.5...0.5), 0, 0, 1)
            if chance(0.6) { replicator.instanceColor = color(alpha: 0.6...1) }
            if chance(0.5) {
                replicator.instanceRedOffset = Float(value(-0.3...0.1))
                replicator.instanceAlphaOffset = Float(value(-0.3...0))
            }
            layer = replicator
        } else {
            layer = CALayer()
        }
        layer.bounds = CGRect(x: chance(0.2) ? value(-10...10) : 0, y: chance(0.2) ? value(-10...10) : 0,
                              width: value(4...70), height: value(4...60))
        layer.position = CGPoint(x: value(-10...(Double(area.width) + 10)), y: value(-10...(Double(area.height) + 10)))
        if chance(0.3) { layer.anchorPoint = CGPoint(x: unit(), y: unit()) }
        if chance(0.8) { layer.backgroundColor = color() }
        if chance(0.5) { layer.cornerRadius = value(0...30) }
        if chance(0.25) { layer.maskedCorners = CACornerMask(rawValue: UInt(value(0...15.99))) }
        if chance(0.3) {
            layer.borderWidth = value(0.5...8)
            if chance(0.7) { layer.borderColor = color() }
        }
        if chance(0.35) { layer.opacity = Float(value(0.1...1)) }
        if chance(0.04) { layer.isHidden = true }
        if chance(0.15) { layer.zPosition = value(-5...5) }
        transform(layer)
        if chance(0.15) { layer.contents = Self.image(seed: UInt64(unit() * 1000)) ; contentsOptions(layer) }
        if chance(0.06) { perspectiveOrShadow(layer) }
        if depth < 2, chance(0.35) {
            if chance(0.4) { layer.masksToBounds = true }
            if chance(0.15) { layer.sublayerTransform = CATransform3DMakeRotation(value(-1...1), 0, 0, 1) }
            for _ in 0..<Int(value(1...4)) { layer.addSublayer(makeLayer(in: layer.bounds.size, depth: depth + 1)) }
        }
        if chance(0.3) { animate(layer) }
        return layer
    }

    /// A shape layer: an ellipse, or a random path of lines and quadratic and cubic curves (open or
    /// closed, self-crossing), filled by either rule, stroked with any cap, join, miter limit and
    /// dash pattern, trimmed.
    mutating func makeShape() -> CAShapeLayer {
        let shape = CAShapeLayer()
        if chance(0.3) {
            shape.path = CGPath(ellipseIn: CGRect(x: 2, y: 3, width: value(10...50), height: value(10...40)), transform: nil)
        } else {
            let path = CGMutablePath()
            for _ in 0..<Int(value(1...2.99)) {
                path.move(to: CGPoint(x: value(0...60), y: value(0...50)))
                for _ in 0..<Int(value(1...5.99)) {
                    let end = CGPoint(x: value(0...60), y: value(0...50))
                    switch Int(value(0...2.99)) {
                    case 0: path.addLine(to: end)
                    case 1: path.addQuadCurve(to: end, control: CGPoint(x: value(-10...70), y: value(-10...60)))
                    default: path.addCurve(to: end, control1: CGPoint(x: value(-10...70), y: value(-10...60)),
                                           control2: CGPoint(x: value(-10...70), y: value(-10...60)))
                    }
                }
                if chance(0.5) { path.closeSubpath() }
            }
            shape.path = path
        }
        shape.fillColor = chance(0.8) ? color() : nil
        shape.fillRule = chance(0.3) ? .evenOdd : .nonZero
        shape.strokeColor = chance(0.6) ? color() : nil
        shape.lineWidth = value(0.5...6)
        shape.lineCap = pick([.butt, .round, .square])
        shape.lineJoin = pick([.miter, .round, .bevel])
        if chance(0.3) { shape.miterLimit = value(1...6) }
        if chance(0.25) {
            shape.lineDashPattern = (0..<Int(value(1...4.99))).map { _ in NSNumber(value: value(1...8)) }
            shape.lineDashPhase = value(-5...5)
        }
        if chance(0.25) {
            shape.strokeStart = value(0...0.5)
            shape.strokeEnd = value(0.4...1)
        }
        return shape
    }

    mutating func transform(_ layer: CALayer) {
        var t = CATransform3DIdentity
        if chance(0.5) { t = CATransform3DRotate(t, value(-3.2...3.2), 0, 0, 1) }
        if chance(0.3) { t = CATransform3DScale(t, value(0.4...1.8), chance(0.5) ? value(0.4...1.8) : 1, 1) }
        if chance(0.1) { t.m21 = value(-0.5...0.5) }
        if chance(0.05) { t = CATransform3DScale(t, -1, 1, 1) }
        layer.transform = t
    }

    mutating func contentsOptions(_ layer: CALayer) {
        layer.contentsGravity = pick([.resize, .resizeAspect, .resizeAspectFill, .center, .top, .bottomRight, .left])
        if chance(0.3) { layer.contentsRect = CGRect(x: value(-0.2...0.5), y: value(-0.2...0.5), width: value(0.2...1.2), height: value(0.2...1.2)) }
        if chance(0.3) { layer.magnificationFilter = .nearest }
        if chance(0.2) { layer.minificationFilter = .nearest }
        if chance(0.3) { layer.contentsScale = pick([1, 2, 3]) }
    }

    mutating func perspectiveOrShadow(_ layer: CALayer) {
        switch Int(value(0...3.99)) {
        case 0:
            var t = CATransform3DMakeRotation(value(-1...1), 0, 1, 0)
            t.m34 = -1 / 200
            layer.transform = t
        case 1:
            layer.shadowOpacity = Float(value(0.3...1))
            layer.shadowRadius = value(0...4)
        case 2:
            // A fade in flight at the times drawn: the layer as it was (nothing, never committed)
            // dissolving into the layer as it is.
            let fade = CATransition()
            fade.duration = 4
            fade.beginTime = value(-1...0)
            layer.add(fade, forKey: nil)
        default:
            let mask = CALayer()
            mask.frame = layer.bounds.insetBy(dx: 3, dy: 3)
            mask.backgroundColor = CGColor(gray: 0, alpha: 0.7)
            mask.cornerRadius = 5
            layer.mask = mask
        }
    }

    mutating func animate(_ layer: CALayer) {
        let animation: CABasicAnimation
        switch Int(value(0...2.99)) {
        case 0:
            animation = CABasicAnimation(keyPath: "position")
            animation.fromValue = CGPoint(x: value(0...100), y: value(0...100))
        case 1:
            animation = CABasicAnimation(keyPath: "transform.rotation.z")
            animation.fromValue = value(-3...3)
        default:
            animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = unit()
        }
        animation.duration = 2
        layer.add(animation, forKey: "random")
    }

    /// A small image with hard edges and transparent parts (premultiplied).
    static func image(seed: UInt64) -> CGImage {
        let width = 6 + Int(seed % 11), height = 5 + Int(seed % 7)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let alpha = (x + y + Int(seed)) % 5 == 0 ? 0 : ((x * 7 + y * 3) % 3 == 0 ? 128 : 255)
                bytes[o] = UInt8(((x * 40 + Int(seed)) % 256) * alpha / 255)
                bytes[o + 1] = UInt8(((y * 50) % 256) * alpha / 255)
                bytes[o + 2] = UInt8((((x ^ y) * 30) % 256) * alpha / 255)
                bytes[o + 3] = UInt8(alpha)
            }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)!
    }
}
#endif
