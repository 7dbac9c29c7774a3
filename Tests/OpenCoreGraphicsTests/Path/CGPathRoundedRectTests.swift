#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// Rounded rectangles: Apple's requirements on the corners, and the sequence chosen where Apple is silent.
@Suite struct CGPathRoundedRectTests {
    static let kappa = CGPathShapeTests.kappa

    @Test func roundedRectangleIsClosedAndFillsItsRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 20, transform: nil)
        let elements = path.recordedElements
        #expect(elements.first?.kind == 0)
        #expect(elements.last == .close)
        // Four quarter ellipses, one cubic curve each (Apple: "Each corner of the rounded rectangle
        // is one-quarter of an ellipse").
        #expect(elements.filter { $0.kind == 3 }.count == 4)
        #expect(path.boundingBoxOfPath.isApproximatelyEqual(to: rect, absoluteTolerance: 1e-9))
        #expect(path.contains(CGPoint(x: 50, y: 30)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))  // cut off by the bottom-left corner
        #expect(path.contains(CGPoint(x: 5, y: 30)))
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST
    @Test func roundedRectangleSequence() {
        // Our choice where Apple is silent on the start: the bottom of the right side, then
        // counterclockwise (y-up) like the ellipse. Corner centres (90, 40), (10, 40), (10, 20),
        // (90, 20); semi-axes 10 by 20.
        let k = Self.kappa
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 10, cornerHeight: 20, transform: nil)
        let expected: [RecordedPathElement] = [
            .move(CGPoint(x: 100, y: 20)),
            .line(CGPoint(x: 100, y: 40)),
            .curve(CGPoint(x: 100, y: 40 + 20 * k), CGPoint(x: 90 + 10 * k, y: 60), CGPoint(x: 90, y: 60)),
            .line(CGPoint(x: 10, y: 60)),
            .curve(CGPoint(x: 10 - 10 * k, y: 60), CGPoint(x: 0, y: 40 + 20 * k), CGPoint(x: 0, y: 40)),
            .line(CGPoint(x: 0, y: 20)),
            .curve(CGPoint(x: 0, y: 20 - 20 * k), CGPoint(x: 10 - 10 * k, y: 0), CGPoint(x: 10, y: 0)),
            .line(CGPoint(x: 90, y: 0)),
            .curve(CGPoint(x: 90 + 10 * k, y: 0), CGPoint(x: 100, y: 20 - 20 * k), CGPoint(x: 100, y: 20)),
            .close,
        ]
        #expect(path.recordedElements.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    }

    @Test func fullyRoundedRectangleIsTheEllipse() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let rounded = CGPath(roundedRect: rect, cornerWidth: 20, cornerHeight: 10, transform: nil)
        let ellipse = CGPath(ellipseIn: rect, transform: nil)
        #expect(rounded.recordedElements.isApproximatelyEqual(to: ellipse.recordedElements, absoluteTolerance: 1e-12))
    }

    @Test func zeroCornersMakeAPlainRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 4, height: 3)
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: 0, cornerHeight: 1.5)
        #expect(path == CGPath(rect: rect, transform: nil))
    }

    @Test func oversizedCornersAreRejected() async {
        // Apple asserts that corners are at most half the rectangle's sides.
        await #expect(processExitsWith: .failure) {
            _ = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 6, cornerHeight: 1, transform: nil)
        }
        await #expect(processExitsWith: .failure) {
            CGMutablePath().addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: -1, cornerHeight: 1)
        }
    }
    #endif
}
