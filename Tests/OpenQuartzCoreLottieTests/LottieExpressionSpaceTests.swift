import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Layer space conversions (`toComp`, `fromComp`, `toWorld`, `fromWorld`), `parent`, property
/// groups (`propertyGroup`, `propertyIndex`, `_name`), direct `eval`, and a property read from
/// its own expression. Expected values are worked out here from the transforms written in each
/// test (a point p of a layer goes to position + R(rotation) S(scale) (p - anchor), then through
/// each parent the same way).
@Suite struct LottieExpressionSpaceTests {
    /// A parent null (index 1) at (100, 50), turned 90° clockwise; a child null (index 2) under it
    /// at (10, 0), anchor (2, 0), scale 200 %; and a reader (index 3) whose rotation runs `source`.
    static func rotation(_ source: String) throws -> (Double, LottieCompatibilityReport) {
        let layers = [
            #"{"ty":3,"nm":"Parent","ind":1,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[100,50]},"r":{"a":0,"k":90}}}"#,
            #"{"ty":3,"nm":"Child","ind":2,"parent":1,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[10,0]},"a":{"a":0,"k":[2,0]},"s":{"a":0,"k":[200,200]}}}"#,
            #"{"ty":3,"nm":"Reader","ind":3,"ip":0,"op":60,"ks":{"r":{"a":0,"k":0,"x":"\#(source)"}}}"#,
        ]
        let (read, report) = try LottieExpressionLayerTests.read(layers.joined(separator: ","))
        return (read[2].transform.rotation.value(at: 0)[0], report)
    }

    /// The child's (3, 1): scaled about its anchor, (2, 2), placed at (10, 0): (12, 2) in the
    /// parent; turned 90° clockwise (x, y) -> (-y, x): (-2, 12); at (100, 50): (98, 62).
    @Test func toCompCarriesThroughTheParents() throws {
        let (x, report) = try Self.rotation("var p = thisComp.layer('Child').toComp([3, 1]); var $bm_rt = p[0] * 1000 + p[1];")
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(abs(x - (98_000 + 62)) < 1e-9)
        let (world, _) = try Self.rotation("var $bm_rt = thisComp.layer('Child').toWorld([3, 1, 7])[2];")
        #expect(world == 7)  // a third coordinate passes through
    }

    /// fromComp undoes toComp: the composition's (98, 62) is the child's (3, 1); and `parent` is
    /// the parent layer (its position's y, 50).
    @Test func fromCompAndParent() throws {
        let (x, report) = try Self.rotation("var c = thisComp.layer('Child'); var p = c.fromComp([98, 62]); var $bm_rt = p[0] * 1000 + p[1] + c.parent.position[1] * 1000000;")
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(abs(x - (3_000 + 1 + 50_000_000)) < 1e-6)
    }

    /// `propertyGroup(1)` of a rectangle's position is the rectangle, which called with 2 gives
    /// its size (the property whose `ix` is 2); (2) the group's contents, (3) the group;
    /// `propertyIndex` is the position's `ix`, 3.
    @Test func propertyGroupsAboveAShapeProperty() throws {
        let source = "var r = thisProperty.propertyGroup(1); var $bm_rt = [r(2)[0] + r._name.length * 1000 + thisProperty.propertyGroup(3)._name.length * 100000 + thisProperty.propertyIndex * 10000000, 0];"
        let layer = #"""
            {"ty":4,"nm":"Shape","ind":1,"ip":0,"op":60,"ks":{},"shapes":[{"ty":"gr","nm":"Group","it":[
              {"ty":"rc","nm":"Box","p":{"a":0,"k":[0,0],"ix":3,"x":"\#(source)"},"s":{"a":0,"k":[40,20],"ix":2},"r":{"a":0,"k":0,"ix":4}},
              {"ty":"fl","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]}
            """#
        let (layers, report) = try LottieExpressionLayerTests.read(layer)
        #expect(report.issues.isEmpty, "\(report.issues)")
        guard case .shape(let entries) = layers[0].kind, case .group(let items) = entries[0].item,
              case .rectangle(let position, _, _, _) = items[0].item else { Issue.record("no rectangle"); return }
        // Size 40; "Box" is 3 letters; "Group" 5; ix 3.
        #expect(position.value(at: 0) == [40 + 3_000 + 500_000 + 30_000_000, 0])
    }

    /// A rotation whose expression converts the layer's anchor to the composition (RubberHose's
    /// rigs do): the conversion reads the rotation being computed as its value without the
    /// expression (5°), which does not move the anchor: the position, 30 + 40. A point off the
    /// anchor, (10, 0), is turned by those 5°.
    @Test func aTransformsExpressionConvertingItsOwnLayersPoints() throws {
        let source = "var p = thisLayer.toComp([0, 0]); var q = thisLayer.toComp([10, 0]); var $bm_rt = p[0] + p[1] + (q[1] - 40) * 1000;"
        let layer = #"{"ty":3,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[30,40]},"r":{"a":0,"k":5,"x":"\#(source)"}}}"#
        let (layers, report) = try LottieExpressionLayerTests.read(layer)
        #expect(report.issues.isEmpty, "\(report.issues)")
        let expected = 70 + 10 * sin(5 * Double.pi / 180) * 1000
        #expect(abs(layers[0].transform.rotation.value(at: 0)[0] - expected) < 1e-9)
    }

    /// `eval` runs its source in the caller's scope (the rig's `eval("thisLayer.parent")`), a
    /// property reading itself gets its value without the expression, and a name defined by an
    /// eval'd statement is seen after it.
    @Test func evalAndSelfReference() throws {
        let (x, report) = try Self.rotation("var chain = 'thisComp.layer(2)'; chain += '.parent'; var $bm_rt = eval(chain).rotation + eval('var k = 4; k * 2') + k;")
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(x == 90 + 8 + 4)
        let layer = #"{"ty":3,"ip":0,"op":60,"ks":{"r":{"a":0,"k":30,"x":"var $bm_rt = transform.rotation + 1;"}}}"#
        let (layers, selfReport) = try LottieExpressionLayerTests.read(layer)
        #expect(selfReport.issues.isEmpty, "\(selfReport.issues)")
        #expect(layers[0].transform.rotation.value(at: 0) == [31])
    }
}
