import Foundation

/// Encodes PNG frames and writes them as files of a directory on worker threads, while the caller
/// renders the next frames, allocating nothing per frame once every slot has been used.
///
/// A fixed set of slots, each with a pixel buffer, a ``PNGEncoder`` and a file-name buffer made on
/// its first use, goes round: ``submit(_:number:)`` copies a frame into a free slot (waiting while
/// none is free, which bounds the memory held by frames waiting to be encoded), a worker encodes it
/// and writes its file through a descriptor of the directory (`openat`), and the slot is free again.
/// Each frame has its own file, so frames may be written in any order. The workers are threads
/// started once; an `NSCondition` (a mutex and a condition variable, neither of which allocates)
/// guards the slots' states.
///
/// With no worker threads (`workerCount` 0) each frame is encoded and written by ``submit(_:number:)``
/// itself, on the caller's thread: a render told to use one thread uses one core.
///
/// The first failure stops the work: ``submit(_:number:)`` and ``finish()`` throw it.
final class PNGFrameWriters: @unchecked Sendable {
    private let directory: Int32
    private let shownDirectory: String
    private let pattern: FileNamePattern
    private let straightener: PixelStraightener
    private let slots: [PNGFrameSlot]
    private let condition = NSCondition()
    /// Free slots (a stack) and slots waiting for a worker (a ring of `readyCount` from `readyStart`),
    /// by index; both hold at most the slot count, so they never grow.
    private var free: [Int]
    private var ready: [Int]
    private var readyStart = 0
    private var readyCount = 0
    private var running = 0
    private var stopped = false
    private var failure: (any Error)?

    /// Writers into the open directory `directory` (a descriptor the caller keeps open until
    /// ``finish()`` or ``cancel()`` returns), shown in messages as `shownDirectory`, naming frames by
    /// `pattern`, with `slotCount` slots and `workerCount` threads (0: frames are written by
    /// ``submit(_:number:)`` itself).
    init(directory: Int32, shownDirectory: String, pattern: FileNamePattern, straightener: PixelStraightener,
         slotCount: Int, workerCount: Int) {
        self.directory = directory
        self.shownDirectory = shownDirectory
        self.pattern = pattern
        self.straightener = straightener
        let count = max(1, slotCount)
        slots = (0..<count).map { _ in PNGFrameSlot(nameCapacity: pattern.maximumNameLength + 1) }
        free = Array((0..<count).reversed())
        ready = Array(repeating: 0, count: count)
        running = max(0, min(workerCount, count))
        for _ in 0..<running {
            let thread = Thread { [self] in work() }
            thread.name = "ca-render PNG writer"
            thread.start()
        }
    }

    /// Copies `frame` into a free slot, to be written as frame `number`; waits while every slot is
    /// busy. Throws the first failure of an earlier frame.
    func submit(_ frame: FramePixels, number: Int) throws {
        condition.lock()
        while free.isEmpty, failure == nil { condition.wait() }
        if let failure {
            condition.unlock()
            throw failure
        }
        let index = free.removeLast()
        condition.unlock()
        slots[index].load(frame, number: number)
        if running == 0 {
            // No workers: this thread writes the frame now.
            do {
                try write(slots[index])
            } catch {
                condition.lock()
                failure = failure ?? error
                free.append(index)
                condition.unlock()
                throw error
            }
            condition.lock()
            free.append(index)
            condition.unlock()
            return
        }
        condition.lock()
        ready[(readyStart + readyCount) % slots.count] = index
        readyCount += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every submitted frame is written, then stops the workers; throws the first failure.
    func finish() throws {
        condition.lock()
        while free.count < slots.count { condition.wait() }
        condition.unlock()
        stop()
        if let failure { throw failure }
    }

    /// Drops the frames no worker has started, waits for the ones being written, and stops the workers.
    func cancel() {
        condition.lock()
        for offset in 0..<readyCount { free.append(ready[(readyStart + offset) % slots.count]) }
        readyCount = 0
        condition.unlock()
        stop()
    }

    private func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        condition.unlock()
    }

    /// A worker's loop: takes the oldest ready slot, writes its frame, frees it; ends when stopped.
    private func work() {
        condition.lock()
        while true {
            while readyCount == 0, !stopped { condition.wait() }
            if stopped, readyCount == 0 { break }
            let index = ready[readyStart]
            readyStart = (readyStart + 1) % slots.count
            readyCount -= 1
            let skip = failure != nil
            condition.unlock()
            var error: (any Error)?
            if !skip {
                do { try write(slots[index]) } catch let thrown { error = thrown }
            }
            condition.lock()
            if let error, failure == nil { failure = error }
            free.append(index)
            condition.broadcast()
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Encodes the slot's frame and writes it to its file.
    private func write(_ slot: PNGFrameSlot) throws {
        let encoder = try slot.encoder()
        let nameLength = pattern.write(slot.number, into: slot.name)
        try encoder.encode(slot.pixels, straightener: straightener) { bytes in
            try PNGFrameSlot.write(bytes, in: directory, name: slot.name.baseAddress!) {
                "cannot write \(shownDirectory)/\(String(decoding: UnsafeBufferPointer(rebasing: slot.name[0..<nameLength]), as: UTF8.self)): \($0)"
            }
        }
    }
}
