import AssistanceProtocol
import AssistanceService
import Geophysics
import Testing

private let s = TestNetwork.second
private let t0 = TestNetwork.start

@Suite("Failure injections")
struct FaultInjectionTests {
    static let device = TestNetwork.coordinate(eastKm: 1, northKm: 1)
    static let window = TimeWindow(startNanoseconds: t0 + 100 * s, endNanoseconds: t0 + 200 * s)

    static func server(_ faults: ServiceFaults, method: InterpolationMethod = .planeFit) -> AssistanceServer {
        let server = AssistanceServer(configuration: TestNetwork.configuration(interpolation: method, faults: faults))
        TestNetwork.feed(server, at: t0) { _, _ in 101_000 }
        server.recordManualCalibration(TestNetwork.calibration(madeAt: t0), deviceID: "device-1")
        return server
    }

    @Test("Slow answers add their delay inside the window only")
    func slow() {
        let server = Self.server(
            ServiceFaults(slowAnswers: [.init(windows: [Self.window], extraDelayNanoseconds: 7 * s)]))
        let request = TestNetwork.request(at: Self.device)
        #expect(server.answer(request, atNanoseconds: t0 + 150 * s).extraDelayNanoseconds == 7 * s)
        #expect(server.answer(request, atNanoseconds: t0 + 150 * s).response?.status == .delivered)
        #expect(server.answer(request, atNanoseconds: t0 + 250 * s).extraDelayNanoseconds == 0)
    }

    @Test("Garbage payloads decode to a malformed-payload error", arguments: 0..<24)
    func garbage(requestID: Int) {
        let server = Self.server(ServiceFaults(garbagePayload: [Self.window]))
        let request = TestNetwork.request(at: Self.device, id: UInt64(requestID))
        let reply = server.answer(request, atNanoseconds: t0 + 150 * s + Int64(requestID))
        #expect(reply.response == nil)
        do {
            _ = try AssistanceCodec.decodeResponse(reply.bytes)
            Issue.record("garbage decoded as a response")
        } catch {
            guard case .malformedPayload = error else {
                Issue.record("expected malformedPayload, got \(error)")
                return
            }
        }
        // Outside the window the bytes are a valid response.
        let fine = server.answer(request, atNanoseconds: t0 + 250 * s)
        #expect(throws: Never.self) { try AssistanceCodec.decodeResponse(fine.bytes) }
    }

    @Test("A biased station shifts the reference pressure near it")
    func biasedStation() throws {
        let e = TestNetwork.fiveStations[4]  // "E", next to the device
        let biased = Self.server(
            ServiceFaults(biasedStations: [.init(stationID: e.id, biasPa: 150)]), method: .inverseDistance(power: 2))
        let clean = Self.server(.none, method: .inverseDistance(power: 2))
        let a = try #require(biased.referenceEstimate(at: e.position, atNanoseconds: t0))
        let b = try #require(clean.referenceEstimate(at: e.position, atNanoseconds: t0))
        // On the station, IDW returns its value: the bias, scaled by the MSL reduction (QFF/QFE > 1).
        #expect(a.seaLevelPressurePa - b.seaLevelPressurePa > 150)
        #expect(a.seaLevelPressurePa - b.seaLevelPressurePa < 160)
    }

    @Test("A missing station's data is dropped and the station is not used in its window")
    func missingStation() throws {
        let only = [TestNetwork.fiveStations[0]]
        let faults = ServiceFaults(missingStations: [.init(stationID: only[0].id, windows: [Self.window])])
        let server = AssistanceServer(configuration: TestNetwork.configuration(stations: only, faults: faults))
        let observation = StationObservation(
            stationID: only[0].id, pressurePa: 100_000, temperatureKelvin: 280,
            measuredAtNanoseconds: t0 + 120 * s, receivedAtNanoseconds: t0 + 120 * s)
        #expect(server.ingest(observation) == .droppedByFault)
        var early = observation
        early.measuredAtNanoseconds = t0 + 90 * s
        early.receivedAtNanoseconds = t0 + 90 * s
        #expect(server.ingest(early) == .accepted)
        #expect(server.referenceEstimate(at: Self.device, atNanoseconds: t0 + 95 * s) != nil)
        #expect(server.referenceEstimate(at: Self.device, atNanoseconds: t0 + 150 * s) == nil)
        #expect(server.referenceEstimate(at: Self.device, atNanoseconds: t0 + 200 * s) != nil)
    }

    @Test("Ingest rejects unknown stations and implausible observations")
    func ingestValidation() {
        let server = Self.server(.none)
        let good = StationObservation(
            stationID: "A", pressurePa: 100_000, temperatureKelvin: 280,
            measuredAtNanoseconds: t0, receivedAtNanoseconds: t0)
        var bad = good
        bad.stationID = "Z"
        #expect(server.ingest(bad) == .unknownStation)
        for mutate in [
            { (o: inout StationObservation) in o.pressurePa = .nan },
            { o in o.temperatureKelvin = 5 }, { o in o.receivedAtNanoseconds = t0 - 1 },
        ] {
            bad = good
            mutate(&bad)
            #expect(server.ingest(bad) == .invalidObservation)
        }
        #expect(server.ingest(good) == .accepted)
    }

    @Test("Extreme times saturate instead of trapping")
    func extremeTimes() {
        let only = [TestNetwork.fiveStations[0]]
        let server = AssistanceServer(configuration: TestNetwork.configuration(stations: only))
        for time in [Int64.min, Int64.min + 1] {
            server.ingest(
                StationObservation(
                    stationID: "A", pressurePa: 100_000, temperatureKelvin: 280,
                    measuredAtNanoseconds: time, receivedAtNanoseconds: time))
        }
        server.recordManualCalibration(
            CalibrationRecord(offsetPa: 1, uncertaintyPa: 1, madeAtNanoseconds: .min, source: .manual),
            deviceID: "device-1")
        let reply = server.answer(TestNetwork.request(at: Self.device), atNanoseconds: .max)
        #expect(reply.response?.status == .referencePressureUnavailable)
        #expect(
            server.answer(TestNetwork.request(at: Self.device), atNanoseconds: Int64.min + 2).response?.status
                == .delivered)
    }
}
