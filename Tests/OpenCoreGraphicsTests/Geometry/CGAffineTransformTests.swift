#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
import Foundation
#if canImport(UIKit)
import UIKit
#endif
#else
import OpenCoreGraphics
#endif
import QuartzCoreTestSupport
import Testing

// Expected values come from Apple's documentation of CGAffineTransform (the matrix
// [a b 0; c d 0; tx ty 1] acting on row vectors; translatedBy/scaledBy/rotated prepend their
// operation; inverted returns a singular transform unchanged; CGRectApplyAffineTransform returns the
// bounding box of the transformed corners) or are worked out by hand in the comments.

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    let quarterTurn = CGFloat.pi / 2
    let root2 = CGFloat(2).squareRoot()

    @Test func initializersStoreTheirEntries() {
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect([t.a, t.b, t.c, t.d, t.tx, t.ty] == [1, 2, 3, 4, 5, 6])
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == t)
        #expect(CGAffineTransform(translationX: 7, y: -8) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 7, ty: -8))
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
    }

    @Test func rotationHasCosineAndSineEntries() {
        // Apple: a = cos, b = sin, c = -sin, d = cos.
        let angle: CGFloat = 0.3
        let t = CGAffineTransform(rotationAngle: angle)
        #expect(t.isApproximatelyEqual(
            to: CGAffineTransform(a: cos(0.3), b: sin(0.3), c: -sin(0.3), d: cos(0.3), tx: 0, ty: 0),
            absoluteTolerance: 1e-15))
        // A quarter turn takes the x axis to the y axis.
        #expect(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: quarterTurn))
            .isApproximatelyEqual(to: CGPoint(x: 0, y: 1), absoluteTolerance: 1e-15))
    }

    @Test func identity() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(!CGAffineTransform().isIdentity)
    }

    @Test func concatenatingAppliesSelfFirst() {
        // Translate (10, 0), then scale by 2: (1, 1) -> (11, 1) -> (22, 2).
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
        // The matrix product by hand: [1 0; 0 1; 10 0] * [2 0; 0 2; 0 0] = [2 0; 0 2; 20 0].
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    }

    @Test func translatedByTranslatesFirst() {
        // t' = translate * t: (1, 1) -> (11, 1) -> scaled by 2 -> (22, 2).
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
    }

    @Test func scaledByScalesFirst() {
        // (1, 1) -> scaled (2, 3) -> translated (12, 3).
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
    }

    @Test func rotatedRotatesFirst() {
        // (1, 0) -> rotated a quarter turn (0, 1) -> translated (10, 1).
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: quarterTurn)
        #expect(CGPoint(x: 1, y: 0).applying(t).isApproximatelyEqual(to: CGPoint(x: 10, y: 1), absoluteTolerance: 1e-14))
    }

    @Test func invertedUndoesTheTransform() {
        // diag(2, 4) with translation (6, 8): the inverse scales by (1/2, 1/4) and translates by
        // (-6/2, -8/4).
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        let general = CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 5).rotated(by: 0.3)
        #expect(general.concatenating(general.inverted()).isApproximatelyEqual(to: .identity, absoluteTolerance: 1e-14))
        #expect(general.inverted().concatenating(general).isApproximatelyEqual(to: .identity, absoluteTolerance: 1e-14))
    }

    @Test func singularTransformIsReturnedUnchanged() {
        // a d - b c = 4 - 4 = 0.
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform().inverted() == CGAffineTransform())
    }

    @Test func applyingToPointAndSize() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // (a x + c y + tx, b x + d y + ty) = (1 + 3 + 5, 2 + 4 + 6).
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 9, y: 12))
        // Sizes ignore the translation: (1 + 3, 2 + 4).
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 4, height: 6))
        // A half turn negates a size.
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi))
            .isApproximatelyEqual(to: CGSize(width: -10, height: -20), absoluteTolerance: 1e-13))
    }

    @Test func applyingToRectGivesTheBoundingBox() {
        // (0, 0, 2, 1) turned a quarter: corners (0, 0), (0, 2), (-1, 0), (-1, 2).
        let turned = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: quarterTurn))
        #expect(turned.isApproximatelyEqual(to: CGRect(x: -1, y: 0, width: 1, height: 2), absoluteTolerance: 1e-14))
        // The unit square turned an eighth: corners (0, 0), (r, r), (-r, r), (0, 2r) with r = 1/sqrt(2).
        let eighth = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(eighth.isApproximatelyEqual(
            to: CGRect(x: -root2 / 2, y: 0, width: root2, height: root2), absoluteTolerance: 1e-14))
        // Translation and scale move and stretch the rectangle.
        let moved = CGRect(x: 1, y: 2, width: 3, height: 4)
            .applying(CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: -1))
        #expect(moved == CGRect(x: 12, y: 14, width: 6, height: 4))
    }

    @Test func nullAndInfiniteRectsAreUnchanged() {
        let t = CGAffineTransform(translationX: 10, y: 20)
        #expect(CGRect.null.applying(t).isNull)
        #expect(CGRect.infinite.applying(t).isInfinite)
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST || canImport(UIKit)
    @Test func nsValueRoundTrip() {
        let t = CGAffineTransform(a: 1.5, b: -2, c: 3.25, d: 4, tx: -5, ty: 6e10)
        #expect(NSValue(cgAffineTransform: t).cgAffineTransformValue == t)
    }
    #endif

    #if !QUARTZCORE_COMPATIBILITY_TEST
    @Test func nsValueOfAnotherKindReadsAsIdentity() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgAffineTransformValue == .identity)
    }
    #endif

    @Test func codableAsAnUnkeyedArray() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6.5)
        let data = try JSONEncoder().encode(t)
        #expect(try JSONDecoder().decode([Double].self, from: data) == [1, 2, 3, 4, 5, 6.5])
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
        let literal = Data("[2, 0, 0, 2, 10, -10]".utf8)
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: literal)
            == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: -10))
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(CGAffineTransform.self, from: Data("[1, 2, 3]".utf8))
        }
    }
}
