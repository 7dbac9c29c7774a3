#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// Over the frame it drew last, the software compositor draws only the rows whose ops differ from
/// the last frame's (``RasterRecording/damagedRows()``). The pixels must not depend on it: every
/// frame drawn over the one before is compared byte for byte with the same frame drawn alone by a
/// fresh renderer, and the rows drawn are checked against the scene's geometry. The rows a renderer
/// reports changed (`CARenderer.lastChangedRows`) are checked against the bytes.
@Suite struct DamageTrackingTests {
    /// Random trees with running animations (``RandomScene``: every kind of layer, effect, clip,
    /// mask and transition the differential tests draw), drawn at eleven times in a row, on one
    /// thread and on three bands of rows.
    @Test(arguments: 0..<40)
    func framesDrawnOverTheLastAreTheFramesDrawnAlone(seed: Int) {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let (width, height) = (DifferentialRenderingTests.width, DifferentialRenderingTests.height)
            let root = RandomScene.committedRoot(seed: UInt64(seed), width: width, height: height)
            for threads in [1, 3] {
                let renderer = Self.renderer(root, width: width, height: height, threads: threads)
                var before: [UInt8]?
                for step in 0...10 {
                    let time = Double(step) * 0.15
                    let kept = Frames.draw(renderer, at: time)
                    let alone = Frames.render(root, width: width, height: height, at: time, software: true,
                                              format: Frames.bgra, threads: threads)
                    #expect(kept == alone, "seed \(seed), \(threads) thread(s), frame at \(time)")
                    // The rows the renderer says it changed (`lastChangedRows`, which ca-render's
                    // digests trust): every other row is the frame before's, byte for byte.
                    if let before, let changed = renderer.lastChangedRows {
                        let rowBytes = renderer.context.bytesPerRow
                        let same = (0..<height).filter { !changed.contains($0) }
                            .allSatisfy { kept[($0 * rowBytes)..<(($0 + 1) * rowBytes)] == before[($0 * rowBytes)..<(($0 + 1) * rowBytes)] }
                        #expect(same, "seed \(seed), \(threads) thread(s), rows outside \(changed) changed at \(time)")
                    } else if before != nil {
                        Issue.record("seed \(seed): the software compositor drew, yet the changed rows are unknown")
                    }
                    before = kept
                }
            }
        }
    }

    /// A white root, a still card, and a 10 x 10 square whose centre moves down from y 15 to 35
    /// over two seconds (linearly: a basic animation's default timing).
    static func movingSquare() -> CALayer {
        LayerTestHarness.withoutActions {
            let root = Frames.solid(CGRect(x: 0, y: 0, width: 80, height: 60), 1, 1, 1)
            root.addSublayer(Frames.solid(CGRect(x: 4, y: 4, width: 30, height: 50), 0.2, 0.5, 0.9, cornerRadius: 4))
            let square = Frames.solid(CGRect(x: 50, y: 10, width: 10, height: 10), 0.9, 0.3, 0.1)
            Frames.animate(square, "position.y", from: 15.0, to: 35.0, duration: 2)
            root.addSublayer(square)
            return root
        }
    }

    /// From 0.5 s (the square over rows 15..<25) to 1 s (rows 20..<30), only rows 15..<30 change:
    /// those are drawn, across the frame's width, and nothing else but the row on either side that
    /// a fill's bounds keep for its anti-aliased edge.
    @Test func onlyTheRowsThatChangeAreDrawn() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.movingSquare()
            CATransaction.flush()
            let renderer = Self.renderer(root, width: 80, height: 60)
            _ = Frames.draw(renderer, at: 0.5)
            #expect(renderer.compositor.lastDamage == PixelRect(x0: 0, y0: 0, x1: 80, y1: 60))
            let kept = Frames.draw(renderer, at: 1)
            let damage = renderer.compositor.lastDamage
            #expect(damage.x0 == 0 && damage.x1 == 80 && (14...15).contains(damage.y0) && (30...31).contains(damage.y1),
                    "damage \(damage)")
            #expect(kept == Frames.render(root, width: 80, height: 60, at: 1, software: true, format: Frames.bgra))
            // Marked for a full update, the frame is drawn whole.
            _ = Frames.draw(renderer, at: 1.5, inFull: true)
            #expect(renderer.compositor.lastDamage == PixelRect(x0: 0, y0: 0, x1: 80, y1: 60))
        }
    }

    /// A shadow is drawn through Cairo, which clipped at another row may round a pixel
    /// differently: when the changed rows reach it, all of its rows are drawn.
    @Test func aCairoStepTheRowsReachIsDrawnWhole() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.movingSquare()
            LayerTestHarness.withoutActions {
                let card = Frames.solid(CGRect(x: 40, y: 26, width: 30, height: 24), 0.3, 0.3, 0.3)
                card.shadowOpacity = 1
                card.shadowRadius = 2
                card.shadowOffset = CGSize(width: 0, height: 3)
                root.addSublayer(card)
            }
            CATransaction.flush()
            let renderer = Self.renderer(root, width: 80, height: 60)
            _ = Frames.draw(renderer, at: 0.5)
            let kept = Frames.draw(renderer, at: 1)
            let damage = renderer.compositor.lastDamage
            let shadow = renderer.compositor.recorder.recording.steps.first?.bounds
            #expect(shadow != nil)
            if let shadow {
                // The square's rows 15..<30 (and the row either side) reach the shadow's first rows,
                // not its last: the shadow is drawn whole.
                #expect(shadow.y0 > 15 && shadow.y0 < 30 && shadow.y1 > 31, "shadow \(shadow)")
                #expect((14...15).contains(damage.y0) && damage.y1 == shadow.y1, "damage \(damage), shadow \(shadow)")
            }
            #expect(kept == Frames.render(root, width: 80, height: 60, at: 1, software: true, format: Frames.bgra))
        }
    }

    /// A path that did not move keeps its edges from frame to frame, byte for byte: an edge has no
    /// padding for the memory's old bytes to show through.
    @Test func aStillPathIsSeenAsTheSame() {
        // Its stored properties fill all of its bytes (Int32 and Int64 fields).
        let fields = Mirror(reflecting: PathEdge(x0: 10, y0: 20, x1: 300, y1: 700)!).children.map { child -> Int in
            switch child.value {
            case is Int32: 4
            case is Int64: 8
            default: 0
            }
        }
        #expect(fields.reduce(0, +) == MemoryLayout<PathEdge>.size)
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.movingSquare()
            LayerTestHarness.withoutActions {
                let shape = CAShapeLayer()
                shape.frame = CGRect(x: 0, y: 30, width: 40, height: 30)
                let path = CGMutablePath()
                path.addEllipse(in: CGRect(x: 2, y: 2, width: 36, height: 26))
                shape.path = path.copy()
                shape.fillColor = CGColor(srgbRed: 0.1, green: 0.6, blue: 0.2, alpha: 1)
                root.addSublayer(shape)
            }
            CATransaction.flush()
            let renderer = Self.renderer(root, width: 80, height: 60)
            _ = Frames.draw(renderer, at: 0.5)
            _ = Frames.draw(renderer, at: 1)
            let paths = renderer.compositor.recorder.recording.ops.compactMap { op -> PathDraw? in
                if case .path(let draw) = op { draw } else { nil }
            }
            #expect(paths.count == 1)
            let stable = paths.filter { $0.isStable }.count
            #expect(stable == paths.count)
        }
    }

    /// A still shape's fill keeps its edges from the frame before (``KeptFillEdges``), copied rather
    /// than flattened again; a new path is flattened (a commit hands the render tree a path of its
    /// own, so a mutable path set on the layer is kept too). The pixels are the frame's drawn alone.
    @Test(arguments: [false, true])
    func aStillFillKeepsItsEdges(mutable: Bool) {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.movingSquare()
            let shape = CAShapeLayer()
            func ellipse(_ width: CGFloat) -> CGPath {
                let path = CGMutablePath()
                path.addEllipse(in: CGRect(x: 2, y: 2, width: width, height: 26))
                return mutable ? path : path.copy()!
            }
            LayerTestHarness.withoutActions {
                shape.frame = CGRect(x: 0, y: 30, width: 40, height: 30)
                shape.path = ellipse(36)
                shape.fillColor = CGColor(srgbRed: 0.1, green: 0.6, blue: 0.2, alpha: 1)
                root.addSublayer(shape)
            }
            CATransaction.flush()
            let renderer = Self.renderer(root, width: 80, height: 60)
            var copies: [Int] = []
            for time in [0.5, 1, 1.5, 2] {
                if time == 1.5 {
                    LayerTestHarness.withoutActions { shape.path = ellipse(30) }
                    CATransaction.flush()
                }
                let kept = Frames.draw(renderer, at: time)
                #expect(kept == Frames.render(root, width: 80, height: 60, at: time, software: true, format: Frames.bgra))
                copies.append(renderer.compositor.recorder.fills.copied)
            }
            // Flattened, copied, flattened (a new path), copied.
            #expect(copies == [0, 1, 1, 2])
        }
    }

    /// Strips start wherever the changed rows start, and a band keeps a coverage slot per strip
    /// and path: slots no fill asked for lately are let go, so they do not pile up over a long run.
    @Test func coverageSlotsDoNotPileUp() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            // A square crossing a 40 x 240 frame top to bottom over a translucent shape as tall:
            // the changed rows start at a new row nearly every frame.
            let root = LayerTestHarness.withoutActions {
                let root = Frames.solid(CGRect(x: 0, y: 0, width: 40, height: 240), 1, 1, 1)
                let shape = CAShapeLayer()
                shape.frame = root.bounds
                shape.path = CGPath(rect: CGRect(x: 5, y: 0, width: 30, height: 240), transform: nil)
                shape.fillColor = CGColor(srgbRed: 0.1, green: 0.6, blue: 0.2, alpha: 0.5)
                root.addSublayer(shape)
                let square = Frames.solid(CGRect(x: 15, y: 0, width: 10, height: 10), 0.9, 0.3, 0.1)
                Frames.animate(square, "position.y", from: 5.0, to: 235.0, duration: 2)
                root.addSublayer(square)
                return root
            }
            CATransaction.flush()
            let renderer = Self.renderer(root, width: 40, height: 240)
            for step in 0..<400 { _ = Frames.draw(renderer, at: Double(step) * 0.005) }
            let slots = renderer.compositor.bands.reduce(0) { $0 + $1.coverageSlots.count }
            #expect(slots <= 2 * 64 + 2, "\(slots) slots")
        }
    }

    static func renderer(_ root: CALayer, width: Int, height: Int, threads: Int = 1) -> CARenderer {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: Frames.bgra)!
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.rasterizationThreads = threads
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        return renderer
    }
}
#endif
