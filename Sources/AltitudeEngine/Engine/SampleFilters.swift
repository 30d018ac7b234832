/// The state every pressure sample reads or writes: the accepted history, the last sample's
/// time, the pressure consistency filter, the enabled consistency filters and the warnings
/// they raised for the next context (status 836/837, `Docs/reference/sdk.md`).
///
/// A value owned by the engine as one stored property, so a sample costs one access to it
/// rather than one per field. It keeps the engine's thresholds itself: passing them into its
/// mutating methods from the engine would copy the whole configuration on every sample.
struct SampleFilters {
    /// The engine's thresholds.
    let configuration: EngineConfiguration
    /// Accepted pressure samples of the last `pressureHistoryNanoseconds`.
    var pressureHistory = PressureHistory()
    /// The timestamp of the last pressure sample that passed the timestamp checks, ns.
    var lastPressureTimestampNanoseconds: Int64?
    /// The pressure filter's accepted level and candidate step.
    var pressureFilter = PressureFilterState()
    /// The consistency filters the app enabled.
    private(set) var enabled: Set<NNConsistencyFilter> = []
    /// A pressure sample was judged implausible since the last delivered context (836).
    var pendingPressureWarning = false
    /// A location fix was judged implausible since the last delivered context (837).
    var pendingLocationWarning = false

    /// Empty, with no filter enabled.
    init(configuration: EngineConfiguration) {
        self.configuration = configuration
    }

    /// Whether `filter` is enabled, without touching (retaining) the set when none is enabled:
    /// asked twice per pressure sample.
    @inline(__always)
    func isEnabled(_ filter: NNConsistencyFilter) -> Bool {
        !enabled.isEmpty && enabled.contains(filter)
    }

    /// Enables exactly `filters`; a warning whose filter is now off is forgotten.
    mutating func enable(_ filters: [NNConsistencyFilter]) {
        enabled = Set(filters)
        if !enabled.contains(.pressure) { pendingPressureWarning = false }
        if !enabled.contains(.location) && !enabled.contains(.activity) { pendingLocationWarning = false }
    }

    /// What became of a pressure sample.
    enum Verdict: Hashable {
        /// Refused for its timestamp; nothing changed.
        case rejected(SampleRejection)
        /// Held by the pressure filter (a suspect level, not yet in the history); its timestamp counts.
        case held
        /// In the history; `firstSample` when the history was empty; `droppedHeld` samples of a
        /// transient that just returned were discarded (836 raised).
        case accepted(firstSample: Bool, droppedHeld: Int)
    }

    /// Takes one pressure sample: the timestamp checks, the pressure filter (when enabled: a
    /// suspect level is held until it returns — dropped and warned — or lasts — accepted with
    /// its held samples), the activity filter (when enabled, `userIsStill()` and a large change
    /// from `activityStillWindowNanoseconds` earlier warn 836), then the history.
    @inline(__always)
    mutating func ingest(_ entry: PressureHistory.Entry, nowNanoseconds: Int64, userIsStill: () -> Bool) -> Verdict {
        if let rejection = AltitudeEngine.timestampRejection(
            entry.timeNanoseconds, previous: lastPressureTimestampNanoseconds, nowNanoseconds: nowNanoseconds,
            configuration: configuration)
        {
            return .rejected(rejection)
        }
        lastPressureTimestampNanoseconds = entry.timeNanoseconds
        var dropped = 0
        if isEnabled(.pressure) {
            switch screenPressure(entry) {
            case .hold: return .held
            case .accept(let droppedHeld, let lasting):
                dropped = droppedHeld
                for held in lasting {
                    pressureHistory.append(held, keepNanoseconds: configuration.pressureHistoryNanoseconds)
                }
            }
        } else if !pressureFilter.isFresh {
            // Storing a fresh state over a fresh one would release and replace its empty array
            // on every sample.
            pressureFilter = PressureFilterState()
        }
        if isEnabled(.activity), userIsStill(), stillPressureChangeTooLarge(entry) {
            pendingPressureWarning = true
        }
        let wasEmpty = pressureHistory.isEmpty
        pressureHistory.append(entry, keepNanoseconds: configuration.pressureHistoryNanoseconds)
        return .accepted(firstSample: wasEmpty, droppedHeld: dropped)
    }

    /// Runs the pressure filter on `entry` when it is enabled (a transient that returned raises
    /// the pressure warning); while it is off, the filter forgets its level so it starts afresh
    /// when enabled.
    @inline(__always)
    mutating func screenPressure(_ entry: PressureHistory.Entry) -> PressureFilterState.Verdict {
        guard isEnabled(.pressure) else {
            pressureFilter = PressureFilterState()
            return .accept(dropped: 0, lasting: [])
        }
        let verdict = pressureFilter.judge(entry, configuration: configuration)
        if case .accept(let dropped, _) = verdict, dropped > 0 { pendingPressureWarning = true }
        return verdict
    }

    /// Activity filter: whether `entry` differs from the mean of the accepted samples of the
    /// second that began `activityStillWindowNanoseconds` earlier by more than
    /// `activityStillMaxPressureChangePa` (a still user cannot have changed height that much).
    func stillPressureChangeTooLarge(_ entry: PressureHistory.Entry) -> Bool {
        let from = entry.timeNanoseconds.saturatingSubtracting(configuration.activityStillWindowNanoseconds)
        guard let baseline = pressureHistory.summary(after: from, through: from.saturatingAdding(1_000_000_000))
        else { return false }
        return abs(entry.pressurePa - baseline.meanPa) > configuration.activityStillMaxPressureChangePa
    }

    /// The warning a context carries now: pressure before location, none without enabled filters.
    var warning: AltitudeWarningCode {
        guard !enabled.isEmpty else { return .none }
        if pendingPressureWarning { return .highPressureChange }
        if pendingLocationWarning { return .highLocationChange }
        return .none
    }

    /// Forgets the warnings once a context carrying them was delivered.
    mutating func clearWarnings() {
        pendingPressureWarning = false
        pendingLocationWarning = false
    }

    /// Forgets every sample and warning (the engine stopped); the enabled filters stay.
    mutating func reset() {
        pressureHistory.removeAll()
        lastPressureTimestampNanoseconds = nil
        pressureFilter = PressureFilterState()
        clearWarnings()
    }
}
