/// State of the pressure consistency filter: the last accepted sample and a candidate new
/// level made of consecutive rejected samples.
struct PressureFilterState {
    var lastAccepted: PressureHistory.Entry?
    var candidateStart: PressureHistory.Entry?
    var candidateLast: PressureHistory.Entry?

    enum Verdict { case accept, reject }

    /// Change allowed between two samples `dt` apart, Pa.
    static func allowedChangePa(dtNanoseconds: Int64, configuration: EngineConfiguration) -> Double {
        let seconds = Double(dtNanoseconds) / 1e9
        let verticalRate = configuration.pressureFilterMaxVerticalSpeedMetersPerSecond * 12.5
        return min(
            configuration.pressureFilterLimitPa,
            configuration.pressureFilterNoiseAllowancePa + verticalRate * seconds)
    }

    /// Judges a sample; a rejected level that persists `pressureFilterStepAcceptNanoseconds`
    /// with consistent samples becomes the new accepted level.
    mutating func judge(_ entry: PressureHistory.Entry, configuration: EngineConfiguration) -> Verdict {
        guard let last = lastAccepted,
            entry.timeNanoseconds.saturatingSubtracting(last.timeNanoseconds)
                <= configuration.pressureFilterResetGapNanoseconds
        else {
            accept(entry)
            return .accept
        }
        let allowed = Self.allowedChangePa(
            dtNanoseconds: entry.timeNanoseconds.saturatingSubtracting(last.timeNanoseconds),
            configuration: configuration)
        let fromAccepted = abs(entry.pressurePa - last.pressurePa)
        // Part of a suspect new level? Samples nearer to it than to the accepted level stay
        // rejected until the level has lasted `pressureFilterStepAcceptNanoseconds`.
        if let start = candidateStart, let previous = candidateLast {
            let step = Self.allowedChangePa(
                dtNanoseconds: entry.timeNanoseconds.saturatingSubtracting(previous.timeNanoseconds),
                configuration: configuration)
            let fromCandidate = abs(entry.pressurePa - previous.pressurePa)
            if fromCandidate <= step, fromAccepted > allowed || fromCandidate < fromAccepted {
                candidateLast = entry
                if entry.timeNanoseconds.saturatingSubtracting(start.timeNanoseconds)
                    >= configuration.pressureFilterStepAcceptNanoseconds
                {
                    accept(entry)
                    return .accept
                }
                return .reject
            }
        }
        if fromAccepted <= allowed {
            accept(entry)
            return .accept
        }
        candidateStart = entry
        candidateLast = entry
        return .reject
    }

    private mutating func accept(_ entry: PressureHistory.Entry) {
        lastAccepted = entry
        candidateStart = nil
        candidateLast = nil
    }
}
