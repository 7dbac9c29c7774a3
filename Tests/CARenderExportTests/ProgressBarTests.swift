import CARenderExport
import Foundation
import Testing

/// The progress bar's text and its redrawing, timed by a manual clock.
@Suite struct ProgressBarTests {
    @Test func lineShowsBarCountSpeedAndTimeLeft() {
        // 42 of 120 after 0.733 s: 42 / 0.733 = 57.3 fps; 78 left at that speed = 1.36 s; 42 × 10 / 120 = 3 cells.
        #expect(ProgressBar.line(completed: 42, total: 120, elapsed: 0.733, barWidth: 10)
                    == "[###       ] 42/120 frames  57.3 fps  1.4 s left")
        #expect(ProgressBar.line(completed: 0, total: 120, elapsed: 0, barWidth: 10) == "[          ] 0/120 frames")
        #expect(ProgressBar.line(completed: 120, total: 120, elapsed: 2.0, barWidth: 10, final: true)
                    == "[##########] 120/120 frames  60.0 fps  2.0 s")
    }

    @Test func durationsReadNaturally() {
        #expect(ProgressBar.duration(1.44) == "1.4 s")
        #expect(ProgressBar.duration(125) == "2 min 05 s")
        #expect(ProgressBar.duration(3720) == "1 h 02 min")
    }

    @Test func redrawsAtMostTenTimesASecondAndEndsWithTheFinalLine() throws {
        let pipe = Pipe()
        let clock = ManualClock()
        let bar = ProgressBar(total: 4, enabled: true, output: pipe.fileHandleForWriting) { clock.now }
        clock.now = 0.5
        bar.advance()                 // drawn: the first
        clock.now = 0.55
        bar.advance()                 // skipped: 0.05 s after the last
        clock.now = 0.7
        bar.advance()                 // drawn
        clock.now = 0.71
        bar.advance()                 // drawn: the last frame
        clock.now = 1.0
        bar.finish()
        bar.finish()                  // nothing more
        try pipe.fileHandleForWriting.close()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let draws = text.split(separator: "\r", omittingEmptySubsequences: true)
        #expect(draws.count == 4)
        #expect(draws.first == "[#####               ] 1/4 frames  2.0 fps  1.5 s left\u{1B}[K")
        // Final: 4 frames in 1.0 s.
        #expect(draws.last == "[####################] 4/4 frames  4.0 fps  1.0 s\u{1B}[K\n")
    }

    @Test func disabledBarWritesNothing() throws {
        let pipe = Pipe()
        let bar = ProgressBar(total: 3, enabled: false, output: pipe.fileHandleForWriting) { 0 }
        bar.advance(by: 3)
        bar.finish()
        try pipe.fileHandleForWriting.close()
        #expect(pipe.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    @Test func concurrentAdvancesAreAllCounted() async throws {
        let pipe = Pipe()
        let clock = ManualClock()
        let bar = ProgressBar(total: 1000, enabled: true, output: pipe.fileHandleForWriting) { clock.now }
        clock.now = 5
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<10 { group.addTask { for _ in 0..<100 { bar.advance() } } }
        }
        bar.finish()
        try pipe.fileHandleForWriting.close()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.hasSuffix("1000/1000 frames  200.0 fps  5.0 s\u{1B}[K\n"))
    }
}
