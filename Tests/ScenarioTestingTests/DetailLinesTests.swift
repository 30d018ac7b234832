import ScenarioTesting
import Scenarios
import Simulation
import Testing

@Suite("Report detail lines have one form for passes and failures")
struct DetailLinesTests {
    typealias B = TraceBuilder

    @Test("expected: then actual: for a pass and a failure; a failure adds device, instants and the timeline")
    func oneForm() throws {
        let records = B.every(1, from: 1, to: 30) { B.callback($0) }
        let facts = B.facts(devices: ["phone", "watch"])
        let pass = try #require(B.verdict("expect callbacks every 1 s ± 100 ms", records, facts: facts))
        let fail = try #require(B.verdict("expect callbacks every 2 s ± 100 ms", records, facts: facts))
        let report = ScenarioReport(facts: facts, verdicts: [pass, fail])
        let passLines = report.detailLines(pass)
        let failLines = report.detailLines(fail)
        #expect(passLines == ["expected: \(pass.expected)", "actual: \(pass.actual)"])
        #expect(Array(failLines.prefix(2)) == ["expected: \(fail.expected)", "actual: \(fail.actual)"])
        #expect(failLines.contains("device: \(fail.deviceName)"))
        #expect(failLines.contains { $0.hasPrefix("instants: ") })
        #expect(
            !failLines.contains {
                $0.hasPrefix("seed") || $0.hasPrefix("reproduce") || $0.hasPrefix(" ") && !$0.hasPrefix("  ")
            })
    }
}
