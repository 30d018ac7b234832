import Testing

@testable import AltitudeEngine

@Suite("ManualCalibrationSession: starting, collecting, awaiting reference, verifying a far pin")
struct ManualCalibrationSessionTests {
    private static func session(timed: Bool) -> ManualCalibrationSession {
        ManualCalibrationSession(
            id: 1,
            pin: NNLocation(
                latitudeDegrees: 47, longitudeDegrees: 8, horizontalAccuracyMeters: 3,
                timestampNanoseconds: 0),
            floorNumber: nil, groundMSLHeightMeters: nil, handler: nil, timed: timed)
    }

    @Test("a timed session collects; an instant one does not")
    func collects() {
        var timed = Self.session(timed: true)
        var instant = Self.session(timed: false)
        #expect(timed.phase == .collecting && instant.phase == .starting)
        timed.collect(100_000, atNanoseconds: 0)
        instant.collect(100_000, atNanoseconds: 0)
        #expect(timed.statistics.count == 1 && instant.statistics.count == 0)
    }

    @Test("too few samples in a timed collection: 878; one is enough for an instant one")
    func tooFewSamples() {
        var timed = Self.session(timed: true)
        timed.collect(100_000, atNanoseconds: 0)
        let result1 = timed.endCollection(minimumSamples: 5, maximumStandardDeviationPa: 10)
        #expect(result1 == .failed(.calibrationNotCompleted))
        var instant = Self.session(timed: false)
        instant.statistics.add(100_000, atNanoseconds: 0)
        let result2 = instant.endCollection(minimumSamples: 5, maximumStandardDeviationPa: 10)
        #expect(result2 == .awaitReference)
        #expect(instant.phase == .awaitingReference && instant.needsReference && !instant.isCollecting)
    }

    @Test("no sample at all: 878; an unsteady pressure: 876")
    func emptyOrUnsteady() {
        var empty = Self.session(timed: false)
        let result3 = empty.endCollection(minimumSamples: 1, maximumStandardDeviationPa: 10)
        #expect(result3 == .failed(.calibrationNotCompleted))
        var unsteady = Self.session(timed: true)
        for (index, pressurePa) in [100_000.0, 100_050, 99_950].enumerated() {
            unsteady.collect(pressurePa, atNanoseconds: Int64(index) * 1_000_000_000)
        }
        let result4 = unsteady.endCollection(minimumSamples: 3, maximumStandardDeviationPa: 10)
        #expect(
            result4
                == .failed(.calibrationPressureUnsteady))
    }

    @Test("moving results count only while collecting and must outnumber the still ones")
    func activity() {
        var session = Self.session(timed: true)
        let result5 = session.countActivity(.still, minimumMovingResults: 1)
        #expect(!result5)
        let result6 = session.countActivity(.walking, minimumMovingResults: 1)
        #expect(!result6)
        let result7 = session.countActivity(.unknown, minimumMovingResults: 1)
        #expect(!result7)
        let result8 = session.countActivity(.running, minimumMovingResults: 1)
        #expect(result8)
        var instant = Self.session(timed: false)
        let result9 = instant.countActivity(.running, minimumMovingResults: 1)
        #expect(!result9)
    }

    @Test("a far pin: no usable reply is 873, outside the service area is 879, any other status 873")
    func farPin() {
        var session = Self.session(timed: true)
        session.pinFoundTooFar()
        #expect(session.phase == .verifyingFarPin && session.needsReference && !session.isCollecting)
        #expect(session.failureWithoutReference == .calibrationPinTooFar)
        #expect(session.failure(forServiceStatus: .outsideServiceArea) == .calibrationPinOutsideServiceArea)
        #expect(session.failure(forServiceStatus: .delivered) == .calibrationPinTooFar)
    }

    @Test("awaiting reference: outside coverage or no reference is 877, a delivered reply is used")
    func awaitingReference() {
        var session = Self.session(timed: false)
        session.statistics.add(100_000, atNanoseconds: 0)
        _ = session.endCollection(minimumSamples: 1, maximumStandardDeviationPa: 10)
        #expect(session.failureWithoutReference == .calibrationNotCompleted)
        #expect(session.failure(forServiceStatus: .outsideServiceArea) == .calibrationNotAGoodPlace)
        #expect(session.failure(forServiceStatus: .referencePressureUnavailable) == .calibrationNotAGoodPlace)
        #expect(session.failure(forServiceStatus: .delivered) == nil)
        #expect(session.failure(forServiceStatus: .calibrationDataStale) == nil)
    }
}

@Suite("ManualCalibrationSession: unsteady (876) is judged on the collection's line")
struct ManualCalibrationSteadinessTests {
    private static func collected(seconds: Int, pressure: (Double) -> Double) -> ManualCalibrationSession {
        var session = ManualCalibrationSession(
            id: 1,
            pin: NNLocation(
                latitudeDegrees: 47, longitudeDegrees: 8, horizontalAccuracyMeters: 3, timestampNanoseconds: 0),
            floorNumber: nil, groundMSLHeightMeters: nil, handler: nil, timed: true)
        // 25 Hz with ±1 Pa of alternating noise (a deterministic stand-in for white noise).
        for index in 0...(seconds * 25) {
            let t = Double(index) / 25
            session.collect(pressure(t) + (index % 2 == 0 ? 1 : -1), atNanoseconds: Int64(t * 1e9))
        }
        return session
    }

    private static func outcome(_ session: inout ManualCalibrationSession) -> ManualCalibrationSession.CollectionOutcome
    {
        session.endCollection(minimumSamples: 5, maximumStandardDeviationPa: 3, maximumRatePaPerSecond: 0.5)
    }

    @Test("a still user in a 0.12 Pa/s fall (std 4.2 Pa over 2 min) or lowering the phone 0.6 m is steady")
    func steadyChanges() {
        // Before: the spread about the mean (4.3 Pa) failed the fall with 876.
        var falling = Self.collected(seconds: 120) { 100_000 - 0.12 * $0 }
        #expect(falling.statistics.standardDeviationPa > 4)
        #expect(Self.outcome(&falling) == .awaitReference)
        #expect(abs(falling.statistics.slopePaPerSecond + 0.12) < 1e-3)
        #expect(abs(falling.statistics.residualStandardDeviationPa - 1) < 0.01)
        var lowered = Self.collected(seconds: 60) { 100_000 + 7 * $0 / 60 }
        #expect(Self.outcome(&lowered) == .awaitReference)
    }

    @Test("a steady climb (1 Pa/s), a floor climbed mid-way or door slams: 876")
    func unsteady() {
        var climbing = Self.collected(seconds: 60) { 100_000 - 1.0 * $0 }
        #expect(Self.outcome(&climbing) == .failed(.calibrationPressureUnsteady))
        var floor = Self.collected(seconds: 60) { $0 < 30 ? 100_000 : 99_960 }
        #expect(Self.outcome(&floor) == .failed(.calibrationPressureUnsteady))
        var slams = Self.collected(seconds: 60) { Int($0) % 10 == 0 ? 100_015 : 100_000 }
        #expect(Self.outcome(&slams) == .failed(.calibrationPressureUnsteady))
    }

    @Test("the line: slope, scatter, its value at the newest sample and the mean time")
    func line() throws {
        var statistics = RunningStatistics()
        #expect(statistics.meanNanoseconds == nil && !statistics.hasLine)
        for (index, t) in [0, 2, 4, 6].enumerated() {
            statistics.add(
                1_000 + 0.5 * Double(t) + (index % 2 == 0 ? 0.1 : -0.1), atNanoseconds: Int64(t) * 1_000_000_000)
        }
        #expect(statistics.hasLine)
        #expect(statistics.meanNanoseconds == 3_000_000_000)
        let summary = statistics.summary
        #expect(abs(summary.endPa - 1_003) < 0.1)
        #expect(abs(summary.meanPa - 1_001.5) < 1e-9)
        #expect(abs(statistics.slopePaPerSecond - 0.5) < 0.05)
        #expect(statistics.residualStandardDeviationPa < 0.2)
    }
}
