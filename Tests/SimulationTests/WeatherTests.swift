import Foundation
import Geophysics
import Noise
import Simulation
import Testing

/// 2026-11-29T00:00:00Z, ns.
let midnightNanoseconds: Int64 = 1_795_910_400 * 1_000_000_000
let second: Int64 = 1_000_000_000
let origin = EastNorth(eastMeters: 0, northMeters: 0)

func field(_ model: WeatherModel, seed: UInt64 = 1, durationSeconds: Double = 86_400, longitude: Double = 0) throws
    -> WeatherField
{
    try WeatherField(
        model: model, noise: NoiseRoot(seed: seed), startNanoseconds: midnightNanoseconds,
        durationSeconds: durationSeconds, solarTimeOffsetSeconds: longitude * 240)
}

@Suite("Weather field")
struct WeatherTests {
    @Test("The default model is the standard sea-level pressure and temperature everywhere")
    func standard() throws {
        let weather = try field(WeatherModel())
        let far = EastNorth(eastMeters: 30_000, northMeters: -12_000)
        #expect(weather.seaLevelPressurePa(at: far, timeNanoseconds: midnightNanoseconds + 5_000 * second) == 101_325)
        #expect(weather.seaLevelTemperatureKelvin(at: far, timeNanoseconds: midnightNanoseconds) == 288.15)
    }

    @Test("Linear trend is zero at the reference instant")
    func trend() throws {
        let weather = try field(WeatherModel(referenceNanoseconds: midnightNanoseconds, trendPaPerSecond: -0.01))
        #expect(weather.seaLevelPressurePa(at: origin, timeNanoseconds: midnightNanoseconds) == 101_325)
        #expect(
            abs(weather.seaLevelPressurePa(at: origin, timeNanoseconds: midnightNanoseconds + 3_600 * second) - 101_289)
                < 1e-6)
    }

    /// The minutes of the day (UTC) at which the tide has its local maxima.
    func tideMaximaMinutes(longitude: Double) throws -> [Int] {
        let weather = try field(WeatherModel(tide: PressureTide(amplitudePa: 100)), longitude: longitude)
        let values = (0...1_441).map {
            weather.seaLevelPressurePa(at: origin, timeNanoseconds: midnightNanoseconds + Int64($0 - 1) * 60 * second)
        }
        return (1...1_440).filter { values[$0] > values[$0 - 1] && values[$0] >= values[$0 + 1] }.map { $0 - 1 }
    }

    @Test("Semidiurnal tide: maxima at 10:00 and 22:00 local solar time, amplitude as given")
    func tide() throws {
        #expect(try tideMaximaMinutes(longitude: 0) == [600, 1_320])
        #expect(try tideMaximaMinutes(longitude: 15) == [540, 1_260])  // 15° E: local = UTC + 1 h
        let weather = try field(WeatherModel(tide: PressureTide(amplitudePa: 100)))
        #expect(
            abs(
                weather.seaLevelPressurePa(at: origin, timeNanoseconds: midnightNanoseconds + 10 * 3_600 * second)
                    - 101_425) < 1e-6)
        #expect(
            abs(
                weather.seaLevelPressurePa(at: origin, timeNanoseconds: midnightNanoseconds + 4 * 3_600 * second)
                    - 101_225) < 1e-6)
    }

    @Test("Horizontal gradient rises toward its bearing and is zero across it")
    func gradient() throws {
        let weather = try field(WeatherModel(gradient: PressureGradient(paPerMeter: 0.001, towardBearingDegrees: 45)))
        let d = 1_000 / 2.0.squareRoot()
        let t = midnightNanoseconds
        #expect(
            abs(weather.seaLevelPressurePa(at: EastNorth(eastMeters: d, northMeters: d), timeNanoseconds: t) - 101_326)
                < 1e-9)
        #expect(
            abs(
                weather.seaLevelPressurePa(at: EastNorth(eastMeters: -d, northMeters: -d), timeNanoseconds: t) - 101_324
            ) < 1e-9)
        #expect(
            abs(weather.seaLevelPressurePa(at: EastNorth(eastMeters: d, northMeters: -d), timeNanoseconds: t) - 101_325)
                < 1e-9)
    }

    @Test("Front: steady fall, minimum at passage, sharp rise, moving with the line")
    func front() throws {
        let passage = midnightNanoseconds + 12 * 3_600 * second
        let front = WeatherFront(
            passageAtOriginNanoseconds: passage, movingTowardBearingDegrees: 90, speedMetersPerSecond: 10,
            dropPa: 300, fallDurationSeconds: 6 * 3_600, risePa: 400, riseDurationSeconds: 1_800,
            temperatureChangeKelvin: -5)
        let weather = try field(WeatherModel(fronts: [front]))
        func offset(_ point: EastNorth, _ secondsFromPassage: Int64) -> Double {
            weather.seaLevelPressurePa(at: point, timeNanoseconds: passage + secondsFromPassage * second) - 101_325
        }
        #expect(offset(origin, -7 * 3_600) == 0)
        #expect(abs(offset(origin, -3 * 3_600) + 150) < 1e-9)  // halfway down the fall
        #expect(abs(offset(origin, 0) + 300) < 1e-9)
        #expect(abs(offset(origin, 900) + 100) < 1e-9)  // halfway up the rise
        #expect(abs(offset(origin, 3 * 3_600) - 100) < 1e-9)  // net +1 hPa behind the front
        // The minimum over time at a point is at its passage.
        let samples = stride(from: -3_600, through: 3_600, by: 60).map { ($0, offset(origin, Int64($0))) }
        #expect(samples.min { $0.1 < $1.1 }?.0 == 0)
        // 36 km east the line arrives 3 600 s later; along the line (north) at the same time.
        let east = EastNorth(eastMeters: 36_000, northMeters: 0)
        #expect(abs(offset(east, 3_600) + 300) < 1e-9)
        #expect(abs(offset(east, 0) + 300 * (1 - 3_600.0 / 21_600)) < 1e-9)
        #expect(abs(offset(EastNorth(eastMeters: 0, northMeters: 50_000), 0) + 300) < 1e-9)
        // Colder behind it.
        #expect(
            abs(weather.seaLevelTemperatureKelvin(at: origin, timeNanoseconds: passage + 3_600 * second) - 283.15)
                < 1e-9)
        #expect(weather.seaLevelTemperatureKelvin(at: east, timeNanoseconds: passage + 3_600 * second) == 288.15)
    }

    @Test("Diurnal temperature peaks at the warmest local hour")
    func diurnal() throws {
        let weather = try field(WeatherModel(temperature: TemperatureModel(diurnalAmplitudeKelvin: 5)))
        #expect(
            abs(
                weather.seaLevelTemperatureKelvin(
                    at: origin, timeNanoseconds: midnightNanoseconds + 15 * 3_600 * second) - 293.15) < 1e-9)
        #expect(
            abs(
                weather.seaLevelTemperatureKelvin(at: origin, timeNanoseconds: midnightNanoseconds + 3 * 3_600 * second)
                    - 283.15) < 1e-9)
    }

    @Test("Thunderstorms: Poisson arrivals at the given rate, each a bump peaking at its magnitude")
    func thunderstorms() throws {
        let hours = 2_000.0
        let weather = try field(
            WeatherModel(thunderstorms: ThunderstormModel(ratePerHour: 1, magnitudePa: 80, durationSeconds: 1_320)),
            seed: 9, durationSeconds: hours * 3_600)
        let starts = weather.thunderstormStartsNanoseconds
        // Count ~ Poisson(2000): 5σ ≈ 224.
        #expect(abs(Double(starts.count) - hours) < 5 * hours.squareRoot())
        #expect(starts == starts.sorted())
        #expect(
            starts.allSatisfy { $0 > midnightNanoseconds && $0 <= midnightNanoseconds + Int64(hours * 3_600) * second })
        // An isolated storm: the peak (middle) is the magnitude above base; 0 before it starts.
        let isolated = zip(starts, starts.dropFirst()).enumerated().first { index, pair in
            pair.1 - pair.0 > 2_000 * second && (index == 0 || pair.0 - starts[index - 1] > 2_000 * second)
        }
        let start = try #require(isolated).element.0
        #expect(abs(weather.seaLevelPressurePa(at: origin, timeNanoseconds: start + 660 * second) - 101_405) < 1e-6)
        #expect(weather.seaLevelPressurePa(at: origin, timeNanoseconds: start - second) == 101_325)
        #expect(weather.seaLevelPressurePa(at: origin, timeNanoseconds: start + 1_320 * second) == 101_325)
    }

    @Test("Drift has the stationary σ and the e^(−1) correlation at lag τ")
    func driftStatistics() throws {
        let tau = 3_600.0
        let days = 300.0
        let weather = try field(
            WeatherModel(drift: PressureDrift(sigmaPa: 185, correlationTimeSeconds: tau, knotSpacingSeconds: 600)),
            seed: 3, durationSeconds: days * 86_400)
        let values = stride(from: 0, to: Int64(days * 86_400), by: 600).map {
            weather.driftPa(atNanoseconds: midnightNanoseconds + $0 * second)
        }
        let mean = values.reduce(0, +) / Double(values.count)
        let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)
        // ~7 200 correlation times ⇒ about 3 600 independent samples: σ within 10 % is > 5 standard errors.
        #expect(abs(variance.squareRoot() - 185) < 0.1 * 185)
        let lag = 6  // 3 600 s
        let lagged =
            (0..<(values.count - lag)).map { (values[$0] - mean) * (values[$0 + lag] - mean) }.reduce(0, +)
            / Double(values.count - lag) / variance
        #expect(abs(lagged - exp(-1)) < 0.08)
        // Between knots the drift is interpolated linearly.
        let a = weather.driftPa(atNanoseconds: midnightNanoseconds)
        let b = weather.driftPa(atNanoseconds: midnightNanoseconds + 600 * second)
        #expect(abs(weather.driftPa(atNanoseconds: midnightNanoseconds + 150 * second) - (0.75 * a + 0.25 * b)) < 1e-9)
    }

    @Test("Invalid weather parameters are errors naming the parameter")
    func validation() {
        func parameter(_ model: WeatherModel) -> String? {
            do {
                _ = try field(model)
                return nil
            } catch let error as WorldError { return error.parameter } catch { return "?" }
        }
        #expect(
            parameter(WeatherModel(drift: PressureDrift(correlationTimeSeconds: 0)))
                == "weather.drift.correlationTimeSeconds")
        #expect(
            parameter(WeatherModel(fronts: [WeatherFront(passageAtOriginNanoseconds: 0, speedMetersPerSecond: -1)]))
                == "weather.fronts[0].speedMetersPerSecond")
        #expect(parameter(WeatherModel(basePressurePa: .nan)) == "weather.basePressurePa")
        #expect(
            parameter(WeatherModel(thunderstorms: ThunderstormModel(ratePerHour: -1)))
                == "weather.thunderstorms.ratePerHour")
        #expect(
            parameter(WeatherModel(temperature: TemperatureModel(lapseRateKelvinPerMeter: 0.5)))
                == "weather.temperature.lapseRateKelvinPerMeter")
    }
}
