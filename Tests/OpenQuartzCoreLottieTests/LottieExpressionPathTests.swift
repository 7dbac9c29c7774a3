import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Path expressions: a path copied from another shape, built with `createPath` from its own
/// `points()`, measured with `pointOnPath` and `tangentOnPath`, and a layer control read as a
/// layer. Expected values are worked out here from the paths written in each test.
@Suite struct LottieExpressionPathTests {
    /// A closed square path of side `side` from (0, 0), clockwise on screen, straight edges.
    static func square(_ side: Double) -> String {
        #"{"c":true,"v":[[0,0],[\#(side),0],[\#(side),\#(side)],[0,\#(side)]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}"#
    }

    /// A shape layer "Source" (index 1) whose "Path 1" grows from a 100 square at frame 0 to a 200
    /// square at frame 30, and the layers `others`.
    static func read(_ others: String) throws -> ([LottieLayer], LottieCompatibilityReport) {
        let source = #"""
            {"ty":4,"nm":"Source","ind":1,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[7,0]}},"shapes":[{"ty":"gr","nm":"Shape 1","it":[
              {"ty":"sh","nm":"Path 1","ks":{"a":1,"k":[{"t":0,"s":[\#(square(100))],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":30,"s":[\#(square(200))]}]}},
              {"ty":"fl","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]}
            """#
        return try LottieExpressionLayerTests.read(source + "," + others)
    }

    /// The path of the first path item of `layer`.
    static func path(_ layer: LottieLayer) -> LottieProperty<LottieBezier>? {
        guard case .shape(let entries) = layer.kind, case .group(let items) = entries[0].item, case .path(let path) = items[0].item else {
            return nil
        }
        return path
    }

    /// A path item whose expression is `source`, in a shape layer "Copy" (index 2).
    static func copy(_ source: String) -> String {
        #"""
        {"ty":4,"nm":"Copy","ind":2,"ip":0,"op":60,"ks":{},"shapes":[{"ty":"gr","it":[
          {"ty":"sh","ks":{"a":0,"k":\#(square(10)),"x":"\#(source)"}},{"ty":"fl","c":{"a":0,"k":[0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]}
        """#
    }

    /// Frame 15 is half way: a 150 square.
    @Test func aPathCopiedFromAnotherShape() throws {
        let (layers, report) = try Self.read(Self.copy("var $bm_rt = thisComp.layer('Source').content('Shape 1').content('Path 1').path;"))
        #expect(report.issues.isEmpty, "\(report.issues)")
        let copied = try #require(Self.path(layers[1]))
        #expect(copied.value(at: 15).vertices == [CGPoint(x: 0, y: 0), CGPoint(x: 150, y: 0), CGPoint(x: 150, y: 150), CGPoint(x: 0, y: 150)])
        #expect(copied.value(at: 15).closed)
    }

    /// The path's own points moved 10 right with `push` and rebuilt with `createPath`, left open.
    @Test func aPathBuiltFromItsOwnPoints() throws {
        let source = "var p = thisProperty.points(); var q = []; for (var i = 0; i < p.length; i++) { q.push([p[i][0] + 10, p[i][1]]); } var $bm_rt = createPath(q, thisProperty.inTangents(), [], false);"
        let (layers, report) = try Self.read(Self.copy(source))
        #expect(report.issues.isEmpty, "\(report.issues)")
        let built = try #require(Self.path(layers[1])).value(at: 0)
        #expect(built.vertices == [CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 10), CGPoint(x: 10, y: 10)])
        #expect(!built.closed && built.outTangents == Array(repeating: .zero, count: 4))
        // `thisProperty.value` of a path is its path: the 10 square, unchanged.
        let (same, sameReport) = try Self.read(Self.copy("var $bm_rt = thisProperty.value;"))
        #expect(sameReport.issues.isEmpty, "\(sameReport.issues)")
        #expect(try #require(Self.path(same[1])).value(at: 0).vertices == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)])
    }

    /// Around the 100 square (length 400) from (0, 0): a quarter of the way is the corner
    /// (100, 0), and five eighths, 250 along, (50, 100), heading left; then carried to the
    /// composition by the source layer's position (7, 0).
    @Test func pointsAndTangentsAlongAPath() throws {
        let source = "var path = thisComp.layer('Source').content('Shape 1').content('Path 1').path; var a = thisComp.layer(1).toComp(path.pointOnPath(0.25)); var b = path.pointOnPath(0.625); var t = path.tangentOnPath(0.625); var $bm_rt = [a[0] * 1000 + a[1], b[0] * 1000 + b[1] + t[0] * 1000000];"
        let null = #"{"ty":3,"nm":"Reader","ind":3,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[0,0],"x":"\#(source)"}}}"#
        let (layers, report) = try Self.read(null)
        #expect(report.issues.isEmpty, "\(report.issues)")
        let position = layers[1].transform.positionValue(at: 0)
        #expect(abs(position.x - 107_000) < 1e-6)
        #expect(abs(position.y - (50_000 + 100 - 1_000_000)) < 1e-6)
    }

    /// A Layer Control (`ty` 10) reads as the layer whose index it holds.
    @Test func aLayerControlIsALayer() throws {
        let null = #"{"ty":3,"nm":"Reader","ind":3,"ip":0,"op":60,"ks":{"r":{"a":0,"k":0,"x":"var $bm_rt = effect('Pick')('Layer').position[0];"}},"ef":[{"ty":5,"nm":"Pick","ef":[{"ty":10,"nm":"Layer","v":{"a":0,"k":1}}]}]}"#
        let (layers, report) = try Self.read(null)
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(layers[1].transform.rotation.value(at: 0) == [7])
    }

    /// A path expression whose result is not a path is reported; the path keeps its own value.
    @Test func aResultThatIsNoPathIsReported() throws {
        let (layers, report) = try Self.read(Self.copy("var $bm_rt = 5;"))
        #expect(try #require(Self.path(layers[1])).value(at: 0).vertices.count == 4)
        #expect(report.issues.count == 1 && report.issues[0].consequence.contains("not a path"))
    }
}
