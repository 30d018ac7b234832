import AltitudeEngine
import AssistanceProtocol
import Testing

@Suite("Lifecycle status codes")
struct LifecycleTests {
    @Test("start: 801, 802, 803, then 800 once pressure and location arrive")
    func startSucceeds() {
        let h = Harness()
        let result = h.start()
        #expect(h.recorder.statusCodes == [801, 802, 803])
        #expect(result() == nil)
        h.run(for: second)
        #expect(h.recorder.statusCodes == [801, 802, 803, 800])
        #expect(result() == 800)
        #expect(h.engine.sdkInitializationStatus() == (true, 800))
    }

    @Test("start with a location already given: no 803")
    func startWithLocation() {
        let h = Harness()
        h.engine.start(
            baseURL: "https://a.example", secretKey: "k", location: TestWorld.location(at: t0),
            success: { _, _ in }, failure: { _, _ in })
        #expect(h.recorder.statusCodes == [801, 802])
    }

    @Test("no pressure within 10 s: 805, 806 and the failure handler")
    func noPressure() {
        let h = Harness()
        h.feedPressure = false
        let result = h.start()
        h.run(for: 9 * second)
        #expect(result() == nil)
        h.run(for: 2 * second)
        #expect(h.recorder.statusCodes.suffix(2) == [805, 806])
        #expect(h.recorder.count(.noLocationAvailable) == 0)
        #expect(result() == 806)
        #expect(h.engine.sdkInitializationStatus().0 == false)
    }

    @Test("pressure but no location fix: still initialising at 10 s, 804, 806 at 60 s")
    func noLocation() {
        let h = Harness()
        h.feedLocation = false
        let result = h.start()
        h.run(for: 59 * second)
        #expect(result() == nil)
        #expect(h.recorder.count(.initialisationFailed) == 0)
        h.run(for: 2 * second)
        #expect(h.recorder.statusCodes.suffix(2) == [804, 806])
        #expect(h.recorder.count(.noPressureAvailable) == 0)
        #expect(result() == 806)
    }

    @Test("initialisation timeout is configurable")
    func configurableTimeout() {
        var configuration = EngineConfiguration()
        configuration.initializationTimeoutNanoseconds = 3 * second
        configuration.locationInitializationTimeoutNanoseconds = 5 * second
        let h = Harness(configuration: configuration)
        h.feedPressure = false
        let result = h.start()
        h.run(for: 4 * second)
        #expect(result() == 806)
        let g = Harness(configuration: configuration)
        g.feedLocation = false
        let located = g.start()
        g.run(for: 4 * second)
        #expect(located() == nil)
        g.run(for: 2 * second)
        #expect(located() == 806)
    }

    @Test("a GNSS cold start (first fix after 30 s) still initialises: 800, then the fetch")
    func slowFirstFix() {
        let h = Harness()
        h.feedLocation = false
        let result = h.start()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 30 * second)
        #expect(h.recorder.count(.waitingForLocation) == 1)
        #expect(h.recorder.count(.noLocationAvailable) == 0)
        h.feedLocation = true
        h.run(for: 3 * second)
        #expect(result() == 800)
        #expect(h.recorder.count(.initialisationFailed) == 0)
        #expect(h.recorder.contexts.last?.statusCode == 200)
        #expect(h.recorder.contexts.last?.height != nil)
    }

    @Test("double start: 808")
    func doubleStart() {
        let h = Harness()
        h.startInitialised()
        let second = h.start()
        #expect(second() == 808)
        #expect(h.recorder.statusCodes.last == 808)
        #expect(h.engine.sdkInitializationStatus() == (true, 800))
    }

    @Test(
        "calls before start: 810",
        arguments: ["stop", "altitude", "stopAltitude", "manual", "setManual", "upload", "setAltitude"])
    func beforeStart(call: String) {
        let h = Harness()
        var altitudeCode: Int?
        var uploadResult: Bool?
        var manualCode: Int?
        let pin = TestWorld.location(at: t0)
        switch call {
        case "stop": h.engine.stop()
        case "altitude": h.engine.startAltitudeCalculation(mode: .oneTime) { code, _ in altitudeCode = code }
        case "stopAltitude": h.engine.stopAltitudeCalculation { code, _ in altitudeCode = code }
        case "manual":
            h.engine.startManualCalibration(mode: .thirtySeconds, location: pin) { _, code in manualCode = code }
        case "setManual": h.engine.setManualCalibration(location: pin) { _, code in manualCode = code }
        case "upload": h.engine.startBarocalUpload { uploadResult = $0 }
        default: h.engine.setAltitude(location: pin, pressure: 100_000)
        }
        #expect(h.recorder.statusCodes == [810])
        if call == "altitude" || call == "stopAltitude" { #expect(altitudeCode == 810) }
        if call == "upload" { #expect(uploadResult == false) }
        if call.lowercased().contains("manual") { #expect(manualCode == 810) }
    }

    @Test("stop: 811 and samples are refused afterwards")
    func stop() {
        let h = Harness()
        h.startInitialised()
        h.engine.stop()
        #expect(h.recorder.statusCodes.last == 811)
        #expect(h.engine.sdkInitializationStatus() == (false, 811))
        h.engine.ingestPressure(PressureSample(pressurePa: 100_000, timestampNanoseconds: h.now))
        #expect(h.recorder.rejections.last == .engineStopped)
    }

    @Test("stop while initialising: the failure handler gets 811")
    func stopWhileInitialising() {
        let h = Harness()
        let result = h.start()
        h.engine.stop()
        #expect(result() == 811)
        h.run(for: 20 * second)
        #expect(h.recorder.count(.initialisationFailed) == 0)
    }

    @Test("invalid host URL: 815", arguments: ["", "not a url", "ftp://x.example", "https://", "https://a b.example"])
    func invalidURL(url: String) {
        let h = Harness()
        let result = h.start(url: url)
        #expect(result() == 815)
        #expect(h.recorder.statusCodes == [815])
        #expect(h.engine.sdkInitializationStatus().0 == false)
    }

    @Test("empty key: 816")
    func emptyKey() {
        let h = Harness()
        let result = h.start(key: "  ")
        #expect(result() == 816)
        #expect(h.recorder.statusCodes == [816])
    }

    @Test("the service rejects the key: 403 then 816, statusCode 403 in the context, no more requests")
    func rejectedKey() {
        let h = Harness()
        h.assistance.behaviour = .serve(status: .invalidAPIKey, latency: second / 10)
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 5 * second)
        let codes = h.recorder.statusCodes
        let index = codes.firstIndex(of: 403)
        #expect(index != nil && codes[(index ?? 0) + 1] == 816)
        #expect(h.recorder.contexts.last?.statusCode == 403)
        #expect(h.recorder.contexts.last?.height == nil)
        #expect(h.assistance.requests.count == 1)
    }

    @Test("HTTP 403 from the transport is a rejected key too")
    func httpForbidden() {
        let h = Harness()
        h.assistance.behaviour = .fixed(.failure(.httpStatus(403)))
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 3 * second)
        #expect(h.recorder.count(.invalidAPIKey) == 1)
    }

    @Test("stop and start again: initialises again, calibration survives")
    func restart() {
        let h = Harness()
        h.startInitialised()
        h.calibrate(offset: 12)
        h.engine.stop()
        h.startInitialised()
        #expect(h.engine.sdkInitializationStatus() == (true, 800))
        #expect(h.engine.currentCalibration?.offsetPa == 12)
        // A fresh engine on the same store finds it too (the phone's disk).
        let other = Harness(store: h.store)
        #expect(other.engine.currentCalibration?.offsetPa == 12)
    }

    @Test("corrupt bytes in the store are ignored")
    func corruptStore() {
        let store = InMemoryKeyValueStore()
        store.save(key: "AltitudeEngine.calibration", bytes: [0xFF, 0x00, 0x7B])
        store.save(key: "AltitudeEngine.pendingUploads", bytes: Array("[{\"offsetPa\":1e999}]".utf8))
        let h = Harness(store: store)
        #expect(h.engine.currentCalibration == nil)
    }
}
