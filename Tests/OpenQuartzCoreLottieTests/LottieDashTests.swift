import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Animated dash lengths: a horizontal line from x 0 to 100 on y 50, stroked 4 wide with butt
/// caps, dash d and gap 10, where d runs from 10 at frame 0 to 20 at frame 10. At frame 0 the dashes
/// cover x 0...10 and 20...30, so x 25 is inked; at frame 10 they cover 0...20 and 30...50, so it is
/// in a gap.
@Suite struct LottieDashTests {
    static let json = LottieTestSupport.composition(#"""
        {"ty":4,"ip":0,"op":60,"ks":{},"shapes":[
          {"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[0,50],[100,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},
          {"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1,
           "d":[{"n":"d","v":{"a":1,"k":[{"t":0,"s":[10]},{"t":10,"s":[20]}]}},{"n":"g","v":{"a":0,"k":10}}]}]}
        """#)

    @Test func dashLengthsFollowTheirKeyframes() throws {
        let animation = try LottieTestSupport.animation(Self.json)
        #expect(animation.report.issues.isEmpty && animation.report.featuresUsed.contains("animated-dashes"))
        func alpha(_ x: Int, frame: Double) -> UInt8 {
            LottieTestSupport.render(animation, frame: frame, width: 100, height: 100)[(50 * 100 + x) * 4 + 3]
        }
        #expect(alpha(25, frame: 0) == 255 && alpha(15, frame: 0) == 0)
        #expect(alpha(25, frame: 10) == 0 && alpha(15, frame: 10) == 255)
    }
}
