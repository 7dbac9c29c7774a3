#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// A layer's frame (CALayer.h: "an implicit frame rectangle, a function of the position, bounds,
// anchorPoint, and transform properties. When setting the frame the position and bounds.size are
// changed to match the given frame"); with a transform, the bounding box of the transformed bounds.
// Expected frames are worked out by hand.

@Suite("Layer frame")
struct LayerFrameTests {
    @Test func frameFromBoundsPositionAndAnchorPoint() {
        LayerTestKit.withCleanTransaction {
            let layer = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100))
            // Centre anchor: origin = position - size / 2.
            #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
            layer.anchorPoint = CGPoint(x: 0, y: 0)
            #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50))
            layer.anchorPoint = CGPoint(x: 1, y: 0.25)
            #expect(layer.frame == CGRect(x: 100, y: 87.5, width: 100, height: 50))
            // The bounds origin does not move the frame.
            layer.bounds.origin = CGPoint(x: 37, y: -12)
            #expect(layer.frame == CGRect(x: 100, y: 87.5, width: 100, height: 50))
        }
    }

    @Test func frameOfAScaledLayerScalesAboutTheAnchorPoint() {
        LayerTestKit.withCleanTransaction {
            let layer = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100),
                                           transform: LayerTestKit.scale(2, 3))
            // 200 x 150 centred on the position.
            #expect(layer.frame.isApproximatelyEqual(to: CGRect(x: 100, y: 25, width: 200, height: 150), absoluteTolerance: 1e-9))
            layer.anchorPoint = .zero
            // Scaling about the top-left corner, which stays at the position.
            #expect(layer.frame.isApproximatelyEqual(to: CGRect(x: 200, y: 100, width: 200, height: 150), absoluteTolerance: 1e-9))
        }
    }

    @Test func frameOfARotatedLayerIsItsBoundingBox() {
        LayerTestKit.withCleanTransaction {
            let layer = LayerTestKit.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100),
                                           transform: LayerTestKit.rotationZ(.pi / 2))
            // A quarter turn swaps width and height about the centre.
            #expect(layer.frame.isApproximatelyEqual(to: CGRect(x: 175, y: 50, width: 50, height: 100), absoluteTolerance: 1e-9))
            // 30 degrees: the box is w cos + h sin wide and w sin + h cos high, centred on the position.
            let a = CGFloat.pi / 6
            layer.transform = LayerTestKit.rotationZ(a)
            let width = 100 * cos(a) + 50 * sin(a), height = 100 * sin(a) + 50 * cos(a)
            let expected = CGRect(x: 200 - width / 2, y: 100 - height / 2, width: width, height: height)
            #expect(layer.frame.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
            // About the top-left corner: the corners (0,0), (100,0), (0,50), (100,50) turned by a.
            layer.anchorPoint = .zero
            let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)].map {
                CGPoint(x: 200 + $0.x * cos(a) - $0.y * sin(a), y: 100 + $0.x * sin(a) + $0.y * cos(a))
            }
            let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
            let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
            #expect(layer.frame.isApproximatelyEqual(to: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY),
                                                     absoluteTolerance: 1e-9))
        }
    }

    @Test func settingTheFrameSetsPositionAndBoundsSize() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.bounds = CGRect(x: 5, y: 7, width: 1, height: 1)
            layer.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
            #expect(layer.position == CGPoint(x: 50, y: 40))
            // The bounds origin is kept; only the size follows the frame.
            #expect(layer.bounds == CGRect(x: 5, y: 7, width: 80, height: 40))
            #expect(layer.frame == CGRect(x: 10, y: 20, width: 80, height: 40))

            layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
            layer.frame = CGRect(x: -40, y: 100, width: 200, height: 60)
            #expect(layer.position == CGPoint(x: -40 + 0.25 * 200, y: 100 + 0.75 * 60))
            #expect(layer.bounds.size == CGSize(width: 200, height: 60))
            #expect(layer.frame == CGRect(x: -40, y: 100, width: 200, height: 60))
        }
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST
    /// With a transform that only scales, setting the frame divides the size by the scale, so that the
    /// frame reads back as it was set (as Apple does, measured: LayerFrameUnderTransformTests.swift).
    @Test func settingTheFrameOfAScaledLayerRoundTrips() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.transform = LayerTestKit.scale(2, 4)
            layer.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
            #expect(layer.bounds.size == CGSize(width: 40, height: 10))
            #expect(layer.position == CGPoint(x: 50, y: 40))
            #expect(layer.frame.isApproximatelyEqual(to: CGRect(x: 10, y: 20, width: 80, height: 40), absoluteTolerance: 1e-9))
        }
    }
    #endif
}
