import CARenderScene
import Foundation

/// Draws the frames of a batch on `jobs` threads at once: the caller's and `jobs - 1` threads started
/// once for the whole render, so that drawing a batch allocates nothing (Dispatch's
/// `concurrentPerform` allocates a continuation now and then).
///
/// Each batch draws the frames its renderers have begun, the renderers `0..<count` of those given at
/// creation; a thread takes the next frame not taken under a lock (an `NSCondition`: a mutex and a
/// condition variable), so a slow frame does not hold the others back. ``draw(count:)`` returns when
/// every frame of the batch is drawn; ``stop()`` ends the threads.
final class DrawingThreads: @unchecked Sendable {
    private let renderers: [CARenderer]
    private let condition = NSCondition()
    private var count = 0
    private var next = 0
    private var finished = 0
    private var round = 0
    private var running = 0
    private var stopped = false

    /// Threads drawing with `renderers` (each used by one thread at a time), `jobs` at once.
    init(renderers: [CARenderer], jobs: Int) {
        self.renderers = renderers
        running = max(0, min(jobs, renderers.count) - 1)
        for _ in 0..<running {
            let thread = Thread { [self] in work() }
            thread.name = "ca-render drawing"
            thread.start()
        }
    }

    /// Draws the frames begun on the first `count` renderers, then ends them (`endFrame()`).
    func draw(count: Int) {
        condition.lock()
        self.count = count
        next = 0
        finished = 0
        round += 1
        condition.broadcast()
        condition.unlock()
        takeFrames()
        condition.lock()
        while finished < count { condition.wait() }
        condition.unlock()
    }

    /// Ends the threads, once the batch being drawn is done.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        condition.unlock()
    }

    /// Draws frames of the current batch until none is left to take.
    private func takeFrames() {
        while true {
            condition.lock()
            guard next < count else {
                condition.unlock()
                return
            }
            let index = next
            next += 1
            condition.unlock()
            let renderer = renderers[index]
            renderer.render()
            renderer.endFrame()
            condition.lock()
            finished += 1
            if finished == count { condition.broadcast() }
            condition.unlock()
        }
    }

    /// A thread's loop: waits for a batch, helps draw it, until stopped.
    private func work() {
        var seen = 0
        condition.lock()
        while true {
            while round == seen, !stopped { condition.wait() }
            if stopped { break }
            seen = round
            condition.unlock()
            takeFrames()
            condition.lock()
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }
}
