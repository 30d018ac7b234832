import AltitudeEngine
import Testing

@Suite("Assistance cache rules")
struct CacheTests {
    func requestTimes(_ h: Harness) -> [Int64] {
        h.recorder.events.compactMap { event -> Int64? in
            if case .assistanceRequestSent = event.kind { event.timeNanoseconds - t0 } else { nil }
        }
    }

    @Test("periodic: reused for 120 s, then refetched")
    func periodic120() {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 120 * second)
        #expect(h.assistance.requests.count == 1)
        h.run(for: 2 * second)
        #expect(h.assistance.requests.count == 2)
    }

    @Test("oneTime: cached data younger than 110 s is reused, older is refetched")
    func oneTime110() {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in }
        h.run(for: 100 * second)
        #expect(h.assistance.requests.count == 1)
        h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in }
        h.run(for: 5 * second)
        #expect(h.assistance.requests.count == 1)
        #expect(h.recorder.contexts.count == 2)
        h.run(for: 10 * second)
        h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in }
        h.run(for: 5 * second)
        #expect(h.assistance.requests.count == 2)
    }

    @Test("on a slope the refetch distance shrinks: 2 m of terrain change (slope 0.2: 10 m → at least 20 m)")
    func slopeRefetch() {
        let h = Harness()
        h.startAltitudeAnswering {
            $0.terrainSlope = 0.2
        }
        h.northMeters = { _ in 15 }
        h.run(for: 5 * second)
        #expect(h.assistance.requests.count == 1, "15 m: within the 20 m minimum")
        h.northMeters = { _ in 25 }
        h.run(for: 2 * second)
        #expect(h.assistance.requests.count == 2, "25 m on a 0.2 slope: the terrain may differ by 5 m")
    }

    @Test("moving more than 100 m forces a refetch, less does not")
    func distance() {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.northMeters = { _ in 90 }
        h.run(for: 10 * second)
        #expect(h.assistance.requests.count == 1)
        h.northMeters = { _ in 110 }
        h.run(for: 2 * second)
        #expect(h.assistance.requests.count == 2)
    }

    @Test("no fetch without altitude mode (and no calibration need)")
    func noNeed() {
        let h = Harness()
        h.accuracyMeters = 40  // not outdoors: no background calibration fetch
        h.startInitialised()
        h.run(for: 300 * second)
        #expect(h.assistance.requests.isEmpty)
    }

    @Test("the request carries the device, key, location and raw pressure with its variance")
    func requestContents() throws {
        var configuration = EngineConfiguration()
        configuration.deviceID = "phone-7"
        let h = Harness(configuration: configuration)
        h.sensorOffsetPa = 30
        h.startInitialised()
        h.run(for: 3 * second)
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        let request = try #require(h.assistance.requests.first)
        #expect(request.deviceID == "phone-7")
        #expect(request.apiKey == "key")
        #expect(abs(request.latitudeDegrees - TestWorld.latitude) < 1e-9)
        #expect(request.horizontalUncertaintyMeters == 3)
        let expected = TestWorld.pressure(atHAE: TestWorld.terrainHAE + 1) + 30
        #expect(abs((request.phonePressurePa ?? 0) - expected) < 0.01)
        #expect((request.phonePressureVariancePa2 ?? 0) > 0)
        #expect(request.sentAtNanoseconds == h.now)
    }
}

@Suite("One-time requests and old data")
struct OneTimeFreshnessTests {
    @Test("oneTime with 200 s old data waits for the refetch instead of answering from it")
    func waitsForRefetch() throws {
        let h = Harness()
        h.accuracyMeters = 45  // indoor (Wi-Fi) fixes: no background calibration traffic
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in }
        h.run(for: 200 * second)
        #expect(h.assistance.requests.count == 1)
        h.assistance.behaviour = .serve(status: .delivered, latency: 5 * second)
        h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in }
        h.run(for: 4 * second)
        #expect(h.recorder.contexts.count == 1, "still waiting for the new data")
        h.run(for: 2 * second)
        #expect(h.recorder.contexts.count == 2)
        #expect(h.assistance.requests.count == 2)
    }

    @Test("a warning seen while a oneTime waits is still in its answer")
    func warningSurvivesWaiting() {
        let h = Harness()
        h.pressurePeriod = second / 25
        h.assistance.behaviour = .serve(status: .delivered, latency: 6 * second)
        h.startInitialised()
        h.engine.setConsistencyFilters([.pressure])
        h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in }
        let slam = h.now + second / 2  // before the 2 s collection check, which must not consume it
        h.pressureDisturbance = { t in t >= slam && t < slam + second / 5 ? 30 : 0 }
        h.run(for: 10 * second)
        #expect(h.recorder.contexts.count == 1)
        #expect(h.recorder.contexts.first?.warningCode == 836)
    }
}
