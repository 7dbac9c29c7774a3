import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// `.lottie` archives, and the paths of Lottie's parametric shapes.
@Suite struct LottieArchiveAndGeometryTests {
    /// `Corpus/red-square.lottie`: a zip (deflated, written by Python's zipfile) holding a manifest
    /// and `animations/square.json`, a 64 x 64 composition filled by a red solid.
    @Test func aDotLottieArchiveIsReadThroughItsManifest() throws {
        let url = LottieTestSupport.corpus.appendingPathComponent("red-square.lottie")
        #expect(LottieAnimation.isLottie(try Data(contentsOf: url)))
        let animation = try LottieAnimation(contentsOf: url)
        #expect(animation.size == CGSize(width: 64, height: 64) && animation.frameCount == 30)
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 8, height: 8)
        #expect(Array(pixels[0..<4]) == [255, 0, 0, 255])
    }

    /// `Corpus/two-squares-v2.lottie`: a dotLottie 2 archive (animations in `a/`) whose manifest
    /// lists a blue solid first and starts with a green one (`initial.animation`, dotLottie 2's
    /// manifest): the green one is read.
    @Test func aDotLottie2ArchiveStartsWithItsInitialAnimation() throws {
        let animation = try LottieAnimation(contentsOf: LottieTestSupport.corpus.appendingPathComponent("two-squares-v2.lottie"))
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 8, height: 8)
        #expect(Array(pixels[0..<4]) == [0, 255, 0, 255])
    }

    /// A file whose composition keys come after more than a mebibyte of assets (as lottie-web's
    /// `demo/bodymovin/data.json` is written) is still told from a scene by its content; a JSON
    /// object with none of the keys is not.
    @Test func compositionKeysAfterLargeAssetsAreFound() throws {
        let padding = String(repeating: "x", count: 1 << 21)
        let late = #"{"assets":[{"id":"a","nm":"\#(padding)","layers":[]}],"v":"5.5.2","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[]}"#
        #expect(LottieAnimation.isLottie(Data(late.utf8)))
        #expect(!LottieAnimation.isLottie(Data(#"{"size":[10,10],"layers":[],"note":"\#(padding)"}"#.utf8)))
    }

    /// The keys are found wherever they lie in the first or last mebibyte: at the very end, after
    /// near misses (`"f"` and `"fx"` before `"fr"`), across the first mebibyte's end when the file
    /// is shorter than two, and in a slice of a larger buffer.
    @Test func keysAreFoundAnywhereInTheirWindows() {
        let keys = #""fr":1,"ip":0,"op":1,"layers":[]"#
        #expect(LottieAnimation.isLottie(Data((#"{"f":0,"fx":0,"# + keys + "}").utf8)))
        #expect(!LottieAnimation.isLottie(Data(#"{"fr":1,"ip":0,"op":1,"layer":[]}"#.utf8)))
        // `"op"` straddles byte 2^20 of a file of 1.5 MiB: inside the last mebibyte.
        let window = 1 << 20
        var straddling = Array(#"{"fr":1,"ip":0,"layers":[],"x":""#.utf8)
        straddling += Array(repeating: UInt8(ascii: "x"), count: window - 4 - straddling.count)
        straddling += Array(#"","op":1,"y":""#.utf8)
        straddling += Array(repeating: UInt8(ascii: "y"), count: window / 2) + Array(#""}"#.utf8)
        #expect(Array(straddling[(window - 2)...(window + 1)]) == Array(#""op""#.utf8))
        #expect(LottieAnimation.isLottie(Data(straddling)))
        let buffer = Data(("junk{" + keys + "}").utf8)
        #expect(LottieAnimation.isLottie(buffer[4...]))
    }

    /// The first tree is the one reading mapped; every call still gives a tree of its own, alike.
    @Test func everyMakeLayerIsANewTree() throws {
        let animation = try LottieTestSupport.animation(LottieMalformedFileTests.valid)
        let copy = animation
        let first = animation.makeLayer(), second = copy.makeLayer(), third = animation.makeLayer()
        #expect(first !== second && second !== third && first !== third)
        #expect(first.sublayers?.count == second.sublayers?.count && first.bounds == third.bounds)
    }

    @Test func aDamagedArchiveIsAnError() throws {
        var bytes = [UInt8](try Data(contentsOf: LottieTestSupport.corpus.appendingPathComponent("red-square.lottie")))
        bytes.removeLast(30)
        #expect(throws: LottieError.self) { try LottieAnimation(data: Data(bytes), fileName: "cut.lottie") }
    }

    @Test func aRectangleStartsAtItsTopRightCornerAndRunsClockwise() {
        // Centre (50, 40), 20 x 10: corners at x 40...60, y 35...45.
        let shape = LottieGeometry.rectangle(center: CGPoint(x: 50, y: 40), size: CGPoint(x: 20, y: 10), radius: 0)
        #expect(shape.vertices == [CGPoint(x: 60, y: 35), CGPoint(x: 60, y: 45), CGPoint(x: 40, y: 45), CGPoint(x: 40, y: 35)])
        #expect(shape.closed)
        #expect(shape.reversed.vertices == [CGPoint(x: 60, y: 35), CGPoint(x: 40, y: 35), CGPoint(x: 40, y: 45), CGPoint(x: 60, y: 45)])
    }

    @Test func roundedRectangleCornersAreQuarterCircles() {
        // Radius 4 (clamped to half the shorter side, 5, it stays 4): the top-right arc runs from
        // (56, 35) to (60, 39) with handles of 4 × 0.5519150244935105.
        let shape = LottieGeometry.rectangle(center: CGPoint(x: 50, y: 40), size: CGPoint(x: 20, y: 10), radius: 4)
        #expect(shape.vertices.first == CGPoint(x: 60, y: 39) && shape.vertices.last == CGPoint(x: 56, y: 35))
        #expect(abs(shape.inTangents[0].y + 4 * 0.5519150244935105) < 1e-12 && abs(shape.outTangents[7].x - 4 * 0.5519150244935105) < 1e-12)
    }

    @Test func anEllipseStartsAtItsTop() {
        let shape = LottieGeometry.ellipse(center: CGPoint(x: 0, y: 0), size: CGPoint(x: 40, y: 20))
        #expect(shape.vertices == [CGPoint(x: 0, y: -10), CGPoint(x: 20, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: -20, y: 0)])
        #expect(abs(shape.outTangents[0].x - 20 * 0.5519150244935105) < 1e-12)
    }

    @Test func aPolygonsFirstPointIsStraightUpTurnedByItsRotation() throws {
        // A square (4 points, radius 10) turned 45 degrees: the first vertex at 45 degrees clockwise
        // from straight up, (10 sin 45°, -10 cos 45°).
        let star = LottieStar(isPolygon: true, position: .constant([0, 0]), points: .constant([4]), rotation: .constant([45]),
                              outerRadius: .constant([10]), outerRoundness: .constant([0]), innerRadius: .constant([0]),
                              innerRoundness: .constant([0]), reversed: false)
        let shape = LottieGeometry.star(star, at: 0)
        #expect(shape.vertices.count == 4)
        let expected = 10 * 2.0.squareRoot() / 2
        #expect(abs(shape.vertices[0].x - expected) < 1e-9 && abs(shape.vertices[0].y + expected) < 1e-9)
        #expect(abs(shape.vertices[1].x - expected) < 1e-9 && abs(shape.vertices[1].y - expected) < 1e-9)
    }

    @Test func motionPathsAreWalkedByArcLength() {
        // A straight motion from x 0 to 600 whose handles sit at a sixth of its length: by the
        // curve's parameter, t = 0.5 is at 300 (symmetric), but t = 0.25 lies at
        // 3·0.5625·0.25·100 + 3·0.75·0.0625·500 + 0.015625·600 = 114.84; by arc length a quarter of
        // the way is x = 150.
        let property = LottieProperty<[Double]>.animated([
            LottieKeyframe(frame: 0, value: [0, 0], hold: false, timing: nil, spatialOut: [100, 0], spatialIn: [-100, 0]),
            LottieKeyframe(frame: 100, value: [600, 0], hold: false, timing: nil),
        ])
        #expect(abs(property.value(at: 25)[0] - 150) < 0.5)
        #expect(abs(property.value(at: 50)[0] - 300) < 0.5)
        // The same motion turned to run down y, evaluated in turn with the first: each keeps its
        // own measure (MotionPathMeasures keeps them by their points), again, and past the cache's
        // capacity of other paths.
        let down = LottieProperty<[Double]>.animated([
            LottieKeyframe(frame: 0, value: [0, 0], hold: false, timing: nil, spatialOut: [0, 100], spatialIn: [0, -100]),
            LottieKeyframe(frame: 100, value: [0, 600], hold: false, timing: nil),
        ])
        for round in 0..<2 {
            #expect(abs(down.value(at: 25)[1] - 150) < 0.5 && abs(down.value(at: 25)[0]) < 1e-9)
            #expect(abs(property.value(at: 75)[0] - 450) < 0.5 && abs(property.value(at: 75)[1]) < 1e-9)
            if round == 0 {
                for k in 0...MotionPathMeasures.capacity {
                    let other = LottieProperty<[Double]>.animated([
                        LottieKeyframe(frame: 0, value: [0, 0], hold: false, timing: nil, spatialOut: [1, Double(k)], spatialIn: [-1, 0]),
                        LottieKeyframe(frame: 1, value: [10, 0], hold: false, timing: nil),
                    ])
                    _ = other.value(at: 0.5)
                }
            }
        }
    }
}

/// Round corners and repeater copies, worked out by hand.
@Suite struct LottieModifierTests {
    @Test func roundCornersReplaceEachSharpCornerByAnArc() {
        // A 20 x 20 square from (0, 0) clockwise; radius 4: corner (20, 0) becomes (16, 0) and
        // (20, 4), the handles 4 × 0.5519150244935105 long, pointing at the corner.
        let square = LottieBezier(closed: true, vertices: [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 20), CGPoint(x: 0, y: 20)],
                                  inTangents: Array(repeating: .zero, count: 4), outTangents: Array(repeating: .zero, count: 4))
        let rounded = LottieRoundCorners.rounded(square, radius: 4)
        #expect(rounded.vertices.count == 8)
        #expect(rounded.vertices[2] == CGPoint(x: 16, y: 0) && rounded.vertices[3] == CGPoint(x: 20, y: 4))
        let k = 4 * 0.5519150244935105
        #expect(abs(rounded.outTangents[2].x - k) < 1e-12 && rounded.outTangents[2].y == 0)
        #expect(rounded.inTangents[3].x == 0 && abs(rounded.inTangents[3].y + k) < 1e-12)
        // A radius past half a side is cut to half the side.
        #expect(LottieRoundCorners.rounded(square, radius: 50).vertices[2] == CGPoint(x: 10, y: 0))
    }

    @Test func repeaterCopiesStepAlongALineWhileTheyTurn() {
        // Position (40, 0), rotation 45 degrees: copy 2 is moved by (80, 0) and turned 90 degrees.
        var transform = LottieTransform.identity
        transform.position = .constant([40, 0])
        transform.rotation = .constant([45])
        let m = LottieShapeBuilder.copyMatrix(transform, 2)
        let p = CGPoint(x: 1, y: 0).applying(m)
        #expect(abs(p.x - 80) < 1e-9 && abs(p.y - 1) < 1e-9)
        #expect(!LottieShapeBuilder.isReplicable(transform))
        transform.rotation = .constant([0])
        #expect(LottieShapeBuilder.isReplicable(transform))
    }
}
