import ScenarioTesting
import Scenarios
import Testing

@Suite("ExpectationCompiler: every form from its line")
struct CompilerFormTests {
    typealias B = TraceBuilder
    static let s: Int64 = 1_000_000_000
    static let min: Int64 = 60 * s

    @Test func smoke() {
        let (e, d) = B.compile("expect status 200 within 10 s")
        #expect(!d.hasErrors)
        #expect(e?.form == .eventually(.status, value: 200, withinNanoseconds: 10 * Self.s, anchor: .start))
        #expect(e?.text == "expect status 200 within 10 s")
        #expect(e?.range.start.line == 1)
        #expect(e?.deviceName == nil)
    }

    static let cases: [(String, ExpectationForm)] = [
        ("expect status 200", .value(.status, value: 200, window: .wholeRun)),
        ("expect error 851 at 00:05", .value(.error, value: 851, window: .instant(5 * min))),
        (
            "expect sdk 830 from 00:01 to 00:02",
            .value(.sdk, value: 830, window: ExpectationWindow(startNanoseconds: min, endNanoseconds: 2 * min))
        ),
        ("expect warning 836 never", .never(.warning, value: 836, window: .wholeRun)),
        (
            "expect manual-baro-cal false always after 00:02",
            .always(.manualBaroCal, value: 0, window: ExpectationWindow(startNanoseconds: 2 * min))
        ),
        (
            "expect manual-baro-cal true before 00:03",
            .value(.manualBaroCal, value: 1, window: ExpectationWindow(endNanoseconds: 3 * min))
        ),
        (
            "expect error 0 eventually within 30 s of \"ride\"",
            .eventually(.error, value: 0, withinNanoseconds: 30 * s, anchor: .label("ride", offsetNanoseconds: 2 * min))
        ),
        (
            "expect status 200 within 10 s of status 610",
            .eventually(.status, value: 200, withinNanoseconds: 10 * s, anchor: .code(.status, values: [610]))
        ),
        (
            "expect error 0 within 1 min of recovery",
            .eventually(.error, value: 0, withinNanoseconds: min, anchor: .lastFaultEnd)
        ),
        (
            "expect status 200 then 610 then 200 strictly",
            .sequence(.status, values: [200, 610, 200], strict: true, window: .wholeRun)
        ),
        (
            "expect calibration 871 then 870",
            .sequence(.calibration, values: [871, 870], strict: false, window: .wholeRun)
        ),
        (
            "expect error 850 -> 0 within 15 s of start",
            .transition(.error, from: 850, to: 0, withinNanoseconds: 15 * s, anchor: .start, window: .wholeRun)
        ),
        (
            "expect error 851 -> 0 after 00:05",
            .transition(
                .error, from: 851, to: 0, withinNanoseconds: nil, anchor: .start,
                window: ExpectationWindow(startNanoseconds: 5 * min))
        ),
        (
            "expect warning 837 exactly 0 times from 00:01 to 00:02 for \"phone\"",
            .count(
                .warning, value: 837, bound: .exactly(0),
                window: ExpectationWindow(startNanoseconds: min, endNanoseconds: 2 * min))
        ),
        ("expect sdk 834 at least 2 times", .count(.sdk, value: 834, bound: .atLeast(2), window: .wholeRun)),
        ("expect sdk 851 at most 1 times", .count(.sdk, value: 851, bound: .atMost(1), window: .wholeRun)),
        (
            "expect callbacks every 1 s ± 100 ms",
            .cadence(periodNanoseconds: s, toleranceNanoseconds: s / 10, window: .wholeRun)
        ),
        (
            "expect callbacks every 30 s after 00:01",
            .cadence(
                periodNanoseconds: 30 * s, toleranceNanoseconds: 3 * s, window: ExpectationWindow(startNanoseconds: min)
            )
        ),
        ("expect callbacks once", .callbackCount(.exactly(1), window: .wholeRun)),
        (
            "expect callbacks never after 00:09",
            .callbackCount(.exactly(0), window: ExpectationWindow(startNanoseconds: 9 * min))
        ),
        ("expect callbacks at least 10 times", .callbackCount(.atLeast(10), window: .wholeRun)),
        ("expect callbacks within 5 s", .firstCallback(withinNanoseconds: 5 * s, anchor: .start)),
        ("expect recovery within 60 s", .recovery(withinNanoseconds: min)),
        (
            "expect hae error p80 < 3 m after 00:01",
            .accuracy(
                .hae, .p80, .less, meters: 3, window: ExpectationWindow(startNanoseconds: min), placement: .anywhere)
        ),
        (
            "expect hat error max <= 10 m indoors",
            .accuracy(.hat, .max, .lessOrEqual, meters: 10, window: .wholeRun, placement: .indoors)
        ),
        (
            "expect hae bias between -0.5 m and 0.5 m",
            .bias(.hae, lowerMeters: -0.5, upperMeters: 0.5, comparison: nil, window: .wholeRun, placement: .anywhere)
        ),
        (
            "expect hae bias < 1 m outdoors",
            .bias(.hae, lowerMeters: nil, upperMeters: 1, comparison: .less, window: .wholeRun, placement: .outdoors)
        ),
        ("expect floor correct >= 90% indoors", .floorCorrect(.greaterOrEqual, fraction: 0.9, window: .wholeRun)),
        (
            "expect uncertainty u68 coverage between 60% and 76%",
            .uncertaintyCoverage(.u68, lowerFraction: 0.6, upperFraction: 0.76, window: .wholeRun, placement: .anywhere)
        ),
        (
            "expect uncertainty hat90 coverage between 85% and 95% outdoors",
            .uncertaintyCoverage(
                .hat90, lowerFraction: 0.85, upperFraction: 0.95, window: .wholeRun, placement: .outdoors)
        ),
        (
            "expect sometimes error 851 in at least 20% of runs",
            .campaign(.value(.error, value: 851, window: .wholeRun), minimumShareOfRuns: 0.2)
        ),
        (
            "expect sometimes warning 836",
            .campaign(.value(.warning, value: 836, window: .wholeRun), minimumShareOfRuns: nil)
        ),
    ]

    @Test("each line compiles to its form", arguments: cases.indices)
    func form(_ index: Int) {
        let (line, expected) = Self.cases[index]
        let (e, d) = B.compile(line)
        #expect(!d.hasErrors, "\(line): \(d.render(sources: []))")
        #expect(e?.form == expected, "\(line)")
    }

    @Test func deviceFromBlockAndFor() {
        #expect(B.compile("expect status 200", deviceName: "watch").0?.deviceName == "watch")
        #expect(B.compile("expect status 200 for \"phone\"").0?.deviceName == "phone")
    }
}

@Suite("ExpectationCompiler: errors at their locations")
struct CompilerErrorTests {
    typealias B = TraceBuilder

    @Test func unknownCodePerStream() {
        #expect(
            B.errors("expect error 855") == """
                test.scenario:1:8: error: unknown error code 855
                expect error 855
                       ^~~~~~~~~
                hint: error codes are 0, 850, 851, 852, 853, 854

                """)
        #expect(B.errors("expect status 201").contains("unknown status code 201"))
        #expect(B.errors("expect warning 838").contains("unknown warning code 838"))
        #expect(B.errors("expect calibration 800").contains("unknown calibration code 800"))
        #expect(B.errors("expect sdk 999").contains("unknown sdk code 999"))
        #expect(B.errors("expect error 850 -> 9").contains("unknown error code 9"))
        #expect(B.errors("expect status 200 then 611").contains("unknown status code 611"))
    }

    @Test func unknownDeviceAndLabel() {
        let device = B.errors("expect status 200 for \"phnoe\"")
        #expect(device.contains("no device named \"phnoe\""))
        #expect(device.contains("did you mean 'phone'?"))
        let label = B.errors("expect error 0 within 30 s of \"rid\"")
        #expect(label.contains("no timeline step labelled \"rid\""))
        #expect(label.contains("did you mean 'ride'?"))
        #expect(B.errors("expect status 200 for \"phone\"").isEmpty)
        #expect(B.compile("expect status 200 for \"phone\"", deviceName: "watch").1.hasErrors)
    }

    @Test func badWindows() {
        #expect(B.errors("expect status 200 after 00:20").contains("is after the end of the run (00:10:00.000)"))
        #expect(B.errors("expect status 200 from 00:05 to 00:02").contains("empty window"))
        #expect(B.errors("expect status 200 after 00:05 before 00:02").contains("empty window"))
        #expect(B.errors("expect status 200 within 10 s after 00:02").contains("'within' already gives the window"))
    }

    @Test func predicatesThatDoNotFit() {
        #expect(B.errors("expect recovery").contains("'recovery' needs 'within DURATION'"))
        #expect(B.errors("expect status 200 strictly").contains("'strictly' needs a sequence"))
        #expect(B.errors("expect status 200 every 1 s").contains("does not apply to a code"))
        #expect(B.errors("expect hae error p80 < 3 m never").contains("does not apply to a number against truth"))
        #expect(B.errors("expect status 200 never always").contains("conflicts with"))
        #expect(B.errors("expect status 200 of start").contains("needs 'within DURATION'"))
        #expect(B.errors("expect callbacks every 0 s").contains("more than 0 s"))
        #expect(B.errors("expect hae bias between 1 m and -1 m").contains("lower bound is above"))
        #expect(B.errors("expect uncertainty u68 coverage between 80% and 60%").contains("lower bound is above"))
        #expect(B.errors("expect floor correct >= 90% outdoors").contains("about time indoors"))
        #expect(B.errors("expect hae error p80 < 3 m indoors outdoors").contains("exclude each other"))
        #expect(B.errors("expect status 200 recovery within 5 s").contains("one subject"))
    }

    @Test func invalidStatementsCompileToNil() {
        #expect(B.compile("expect error 855").0 == nil)
        #expect(B.compile("expect recovery").0 == nil)
    }
}
