import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Expressions that read layers: their own transform, and another layer's transform and effect
/// controls through `thisComp.layer(...)` (the "controller layer" rig). Expected values follow
/// from the keyframes written here, at 30 frames per second.
@Suite struct LottieExpressionLayerTests {
    static func read(_ layers: String) throws -> ([LottieLayer], LottieCompatibilityReport) {
        let report = LottieReportCollector()
        let document = try LottieDocument.read(Data(LottieTestSupport.composition(layers).utf8), file: "test.json", report: report)
        return (document.layers, report.report)
    }

    /// A null layer named Controller (index 1) with a slider at 21 and a position moving from
    /// x 0 at frame 0 to x 60 at frame 30, starting at frame 10 of the composition.
    static let controller = #"""
        {"ty":3,"nm":"Controller","ind":1,"ip":0,"op":60,"st":10,
         "ks":{"p":{"a":1,"k":[{"t":0,"s":[0,5]},{"t":30,"s":[60,5]}]}},
         "ef":[{"ty":5,"nm":"Slider Control","ef":[{"ty":0,"nm":"Slider","v":{"a":0,"k":21}}]}]}
        """#

    static func follower(_ key: String, _ source: String) -> String {
        #"{"ty":3,"nm":"Follower","ind":2,"ip":0,"op":60,"ks":{"\#(key)":{"a":0,"k":0,"x":"\#(source)"}}}"#
    }

    @Test func anotherLayersEffectControl() throws {
        let (layers, report) = try Self.read(Self.controller + "," + Self.follower("r", "var $bm_rt = thisComp.layer('Controller').effect('Slider Control')('Slider') * 2;"))
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(layers[1].transform.rotation.value(at: 0) == [42])
    }

    /// At composition frame 25 the controller's position (keyed in the composition's frames, its
    /// start time notwithstanding) is at x 50.
    @Test func anotherLayersTransformAtTheSameTime() throws {
        let (layers, report) = try Self.read(Self.controller + "," + Self.follower("r", "var $bm_rt = thisComp.layer(1).transform.position[0];"))
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(abs(layers[1].transform.rotation.value(at: 25)[0] - 50) < 1e-9)
    }

    /// The delay rig: the controller's position half a second earlier (frame 25 reads frame 10:
    /// x 20), and its velocity, 60 px a second in x.
    @Test func anotherLayersPropertyAtAnotherTime() throws {
        let source = "var $bm_rt; var p = thisComp.layer('Controller').transform.position; $bm_rt = p.valueAtTime(time - 0.5)[0] + p.velocity[0] * 1000;"
        let (layers, report) = try Self.read(Self.controller + "," + Self.follower("r", source))
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(abs(layers[1].transform.rotation.value(at: 25)[0] - (20 + 60_000)) < 1e-6)
    }

    @Test func theLayersOwnTransform() throws {
        let layer = #"{"ty":3,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[7,9]},"r":{"a":0,"k":0,"x":"var $bm_rt = transform.position[1] + position[0];"}}}"#
        let (layers, report) = try Self.read(layer)
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(layers[0].transform.rotation.value(at: 0) == [16])
    }

    @Test func layersReadingEachOtherAreReportedNotLooped() throws {
        let a = #"{"ty":3,"nm":"A","ind":1,"ip":0,"op":60,"ks":{"r":{"a":0,"k":3,"x":"var $bm_rt = thisComp.layer('B').rotation;"}}}"#
        let b = #"{"ty":3,"nm":"B","ind":2,"ip":0,"op":60,"ks":{"r":{"a":0,"k":4,"x":"var $bm_rt = thisComp.layer('A').rotation;"}}}"#
        let (layers, report) = try Self.read(a + "," + b)
        #expect(layers[0].transform.rotation.value(at: 0) == [3] && layers[1].transform.rotation.value(at: 0) == [4])
        #expect(report.issues.contains { $0.consequence.contains("read one another") })
        let (_, missing) = try Self.read(Self.follower("r", "var $bm_rt = thisComp.layer('Nobody').rotation;"))
        #expect(missing.issues.contains { $0.consequence.contains("no such layer") })
    }

    /// `comp(name)`: a precomposition by its name (its layers, its size, the file's size where it
    /// gives none), and a name that is no composition of the file, an error a catch block takes.
    @Test func otherCompositionsByName() throws {
        let asset = #"{"id":"inner","nm":"Inner","w":40,"layers":[{"ty":3,"nm":"Knob","ind":1,"ip":0,"op":60,"ks":{"r":{"a":0,"k":12}}},{"ty":3,"ind":2,"ip":0,"op":60,"ks":{}}]}"#
        let source = "var c = comp('Inner'); var $bm_rt = c.layer('Knob').rotation + c.width * 10 + c.height * 1000 + c.numLayers * 1000000; try { comp('Nowhere'); } catch (e) { $bm_rt += 0.5; }"
        let json = LottieTestSupport.composition(Self.follower("r", source), assets: asset)
        let report = LottieReportCollector()
        let document = try LottieDocument.read(Data(json.utf8), file: "test.json", report: report)
        #expect(report.report.issues.isEmpty, "\(report.report.issues)")
        // 12, width 40, height the file's 100, two layers, and the catch.
        let expected: Double = 12 + 400 + 100_000 + 2_000_000 + 0.5
        #expect(document.layers[0].transform.rotation.value(at: 0) == [expected])
    }

    /// `Corpus/expressions.json` (see the corpus README): every expression runs, the controls are
    /// not reported as effects left undrawn, and the colour the fill reads from the controller is
    /// the one it holds.
    @Test func theExpressionCorpusFileRunsWhole() throws {
        let animation = try LottieAnimation(contentsOf: LottieTestSupport.corpus.appendingPathComponent("expressions.json"))
        #expect(animation.report.issues.isEmpty, "\(animation.report.issues)")
        #expect(animation.report.featuresUsed.contains("expression-control"))
        // The bounce's corner radius: 10 for its 60-wide rectangle (the switch), plus its height
        // over 30 from the catch block (the layer has no property group 3).
        let document = try LottieDocument.read(Data(contentsOf: LottieTestSupport.corpus.appendingPathComponent("expressions.json")),
                                               file: "expressions.json", report: LottieReportCollector())
        guard case .shape(let entries) = document.layers[1].kind, case .rectangle(_, _, let roundness, _) = entries[0].item else {
            Issue.record("no rectangle"); return
        }
        #expect(roundness.value(at: 0) == [12])
        // The blue square's centre (200, 200) at frame 45: (0.2, 0.5, 0.9) at the square's opacity
        // (its expression wiggles it), premultiplied.
        let pixels = LottieTestSupport.render(animation, frame: 45, width: 400, height: 400)
        let centre = (200 * 400 + 200) * 4, alpha = Double(pixels[centre + 3])
        #expect(alpha > 128)
        for (channel, expected) in [0.2, 0.5, 0.9].enumerated() {
            #expect(abs(Double(pixels[centre + channel]) - expected * alpha) <= 2, "channel \(channel)")
        }
    }

    /// An expression on a text layer's source text: a counter of tenths of a second (frame 30 is
    /// 1 s: "10"), and the document's own text with an addition.
    @Test func sourceTextExpressionsSetTheText() throws {
        func documents(_ source: String) throws -> [(frame: Double, document: LottieTextDocument)] {
            let layer = #"{"ty":5,"ip":0,"op":60,"ks":{},"t":{"d":{"k":[{"s":{"s":20,"f":"Test","t":"Hi","fc":[0,0,0]},"t":0}],"x":"\#(source)"}}}"#
            let (layers, report) = try Self.read(layer)
            #expect(report.issues.isEmpty, "\(report.issues)")
            guard case .text(let text) = layers[0].kind else { Issue.record("not text"); return [] }
            return text.documents
        }
        func shown(_ list: [(frame: Double, document: LottieTextDocument)], at frame: Double) -> String? {
            list.last { $0.frame <= frame }?.document.text
        }
        let counter = try documents("var $bm_rt = Math.round(time * 10);")
        #expect(shown(counter, at: 0) == "0" && shown(counter, at: 30) == "10" && shown(counter, at: 45) == "15")
        #expect(counter.count == 21)  // 0 ... 20: Math.round(frame / 3) over frames 0 ... 60
        let appended = try documents("var $bm_rt = value + '!';")
        #expect(appended.count == 1 && appended[0].document.text == "Hi!")
    }
}
