import CoreGraphics
import Testing

// `import CoreGraphics` alone, as Apple code writes it: the geometry Foundation defines on Linux,
// the C library's and Foundation's math on CGFloat, and OpenCoreGraphics' types, each with the
// members and operators that its modules add. Scoped re-exports name declarations, and these checks
// show that the members OpenCoreGraphics adds to Foundation's types (`applying(_:)`), the
// operators of the re-exported types (CGFloat's arithmetic, `==` on classes and structs) and
// initializers declared in extensions come along with the names.

@Suite("import CoreGraphics alone")
struct CoreGraphicsImportTests {
    @Test func geometryWithItsMembersAndOperators() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(scale) == CGPoint(x: 2, y: 3))
        #expect(CGSize(width: 1, height: 2).applying(scale) == CGSize(width: 2, height: 6))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).applying(scale).maxY == 3)
        #expect(scale.concatenating(scale.inverted()).isIdentity)
        let x: CGFloat = 0.5
        #expect(x * 2 + 1 == 2 && -x < 0)
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3, dy: 4))
        #expect(CGRect.null.isNull && CGRect.infinite.isInfinite)
        let (slice, _) = CGRect(x: 0, y: 0, width: 10, height: 10).divided(atDistance: 4, from: CGRectEdge.minXEdge)
        #expect(slice.width == 4)
    }

    @Test func mathOnCGFloatAndDouble() {
        // Foundation's CGFloat overloads and the C library's Double functions.
        let angle: CGFloat = .pi / 2
        #expect(abs(sin(angle) - 1) < 1e-12 && abs(cos(angle)) < 1e-12)
        #expect(atan2(CGFloat(1), CGFloat(1)) == .pi / 4)
        #expect(hypot(3.0, 4.0) == 5 && pow(2.0, 10.0) == 1024 && sqrt(CGFloat(16)) == 4)
    }

    @Test func colorsAndPaths() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(red.colorSpace?.name == kCGColorSpaceGenericRGB)
        let name: CFString = CGColorSpace.sRGB
        #expect(CGColorSpace(name: name)?.model == .rgb)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)

        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 2, y: 2), using: .evenOdd))
        #expect(path.copy() == path && path.boundingBox.width == 4)
        var kinds: [CGPathElementType] = []
        path.applyWithBlock { kinds.append($0.pointee.type) }
        #expect(kinds.first == .moveToPoint && kinds.last == .closeSubpath)
        let time: CFTimeInterval = 0.25
        #expect(time * 4 == 1)
    }
}
