#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Setting the frame under a transform takes the transform back out (issue 17, item 3). The
// translation and scale cases, and the placements without a transform, are measured on Apple (GNUstep
// libs-quartzcore Tests/quartzcore/CALayer/geometry.m, PR #18: setFrame and frameUnderTransform). The
// flip, quarter-turn, combined and undefined-frame cases follow OpenQuartzCore's rule
// (LayerGeometry+Frame.swift); their expected values are worked out by hand in each test.

@Suite("Layer frame under a transform")
struct LayerFrameUnderTransformTests {
    /// A layer with `transform` whose frame is then set to `frame`.
    static func layer(_ transform: CATransform3D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                      frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.anchorPoint = anchorPoint
        layer.transform = transform
        layer.frame = frame
        return layer
    }

    static let frame = CGRect(x: 10, y: 20, width: 100, height: 50)

    @Test func aTranslationIsTakenBackOut() {
        LayerTestKit.withCleanTransaction {
            let layer = Self.layer(CATransform3DMakeTranslation(10, 20, 0), frame: Self.frame)
            #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(layer.position == CGPoint(x: 50, y: 25))
            #expect(layer.frame == Self.frame)
        }
    }

    @Test func aScaleShrinksTheBounds() {
        LayerTestKit.withCleanTransaction {
            let layer = Self.layer(CATransform3DMakeScale(2, 4, 1), frame: Self.frame)
            #expect(layer.bounds == CGRect(x: 0, y: 0, width: 50, height: 12.5))
            #expect(layer.position == CGPoint(x: 60, y: 45))
            #expect(layer.frame == Self.frame)
        }
    }

    @Test func withoutATransformTheAnchorPointPlacesThePosition() {
        LayerTestKit.withCleanTransaction {
            #expect(Self.layer(CATransform3DIdentity, anchorPoint: .zero, frame: Self.frame).position == CGPoint(x: 10, y: 20))
            #expect(Self.layer(CATransform3DIdentity, anchorPoint: CGPoint(x: 1, y: 1), frame: Self.frame).position
                == CGPoint(x: 110, y: 70))
            let negative = Self.layer(CATransform3DIdentity, frame: CGRect(x: 0, y: 0, width: -100, height: -50))
            #expect(negative.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(negative.position == CGPoint(x: -50, y: -25))
            let empty = Self.layer(CATransform3DIdentity, frame: CGRect(x: 10, y: 20, width: 0, height: 0))
            #expect(empty.bounds == .zero)
            #expect(empty.position == CGPoint(x: 10, y: 20))
        }
    }

    /// A flip with the anchor point on the left edge: the layer reaches 100 points to the left of its
    /// position, so the frame starting at x = 10 puts the position at x = 110.
    @Test func aFlipKeepsTheFrame() {
        LayerTestKit.withCleanTransaction {
            let layer = Self.layer(CATransform3DMakeScale(-1, 1, 1), anchorPoint: .zero, frame: Self.frame)
            #expect(layer.bounds.size == CGSize(width: 100, height: 50))
            #expect(layer.position == CGPoint(x: 110, y: 20))
            #expect(layer.frame == Self.frame)
        }
    }

    /// A quarter turn swaps the bounds' width and height; with the anchor at the centre the position
    /// is the frame's centre (60, 45).
    @Test func aQuarterTurnSwapsTheSize() {
        LayerTestKit.withCleanTransaction {
            let layer = Self.layer(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), frame: Self.frame)
            #expect(layer.bounds.size.isApproximatelyEqual(to: CGSize(width: 50, height: 100), absoluteTolerance: 1e-9))
            #expect(layer.position.isApproximatelyEqual(to: CGPoint(x: 60, y: 45), absoluteTolerance: 1e-9))
            #expect(layer.frame.isApproximatelyEqual(to: Self.frame, absoluteTolerance: 1e-9))
        }
    }

    /// Scale by 2 then translate by (10, 20): the bounds are half the frame, and the position is the
    /// frame's centre (60, 45) less the translation.
    @Test func aScaleAndATranslationTogether() {
        LayerTestKit.withCleanTransaction {
            let transform = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 20, 0))
            let layer = Self.layer(transform, frame: Self.frame)
            #expect(layer.bounds.size == CGSize(width: 50, height: 25))
            #expect(layer.position == CGPoint(x: 50, y: 25))
            #expect(layer.frame == Self.frame)
        }
    }

    /// Under a 30-degree turn the frame is undefined on Apple. OpenQuartzCore's rule: the bounds take
    /// the size of the frame's box turned back (100 cos a + 50 sin a by 100 sin a + 50 cos a), and the
    /// position is the frame's centre less the translation (none here).
    @Test func anotherTurnMapsTheFrameBack() {
        LayerTestKit.withCleanTransaction {
            let a = CGFloat.pi / 6
            let layer = Self.layer(CATransform3DMakeRotation(a, 0, 0, 1), frame: Self.frame)
            let expected = CGSize(width: 100 * cos(a) + 50 * sin(a), height: 100 * sin(a) + 50 * cos(a))
            #expect(layer.bounds.size.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
            #expect(layer.position.isApproximatelyEqual(to: CGPoint(x: 60, y: 45), absoluteTolerance: 1e-9))
        }
    }

    /// A linear part that cannot be inverted (a zero x scale) keeps the frame's size; a perspective
    /// alone has the identity as its affine part, so it acts as no transform.
    @Test func singularAndPerspectiveTransforms() {
        LayerTestKit.withCleanTransaction {
            let flat = Self.layer(CATransform3DMakeScale(0, 1, 1), frame: Self.frame)
            #expect(flat.bounds.size == CGSize(width: 100, height: 50))
            #expect(flat.position == CGPoint(x: 60, y: 45))
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            let deep = Self.layer(perspective, frame: Self.frame)
            #expect(deep.bounds.size == CGSize(width: 100, height: 50))
            #expect(deep.position == CGPoint(x: 60, y: 45))
        }
    }
}
