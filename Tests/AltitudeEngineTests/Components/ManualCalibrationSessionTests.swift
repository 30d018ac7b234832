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
        timed.collect(100_000)
        instant.collect(100_000)
        #expect(timed.statistics.count == 1 && instant.statistics.count == 0)
    }

    @Test("too few samples in a timed collection: 878; one is enough for an instant one")
    func tooFewSamples() {
        var timed = Self.session(timed: true)
        timed.collect(100_000)
        let result1 = timed.endCollection(minimumSamples: 5, maximumStandardDeviationPa: 10)
        #expect(result1 == .failed(.calibrationNotCompleted))
        var instant = Self.session(timed: false)
        instant.statistics.add(100_000)
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
        for pressurePa in [100_000.0, 100_050, 99_950] { unsteady.collect(pressurePa) }
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
        session.statistics.add(100_000)
        _ = session.endCollection(minimumSamples: 1, maximumStandardDeviationPa: 10)
        #expect(session.failureWithoutReference == .calibrationNotCompleted)
        #expect(session.failure(forServiceStatus: .outsideServiceArea) == .calibrationNotAGoodPlace)
        #expect(session.failure(forServiceStatus: .referencePressureUnavailable) == .calibrationNotAGoodPlace)
        #expect(session.failure(forServiceStatus: .delivered) == nil)
        #expect(session.failure(forServiceStatus: .calibrationDataStale) == nil)
    }
}
