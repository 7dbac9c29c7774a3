#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// presentation() and model(). On Apple's framework only layers attached to a render context have a
// presentation; OpenQuartzCore has no window server, so any committed layer has one (conformance
// README, "Where OpenQuartzCore deliberately differs"), which is why these tests run only against
// OpenQuartzCore, on a manual media clock.

/// A user subclass with a stored property, copied into presentation copies by `init(layer:)`.
private final class TaggedLayer: CALayer {
    var tag = 0

    override init() {
        super.init()
    }

    required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? TaggedLayer { tag = other.tag }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@Suite("Layer presentation and model")
struct LayerPresentationTests {
    @Test func nilBeforeTheFirstCommit() {
        LayerTestKit.withClock { _ in
            let layer = CALayer()
            #expect(layer.presentation() == nil)
            // A change in the implicit transaction is committed by flush(), not before.
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 1, y: 2)
            #expect(layer.presentation() == nil)
            CATransaction.flush()
            #expect(layer.presentation()?.position == CGPoint(x: 1, y: 2))
        }
    }

    @Test func aCopyOfTheSameClass() {
        LayerTestKit.withClock { _ in
            let shape = CAShapeLayer()
            let tagged = TaggedLayer()
            tagged.tag = 42
            LayerTestKit.withoutActions {
                shape.lineWidth = 4
                tagged.opacity = 0.5
            }
            CATransaction.flush()
            let shapePresentation = shape.presentation()
            #expect(shapePresentation.map { type(of: $0) == CAShapeLayer.self } == true)
            #expect(shapePresentation?.lineWidth == 4)
            #expect(shapePresentation !== shape)
            let taggedPresentation = tagged.presentation()
            #expect(taggedPresentation.map { type(of: $0) == TaggedLayer.self } == true)
            #expect(taggedPresentation?.tag == 42)
            #expect(taggedPresentation?.opacity == 0.5)
        }
    }

    @Test func modelOfAPresentationIsTheLayer() {
        LayerTestKit.withClock { _ in
            let layer = CALayer()
            #expect(layer.model() === layer)
            LayerTestKit.withoutActions { layer.opacity = 0.3 }
            CATransaction.flush()
            let presentation = layer.presentation()
            #expect(presentation?.model() === layer)
            // A presentation's presentation is itself.
            #expect(presentation?.presentation() === presentation)
        }
    }

    /// The presentation shows committed state; changes not yet committed are the model's alone.
    @Test func showsTheCommittedState() {
        LayerTestKit.withClock { _ in
            let layer = CALayer()
            LayerTestKit.withoutActions { layer.position = CGPoint(x: 1, y: 1) }
            CATransaction.flush()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 9, y: 9)
            #expect(layer.presentation()?.position == CGPoint(x: 1, y: 1))
            CATransaction.flush()
            #expect(layer.presentation()?.position == CGPoint(x: 9, y: 9))
        }
    }

    /// vectors.md, "Implicit animations": a layer's opacity 0 -> 1 in a transaction reads 0.802403
    /// at 0.125 s (0.25 s, the default curve); reading it changes nothing in the model. The layer is
    /// on display, as only such layers animate implicitly (GNUstep libs-quartzcore PR #36).
    @Test func readingAPresentationNeverChangesTheModel() {
        LayerTestKit.withClock { clock in
            let layer = LayerTestHarness.onDisplay(CALayer())
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0
            CATransaction.commit()
            CATransaction.flush()
            CATransaction.begin()
            layer.opacity = 1
            CATransaction.commit()
            CATransaction.flush()
            clock.advance(by: 0.125)
            for _ in 0..<3 {
                #expect(LayerTestKit.isNumber(layer.presentation()?.opacity, approximately: 0.802403, tolerance: 1e-4))
            }
            #expect(layer.opacity == 1)
            #expect(layer.animationKeys() == ["opacity"])
            // Changing the copy does not reach the model either.
            layer.presentation()?.opacity = 0.1
            #expect(layer.opacity == 1)
        }
    }

    @Test func aPresentationsSublayersArePresentations() {
        LayerTestKit.withClock { _ in
            let parent = CALayer()
            let children = [CALayer(), CAShapeLayer()]
            LayerTestKit.withoutActions {
                for (index, child) in children.enumerated() {
                    child.position = CGPoint(x: index, y: 0)
                    parent.addSublayer(child)
                }
            }
            CATransaction.flush()
            guard let presentation = parent.presentation(), let sublayers = presentation.sublayers else {
                Issue.record("no presentation or no sublayers")
                return
            }
            #expect(sublayers.count == 2)
            for (copy, child) in zip(sublayers, children) {
                #expect(copy !== child)
                #expect(copy.model() === child)
                #expect(copy.superlayer === presentation)
                #expect(copy.position == child.position)
                #expect(type(of: copy) == type(of: child))
            }
        }
    }

    @Test func customKeysAreCopiedIntoThePresentation() {
        LayerTestKit.withClock { _ in
            let layer = CALayer()
            layer.setValue("payload", forKey: "userInfo")
            CATransaction.flush()
            #expect((layer.presentation()?.value(forKey: "userInfo") as? String) == "payload")
        }
    }
}
