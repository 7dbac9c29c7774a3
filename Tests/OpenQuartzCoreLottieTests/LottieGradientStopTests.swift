import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Gradient stops: two colour stops at one offset are a hard edge (lottie-android's
/// `TgsWithoutOpacity.json` draws rainbow bands so; rlottie and ThorVG draw them as bands), kept as
/// two locations at that offset, which a `CGGradient` draws as an edge. Expected values written
/// from the stops in each test.
@Suite struct LottieGradientStopTests {
    /// Red up to half way, blue from there: four colour stops, two of them at 0.5.
    static let hardEdge: [Double] = [0, 1, 0, 0, 0.5, 1, 0, 0, 0.5, 0, 0, 1, 1, 0, 0, 1]

    @Test func twoColourStopsAtOneOffsetStayTwoLocations() {
        let stops = LottieShapeBuilder.gradientStops(Self.hardEdge, count: 4)
        #expect(stops.locations.map(\.doubleValue) == [0, 0.5, 0.5, 1])
        #expect(stops.colors.map { Array($0.components!.prefix(3)) } == [[1, 0, 0], [1, 0, 0], [0, 0, 1], [0, 0, 1]])
    }

    /// Opacity stops between colour stops: each stop a location, the other kind interpolated at it;
    /// keyframed stops keep one location per stop of the file (here 4 colour and 2 opacity stops).
    @Test func opacityStopsInterleaveAndKeyframedStopsKeepTheirCount() {
        let values = Self.hardEdge + [0, 1, 1, 0.5]
        let merged = LottieShapeBuilder.gradientStops(values, count: 4)
        // At 0 the opacity stop repeats the colour stop's location and colour: one location.
        #expect(merged.locations.map(\.doubleValue) == [0, 0.5, 0.5, 1])
        #expect(merged.colors.map(\.alpha) == [1, 0.75, 0.75, 0.5])
        let kept = LottieShapeBuilder.gradientStops(values, count: 4, keepingEveryStop: true)
        #expect(kept.locations.map(\.doubleValue) == [0, 0, 0.5, 0.5, 1, 1])
    }

    /// Drawn: the pixels left of the middle are red and right of it blue, with no blend between.
    @Test func aHardEdgeIsDrawnAsAnEdge() throws {
        let stops = Self.hardEdge.map { "\($0)" }.joined(separator: ",")
        let json = LottieTestSupport.composition("""
            {"ty":4,"ind":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[
             {"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
             {"ty":"gf","o":{"a":0,"k":100},"r":1,"t":1,"s":{"a":0,"k":[0,50]},"e":{"a":0,"k":[100,50]},
              "g":{"p":4,"k":{"a":0,"k":[\(stops)]}}}]}
            """)
        let pixels = LottieTestSupport.render(try LottieTestSupport.animation(json), frame: 0, width: 100, height: 100)
        func rgba(_ x: Int) -> [UInt8] { Array(pixels[(50 * 100 + x) * 4..<(50 * 100 + x) * 4 + 4]) }
        #expect(rgba(40) == [255, 0, 0, 255] && rgba(48) == [255, 0, 0, 255])
        #expect(rgba(52) == [0, 0, 255, 255] && rgba(60) == [0, 0, 255, 255])
    }
}
