import Foundation
import Geophysics
import Noise
import Testing

@testable import Simulation

@Suite("Uniform weather memo (a device's time-only weather terms at 1 s knots)")
struct UniformWeatherMemoTests {
    static let start: Int64 = 1_795_910_400 * 1_000_000_000

    /// Every weather element on: trend, a large tide, drift, thunderstorms, a diurnal cycle and a
    /// front with a temperature change passing during the hour.
    static func world(
        drift: PressureDrift = PressureDrift(), storms: ThunderstormModel = ThunderstormModel(ratePerHour: 30)
    ) throws -> World {
        var weather = WeatherModel(
            basePressurePa: 100_500, referenceNanoseconds: start, trendPaPerSecond: -0.01,
            tide: PressureTide(amplitudePa: 140),
            drift: drift,
            fronts: [WeatherFront(passageAtOriginNanoseconds: start + 1_800_000_000_000, temperatureChangeKelvin: -4)],
            thunderstorms: storms)
        weather.temperature.diurnalAmplitudeKelvin = 6
        return try World(
            origin: GeodeticCoordinate(latitudeDegrees: 47, longitudeDegrees: 8), terrain: .flat(heightMeters: 400),
            weather: weather, noise: NoiseRoot(seed: 6), startNanoseconds: start, durationSeconds: 3_600)
    }

    /// The largest |memoised − exact| truth pressure (Pa) over an hour at 25 Hz along a path at
    /// 30 m/s (the fronts and gradient are evaluated at the moving point).
    static func worstError(_ world: World) -> Double {
        var memo = UniformWeatherMemo()
        var worst = 0.0
        for index in 0..<90_000 {
            let time = start + Int64(index) * 40_000_000
            let point = EastNorth(eastMeters: Double(index) * 1.2 - 50_000, northMeters: 300)
            let exact = world.truthPressurePa(
                at: point, heightMSLMeters: 420, timeNanoseconds: time, indoorBuilding: nil)
            let memoised = withUnsafeMutablePointer(to: &memo) {
                world.truthPressurePa(
                    at: point, heightMSLMeters: 420, timeNanoseconds: time, indoorBuilding: nil, tag: nil,
                    memo: nil, weatherMemo: $0)
            }
            worst = max(worst, abs(memoised - exact))
        }
        return worst
    }

    @Test("With every weather element on, the interpolated truth is within 0.001 Pa of the exact one")
    func boundedError() throws {
        let world = try Self.world()
        #expect(!world.weather.stormStartsNanoseconds.isEmpty)
        #expect(UniformWeatherMemo.driftQualifies(world.weather) && UniformWeatherMemo.stormsQualify(world.weather))
        #expect(Self.worstError(world) < 0.001)
    }

    @Test(
        "A drift whose knots are not whole seconds, and steep storms, are evaluated exactly (else errors of ~0.1–1 Pa)",
        arguments: [0.5, 90.5])
    func nonQualifyingTerms(driftKnotSeconds: Double) throws {
        let world = try Self.world(
            drift: PressureDrift(knotSpacingSeconds: driftKnotSeconds),
            storms: ThunderstormModel(ratePerHour: 30, magnitudePa: 500, durationSeconds: 60))
        #expect(!world.weather.stormStartsNanoseconds.isEmpty)
        #expect(!UniformWeatherMemo.driftQualifies(world.weather))
        #expect(!UniformWeatherMemo.stormsQualify(world.weather))
        #expect(Self.worstError(world) < 0.001)
    }

    @Test("Temperatures match; values at whole seconds are the exact ones; before the start the memo is exact")
    func temperatureAndKnots() throws {
        let world = try Self.world()
        var memo = UniformWeatherMemo()
        for index in stride(from: -100, to: 36_000, by: 7) {
            let time = Self.start + Int64(index) * 100_000_000
            let values = memo.values(atNanoseconds: time, world: world)
            let exactKelvin = world.weather.uniformTemperatureKelvin(atNanoseconds: time)
            #expect(abs(values.temperatureKelvin - exactKelvin) < 1e-6)
            let exactPa = world.weather.uniformPressurePa(
                atNanoseconds: time, drift: values.includesDrift, storms: values.includesStorms)
            if index < 0 || index % 10 == 0 {
                #expect(values.pressurePa == exactPa, "\(index)")
            } else {
                #expect(abs(values.pressurePa - exactPa) < 0.001)
            }
        }
    }

    @Test("The value at an instant does not depend on the order of queries")
    func orderIndependent() throws {
        let world = try Self.world()
        let times = (0..<2_000).map { Self.start + Int64($0) * 37_000_000 }
        func values(_ order: [Int64]) -> [Int64: UInt64] {
            var memo = UniformWeatherMemo()
            var result: [Int64: UInt64] = [:]
            for time in order {
                result[time] = memo.values(atNanoseconds: time, world: world).pressurePa.bitPattern
            }
            return result
        }
        let forward = values(times)
        #expect(values(times.reversed()) == forward)
        #expect(
            values(
                times.enumerated().sorted { ($0.offset * 7_919) % 2_000 < ($1.offset * 7_919) % 2_000 }.map(\.element))
                == forward)
    }
}
