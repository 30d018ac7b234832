import AltitudeSimTestSupport
import Foundation
import Testing

@testable import Reports

@Suite("JSON summary")
struct JSONReportTests {
    static let json = JSONReport.render(JUnitReportTests.document())

    @Test("Parses as one object with the documented top-level keys")
    func parses() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.json.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "formatVersion", "title", "generatedBy", "engine", "verdict", "seeds", "counts", "scenarios",
            ])
        #expect(object["verdict"] as? String == "error")
        #expect(object["engine"] as? String == "built-in AltitudeEngine")
        #expect(object["seeds"] as? [Int] == [1, 2, 3])
        let counts = try #require(object["counts"] as? [String: Int])
        #expect(counts == ["total": 4, "passed": 2, "failed": 1, "error": 1])
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == 4)
        let failing = scenarios[2]
        #expect(failing["verdict"] as? String == "failed")
        #expect(failing["traceHash"] as? String == "9f2c4e1a")
        let accuracy = try #require(failing["accuracy"] as? [String: Any])
        #expect(accuracy["p80AbsHAEErrorMeters"] as? Double == 1.42)
        let expectations = try #require(failing["expectations"] as? [[String: Any]])
        #expect(expectations.map { $0["passed"] as? Bool } == [false, false, true])
        #expect((expectations[0]["detailLines"] as? [String])?.last == "actual: 11 <oops> & \"quotes\"")
        #expect(scenarios[0]["errorMessage"] is NSNull)
    }

    @Test("Keys are sorted in every object, and output is byte-stable")
    func sorted() {
        let nested = JSONValue.object([
            "b": .array([.object(["z": .null, "a": .bool(true)])]), "B": .integer(1), "a": .string("x"),
        ])
        #expect(
            nested.serialized() == """
                {
                  "B": 1,
                  "a": "x",
                  "b": [
                    {
                      "a": true,
                      "z": null
                    }
                  ]
                }
                """)
        let topLevel = ["counts", "formatVersion", "generatedBy", "scenarios", "seeds", "title", "verdict"]
        let positions = topLevel.compactMap { Self.json.range(of: "\n  \"\($0)\":")?.lowerBound }
        #expect(positions.count == topLevel.count)
        #expect(positions == positions.sorted())
        #expect(JSONReport.render(JUnitReportTests.document()) == Self.json)
    }

    @Test("Non-finite numbers become null, large seeds stay exact")
    func numbers() {
        #expect(JSONValue.optional(.nan).serialized() == "null")
        #expect(JSONValue.number(2.5).serialized() == "2.5")
        #expect(JSONValue.number(3).serialized() == "3")
        #expect(JSONValue.unsigned(UInt64.max).serialized() == "18446744073709551615")
        #expect(JSONValue.quote("a\"b\\\n\u{1}") == "\"a\\\"b\\\\\\n\\u0001\"")
    }

    @Test("Every key of the JSON output is documented in Docs/cli.md")
    func documented() throws {
        let docs = try String(contentsOf: PackagePaths.url("Docs/cli.md"), encoding: .utf8)
        var keys: Set<String> = []
        func collect(_ value: JSONValue) {
            switch value {
            case .object(let members):
                for (key, member) in members {
                    keys.insert(key)
                    collect(member)
                }
            case .array(let values): values.forEach(collect)
            default: break
            }
        }
        collect(JSONReport.value(JUnitReportTests.document()))
        #expect(keys.count > 20)
        for key in keys.sorted() { #expect(docs.contains("`\(key)`"), "Docs/cli.md does not document `\(key)`") }
    }
}
