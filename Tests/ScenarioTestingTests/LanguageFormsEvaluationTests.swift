import AltitudeEngine
import Scenarios
import Simulation
import Testing

@testable import ScenarioTesting

/// How the forms added for scenarios outside the library's envelope are checked against a trace.
@Suite("Language forms: alternatives, no height, context fields, flags, calibration stream, world anchors")
struct LanguageFormsEvaluationTests {
    typealias B = TraceBuilder

    /// Errors 850 until 10 s, 851 from 10 s to 20 s, then 0; heights only from 20 s.
    static let records: [TraceRecord] = B.every(1, from: 1, to: 40) { t in
        B.callback(t, height: t < 20 ? nil : 100, error: t < 10 ? 850 : (t < 20 ? 851 : 0))
    }

    @Test func oneOfSeveralCodes() throws {
        #expect(
            B.form("expect error 851 or 852 within 15 s").map {
                if case .oneOf(.error, [851, 852], .eventually) = $0 { true } else { false }
            } == true)
        #expect(B.holds("expect error 852 or 851 within 15 s", Self.records))
        #expect(B.fails("expect error 852 or 853 within 15 s", Self.records))
        #expect(B.fails("expect error 850 or 851 never", Self.records))
        #expect(B.holds("expect error 850 or 851 always before 19 s", Self.records))
        #expect(B.holds("expect error 850 or 851 -> 0 within 25 s", Self.records))
        #expect(B.holds("expect error 850 or 851 exactly 1 times", Self.records))
        let verdict = try #require(B.verdict("expect error 852 or 853 within 15 s", Self.records))
        #expect(verdict.expected.contains("error 852 or 853 by"))
        #expect(B.errors("expect error 850 or 855").contains("unknown error code 855"))
        #expect(B.errors("expect error 850 or 850").contains("repeats a value it follows"))
        #expect(B.errors("expect error 850 or 851 -> 851").contains("is one of the subject's values"))
        #expect(B.errors("expect manual-baro-cal true or 1").contains("does not apply"))
    }

    @Test func anchorOnOneOfSeveralCodes() throws {
        // 851 first occurs at 10 s; 0 follows at 20 s.
        #expect(
            B.form("expect error 0 within 15 s of error 852 or 851").map {
                if case .eventually(.error, value: 0, _, anchor: .code(.error, values: [852, 851])) = $0 {
                    true
                } else {
                    false
                }
            } == true)
        #expect(B.holds("expect error 0 within 15 s of error 852 or 851", Self.records))
        #expect(B.fails("expect error 0 within 5 s of error 852 or 851", Self.records))
        let missing = try #require(B.verdict("expect error 0 within 15 s of error 852 or 853", Self.records))
        #expect(missing.actual.contains("error 852 or 853 (the anchor) never occurred"))
        // The subject keeps its own alternatives before the anchor; the anchor's follow it.
        #expect(
            B.form("expect error 0 or 850 within 15 s of error 852 or 851").map {
                if case .oneOf(.error, [0, 850], .eventually(_, _, _, anchor: .code(.error, values: [852, 851]))) = $0 {
                    true
                } else {
                    false
                }
            } == true)
        #expect(B.holds("expect callbacks within 2 s of error 852 or 851", Self.records))
        #expect(B.errors("expect error 0 within 15 s of error 851 or 851").contains("repeats a value it follows"))
        #expect(B.errors("expect error 0 within 15 s of error 851 or 999").contains("unknown error code 999"))
    }

    @Test func noHeight() {
        #expect(B.holds("expect no height before 19 s", Self.records))
        #expect(B.fails("expect no height", Self.records))
        #expect(
            B.verdict("expect no height", Self.records)?.actual
                == "21 of 40 callbacks report a height, first 100.00 m at 00:00:20.000")
        #expect(B.verdict("expect no height after 00:09", Self.records)?.outcome == .fails)
        // No callback is no evidence that heights are withheld.
        #expect(B.fails("expect no height", [B.sdk(1, .initialising)]))
        #expect(B.errors("expect no height never").contains("does not apply"))
    }

    @Test func contextFields() {
        let records = B.every(1, from: 1, to: 10) { t in B.callback(t, u68: t < 5 ? 1 : 3, status: t < 3 ? nil : 200) }
        #expect(B.holds("expect context heightUncertainty68 <= 3 m", records))
        #expect(B.fails("expect context heightUncertainty68 < 2 m", records))
        #expect(
            B.verdict("expect context heightUncertainty68 < 2 m", records)?.actual
                == "heightUncertainty68 = 3.00 m at 00:00:05.000")
        #expect(B.holds("expect context statusCode = 200", records))
        #expect(B.fails("expect context statusCode present", records))
        #expect(B.holds("expect context statusCode present after 00:00:03", records))
        #expect(B.holds("expect context floorNumber absent", records))
        #expect(B.fails("expect context userPressure > 90 kPa", records))  // no callback carries it
        #expect(B.holds("expect context epochTimestamp lag <= 0 s", records))
        #expect(B.holds("expect context timestampNanoseconds >= 00:00:01", records))
        #expect(B.fails("expect context timestampNanoseconds >= 00:00:02", records))
        #expect(B.holds("expect context manualBaroCal false", records))
        #expect(B.fails("expect context baroCalRequired true", records))
        #expect(B.errors("expect context userPressure > 3 m").contains("a pressure is needed"))
    }

    @Test func flagTransitions() {
        let records = B.every(1, from: 1, to: 10) { t in B.callback(t, cal: t >= 4) }
        #expect(B.holds("expect manual-baro-cal false -> true within 5 s", records))
        #expect(B.fails("expect manual-baro-cal true -> false", records))
        #expect(B.holds("expect manual-baro-cal false then true strictly", records))
        #expect(B.errors("expect error 850 -> true").contains("names a flag"))
    }

    @Test func calibrationStreamCarriesTheFailure() {
        let records = [
            B.calibration(1, .calibrationStarted, 871), B.calibration(30, .calibrationFailed, 876),
            B.calibration(40, .calibrationCancelled, 878),
        ]
        #expect(B.holds("expect calibration 871 then 872 then 876 strictly", records))
        #expect(B.holds("expect calibration 872 exactly 2 times", records))
        #expect(B.holds("expect calibration 872 within 31 s", records))
        #expect(B.holds("expect calibration 872 never", [B.calibration(1, .calibrationSuccess, 870)]))
    }

    @Test func duringALabelledStep() {
        let context = ExpectationContext(
            deviceNames: ["phone"],
            labels: [
                "dark": .init(
                    deviceName: "phone", offsetNanoseconds: 2_000_000_000, durationNanoseconds: 15_000_000_000)
            ],
            durationNanoseconds: 600_000_000_000)
        let source = SourceFile(path: "t.scenario", text: "expect no height during \"dark\"\n")
        let (file, _) = ScenarioParser.parse(source)
        var diagnostics = DiagnosticBag()
        let expectation = ExpectationCompiler.compile(
            file.statements[0], deviceName: nil, context: context, diagnostics: &diagnostics)
        #expect(
            expectation?.form
                == .noHeight(
                    window: ExpectationWindow(startNanoseconds: 2_000_000_000, endNanoseconds: 17_000_000_000),
                    placement: .anywhere))
        let report = ExpectationEvaluator.evaluate(
            expectation.map { [$0] } ?? [], records: Self.records, facts: B.facts())
        #expect(report.verdicts.first?.outcome == .holds)
    }

    @Test func worldFaultAnchors() {
        let expectation = Scenarios.Expectation(
            range: .unknown, text: "expect error 0 within 5 s of service outage end", deviceName: nil,
            form: .eventually(
                .error, value: 0, withinNanoseconds: 5_000_000_000,
                anchor: .worldFault("the end of the service outage", offsetNanoseconds: 16_000_000_000)))
        let report = ExpectationEvaluator.evaluate([expectation], records: Self.records, facts: B.facts())
        #expect(report.verdicts.first?.outcome == .holds)
        #expect(report.verdicts.first?.expected.contains("the end of the service outage (00:00:16.000)") == true)
    }
}
