import AltitudeEngine
import ScenarioTesting
import Scenarios
import Simulation
import Testing

/// A 60 s session with known codes: status none until 3 s, 610 from 20 s to 29 s, else 200;
/// error 850 until 8 s, then 0; warning 836 at 40 s only; manualBaroCal true until 50 s.
/// SDK: 801 at 0, 800 at 0.5, 830 at 0.6, 834 at 1 and 21. Calibration: 871 at 45, 870 at 48.
enum Session {
    typealias B = TraceBuilder

    static let records: [TraceRecord] = {
        var records: [TraceRecord] = [
            B.sdk(0, .initialising), B.sdk(0.5, .initialised), B.sdk(0.6, .altitudeModeActivated),
            B.sdk(1, .waitingForCloud), B.sdk(21, .waitingForCloud),
            B.calibration(45, .calibrationStarted, 871), B.calibration(48, .calibrationSuccess, 870),
        ]
        records += B.every(1, from: 1, to: 60) { t in
            B.callback(
                t, status: t < 3 ? nil : (t >= 20 && t < 30 ? 610 : 200), error: t < 8 ? 850 : 0,
                warning: t == 40 ? 836 : 0, cal: t < 50)
        }
        return records.sorted { $0.timeNanoseconds < $1.timeNanoseconds }
    }()

    static func holds(_ line: String) -> Bool { B.holds(line, records) }
    static func fails(_ line: String) -> Bool { B.fails(line, records) }
    static func actual(_ line: String) -> String { B.verdict(line, records)?.actual ?? "no verdict" }
}

@Suite("Code streams: value, never, always, eventually")
struct CodeValueTests {
    @Test func valueInWindow() {
        #expect(Session.holds("expect status 610"))
        #expect(Session.fails("expect status 640"))
        #expect(Session.actual("expect status 640") == "never reported; values seen: 200, 610, 200")
        #expect(Session.holds("expect status 610 from 25 s to 35 s"))
        #expect(Session.fails("expect status 610 from 31 s to 35 s"))
    }

    @Test func valueAtAnInstant() {
        #expect(Session.holds("expect error 0 at 10 s"))
        #expect(Session.fails("expect error 0 at 5 s"))
        #expect(Session.actual("expect error 0 at 5 s") == "error 850 (reported at 00:00:05.000)")
        #expect(Session.actual("expect error 0 at 500 ms") == "no data: no error value at or before 00:00:00.500")
    }

    @Test func never() {
        #expect(Session.holds("expect warning 837 never"))
        #expect(Session.fails("expect warning 836 never"))
        #expect(
            TraceBuilder.verdict("expect warning 836 never", Session.records)?.instantsNanoseconds == [40_000_000_000])
        #expect(Session.holds("expect warning 836 never after 41 s"))
        #expect(Session.holds("expect calibration 872 never"))
    }

    @Test func always() {
        #expect(Session.holds("expect error 0 always after 10 s"))
        #expect(Session.fails("expect error 0 always after 5 s"))
        #expect(Session.actual("expect error 0 always after 5 s") == "error 850 at 00:00:05.000 until 00:00:08.000")
        #expect(Session.holds("expect manual-baro-cal false always after 50 s"))
        let held = Session.actual("expect manual-baro-cal false always after 50 s")
        #expect(held.hasSuffix("values, each manual-baro-cal false"), "\(held)")
        #expect(Session.actual("expect error 0 always after 10 s").hasSuffix("values, each error 0"))
        #expect(Session.fails("expect manual-baro-cal false always after 40 s"))
    }

    @Test func eventuallyOfStartLabelAndCode() {
        #expect(Session.holds("expect status 200 within 5 s"))
        #expect(Session.holds("expect status 200 eventually within 5 s"))
        #expect(Session.fails("expect status 200 within 2 s"))
        #expect(Session.actual("expect status 200 within 2 s") == "first at 00:00:03.000, 00:00:01.000 late")
        #expect(Session.holds("expect status 200 within 15 s of status 610"))
        #expect(Session.fails("expect status 200 within 5 s of status 610"))
        #expect(
            Session.actual("expect status 200 within 5 s of status 640") == "status 640 (the anchor) never occurred")
        // The label "ride" is at 00:02:00, after the last callback.
        #expect(
            Session.actual("expect error 0 within 30 s of \"ride\"") == "no data: no error value after 00:02:00.000")
    }
}

@Suite("Code streams: sequences, transitions, counts")
struct CodeOrderTests {
    @Test func sequences() {
        #expect(Session.holds("expect status 200 then 610 then 200"))
        #expect(Session.holds("expect status 200 then 610 then 200 strictly"))
        #expect(Session.holds("expect sdk 801 then 830"))
        #expect(Session.fails("expect sdk 801 then 830 strictly"))
        #expect(Session.fails("expect status 610 then 200 then 610"))
        #expect(
            Session.actual("expect status 610 then 200 then 610") == "matched 2 of 3 steps; values seen: 200, 610, 200")
        #expect(Session.holds("expect calibration 871 then 870 strictly"))
    }

    @Test func transitionsAreEdges() {
        #expect(Session.holds("expect error 850 -> 0 within 15 s of start"))
        #expect(Session.fails("expect error 850 -> 0 within 5 s of start"))
        #expect(
            Session.actual("expect error 850 -> 0 within 5 s of start") == "edge at 00:00:08.000, 00:00:03.000 late")
        #expect(Session.holds("expect status 610 -> 200"))
        #expect(Session.holds("expect sdk 801 -> 800"))
        #expect(Session.fails("expect sdk 801 -> 830"))
        #expect(Session.fails("expect status 200 -> 610 after 25 s"))
    }

    @Test func counts() {
        #expect(Session.holds("expect sdk 834 exactly 2 times"))
        #expect(Session.fails("expect sdk 834 at most 1 times"))
        #expect(Session.actual("expect sdk 834 at most 1 times") == "2 times (first at 00:00:01.000)")
        // A state stream counts entries into the value, not callbacks (610 lasts 10 callbacks).
        #expect(Session.holds("expect status 610 exactly 1 times"))
        #expect(Session.holds("expect status 200 exactly 2 times"))
        #expect(Session.holds("expect warning 836 at least 1 times"))
        #expect(Session.holds("expect warning 836 exactly 0 times from 50 s to 60 s"))
        #expect(Session.fails("expect warning 836 exactly 0 times from 30 s to 60 s"))
    }
}
