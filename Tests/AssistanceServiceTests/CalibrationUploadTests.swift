import AssistanceProtocol
import AssistanceService
import Testing

private let s = TestNetwork.second
private let t0 = TestNetwork.start

@Suite("Barocal uploads and the calibration store")
struct CalibrationUploadTests {
    static let device = TestNetwork.coordinate(eastKm: 0, northKm: 0)

    static func server() -> AssistanceServer {
        let server = AssistanceServer(configuration: TestNetwork.configuration())
        TestNetwork.feed(server, at: t0) { _, _ in 101_000 }
        return server
    }

    static func upload(_ records: [CalibrationRecord], key: String = TestNetwork.apiKey, device: String = "device-1")
        -> BarocalUpload
    {
        BarocalUpload(deviceID: device, apiKey: key, records: records, sentAtNanoseconds: t0)
    }

    @Test("A valid upload is stored and returned in the response")
    func accepted() throws {
        let server = Self.server()
        let records = [
            TestNetwork.calibration(madeAt: t0 - 60 * s, offsetPa: 30),
            TestNetwork.calibration(madeAt: t0 - 10 * s, offsetPa: 31),
        ]
        #expect(server.receive(Self.upload(records), atNanoseconds: t0) == .accepted(storedCount: 2))
        let response = try #require(server.answer(TestNetwork.request(at: Self.device), atNanoseconds: t0).response)
        #expect(response.status == .delivered)
        #expect(response.calibrationOffsetPa == 31)
        #expect(response.calibrationTimeNanoseconds == t0 - 10 * s)
        // An older record does not replace a newer one.
        #expect(
            server.receive(Self.upload([TestNetwork.calibration(madeAt: t0 - 99 * s, offsetPa: 5)]), atNanoseconds: t0)
                == .accepted(storedCount: 0))
        #expect(server.calibrations.calibration(deviceID: "device-1")?.offsetPa == 31)
    }

    @Test(
        "Uploads with an invalid record are rejected whole",
        arguments: [
            CalibrationRecord(offsetPa: .nan, uncertaintyPa: 3, madeAtNanoseconds: 0, source: .background),
            CalibrationRecord(offsetPa: 10, uncertaintyPa: 0, madeAtNanoseconds: 0, source: .manual),
            CalibrationRecord(offsetPa: 10, uncertaintyPa: .infinity, madeAtNanoseconds: 0, source: .background),
            CalibrationRecord(offsetPa: 50_000, uncertaintyPa: 3, madeAtNanoseconds: 0, source: .background),
        ])
    func invalidRecord(bad: CalibrationRecord) throws {
        let server = Self.server()
        var record = bad
        record.madeAtNanoseconds = t0 - s
        let outcome = server.receive(Self.upload([TestNetwork.calibration(madeAt: t0 - s), record]), atNanoseconds: t0)
        #expect(outcome == .rejected(.invalidRecord(index: 1)))
        #expect(server.calibrations.calibration(deviceID: "device-1") == nil)
        #expect(
            server.answer(TestNetwork.request(at: Self.device), atNanoseconds: t0).response?.status
                == .calibrationDataUnavailable)
    }

    @Test("Other rejections: future record, unknown key, no records, no device, general failure")
    func otherRejections() {
        let server = Self.server()
        #expect(
            server.receive(Self.upload([TestNetwork.calibration(madeAt: t0 + 1)]), atNanoseconds: t0)
                == .rejected(.recordFromTheFuture(index: 0)))
        #expect(
            server.receive(Self.upload([TestNetwork.calibration(madeAt: t0)], key: "x"), atNanoseconds: t0)
                == .rejected(.invalidAPIKey))
        #expect(server.receive(Self.upload([]), atNanoseconds: t0) == .rejected(.noRecords))
        #expect(
            server.receive(Self.upload([TestNetwork.calibration(madeAt: t0)], device: ""), atNanoseconds: t0)
                == .rejected(.missingDeviceID))
        let failing = AssistanceServer(
            configuration: TestNetwork.configuration(
                faults: ServiceFaults(generalFailure: [TimeWindow(startNanoseconds: t0, endNanoseconds: t0 + s)])))
        #expect(
            failing.receive(Self.upload([TestNetwork.calibration(madeAt: t0)]), atNanoseconds: t0)
                == .rejected(.generalFailure))
        #expect(server.calibrations.calibration(deviceID: "device-1") == nil)
    }

    @Test("Initial calibrations from the configuration are used")
    func initial() {
        var config = TestNetwork.configuration()
        config.initialCalibrations = ["device-1": TestNetwork.calibration(madeAt: t0)]
        let server = AssistanceServer(configuration: config)
        #expect(server.calibrations.calibration(deviceID: "device-1")?.offsetPa == 12)
    }
}
