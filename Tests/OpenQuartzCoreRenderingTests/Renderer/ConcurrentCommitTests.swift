#if !QUARTZCORE_COMPATIBILITY_TEST
import Dispatch
import Foundation
import QuartzCoreTestSupport
import Synchronization
import Testing
@testable import OpenQuartzCoreRendering

/// The model changes and commits on one thread while other threads render committed frames, as
/// `ca-render` and a display host do: no data race (CI runs this suite under ThreadSanitizer,
/// `swift test --sanitize=thread --filter ConcurrentCommitTests`), and every frame rendered is the
/// frame of one committed state, never a mix of two commits.
@Suite struct ConcurrentCommitTests {
    static let size = 32, cells = 4

    /// The state commit `k` makes: every cell the colour whose red and green levels spell k (exact
    /// in 8 bits: level l is l / 255), and the whole grid shifted right by k mod 3 pixels.
    static func apply(_ k: Int, to cells: [CALayer]) {
        for (index, cell) in cells.enumerated() {
            let x = CGFloat(index % Self.cells * 8 + k % 3), y = CGFloat(index / Self.cells * 8)
            cell.frame = CGRect(x: x, y: y, width: 6, height: 6)
            cell.backgroundColor = CGColor(srgbRed: CGFloat(k % 256) / 255, green: CGFloat(k / 256) / 255, blue: 1, alpha: 1)
        }
    }

    /// The frame's bytes, and the k its first cell shows (from its colour).
    static func render(_ renderer: CARenderer, _ context: CGContext) -> (k: Int, bytes: [UInt8]) {
        renderer.beginFrame(atTime: 0, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        let bytes = Array(UnsafeBufferPointer(start: context.data!.assumingMemoryBound(to: UInt8.self),
                                              count: context.bytesPerRow * context.height))
        // Premultiplied BGRA in memory; the first cell's centre is at (3 + shift, 3): read column 4.
        let offset = 3 * context.bytesPerRow + 4 * 4
        return (Int(bytes[offset + 2]) + 256 * Int(bytes[offset + 1]), bytes)
    }

    static func makeRenderer(for root: CALayer) -> (CARenderer, CGContext) {
        let context = CGContext(data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: Frames.bgra)!
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        return (renderer, context)
    }

    @Test func renderersOnOtherThreadsSeeWholeCommits() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let (root, cells) = LayerTestHarness.withoutActions { () -> (CALayer, [CALayer]) in
                let root = CALayer()
                root.frame = CGRect(x: 0, y: 0, width: Self.size, height: Self.size)
                root.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
                let cells = (0..<Self.cells * Self.cells).map { _ in CALayer() }
                cells.forEach(root.addSublayer)
                Self.apply(0, to: cells)
                return (root, cells)
            }
            let commits = 150, threads = 3
            let stop = Atomic<Bool>(false)
            let frames = RenderedFrames()
            let shared = UncheckedBox(root)
            let group = DispatchGroup()
            for _ in 0..<threads {
                group.enter()
                Thread {
                    let (renderer, context) = Self.makeRenderer(for: shared.value)
                    var kept: [(k: Int, bytes: [UInt8])] = []
                    while !stop.load(ordering: .acquiring) {
                        let frame = Self.render(renderer, context)
                        if kept.count < 60, kept.last?.k != frame.k { kept.append(frame) }
                    }
                    kept.append(Self.render(renderer, context))
                    frames.append(kept)
                    group.leave()
                }.start()
            }
            for k in 1...commits {
                LayerTestHarness.withoutActions { Self.apply(k, to: cells) }
                if k % 10 == 0 { Thread.sleep(forTimeInterval: 0.001) }
            }
            stop.store(true, ordering: .releasing)
            group.wait()
            let rendered = frames.all
            #expect(rendered.count >= threads)
            // The last frame of each thread came after the last commit.
            #expect(rendered.contains { $0.k == commits })
            // Each frame is the frame of the commit its first cell names, drawn here afresh.
            let (reference, context) = Self.makeRenderer(for: root)
            var checked = Set<Int>()
            for frame in rendered.sorted(by: { $0.k < $1.k }) {
                #expect((0...commits).contains(frame.k), "a frame shows no committed state")
                if !checked.contains(frame.k) {
                    LayerTestHarness.withoutActions { Self.apply(frame.k, to: cells) }
                    checked.insert(frame.k)
                }
                #expect(Self.render(reference, context).bytes == frame.bytes, "frame of commit \(frame.k) mixes commits")
            }
        }
    }
}

/// The frames the rendering threads kept, collected under an `NSLock`. (Not `Synchronization.Mutex`:
/// on Linux it waits with raw futex calls, which ThreadSanitizer does not see, so it reported the
/// appends of two threads finishing together as a race.)
final class RenderedFrames: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [(k: Int, bytes: [UInt8])] = []

    func append(_ kept: [(k: Int, bytes: [UInt8])]) {
        lock.lock()
        frames += kept
        lock.unlock()
    }

    var all: [(k: Int, bytes: [UInt8])] {
        lock.lock()
        defer { lock.unlock() }
        return frames
    }
}
#endif
