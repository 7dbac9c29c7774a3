import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// The JSON reader of the Lottie reader: Foundation's values, located errors, and no crash on
/// deeply nested or broken input.
@Suite struct LottieJSONTests {
    private func root(_ text: String) throws -> LottieNode {
        LottieNode(root: try LottieJSON(parsing: Data(text.utf8), file: "t.json"))
    }

    /// Numbers are correctly rounded (as `strtod`); a whole number is an integer, as Foundation
    /// reads it (so `-0` is 0). Foundation reads 17-digit numbers as `NSDecimalNumber`, whose
    /// `doubleValue` may be one ulp off: those differ from Foundation by that ulp.
    @Test func numbersAreCorrectlyRounded() throws {
        let texts = ["0", "-0", "1", "-17", "3.25", "0.1", "1e3", "-2.5E-3", "123456789012345678", "1.7976931348623157e308",
                     "4.9e-324", "0.30000000000000004", "2.2250738585072014e-308", "1e-400", "9007199254740993.5", "0.16666666666666666"]
        let node = try root("[" + texts.joined(separator: ",") + "]")
        for (element, text) in zip(try node.elements(), texts) {
            let expected = text == "-0" ? 0 : try #require(Double(text))
            #expect(try element.number().bitPattern == expected.bitPattern, "\(element.path)")
        }
    }

    @Test func stringsAreDecodedWithTheirEscapes() throws {
        let node = try root(#"{"a\u0062":1,"ab":2}"#)
        #expect(try node.required("ab").number() == 2)
        let object = try root(#"{"s":"x\"\\\/\n\u00e9\ud83d\ude00y"}"#)
        #expect(try object.required("s").string() == "x\"\\/\n\u{e9}\u{1F600}y")
    }

    @Test func aRepeatedKeyKeepsItsLastValueAndPathsAreLocated() throws {
        let node = try root(#"{"a":1,"b":[0,{"c":[5,6]}],"a":2}"#)
        #expect(try node.required("a").number() == 2)
        let c = try node.required("b").elements()[1].required("c").elements()[1]
        #expect(c.path == "$.b[1].c[1]")
        #expect(node["missing"] == nil && !node.flag("missing") && node.flag("a"))
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "[01]", "[1.]", "\"\u{01}\"", "[\"\\x\"]", "tru", "{} x", "[1e]", "{\"a\":1,}"])
    func brokenJSONIsLocated(_ text: String) {
        #expect(throws: LottieError.self) { try root(text) }
        do { _ = try root(text) } catch let error as LottieError {
            #expect(error.jsonPath == "$" && error.message.hasPrefix("not valid JSON") && error.message.contains("line 1, column"))
        } catch {}
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        for text in [String(repeating: "[", count: 200_000), String(repeating: "{\"a\":", count: 100_000)] {
            do { _ = try root(text); Issue.record("parsed") } catch let error as LottieError {
                #expect(error.message.contains("nested more than 512 deep"))
            } catch { Issue.record("\(error)") }
        }
        #expect(throws: Never.self) { try root(String(repeating: "[", count: 500) + String(repeating: "]", count: 500)) }
    }
}
