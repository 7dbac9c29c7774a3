import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// JavaScript statements rigs exported from After Effects use: `try`/`catch`/`finally`, `throw`
/// and `switch` (Ease and Wizz, the overshoot and bounce presets). Each expected value follows
/// from the statements' ECMAScript semantics, worked out by hand here.
@Suite struct LottieExpressionStatementTests {
    static func rotation(_ source: String, value: String = "0") throws -> (LottieProperty<[Double]>, LottieCompatibilityReport) {
        let (layer, report) = try LottieExpressionTests.read(LottieExpressionTests.expression(source, value: value))
        return (layer.transform.rotation, report)
    }

    /// The catch block runs with the thrown value, finally after either; a caught type error (the
    /// probe Ease and Wizz makes of a property's dimensions) is not reported.
    @Test func tryCatchAndFinally() throws {
        let source = """
            var $bm_rt = 0;
            try { $bm_rt += 1; throw 10; $bm_rt += 100; } catch (e) { $bm_rt += e; } finally { $bm_rt += 1000; }
            var dim = 1;
            try { key(1)[1].length; dim = 2; } catch (e) {}
            $bm_rt += dim * 10000;
            """
        let (rotation, report) = try Self.rotation(source, value: #"[{"t":0,"s":[0]},{"t":10,"s":[5]}]"#)
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(rotation.value(at: 0) == [1 + 10 + 1000 + 10000])
    }

    /// An error's message in the binding; a finally's return wins over the try block's; a try
    /// without a catch lets the error through (to the report, the property keeping its value 7).
    @Test func errorsMessagesReturnsAndUncaughtErrors() throws {
        let source = """
            function f() { try { return 1; } finally { return 2; } }
            var $bm_rt = f();
            try { undefinedThing(); } catch (e) { if (e.message == 'undefinedThing is not defined') { $bm_rt += 40; } }
            """
        let (rotation, report) = try Self.rotation(source)
        #expect(rotation.value(at: 0) == [42])
        // The catch ran on a name not found: reported, as likely a name this interpreter lacks.
        #expect(report.issues.count == 1 && report.issues[0].consequence.contains("try block stopped (undefinedThing is not defined)"))
        let (kept, uncaught) = try Self.rotation("var $bm_rt = 1; try { throw 'no'; } finally { $bm_rt = 2; }", value: "7")
        #expect(kept.value(at: 0) == [7])
        #expect(uncaught.issues.count == 1 && uncaught.issues[0].consequence.contains("uncaught exception: no"))
    }

    /// Running out of steps is not an error a catch block sees: the run ends, reported.
    @Test func theStepLimitIsNotCaught() throws {
        let (rotation, report) = try Self.rotation("var $bm_rt = 3; try { while (true) {} } catch (e) { $bm_rt = 5; }", value: "9")
        #expect(rotation.value(at: 0) == [9])
        #expect(report.issues.count == 1 && report.issues[0].consequence.contains("steps ran out"))
    }

    /// A switch runs from the first case strictly equal to its value (or default) until a break,
    /// falling through the cases between.
    @Test func switchFallsThroughUntilBreak() throws {
        let source = """
            function pick(x) {
                var r = 0;
                switch (x) {
                case 1: r += 1;
                case 2: r += 2; break;
                default: r += 100;
                case '3': r += 3;
                }
                return r;
            }
            var $bm_rt = pick(1) * 1 + pick(2) * 10 + pick(3) * 1000 + pick('3') * 100000;
            """
        let (rotation, report) = try Self.rotation(source)
        #expect(report.issues.isEmpty, "\(report.issues)")
        // pick(1) = 3, pick(2) = 2, pick(3) = 100 + 3 (no strict match: default, then on), pick('3') = 3.
        #expect(rotation.value(at: 0) == [3 + 20 + 103_000 + 300_000])
    }

    /// A string doubled in a loop stops at a megabyte, reported (a catch block does not see it),
    /// the property keeping its value; eval of what it builds too.
    @Test func runawayStringsAreStopped() throws {
        let (rotation, report) = try Self.rotation("var s = 'ab'; try { for (var i = 0; i < 40; i++) { s += s; } } catch (e) {} var $bm_rt = eval(s + '; 1');", value: "6")
        #expect(rotation.value(at: 0) == [6])
        #expect(report.issues.count == 1 && report.issues[0].consequence.contains("longer than"))
    }

    @Test func malformedStatementsAreReported() throws {
        for source in ["try { }", "var $bm_rt = 1; switch (1) { x: }", "try x catch (e) {}"] {
            let (_, report) = try Self.rotation(source)
            #expect(report.issues.count == 1, "\(source)")
        }
    }
}
