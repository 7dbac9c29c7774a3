import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Expressions (`x` on a property) turned into keyframes. Each expected value is worked out here
/// from After Effects' expression reference (what `time`, `value`, `loopOut`... mean) at the
/// compositions' 30 frames per second; none comes from running the code under test.
@Suite struct LottieExpressionTests {
    /// The first layer of a document whose one layer has the transform members `ks` and the
    /// layer members `extra`, spanning frames 0 to 60.
    static func read(_ ks: String, extra: String = "") throws -> (LottieLayer, LottieCompatibilityReport) {
        let json = LottieTestSupport.composition(#"{"ty":3,"ip":0,"op":60,"st":0,"ks":{\#(ks)}\#(extra)}"#)
        let report = LottieReportCollector()
        let document = try LottieDocument.read(Data(json.utf8), file: "test.json", report: report)
        return (document.layers[0], report.report)
    }

    static func expression(_ source: String, value: String = "0") -> String {
        let escaped = source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return #""r":{"a":0,"k":\#(value),"x":"\#(escaped)"}"#
    }

    static func rotation(_ source: String, value: String = "0", extra: String = "") throws -> LottieProperty<[Double]> {
        let (layer, report) = try read(expression(source, value: value), extra: extra)
        #expect(report.issues.isEmpty, "\(report.issues)")
        return layer.transform.rotation
    }

    @Test func timeIsTheCompositionsSeconds() throws {
        let rotation = try Self.rotation("$bm_rt = time * 100")
        // Frame 15 at 30 fps is 0.5 s.
        #expect(abs(rotation.value(at: 15)[0] - 50) < 1e-9)
        #expect(abs(rotation.value(at: 45)[0] - 150) < 1e-9)
    }

    @Test func bodymovinsResultVariableAndVectorSums() throws {
        let source = "var $bm_rt;\n$bm_rt = $bm_sum(value, [10, 20]);"
        let (layer, report) = try Self.read(#""p":{"a":0,"k":[5,5],"x":"\#(source.replacingOccurrences(of: "\n", with: "\\n"))"}"#)
        #expect(report.issues.isEmpty && report.featuresUsed.contains("expression"))
        // A result that never changes is a constant.
        guard case .constant(let position) = layer.transform.position else { Issue.record("not constant"); return }
        #expect(position == [15, 25])
    }

    /// Keyframes 0 at frame 0 to 100 at frame 10, linear: past frame 10, at frame 13 (3 frames into
    /// the repetition), a cycle is at 30, a ping-pong on its way back at 70, an offset at 100 + 30,
    /// and continuing at 10 per frame reaches 130.
    @Test func loopOutRepeatsTheKeyframes() throws {
        let keys = #"[{"t":0,"s":[0]},{"t":10,"s":[100]}]"#
        for (type, expected) in [("cycle", 30.0), ("pingpong", 70), ("offset", 130), ("continue", 130)] {
            let rotation = try Self.rotation("$bm_rt = loopOut('\(type)')", value: keys)
            #expect(abs(rotation.value(at: 13)[0] - expected) < 1e-6, "\(type)")
            #expect(abs(rotation.value(at: 5)[0] - 50) < 1e-6, "\(type) before the last keyframe")
        }
        // Two cycles on: frame 25 is 5 frames into the third repetition.
        #expect(abs(try Self.rotation("$bm_rt = loopOut()", value: keys).value(at: 25)[0] - 50) < 1e-6)
    }

    /// Keyframes 0 at frame 10 to 100 at frame 20: at frame 7, 3 frames before the first, a cycle
    /// shows the value 3 frames before the span's end (70).
    @Test func loopInRepeatsBeforeTheFirstKeyframe() throws {
        let rotation = try Self.rotation("$bm_rt = loopIn('cycle')", value: #"[{"t":10,"s":[0]},{"t":20,"s":[100]}]"#)
        #expect(abs(rotation.value(at: 7)[0] - 70) < 1e-6)
        #expect(abs(rotation.value(at: 15)[0] - 50) < 1e-6)
    }

    /// The inertial bounce expression designers paste by the thousand, as bodymovin rewrites it.
    /// Position x runs from 0 at frame 0 to 100 at frame 10 (300 px/s). At frame 13, t = 0.1 s
    /// after the last keyframe, it adds 300 × 0.1 × sin(2 × 2 × 0.1 π) / e^(8 × 0.1) = 12.8202.
    @Test func theInertialBounce() throws {
        let source = """
            var $bm_rt;
            var amp, freq, decay, n, n, t, t, v;
            amp = 0.1;
            freq = 2;
            decay = 8;
            $bm_rt = n = 0;
            if (numKeys > 0) {
                $bm_rt = n = nearestKey(time).index;
                if (key(n).time > time) {
                    n--;
                }
            }
            if (n == 0) {
                $bm_rt = t = 0;
            } else {
                $bm_rt = t = $bm_sub(time, key(n).time);
            }
            if (n > 0 && t < 1) {
                v = velocityAtTime($bm_sub(key(n).time, $bm_div(thisComp.frameDuration, 10)));
                $bm_rt = $bm_sum(value, $bm_div($bm_mul($bm_mul(v, amp), Math.sin($bm_mul($bm_mul($bm_mul(freq, t), 2), Math.PI))), Math.exp($bm_mul(decay, t))));
            } else {
                $bm_rt = value;
            }
            """
        let escaped = source.replacingOccurrences(of: "\n", with: "\\n")
        let (layer, report) = try Self.read(#""p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":10,"s":[100,0]}],"x":"\#(escaped)"}"#)
        #expect(report.issues.isEmpty, "\(report.issues)")
        let position = try #require(layer.transform.position)
        let expected = 100 + 300 * 0.1 * sin(0.4 * Double.pi) / exp(0.8)
        #expect(abs(position.value(at: 13)[0] - expected) < 1e-6 && position.value(at: 13)[1] == 0)
        #expect(abs(position.value(at: 5)[0] - 50) < 1e-9)
    }

    @Test func controlFlowFunctionsAndMath() throws {
        let source = """
            function square(x) { return x * x }
            var s = 0;
            for (var i = 1; i <= 4; i++) { s += i }
            if (time >= 1) { s = s + square(3) } else s = s - Math.abs(-2)
            $bm_rt = s
            """
        let rotation = try Self.rotation(source)
        // 1 + 2 + 3 + 4 = 10; from 1 s (frame 30) 10 + 9, before it 10 - 2.
        #expect(rotation.value(at: 0)[0] == 8 && rotation.value(at: 30)[0] == 19)
    }

    @Test func interpolationHelpers() throws {
        // linear(t, 0, 1, 0, 100) at 0.5 s is 50; clamped outside [0, 1].
        let linear = try Self.rotation("$bm_rt = linear(time, 0, 1, 0, 100)")
        #expect(abs(linear.value(at: 15)[0] - 50) < 1e-9 && linear.value(at: 45)[0] == 100)
        // ease's curve (0.33, 0, 0.667, 1) is nearly symmetric about its middle: about 50.
        #expect(abs(try Self.rotation("$bm_rt = ease(time, 0, 1, 0, 100)").value(at: 15)[0] - 50) < 0.5)
    }

    @Test func wiggleStaysWithinItsAmplitudeAndRepeats() throws {
        let first = try Self.rotation("$bm_rt = wiggle(2, 10)", value: "50"), second = try Self.rotation("$bm_rt = wiggle(2, 10)", value: "50")
        let values = (0...60).map { first.value(at: Double($0))[0] }
        #expect(values.allSatisfy { $0 >= 40 && $0 <= 60 })
        #expect(Set(values).count > 10)
        #expect(values == (0...60).map { second.value(at: Double($0))[0] })
    }

    @Test func effectControlsAreRead() throws {
        let effects = #","ef":[{"ty":5,"nm":"Slider Control","ef":[{"ty":0,"nm":"Slider","v":{"a":0,"k":42}}]}]"#
        #expect(try Self.rotation(#"$bm_rt = effect('Slider Control')('Slider') + effect(1)(1)"#, extra: effects).value(at: 0) == [84])
    }

    /// A layer's own properties are keyed in its composition's frames whatever its start time and
    /// stretch (which shift only a precomposition's contents, as ThorVG and rlottie draw them): at
    /// frame 20, `time` is 20/30 s, and the expression runs over the layer's span 10...60.
    @Test func timeIsTheCompositionsForAStartedStretchedLayer() throws {
        let rotation = try Self.rotation("$bm_rt = time * 30", extra: #","sr":2,"st":10,"ip":10,"op":60"#)
        #expect(abs(rotation.value(at: 20)[0] - 20) < 1e-9)
        guard case .animated(let keyframes) = rotation else { Issue.record("not animated"); return }
        #expect(keyframes.first?.frame == 10 && keyframes.last?.frame == 60)
    }

    @Test func posterizeTimeHoldsTheTime() throws {
        // At 5 frames a second, 0.233 s (frame 7) is held at 0.2 s.
        #expect(abs(try Self.rotation("posterizeTime(5); $bm_rt = time * 10").value(at: 7)[0] - 2) < 1e-9)
    }

    @Test func expressionsThatCannotRunKeepThePropertyAndSayWhy() throws {
        for (source, reason) in [("$bm_rt = thisComp.layer('Other').transform.rotation", "thisComp.layer"),
                                 ("$bm_rt = value +* 2", "unexpected"), ("while (true) {}", "too long"),
                                 ("$bm_rt = 'text'", "not a number"), ("$bm_rt = undefinedName * 2", "undefinedName is not defined"),
                                 ("time * 100", "sets no $bm_rt"),
                                 ("$bm_rt = " + String(repeating: "(", count: 5000) + "1", "nests deeper"),
                                 ("$bm_rt = 1" + String(repeating: " + 1", count: 100_000), "nests deeper"),
                                 ("$bm_rt = f" + String(repeating: "()", count: 100_000), "nests deeper")] {
            let (layer, report) = try Self.read(Self.expression(source, value: "7"))
            #expect(layer.transform.rotation.value(at: 10) == [7], "\(source)")
            #expect(report.issues.contains { $0.feature == "expression" && $0.consequence.contains(reason) && $0.jsonPath == "$.layers[0].ks.r" },
                    "\(source): \(report.issues)")
        }
    }

    @Test func anExpressionDrivesTheDrawnLayer() throws {
        // A shape layer visible (opacity 100) only from 0.5 s.
        let json = LottieTestSupport.composition(#"""
            {"ty":4,"ip":0,"op":60,"ks":{"o":{"a":0,"k":100,"x":"$bm_rt = time < 0.5 ? 0 : 100"}},"shapes":[
              {"ty":"rc","d":1,"s":{"a":0,"k":[100,100]},"p":{"a":0,"k":[50,50]},"r":{"a":0,"k":0}},
              {"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}]}
            """#)
        let animation = try LottieTestSupport.animation(json)
        func alpha(_ frame: Double) -> UInt8 { LottieTestSupport.render(animation, frame: frame, width: 10, height: 10)[(5 * 10 + 5) * 4 + 3] }
        #expect(alpha(5) == 0 && alpha(20) == 255)
    }
}
