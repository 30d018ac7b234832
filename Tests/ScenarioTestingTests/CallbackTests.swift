import AltitudeEngine
import ScenarioTesting
import Scenarios
import Simulation
import Testing

@Suite("Callbacks: cadence, counts, first callback, recovery")
struct CallbackTests {
    typealias B = TraceBuilder

    @Test func cadence() {
        let steady = B.every(1, from: 1, to: 30) { B.callback($0) }
        #expect(B.holds("expect callbacks every 1 s ± 100 ms", steady))
        #expect(B.fails("expect callbacks every 2 s ± 100 ms", steady))
        var gap = steady
        gap.remove(at: 10)  // the callback at 11 s is missing
        let verdict = B.verdict("expect callbacks every 1 s ± 100 ms", gap)
        #expect(verdict?.outcome == .fails)
        #expect(verdict?.actual == "2 s between the callbacks at 00:00:10.000 and 00:00:12.000")
        #expect(verdict?.expected.hasPrefix("a callback every 1 s ± 0.1 s") == true)
        let late = [B.callback(1), B.callback(2), B.callback(3.25), B.callback(4.25)]
        #expect(
            B.verdict("expect callbacks every 1 s ± 500 ms", late)?.actual == "4 callbacks, largest deviation 0.25 s")
        #expect(B.holds("expect callbacks every 1 s ± 100 ms after 12 s", gap))
        let jitter = B.every(1, from: 1, to: 10) {
            B.callback($0 + ($0.truncatingRemainder(dividingBy: 2) == 0 ? 0.05 : 0))
        }
        #expect(B.holds("expect callbacks every 1 s ± 100 ms", jitter))
        #expect(B.fails("expect callbacks every 1 s ± 10 ms", jitter))
    }

    @Test func oneTimeMeansExactlyOne() {
        #expect(B.holds("expect callbacks once", [B.callback(3)]))
        #expect(B.fails("expect callbacks once", [B.callback(3), B.callback(4)]))
        #expect(B.fails("expect callbacks once", []))
        #expect(B.holds("expect callbacks never after 5 s", [B.callback(3)]))
        #expect(B.holds("expect callbacks at least 2 times", [B.callback(3), B.callback(4)]))
    }

    @Test func firstCallback() {
        let records = [B.callback(1.5), B.callback(2.5)]
        #expect(B.holds("expect callbacks within 2 s", records))
        #expect(B.fails("expect callbacks within 1 s", records))
        #expect(B.verdict("expect callbacks within 1 s", [])?.actual == "no callback after 00:00:00.000")
    }

    /// An outage from 20 s to 30 s; the service answers 610 during it and `lag` seconds after.
    static func outage(lag: Double, ends: Bool = true) -> [TraceRecord] {
        var records = [B.fault(20, "assistance outage", active: true)]
        if ends { records.append(B.fault(30, "assistance outage", active: false)) }
        records += B.every(1, from: 1, to: 60) { t in B.callback(t, status: t >= 20 && t < 30 + lag ? 610 : 200) }
        return records.sorted { $0.timeNanoseconds < $1.timeNanoseconds }
    }

    @Test func recovery() {
        #expect(B.holds("expect recovery within 5 s", Self.outage(lag: 0)))
        #expect(B.holds("expect recovery within 5 s", Self.outage(lag: 4)))
        let late = B.verdict("expect recovery within 5 s", Self.outage(lag: 10))
        #expect(late?.outcome == .fails)
        #expect(late?.expected == "status 200 and error 0 by 00:00:35.000 (last fault ended 00:00:30.000)")
        #expect(late?.actual == "normal at 00:00:40.000")
        let none = B.verdict("expect recovery within 5 s", B.every(1, from: 1, to: 10) { B.callback($0) })
        #expect(none?.outcome == .fails)
        #expect(none?.actual == "no fault was injected in the run, so there is nothing to recover from")
        #expect(
            B.verdict("expect recovery within 5 s", Self.outage(lag: 0, ends: false))?.actual
                == "fault \"assistance outage\" is still active at the end of the run")
        // A fault known only from the run facts (a service outage) counts too.
        let facts = B.facts(faults: [
            .init(
                description: "outage", startNanoseconds: B.start + B.ns(10),
                endNanoseconds: B.start + B.ns(20))
        ])
        #expect(B.holds("expect recovery within 1 s", B.every(1, from: 1, to: 30) { B.callback($0) }, facts: facts))
        #expect(
            B.holds(
                "expect error 0 within 1 s of recovery", B.every(1, from: 1, to: 30) { B.callback($0) }, facts: facts))
    }
}
