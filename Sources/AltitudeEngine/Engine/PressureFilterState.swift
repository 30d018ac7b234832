/// State of the pressure consistency filter (836): the last accepted sample and, while a
/// suspect level is open, the samples held since the step that opened it.
///
/// A change between samples faster than any plausible vertical motion (`allowedChangePa`) is
/// not a change of height. It is either a transient that returns — a door slam, a gust through
/// an open window — or a lasting change of the air around the phone — the door step into a
/// heated or pressurised building (stack effect and HVAC, ~10–120 Pa: `Docs/engine.md`,
/// "Indoor mode"). Which one it is shows only when it ends, so the filter holds the samples of
/// the suspect level, for at most `pressureFilterTransientWindowNanoseconds`:
/// - back within `pressureFilterReturnTolerancePa` of the accepted level inside the window: a
///   transient, whatever its length — the held samples are dropped and 836 is raised;
/// - still away when the window is over: a lasting step — the held samples and this one join
///   the history (no 836: an entry step is not a slam).
/// A real change of height is smooth at the sample rate and never opens a suspect level.
struct PressureFilterState {
    /// The last accepted sample (jumps are measured from it).
    var lastAccepted: PressureHistory.Entry?
    /// The accepted samples' level, smoothed over `levelTimeConstantNanoseconds` (the level a
    /// transient returns to: one noisy sample would add its noise to the return tolerance), Pa.
    var acceptedLevelPa = 0.0
    /// The time of the last sample judged (accepted or held), ns: a gap is measured from it.
    var lastJudgedNanoseconds: Int64?
    /// The samples of the open suspect level, oldest first (empty: none open).
    var held: [PressureHistory.Entry] = []

    /// What became of a sample.
    enum Verdict: Hashable {
        /// Accepted; `dropped` held samples of a transient that just returned were discarded
        /// (836), `lasting` held samples of a lasting step precede it into the history.
        case accept(dropped: Int, lasting: [PressureHistory.Entry])
        /// Held: part of a suspect level not yet resolved.
        case hold
    }

    /// Whether a suspect level is open (its samples are held out of the history).
    var holdsSuspectLevel: Bool { !held.isEmpty }

    /// Whether this is the state of a filter that has judged nothing (`PressureFilterState()`,
    /// bit for bit): resetting it again changes nothing, so the engine skips the store.
    var isFresh: Bool {
        lastAccepted == nil && acceptedLevelPa.bitPattern == 0 && lastJudgedNanoseconds == nil && held.isEmpty
    }

    /// Change allowed between two samples `dt` apart, Pa.
    static func allowedChangePa(dtNanoseconds: Int64, configuration: EngineConfiguration) -> Double {
        let seconds = Double(dtNanoseconds) / 1e9
        let verticalRate = configuration.pressureFilterMaxVerticalSpeedMetersPerSecond * 12.5
        return min(
            configuration.pressureFilterLimitPa,
            configuration.pressureFilterNoiseAllowancePa + verticalRate * seconds)
    }

    /// Judges a sample: accepted when plausible after the last accepted one; a jump opens a
    /// suspect level that is held until it returns (a transient) or outlasts the window (a
    /// lasting step). After a gap longer than `pressureFilterResetGapNanoseconds` the filter
    /// starts afresh (what it held is dropped without a warning: nothing says it returned).
    mutating func judge(_ entry: PressureHistory.Entry, configuration: EngineConfiguration) -> Verdict {
        let previous = lastJudgedNanoseconds
        lastJudgedNanoseconds = entry.timeNanoseconds
        guard let last = lastAccepted, let previous,
            entry.timeNanoseconds.saturatingSubtracting(previous) <= configuration.pressureFilterResetGapNanoseconds
        else {
            return accept(entry, dropped: 0, lasting: [])
        }
        let fromAccepted = abs(entry.pressurePa - last.pressurePa)
        guard let start = held.first else {
            let allowed = Self.allowedChangePa(
                dtNanoseconds: entry.timeNanoseconds.saturatingSubtracting(last.timeNanoseconds),
                configuration: configuration)
            if fromAccepted <= allowed { return accept(entry, dropped: 0, lasting: []) }
            held = [entry]
            return .hold
        }
        if abs(entry.pressurePa - acceptedLevelPa) <= configuration.pressureFilterReturnTolerancePa {
            return accept(entry, dropped: held.count, lasting: [])
        }
        if entry.timeNanoseconds.saturatingSubtracting(start.timeNanoseconds)
            >= configuration.pressureFilterTransientWindowNanoseconds
        {
            return accept(entry, dropped: 0, lasting: held)
        }
        held.append(entry)
        return .hold
    }

    /// The time constant of `acceptedLevelPa`, ns: 1 s, ≈ 25 samples of a 25 Hz barometer.
    static let levelTimeConstantNanoseconds: Int64 = 1_000_000_000

    private mutating func accept(
        _ entry: PressureHistory.Entry, dropped: Int, lasting: [PressureHistory.Entry]
    ) -> Verdict {
        if let last = lastAccepted, dropped == 0, lasting.isEmpty {
            let dt = entry.timeNanoseconds.saturatingSubtracting(last.timeNanoseconds)
            let weight = min(1, Double(dt) / Double(Self.levelTimeConstantNanoseconds))
            acceptedLevelPa += weight * (entry.pressurePa - acceptedLevelPa)
        } else if lastAccepted == nil || !lasting.isEmpty {
            acceptedLevelPa = entry.pressurePa
        }
        lastAccepted = entry
        held = []
        return .accept(dropped: dropped, lasting: lasting)
    }
}
