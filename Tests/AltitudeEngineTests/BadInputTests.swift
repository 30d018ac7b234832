import AltitudeEngine
import AssistanceProtocol
import Testing

@Suite("Bad input")
struct BadInputTests {
    @Test(
        "absurd pressures are rejected as invalid",
        arguments: [Double.nan, .infinity, -.infinity, -101_325, 0, 1, 29_999, 120_001, 1e300])
    func badPressure(value: Double) {
        let h = Harness()
        h.startInitialised()
        h.engine.ingestPressure(PressureSample(pressurePa: value, timestampNanoseconds: h.now + 1))
        #expect(h.recorder.rejections == [.invalidValue])
    }

    @Test(
        "bad coordinates and accuracies are rejected",
        arguments: [
            (Double.nan, 8.0, 3.0), (91, 8, 3), (-90.5, 8, 3), (47, 180.5, 3), (47, .infinity, 3),
            (47, 8, -1), (47, 8, .nan), (47, 8, .infinity),
        ])
    func badLocation(lat: Double, lon: Double, accuracy: Double) {
        let h = Harness()
        h.startInitialised()
        h.engine.ingestLocation(
            NNLocation(
                latitudeDegrees: lat, longitudeDegrees: lon, horizontalAccuracyMeters: accuracy,
                timestampNanoseconds: h.now + 1))
        #expect(h.recorder.rejections == [.invalidValue])
    }

    @Test("a NaN altitude in a fix is dropped, the fix kept")
    func nanAltitude() {
        let h = Harness()
        h.startInitialised()
        h.engine.ingestLocation(
            NNLocation(
                latitudeDegrees: 47, longitudeDegrees: 8, horizontalAccuracyMeters: 3,
                altitudeMeters: .nan, timestampNanoseconds: h.now + 1))
        #expect(h.recorder.rejections.isEmpty)
    }

    @Test("bad activity confidence is rejected", arguments: [Double.nan, -0.1, 1.5, .infinity])
    func badActivity(confidence: Double) {
        let h = Harness()
        h.startInitialised()
        h.engine.ingestActivity(ActivitySample(kind: .still, confidence: confidence, timestampNanoseconds: h.now))
        #expect(h.recorder.rejections == [.invalidValue])
    }

    @Test("out-of-order, duplicate and future timestamps are rejected")
    func timestamps() {
        let h = Harness()
        h.startInitialised()
        let last = h.now  // the harness fed its last pressure sample at now
        h.engine.ingestPressure(PressureSample(pressurePa: 100_000, timestampNanoseconds: last))
        h.engine.ingestPressure(PressureSample(pressurePa: 100_000, timestampNanoseconds: last - second))
        h.engine.ingestPressure(PressureSample(pressurePa: 100_000, timestampNanoseconds: h.now + 5 * second))
        h.engine.ingestLocation(TestWorld.location(at: h.now - 10 * second))
        h.engine.ingestActivity(ActivitySample(kind: .still, confidence: 1, timestampNanoseconds: h.now))
        h.engine.ingestActivity(ActivitySample(kind: .still, confidence: 1, timestampNanoseconds: h.now))
        #expect(
            h.recorder.rejections == [
                .duplicateTimestamp, .outOfOrder, .futureTimestamp, .outOfOrder, .duplicateTimestamp,
            ])
    }

    @Test("a huge gap: stale codes, then recovery when samples return")
    func hugeGap() throws {
        let h = Harness()
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .oneMinute) { _, _ in }
        h.feedPressure = false
        h.feedLocation = false
        h.scheduler.advance(byNanoseconds: 3 * 86_400 * second)
        #expect(h.recorder.contexts.last?.errorCode == 852)
        h.feedPressure = true
        h.feedLocation = true
        h.run(for: 70 * second)
        let context = try #require(h.recorder.contexts.last)
        #expect(context.errorCode == 0)
        #expect(abs((context.height ?? 0) - (TestWorld.terrainHAE + 1)) < 0.3)
    }

    @Test("host-injected samples through setAltitude are used")
    func setAltitude() {
        let h = Harness()
        h.feedPressure = false
        h.feedLocation = false
        let result = h.start()
        h.engine.setAltitude(location: TestWorld.location(at: h.now), pressure: 100_500)
        #expect(result() == 800)
    }

    @Test("a service response with out-of-range fields counts as malformed")
    func invalidResponse() {
        let h = Harness()
        h.startAltitudeAnswering {
            $0.referencePressurePa = .nan
        }
        h.run(for: 2 * second)
        #expect(h.recorder.contexts.last?.height == nil)
        #expect(h.recorder.contexts.last?.statusCode == 400)
    }

    @Test("a response to a request of an earlier start is ignored")
    func replyAcrossRestart() {
        let h = Harness()
        h.assistance.behaviour = .silent
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.engine.stop()
        h.startInitialised()
        h.assistance.replyToPending { .response(TestWorld.response(for: $0, now: h.now)) }
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        let used = h.recorder.events.compactMap { event -> Bool? in
            if case .assistanceReplyReceived(_, _, let used) = event.kind { used } else { nil }
        }
        #expect(used.first == false)
    }

    @Test("the engine is freed while actions are still scheduled: nothing runs, nothing crashes")
    func engineFreed() {
        let scheduler = ManualScheduler(startNanoseconds: t0)
        do {
            let engine = AltitudeEngine(
                configuration: EngineConfiguration(),
                ports: EnginePorts(
                    scheduler: scheduler, assistance: FakeAssistance(),
                    store: InMemoryKeyValueStore()))
            engine.start(
                baseURL: "https://a.example", secretKey: "k", location: nil, success: { _, _ in },
                failure: { _, _ in })
        }
        scheduler.advance(byNanoseconds: 60 * second)
        #expect(scheduler.pendingCount == 0)
    }
}
