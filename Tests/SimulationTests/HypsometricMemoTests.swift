import Foundation
import Geophysics
import Noise
import Testing

@testable import Simulation

@Suite("Hypsometric memo (a device's column factor)")
struct HypsometricMemoTests {
    @Test(
        "The memoised column factor is within 1e-10 (relative) of pow for any height, temperature and lapse rate",
        arguments: [0.0065, 0.0098, 0.001, -0.005])
    func matchesPow(lapse: Double) {
        let exponent = 1 / (287.052_87 / 9.806_65 * lapse)
        let stream = NoiseRoot(seed: 4).stream(named: "test.heights")
        var memo = HypsometricMemo()
        var worst = 0.0
        for index in 0..<100_000 {
            // Runs of nearby heights (as a device's queries) and jumps, with a few temperatures.
            let h = index % 50 == 0 ? stream.uniform() * 9_400 - 400 : 300 + stream.uniform() * 20
            let t0 = 250 + Double(index / 20_000) * 15
            let exact = pow((t0 - lapse * h) / t0, exponent)
            let memoised = memo.factor(
                geopotentialHeightMeters: h, seaLevelTemperatureKelvin: t0,
                lapseKelvinPerMeter: lapse, exponent: exponent)
            worst = max(worst, abs(memoised / exact - 1))
        }
        #expect(worst <= HypsometricMemo.maximumRelativeError)
        #expect(worst * 110_000 < 0.01)  // Pa at the highest sea-level pressure
    }

    @Test("A device's truth with the memo is within 0.001 Pa of the exact truth, indoors and out, in any weather")
    func worldTruth() throws {
        let start: Int64 = 1_795_910_400 * 1_000_000_000
        let world = try World(
            origin: GeodeticCoordinate(latitudeDegrees: 47, longitudeDegrees: 8), terrain: .flat(heightMeters: 400),
            buildings: [
                Building(
                    centre: EastNorth(eastMeters: 0, northMeters: 0), widthMeters: 30, depthMeters: 30, floorCount: 20)
            ],
            weather: WeatherModel(
                tide: PressureTide(), drift: PressureDrift(),
                fronts: [WeatherFront(passageAtOriginNanoseconds: start + 1_800_000_000_000)]),
            noise: NoiseRoot(seed: 2), startNanoseconds: start, durationSeconds: 3_600)
        var memo = HypsometricMemo()
        var worst = 0.0
        for index in 0..<36_000 {
            let time = start + Int64(index) * 100_000_000
            let height = 401 + Double(index % 3_000) * 0.02  // an elevator ride, over and over
            let building: Int? = index % 2 == 0 ? 0 : nil
            let exact = world.truthPressurePa(
                at: EastNorth(eastMeters: 1, northMeters: 2), heightMSLMeters: height,
                timeNanoseconds: time, indoorBuilding: building)
            let memoised = withUnsafeMutablePointer(to: &memo) {
                world.truthPressurePa(
                    at: EastNorth(eastMeters: 1, northMeters: 2), heightMSLMeters: height,
                    timeNanoseconds: time, indoorBuilding: building, tag: nil, memo: $0, weatherMemo: nil)
            }
            worst = max(worst, abs(memoised - exact))
        }
        #expect(worst < 0.001)
    }
}
