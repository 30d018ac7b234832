import AltitudeEngine
import AssistanceProtocol

/// The operations an input encodes: one opcode byte, then its arguments (Docs/fuzzing.md
/// lists them). Clock advances, samples (single and in bursts), app calls, server replies
/// and store contents.
extension EngineHarness {
    static let baseLatitude = 47.37
    static let baseLongitude = 8.54
    static let urls = [
        "https://assist.example", "http://a", "ftp://assist.example", "", "https://", "https://a b",
        "not a url", "https://assist.example/v1?q=1", "HTTPS://X.example",
    ]
    static let keys = ["key", "", "   ", "\n", "k\u{0}", "a-much-longer-key-0123456789"]

    func step() {
        switch stream.byte() % 24 {
        case 0: scheduler.advance(byNanoseconds: Int64(stream.byte()) * 10_000_000)
        case 1: scheduler.advance(byNanoseconds: Int64(stream.byte()) * 1_000_000_000)
        case 2: scheduler.advance(byNanoseconds: Int64(stream.uint16()) * 1_000_000_000)
        case 3: scheduler.advance(byNanoseconds: Int64(1 + stream.byte() % 5) * 86_400_000_000_000)
        case 4: checker.feedPressure(pressureSample(), to: engine)
        case 5: engine.ingestLocation(location(center: (Self.baseLatitude, Self.baseLongitude)))
        case 6:
            engine.ingestActivity(
                ActivitySample(
                    kind: stream.pick(ActivityKind.allCases),
                    confidence: stream.double(center: 0.5, spread: 0.6),
                    timestampNanoseconds: stream.timestamp(now: now)))
        case 7, 8: burst()
        case 9:
            start(
                baseURL: stream.pick(Self.urls), key: stream.pick(Self.keys),
                location: stream.bool() ? location(center: (Self.baseLatitude, Self.baseLongitude)) : nil)
        case 10: engine.stop()
        case 11: startAltitude(stream.pick(NNAltitudeMode.allCases))
        case 12: engine.stopAltitudeCalculation { _, _ in }
        case 13:
            let bits = stream.byte()
            if bits & (1 << NNConsistencyFilter.pressure.rawValue | 8) != 0 { checker.pressureFilterEverOn = true }
            engine.setConsistencyFilters(
                NNConsistencyFilter.allCases.filter { bits & (1 << $0.rawValue) != 0 }
                    + (bits & 8 != 0 ? [.pressure] : []))
        case 14:
            engine.startManualCalibration(
                mode: stream.pick(NNManualBarocalMode.allCases),
                location: location(center: (Self.baseLatitude, Self.baseLongitude)),
                floorNumber: stream.bool() ? stream.hostileInt() : nil,
                groundMSLHeight: stream.optionalDouble(center: 400, spread: 500),
                pressure: stream.optionalDouble(center: 96_000, spread: 6_000), handler: manualCalibrationHandler())
        case 15:
            engine.setManualCalibration(
                location: location(center: (Self.baseLatitude, Self.baseLongitude)),
                floorNumber: stream.bool() ? stream.hostileInt() : nil,
                groundMSLHeight: stream.optionalDouble(center: 400, spread: 500),
                pressure: stream.optionalDouble(center: 96_000, spread: 6_000), handler: manualCalibrationHandler())
        case 16:
            engine.setAltitude(
                location: stream.bool() ? location(center: (Self.baseLatitude, Self.baseLongitude)) : nil,
                pressure: stream.optionalDouble(center: 96_000, spread: 6_000))
        case 17: upload()
        case 18, 19: replyToFetch()
        case 20:
            if !client.pendingFetches.isEmpty {
                client.pendingFetches.remove(at: stream.index(below: client.pendingFetches.count))
            }
        case 21: client.immediateReplies = Int(stream.byte() % 4)
        case 22: replyToUpload()
        default: hostileState()
        }
    }

    private func pressureSample() -> PressureSample {
        PressureSample(
            pressurePa: stream.double(center: 96_000, spread: 8_000), timestampNanoseconds: stream.timestamp(now: now),
            temperatureKelvin: stream.optionalDouble(center: 290, spread: 50))
    }

    private func location(center: (Double, Double)) -> NNLocation {
        NNLocation(
            latitudeDegrees: stream.double(center: center.0, spread: 0.01),
            longitudeDegrees: stream.double(center: center.1, spread: 0.01),
            horizontalAccuracyMeters: stream.double(center: 40, spread: 40),
            altitudeMeters: stream.optionalDouble(center: 400, spread: 100),
            timestampNanoseconds: stream.timestamp(now: now))
    }

    /// A run of well-formed samples advancing the clock: pressure every period (a level plus a
    /// slope and a little deterministic noise), a location every k samples.
    private func burst() {
        let count = 1 + Int(stream.byte() % 64)
        let period = stream.pick([100_000_000, 1_000_000_000, 1_000_000_000, 5_000_000_000] as [Int64])
        let level = stream.double(center: 96_000, spread: 6_000)
        let slopePa = Double(Int8(bitPattern: stream.byte())) / 10
        let noisePa = Double(stream.byte() % 8) / 2
        let locationEvery = 1 + Int(stream.byte() % 8)
        let accuracy = stream.pick([3.0, 5, 10, 14, 30, 80])
        let drift = Double(Int8(bitPattern: stream.byte())) * 1e-6
        for index in 0..<count where !scheduler.isExhausted {
            scheduler.advance(byNanoseconds: period)
            let value = level + slopePa * Double(index) + noisePa * Self.noise(index)
            checker.feedPressure(PressureSample(pressurePa: value, timestampNanoseconds: now), to: engine)
            if index % locationEvery == 0 {
                engine.ingestLocation(
                    NNLocation(
                        latitudeDegrees: Self.baseLatitude + drift * Double(index),
                        longitudeDegrees: Self.baseLongitude, horizontalAccuracyMeters: accuracy,
                        timestampNanoseconds: now))
            }
            checkDeadlines()
        }
    }

    /// A fixed pseudo-random sequence in −1…1.
    static func noise(_ index: Int) -> Double {
        var x = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
        x ^= x >> 31
        return Double(x % 2001) / 1000 - 1
    }

    private func replyToFetch() {
        guard !client.pendingFetches.isEmpty else { return }
        let pending = client.pendingFetches.remove(at: stream.index(below: client.pendingFetches.count))
        pending.completion(ReplyFactory.reply(for: pending.request, &stream))
    }

    private func replyToUpload() {
        guard !client.pendingUploads.isEmpty else { return }
        let pending = client.pendingUploads.remove(at: stream.index(below: client.pendingUploads.count))
        pending.completion(stream.bool() ? .accepted : .failure(stream.bool() ? .timeout : .httpStatus(403)))
    }

    /// Store contents (read at the next `start`), a restored calibration, or a re-entrant call
    /// armed for the next altitude-handler call.
    private func hostileState() {
        switch stream.byte() % 4 {
        case 0:
            let key = stream.pick(["AltitudeEngine.calibration", "AltitudeEngine.pendingUploads"])
            store.save(
                key: key, bytes: stream.bool() ? stream.bytes(count: Int(stream.byte() % 48)) : Array(recordJSON().utf8)
            )
        case 1:
            engine.restoreCalibration(
                CalibrationRecord(
                    offsetPa: stream.double(center: 0, spread: 300), uncertaintyPa: stream.double(center: 5, spread: 5),
                    madeAtNanoseconds: stream.timestamp(now: now), source: stream.bool() ? .manual : .background))
        default:
            reentry = stream.byte()
        }
    }

    private func recordJSON() -> String {
        let numbers = [
            "0", "-0", "12.5", "-400", "1e308", "1e999", "NaN", "\"x\"", "null", "9223372036854775807",
            "-9223372036854775808", "99999999999999999999", "3",
        ]
        let record =
            "{\"offsetPa\":\(stream.pick(numbers)),\"uncertaintyPa\":\(stream.pick(numbers)),"
            + "\"madeAtNanoseconds\":\(stream.pick(numbers)),\"source\":\"\(stream.pick(["manual", "background", "x"]))\"}"
        return stream.bool() ? "[" + record + "," + record + "]" : record
    }
}
