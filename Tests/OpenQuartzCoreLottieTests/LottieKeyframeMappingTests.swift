import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// How keyframes become Core Animation animations. Expected values come from the Lottie format
/// (bodymovin's keyframe fields, described in `LottieKeyframe`) and from Core Animation's documented
/// `CAKeyframeAnimation` semantics, computed by hand here.
@Suite struct LottieKeyframeMappingTests {
    /// A shape layer at the composition's origin with `shapes`, and the given layer transform.
    static func shapeLayer(_ shapes: String, transform: String = #"{"p":{"a":0,"k":[0,0]}}"#) -> String {
        #"{"ty":4,"ind":1,"ip":0,"op":60,"st":0,"ks":\#(transform),"shapes":[\#(shapes)]}"#
    }

    /// Every layer of `root`'s tree, depth first.
    static func layers(_ root: CALayer) -> [CALayer] {
        [root] + (root.sublayers ?? []).flatMap(layers)
    }

    static func animation(_ key: String, in root: CALayer) -> CAKeyframeAnimation? {
        layers(root).lazy.compactMap { $0.animation(forKey: key) as? CAKeyframeAnimation }.first
    }

    @Test func easedKeyframesBecomeOneTimingFunctionPerSegment() throws {
        // Opacity 0 at frame 10, 100 at frame 40 (o = (0.25, 0.1), i = (0.25, 1): CSS's "ease"),
        // then linear to 50 at frame 55.
        let transform = #"{"o":{"a":1,"k":[{"t":10,"s":[0],"o":{"x":[0.25],"y":[0.1]},"i":{"x":[0.25],"y":[1]}},{"t":40,"s":[100]},{"t":55,"s":[50]}]}}"#
        let json = LottieTestSupport.composition(Self.shapeLayer("", transform: transform))
        let root = try LottieTestSupport.animation(json).makeLayer()
        let animation = try #require(Self.animation("opacity", in: root))
        #expect(animation.values?.compactMap { ($0 as? Float).map(Double.init) } == [0, 1, 0.5])
        // Key times: (10, 40, 55) over 10...55.
        let keyTimes = try #require(animation.keyTimes).map(\.doubleValue)
        #expect(keyTimes.count == 3 && abs(keyTimes[1] - 30.0 / 45.0) < 1e-12 && keyTimes[2] == 1)
        let functions = try #require(animation.timingFunctions)
        #expect(functions.count == 2)
        var points: [Float] = [0, 0]
        functions[0].getControlPoint(at: 1, values: &points)
        #expect(points == [0.25, 0.1])
        functions[0].getControlPoint(at: 2, values: &points)
        #expect(points == [0.25, 1])
        #expect(functions[1] == CAMediaTimingFunction(name: .linear))
        // 30 frames a second: from 1/3 s for 1.5 s, holding its ends.
        #expect(abs(animation.beginTime - 10.0 / 30) < 1e-12 && abs(animation.duration - 45.0 / 30) < 1e-12)
        #expect(animation.fillMode == .both && !animation.isRemovedOnCompletion)
        #expect(animation.calculationMode == .linear)
    }

    @Test func holdKeyframesBecomeADiscreteAnimation() throws {
        let transform = #"{"r":{"a":1,"k":[{"t":0,"s":[0],"h":1},{"t":30,"s":[90],"h":1},{"t":60,"s":[180]}]}}"#
        let root = try LottieTestSupport.animation(LottieTestSupport.composition(Self.shapeLayer("", transform: transform))).makeLayer()
        let animation = try #require(Self.animation("transform.rotation.z", in: root))
        #expect(animation.calculationMode == .discrete)
        let values = try #require(animation.values as? [Double])
        #expect(values.count == 3 && abs(values[1] - .pi / 2) < 1e-12 && abs(values[2] - .pi) < 1e-12)
        // The value switches at frame 30 of 0...60, a hair early so that frame 30 itself shows it.
        let keyTimes = try #require(animation.keyTimes).map(\.doubleValue)
        #expect(keyTimes[0] == 0 && abs(keyTimes[1] - 0.5) < 1e-5 && keyTimes[1] < 0.5)
    }

    @Test func trimPathsBecomeStrokeStartAndStrokeEnd() throws {
        let shapes = """
            {"ty":"el","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]}},
            {"ty":"tm","s":{"a":0,"k":10},"e":{"a":1,"k":[{"t":0,"s":[20],"o":{"x":[0.4],"y":[0]},"i":{"x":[0.6],"y":[1]}},{"t":30,"s":[80]}]},"o":{"a":0,"k":0},"m":1},
            {"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":2,"lj":2}
            """
        let root = try LottieTestSupport.animation(LottieTestSupport.composition(Self.shapeLayer(shapes))).makeLayer()
        let shape = try #require(Self.layers(root).compactMap { $0 as? CAShapeLayer }.first)
        #expect(abs(shape.strokeStart - 0.1) < 1e-12)
        #expect(shape.lineCap == .round && shape.lineJoin == .round && shape.lineWidth == 4 && shape.fillColor == nil)
        let end = try #require(shape.animation(forKey: "strokeEnd") as? CAKeyframeAnimation)
        #expect((end.values as? [Double]).map { $0.map { ($0 * 1e9).rounded() / 1e9 } } == [0.2, 0.8])
        var points: [Float] = [0, 0]
        end.timingFunctions?.first?.getControlPoint(at: 1, values: &points)
        #expect(points == [0.4, 0])
    }

    @Test func anOffsetTrimThatWrapsIsTakenOnTheDoubledPath() throws {
        // 0...50 % shifted by 270 degrees (0.75): 75 % to 125 %, across the path's end.
        let shapes = """
            {"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},
            {"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":270},"m":1},
            {"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}}
            """
        let root = try LottieTestSupport.animation(LottieTestSupport.composition(Self.shapeLayer(shapes))).makeLayer()
        let shape = try #require(Self.layers(root).compactMap { $0 as? CAShapeLayer }.first)
        #expect(abs(shape.strokeStart - 0.375) < 1e-12 && abs(shape.strokeEnd - 0.625) < 1e-12)
        // The square's four sides twice over: two subpaths of a move, four lines and a close.
        #expect(shape.path?.boundingBoxOfPath == CGRect(x: 30, y: 30, width: 40, height: 40))
        var moves = 0
        shape.path?.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        #expect(moves == 2)
    }

    /// A colour's fourth component is not an alpha (lottie-ios's `LottieColor` sets alpha to 1 "for
    /// consistency with Lottie on other platforms"; lottie-web writes only `rgb()`): a fill whose
    /// colour is written, or animated, with a fourth component of 0 is opaque, its opacity `o` alone
    /// making it transparent (lottie-ios's sample `issue_1223` fills its circle so).
    @Test func aColoursFourthComponentIsNoAlpha() throws {
        let shapes = """
            {"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
            {"ty":"fl","c":{"a":1,"k":[{"t":0,"s":[1,0,0,0],"o":{"x":[0.4],"y":[0]},"i":{"x":[0.6],"y":[1]}},{"t":30,"s":[0,0,1,0]}]},"o":{"a":0,"k":100}}
            """
        let root = try LottieTestSupport.animation(LottieTestSupport.composition(Self.shapeLayer(shapes))).makeLayer()
        let shape = try #require(Self.layers(root).compactMap { $0 as? CAShapeLayer }.first)
        #expect(shape.fillColor?.alpha == 1)
        let colors = try #require(Self.animation("fillColor", in: root)?.values as? [CGColor])
        #expect(colors.map(\.alpha) == [1, 1] && colors.first?.components == [1, 0, 0, 1])
    }

    /// Between keyframes an easing that overshoots carries a colour past 1 (white eased towards
    /// grey, its first control point's y at -1.5, as lottie-ios's sample `pr_1604_2` eases its
    /// card): that is white, clamped, not a file's 0...255 scale. In a time-remapped precomposition
    /// the colour is sampled frame by frame, each sample a colour of its own: frame 5 of 30 is white.
    @Test func anOvershootingColourStaysInItsScale() throws {
        let shapes = """
            {"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
            {"ty":"fl","c":{"a":1,"k":[{"t":0,"s":[1,1,1,1],"o":{"x":[0.167],"y":[-1.5]},"i":{"x":[0.704],"y":[1]}},{"t":30,"s":[0.5,0.5,0.5,1]}]},"o":{"a":0,"k":100}}
            """
        let asset = #"{"id":"inner","layers":["# + Self.shapeLayer(shapes) + "]}"
        let precomp = #"{"ty":0,"ind":1,"refId":"inner","w":100,"h":100,"ip":0,"op":60,"st":0,"ks":{},"tm":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":60,"s":[2]}]}}"#
        let animation = try LottieTestSupport.animation(LottieTestSupport.composition(precomp, assets: asset))
        let pixels = LottieTestSupport.render(animation, frame: 5, width: 10, height: 10)
        #expect(Array(pixels[0..<4]) == [255, 255, 255, 255])
    }

    /// A gradient's opacity stops are its colours' alphas (lottie-ios's sample `issue_1887` lays a
    /// nearly transparent white gradient over a dark fill): two white stops at opacity 0.2 and 0.6.
    @Test func aGradientsOpacityStopsAreItsColoursAlphas() throws {
        let shapes = """
            {"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
            {"ty":"gf","o":{"a":0,"k":100},"r":1,"t":1,"s":{"a":0,"k":[0,50]},"e":{"a":0,"k":[100,50]},
             "g":{"p":2,"k":{"a":0,"k":[0,1,1,1,1,1,1,1,0,0.2,1,0.6]}}}
            """
        let root = try LottieTestSupport.animation(LottieTestSupport.composition(Self.shapeLayer(shapes))).makeLayer()
        let gradient = try #require(Self.layers(root).compactMap { $0 as? CAGradientLayer }.first)
        let colors = try #require(gradient.colors as? [CGColor])
        #expect(colors.map(\.alpha) == [0.2, 0.6] && colors.allSatisfy { $0.components?.prefix(3) == [1, 1, 1] })
    }

    /// Old files write colours in 0...255: the reader divides a fill's, and a gradient's colour stops
    /// (not their offsets or opacities), by 255 when any written red, green or blue passes 1.
    @Test func coloursWrittenIn255AreRead() throws {
        let shapes = """
            {"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
            {"ty":"fl","c":{"a":0,"k":[255,51,0]},"o":{"a":0,"k":100}}
            """
        let root = try LottieTestSupport.animation(LottieTestSupport.composition(Self.shapeLayer(shapes))).makeLayer()
        let shape = try #require(Self.layers(root).compactMap { $0 as? CAShapeLayer }.first)
        #expect(shape.fillColor?.components == [1, 0.2, 0, 1])
        let gradient = LottieProperty<[Double]>.constant([0, 255, 0, 51, 1, 0, 255, 0, 0, 0.2, 1, 0.6])
        #expect(gradient.unitGradient(colorCount: 2).initialValue == [0, 1, 0, 0.2, 1, 0, 1, 0, 0, 0.2, 1, 0.6])
    }

    @Test func inAndOutPointsHideTheLayerOutsideThem() throws {
        let layer = #"{"ty":3,"ind":1,"ip":10,"op":20,"st":0,"ks":{}}"#
        let root = try LottieTestSupport.animation(LottieTestSupport.composition(layer)).makeLayer()
        let container = try #require(root.sublayers?.first)
        #expect(container.isHidden)
        let hidden = try #require(container.animation(forKey: "hidden") as? CAKeyframeAnimation)
        #expect(hidden.calculationMode == .discrete && hidden.values as? [Bool] == [true, false, true])
        // From frame 9 (one before the in point) to frame 20, at 30 frames a second.
        #expect(abs(hidden.beginTime - 9.0 / 30) < 1e-12 && abs(hidden.duration - 11.0 / 30) < 1e-12)
    }

    @Test func theRootStartsAtTheInPointAndClipsToTheComposition() throws {
        let json = #"{"v":"5.7.0","fr":25,"ip":50,"op":100,"w":320,"h":240,"layers":[]}"#
        let animation = try LottieTestSupport.animation(json)
        #expect(animation.frameCount == 50 && animation.duration == 2 && animation.size == CGSize(width: 320, height: 240))
        let root = animation.makeLayer()
        #expect(root.timeOffset == 2 && root.masksToBounds && root.bounds == CGRect(x: 0, y: 0, width: 320, height: 240))
    }
}
