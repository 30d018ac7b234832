import AltitudeEngine
import ScenarioTesting
import Scenarios
import Simulation
import Testing

@Suite("Edge cases: no data is a failure, never a silent pass")
struct EdgeCaseTests {
    typealias B = TraceBuilder

    static let noDataLines = [
        "expect hae error p80 < 3 m",
        "expect hae bias between -1 m and 1 m",
        "expect floor correct >= 90%",
        "expect uncertainty u68 coverage between 60% and 76%",
        "expect callbacks every 1 s",
        "expect status 200 never",
        "expect error 0 always",
        "expect warning 836 exactly 0 times",
        "expect status 200 then 610",
        "expect error 850 -> 0",
        "expect status 200",
    ]

    @Test("no callbacks at all", arguments: noDataLines)
    func noCallbacksAtAll(_ line: String) {
        let verdict = B.verdict(line, [B.sdk(0, .initialising), B.sdk(10, .initialisationFailed)])
        #expect(verdict?.outcome == .fails)
        #expect(verdict?.actual.hasPrefix("no data in window") == true, "\(verdict?.actual ?? "")")
    }

    @Test func emptyWindowSaysSo() {
        let records = B.every(1, from: 1, to: 60) { B.callback($0) }
        let verdict = B.verdict("expect hae error p80 < 3 m after 00:05", records)
        #expect(verdict?.outcome == .fails)
        #expect(verdict?.actual == "no data in window (after 00:05:00.000): no callback reported HAE")
        #expect(verdict?.instantsNanoseconds == [300_000_000_000, 600_000_000_000])
    }

    @Test func eventStreamsMayBeSilent() {
        // No SDK event is a legitimate "never" (an event stream), unlike a state stream.
        #expect(B.holds("expect sdk 851 never", [B.callback(1)]))
        #expect(B.holds("expect calibration 872 exactly 0 times", [B.callback(1)]))
    }

    @Test func nonFiniteNumbersFail() {
        let records = [B.callback(1), B.callback(2, height: .nan), B.callback(3)]
        let verdict = B.verdict("expect hae error max < 100 m", records)
        #expect(verdict?.outcome == .fails)
        #expect(verdict?.actual == "non-finite reported height nan at 00:00:02.000")
        #expect(
            B.fails(
                "expect uncertainty u68 coverage between 0% and 100%",
                [B.callback(1), B.callback(2, u68: .infinity)]))
        #expect(B.fails("expect hae bias < 1 m", [B.callback(1, height: .infinity)]))
    }

    @Test func callbacksWithoutContextCountAsErrors() {
        let records = [B.errorCallback(1, code: 851)]
        #expect(B.holds("expect error 851", records))
        #expect(B.holds("expect callbacks once", records))
        #expect(B.fails("expect hae error p80 < 3 m", records))
    }

    @Test func devices() {
        let records = [B.callback(1, device: 0), B.callback(1, device: 1, status: 610)]
        let facts = B.facts(devices: ["phone", "watch"])
        let report = ExpectationEvaluator.evaluate([B.expectation("expect status 200")], records: records, facts: facts)
        #expect(report.verdicts.map(\.deviceName) == ["phone", "watch"])
        #expect(report.verdicts.map(\.outcome) == [.holds, .fails])
        let single = ExpectationEvaluator.evaluate(
            [B.expectation("expect status 610 for \"watch\"")], records: records, facts: facts)
        #expect(single.verdicts.map(\.outcome) == [.holds])
        let missing = ExpectationEvaluator.evaluate(
            [B.expectation("expect status 200 for \"watch\"")], records: records,
            facts: B.facts())
        #expect(missing.verdicts.first?.actual == "the run has devices \"phone\"")
        #expect(missing.passed == false)
    }
}
