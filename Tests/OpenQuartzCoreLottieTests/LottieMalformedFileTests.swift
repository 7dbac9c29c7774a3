import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Bad files give a `LottieError` naming the file and the JSON path of the fault, never a crash.
@Suite struct LottieMalformedFileTests {
    static let valid = LottieTestSupport.composition(
        #"{"ty":4,"ind":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}"#)

    @Test func theValidFileReads() throws {
        let animation = try LottieTestSupport.animation(Self.valid)
        #expect(animation.report.isFullySupported)
        #expect(animation.report.featuresUsed == ["fill", "rect", "shape-layer"])
    }

    @Test(arguments: [1, 10, 100, 200])
    func truncatedJSONIsLocated(_ length: Int) throws {
        let error = try #require(LottieTestSupport.readingError(String(Self.valid.prefix(length))))
        #expect(error.jsonPath == "$" && error.message.hasPrefix("not valid JSON") && error.file == "test.json")
    }

    struct Case: Sendable, CustomStringConvertible {
        var json: String
        var path: String
        var message: String
        var description: String { path }
    }

    static let cases: [Case] = [
        Case(json: "[1, 2]", path: "$", message: "a Lottie file is a JSON object"),
        Case(json: #"{"fr":30,"ip":0,"op":10,"w":100,"layers":[]}"#, path: "$", message: "missing \"h\""),
        Case(json: #"{"fr":30,"ip":0,"op":10,"w":"wide","h":100,"layers":[]}"#, path: "$.w", message: "expected a number"),
        Case(json: #"{"fr":30,"ip":0,"op":10,"w":1e300,"h":100,"layers":[]}"#, path: "$.w", message: "the size must lie between"),
        Case(json: #"{"fr":0,"ip":0,"op":10,"w":100,"h":100,"layers":[]}"#, path: "$.fr", message: "the frame rate"),
        Case(json: #"{"fr":30,"ip":10,"op":10,"w":100,"h":100,"layers":[]}"#, path: "$.op", message: "must come after"),
        Case(json: #"{"fr":1,"ip":0,"op":1e12,"w":100,"h":100,"layers":[]}"#, path: "$.op", message: "at most 3600 s"),
        Case(json: LottieTestSupport.composition(#"{"ty":4,"ip":0,"op":10,"ks":{"p":{"a":0,"k":"here"}},"shapes":[]}"#),
             path: "$.layers[0].ks.p.k", message: "expected a number"),
        Case(json: LottieTestSupport.composition(#"{"ty":4,"ip":0,"op":10,"ks":{},"shapes":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[1,1]],"i":[[0,0]],"o":[[0,0],[0,0]]}}}]}"#),
             path: "$.layers[0].shapes[0].ks.k", message: "as many in and out tangents"),
        Case(json: LottieTestSupport.composition(#"{"ty":4,"ip":0,"op":10,"ks":{},"shapes":[{"ty":"fl","o":{"a":0,"k":100}}]}"#),
             path: "$.layers[0].shapes[0]", message: "missing \"c\""),
        Case(json: LottieTestSupport.composition(#"{"ty":4,"ip":0,"op":10,"ks":{"o":{"a":1,"k":[{"t":0}, {"t":5,"s":[1]}]}},"shapes":[]}"#),
             path: "$.layers[0].ks.o.k[0]", message: "the first keyframe has no value"),
        Case(json: LottieTestSupport.composition(#"{"ty":0,"refId":"nowhere","ip":0,"op":10,"ks":{}}"#),
             path: "$.layers[0].refId", message: "no precomposition asset has the id \"nowhere\""),
        Case(json: LottieTestSupport.composition(#"{"ty":2,"refId":"img","ip":0,"op":10,"ks":{}}"#),
             path: "$.layers[0].refId", message: "no image asset"),
        Case(json: LottieTestSupport.composition(#"{"ty":0,"refId":"loop","ip":0,"op":10,"ks":{}}"#,
                                                 assets: #"{"id":"loop","layers":[{"ty":0,"refId":"loop","ip":0,"op":10,"ks":{}}]}"#),
             path: "$.assets[0].layers[0].refId", message: "contains itself"),
        Case(json: LottieTestSupport.composition(#"{"ty":3,"ind":1,"parent":2,"ip":0,"op":10,"ks":{}},{"ty":3,"ind":2,"parent":1,"ip":0,"op":10,"ks":{}}"#),
             path: "$.layers[1].parent", message: "parented in a cycle"),
        Case(json: LottieTestSupport.composition(#"{"ty":1,"sc":7,"ip":0,"op":10,"ks":{}}"#),
             path: "$.layers[0].sc", message: "expected a string"),
        Case(json: LottieTestSupport.composition(#"{"ty":4,"ip":0,"op":10,"sr":0,"ks":{},"shapes":[]}"#),
             path: "$.layers[0].sr", message: "a time stretch of 0"),
        Case(json: LottieTestSupport.composition(#"{"ty":4,"ip":0,"op":10,"ks":{},"shapes":[{"ty":"st","c":{"a":0,"k":[0,0,0]},"lc":1e300}]}"#),
             path: "$.layers[0].shapes[0].lc", message: "expected a whole number"),
        Case(json: LottieTestSupport.composition(#"{"ty":4,"ip":0,"op":10,"ks":{},"shapes":[{"ty":"gf","o":{"a":0,"k":100},"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[1,1]},"g":{"p":3,"k":{"a":0,"k":[0,1,1,1]}}}]}"#),
             path: "$.layers[0].shapes[0].g", message: "3 colour stops need 12 numbers"),
        Case(json: LottieTestSupport.composition(#"{"ty":5,"ip":0,"op":10,"ks":{},"t":{}}"#),
             path: "$.layers[0].t", message: "missing \"d\""),
        Case(json: LottieTestSupport.composition(#"{"ty":5,"ip":0,"op":10,"ks":{},"t":{"d":{"k":[{"s":{"s":-3,"t":"A"},"t":0}]}}}"#),
             path: "$.layers[0].t.d.k[0].s.s", message: "a font size from 0 to 100000"),
        Case(json: LottieTestSupport.composition(#"{"ty":5,"ip":0,"op":10,"ks":{},"t":{"d":{"k":[{"s":{"t":7},"t":0}]}}}"#),
             path: "$.layers[0].t.d.k[0].s.t", message: "expected a string"),
        Case(json: LottieTestSupport.composition(#"{"ty":5,"ip":0,"op":10,"ks":{},"t":{"d":{"k":[]}}}"#),
             path: "$.layers[0].t.d.k", message: "at least one text document"),
        Case(json: #"{"fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[],"chars":[{"w":5}]}"#,
             path: "$.chars[0]", message: "missing \"ch\""),
    ]

    @Test(arguments: cases)
    func errorsNameTheJSONPath(_ testCase: Case) throws {
        let error = try #require(LottieTestSupport.readingError(testCase.json))
        #expect(error.jsonPath == testCase.path, "\(error)")
        #expect(error.message.contains(testCase.message), "\(error)")
        #expect(error.description == "test.json: \(testCase.path): \(error.message)")
    }

    /// A solid colour string that is no `#rrggbb` (exporters write `""`; rlottie's corpus file
    /// `starts_transparent.json` has one) is drawn black, as lottie-ios reads it
    /// (`String.hexColorComponents`: black unless six hexadecimal digits), and reported.
    @Test(arguments: ["", "blue"])
    func anUnreadableSolidColourIsBlackAndReported(_ color: String) throws {
        let json = LottieTestSupport.composition(#"{"ty":1,"sc":"\#(color)","sw":100,"sh":100,"ip":0,"op":10,"ks":{}}"#)
        let animation = try LottieTestSupport.animation(json)
        #expect(animation.report.issues.map { "\($0.jsonPath) \($0.feature)" } == ["$.layers[0].sc solid-color"])
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 4, height: 4)
        #expect(Array(pixels[20..<24]) == [0, 0, 0, 255])
    }

    @Test func unsupportedFeaturesAreReportedWithTheirPath() throws {
        let json = LottieTestSupport.composition(#"""
            {"ty":5,"ip":0,"op":10,"ks":{},"t":{"d":{"k":[{"s":{"s":10,"f":"F","t":"A"},"t":0}]},
             "a":[{"s":{"t":0,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"r":1,"b":1,"sh":1},"a":{"hu":{"a":0,"k":10}}}]}},
            {"ty":4,"ip":0,"op":10,"ks":{},"bm":17,"shapes":[{"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[5,5]}},{"ty":"tw","a":{"a":0,"k":10}},{"ty":"fl","c":{"a":0,"k":[0,0,0]}}]}
            """#)
        let report = try LottieTestSupport.animation(json).report
        let issues = report.issues.map { "\($0.jsonPath) \($0.feature)" }
        #expect(Set(issues) == ["$.layers[0].t.a[0].a text-animator-hu", "$.layers[1] blend-mode", "$.layers[1].shapes[1] twist"])
        #expect(!report.isFullySupported)
    }

    /// An expression that runs is only counted as used; one that cannot (here it reads another
    /// layer) is reported where it is, as is a slot id that names no slot.
    @Test func expressionsAndSlotsAreReportedWhereTheyOccur() throws {
        let json = LottieTestSupport.composition(#"""
            {"ty":3,"ip":0,"op":10,"ks":{"o":{"a":0,"k":50,"x":"var $bm_rt = thisComp.layer(1).transform.opacity;"},
             "p":{"a":0,"k":[0,0],"x":"var $bm_rt = [1, 2];"},"r":{"a":0,"k":0,"sid":"turn"}}}
            """#)
        let report = try LottieTestSupport.animation(json).report
        #expect(report.issues.map { "\($0.jsonPath) \($0.feature)" } == ["$.layers[0].ks.o expression", "$.layers[0].ks.r slot"])
        #expect(report.featuresUsed.contains("expression"))
    }
}
