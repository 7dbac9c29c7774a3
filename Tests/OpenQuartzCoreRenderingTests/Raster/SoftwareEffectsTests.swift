#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// The frame's effects the software compositor composites itself, without handing them to Cairo:
/// a mask layer's alpha, a fade's dissolve, a replicator instance's colour. Each agrees with Cairo's
/// interpretation of the same frame within the differential tests' tolerance, and is recorded as
/// the compositor's own ops.
@Suite struct SoftwareEffectsTests {
    /// Renders `root` with both backends at `time`; returns the software recording's ops too.
    static func compare(_ root: CALayer, at time: CFTimeInterval) -> (PixelDifference, [RasterOp]) {
        let context = CGContext(data: nil, width: 80, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: Frames.bgra)!
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 80, height: 60)
        let ours = Frames.draw(renderer, at: time)
        let reference = Frames.render(root, width: 80, height: 60, at: time, software: false, format: Frames.bgra)
        return (PixelDifference(ours, reference), renderer.compositor.recorder.recording.ops)
    }

    static func base() -> (CALayer, CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        root.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 8, width: 50, height: 40)
        layer.backgroundColor = CGColor(srgbRed: 0.9, green: 0.2, blue: 0.1, alpha: 1)
        layer.cornerRadius = 6
        root.addSublayer(layer)
        return (root, layer)
    }

    /// ``base()``'s root, its layer masked by a plain layer of `frame` and `alpha`, which `configure`
    /// may change further.
    static func base(maskedBy frame: CGRect, alpha: Double, _ configure: (CALayer) -> Void = { _ in }) -> CALayer {
        LayerTestHarness.withoutActions { () -> CALayer in
            let (root, layer) = Self.base()
            let mask = CALayer()
            mask.frame = frame
            mask.backgroundColor = CGColor(gray: 0, alpha: alpha)
            configure(mask)
            layer.mask = mask
            return root
        }
    }

    @Test func maskLayersAreCompositedNatively() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.base(maskedBy: CGRect(x: 5, y: 5, width: 30, height: 25), alpha: 0.6) { mask in
                mask.cornerRadius = 8
                mask.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            }
            let (difference, ops) = Self.compare(root, at: 0)
            DifferentialRenderingTests.expectAgreement(difference, seed: 0)
            #expect(ops.contains { if case .beginMask = $0 { true } else { false } })
            #expect(!ops.contains { if case .cairo = $0 { true } else { false } })
        }
    }

    /// A large layer under a small mask: its masked picture is drawn (and its scratch pixels
    /// cleared) only where the mask is, the layer's pixels outside the mask being transparent in
    /// the result anyway (the mask's alpha is 0 there). The mask, 8 × 6 points at (20, 10) of a
    /// layer placed at (10, 8), covers device pixels 30..<38 × 18..<24.
    @Test func aMaskedPictureCoversOnlyItsMask() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.base(maskedBy: CGRect(x: 20, y: 10, width: 8, height: 6), alpha: 0.8)
            let (difference, ops) = Self.compare(root, at: 0)
            DifferentialRenderingTests.expectAgreement(difference, seed: 0)
            let groups = ops.compactMap { op -> PixelRect? in
                switch op {
                case .beginGroup(let rect), .beginMask(let rect): rect
                default: nil
                }
            }
            #expect(groups.count == 2)
            let around = PixelRect(x0: 29, y0: 17, x1: 39, y1: 25)
            for rect in groups { #expect(around.contains(rect) && !rect.isEmpty, "\(rect)") }
        }
    }

    /// A gradient layer masked by a shape layer filling a path (how a gradient-filled shape is
    /// built): one fill of the path with the gradient, no masked pictures.
    @Test(arguments: [(CAGradientLayerType.axial, CGPoint.zero), (.radial, .zero), (.radial, CGPoint(x: 0.5, y: -0.6))])
    func gradientsMaskedByAShapeAreOneFill(type: CAGradientLayerType, focus: CGPoint) {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = LayerTestHarness.withoutActions { () -> CALayer in
                let (root, _) = Self.base()
                let gradient = CAGradientLayer()
                gradient.frame = CGRect(x: 14, y: 6, width: 48, height: 48)
                gradient.type = type
                gradient.colors = [CGColor(srgbRed: 1, green: 0.8, blue: 0, alpha: 0.5), CGColor(srgbRed: 0, green: 0.2, blue: 1, alpha: 0.5)]
                gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
                gradient.endPoint = CGPoint(x: 1, y: 1)
                gradient.radialFocus = focus
                gradient.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
                let mask = CAShapeLayer()
                mask.frame = gradient.bounds
                let path = CGMutablePath()
                path.move(to: CGPoint(x: 4, y: 24))
                path.addCurve(to: CGPoint(x: 44, y: 20), control1: CGPoint(x: 10, y: -6), control2: CGPoint(x: 40, y: 2))
                path.addCurve(to: CGPoint(x: 4, y: 24), control1: CGPoint(x: 48, y: 50), control2: CGPoint(x: 6, y: 46))
                path.closeSubpath()
                mask.path = path
                gradient.mask = mask
                root.addSublayer(gradient)
                return root
            }
            let (difference, ops) = Self.compare(root, at: 0)
            DifferentialRenderingTests.expectAgreement(difference, seed: 0)
            #expect(difference.maximum <= 40, "\(difference)")
            #expect(ops.contains { if case .path = $0 { true } else { false } })
            #expect(!ops.contains { if case .beginMask = $0 { true } else { false } })
        }
    }

    /// A layer with an opaque background masked by two overlapping shapes (a Lottie layer with two
    /// added masks): one fill of each shape with the background colour, no masked pictures, the
    /// same pixels as Cairo's masked picture. A translucent background keeps the masked pictures
    /// (drawing it through each shape in turn would darken where they overlap).
    @Test(arguments: [1.0, 0.6])
    func anOpaqueColourUnderSeveralMaskShapesIsOneFillEach(alpha: Double) {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = LayerTestHarness.withoutActions { () -> CALayer in
                let (root, layer) = Self.base()
                layer.cornerRadius = 0
                layer.backgroundColor = CGColor(srgbRed: 0.1, green: 0.5, blue: 0.3, alpha: alpha)
                let mask = CALayer()
                mask.frame = layer.bounds
                for (x, y) in [(6.0, 5.0), (20.0, 12.0)] {
                    let shape = CAShapeLayer()
                    shape.frame = mask.bounds
                    shape.path = CGPath(ellipseIn: CGRect(x: x, y: y, width: 22, height: 20), transform: nil)
                    mask.addSublayer(shape)
                }
                layer.mask = mask
                return root
            }
            let (difference, ops) = Self.compare(root, at: 0)
            DifferentialRenderingTests.expectAgreement(difference, seed: 0)
            #expect(difference.maximum <= 40, "\(difference)")
            let paths = ops.filter { if case .path = $0 { true } else { false } }.count
            let masked = ops.contains { if case .beginMask = $0 { true } else { false } }
            #expect(masked == (alpha < 1))
            if alpha == 1 { #expect(paths == 2) }
        }
    }

    @Test func fadesDissolveNatively() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let (root, layer) = LayerTestHarness.withoutActions { Self.base() }
            CATransaction.flush()
            LayerTestHarness.withoutActions {
                let fade = CATransition()
                fade.duration = 1
                layer.add(fade, forKey: nil)
                layer.backgroundColor = CGColor(srgbRed: 0.1, green: 0.3, blue: 0.9, alpha: 1)
                layer.frame = CGRect(x: 20, y: 14, width: 50, height: 40)
            }
            for time in [0.25, 0.5, 0.8] {
                let (difference, ops) = Self.compare(root, at: time)
                DifferentialRenderingTests.expectAgreement(difference, seed: Int(time * 100))
                #expect(ops.contains { if case .endDissolve = $0 { true } else { false } })
                #expect(!ops.contains { if case .cairo = $0 { true } else { false } })
            }
        }
    }

    @Test func instanceColoursTintNatively() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = LayerTestHarness.withoutActions { () -> CALayer in
                let root = CALayer()
                root.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
                let replicator = CAReplicatorLayer()
                replicator.frame = root.bounds
                replicator.instanceCount = 4
                replicator.instanceTransform = CATransform3DMakeTranslation(16, 9, 0)
                replicator.instanceColor = CGColor(srgbRed: 1, green: 0.9, blue: 0.5, alpha: 1)
                replicator.instanceGreenOffset = -0.25
                replicator.instanceAlphaOffset = -0.2
                let dot = CALayer()
                dot.frame = CGRect(x: 4, y: 4, width: 14, height: 14)
                dot.backgroundColor = CGColor(srgbRed: 0.3, green: 0.8, blue: 1, alpha: 1)
                dot.cornerRadius = 7
                replicator.addSublayer(dot)
                root.addSublayer(replicator)
                return root
            }
            let (difference, ops) = Self.compare(root, at: 0)
            DifferentialRenderingTests.expectAgreement(difference, seed: 0)
            #expect(ops.contains { if case .endTintedGroup = $0 { true } else { false } })
            #expect(!ops.contains { if case .cairo = $0 { true } else { false } })
        }
    }
}
#endif
