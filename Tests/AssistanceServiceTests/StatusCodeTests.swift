import AssistanceProtocol
import AssistanceService
import Geophysics
import Testing

/// One test per status code: each sets up the code's condition and its near miss, so the
/// test fails if the code is not produced exactly under its condition.
@Suite("Status codes")
struct StatusCodeTests {
    static let now = TestNetwork.start + 60 * TestNetwork.second
    static let device = TestNetwork.coordinate(eastKm: 1, northKm: 1)

    /// A server with fresh station data and a fresh calibration for "device-1".
    static func server(
        faults: ServiceFaults = .none, coverage: ServiceArea = .everywhere, feed: Bool = true,
        calibratedAt: Int64? = TestNetwork.start
    ) -> AssistanceServer {
        let server = AssistanceServer(configuration: TestNetwork.configuration(coverage: coverage, faults: faults))
        if feed { TestNetwork.feed(server, at: TestNetwork.start) { _, _ in 101_000 } }
        if let calibratedAt {
            server.recordManualCalibration(TestNetwork.calibration(madeAt: calibratedAt), deviceID: "device-1")
        }
        return server
    }

    static func status(
        _ server: AssistanceServer, _ request: AssistanceRequest = TestNetwork.request(at: device),
        at time: Int64 = now
    ) -> ServiceStatusCode? {
        server.answer(request, atNanoseconds: time).response?.status
    }

    @Test("200: key, coverage, fresh data and fresh calibration")
    func delivered() throws {
        let response = try #require(
            Self.server().answer(TestNetwork.request(at: Self.device), atNanoseconds: Self.now).response)
        #expect(response.status == .delivered)
        #expect(response.manualCalibrationRequired == false)
        #expect(response.calibrationOffsetPa == 12)
        #expect(response.calibrationUncertaintyPa == 3)
        #expect(response.calibrationTimeNanoseconds == TestNetwork.start)
        #expect(abs((response.referencePressurePa ?? 0) - 101_000) < 0.01)
        #expect(
            response.referenceTimeNanoseconds == TestNetwork.start,
            "the measurement time of the freshest observation (60 s before the request)")
        #expect(throws: Never.self) { try response.validated() }
    }

    @Test("400: general failure during its window only; malformed requests too")
    func generalFailure() {
        let window = TimeWindow(startNanoseconds: Self.now, endNanoseconds: Self.now + TestNetwork.second)
        let server = Self.server(faults: ServiceFaults(generalFailure: [window]))
        #expect(Self.status(server) == .generalFailure)
        #expect(Self.status(server, at: Self.now + TestNetwork.second) == .delivered)
        var bad = TestNetwork.request(at: Self.device)
        bad.latitudeDegrees = .nan
        #expect(Self.status(Self.server(), bad) == .generalFailure)
        bad = TestNetwork.request(at: Self.device, horizontalUncertaintyMeters: -1)
        #expect(Self.status(Self.server(), bad) == .generalFailure)
    }

    @Test("403: unknown API key")
    func invalidKey() {
        #expect(Self.status(Self.server(), TestNetwork.request(at: Self.device, key: "nope")) == .invalidAPIKey)
        #expect(Self.status(Self.server(), TestNetwork.request(at: Self.device)) != .invalidAPIKey)
    }

    @Test("600: outside the service area")
    func outside() {
        let area = ServiceArea(circles: [.init(center: TestNetwork.origin, radiusMeters: 10_000)])
        let server = Self.server(coverage: area)
        #expect(
            Self.status(server, TestNetwork.request(at: TestNetwork.coordinate(eastKm: 11, northKm: 0)))
                == .outsideServiceArea)
        #expect(
            Self.status(server, TestNetwork.request(at: TestNetwork.coordinate(eastKm: 9, northKm: 0))) == .delivered)
    }

    @Test("610: inside coverage, calibrated, but no fresh station")
    func noReference() throws {
        let response = try #require(
            Self.server(feed: false).answer(TestNetwork.request(at: Self.device), atNanoseconds: Self.now).response)
        #expect(response.status == .referencePressureUnavailable)
        #expect(response.referencePressurePa == nil)
        #expect(response.calibrationOffsetPa == 12)
        #expect(Self.status(Self.server(feed: true)) == .delivered)
    }

    @Test("620: reference available, no calibration for the device")
    func noCalibration() throws {
        let response = try #require(
            Self.server(calibratedAt: nil).answer(TestNetwork.request(at: Self.device), atNanoseconds: Self.now)
                .response)
        #expect(response.status == .calibrationDataUnavailable)
        #expect(response.manualCalibrationRequired)
        #expect(response.referencePressurePa != nil)
        #expect(throws: Never.self) { try response.validated() }
        // Another device's calibration does not help.
        #expect(
            Self.status(Self.server(), TestNetwork.request(at: Self.device, device: "device-2"))
                == .calibrationDataUnavailable)
    }

    @Test("630: neither reference nor calibration")
    func neither() throws {
        let response = try #require(
            Self.server(feed: false, calibratedAt: nil).answer(
                TestNetwork.request(at: Self.device), atNanoseconds: Self.now
            ).response)
        #expect(response.status == .referenceAndCalibrationUnavailable)
        #expect(response.manualCalibrationRequired)
    }

    @Test("640: calibration older than its validity")
    func staleCalibration() throws {
        let validity = ServiceConfiguration(stations: [], apiKeys: []).calibrationValidityNanoseconds
        let madeAt = Self.now - validity - 1
        let response = try #require(
            Self.server(calibratedAt: madeAt).answer(TestNetwork.request(at: Self.device), atNanoseconds: Self.now)
                .response)
        #expect(response.status == .calibrationDataStale)
        #expect(response.manualCalibrationRequired)
        #expect(response.calibrationTimeNanoseconds == madeAt)
        #expect(response.referencePressurePa != nil)
        #expect(Self.status(Self.server(calibratedAt: Self.now - validity)) == .delivered)
    }
}
