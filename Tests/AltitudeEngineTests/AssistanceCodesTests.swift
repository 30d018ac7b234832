import AltitudeEngine
import AltitudeSimTestSupport
import Testing

@Suite("Assistance codes: 854 after good data, the SDK status after a fetch")
struct AssistanceCodesTests {
    /// The `errorCode`s of the contexts from `from` on, each once, in order of first appearance.
    static func errors(_ h: Harness, from: Int64) -> [Int] {
        var seen: [Int] = []
        for context in h.recorder.contexts where context.timestampNanoseconds >= from {
            if let code = context.errorCode, seen.last != code { seen.append(code) }
        }
        return seen
    }

    @Test(
        "a reply without reference data after good data: heights from the good data while usable, then 854, never 850",
        arguments: [ServiceStatusCode.referencePressureUnavailable, .referenceAndCalibrationUnavailable])
    func noReferenceAfterGoodData(status: ServiceStatusCode) throws {
        let h = Harness()
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 60 * second)
        let lost = h.now
        h.assistance.behaviour = .serve(status: status, latency: second / 10)
        // The next fetch (120 s after the first) answers without reference; 300 s after the last
        // good reply its data are past their usable age.
        h.run(for: 400 * second)
        let configuration = EngineConfiguration()
        let usableUntil = t0 + 2 * second + configuration.referenceUsableAgeNanoseconds
        #expect(Self.errors(h, from: lost) == [0, 854])
        let during = try #require(h.recorder.contexts.first { $0.statusCode == status.rawValue })
        #expect(during.height != nil && during.errorCode == 0, "the good data still computes")
        let stale = try #require(h.recorder.contexts.first { $0.errorCode == 854 })
        #expect(stale.timestampNanoseconds >= usableUntil - 5 * second)
        #expect(stale.timestampNanoseconds <= usableUntil + 5 * second)
        #expect(stale.height == nil && stale.statusCode == status.rawValue)
        // Data again: heights resume.
        h.assistance.behaviour = .serve(status: .delivered, latency: second / 10)
        h.run(for: 150 * second)
        #expect(h.recorder.contexts.last?.errorCode == 0)
    }

    @Test("850 only while no usable reference data was ever received; stop forgets what was")
    func waitingOnlyBeforeAnyData() {
        let h = Harness()
        h.assistance.behaviour = .serve(status: .referencePressureUnavailable, latency: second / 10)
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 30 * second)
        #expect(Self.errors(h, from: 0) == [850])
        h.assistance.behaviour = .serve(status: .delivered, latency: second / 10)
        h.run(for: 100 * second)
        #expect(h.recorder.contexts.last?.errorCode == 0)
        h.engine.stop()
        h.assistance.behaviour = .serve(status: .referencePressureUnavailable, latency: second / 10)
        let restart = h.now
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 30 * second)
        #expect(Self.errors(h, from: restart + 1) == [850])
    }

    @Test("after each delivered reply the SDK status returns from 834 to 830 in altitude mode")
    func statusAfterFetchInAltitudeMode() {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 250 * second)
        let afterStart = h.recorder.statusCodes.drop { $0 != 830 }
        #expect(Array(afterStart) == [830, 834, 830, 834, 830, 834, 830])
        #expect(h.recorder.statusCodes.last == 830)
    }

    @Test("a timed-out or unreachable fetch is not a success: 834 then 851, no 830")
    func failedFetchDoesNotProgress() {
        let h = Harness()
        h.assistance.behaviour = .fixed(.failure(.unreachable))
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 5 * second)
        let afterStart = Array(h.recorder.statusCodes.drop { $0 != 830 })
        #expect(afterStart.first == 830 && afterStart.dropFirst().allSatisfy { $0 == 834 || $0 == 851 })
        #expect(afterStart.contains(851))
    }

    @Test("outside altitude mode the status returns to 871 during a manual calibration, else 800")
    func statusAfterFetchOutsideAltitudeMode() {
        let h = Harness()
        h.startInitialised()
        h.calibrate()
        let pin = TestWorld.location(at: h.now)
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin) { _, _ in }
        h.run(for: 40 * second)
        let codes = h.recorder.statusCodes
        let firstFetch = codes.firstIndex(of: 834) ?? codes.endIndex
        #expect(codes.dropFirst(firstFetch).starts(with: [834, 871]), "\(codes)")
        #expect(codes.contains(870))
        // A reply that arrives after altitude mode stopped, with no calibration running: 800.
        let h2 = Harness()
        h2.assistance.behaviour = .serve(status: .delivered, latency: 3 * second)
        h2.startInitialised()
        h2.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h2.run(for: second)
        h2.engine.stopAltitudeCalculation { _, _ in }
        let stopped = h2.recorder.statusCodes.count
        h2.run(for: 5 * second)
        #expect(Array(h2.recorder.statusCodes.dropFirst(stopped)) == [800], "\(h2.recorder.statusCodes)")
    }
}
