/// Load-time checks of the sensor and transport specs: a parameter the models cannot apply is
/// an error naming it, never silently replaced. (The models themselves never trap on bad
/// values either; they fall back to the documented defaults.)
extension BarometerSpec {
    /// Checks every parameter and fault; `name` prefixes the parameter in the error
    /// (e.g. `devices[0].barometer`).
    /// - Throws: `WorldError`.
    public func validate(name: String = "barometer") throws {
        try WorldError.requirePositive(sampleRateHz, "\(name).sampleRateHz")
        try WorldError.requireNonNegative(whiteNoiseRMSPa, "\(name).whiteNoiseRMSPa")
        if let offsetPa { try WorldError.requireFinite(offsetPa, "\(name).offsetPa") }
        try WorldError.requireNonNegative(offsetSigmaPa, "\(name).offsetSigmaPa")
        try WorldError.requireFinite(temperatureCoefficientPaPerKelvin, "\(name).temperatureCoefficientPaPerKelvin")
        try WorldError.requireNonNegative(
            temperatureCoefficientSpreadPaPerKelvin, "\(name).temperatureCoefficientSpreadPaPerKelvin")
        try WorldError.requireFinite(linearDriftPaPerDay, "\(name).linearDriftPaPerDay")
        try WorldError.requireNonNegative(randomWalkDriftPaPerRootSecond, "\(name).randomWalkDriftPaPerRootSecond")
        try WorldError.requireNonNegative(quantizationPa, "\(name).quantizationPa")
        if let iirTimeConstantSeconds {
            try WorldError.requirePositive(iirTimeConstantSeconds, "\(name).iirTimeConstantSeconds")
        }
        try WorldError.requireDuration(latencySeconds, "\(name).latencySeconds")
        if let gaps {
            try WorldError.requireFraction(gaps.share, "\(name).gaps.share")
            try WorldError.requirePositive(gaps.durationSeconds, "\(name).gaps.durationSeconds")
            try WorldError.requireDuration(gaps.durationSeconds, "\(name).gaps.durationSeconds")
        }
        for (index, fault) in faults.enumerated() {
            let field = "\(name).faults[\(index)]"
            try fault.window.validate(field + ".window")
            switch fault.kind {
            case .off, .stuck, .garbage: break
            case .glitch(let stepPa): try WorldError.requireFinite(stepPa, field + ".stepPa")
            case .spikes(let rate, let magnitude):
                try WorldError.requireNonNegative(rate, field + ".ratePerSecond")
                try WorldError.requireFinite(magnitude, field + ".magnitudePa")
            case .dropouts(let on, let off):
                try WorldError.requirePositive(on, field + ".meanOnSeconds")
                try WorldError.requirePositive(off, field + ".meanOffSeconds")
            case .delayed(let seconds): try WorldError.requireDuration(seconds, field + ".seconds")
            }
        }
    }
}

extension GNSSSpec {
    /// Checks every parameter and fault.
    /// - Throws: `WorldError`.
    public func validate(name: String = "gnss") throws {
        try WorldError.requirePositive(rateHz, "\(name).rateHz")
        if let sigmaMetersOverride {
            try WorldError.requireNonNegative(sigmaMetersOverride, "\(name).sigmaMetersOverride")
        }
        try WorldError.requireNonNegative(correlationTimeSeconds, "\(name).correlationTimeSeconds")
        if let multipathPerMinute {
            try WorldError.requireNonNegative(multipathPerMinute, "\(name).multipathPerMinute")
        }
        try WorldError.requireNonNegative(multipathWidthMeters, "\(name).multipathWidthMeters")
        switch indoor {
        case .outage: break
        case .wifi(let sigma): try WorldError.requireNonNegative(sigma, "\(name).indoor.sigmaMeters")
        case .network(let network):
            try WorldError.requirePositive(network.medianAccuracyMeters, "\(name).indoor.medianAccuracyMeters")
            try WorldError.requireNonNegative(network.logSpread, "\(name).indoor.logSpread")
            try WorldError.requirePositive(network.intervalSeconds, "\(name).indoor.intervalSeconds")
        }
        if let entranceDelaySeconds {
            try WorldError.requireDuration(entranceDelaySeconds, "\(name).entranceDelaySeconds")
        }
        try WorldError.requireNonNegative(accuracyScale, "\(name).accuracyScale")
        if let outdoorAccuracyLevels {
            guard !outdoorAccuracyLevels.isEmpty else {
                throw WorldError(parameter: "\(name).outdoorAccuracyLevels", message: "give at least one level")
            }
            for (index, level) in outdoorAccuracyLevels.enumerated() {
                try WorldError.requirePositive(
                    level.accuracyMeters, "\(name).outdoorAccuracyLevels[\(index)].accuracyMeters")
                try WorldError.requireFraction(level.share, "\(name).outdoorAccuracyLevels[\(index)].share")
            }
            guard outdoorAccuracyLevels.contains(where: { $0.share > 0 }) else {
                throw WorldError(
                    parameter: "\(name).outdoorAccuracyLevels", message: "every share is 0: give one level a share")
            }
        }
        try WorldError.requireDuration(lagSeconds, "\(name).lagSeconds")
        try WorldError.requireDuration(lockTimeSeconds, "\(name).lockTimeSeconds")
        for (index, fault) in faults.enumerated() {
            let field = "\(name).faults[\(index)]"
            try fault.window.validate(field + ".window")
            switch fault.kind {
            case .off, .stuck: break
            case .wrong(let east, let north):
                try WorldError.requireFinite(east, field + ".eastMeters")
                try WorldError.requireFinite(north, field + ".northMeters")
            case .jumps(let perMinute, let magnitude):
                try WorldError.requireNonNegative(perMinute, field + ".perMinute")
                try WorldError.requireNonNegative(magnitude, field + ".magnitudeMeters")
            }
        }
    }
}

extension ActivitySpec {
    /// Checks every parameter.
    /// - Throws: `WorldError`.
    public func validate(name: String = "activity") throws {
        try WorldError.requirePositive(rateHz, "\(name).rateHz")
        try WorldError.requireFraction(accuracy, "\(name).accuracy")
        try WorldError.requireFraction(reportedConfidence, "\(name).reportedConfidence")
        try WorldError.requireDuration(latencySeconds, "\(name).latencySeconds")
    }
}

extension TransportSpec {
    /// Checks every parameter and window.
    /// - Throws: `WorldError`.
    public func validate(name: String = "transport") throws {
        switch latency {
        case .fixed(let seconds): try WorldError.requireDuration(seconds, "\(name).latency.seconds")
        case .uniform(let low, let high):
            try WorldError.requireDuration(low, "\(name).latency.minimumSeconds")
            try WorldError.requireDuration(high, "\(name).latency.maximumSeconds")
            guard high >= low else {
                throw WorldError(
                    parameter: "\(name).latency.maximumSeconds", message: "\(high) must be ≥ minimumSeconds (\(low))")
            }
        case .exponential(let minimum, let meanExtra):
            try WorldError.requireDuration(minimum, "\(name).latency.minimumSeconds")
            try WorldError.requireDuration(meanExtra, "\(name).latency.meanExtraSeconds")
        }
        try WorldError.requireFraction(dropProbability, "\(name).dropProbability")
        try WorldError.requireDuration(timeoutSeconds, "\(name).timeoutSeconds")
        for (index, window) in outages.enumerated() { try window.validate("\(name).outages[\(index)]") }
        for (index, window) in hangs.enumerated() { try window.validate("\(name).hangs[\(index)]") }
        for (index, reply) in errorReplies.enumerated() {
            try reply.window.validate("\(name).errorReplies[\(index)].window")
            guard (100...599).contains(reply.status) else {
                throw WorldError(
                    parameter: "\(name).errorReplies[\(index)].status",
                    message: "\(reply.status) must be an HTTP status from 100 to 599")
            }
        }
        for (index, window) in garbage.enumerated() { try window.validate("\(name).garbage[\(index)]") }
    }
}

extension SimulationWindow {
    /// Throws unless the start is ≥ 0 and the end (when given) is after the start.
    func validate(_ parameter: String) throws {
        guard startOffsetNanoseconds >= 0 else {
            throw WorldError(parameter: parameter, message: "start offset \(startOffsetNanoseconds) ns must be ≥ 0")
        }
        if let end = endOffsetNanoseconds, end <= startOffsetNanoseconds {
            throw WorldError(
                parameter: parameter,
                message: "end offset \(end) ns must be after the start (\(startOffsetNanoseconds) ns)")
        }
    }
}

extension WorldError {
    /// Throws unless `value` is a duration the sensor models can represent: finite, 0…10⁶ s.
    static func requireDuration(_ value: Double, _ parameter: String) throws {
        guard value.isFinite, value >= 0, value <= 1_000_000 else {
            throw WorldError(parameter: parameter, message: "\(value) must be a duration from 0 to 1000000 s")
        }
    }

    /// Throws unless `value` is in 0…1.
    static func requireFraction(_ value: Double, _ parameter: String) throws {
        guard value.isFinite, value >= 0, value <= 1 else {
            throw WorldError(parameter: parameter, message: "\(value) must be a number from 0 to 1")
        }
    }
}
