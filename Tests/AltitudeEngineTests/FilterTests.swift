import AltitudeEngine
import Foundation
import Testing

@Suite("Consistency filters")
struct FilterTests {
    /// A door slam: +25 Pa for 0.4 s at t0 + 10 s.
    static func doorSlam(_ t: Int64) -> Double {
        let s = t - t0
        return s >= 10 * second && s < 10 * second + 2 * second / 5 ? 25 : 0
    }

    @Test("pressure filter on: a door slam flags 836 and does not move the height")
    func doorSlamFlagged() throws {
        let h = Harness()
        h.pressurePeriod = second / 25
        h.startInitialised()
        h.calibrate()
        h.engine.setConsistencyFilters([.pressure])
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.pressureDisturbance = Self.doorSlam
        h.run(until: t0 + 15 * second)
        let warnings = h.recorder.contexts.map(\.warningCode)
        #expect(warnings.filter { $0 == 836 }.count == 1)
        #expect(h.recorder.rejections.contains(.pressureJump))
        for context in h.recorder.contexts where context.height != nil {
            #expect(abs((context.height ?? 0) - (TestWorld.terrainHAE + 1)) < 0.1)
        }
    }

    @Test("pressure filter off: the slam gets through and no warning is ever set")
    func doorSlamUnfiltered() {
        let h = Harness()
        h.pressurePeriod = second / 25
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.pressureDisturbance = Self.doorSlam
        h.run(until: t0 + 15 * second)
        #expect(h.recorder.contexts.allSatisfy { $0.warningCode == 0 })
        #expect(!h.recorder.rejections.contains(.pressureJump))
        let heights = h.recorder.contexts.compactMap(\.height)
        #expect(heights.contains { abs($0 - (TestWorld.terrainHAE + 1)) > 0.3 })
    }

    @Test("a fast elevator (10 m/s) is plausible: no 836")
    func elevator() {
        let h = Harness()
        h.pressurePeriod = second / 25
        h.startInitialised()
        h.engine.setConsistencyFilters([.pressure, .location])
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        let start = h.now + 2 * second
        h.heightHAE = { t in TestWorld.terrainHAE + 1 + min(max(Double(t - start) / 1e9, 0), 20) * 10 }
        h.run(for: 30 * second)
        #expect(h.recorder.contexts.allSatisfy { $0.warningCode == 0 })
    }

    @Test("a lasting step (a car's sunroof) is accepted as the new level after the filter's window (10 s)")
    func lastingStep() throws {
        let h = Harness()
        h.startInitialised()
        h.calibrate()
        h.engine.setConsistencyFilters([.pressure])
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        let start = h.now + 2 * second
        h.pressureDisturbance = { t in t >= start ? 275 : 0 }
        h.run(for: 11 * second)
        let held = try #require(h.recorder.contexts.last)
        #expect(abs((held.height ?? 0) - (TestWorld.terrainHAE + 1)) < 0.3, "held within the window")
        h.run(for: 3 * second)
        let context = try #require(h.recorder.contexts.last)
        #expect((context.height ?? 0) < TestWorld.terrainHAE - 15)
        #expect(h.recorder.contexts.allSatisfy { $0.warningCode == 0 }, "a lasting step is not a slam")
    }

    @Test("a 5 s door slam is held for its whole length: heights steady, one 836 once it has returned")
    func longSlamHeld() {
        let h = Harness()
        h.pressurePeriod = second / 25
        h.startInitialised()
        h.calibrate()
        h.engine.setConsistencyFilters([.pressure])
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        let start = h.now + 5 * second
        // `PressureTransient.door`: 30 Pa for 5 s, recovering with a 1 s time constant.
        h.pressureDisturbance = { t in
            let s = Double(t - start) / 1e9
            return s < 0 ? 0 : s < 5 ? 30 : 30 * exp(-(s - 5))
        }
        h.run(for: 25 * second)
        let warnings = h.recorder.contexts.map(\.warningCode)
        #expect(warnings.filter { $0 == 836 }.count == 1)
        let heights = h.recorder.contexts.compactMap(\.height)
        let errors = heights.map { (($0 - (TestWorld.terrainHAE + 1)) * 100).rounded() / 100 }
        #expect(errors.allSatisfy { abs($0) < 0.3 }, "\(errors)")
    }

    @Test("an entry step (27 Pa that lasts) raises no 836; the heights take it after the filter's window")
    func entryStepNotWarned() throws {
        let h = Harness()
        h.pressurePeriod = second / 25
        h.startInitialised()
        h.calibrate()
        h.engine.setConsistencyFilters([.pressure, .location])
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        let start = h.now + 5 * second
        h.pressureDisturbance = { t in t >= start ? 27 : 0 }
        h.run(for: 30 * second)
        #expect(h.recorder.contexts.allSatisfy { $0.warningCode == 0 })
        #expect(!h.recorder.rejections.contains(.pressureJump))
        let last = try #require(h.recorder.contexts.last?.height)
        #expect(last < TestWorld.terrainHAE + 1 - 1.8, "27 Pa ≈ 2.2 m lower once accepted")
    }

    @Test("location filter on: a jump flags 837 and is dropped; a poor fix flags 837")
    func locationJump() {
        let h = Harness()
        h.startInitialised()
        h.engine.setConsistencyFilters([.location])
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 3 * second)
        h.engine.ingestLocation(TestWorld.location(at: h.now + second / 2, northMeters: 5_000))
        #expect(h.recorder.rejections.last == .locationJump)
        h.run(for: second)
        #expect(h.recorder.contexts.last?.warningCode == 837)
        h.run(for: second)
        #expect(h.recorder.contexts.last?.warningCode == 0)
        #expect(h.assistance.requests.count == 1, "the jump must not trigger a refetch")
        h.engine.ingestLocation(TestWorld.location(at: h.now + second / 2, accuracy: 80))
        #expect(h.recorder.rejections.last == .locationUncertainty)
        h.run(for: second)
        #expect(h.recorder.contexts.last?.warningCode == 837)
    }

    @Test("location filter off: the same jump is used and nothing is flagged")
    func locationUnfiltered() {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 3 * second)
        h.engine.ingestLocation(TestWorld.location(at: h.now + second / 2, northMeters: 5_000))
        h.run(for: 2 * second)
        #expect(h.recorder.contexts.allSatisfy { $0.warningCode == 0 })
        #expect(h.assistance.requests.count >= 2, "the jump is used: the device moved > 100 m")
    }

    @Test("activity filter: in-vehicle use is legitimate motion, no warning")
    func activityInVehicle() {
        let h = Harness()
        h.startInitialised()
        h.engine.setConsistencyFilters([.activity, .location])
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 2 * second)
        h.engine.ingestActivity(ActivitySample(kind: .inVehicle, confidence: 0.9, timestampNanoseconds: h.now))
        h.northMeters = { time in Double(time - h.now) / 1e9 * 17 }
        h.run(for: 30 * second)
        #expect(h.recorder.contexts.allSatisfy { $0.warningCode == 0 })
    }

    @Test("activity filter: a still user whose pressure swings (a sunroof) flags 836; off or moving: nothing")
    func activityStill() {
        for (enabled, kind) in [(true, ActivityKind.still), (false, .still), (true, .walking)] {
            let h = Harness()
            h.startInitialised()
            if enabled { h.engine.setConsistencyFilters([.activity]) }
            h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
            h.engine.ingestActivity(ActivitySample(kind: kind, confidence: 0.9, timestampNanoseconds: h.now))
            h.run(for: 10 * second)
            #expect(h.recorder.contexts.allSatisfy { $0.warningCode == 0 }, "steady pressure: no warning")
            let start = h.now
            // −80 Pa/s for 3 s: too slow for the pressure filter, far too much for a still user.
            h.pressureDisturbance = { time in -80 * min(3, max(0, Double(time - start) / 1e9)) }
            h.run(for: 5 * second)
            #expect(h.recorder.contexts.contains { $0.warningCode == 836 } == (enabled && kind == .still))
        }
    }

    @Test("the SDK's spelling NNConsistenyFilter is the same type with the documented raw values")
    func spelling() {
        let filters: [NNConsistenyFilter] = [.location, .activity, .pressure]
        #expect(filters.map(\.rawValue) == [0, 1, 2])
        #expect(NNAltitudeMode.allCases.map(\.rawValue) == [0, 1, 30, 60])
    }
}
