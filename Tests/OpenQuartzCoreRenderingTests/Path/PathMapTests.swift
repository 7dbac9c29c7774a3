#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// Path maps: a map's inverse takes every image back to its point, concatenation is applying one
/// map after the other, and an affine map's inverse is affine.
@Suite struct PathMapTests {
    static func randomMap(_ random: inout RandomScene, projective: Bool) -> PathMap {
        PathMap(a: random.value(-2...2), b: random.value(-2...2), c: random.value(-2...2), d: random.value(-2...2),
                tx: random.value(-50...50), ty: random.value(-50...50),
                p: projective ? random.value(-0.01...0.01) : 0, q: projective ? random.value(-0.01...0.01) : 0,
                w: projective ? random.value(0.5...2) : 1)
    }

    @Test(arguments: [false, true]) func inversesAndConcatenation(projective: Bool) {
        var random = RandomScene(seed: projective ? 701 : 702)
        var worst = 0.0
        for _ in 0..<200 {
            let first = Self.randomMap(&random, projective: projective), second = Self.randomMap(&random, projective: projective)
            guard let inverse = first.inverted else { continue }
            #expect(inverse.isAffine == first.isAffine)
            let both = first.concatenating(second)
            for _ in 0..<5 {
                let x = random.value(-40...40), y = random.value(-40...40)
                let image = first.apply(x, y)
                let back = inverse.apply(image.x, image.y)
                let twice = second.apply(image.x, image.y), direct = both.apply(x, y)
                // Relative to the size of what is compared (a projective map can send points far).
                let scale = max(1, abs(image.x), abs(image.y), abs(twice.x), abs(twice.y))
                worst = max(worst, abs(back.x - x) / scale, abs(back.y - y) / scale,
                            abs(twice.x - direct.x) / scale, abs(twice.y - direct.y) / scale)
            }
        }
        #expect(worst < 1e-9)
        #expect(PathMap(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted == nil)
        #expect(PathMap(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted == nil)
    }
}
#endif
