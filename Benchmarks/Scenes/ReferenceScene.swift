// The issue's reference scene as CALayers, the scene that ../shared/peers/cairobench.c ("1000 rrects
// r16 affine a=.5") and gen_scene_lottie.py (scene1000.json, for rlottie) draw: on a white 1920x1080
// root, 1,000 layers of 100x100 with cornerRadius 16 and a random colour at 50 % alpha, each rotated
// by a random angle and scaled by 0.8 to 1.2; each animates its position (80 pt across and 40 pt
// down, there and back in 2 s) and its rotation (72 degrees a second, as scene1000.json turns).
// Positions, angles, scales and colours come from the same distributions as the peers' (not the same
// draws: the peers use the C library's rand(), this uses xorshift64 with a fixed seed).
import Foundation
import OpenQuartzCoreRendering

public enum ReferenceScene {
    public static let layerCount = 1000

    /// The root and its `count` sublayers, committed at media time 0.
    public static func make(count: Int = layerCount) -> (root: CALayer, layers: [CALayer]) {
        build { root in
            var random = SceneRandom(seed: 12345)
            for _ in 0..<count {
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
                layer.cornerRadius = 16
                layer.backgroundColor = CGColor(srgbRed: random.next(), green: random.next(), blue: random.next(), alpha: 0.5)
                place(layer, random: &random)
                root.addSublayer(layer)
            }
        }
    }

    /// A white root of the frame's size holding what `fill` adds, committed at media time 0.
    public static func build(_ fill: (CALayer) -> Void) -> (root: CALayer, layers: [CALayer]) {
        MediaClockContext.withClock(FixedClock(currentTime: 0)) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: Double(Frames.width), height: Double(Frames.height))
            root.position = CGPoint(x: Double(Frames.width) / 2, y: Double(Frames.height) / 2)
            root.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
            fill(root)
            CATransaction.commit()
            return (root, root.sublayers ?? [])
        }
    }

    /// Gives `layer` a random position, angle and scale (as cairobench draws its items), and the
    /// position and rotation animations.
    public static func place(_ layer: CALayer, random: inout SceneRandom) {
        let x = 50 + random.next() * Double(Frames.width - 100)
        let y = 50 + random.next() * Double(Frames.height - 100)
        let angle = random.next() * 6.28
        let scale = 0.8 + random.next() * 0.4
        layer.position = CGPoint(x: x, y: y)
        layer.transform = CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1),
                                              CATransform3DMakeRotation(angle, 0, 0, 1))
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: x - 40, y: y)
        move.toValue = CGPoint(x: x + 40, y: y + 40)
        move.duration = 1
        move.autoreverses = true
        move.repeatCount = .infinity
        layer.add(move, forKey: "move")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = angle
        spin.toValue = angle + 2 * Double.pi
        spin.duration = 5
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
    }

    /// 1,000 layers of 100x100 showing a 64x64 opaque image (scaled, bilinear: the default filters),
    /// placed, rotated, scaled and animated as the reference scene's layers are.
    public static func sprites(count: Int = layerCount) -> (root: CALayer, layers: [CALayer]) {
        let image = tileImage()
        return build { root in
            var random = SceneRandom(seed: 777)
            for _ in 0..<count {
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
                layer.contents = image
                place(layer, random: &random)
                root.addSublayer(layer)
            }
        }
    }

    /// A 1920x1080 CAGradientLayer, three stops along the diagonal (red, green at 50 % alpha, blue),
    /// as cairobench's "linear gradient 3 stops" paints, on the white root.
    public static func gradient() -> (root: CALayer, layers: [CALayer]) {
        build { root in
            let layer = CAGradientLayer()
            layer.frame = root.bounds
            layer.colors = [CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1),
                            CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 0.5),
                            CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)]
            layer.locations = [0, 0.5, 1]
            layer.startPoint = CGPoint(x: 0, y: 0)
            layer.endPoint = CGPoint(x: 1, y: 1)
            root.addSublayer(layer)
        }
    }

    /// A 64x64 opaque image: red across, green down, and an 8-pixel blue checkerboard.
    public static func tileImage() -> CGImage {
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

    /// A full-frame noise image, opaque or with random alpha (premultiplied), as membw and cairobench
    /// blit and blend.
    public static func noiseFrame(opaque: Bool) -> CGImage {
        var bytes = [UInt8](repeating: 255, count: Frames.width * Frames.height * 4)
        var state: UInt32 = 1
        for pixel in 0..<(Frames.width * Frames.height) {
            state = state &* 1_103_515_245 &+ 12345
            let alpha = opaque ? 255 : Int((state >> 24) & 0xff)
            let value = UInt8(Int((state >> 8) & 0xff) * alpha / 255)
            bytes[4 * pixel] = value
            bytes[4 * pixel + 1] = value
            bytes[4 * pixel + 2] = value
            bytes[4 * pixel + 3] = UInt8(alpha)
        }
        return CGImage(width: Frames.width, height: Frames.height, premultipliedRGBA: bytes)!
    }
}
