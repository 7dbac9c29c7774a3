#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Testing

/// CAFrameRateRange as Apple documents it: the default range is all zeros, and `preferred` is an
/// optional over a stored float where 0 means none.
@Suite("CAFrameRateRange")
struct CAFrameRateRangeTests {
    @Test func theDefaultRangeIsAllZeros() {
        let range = CAFrameRateRange.default
        #expect(range.minimum == 0 && range.maximum == 0 && range.preferred == nil)
        #expect(range == CAFrameRateRange())
    }

    @Test func preferredIsOptional() {
        var range = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
        #expect(range.preferred == 60)
        range.preferred = nil
        #expect(range.preferred == nil)
        range.preferred = 0
        #expect(range.preferred == nil, "0 is no preference")
        #expect(CAFrameRateRange(minimum: 30, maximum: 120).preferred == nil)
    }

    @Test func equality() {
        let range = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
        #expect(range.isEqual(to: CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)))
        #expect(!range.isEqual(to: CAFrameRateRange(minimum: 30, maximum: 120)))
    }
}
