#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// A filtered or shadowed layer is drawn offscreen over where its drawing can land
/// (``LayerExtents``). Its sublayers count as the frame presents them: a sublayer whose path grows
/// by an animation is drawn whole, not cut to the model's smaller path (lottie-ios's sample
/// `issue_1939` blurs a layer whose card grows so; its blurred card came out the first keyframe's
/// size, cut square).
@Suite struct AnimatedExtentsTests {
    /// An 80 x 60 white root holding a container with `configure`d effect, whose shape sublayer's
    /// path grows from a 10 x 10 square at (5, 5) to a 60 x 40 one over one second.
    static func scene(_ configure: (CALayer) -> Void) -> CALayer {
        LayerTestHarness.withoutActions {
            let root = Frames.solid(CGRect(x: 0, y: 0, width: 80, height: 60), 1, 1, 1)
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            configure(container)
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            shape.fillColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            shape.path = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)
            let grow = CABasicAnimation(keyPath: "path")
            grow.fromValue = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)
            grow.toValue = CGPath(rect: CGRect(x: 5, y: 5, width: 60, height: 40), transform: nil)
            grow.duration = 1
            grow.fillMode = .forwards
            grow.isRemovedOnCompletion = false
            shape.add(grow, forKey: "grow")
            container.addSublayer(shape)
            root.addSublayer(container)
            return root
        }
    }

    /// The pixel at (x, y) of the frame at 1 s, as R, G, B, A bytes.
    static func pixel(_ root: CALayer, x: Int, y: Int, software: Bool) -> [UInt8] {
        let bytes = Frames.render(root, width: 80, height: 60, at: 1, software: software, format: Frames.rgba)
        return Array(bytes[(y * 80 + x) * 4..<(y * 80 + x) * 4 + 4])
    }

    @Test(arguments: [true, false])
    func aFilteredLayerDrawsItsSublayersGrownPath(software: Bool) {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.scene { $0.layerFilters = [.gaussianBlur(sigma: 0.5, horizontal: true, vertical: true)] }
            CATransaction.flush()
            // (50, 35) lies inside the grown square only, far from its blurred edge: black.
            #expect(Self.pixel(root, x: 50, y: 35, software: software) == [0, 0, 0, 255])
        }
    }

    @Test(arguments: [true, false])
    func aShadowedLayerDrawsItsSublayersGrownPath(software: Bool) {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.scene { layer in
                layer.shadowOpacity = 1
                layer.shadowRadius = 2
            }
            CATransaction.flush()
            #expect(Self.pixel(root, x: 50, y: 35, software: software) == [0, 0, 0, 255])
        }
    }
}
#endif
