import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Expressions that read a shape layer's contents (`content("Group").content("Rectangle").size`)
/// and a layer's property groups by match name or index (`layer("ADBE Effect Parade")`,
/// `thisLayer(4)`), as lottie-web's expression interfaces find them. Expected values follow from
/// the keyframes written here, at 30 frames per second.
@Suite struct LottieExpressionContentTests {
    /// A shape layer named Body (index 1): a group "Box" holding a rectangle "Box Path" whose size
    /// grows from (0, 0) at frame 0 to (60, 30) at frame 30, a trim "Trim" ending at 80 % and a
    /// group transform at (5, 7); a slider "Amount" at 12 among its effects; its own position (3, 4).
    static let body = #"""
        {"ty":4,"nm":"Body","ind":1,"ip":0,"op":60,"st":0,
         "ks":{"p":{"a":0,"k":[3,4]}},
         "ef":[{"ty":5,"nm":"Controls","mn":"ADBE Slider Control","ef":[{"ty":0,"nm":"Amount","mn":"ADBE Slider Control-0001","v":{"a":0,"k":12}}]}],
         "shapes":[{"ty":"gr","nm":"Box","mn":"ADBE Vector Group","it":[
           {"ty":"rc","nm":"Box Path","mn":"ADBE Vector Shape - Rect","p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0},
            "s":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[60,30]}]}},
           {"ty":"tm","nm":"Trim","s":{"a":0,"k":0},"e":{"a":0,"k":80},"o":{"a":0,"k":0},"m":1},
           {"ty":"st","nm":"Stroke","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}},
           {"ty":"tr","p":{"a":0,"k":[5,7]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}
        """#

    /// The rotation of a null layer (index 2) that runs `source`, at `frame`, and the report.
    static func rotation(_ source: String, at frame: Double) throws -> (Double, LottieCompatibilityReport) {
        let null = #"{"ty":3,"nm":"Reader","ind":2,"ip":0,"op":60,"ks":{"r":{"a":0,"k":0,"x":"\#(source)"}}}"#
        let (layers, report) = try LottieExpressionLayerTests.read(Self.body + "," + null)
        return (layers[1].transform.rotation.value(at: frame)[0], report)
    }

    /// Frame 15 is half way: the size is (30, 15).
    @Test func anotherLayersContentsByName() throws {
        let (size, report) = try Self.rotation("var $bm_rt = thisComp.layer('Body').content('Box').content('Box Path').size[0];", at: 15)
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(abs(size - 30) < 1e-9)
        let (end, _) = try Self.rotation("var $bm_rt = thisComp.layer('Body').content('Box').content('Trim').end;", at: 15)
        #expect(end == 80)
        let (x, _) = try Self.rotation("var $bm_rt = thisComp.layer('Body').content('Box').transform.position[1];", at: 0)
        #expect(x == 7)
    }

    /// The same items by match name and position, as the Trace Path and rig presets reach them.
    @Test func contentsByMatchNameAndPosition() throws {
        let source = "var $bm_rt = thisComp.layer('Body')('ADBE Root Vectors Group')(1)('ADBE Vectors Group')('ADBE Vector Shape - Rect')('ADBE Vector Rect Size')[1];"
        let (height, report) = try Self.rotation(source, at: 30)
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(abs(height - 30) < 1e-9)
        let (count, _) = try Self.rotation("var $bm_rt = thisComp.layer('Body').content('Box').content('Stroke').strokeWidth + thisComp.layer(1)(2).numProperties;", at: 0)
        #expect(count == 2 + 1)
    }

    /// Property groups of a layer by match name and by lottie-web's indices (4 the effects, 1 the
    /// transform).
    @Test func propertyGroupsByMatchNameAndIndex() throws {
        let (slider, report) = try Self.rotation("var $bm_rt = thisComp.layer('Body')('ADBE Effect Parade')('Controls')('ADBE Slider Control-0001') + thisComp.layer('Body')(4)(1)(1);", at: 0)
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(slider == 24)
        let (x, _) = try Self.rotation("var $bm_rt = thisComp.layer('Body')('ADBE Transform Group')('ADBE Position')[0] + thisComp.layer('Body')(1).position[1];", at: 0)
        #expect(x == 3 + 4)
    }

    /// `content(...)` in the shape layer's own expressions: the trim's start follows the
    /// rectangle's width (frame 15: 30) less 10.
    @Test func theLayersOwnContents() throws {
        let body = Self.body.replacingOccurrences(of: #""s":{"a":0,"k":0},"e""#,
                                                  with: #""s":{"a":0,"k":0,"x":"var $bm_rt = content('Box').content('Box Path').size[0] - 10;"},"e""#)
        let (layers, report) = try LottieExpressionLayerTests.read(body)
        #expect(report.issues.isEmpty, "\(report.issues)")
        guard case .shape(let entries) = layers[0].kind, case .group(let items) = entries[0].item,
              case .trim(let trim) = items[1].item else { Issue.record("no trim"); return }
        #expect(abs(trim.start.value(at: 15)[0] - 20) < 1e-9)
    }

    /// A name that is not there, and a path, which expressions do not read here: reported, the
    /// property keeps its value.
    @Test func missingItemsAndPathsAreReported() throws {
        let (value, report) = try Self.rotation("var $bm_rt = thisComp.layer('Body').content('Nothing').size;", at: 0)
        #expect(value == 0)
        #expect(report.issues.contains { $0.description.contains("content(Nothing): no such shape item") }, "\(report.issues)")
    }
}
