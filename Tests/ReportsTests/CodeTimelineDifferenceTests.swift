import Testing

@testable import Reports

@Suite("The A/B table lists codes that first appear at different times")
struct CodeTimelineDifferenceTests {
    static let start: Int64 = 1_772_323_200_000_000_000
    static let day: Int64 = 86_400_000_000_000

    static func series(_ lanes: [CodeLane]) -> ScenarioSeries {
        ScenarioSeries(startNanoseconds: start, endNanoseconds: start + 4 * day, codeLanes: lanes)
    }

    static func lane(_ name: String, _ steps: [(Int64, String)]) -> CodeLane {
        CodeLane(name: name, steps: steps.map { CodeLane.Step(timeNanoseconds: start + $0.0, label: $0.1) })
    }

    @Test("manualBaroCal true after 2 days in B only; a warning later in B; shared codes are left out")
    func differences() {
        let a = Self.series([
            Self.lane("manualBaroCal", [(0, "false")]),
            Self.lane("warningCode", [(0, "0"), (Self.day, "836")]),
        ])
        let b = Self.series([
            Self.lane("manualBaroCal", [(0, "false"), (2 * Self.day, "true")]),
            Self.lane("warningCode", [(0, "0"), (Self.day + 5_000_000_000, "836"), (Self.day + 9_000_000_000, "")]),
        ])
        let differences = CodeTimelineDifference.between(a, b)
        #expect(differences.map(\.name) == ["first manualBaroCal true", "first warningCode 836"])
        #expect(differences[0].firstInANanoseconds == nil && differences[0].firstInBNanoseconds == 2 * Self.day)
        #expect(CodeTimelineDifference.shown(differences[0].firstInANanoseconds) == "never")
        #expect(CodeTimelineDifference.shown(differences[0].firstInBNanoseconds) == "48:00:00.000")
        #expect(differences[0].change == "B only")
        #expect(differences[1].change == "B 00:00:05.000 later")
        let rows = ComparisonSection.differenceRows(
            a: ReportedRun(name: "a", path: "p", seed: 1, verdict: .passed, series: a),
            b: ReportedRun(name: "b", path: "p", seed: 1, verdict: .passed, series: b))
        #expect(rows.contains(.init(name: "first manualBaroCal true", a: "never", b: "48:00:00.000", delta: "B only")))
    }

    @Test("Identical timelines give one 'same' row")
    func same() {
        let a = Self.series([Self.lane("statusCode", [(0, "0"), (60_000_000_000, "3001")])])
        #expect(CodeTimelineDifference.between(a, a).isEmpty)
        let run = ReportedRun(name: "a", path: "p", seed: 1, verdict: .passed, series: a)
        let rows = ComparisonSection.differenceRows(a: run, b: run)
        #expect(rows.last == .init(name: "code timelines", a: "—", b: "—", delta: "same"))
    }

    @Test("A code only A shows, and one B shows earlier")
    func onlyAAndEarlier() {
        let a = Self.series([Self.lane("errorCode", [(0, "0"), (100_000_000_000, "850"), (200_000_000_000, "851")])])
        let b = Self.series([Self.lane("errorCode", [(0, "0"), (40_000_000_000, "850")])])
        let differences = CodeTimelineDifference.between(a, b)
        #expect(differences.map(\.change) == ["B 00:01:00.000 earlier", "A only"])
    }
}
