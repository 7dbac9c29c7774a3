#if !QUARTZCORE_COMPATIBILITY_TEST
// Recording contexts are an OpenCoreGraphics detail (package API); the state they track is Apple's.
import Foundation
import QuartzCoreTestSupport
import Testing
@testable import OpenCoreGraphics

/// Graphics-state tracking of CGContext: transform, path in user space, clip bounds, save/restore.
@Suite struct CGContextStateTests {
    func makeContext() -> CGContext { CGContext(recordingIn: CGRect(x: 0, y: 0, width: 100, height: 50)) }

    @Test func transformsConcatenateInFrontOfTheCTM() {
        let context = makeContext()
        #expect(context.ctm == .identity)
        context.translateBy(x: 10, y: 20)
        context.scaleBy(x: 2, y: 3)
        // Independent: user point (1, 1) is scaled first, then translated: (2 + 10, 3 + 20).
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 23))
        context.rotate(by: .pi / 2)
        // (1, 0) rotated a quarter turn counterclockwise is (0, 1), then scaled (0, 3), translated (10, 23).
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 0)).isApproximatelyEqual(to: CGPoint(x: 10, y: 23),
                                                                                         absoluteTolerance: 1e-12))
        context.concatenate(CGAffineTransform(translationX: 1, y: 0))
        // The origin moves to (1, 0) first, then as (1, 0) did above: (10, 23).
        #expect(context.convertToDeviceSpace(CGPoint.zero).isApproximatelyEqual(to: CGPoint(x: 10, y: 23),
                                                                                absoluteTolerance: 1e-12))
        #expect(context.userSpaceToDeviceSpaceTransform == context.ctm)
        #expect(context.convertToUserSpace(CGPoint(x: 10, y: 23)).isApproximatelyEqual(to: .zero, absoluteTolerance: 1e-12))
    }

    @Test func saveAndRestoreBracketTheState() {
        let context = makeContext()
        context.saveGState()
        context.translateBy(x: 5, y: 5)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.saveGState()
        context.scaleBy(x: 2, y: 2)
        context.restoreGState()
        #expect(context.ctm == CGAffineTransform(translationX: 5, y: 5))
        context.restoreGState()
        #expect(context.ctm == .identity)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        context.restoreGState()  // unbalanced: ignored
        #expect(context.ctm == .identity)
    }

    @Test func thePathStaysInDeviceSpaceAndReportsInUserSpace() {
        let context = makeContext()
        #expect(context.isPathEmpty)
        #expect(context.boundingBoxOfPath.isNull)
        #expect(context.currentPointOfPath == .zero)
        context.translateBy(x: 10, y: 0)
        context.move(to: CGPoint(x: 0, y: 0))
        context.addLine(to: CGPoint(x: 4, y: 2))
        #expect(!context.isPathEmpty)
        #expect(context.currentPointOfPath == CGPoint(x: 4, y: 2))
        // Moving user space afterwards does not move the points, which are at device (10, 0)-(14, 2):
        // the CTM now translates by 20, so in user space they are at device - 20.
        context.translateBy(x: 10, y: 0)
        #expect(context.currentPointOfPath == CGPoint(x: -6, y: 2))
        #expect(context.boundingBoxOfPath == CGRect(x: -10, y: 0, width: 4, height: 2))
        #expect(context.path?.boundingBox == CGRect(x: -10, y: 0, width: 4, height: 2))
        context.strokePath()
        #expect(context.isPathEmpty)
    }

    @Test func theCurrentPathIsNotPartOfTheGraphicsState() {
        let context = makeContext()
        context.saveGState()
        context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        context.restoreGState()
        #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 2, height: 2))
    }

    @Test func clipBoundsIntersectAndFollowTheCTM() {
        let context = makeContext()
        context.clip(to: CGRect(x: 10, y: 10, width: 50, height: 100))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 50, height: 40))
        context.scaleBy(x: 2, y: 2)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 5, y: 5, width: 25, height: 20))
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.clip()
        #expect(context.isPathEmpty)
        // Device ellipse box (0, 0, 20, 20) ∩ (10, 10, 50, 40) = (10, 10, 10, 10), user = half.
        #expect(context.boundingBoxOfClipPath == CGRect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func paintingRecordsOneCommandWithTheResolvedState() throws {
        let context = makeContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setAlpha(0.5)
        context.setBlendMode(.multiply)
        context.translateBy(x: 10, y: 0)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.strokePath()
        context.fillPath()  // empty path: nothing
        let commands = context.displayList.commands
        #expect(commands.count == 2)
        let first = try #require(commands.first)
        #expect(first.state.alpha == 0.5)
        #expect(first.state.blendMode == .multiply)
        guard case let .fill(path, rule, color) = first.operation else { Issue.record("not a fill"); return }
        #expect(rule == .winding)
        #expect(abs(color.red - 1) < 1e-9 && abs(color.green) < 1e-9 && abs(color.blue) < 1e-9 && color.alpha == 1)
        // The path is in device space: the rectangle moved by the translation.
        #expect(CGPath(elements: path).boundingBox == CGRect(x: 10, y: 0, width: 5, height: 5))
    }

    @Test func transparencyLayersResetAndRestoreState() {
        let context = makeContext()
        context.setAlpha(0.25)
        context.setShadow(offset: CGSize(width: 1, height: 1), blur: 2)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.saveGState()  // left unbalanced on purpose: ending the layer pops it
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.endTransparencyLayer()
        let commands = context.displayList.commands
        #expect(commands.count == 3)
        // The begin command carries the layer's compositing state; drawing inside has alpha 1, no shadow.
        #expect(commands[0].state.alpha == 0.25 && commands[0].state.shadow != nil)
        #expect(commands[1].state.alpha == 1 && commands[1].state.shadow == nil)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.displayList.commands.last?.state.alpha == 0.25)
    }

    @Test func defaultShadowIsBlackWithOneThirdAlpha() throws {
        // Apple documents black at 1/3 alpha for setShadow(offset:blur:).
        let context = makeContext()
        context.setShadow(offset: CGSize(width: 2, height: -3), blur: 4)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let shadow = try #require(context.displayList.commands.first?.state.shadow)
        #expect(shadow.offset == CGSize(width: 2, height: -3))
        #expect(abs(shadow.color.alpha - 1.0 / 3.0) < 1e-12)
        context.setShadow(offset: .zero, blur: 0, color: nil)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.displayList.commands.last?.state.shadow == nil)
    }
}
#endif
