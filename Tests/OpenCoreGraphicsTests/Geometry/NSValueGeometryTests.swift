#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Testing

@Suite("NSValue geometry boxes")
struct NSValueGeometryTests {
    @Test func roundTrips() {
        #expect(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue == CGPoint(x: 1.5, y: -2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgVector: CGVector(dx: 7, dy: 8)).cgVectorValue == CGVector(dx: 7, dy: 8))
    }

    @Test func foundationSpellingsInteroperate() {
        #expect(NSValue(point: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).pointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) == NSValue(cgPoint: CGPoint(x: 1, y: 2)))
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST
    @Test func wrongKindReadsZero() {
        // UIKit returns zero when the value boxes something else (OpenQuartzCore checks the encoding).
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgPointValue == .zero)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgVectorValue == .zero)
    }
    #endif
}
