import _CSDL2
import Foundation
import OpenQuartzCoreDisplay
import QuartzCoreTestSupport
import Testing

/// Pointer and key events reach layers through hit testing on the presentation tree.
@Suite(.serialized, .enabled(if: displayAvailable, "needs DISPLAY or Xvfb"))
struct DisplayInputTests {
    @Test func aClickChangesWhatIsDrawnAsTheHandlerSays() throws {
        try VirtualDisplay.withDisplay {
            let (root, square) = DisplayTest.tree(clock: ManualMediaClock(time: 0))
            let host = try DisplayHost(layer: root, options: DisplayTest.options(title: "click"), displayClock: SteppedDisplayClock())
            var events: [PointerEvent] = []
            host.setPointerHandler({ event in
                events.append(event)
                if event.phase == .up {
                    CATransaction.setDisableActions(true)
                    square.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
                }
            }, for: square)
            let before = try #require(host.stepCapturing().image)
            #expect(DisplayTest.Pixels(before)[40, 50] == (0, 0, 255))
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONDOWN, x: 30, y: 45)
            SyntheticInput.pushMouse(SDL_MOUSEMOTION, x: 36, y: 47)
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONUP, x: 36, y: 47)
            let after = try #require(host.stepCapturing().image)
            #expect(events.map(\.phase) == [.down, .moved, .up])
            // The square's frame is (20, 30, 40, 40): window (30, 45) is (10, 15) in its bounds.
            #expect(events.first?.location == CGPoint(x: 10, y: 15))
            #expect(events.last?.location == CGPoint(x: 16, y: 17))
            #expect(events.last?.locationInWindow == CGPoint(x: 36, y: 47))
            #expect(DisplayTest.Pixels(after)[40, 50] == (255, 0, 0))
        }
    }

    @Test func hitTestingUsesThePresentationTree() throws {
        try VirtualDisplay.withDisplay {
            let (root, square) = DisplayTest.tree(clock: ManualMediaClock(time: 0))
            let host = try DisplayHost(layer: root, options: DisplayTest.options(title: "presentation"), displayClock: SteppedDisplayClock())
            var hits: [CGPoint] = []
            host.setPointerHandler({ if $0.phase == .down { hits.append($0.location) } }, for: square)
            MediaClockContext.withClock(host.clock) {
                // The model stays at x = 40 (centre); the presentation moves 80 points right.
                let shift = CABasicAnimation(keyPath: "position.x")
                shift.fromValue = 120
                shift.toValue = 120
                shift.duration = 100
                square.add(shift, forKey: "shift")
                CATransaction.flush()
            }
            host.step()
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONDOWN, x: 30, y: 45)     // the model's place: nothing shown there
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONUP, x: 30, y: 45)
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONDOWN, x: 110, y: 45)    // where the square is shown
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONUP, x: 110, y: 45)
            host.step()
            #expect(hits == [CGPoint(x: 10, y: 15)])
        }
    }

    @Test func keysReachTheFocusedLayerThenTheHost() throws {
        try VirtualDisplay.withDisplay {
            let (root, square) = DisplayTest.tree(clock: ManualMediaClock(time: 0))
            let host = try DisplayHost(layer: root, options: DisplayTest.options(title: "keys"), displayClock: SteppedDisplayClock())
            var layerKeys: [KeyEvent.Key] = [], hostKeys: [KeyEvent.Key] = []
            host.setKeyHandler({ event in
                layerKeys.append(event.key)
                return event.key == .space
            }, for: square)
            host.keyHandler = { hostKeys.append($0.key) }
            SyntheticInput.pushKey(SDLK_l)
            host.step()
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONDOWN, x: 30, y: 45)
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONUP, x: 30, y: 45)
            SyntheticInput.pushKey(SDLK_SPACE)
            SyntheticInput.pushKey(SDLK_LEFT)
            host.step()
            #expect(layerKeys == [.space, .left])
            #expect(hostKeys == [KeyEvent.Key("l"), .left])
        }
    }

    @Test func aTouchIsAPointerWithItsFinger() throws {
        try VirtualDisplay.withDisplay {
            let (root, square) = DisplayTest.tree(clock: ManualMediaClock(time: 0))
            let host = try DisplayHost(layer: root, options: DisplayTest.options(title: "touch"), displayClock: SteppedDisplayClock())
            var events: [PointerEvent] = []
            host.setPointerHandler({ events.append($0) }, for: square)
            // Touch positions are fractions of the window: (30, 45) and (50, 60) of 160 x 120.
            for (type, x, y) in [(SDL_FINGERDOWN, 30.0, 45.0), (SDL_FINGERMOTION, 50.0, 60.0), (SDL_FINGERUP, 50.0, 60.0)] {
                var event = SDL_Event()
                event.tfinger.type = type.rawValue
                event.tfinger.fingerId = 7
                event.tfinger.x = Float(x / 160)
                event.tfinger.y = Float(y / 120)
                SDL_PushEvent(&event)
            }
            host.step()
            #expect(events.map(\.phase) == [.down, .moved, .up])
            #expect(events.allSatisfy { $0.kind == .touch(finger: 7) })
            #expect(events.first.map { abs($0.location.x - 10) < 1e-3 && abs($0.location.y - 15) < 1e-3 } == true)
            #expect(events.last.map { abs($0.location.x - 30) < 1e-3 && abs($0.location.y - 30) < 1e-3 } == true)
        }
    }

    @Test func losingFocusCancelsTheGesture() throws {
        try VirtualDisplay.withDisplay {
            let (root, square) = DisplayTest.tree(clock: ManualMediaClock(time: 0))
            let host = try DisplayHost(layer: root, options: DisplayTest.options(title: "cancel"), displayClock: SteppedDisplayClock())
            var phases: [PointerEvent.Phase] = []
            // The server's own pointer may report motion too: only the gesture's ends matter here.
            host.setPointerHandler({ if $0.phase != .moved { phases.append($0.phase) } }, for: square)
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONDOWN, x: 30, y: 45)
            host.step()
            host.cancelPointers()
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONUP, x: 30, y: 45)
            host.step()
            #expect(phases == [.down, .cancelled])
        }
    }
}
