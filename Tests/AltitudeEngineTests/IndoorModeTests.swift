import AltitudeEngine
import Foundation
import Geophysics
import Testing

/// The engine in a heated building (`TestBuilding`: 25 °C inside, the neutral plane 100 m up,
/// −40 Pa at the ground, +21 Pa at 150 m: the outdoor column is 3.3 m high in the lobby, 2 m
/// low up there): a phone walks in from the street, rides 150 m up, stays, and walks out again.
@Suite("Indoor mode: anchoring at the door, the indoor gradient, leaving")
struct IndoorModeTests {
    static let entry: Int64 = 60 * second
    static let rideStart: Int64 = 120 * second
    static let rideSeconds = 100.0
    static let rise = 150.0

    /// A harness for the walk-in day; `indoorsUntil` is when the phone is outside again.
    /// Returns the harness and the day's start.
    static func harness(
        indoorMode: Bool = true, weatherPaPerSecond: Double = 0,
        indoorsUntil: Int64 = .max, edit: (inout EngineConfiguration) -> Void = { _ in }
    ) -> (Harness, Int64) {
        var configuration = EngineConfiguration()
        configuration.backgroundCheckIntervalNanoseconds = 1_000_000 * second
        // Refetch every 10 s so the reference keeps up with a changing weather.
        configuration.assistanceValidityNanoseconds = 10 * second
        configuration.indoorModeEnabled = indoorMode
        configuration.indoorTemperatureKelvin = 298.15
        edit(&configuration)
        let building = TestBuilding()
        let h = Harness(configuration: configuration)
        let start = h.now
        let door = building.groundHAE + 1
        func inside(_ time: Int64) -> Bool { time - start >= entry && time - start < indoorsUntil }
        h.heightHAE = { time in
            let seconds = Double(time - start - rideStart) / 1e9
            guard inside(time), seconds > 0 else { return door }
            return door + rise * min(1, seconds / rideSeconds)
        }
        let height = h.heightHAE
        h.pressureDisturbance = { time in
            // A weather change scales the column: `weatherPaPerSecond` at the reference level.
            let outdoor = TestWorld.pressure(atHAE: height(time))
            let weather = weatherPaPerSecond * Double(time - start) / 1e9 * outdoor / TestWorld.referencePressure
            // A live sensor's readings always move (a 0.05 Pa wobble): a noise-free stream that
            // stands still after the ride would be a frozen barometer to the engine (852).
            let wobble = 0.05 * sin(Double(time % 1_000_000_000_000) / 7.3e7)
            return weather + wobble + (inside(time) ? building.offsetPa(atHAE: height(time)) : 0)
        }
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        return (h, start)
    }

    /// Runs to `offset` after the start with fixes like a phone's: good outdoors, Wi-Fi (45 m)
    /// or none (`outage`) inside; the reference follows the weather.
    static func run(
        _ h: Harness, to offset: Int64, start: Int64, outage: Bool, weatherPaPerSecond: Double,
        indoorsUntil: Int64 = .max
    ) {
        while h.now < start + offset {
            let elapsed = h.now - start
            let indoors = elapsed >= entry && elapsed < indoorsUntil
            h.accuracyMeters = indoors ? 45 : 3
            h.feedLocation = !(indoors && outage)
            h.assistance.referencePressureErrorPa = weatherPaPerSecond * Double(elapsed) / 1e9
            h.run(for: second)
        }
    }

    static func lastError(_ h: Harness) throws -> Double {
        let context = try #require(h.recorder.contexts.last)
        let height = try #require(context.height)
        return height - h.heightHAE(h.now)
    }

    @Test(
        "walked in (Wi-Fi fixes or an outage): the lobby and 150 m up are right; the outdoor column is metres off",
        arguments: [false, true])
    func anchoredStay(outage: Bool) throws {
        let (h, start) = Self.harness()
        Self.run(h, to: Self.entry - second, start: start, outage: outage, weatherPaPerSecond: 0)
        #expect(abs(try Self.lastError(h)) < 0.5, "outdoors before entry")
        Self.run(h, to: Self.entry + 30 * second, start: start, outage: outage, weatherPaPerSecond: 0)
        #expect(abs(try Self.lastError(h)) < 0.5, "in the lobby")
        let lobbySigma = try #require(h.recorder.contexts.last?.heightUncertainty68)
        Self.run(h, to: Self.rideStart + 200 * second, start: start, outage: outage, weatherPaPerSecond: 0)
        #expect(abs(try Self.lastError(h)) < 0.5, "150 m up")
        let topSigma = try #require(h.recorder.contexts.last?.heightUncertainty68)
        // σ grows with the height above the anchor: 150 m × σ_Tin / T_in (2 K / 298 K) ≈ 1.0 m at 68 %.
        // The outdoor reference temperature's σ counts up to the door only: over the 150 m as well
        // (1 K / 288 K: 0.52 m in quadrature) the growth would be ≈ 1.13 m.
        let growth = (topSigma * topSigma - lobbySigma * lobbySigma).squareRoot()
        #expect(abs(growth - 0.994458 * Self.rise * 2 / 298.15) < 0.06, "growth \(growth) m")

        // The same day without indoor mode: the door step and the wrong gradient.
        let (plain, plainStart) = Self.harness(indoorMode: false)
        Self.run(plain, to: Self.entry + 30 * second, start: plainStart, outage: outage, weatherPaPerSecond: 0)
        #expect(try Self.lastError(plain) > 2.5)
        Self.run(plain, to: Self.rideStart + 200 * second, start: plainStart, outage: outage, weatherPaPerSecond: 0)
        #expect(try Self.lastError(plain) < -1.5)
    }

    @Test(
        "after the outside cools by 6 K the indoor temperature's σ is the reported height's own sensitivity to it: the carried door step and the column move together"
    )
    func indoorTemperatureSigmaIsTheHeightsSensitivity() throws {
        /// The last context 5 min after the replies' temperature dropped 6 K, the phone 150 m up.
        func stay(indoorKelvin: Double = 298.15, sigmaKelvin: Double = 2) throws -> NNAltitudeContext {
            let (h, start) = Self.harness {
                $0.indoorTemperatureKelvin = indoorKelvin
                $0.indoorTemperatureSigmaKelvin = sigmaKelvin
            }
            Self.run(h, to: Self.rideStart + 300 * second, start: start, outage: false, weatherPaPerSecond: 0)
            h.assistance.referenceTemperatureErrorKelvin = -6
            Self.run(h, to: Self.rideStart + 600 * second, start: start, outage: false, weatherPaPerSecond: 0)
            return try #require(h.recorder.contexts.last)
        }
        let step = 0.05
        let warmer = try #require(try stay(indoorKelvin: 298.15 + step).height)
        let cooler = try #require(try stay(indoorKelvin: 298.15 - step).height)
        let metersPerKelvin = (warmer - cooler) / (2 * step)
        let perSigma = 1 / NormalQuantile.twoSided68
        let wide = try #require(try stay().heightUncertainty68) * perSigma
        let narrow = try #require(try stay(sigmaKelvin: 0).heightUncertainty68) * perSigma
        let temperatureSigma = (wide * wide - narrow * narrow).squareRoot()
        #expect(
            abs(temperatureSigma - abs(metersPerKelvin) * 2) < 0.03 * temperatureSigma,
            "σ from the indoor temperature \(temperatureSigma) m, height's sensitivity × 2 K \(abs(metersPerKelvin) * 2) m"
        )
        // The column alone would be 150 m / T_in per kelvin; the carried step adds to it here.
        #expect(abs(metersPerKelvin) > 1.1 * Self.rise / 298.15)
    }

    @Test(
        "no fix at the door (the last outdoor one 3 s before it, the first Wi-Fi fix 1 s after): the door is found between them"
    )
    func doorBetweenLastFixAndFirstSignInside() throws {
        /// The lobby's error 30 s after walking in, with no fix from 2 s before the door to 1 s
        /// after it (refused as jumps, say): the anchor's indoor window, counted from the last
        /// outdoor fix, would hold the door step itself.
        func lobbyError(search: Bool) throws -> Double {
            let (h, start) = Self.harness {
                if !search { $0.indoorAnchorDoorSearchStepNanoseconds = .max }
            }
            while h.now < start + Self.entry + 30 * second {
                let elapsed = h.now - start
                h.accuracyMeters = elapsed >= Self.entry ? 45 : 3
                h.feedLocation = !(elapsed >= Self.entry - 3 * second && elapsed < Self.entry + second)
                h.run(for: second)
            }
            return try Self.lastError(h)
        }
        #expect(abs(try lobbyError(search: true)) < 0.5)
        let control = try lobbyError(search: false)
        #expect(control > 2.5, "the control: no anchor, the outdoor column; \(control) m")
    }

    @Test("a weather change of −3 hPa during a 40 min stay is followed through the reference")
    func weatherWhileIndoors() throws {
        let rate = -300.0 / 2_400
        let (h, start) = Self.harness(weatherPaPerSecond: rate)
        Self.run(h, to: Self.rideStart + 2_400 * second, start: start, outage: false, weatherPaPerSecond: rate)
        // Holding the indoor pressure of the anchor instead would be 300 Pa ≈ 25 m off.
        #expect(abs(try Self.lastError(h)) < 0.5)
    }

    @Test("walking out: back to the outdoor column within a few seconds of good fixes")
    func leaving() throws {
        let indoorsUntil = Self.rideStart + 300 * second
        let (h, start) = Self.harness(indoorsUntil: indoorsUntil)
        // Back down for the exit: the ride plan only goes up, so the phone "teleports" to the door
        // at `indoorsUntil`, as if it had come down and walked out.
        Self.run(
            h, to: indoorsUntil - second, start: start, outage: false, weatherPaPerSecond: 0, indoorsUntil: indoorsUntil
        )
        #expect(abs(try Self.lastError(h)) < 0.5)
        Self.run(
            h, to: indoorsUntil + 5 * second, start: start, outage: false, weatherPaPerSecond: 0,
            indoorsUntil: indoorsUntil)
        #expect(abs(try Self.lastError(h)) < 0.5, "outside: no stale door step (≈ 3.4 m)")
    }

    @Test(
        "a phone that starts indoors has no anchor: the outdoor column's height, σ widened by the unknown stack offset")
    func startsIndoors() throws {
        func day(indoorMode: Bool) throws -> (height: Double, sigma: Double) {
            var configuration = EngineConfiguration()
            configuration.backgroundCheckIntervalNanoseconds = 1_000_000 * second
            configuration.indoorModeEnabled = indoorMode
            let building = TestBuilding()
            let h = Harness(configuration: configuration)
            let floor = building.groundHAE + 1 + 150
            h.heightHAE = { _ in floor }
            h.pressureDisturbance = { _ in building.offsetPa(atHAE: floor) }
            h.accuracyMeters = 45
            h.startInitialised()
            h.calibrate()
            h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
            h.run(for: 120 * second)
            let context = try #require(h.recorder.contexts.last)
            return (try #require(context.height), try #require(context.heightUncertainty68) / 0.994458)
        }
        let withMode = try day(indoorMode: true)
        let without = try day(indoorMode: false)
        #expect(withMode.height == without.height)
        // σ² grows by exactly the unanchored term at the outdoor temperature at the phone's
        // height (the reference's less the lapse over the height above the reference level; the
        // reference's own temperature, sea level's, under-stated the contrast at altitude).
        let configuration = EngineConfiguration()
        let outdoorKelvin =
            TestWorld.referenceTemperature - StandardAtmosphere.lapseRateKelvinPerMeter
            * (withMode.height - TestWorld.referenceLevelHAE)
        let extra = try #require(
            UnanchoredIndoorSigma.sigmaMeters(
                outdoorTemperatureKelvin: outdoorKelvin,
                indoorTemperatureKelvin: configuration.indoorTemperatureKelvin,
                indoorTemperatureSigmaKelvin: configuration.indoorTemperatureSigmaKelvin,
                neutralPlaneDistanceMeters: configuration.indoorUnanchoredNeutralPlaneDistanceMeters,
                hvacSigmaPa: configuration.indoorUnanchoredHvacSigmaPa,
                pressurePa: TestWorld.pressure(atHAE: TestWorld.terrainHAE + 151)))
        #expect(extra > 0.2)
        let added = withMode.sigma * withMode.sigma - without.sigma * without.sigma
        #expect(abs(added - extra * extra) < 0.02 * extra * extra + 1e-3)
    }

    @Test("a phone already moving at the door (stairs at once) gets no anchor: the outdoor column")
    func movingAtTheDoor() throws {
        func day(indoorMode: Bool) throws -> Double {
            var configuration = EngineConfiguration()
            configuration.backgroundCheckIntervalNanoseconds = 1_000_000 * second
            configuration.indoorModeEnabled = indoorMode
            let h = Harness(configuration: configuration)
            let start = h.now
            let door = TestWorld.terrainHAE + 1
            // Up the stairs at 0.5 m/s from the moment of entry (≈ 6 Pa/s: a moving window).
            h.heightHAE = { time in
                time - start < Self.entry ? door : door + 0.5 * Double(time - start - Self.entry) / 1e9
            }
            h.startInitialised()
            h.calibrate()
            h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
            Self.run(h, to: Self.entry + 30 * second, start: start, outage: false, weatherPaPerSecond: 0)
            return try #require(h.recorder.contexts.last?.height)
        }
        #expect(try day(indoorMode: true) == (try day(indoorMode: false)))
    }
}
