#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Testing

@Suite("CGVector")
struct CGVectorTests {
    @Test func initializers() {
        #expect(CGVector().dx == 0 && CGVector().dy == 0)
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
        #expect(CGVector(dx: 3, dy: 4).dy == 4)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    }

    @Test func codableAsAnUnkeyedPair() throws {
        // Apple's CoreGraphics overlay encodes a vector as [dx, dy].
        let data = try JSONEncoder().encode(CGVector(dx: 1.5, dy: -2))
        #expect(String(decoding: data, as: UTF8.self) == "[1.5,-2]")
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == CGVector(dx: 1.5, dy: -2))
    }
}
