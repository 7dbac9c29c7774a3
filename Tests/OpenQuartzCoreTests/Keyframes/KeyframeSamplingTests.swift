#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

@Suite("Keyframes: sampling an easing function")
struct KeyframeSamplingTests {
    /// The seeds' `bounceEaseOut` (Easing chapter), written out here.
    func bounceEaseOut(_ t: Double) -> Double {
        if t < 4 / 11.0 { return (121 * t * t) / 16.0 }
        if t < 8 / 11.0 { return (363 / 40.0 * t * t) - (99 / 10.0 * t) + 17 / 5.0 }
        if t < 9 / 10.0 { return (4356 / 361.0 * t * t) - (35442 / 1805.0 * t) + 16061 / 1805.0 }
        return (54 / 5.0 * t * t) - (513 / 25.0 * t) + 268 / 25.0
    }

    @Test func frameCountsFollowTheSeeds() {
        // numFrames = duration * 60, truncated.
        #expect(KeyframeSampling.frameCount(duration: 1) == 60)
        #expect(KeyframeSampling.frameCount(duration: 0.7) == 42)
        #expect(KeyframeSampling.frameCount(duration: 0.51) == 30)
        #expect(KeyframeSampling.frameCount(duration: 2, framesPerSecond: 120) == 240)
        #expect(KeyframeSampling.frameCount(duration: 0) == 1)
        #expect(KeyframeSampling.frameCount(duration: .infinity) == 1)
    }

    @Test func theSeedsListStopsOneFrameShort() {
        let seeds = KeyframeSampling.sampleTimes(duration: 1, includesEnd: false)
        #expect(seeds.count == 60)
        let sixtieths: [Double] = (0..<60).map { (i: Int) -> Double in Double(i) / 60 }
        #expect(seeds == sixtieths)
        let complete = KeyframeSampling.sampleTimes(duration: 1)
        #expect(complete.count == 61 && complete.last == 1)
    }

    /// Listing 10.8: the ball from (150, 32) to (150, 268) eased by bounceEaseOut, one second.
    @Test func bouncingBallFrames() {
        let from = CGPoint(x: 150, y: 32), to = CGPoint(x: 150, y: 268)
        let frames = KeyframeSampling.sampled(from: from, to: to, duration: 1, easing: .bounceEaseOut)
        #expect(frames.count == 61)
        for (i, frame) in frames.enumerated() {
            let expected = 32 + (268 - 32) * bounceEaseOut(Double(i) / 60)
            #expect(frame.x == 150)
            #expect(Double(frame.y).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "frame \(i)")
        }
        #expect(frames.last!.isApproximatelyEqual(to: to, absoluteTolerance: 1e-9))
        // The seeds' own list ends short of the floor.
        let seeds = KeyframeSampling.sampled(from: from, to: to, duration: 1, includesEnd: false, easing: bounceEaseOut)
        #expect(seeds.count == 60)
        #expect(Double(seeds.last!.y).isApproximatelyEqual(to: 32 + 236 * bounceEaseOut(59.0 / 60), absoluteTolerance: 1e-9))
        #expect(seeds.last!.y < 268)
    }

    /// With the end included, a linear keyframe animation of the samples plays each at its own time.
    @Test func samplesPlayAtTheirOwnTimes() {
        let frames = KeyframeSampling.sampled(from: 0.0, to: 100, duration: 0.5, easing: bounceEaseOut)
        let s = KeyframeSequence(values: frames, keyTimes: nil, calculationMode: .linear, timingFunctions: nil)!
        for i in 0...30 {
            #expect(s.value(at: Double(i) / 30).isApproximatelyEqual(to: 100 * bounceEaseOut(Double(i) / 30),
                                                                      absoluteTolerance: 1e-9))
        }
    }

    /// The seeds hold values as NSValue; the untyped form interpolates them the same way.
    @Test func boxedValues() {
        let frames = KeyframeSampling.sampled(fromValue: NSValue(cgPoint: CGPoint(x: 0, y: 0)),
                                              toValue: NSValue(cgPoint: CGPoint(x: 10, y: 20)),
                                              duration: 0.1) { $0 * $0 }
        #expect(frames.count == 7)
        #expect((frames[3] as? CGPoint)?.isApproximatelyEqual(to: CGPoint(x: 2.5, y: 5), absoluteTolerance: 1e-12) == true)
        // Values that cannot be interpolated switch at half way.
        let words = KeyframeSampling.sampled(fromValue: "up", toValue: "down", duration: 0.05) { $0 }
        #expect(words.map { $0 as? String } == ["up", "up", "down", "down"])
    }
}
#endif
