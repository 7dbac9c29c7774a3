#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import QuartzCoreTestSupport
import Testing

/// Copies, equality, and reading a path back with `applyWithBlock` and `apply(info:function:)`.
@Suite struct CGPathCopyAndApplyTests {
    @Test func copiesAreSnapshots() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 1))
        let snapshot = try #require(path.copy())
        let mutable = try #require(path.mutableCopy())
        path.addLine(to: CGPoint(x: 2, y: 0))
        #expect(snapshot.recordedElements.count == 2)
        #expect(mutable.recordedElements.count == 2)
        #expect(!(snapshot is CGMutablePath))
        mutable.closeSubpath()
        #expect(path.recordedElements.count == 3)
        #expect(mutable.recordedElements.count == 3)
        // An immutable path's copy is the same path.
        #expect(snapshot.copy() === snapshot)
    }

    @Test func copiesWithATransform() throws {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        var t = CGAffineTransform(scaleX: 2, y: 2)
        let scaled = try #require(withUnsafePointer(to: &t) { path.copy(using: $0) })
        #expect(scaled.boundingBox == CGRect(x: 0, y: 0, width: 2, height: 2))
        let mutableScaled = try #require(withUnsafePointer(to: &t) { path.mutableCopy(using: $0) })
        #expect(mutableScaled == scaled)
        #expect(path.copy(using: nil) == path)
    }

    @Test func equalityIsByElements() {
        let a = CGMutablePath()
        a.addRect(CGRect(x: 0, y: 0, width: 3, height: 4))
        let b = CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 4), transform: nil)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        a.closeSubpath() // ignored: already closed
        #expect(a == b)
        a.move(to: .zero)
        #expect(a != b)
    }

    @Test func applyWithBlockSeesEachElementWithItsPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 1))
        path.closeSubpath()
        var types: [CGPathElementType] = []
        var ends: [CGPoint] = []
        path.applyWithBlock { element in
            types.append(element.pointee.type)
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: ends.append(element.pointee.points[0])
            case .addQuadCurveToPoint: ends.append(element.pointee.points[1])
            case .addCurveToPoint: ends.append(element.pointee.points[2])
            default: break
            }
        }
        #expect(types == [.moveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(ends == [.zero, CGPoint(x: 3, y: 0)])
    }

    @Test func applyWithAFunctionPassesInfoThrough() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { counter in
            path.apply(info: counter) { info, element in
                let counter = info!.assumingMemoryBound(to: Int.self)
                counter.pointee += element.pointee.type == .closeSubpath ? 100 : 1
            }
        }
        // Move and three lines, then a close.
        #expect(count == 104)
    }
}
