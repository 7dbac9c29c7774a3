#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import QuartzCoreTestSupport
import Testing

// Helpers the transform tests share: the row-vector rule and the matrix product written out
// independently of the code under test.

/// Transforms a point by `m`, dividing by w: the test's own implementation of the row-vector rule.
func transformedPoint(_ p: (CGFloat, CGFloat, CGFloat), by m: CATransform3D) -> CGPoint3 {
    let (x, y, z) = p
    let w = x * m.m14 + y * m.m24 + z * m.m34 + m.m44
    return CGPoint3(x: (x * m.m11 + y * m.m21 + z * m.m31 + m.m41) / w,
                    y: (x * m.m12 + y * m.m22 + z * m.m32 + m.m42) / w,
                    z: (x * m.m13 + y * m.m23 + z * m.m33 + m.m43) / w)
}

/// A point in space, for the tests.
struct CGPoint3: Equatable, CustomStringConvertible {
    var x: CGFloat, y: CGFloat, z: CGFloat
    func isApproximatelyEqual(to other: CGPoint3, absoluteTolerance: Double) -> Bool {
        componentsApproximatelyEqual([x, y, z].map { Double($0) }, [other.x, other.y, other.z].map { Double($0) },
                                     absoluteTolerance: absoluteTolerance)
    }
    var description: String { "(\(x), \(y), \(z))" }
}

/// The 16 entries as rows, and back: the tests' independent matrix product works on these.
func rows(_ m: CATransform3D) -> [[Double]] {
    [[m.m11, m.m12, m.m13, m.m14], [m.m21, m.m22, m.m23, m.m24],
     [m.m31, m.m32, m.m33, m.m34], [m.m41, m.m42, m.m43, m.m44]].map { $0.map { Double($0) } }
}

func matrix(_ r: [[Double]]) -> CATransform3D {
    let e = r.map { $0.map { CGFloat($0) } }
    return CATransform3D(m11: e[0][0], m12: e[0][1], m13: e[0][2], m14: e[0][3],
                         m21: e[1][0], m22: e[1][1], m23: e[1][2], m24: e[1][3],
                         m31: e[2][0], m32: e[2][1], m33: e[2][2], m34: e[2][3],
                         m41: e[3][0], m42: e[3][1], m43: e[3][2], m44: e[3][3])
}

/// The textbook product of two 4 x 4 matrices, by loops.
func product(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = rows(a), y = rows(b)
    var e = [[Double]](repeating: [Double](repeating: 0, count: 4), count: 4)
    for i in 0..<4 {
        for j in 0..<4 {
            for k in 0..<4 { e[i][j] += x[i][k] * y[k][j] }
        }
    }
    return matrix(e)
}
