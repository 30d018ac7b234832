import AltitudeEngine
import Foundation
import Geophysics
import Testing

/// A manual calibration made inside `TestBuilding` (−40 Pa in the lobby against the outdoor
/// column): it compares the phone with the indoor model's air at the known point, so it does not
/// absorb the building's step (which the anchored model would apply a second time, and which would
/// stay in the offset after leaving).
@Suite("Manual calibration indoors: against the indoor model, not the outdoor column")
struct IndoorManualCalibrationTests {
    /// The phone's lobby stay ends here (after the entry at 60 s, before the ride at 120 s).
    static let calibrationAt: Int64 = 100 * second

    func pin(_ h: Harness) -> NNLocation { TestWorld.location(at: h.now, northMeters: 0, accuracy: 5) }

    @Test("anchored: the lobby's step is not absorbed; the height after leaving is right")
    func anchoredLobbyCalibration() throws {
        let leaveAt = Self.calibrationAt + 20 * second
        let (h, start) = IndoorModeTests.harness(indoorsUntil: leaveAt)
        // The previous calibration is 8 Pa off: the anchor's height carries that error.
        h.calibrate(offset: 8)
        IndoorModeTests.run(
            h, to: Self.calibrationAt, start: start, outage: false, weatherPaPerSecond: 0, indoorsUntil: leaveAt)
        let lobbyStepPa = TestBuilding().offsetPa(atHAE: TestBuilding().groundHAE + 1)
        #expect(lobbyStepPa < -30, "the lobby's step \(lobbyStepPa) Pa")
        h.engine.setManualCalibration(location: pin(h), floorNumber: 0)
        h.run(for: second)
        let record = try #require(h.recorder.calibrations.last)
        #expect(record.source == .manual)
        // The phone's true offset is 0 Pa; against the outdoor column the record was the lobby's step.
        #expect(abs(record.offsetPa) < 2, "offset \(record.offsetPa) Pa, σ \(record.uncertaintyPa) Pa")
        #expect(abs(record.offsetPa) < 2 * record.uncertaintyPa)
        IndoorModeTests.run(
            h, to: Self.calibrationAt + 10 * second, start: start, outage: false, weatherPaPerSecond: 0,
            indoorsUntil: leaveAt)
        #expect(abs(try IndoorModeTests.lastError(h)) < 0.5, "in the lobby after the calibration")
        IndoorModeTests.run(
            h, to: leaveAt + 60 * second, start: start, outage: false, weatherPaPerSecond: 0, indoorsUntil: leaveAt)
        #expect(abs(try IndoorModeTests.lastError(h)) < 0.5, "outdoors after leaving")
    }

    @Test("unanchored (started inside): the outdoor column, σ widened by the unanchored indoor σ")
    func unanchoredCalibrationSigma() throws {
        /// The manual record made after a start inside (only Wi-Fi fixes, no door seen).
        func record(indoorMode: Bool) throws -> CalibrationRecord {
            var configuration = EngineConfiguration()
            configuration.backgroundCheckIntervalNanoseconds = 1_000_000 * second
            configuration.indoorModeEnabled = indoorMode
            configuration.indoorTemperatureKelvin = 298.15
            let h = Harness(configuration: configuration)
            let building = TestBuilding()
            h.heightHAE = { _ in building.groundHAE + 1 }
            h.pressureDisturbance = { time in
                building.offsetPa(atHAE: building.groundHAE + 1) + 0.05 * sin(Double(time % 1_000_000_000_000) / 7.3e7)
            }
            h.accuracyMeters = 45
            h.startInitialised()
            h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
            h.run(for: 30 * second)
            let before = h.recorder.calibrations.count
            h.engine.setManualCalibration(location: pin(h), floorNumber: 0)
            h.run(for: second)
            return try #require(h.recorder.calibrations.dropFirst(before).last)
        }
        let outdoor = try record(indoorMode: false)
        let indoor = try record(indoorMode: true)
        #expect(abs(indoor.offsetPa - outdoor.offsetPa) < 0.01, "no step without an anchor")
        let building = TestBuilding()
        let height = building.groundHAE + 1
        let outdoorPa = TestWorld.pressure(atHAE: height)
        let outdoorK = building.outdoorKelvin(atHAE: height)
        let extraMeters = try #require(
            UnanchoredIndoorSigma.sigmaMeters(
                outdoorTemperatureKelvin: outdoorK, indoorTemperatureKelvin: 298.15, indoorTemperatureSigmaKelvin: 2,
                neutralPlaneDistanceMeters: 20, hvacSigmaPa: 1.5, pressurePa: outdoorPa))
        let extraPa = extraMeters * HeightSolver.pascalsPerMeter(pressurePa: outdoorPa, temperatureKelvin: outdoorK)
        let widened = (indoor.uncertaintyPa * indoor.uncertaintyPa - outdoor.uncertaintyPa * outdoor.uncertaintyPa)
            .squareRoot()
        #expect(abs(widened - extraPa) < 0.05 * extraPa, "widened by \(widened) Pa, expected \(extraPa) Pa")
    }
}
