import AltitudeEngine
import AssistanceProtocol
import Testing

@Suite("Manual calibration")
struct ManualCalibrationTests {
    func pin(_ h: Harness, north: Double = 0, accuracy: Double = 5) -> NNLocation {
        TestWorld.location(at: h.now, northMeters: north, accuracy: accuracy)
    }

    @Test("success: setup, 871, 870; the record matches the true offset", arguments: [nil, 3] as [Int?])
    func success(floor: Int?) throws {
        var configuration = EngineConfiguration()
        configuration.backgroundCheckIntervalNanoseconds = 1_000_000 * second
        let h = Harness(configuration: configuration)
        h.sensorOffsetPa = -45
        if let floor { h.heightHAE = { _ in TestWorld.terrainHAE + 1 + Double(floor) * 3.5 } }
        h.startInitialised()
        var states: [NNManualBarocalState] = []
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h), floorNumber: floor) { state, _ in
            states.append(state)
        }
        #expect(states == [.calibrationSetup, .calibrationStarted])
        #expect(h.recorder.statusCodes.contains(871))
        h.run(for: 29 * second)
        #expect(h.recorder.calibrations.isEmpty)
        h.run(for: 2 * second)
        #expect(states.last == .calibrationSuccess)
        #expect(h.recorder.statusCodes.last == 870)
        let record = try #require(h.recorder.calibrations.first)
        #expect(record.source == .manual)
        #expect(abs(record.offsetPa + 45) < 1)
    }

    @Test("success with a ground height above MSL instead of terrain")
    func groundMSL() throws {
        var configuration = EngineConfiguration()
        configuration.backgroundCheckIntervalNanoseconds = 1_000_000 * second
        let h = Harness(configuration: configuration)
        h.sensorOffsetPa = 20
        h.heightHAE = { _ in TestWorld.referenceLevelHAE + 200 + 1 }
        h.startInitialised()
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h), groundMSLHeight: 200)
        h.run(for: 31 * second)
        let record = try #require(h.recorder.calibrations.first)
        #expect(abs(record.offsetPa - 20) < 1)
    }

    @Test("setManualCalibration with a pressure: immediate record")
    func setManual() throws {
        let h = Harness()
        h.startInitialised()
        let truth = TestWorld.pressure(atHAE: TestWorld.terrainHAE + 1)
        h.engine.setManualCalibration(location: pin(h), pressure: truth + 11)
        h.run(for: second)
        let record = try #require(h.recorder.calibrations.first)
        #expect(abs(record.offsetPa - 11) < 0.01)
        #expect(h.recorder.statusCodes.contains(870))
    }

    func expectFailure(_ h: Harness, reason: SDKStatusCode, sourceLocation: SourceLocation = #_sourceLocation) {
        let codes = h.recorder.statusCodes
        let failed = codes.lastIndex(of: 872)
        #expect(
            failed.map { codes.dropFirst($0 + 1).first } == reason.rawValue, "codes \(codes)",
            sourceLocation: sourceLocation)
        #expect(h.recorder.manualStates.last?.0 == .calibrationFailed, sourceLocation: sourceLocation)
        #expect(h.recorder.manualStates.last?.1 == reason.rawValue, sourceLocation: sourceLocation)
        #expect(h.recorder.calibrations.filter { $0.source == .manual }.isEmpty, sourceLocation: sourceLocation)
        #expect(h.recorder.statusCodes.filter { $0 == 870 }.isEmpty, sourceLocation: sourceLocation)
    }

    @Test("873: pin too far from the device (after the service confirms the pin is in its area)")
    func pinTooFar() {
        let h = Harness()
        h.startInitialised()
        let requestsBefore = h.assistance.requests.count
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h, north: 300))
        #expect(h.recorder.statusCodes.last != 871)
        h.run(for: second)
        expectFailure(h, reason: .calibrationPinTooFar)
        #expect(h.assistance.requests.count > requestsBefore)
    }

    @Test("873 also without an answer about the pin (service unreachable)")
    func pinTooFarUnverified() {
        let h = Harness()
        h.startInitialised()
        h.assistance.behaviour = .fixed(.failure(.unreachable))
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h, north: 300))
        h.run(for: 20 * second)
        expectFailure(h, reason: .calibrationPinTooFar)
    }

    @Test("a coarse fix near its limit does not make a true pin 'too far': the distance is net of the accuracies")
    func coarseFixPinNotTooFar() {
        let h = Harness()
        h.accuracyMeters = 45
        h.startInitialised()
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h, north: 80))
        h.run(for: 31 * second)
        #expect(h.recorder.statusCodes.contains(873) == false)
        #expect(h.recorder.statusCodes.last == 870)
    }

    @Test("873 also when the device walks away from the pin during collection")
    func walksAway() {
        let h = Harness()
        h.startInitialised()
        h.engine.startManualCalibration(mode: .oneMinute, location: pin(h))
        let start = h.now
        h.northMeters = { t in t - start > 10 * second ? 80 : 0 }
        h.run(for: 61 * second)
        expectFailure(h, reason: .calibrationPinTooFar)
    }

    @Test("874: location uncertainty too large (device or pin)", arguments: [true, false])
    func uncertainty(devicePoor: Bool) {
        let h = Harness()
        if devicePoor { h.accuracyMeters = 80 }
        h.startInitialised()
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h, accuracy: devicePoor ? 5 : 75))
        expectFailure(h, reason: .calibrationLocationUncertaintyTooLarge)
    }

    @Test("875: moving (activity, or speed from the fixes)", arguments: [true, false])
    func moving(byActivity: Bool) {
        let h = Harness()
        h.startInitialised()
        h.engine.startManualCalibration(mode: .twoMinutes, location: pin(h))
        if byActivity {
            // A slow walk (1.5 m/s: under the speed limit, beyond the fixes' accuracies over 10 s).
            let start = h.now
            h.northMeters = { t in Double(t - start) / 1e9 * 1.5 }
            for kind in [ActivityKind.walking, .unknown, .still, .running, .walking] {
                h.run(for: 5 * second)
                h.engine.ingestActivity(ActivitySample(kind: kind, confidence: 0.9, timestampNanoseconds: h.now))
            }
        } else {
            let start = h.now
            h.northMeters = { t in Double(t - start) / 1e9 * 4 }  // 14 km/h, still within 50 m for a while
            h.run(for: 12 * second)
        }
        expectFailure(h, reason: .calibrationMoving)
    }

    /// Activity labels for a still user, one each `interval`, with a confidence the engine trusts.
    static let stillUserLabels: [(labels: [ActivityKind], interval: Int64, confidence: Double)] = [
        // Moving results do not outnumber still ones: isolated mislabels.
        (
            [.still, .walking, .still, .still, .inVehicle, .still, .unknown, .running, .still, .walking, .still],
            5 * second, 0.8
        ),
        // Moving results outnumber still ones, but the fixes do not move (new-phone-calibration seed 18).
        ([.running, .inVehicle, .still, .walking], 10 * second, 0.9),
    ]

    @Test(
        "875 needs moving results to outnumber still ones and fixes that move: a still user's mislabels do not fail it",
        arguments: stillUserLabels.indices)
    func stillUserMislabelled(_ index: Int) {
        let (labels, interval, confidence) = Self.stillUserLabels[index]
        let h = Harness()
        h.startInitialised()
        h.engine.startManualCalibration(mode: .oneMinute, location: pin(h))
        let start = h.now
        for kind in labels {
            h.run(for: interval)
            h.engine.ingestActivity(ActivitySample(kind: kind, confidence: confidence, timestampNanoseconds: h.now))
        }
        #expect(h.recorder.count(.calibrationMoving) == 0)
        h.run(until: start + 80 * second)
        #expect(h.recorder.statusCodes.last == 870)
    }

    @Test("876: pressure changing too fast")
    func unsteady() {
        let h = Harness()
        h.startInitialised()
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h))
        let start = h.now
        h.pressureDisturbance = { t in Double(t - start) / 1e9 * 1.0 }  // 1 Pa/s ramp
        h.run(for: 31 * second)
        expectFailure(h, reason: .calibrationPressureUnsteady)
    }

    @Test("877: not a good place (no reference pressure there)")
    func notGoodPlace() {
        let h = Harness()
        h.assistance.behaviour = .serve(status: .referencePressureUnavailable, latency: second / 10)
        h.startInitialised()
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h))
        h.run(for: 31 * second)
        expectFailure(h, reason: .calibrationNotAGoodPlace)
    }

    @Test(
        "877: an absurd floor number, Int.min and Int.max included, fails without trapping",
        arguments: [Int.min, Int.max, -201, 201])
    func absurdFloor(floor: Int) {
        // Found by the FuzzEngineInputs libFuzzer target: abs(Int.min) overflowed.
        let h = Harness()
        h.startInitialised()
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h), floorNumber: floor)
        h.run(for: second)
        expectFailure(h, reason: .calibrationNotAGoodPlace)
    }

    @Test(
        "878: not completed (no pressure samples / no reference / cancelled)",
        arguments: ["samples", "reference", "stop"])
    func notCompleted(cause: String) {
        let h = Harness()
        h.startInitialised()
        if cause == "reference" { h.assistance.behaviour = .fixed(.failure(.unreachable)) }
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h))
        if cause == "samples" { h.feedPressure = false }
        if cause == "stop" {
            h.run(for: 5 * second)
            h.engine.stop()
            #expect(h.recorder.manualStates.last?.0 == .calibrationCancelled)
            #expect(h.recorder.statusCodes.suffix(3) == [872, 878, 811])
            return
        }
        h.run(for: 60 * second)
        expectFailure(h, reason: .calibrationNotCompleted)
    }

    @Test(
        "879: pin outside the service area (the service says 600 for a far pin, or impossible coordinates)",
        arguments: [true, false])
    func outside(byService: Bool) {
        let h = Harness()
        h.startInitialised()
        var badPin = pin(h, north: byService ? 30_000 : 0)
        if !byService { badPin.latitudeDegrees = 123 }
        h.assistance.behaviour = .serve(status: .outsideServiceArea, latency: second / 10)
        h.engine.startManualCalibration(mode: .thirtySeconds, location: badPin)
        h.run(for: 31 * second)
        expectFailure(h, reason: .calibrationPinOutsideServiceArea)
    }

    @Test(
        "877, not 879: the device itself is outside coverage (known at the start, or learnt at the pin = device)",
        arguments: [true, false])
    func deviceOutsideCoverage(knownAtStart: Bool) {
        let h = Harness()
        h.assistance.behaviour = .serve(status: .outsideServiceArea, latency: second / 10)
        if knownAtStart {
            h.start()
            h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
            h.run(for: 2 * second)
        } else {
            h.startInitialised()
        }
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h))
        if knownAtStart { #expect(h.recorder.manualStates.last?.1 == 877) }
        h.run(for: 31 * second)
        expectFailure(h, reason: .calibrationNotAGoodPlace)
    }

    @Test("874 comes before 875: a coarse fix is too uncertain, never 'moving'")
    func coarseBeforeMoving() {
        let h = Harness()
        h.accuracyMeters = 70
        h.startInitialised()
        h.engine.ingestActivity(ActivitySample(kind: .walking, confidence: 0.9, timestampNanoseconds: h.now))
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h))
        expectFailure(h, reason: .calibrationLocationUncertaintyTooLarge)
    }

    @Test("upload: the manual record goes to the service and leaves the queue")
    func upload() throws {
        let h = Harness()
        h.startInitialised()
        h.engine.setManualCalibration(location: pin(h), pressure: 100_000)
        h.run(for: second)
        var results: [Bool] = []
        h.engine.startBarocalUpload { results.append($0) }
        #expect(results == [true])
        let upload = try #require(h.assistance.uploads.first)
        #expect(upload.records.count == 1 && upload.records.first?.source == .manual)
        #expect(upload.apiKey == "key")
        h.assistance.uploadResult = .failure(.unreachable)
        h.engine.startBarocalUpload { results.append($0) }
        #expect(results == [true, false])
        h.assistance.uploadResult = nil  // never answers: times out
        h.engine.startBarocalUpload { results.append($0) }
        h.scheduler.advance(byNanoseconds: 11 * second)
        #expect(results == [true, false, false])
    }

    @Test(
        "manualBaroCal: true until the manual calibration, false after it and after its upload until the service answers again"
    )
    func flagAcrossUpload() throws {
        var configuration = EngineConfiguration()
        configuration.backgroundCheckIntervalNanoseconds = 1_000_000 * second
        let h = Harness(configuration: configuration)
        h.assistance.behaviour = .serve(status: .calibrationDataUnavailable, latency: second / 5)
        h.assistance.manualCalibrationRequired = true  // this fake service never learns
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 5 * second)
        #expect(h.recorder.contexts.last?.manualBaroCal == true)
        h.engine.setManualCalibration(location: pin(h))
        h.run(for: 130 * second)  // a refetch after the calibration still says "required": pending upload
        #expect(h.recorder.contexts.last?.manualBaroCal == false)
        var uploaded: Bool?
        h.engine.startBarocalUpload { uploaded = $0 }
        #expect(uploaded == true)
        h.run(for: 2 * second)  // the cached answer predates the upload: still false
        #expect(h.recorder.contexts.last?.manualBaroCal == false)
        h.run(for: 125 * second)  // an answer fetched after the upload, about our record: true
        #expect(h.recorder.contexts.last?.manualBaroCal == true)
    }

    @Test("upload with nothing to send: false")
    func uploadEmpty() {
        let h = Harness()
        h.accuracyMeters = 30
        h.startInitialised()
        var result: Bool?
        h.engine.startBarocalUpload { result = $0 }
        #expect(result == false)
        #expect(h.assistance.uploads.isEmpty)
    }
}
