import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// A fill or stroke after a group paints the group's paths in its own space: the group's transform
/// moves the paths, not the stroke's width or a gradient's points, and the group's opacity is its
/// own content's (lottie-web's `SVGElementsRenderer.renderPath` transforms the paths between the
/// style's level and theirs; rlottie and ThorVG draw the same). Expected pixels are worked out here
/// from the files written in each test, on a 200 x 200 composition drawn at 200 x 200.
@Suite struct LottieOuterStyleTests {
    static let linear = #""o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}"#

    /// A layer centred at (100, 100) holding `items`.
    static func file(_ items: String) -> String {
        #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":200,"h":200,"layers":[{"ty":4,"ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[100,100]}},"shapes":[\#(items)]}]}"#
    }

    /// A group's transform: scale `scale` (a property's JSON), opacity `opacity`, placed at `position`.
    static func transform(scale: String = #"{"a":0,"k":[100,100]}"#, opacity: Double = 100, position: [Double] = [0, 0]) -> String {
        #"{"ty":"tr","p":{"a":0,"k":[\#(position[0]),\#(position[1])]},"a":{"a":0,"k":[0,0]},"s":\#(scale),"r":{"a":0,"k":0},"o":{"a":0,"k":\#(opacity)}}"#
    }

    static let circle = #"{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[160,160]}}"#
    static let stroke = #"{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":10},"lc":2,"lj":2}"#

    static func pixels(_ json: String, frame: Double = 0) throws -> [UInt8] {
        LottieTestSupport.render(try LottieTestSupport.animation(json), frame: frame, width: 200, height: 200)
    }

    /// How many pixels of row 100 left of the centre are more than half covered: the stroke's width
    /// where the squeezed circle's side crosses the row.
    static func sideWidth(_ pixels: [UInt8]) -> Int {
        (0..<100).filter { pixels[(100 * 200 + $0) * 4 + 3] > 127 }.count
    }

    @Test func aStrokeOutsideAScaledGroupKeepsItsWidth() throws {
        // The circle squeezed to a quarter of its width: outside, the stroke stays 10 wide; inside
        // the group, it is squeezed with the circle, to 2.5.
        let squeeze = Self.transform(scale: #"{"a":0,"k":[25,100]}"#)
        let outside = try Self.pixels(Self.file(#"{"ty":"gr","it":[\#(Self.circle),\#(squeeze)]},\#(Self.stroke)"#))
        #expect(abs(Self.sideWidth(outside) - 10) <= 1)
        let inside = try Self.pixels(Self.file(#"{"ty":"gr","it":[\#(Self.circle),\#(Self.stroke),\#(squeeze)]}"#))
        #expect((2...3).contains(Self.sideWidth(inside)))
    }

    @Test func aStrokeOutsideAnAnimatedScaleKeepsItsWidth() throws {
        // Width 25 % at frame 0 to 100 % at frame 60: the stroke 10 wide at every frame.
        let scale = #"{"a":1,"k":[{"t":0,"s":[25,100],\#(Self.linear)},{"t":60,"s":[100,100]}]}"#
        let json = Self.file(#"{"ty":"gr","it":[\#(Self.circle),\#(Self.transform(scale: scale))]},\#(Self.stroke)"#)
        for frame in [0.0, 20, 45] {
            #expect(abs(Self.sideWidth(try Self.pixels(json, frame: frame)) - 10) <= 1, "frame \(frame)")
        }
    }

    @Test func aGroupsOpacityIsItsOwnContents() throws {
        // Two groups at opacity 50 %, the left one with a red fill of its own; a blue fill after both
        // paints both rectangles, opaque: on the left under half-transparent red.
        let left = #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[-50,0]},"s":{"a":0,"k":[100,200]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},\#(Self.transform(opacity: 50))]}"#
        let right = #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[50,0]},"s":{"a":0,"k":[100,200]},"r":{"a":0,"k":0}},\#(Self.transform(opacity: 50))]}"#
        let blue = #"{"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100}}"#
        let pixels = try Self.pixels(Self.file("\(left),\(right),\(blue)"))
        func pixel(_ x: Int) -> [Int] { (0..<4).map { Int(pixels[(100 * 200 + x) * 4 + $0]) } }
        // Red at alpha 0.5 over opaque blue: (127.5, 0, 127.5, 255), premultiplied.
        #expect(zip(pixel(40), [128, 0, 128, 255]).allSatisfy { abs($0 - $1) <= 1 })
        #expect(pixel(160) == [0, 0, 255, 255])
    }

    @Test func aGradientOutsideAMovedGroupKeepsItsPoints() throws {
        // A layer at the origin; in it a 200 x 200 square centred on the group's origin, the group
        // moved by (100, 100) onto the composition; after the group a linear gradient from black at
        // x = 0 to white at x = 200, in the layer's space: 255 × (x + 0.5) / 200 at column x.
        let square = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[200,200]},"r":{"a":0,"k":0}}"#
        let gradient = #"{"ty":"gf","o":{"a":0,"k":100},"r":1,"t":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[200,0]},"#
            + #""g":{"p":2,"k":{"a":0,"k":[0,0,0,0,1,1,1,1]}}}"#
        let items = #"{"ty":"gr","it":[\#(square),\#(Self.transform(position: [100, 100]))]},\#(gradient)"#
        let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":200,"h":200,"layers":[{"ty":4,"ind":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[\#(items)]}]}"#
        let pixels = try Self.pixels(json)
        for x in [10, 50, 100, 150, 190] {
            let expected = 255 * (Double(x) + 0.5) / 200
            let red = Double(pixels[(100 * 200 + x) * 4])
            #expect(abs(red - expected) <= 1.5, "x \(x): \(red), expected \(expected)")
        }
    }

    @Test func stylesAfterAGroupKeepTheirOrder() throws {
        // [group, stroke, fill]: the stroke, earlier in the list, over the fill, whatever the group's
        // transform (here a scale that animates, whose stroke paints the group's paths outside it):
        // a 100 x 50 rectangle at frame 0, its left side at x = 50 under a black stroke 10 wide.
        let rectangle = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,50]},"r":{"a":0,"k":0}}"#
        let scale = #"{"a":1,"k":[{"t":0,"s":[100,100],\#(Self.linear)},{"t":60,"s":[100,200]}]}"#
        let fill = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
        let pixels = try Self.pixels(Self.file(#"{"ty":"gr","it":[\#(rectangle),\#(Self.transform(scale: scale))]},\#(Self.stroke),\#(fill)"#))
        func pixel(_ x: Int) -> [UInt8] { (0..<4).map { pixels[(100 * 200 + x) * 4 + $0] } }
        #expect(pixel(52) == [0, 0, 0, 255] && pixel(48) == [0, 0, 0, 255])
        #expect(pixel(70) == [255, 0, 0, 255])
    }

    @Test func aStyleOverAGroupThatRepeatsIsReported() throws {
        // A repeater's copies are layers, not paths: the stroke after its group is drawn inside the
        // group, and reported there.
        let repeater = #"{"ty":"rp","c":{"a":0,"k":3},"o":{"a":0,"k":0},"m":1,"tr":{"ty":"tr","p":{"a":0,"k":[10,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
        let json = Self.file(#"{"ty":"gr","it":[\#(Self.circle),\#(repeater),\#(Self.transform())]},\#(Self.stroke)"#)
        let report = try LottieTestSupport.animation(json).report
        #expect(report.issues.map { "\($0.jsonPath) \($0.feature)" } == ["$.layers[0].shapes[0] style-over-repeater"])
    }
}
