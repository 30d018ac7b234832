import Foundation
public import Geophysics
public import Noise

/// The world's truth for one run: terrain, geoid, buildings, weather, temperature and
/// transients around an origin, and the true pressure at any point.
///
/// A `World` is an immutable value built once per run; every query is a pure function of
/// (description, seed, run window, query), so devices and reference stations may ask in any
/// order and get the same answers.
///
/// ```swift
/// let world = try World(origin: GeodeticCoordinate(latitudeDegrees: 47.4, longitudeDegrees: 8.5),
///                       terrain: .flat(heightMeters: 400), noise: NoiseRoot(seed: 7),
///                       startNanoseconds: start, durationSeconds: 86_400)
/// let p = world.truthPressurePa(at: EastNorth(eastMeters: 0, northMeters: 0), heightMSLMeters: 401,
///                               timeNanoseconds: start, indoorBuilding: nil)
/// ```
public struct World: Sendable {
    /// Everything, in one immutable object: a `World` is one reference, so passing it to a
    /// method (a truth query per barometer sample) copies a pointer, not some 500 bytes. The
    /// methods below read `storage` directly (a computed property returns a copy).
    let storage: Storage

    /// The scenario's origin (the local plane's (0, 0)).
    public var origin: GeodeticCoordinate { storage.origin }
    /// The local east/north plane around the origin.
    public var plane: LocalTangentPlane { storage.plane }
    /// The ground.
    public var terrain: Terrain { storage.terrain }
    /// The geoid (MSL above the ellipsoid).
    public var geoid: Geoid { storage.geoid }
    /// The buildings; `groundElevationMeters` is always filled in (from the terrain at the
    /// centre when it was `nil`). Indices are the building identifiers used everywhere else.
    public var buildings: [Building] { storage.buildings }
    /// The realised weather (pressure and temperature fields).
    public var weather: WeatherField { storage.weather }
    /// The transients, sorted by start time (stable for equal starts).
    public var transients: [PressureTransient] { storage.transients }
    /// The run window the random weather was realised for.
    public var startNanoseconds: Int64 { storage.startNanoseconds }
    /// The run's length, s.
    public var durationSeconds: Double { storage.durationSeconds }
    private var longestTransientNanoseconds: Int64 { storage.longestTransientNanoseconds }
    /// g/(Rd·L) for the weather's lapse rate (0 when the column is isothermal).
    private var columnExponent: Double { storage.columnExponent }

    /// The stored values of a `World` (immutable, shared by its copies).
    final class Storage: Sendable {
        let origin: GeodeticCoordinate
        let plane: LocalTangentPlane
        let terrain: Terrain
        let geoid: Geoid
        let buildings: [Building]
        let weather: WeatherField
        let transients: [PressureTransient]
        let startNanoseconds: Int64
        let durationSeconds: Double
        let longestTransientNanoseconds: Int64
        let columnExponent: Double

        init(
            origin: GeodeticCoordinate, terrain: Terrain, geoid: Geoid, buildings: [Building], weather: WeatherField,
            transients: [PressureTransient], startNanoseconds: Int64, durationSeconds: Double,
            longestTransientNanoseconds: Int64, columnExponent: Double
        ) {
            self.origin = origin
            plane = LocalTangentPlane(origin: origin)
            self.terrain = terrain
            self.geoid = geoid
            self.buildings = buildings
            self.weather = weather
            self.transients = transients
            self.startNanoseconds = startNanoseconds
            self.durationSeconds = durationSeconds
            self.longestTransientNanoseconds = longestTransientNanoseconds
            self.columnExponent = columnExponent
        }
    }

    /// Builds a world and realises its random weather for the run window.
    /// - Parameters:
    ///   - origin: the local plane's origin; its longitude sets local solar time.
    ///   - noise: the run's root seed; the world uses streams named `world.*`.
    ///   - startNanoseconds: the run's first instant, ns since the Unix epoch.
    ///   - durationSeconds: the run's length, s.
    /// - Throws: `WorldError` for any invalid parameter.
    public init(
        origin: GeodeticCoordinate, terrain: Terrain = .flat(heightMeters: 0), geoid: Geoid = .none,
        buildings: [Building] = [], weather: WeatherModel = WeatherModel(), transients: [PressureTransient] = [],
        noise: NoiseRoot, startNanoseconds: Int64, durationSeconds: Double
    ) throws {
        guard origin.isValid else {
            throw WorldError(
                parameter: "origin",
                message: "(\(origin.latitudeDegrees), \(origin.longitudeDegrees)) is not a valid latitude/longitude")
        }
        try terrain.validate()
        if case .constant(let n) = geoid { try WorldError.requireFinite(n, "geoid.undulationMeters") }
        var placed = buildings
        for index in placed.indices {
            try placed[index].validate(index: index)
            if placed[index].groundElevationMeters == nil {
                placed[index].groundElevationMeters = terrain.heightMeters(at: placed[index].centre)
            }
        }
        for (index, transient) in transients.enumerated() {
            try transient.validate(index: index)
            if case .building(let b) = transient.scope, !placed.indices.contains(b) {
                throw WorldError(
                    parameter: "transients[\(index)].scope",
                    message: "building \(b) does not exist (there are \(placed.count))")
            }
        }
        let field = try WeatherField(
            model: weather, noise: noise, startNanoseconds: startNanoseconds, durationSeconds: durationSeconds,
            solarTimeOffsetSeconds: origin.longitudeDegrees * 240)
        let sorted = transients.enumerated()
            .sorted {
                $0.element.startNanoseconds != $1.element.startNanoseconds
                    ? $0.element.startNanoseconds < $1.element.startNanoseconds : $0.offset < $1.offset
            }
            .map(\.element)
        let lapse = weather.temperature.lapseRateKelvinPerMeter
        storage = Storage(
            origin: origin, terrain: terrain, geoid: geoid, buildings: placed, weather: field, transients: sorted,
            startNanoseconds: startNanoseconds, durationSeconds: durationSeconds,
            longestTransientNanoseconds: transients.map { Int64(($0.supportSeconds * 1e9).rounded(.up)) }.max() ?? 0,
            columnExponent: abs(lapse) > 1e-12 ? 1 / (Hypsometric.metersPerKelvin * lapse) : 0)
    }

    /// A world sharing everything with `storage`.
    private init(storage: Storage) { self.storage = storage }

    /// This world with other buildings (same count and order, ground elevations filled in):
    /// nothing is validated or realised again.
    func replacingBuildings(_ buildings: [Building]) -> World {
        let s = storage
        return World(
            storage: Storage(
                origin: s.origin, terrain: s.terrain, geoid: s.geoid, buildings: buildings, weather: s.weather,
                transients: s.transients, startNanoseconds: s.startNanoseconds, durationSeconds: s.durationSeconds,
                longestTransientNanoseconds: s.longestTransientNanoseconds, columnExponent: s.columnExponent))
    }

    // MARK: Truth pressure

    /// The true air pressure at a point, Pa: the same function for a device and for a station.
    ///
    /// Outdoors: hypsometric from the sea-level pressure at (point, t) through a column whose
    /// temperature falls linearly with the lapse rate from the sea-level temperature, using the
    /// column's exact mean temperature (so a standard weather gives the standard atmosphere):
    /// `P = P_sl · (T(h)/T_sl)^(g/(Rd·L))` with `h` the geopotential height of
    /// `heightMSLMeters` (`P_sl · exp(−g·h/(Rd·T_sl))` when L = 0). Indoors (`indoorBuilding`
    /// given): plus the building's HVAC pressurisation and stack effect at that height. Plus
    /// every active transient whose scope matches (everywhere; the indoor building; `tag`).
    /// - Parameters:
    ///   - point: horizontal position, m.
    ///   - heightMSLMeters: orthometric height of the sensor, m.
    ///   - timeNanoseconds: the instant, ns since the Unix epoch.
    ///   - indoorBuilding: index into `buildings` if the point is inside that building, else `nil`
    ///     (an index that does not exist is treated as outdoors).
    ///   - tag: the device's transient tag (for example its car), or `nil`.
    @inline(__always)
    public func truthPressurePa(
        at point: EastNorth, heightMSLMeters: Double, timeNanoseconds: Int64, indoorBuilding: Int?, tag: String? = nil
    ) -> Double {
        truthPressurePa(
            at: point, heightMSLMeters: heightMSLMeters, timeNanoseconds: timeNanoseconds,
            indoorBuilding: indoorBuilding, tag: tag, memo: nil, weatherMemo: nil)
    }

    /// `truthPressurePa(at:…)` with the column factor from `memo` when given (a device's own
    /// memo: within 1e-10 of the pressure, ≈ 1e-5 Pa; see `HypsometricMemo`) and the weather's
    /// time-only terms from `weatherMemo` when given (interpolated between whole seconds:
    /// within 1e-3 Pa; see `UniformWeatherMemo`); without the transients when
    /// `includeTransients` is false.
    @inline(__always)
    func truthPressurePa(
        at point: EastNorth, heightMSLMeters: Double, timeNanoseconds: Int64, indoorBuilding: Int?, tag: String?,
        memo: UnsafeMutablePointer<HypsometricMemo>?, weatherMemo: UnsafeMutablePointer<UniformWeatherMemo>?,
        includeTransients: Bool = true
    ) -> Double {
        let seaLevelTemperature: Double
        let seaLevelPressure: Double
        if let weatherMemo {
            let uniform = weatherMemo.pointee.values(atNanoseconds: timeNanoseconds, world: self)
            seaLevelTemperature =
                uniform.temperatureKelvin
                + storage.weather.localTemperatureKelvin(at: point, timeNanoseconds: timeNanoseconds)
            seaLevelPressure =
                uniform.pressurePa
                + storage.weather.localPressurePa(
                    at: point, timeNanoseconds: timeNanoseconds, drift: !uniform.includesDrift,
                    storms: !uniform.includesStorms)
        } else {
            seaLevelTemperature = storage.weather.seaLevelTemperatureKelvin(at: point, timeNanoseconds: timeNanoseconds)
            seaLevelPressure = storage.weather.seaLevelPressurePa(at: point, timeNanoseconds: timeNanoseconds)
        }
        let lapse = storage.weather.model.temperature.lapseRateKelvinPerMeter
        let h = StandardAtmosphere.geopotentialHeight(geometricMeters: heightMSLMeters)
        let temperature = seaLevelTemperature - lapse * h
        var pressure: Double
        if columnExponent != 0 {
            if let memo {
                pressure =
                    seaLevelPressure
                    * memo.pointee.factor(
                        geopotentialHeightMeters: h, seaLevelTemperatureKelvin: seaLevelTemperature,
                        lapseKelvinPerMeter: lapse, exponent: columnExponent)
            } else {
                pressure = seaLevelPressure * pow(temperature / seaLevelTemperature, columnExponent)
            }
        } else {
            pressure = seaLevelPressure * exp(-h / (Hypsometric.metersPerKelvin * seaLevelTemperature))
        }
        if let indoorBuilding, storage.buildings.indices.contains(indoorBuilding) {
            let building = storage.buildings[indoorBuilding]
            pressure += building.indoorPressureOffsetPa(
                atHeightAboveGroundMeters: heightMSLMeters - (building.groundElevationMeters ?? 0),
                outdoorPressurePa: pressure, outdoorTemperatureKelvin: temperature)
        }
        if includeTransients, !storage.transients.isEmpty {
            pressure += transientOffsetPa(timeNanoseconds: timeNanoseconds, indoorBuilding: indoorBuilding, tag: tag)
        }
        return pressure
    }

    /// Whether the world has any transients (`transientOffsetPa` is 0 without).
    var hasTransients: Bool { !storage.transients.isEmpty }

    /// Outdoor air temperature at a point and height, K.
    @inline(__always)
    public func outdoorTemperatureKelvin(at point: EastNorth, heightMSLMeters: Double, timeNanoseconds: Int64) -> Double
    {
        storage.weather.seaLevelTemperatureKelvin(at: point, timeNanoseconds: timeNanoseconds)
            - storage.weather.model.temperature.lapseRateKelvinPerMeter
            * StandardAtmosphere.geopotentialHeight(geometricMeters: heightMSLMeters)
    }

    /// The sum of active transients that apply, Pa.
    public func transientOffsetPa(timeNanoseconds: Int64, indoorBuilding: Int?, tag: String?) -> Double {
        // The last transient starting at or before t, then back while one could still be active.
        var low = 0
        var high = storage.transients.count
        while low < high {
            let mid = (low + high) / 2
            if storage.transients[mid].startNanoseconds <= timeNanoseconds { low = mid + 1 } else { high = mid }
        }
        var total = 0.0
        var index = low - 1
        while index >= 0 {
            let (age, overflow) = timeNanoseconds.subtractingReportingOverflow(
                storage.transients[index].startNanoseconds)
            if overflow || age > longestTransientNanoseconds { break }
            let transient = storage.transients[index]
            let applies: Bool =
                switch transient.scope {
                case .everywhere: true
                case .building(let b): b == indoorBuilding
                case .tagged(let t): t == tag
                }
            if applies { total += transient.offsetPa(atNanoseconds: timeNanoseconds) }
            index -= 1
        }
        return total
    }
}
