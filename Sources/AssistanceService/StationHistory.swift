import Geophysics

/// One observation after reduction to mean sea level (internal store).
struct ReducedObservation: Hashable, Sendable {
    var measuredAtNanoseconds: Int64
    var receivedAtNanoseconds: Int64
    /// Pressure reduced to MSL with the observation's own temperature, Pa.
    var seaLevelPressurePa: Double
    /// Temperature reduced to MSL with the standard lapse rate, K.
    var seaLevelTemperatureKelvin: Double
    /// QFF / QFE: how the station's noise scales through the reduction.
    var reductionFactor: Double
}

/// A station's value at a request time, before spatial interpolation.
struct StationValue: Hashable, Sendable {
    var seaLevelPressurePa: Double
    var seaLevelTemperatureKelvin: Double
    /// Variance of the value from sensor noise, trend extrapolation and age (no distance), Pa².
    var varianceWithoutDistancePa2: Double
    /// Age of the latest usable observation, ns.
    var ageNanoseconds: Int64
}

/// The latest few observations of one station, sorted by measurement time.
struct StationHistory: Sendable {
    let station: ReferenceStation
    private(set) var observations: [ReducedObservation] = []

    init(station: ReferenceStation) { self.station = station }

    /// Reduces and stores an observation, keeping the `depth` most recent by measurement time.
    /// An observation with the same measurement time as a stored one replaces it.
    mutating func insert(_ observation: StationObservation, biasPa: Double, depth: Int) {
        let qfe = observation.pressurePa + biasPa
        let qff = SeaLevelReduction.reduce(
            stationPressurePa: qfe, stationTemperatureKelvin: observation.temperatureKelvin,
            stationHeightMeters: station.elevationMeters)
        let reduced = ReducedObservation(
            measuredAtNanoseconds: observation.measuredAtNanoseconds,
            receivedAtNanoseconds: observation.receivedAtNanoseconds, seaLevelPressurePa: qff,
            seaLevelTemperatureKelvin: SeaLevelReduction.reduceTemperature(
                stationTemperatureKelvin: observation.temperatureKelvin, stationHeightMeters: station.elevationMeters),
            reductionFactor: qff / qfe)
        observations.removeAll { $0.measuredAtNanoseconds == reduced.measuredAtNanoseconds }
        let index = observations.firstIndex { $0.measuredAtNanoseconds > reduced.measuredAtNanoseconds }
            ?? observations.endIndex
        observations.insert(reduced, at: index)
        let keep = max(1, depth)
        if observations.count > keep { observations.removeFirst(observations.count - keep) }
    }

    /// The station's MSL value at `now`, or nil when it has no usable observation or is stale.
    ///
    /// Usable observations were measured and received by `now`. With two or more within the
    /// trend window, a least-squares line through them is evaluated `min(age, extrapolation
    /// limit)` after the latest; with one, its value is held.
    func value(
        atNanoseconds now: Int64, extrapolationLimitNanoseconds: Int64, stalenessLimitNanoseconds: Int64,
        trendWindowNanoseconds: Int64, model: UncertaintyModel
    ) -> StationValue? {
        let usable = observations.filter { $0.measuredAtNanoseconds <= now && $0.receivedAtNanoseconds <= now }
        guard let latest = usable.last else { return nil }
        let age = now - latest.measuredAtNanoseconds
        guard age <= stalenessLimitNanoseconds else { return nil }
        let trend = usable.filter { latest.measuredAtNanoseconds - $0.measuredAtNanoseconds <= trendWindowNanoseconds }
        let sigma = station.noiseSigmaPa * latest.reductionFactor
        let ageSeconds = Double(age) / 1e9
        let ageTerm = model.agePaPerHour * ageSeconds / 3_600
        var pressure = latest.seaLevelPressurePa
        var temperature = latest.seaLevelTemperatureKelvin
        var noiseVariance = sigma * sigma
        if trend.count >= 2 {
            // Times in seconds relative to the latest observation (≤ 0).
            let times = trend.map { Double($0.measuredAtNanoseconds - latest.measuredAtNanoseconds) / 1e9 }
            let n = Double(trend.count)
            let meanTime = times.reduce(0, +) / n
            let stt = times.reduce(0) { $0 + ($1 - meanTime) * ($1 - meanTime) }
            if stt > 0 {
                let target = Double(min(age, max(0, extrapolationLimitNanoseconds))) / 1e9
                func line(_ values: [Double]) -> Double {
                    let mean = values.reduce(0, +) / n
                    var sty = 0.0
                    for (t, v) in zip(times, values) { sty += (t - meanTime) * (v - mean) }
                    return mean + sty / stt * (target - meanTime)
                }
                pressure = line(trend.map(\.seaLevelPressurePa))
                temperature = line(trend.map(\.seaLevelTemperatureKelvin))
                noiseVariance = sigma * sigma * (1 / n + (target - meanTime) * (target - meanTime) / stt)
            }
        }
        return StationValue(
            seaLevelPressurePa: pressure, seaLevelTemperatureKelvin: temperature,
            varianceWithoutDistancePa2: noiseVariance + ageTerm * ageTerm + model.stationFloorPa * model.stationFloorPa,
            ageNanoseconds: age)
    }
}
