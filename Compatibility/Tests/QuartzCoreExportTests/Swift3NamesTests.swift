import QuartzCore
import Testing

// The Swift 3 names of Core Animation's constants, which the seeds' listings use, come with
// `import QuartzCore` and equal today's names. They are deprecated, so they are used inside
// deprecated witnesses of a protocol's requirements: the test references nothing deprecated and
// builds without warnings (as Tests/OpenQuartzCoreTests/Timing/DeprecatedNameTests.swift does).

private protocol Swift3Spelling {
    func layerNames() -> [String]
    func animationNames() -> [String]
    func timingNames() -> [String]
}

private struct SeedListings: Swift3Spelling {
    @available(*, deprecated, message: "uses the Swift 3 names on purpose")
    func layerNames() -> [String] {
        [kCAGravityCenter, kCAGravityTop, kCAGravityBottom, kCAGravityLeft, kCAGravityRight, kCAGravityTopLeft,
         kCAGravityTopRight, kCAGravityBottomLeft, kCAGravityBottomRight, kCAGravityResize, kCAGravityResizeAspect,
         kCAGravityResizeAspectFill].map(\.rawValue)
            + [kCAFilterLinear, kCAFilterNearest, kCAFilterTrilinear].map(\.rawValue)
            + [kCAGradientLayerAxial, kCAGradientLayerRadial, kCAGradientLayerConic].map(\.rawValue)
            + [kCAFillRuleNonZero, kCAFillRuleEvenOdd].map(\.rawValue)
            + [kCALineCapButt, kCALineCapRound, kCALineCapSquare].map(\.rawValue)
            + [kCALineJoinMiter, kCALineJoinRound, kCALineJoinBevel].map(\.rawValue)
            + [kCAAlignmentNatural, kCAAlignmentLeft, kCAAlignmentRight, kCAAlignmentCenter,
               kCAAlignmentJustified].map(\.rawValue)
            + [kCATruncationNone, kCATruncationStart, kCATruncationEnd, kCATruncationMiddle].map(\.rawValue)
    }

    @available(*, deprecated, message: "uses the Swift 3 names on purpose")
    func animationNames() -> [String] {
        [kCAAnimationLinear, kCAAnimationDiscrete, kCAAnimationPaced, kCAAnimationCubic,
         kCAAnimationCubicPaced].map(\.rawValue)
            + [kCAAnimationRotateAuto, kCAAnimationRotateAutoReverse].map(\.rawValue)
            + [kCAValueFunctionRotateX, kCAValueFunctionRotateY, kCAValueFunctionRotateZ, kCAValueFunctionScale,
               kCAValueFunctionScaleX, kCAValueFunctionScaleY, kCAValueFunctionScaleZ, kCAValueFunctionTranslate,
               kCAValueFunctionTranslateX, kCAValueFunctionTranslateY, kCAValueFunctionTranslateZ].map(\.rawValue)
            + [kCATransitionFade, kCATransitionMoveIn, kCATransitionPush, kCATransitionReveal].map(\.rawValue)
            + [kCATransitionFromRight, kCATransitionFromLeft, kCATransitionFromTop,
               kCATransitionFromBottom].map(\.rawValue)
    }

    @available(*, deprecated, message: "uses the Swift 3 names on purpose")
    func timingNames() -> [String] {
        [kCAMediaTimingFunctionLinear, kCAMediaTimingFunctionEaseIn, kCAMediaTimingFunctionEaseOut,
         kCAMediaTimingFunctionEaseInEaseOut, kCAMediaTimingFunctionDefault].map(\.rawValue)
            + [kCAFillModeForwards, kCAFillModeBackwards, kCAFillModeBoth, kCAFillModeRemoved].map(\.rawValue)
    }
}

@Suite("import QuartzCore vends the Swift 3 names")
struct Swift3NamesTests {
    private let listings: any Swift3Spelling = SeedListings()

    @Test func layerNamesAreTodaysNames() {
        let gravities: [CALayerContentsGravity] = [.center, .top, .bottom, .left, .right, .topLeft, .topRight,
                                                   .bottomLeft, .bottomRight, .resize, .resizeAspect, .resizeAspectFill]
        let filters: [CALayerContentsFilter] = [.linear, .nearest, .trilinear]
        let gradients: [CAGradientLayerType] = [.axial, .radial, .conic]
        let rules: [CAShapeLayerFillRule] = [.nonZero, .evenOdd]
        let caps: [CAShapeLayerLineCap] = [.butt, .round, .square]
        let joins: [CAShapeLayerLineJoin] = [.miter, .round, .bevel]
        let alignments: [CATextLayerAlignmentMode] = [.natural, .left, .right, .center, .justified]
        let truncations: [CATextLayerTruncationMode] = [.none, .start, .end, .middle]
        let today = gravities.map(\.rawValue) + filters.map(\.rawValue) + gradients.map(\.rawValue)
            + rules.map(\.rawValue) + caps.map(\.rawValue) + joins.map(\.rawValue) + alignments.map(\.rawValue)
            + truncations.map(\.rawValue)
        #expect(listings.layerNames() == today)
    }

    @Test func animationNamesAreTodaysNames() {
        let modes: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
        let rotations: [CAAnimationRotationMode] = [.rotateAuto, .rotateAutoReverse]
        let functions: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                                .translate, .translateX, .translateY, .translateZ]
        let types: [CATransitionType] = [.fade, .moveIn, .push, .reveal]
        let subtypes: [CATransitionSubtype] = [.fromRight, .fromLeft, .fromTop, .fromBottom]
        let today = modes.map(\.rawValue) + rotations.map(\.rawValue) + functions.map(\.rawValue)
            + types.map(\.rawValue) + subtypes.map(\.rawValue)
        #expect(listings.animationNames() == today)
    }

    @Test func timingNamesAreTodaysNames() {
        let functions: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        let fills: [CAMediaTimingFillMode] = [.forwards, .backwards, .both, .removed]
        #expect(listings.timingNames() == functions.map(\.rawValue) + fills.map(\.rawValue))
    }
}
