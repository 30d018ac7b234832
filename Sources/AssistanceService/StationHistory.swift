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
    /// The same station by its last step alone (`LastStepTrend`), when its trend has three or
    /// more observations; nil otherwise (then both would be the same line).
    var lastStep: LastStepTrend?
}

/// A station's pressure tendency: its window trend's slope and that slope's noise variance.
struct StationTendency: Hashable, Sendable {
    /// Slope of the MSL pressure, Pa/s.
    var paPerSecond: Double
    /// Variance of the slope from the observations' noise and the station floor, (Pa/s)².
    var variancePa2PerSecond2: Double
}

/// A station's value by the line through its two newest observations, and how far that lies
/// from its window trend: where the weather bends (a thunderstorm's mesohigh, a front's
/// passage), the window's line lags by about half its span, the last step does not.
struct LastStepTrend: Hashable, Sendable {
    /// MSL pressure by the last step, Pa.
    var seaLevelPressurePa: Double
    /// MSL temperature by the last step, K.
    var seaLevelTemperatureKelvin: Double
    /// Variance of that value from sensor noise, trend extrapolation and age (no distance), Pa².
    var varianceWithoutDistancePa2: Double
    /// Last step minus window trend, Pa.
    var differencePa: Double
    /// Variance of that difference from the observations' noise, Pa²: the station's noise and
    /// the model's station floor (so that noise-free stations still need a real bend), through
    /// both lines' coefficients — they are made of the same observations, so this is not the
    /// sum of their variances.
    var differenceVariancePa2: Double
}

/// A station's window tendency as it stood when one of its observations arrived.
struct RecordedTendency: Hashable, Sendable {
    /// Measurement time of the newest observation in the window, ns.
    var measuredAtNanoseconds: Int64
    /// When the window's observations had all arrived, ns: the record is not known before.
    var availableAtNanoseconds: Int64
    var tendency: StationTendency

    /// The record of `records` (sorted by measurement time) measured nearest `target` within
    /// `tolerance` and known by `now`; of two as near, the earlier.
    ///
    /// - Complexity: O(log records).
    static func nearest(in records: [RecordedTendency], to target: Int64, tolerance: Int64, knownBy now: Int64)
        -> StationTendency?
    {
        var low = 0
        var high = records.count
        while low < high {
            let middle = (low + high) / 2
            if records[middle].measuredAtNanoseconds < target { low = middle + 1 } else { high = middle }
        }
        var best: StationTendency?
        var bestDistance = UInt64.max
        var index = low - 1
        while index <= low {
            if index >= 0, index < records.count {
                let record = records[index]
                let distance = record.measuredAtNanoseconds.saturatingMinus(target).magnitude
                if record.availableAtNanoseconds <= now, distance <= tolerance.magnitude, distance < bestDistance {
                    best = record.tendency
                    bestDistance = distance
                }
            }
            index += 1
        }
        return best
    }
}

/// The latest few observations of one station, sorted by measurement time, and the record of
/// its window tendencies over the last `tendencyMemoryNanoseconds`.
struct StationHistory: Sendable {
    let station: ReferenceStation
    private(set) var observations: [ReducedObservation] = []
    /// The window tendency after each observation, sorted by measurement time.
    private(set) var tendencies: [RecordedTendency] = []

    init(station: ReferenceStation) { self.station = station }

    /// Reduces and stores an observation, keeping the `depth` most recent by measurement time,
    /// and records the window tendency through the newest one (kept for `tendencyMemory`).
    /// An observation with the same measurement time as a stored one replaces it.
    mutating func insert(
        _ observation: StationObservation, biasPa: Double, depth: Int, trendWindowNanoseconds: Int64,
        tendencyMemoryNanoseconds: Int64, model: UncertaintyModel
    ) {
        insert(observation, biasPa: biasPa, depth: depth)
        guard let newest = observations.last else { return }
        var available = newest.receivedAtNanoseconds
        for o in observations where o.receivedAtNanoseconds > available { available = o.receivedAtNanoseconds }
        if let trend = trend(
            through: newest, atNanoseconds: Int64.max, age: 0, extrapolationLimitNanoseconds: 0,
            trendWindowNanoseconds: trendWindowNanoseconds)
        {
            let sigma = station.noiseSigmaPa * newest.reductionFactor
            let record = RecordedTendency(
                measuredAtNanoseconds: newest.measuredAtNanoseconds, availableAtNanoseconds: available,
                tendency: StationTendency(
                    paPerSecond: trend.slopePaPerSecond,
                    variancePa2PerSecond2: (sigma * sigma + model.stationFloorPa * model.stationFloorPa)
                        * trend.slopeVarianceFactor))
            if let last = tendencies.last, last.measuredAtNanoseconds >= record.measuredAtNanoseconds {
                tendencies.removeAll { $0.measuredAtNanoseconds >= record.measuredAtNanoseconds }
            }
            tendencies.append(record)
        }
        let oldest = newest.measuredAtNanoseconds.saturatingMinus(max(0, tendencyMemoryNanoseconds))
        if let first = tendencies.firstIndex(where: { $0.measuredAtNanoseconds >= oldest }), first > 0 {
            tendencies.removeFirst(first)
        }
    }

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
        let index =
            observations.firstIndex { $0.measuredAtNanoseconds > reduced.measuredAtNanoseconds }
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
        // Allocation-free: the history holds a handful of observations.
        func isUsable(_ o: ReducedObservation) -> Bool {
            o.measuredAtNanoseconds <= now && o.receivedAtNanoseconds <= now
        }
        guard let latest = observations.last(where: isUsable) else { return nil }
        let age = now.saturatingMinus(latest.measuredAtNanoseconds)
        guard age <= stalenessLimitNanoseconds else { return nil }
        let sigma = station.noiseSigmaPa * latest.reductionFactor
        let ageTerm = model.agePaPerHour * (Double(age) / 1e9) / 3_600
        var pressure = latest.seaLevelPressurePa
        var temperature = latest.seaLevelTemperatureKelvin
        var noiseVariance = sigma * sigma
        let otherVariance = ageTerm * ageTerm + model.stationFloorPa * model.stationFloorPa
        var lastStep: LastStepTrend?
        if let trend = trend(
            through: latest, atNanoseconds: now, age: age, extrapolationLimitNanoseconds: extrapolationLimitNanoseconds,
            trendWindowNanoseconds: trendWindowNanoseconds)
        {
            pressure = trend.pressurePa
            temperature = trend.temperatureKelvin
            noiseVariance = sigma * sigma * trend.noiseVarianceFactor
            lastStep = trend.lastStep.map {
                LastStepTrend(
                    seaLevelPressurePa: $0.pressurePa, seaLevelTemperatureKelvin: $0.temperatureKelvin,
                    varianceWithoutDistancePa2: sigma * sigma * $0.noiseVarianceFactor + otherVariance,
                    differencePa: $0.pressurePa - trend.pressurePa,
                    differenceVariancePa2: (sigma * sigma + model.stationFloorPa * model.stationFloorPa)
                        * $0.differenceVarianceFactor)
            }
        }
        return StationValue(
            seaLevelPressurePa: pressure, seaLevelTemperatureKelvin: temperature,
            varianceWithoutDistancePa2: noiseVariance + otherVariance, ageNanoseconds: age, lastStep: lastStep)
    }

    /// The line through the two newest observations of a trend, evaluated where the trend is:
    /// its values, its noise variance factor (Σ dᵢ²) and that of its difference from the trend
    /// (Σ (dᵢ − cᵢ)², cᵢ the trend's coefficients).
    struct LastStepLine {
        var pressurePa: Double
        var temperatureKelvin: Double
        var noiseVarianceFactor: Double
        var differenceVarianceFactor: Double
    }

    /// The least-squares lines through the usable observations within `trendWindowNanoseconds` of
    /// `latest`, evaluated `min(age, extrapolation limit)` after it: the pressure, the temperature,
    /// the factor the noise variance scales by, the pressure slope and its variance factor
    /// (1/Σ(tᵢ − t̄)², s⁻²); nil with fewer than two such observations or all at one instant.
    private func trend(
        through latest: ReducedObservation, atNanoseconds now: Int64, age: Int64,
        extrapolationLimitNanoseconds: Int64, trendWindowNanoseconds: Int64
    ) -> (
        pressurePa: Double, temperatureKelvin: Double, noiseVarianceFactor: Double, lastStep: LastStepLine?,
        slopePaPerSecond: Double, slopeVarianceFactor: Double
    )? {
        func inTrend(_ o: ReducedObservation) -> Bool {
            o.measuredAtNanoseconds <= now && o.receivedAtNanoseconds <= now
                && latest.measuredAtNanoseconds.saturatingMinus(o.measuredAtNanoseconds) <= trendWindowNanoseconds
        }
        // Times in seconds relative to the latest observation (≤ 0).
        func seconds(_ o: ReducedObservation) -> Double {
            Double(o.measuredAtNanoseconds.saturatingMinus(latest.measuredAtNanoseconds)) / 1e9
        }
        var n = 0.0
        var sumT = 0.0
        var sumP = 0.0
        var sumK = 0.0
        for o in observations where inTrend(o) {
            n += 1
            sumT += seconds(o)
            sumP += o.seaLevelPressurePa
            sumK += o.seaLevelTemperatureKelvin
        }
        guard n >= 2 else { return nil }
        let meanT = sumT / n
        let meanP = sumP / n
        let meanK = sumK / n
        var stt = 0.0
        var stp = 0.0
        var stk = 0.0
        for o in observations where inTrend(o) {
            let dt = seconds(o) - meanT
            stt += dt * dt
            stp += dt * (o.seaLevelPressurePa - meanP)
            stk += dt * (o.seaLevelTemperatureKelvin - meanK)
        }
        guard stt > 0 else { return nil }
        let target = Double(min(age, max(0, extrapolationLimitNanoseconds))) / 1e9
        let pressure = meanP + stp / stt * (target - meanT)
        let temperature = meanK + stk / stt * (target - meanT)
        let trendFactor = 1 / n + (target - meanT) * (target - meanT) / stt
        // The trend is Σ cᵢ·yᵢ with cᵢ = 1/n + (tᵢ − t̄)(τ − t̄)/Stt; the last step through the
        // two newest (a, b) is Σ dᵢ·yᵢ with d_b = 1 + (τ − t_b)/(t_b − t_a), d_a = 1 − d_b.
        var lastStep: LastStepLine?
        if n >= 3, let b = observations.lastIndex(where: inTrend),
            let a = observations[..<b].lastIndex(where: inTrend)
        {
            let older = observations[a]
            let newer = observations[b]
            let step = seconds(newer) - seconds(older)
            if step > 0 {
                let dB = 1 + (target - seconds(newer)) / step
                let dA = 1 - dB
                let cA = 1 / n + (seconds(older) - meanT) * (target - meanT) / stt
                let cB = 1 / n + (seconds(newer) - meanT) * (target - meanT) / stt
                lastStep = LastStepLine(
                    pressurePa: dA * older.seaLevelPressurePa + dB * newer.seaLevelPressurePa,
                    temperatureKelvin: dA * older.seaLevelTemperatureKelvin + dB * newer.seaLevelTemperatureKelvin,
                    noiseVarianceFactor: dA * dA + dB * dB,
                    differenceVarianceFactor: max(0, trendFactor - 2 * (cA * dA + cB * dB) + dA * dA + dB * dB))
            }
        }
        return (pressure, temperature, trendFactor, lastStep, stp / stt, 1 / stt)
    }
}
