#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Testing

/// The seeds' listings use Swift 3 names. Code that uses them runs inside a deprecated witness of a
/// protocol requirement, so that the test itself references nothing deprecated and builds without
/// warnings while the names stay deprecated for users.
private protocol Swift3Names {
    func timingFunctionNames() -> [CAMediaTimingFunctionName]
    func fillModes() -> [CAMediaTimingFillMode]
}

private struct SeedSpelling: Swift3Names {
    @available(*, deprecated, message: "uses the Swift 3 names on purpose")
    func timingFunctionNames() -> [CAMediaTimingFunctionName] {
        [kCAMediaTimingFunctionLinear, kCAMediaTimingFunctionEaseIn, kCAMediaTimingFunctionEaseOut,
         kCAMediaTimingFunctionEaseInEaseOut, kCAMediaTimingFunctionDefault]
    }

    @available(*, deprecated, message: "uses the Swift 3 names on purpose")
    func fillModes() -> [CAMediaTimingFillMode] {
        [kCAFillModeRemoved, kCAFillModeForwards, kCAFillModeBackwards, kCAFillModeBoth]
    }
}

@Suite("Swift 3 names")
struct DeprecatedNameTests {
    private let spelling: any Swift3Names = SeedSpelling()

    @Test func timingFunctionNamesAreAliases() {
        #expect(spelling.timingFunctionNames() == [.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    }

    @Test func fillModesAreAliases() {
        #expect(spelling.fillModes() == [.removed, .forwards, .backwards, .both])
    }
}
