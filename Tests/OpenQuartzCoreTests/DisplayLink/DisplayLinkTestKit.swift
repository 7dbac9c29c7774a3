#if !QUARTZCORE_COMPATIBILITY_TEST
import CoreFoundation
import Foundation
import OpenQuartzCore

/// What the display-link suites share: a manual display, a recorder of callbacks, and the tracking
/// mode of UIKit made a common mode of the current run loop (as UIKit makes it on iOS).
enum DisplayLinkKit {
    /// UIKit's mode while a scroll view tracks a touch.
    static let tracking = RunLoop.Mode("UITrackingRunLoopMode")

    /// One callback: the link's timestamp, target timestamp and duration, and the clock's time.
    struct Frame: Equatable {
        var timestamp: CFTimeInterval
        var targetTimestamp: CFTimeInterval
        var duration: CFTimeInterval
        var now: CFTimeInterval
    }

    /// A display on a fresh manual clock at `start`, and a link on it that records its callbacks,
    /// added to the current run loop in `modes`.
    final class Fixture {
        let clock: ManualMediaClock
        let display: ManualDisplaySource
        var frames: [Frame] = []
        private(set) var link: CADisplayLink!

        init(start: CFTimeInterval = 1000, rate: Double = 60, modes: [RunLoop.Mode] = [.default]) {
            clock = ManualMediaClock(time: start)
            display = ManualDisplaySource(clock: clock, refreshRate: rate)
            let clock = clock
            link = CADisplayLink(source: display) { [unowned self] link in
                frames.append(Frame(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp,
                                    duration: link.duration, now: clock.currentTime))
            }
            for mode in modes { link.add(to: .current, forMode: mode) }
        }

        deinit { link.invalidate() }

        /// Moves the clock by `interval` and turns the run loop in `mode`.
        func advance(by interval: CFTimeInterval, in mode: RunLoop.Mode = .default) {
            clock.advance(by: interval)
            display.runDueCallbacks(in: mode)
        }
    }

    /// Makes `mode` one of the common modes of the current thread's run loop (Core Foundation's
    /// `CFRunLoopAddCommonMode`, which UIKit calls for its tracking mode), and gives it a source, as
    /// UIKit's mode has: Core Foundation does not run a mode that holds nothing (blocks waiting for the
    /// common modes do not count), so without one, running the mode would return at once.
    static func makeCommon(_ mode: RunLoop.Mode) {
        let idle = Timer(timeInterval: 1e9, repeats: false) { _ in }
        RunLoop.current.add(idle, forMode: mode)
        #if canImport(Darwin)
        CFRunLoopAddCommonMode(CFRunLoopGetCurrent(), CFRunLoopMode(mode.rawValue as CFString))
        #else
        // The name as Foundation passes modes to Core Foundation (a Swift NSString seen as a CFString).
        CFRunLoopAddCommonMode(CFRunLoopGetCurrent(), unsafeBitCast(NSString(string: mode.rawValue), to: CFString.self))
        #endif
    }
}

/// Sets the deprecated `frameInterval` through a protocol requirement that a deprecated member
/// witnesses, as code written for older SDKs does, without a deprecation warning here.
protocol FrameIntervalSetting: AnyObject {
    var frameInterval: Int { get set }
}

extension CADisplayLink: FrameIntervalSetting {}
#endif
