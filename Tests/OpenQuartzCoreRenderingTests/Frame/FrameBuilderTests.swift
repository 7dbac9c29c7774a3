#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// The frame a render tree evaluates to: steps in Apple's drawing order, layers placed by their
/// geometry composed down the tree, and effects where a layer needs them. Expected values follow
/// from the geometry and the rules stated in each test (Apple's CALayer documentation).
@Suite struct FrameBuilderTests {
    /// The frame of `root` at `time`, placed as `CARenderer` places it.
    static func frame(of root: CALayer, at time: CFTimeInterval = 0) throws -> RenderFrame {
        CATransaction.flush()
        let builder = FrameBuilder()
        builder.build(try #require(root.committedRenderTree), parentTime: time, placed: true)
        return builder.frame
    }

    static func kinds(_ frame: RenderFrame) -> [String] {
        frame.ops.map { op in
            switch op {
            case .rect(let rect): rect.hole.isNull ? "rect" : "border"
            case .image: "image"
            case .shape(let shape): shape.stroke ? "stroke" : "fill"
            case .gradient: "gradient"
            case .text: "text"
            case .displayList: "displayList"
            case .begin(let effect):
                switch effect.kind {
                case .group(let alpha, _): "group \(alpha)"
                case .mask(let inverted, let luminance): (inverted ? "inverted " : "") + (luminance ? "luminance mask" : "mask")
                case .shadow: "shadow"
                case .transition(let dissolve): dissolve == nil ? "sequence" : "dissolve"
                case .blend(let mode): "blend \(mode)"
                case .filter(let filters, _, _): "filter \(filters.count)"
                }
            case .next: "next"
            case .end: "end"
            }
        }
    }

    @Test func drawsInApplesOrder() throws {
        try LayerTestHarness.withManualClock(at: 0) { _ in
            let root = LayerTestHarness.withoutActions { () -> CALayer in
                let root = CALayer()
                root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                root.backgroundColor = CGColor(gray: 1, alpha: 1)
                root.borderWidth = 2
                let shape = CAShapeLayer()
                shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
                shape.strokeColor = CGColor(gray: 0, alpha: 1)
                root.addSublayer(shape)
                return root
            }
            // Background, the sublayer (its fill, then its stroke), then the border on top.
            let frame = try Self.frame(of: root)
            #expect(Self.kinds(frame) == ["rect", "fill", "stroke", "border"])
        }
    }

    @Test func opacityOfOneStepFoldsAndOfSeveralGroups() throws {
        try LayerTestHarness.withManualClock(at: 0) { _ in
            let (root, one, two) = LayerTestHarness.withoutActions { () -> (CALayer, CALayer, CALayer) in
                let root = CALayer(), one = CALayer(), two = CALayer()
                for layer in [one, two] {
                    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                    layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
                    layer.opacity = 0.5
                    root.addSublayer(layer)
                }
                two.borderWidth = 1
                return (root, one, two)
            }
            _ = (one, two)
            let frame = try Self.frame(of: root)
            #expect(Self.kinds(frame) == ["rect", "group 0.5", "rect", "border", "end"])
            guard case .rect(let folded) = frame.ops[0] else { return }
            #expect(folded.alpha == 0.5)
        }
    }

    @Test func mapsComposeDownTheTree() throws {
        try LayerTestHarness.withManualClock(at: 0) { _ in
            let root = LayerTestHarness.withoutActions { () -> CALayer in
                let root = CALayer()
                root.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
                root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
                let child = CALayer()
                child.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
                child.backgroundColor = CGColor(gray: 0, alpha: 1)
                root.addSublayer(child)
                return root
            }
            let frame = try Self.frame(of: root)
            guard case .rect(let rect) = frame.ops[0] else {
                Issue.record("no rectangle")
                return
            }
            // The child's (0, 0) is (5, 5) in the root; the root's sublayerTransform scales by 2
            // about its centre (50, 50): 50 + (5 - 50) x 2 = -40; then the root's frame origin
            // (10, 20) places it in the frame: (-30, -20). Its (10, 10) lands 20 further.
            let map = frame.maps[rect.placement.map]
            #expect(map.apply(CGPoint(x: 0, y: 0)) == CGPoint(x: -30, y: -20))
            #expect(map.apply(CGPoint(x: 10, y: 10)) == CGPoint(x: -10, y: 0))
        }
    }

    @Test func masksShadowsAndFadesAreEffects() throws {
        try LayerTestHarness.withManualClock(at: 0) { _ in
            let (root, layer) = LayerTestHarness.withoutActions { () -> (CALayer, CALayer) in
                let root = CALayer(), layer = CALayer()
                layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                layer.backgroundColor = CGColor(gray: 0, alpha: 1)
                layer.shadowOpacity = 1
                let mask = CALayer()
                mask.frame = layer.bounds
                mask.backgroundColor = CGColor(gray: 0, alpha: 1)
                layer.mask = mask
                root.addSublayer(layer)
                return (root, layer)
            }
            let before = try Self.frame(of: root)
            #expect(Self.kinds(before) == ["shadow", "mask", "rect", "next", "rect", "end", "end"])
            LayerTestHarness.withoutActions {
                layer.add(CATransition(), forKey: nil)
                layer.shadowOpacity = 0
                layer.mask = nil
            }
            // A fade half way (default duration 0.25 s): the old picture (the layer before, with
            // its mask and shadow) dissolving into the new one.
            let frame = try Self.frame(of: root, at: 0.125)
            #expect(Self.kinds(frame) == ["dissolve", "shadow", "mask", "rect", "next", "rect", "end", "end", "next", "rect", "end"])
            guard case .begin(let effect) = frame.ops[0], case .transition(let fraction?) = effect.kind else { return }
            #expect(fraction > 0 && fraction < 1)
            #expect(effect.next == 8 && effect.end == 10)
        }
    }
}
#endif
