import AltitudeEngine
import Simulation

/// Follows one device through its trace: its filters, its pending `oneTime` requests and its
/// periodic mode, and checks the per-context invariants (finite values, uncertainty order,
/// warnings without filters, cadence, one answer per `oneTime`).
struct DeviceWatch {
    let spec: DeviceSpec
    /// Tolerance on virtual-time cadence and deadlines: 1 ms (virtual time is exact; this only
    /// absorbs sample-time rounding).
    static let toleranceNanoseconds: Int64 = 1_000_000

    var filtersOn = false
    /// Whether the location filter is on (it drops fixes less accurate than the engine's limit).
    var locationFilterOn = false
    /// Offsets of the fixes the location filter dropped for their accuracy (837, beyond
    /// `locationUncertaintyLimitMeters`), newest last, pruned to the staleness limit. (Fuzz traces
    /// keep no raw fixes, so accepted ones are seen only as the absence of these.)
    var coarseFixDrops: [Int64] = []
    /// Call offsets of `oneTime` requests not answered yet, oldest first.
    var pendingOneTime: [Int64] = []
    /// The period of the last periodic request, until it is accepted (830) or replaced.
    var requestedPeriod: Int64? = nil
    /// The running periodic mode: its period and the offset of its last tick (or acceptance).
    var periodic: PeriodicMode? = nil

    /// A running periodic mode, as the cadence invariant follows it.
    struct PeriodicMode {
        var period: Int64
        /// Offset of the last context (or of the acceptance, before the first one).
        var last: Int64
        /// Offset of the acceptance (830).
        var since: Int64
        /// Which early context the engine may still owe (Docs/engine.md): the first one that
        /// carries a height or a service status, or — after a regular context with a status but no
        /// height — the first height. `nil` when none is owed (and always in short modes).
        var owed: OwedContext?
    }

    /// An early context a long periodic mode may deliver off its grid.
    enum OwedContext { case first, recovery }
    /// The last context's status and error, for transitions.
    var lastStatus: Int? = nil
    var lastError: Int? = nil
    /// Offsets of contexts that carried a reference status with error 0 (for recovery) — or with
    /// 853 and a height while the location filter dropped every fix for the staleness limit (the
    /// engine documents exactly that: Docs/engine.md, "Every code, exactly when").
    var healthyOffsets: [Int64] = []

    /// Whether 853 (location stale) is the right answer at `offset`: the location filter is on and
    /// dropped every fix for its accuracy for `sampleStalenessNanoseconds` — drops spanning that
    /// time, none further apart than 1.5 fix periods (so no fix in between was accepted).
    func everyFixDropped(before offset: Int64) -> Bool {
        guard locationFilterOn, spec.gnss.rateHz > 0 else { return false }
        let span = spec.engine.sampleStalenessNanoseconds
        let gap = Int64(1.5e9 / spec.gnss.rateHz) + 100_000_000
        let recent = coarseFixDrops.filter { $0 >= offset - span && $0 <= offset }
        guard let first = recent.first, let last = recent.last, first <= offset - span + gap, last >= offset - gap
        else { return false }
        return zip(recent, recent.dropFirst()).allSatisfy { $1 - $0 <= gap }
    }

    init(spec: DeviceSpec) { self.spec = spec }

    private static func period(_ mode: NNAltitudeMode) -> Int64? {
        switch mode {
        case .oneTime: nil
        case .oneSecond: 1_000_000_000
        case .thirtySeconds: 30_000_000_000
        case .oneMinute: 60_000_000_000
        }
    }

    mutating func step(_ action: TimelineAction, at offset: Int64, device: Int, into observation: inout RunObservation)
    {
        guard case .app(let call) = action else { return }
        switch call {
        case .setFilters(let list):
            filtersOn = !list.isEmpty
            locationFilterOn = list.contains(.location)
        case .startAltitude(let mode):
            periodic = nil
            requestedPeriod = Self.period(mode)
            if mode == .oneTime { pendingOneTime.append(offset) }
        case .stopAltitude, .stopSDK:
            periodic = nil
            requestedPeriod = nil
        default: return
        }
    }

    mutating func engineEvent(
        _ kind: EngineEventKind, at offset: Int64, device: Int, into observation: inout RunObservation
    ) {
        var found: [Violation] = []
        defer { observation.violations += found }
        func violate(_ invariant: Invariant, _ detail: String) {
            found.append(
                Violation(invariant: invariant, offsetNanoseconds: offset, deviceIndex: device, detail: detail))
        }
        switch kind {
        case .sdkStatus(.altitudeModeActivated):
            if let period = requestedPeriod {
                periodic = PeriodicMode(
                    period: period, last: offset, since: offset,
                    owed: period > spec.engine.oneTimeCollectionNanoseconds ? .first : nil)
            }
            requestedPeriod = nil
        case .sdkStatus(.altitudeModeDeactivated), .sdkStatus(.stopped), .sdkStatus(.initialisationFailed):
            periodic = nil
        case .sampleRejected(.locationUncertainty):
            coarseFixDrops.append(offset)
            let keepFrom = offset - spec.engine.sampleStalenessNanoseconds
            if let firstKept = coarseFixDrops.firstIndex(where: { $0 >= keepFrom }), firstKept > 64 {
                coarseFixDrops.removeFirst(firstKept)
            }
        case .altitudeCallback(let code, let context):
            if let context { checkContext(context, violate: violate, observation: &observation, offset: offset) }
            if !pendingOneTime.isEmpty {
                let call = pendingOneTime.removeFirst()
                observation.exercised(.oneTimeAnswered)
                let deadline = spec.engine.oneTimeDeadlineNanoseconds
                if offset - call > deadline + Self.toleranceNanoseconds {
                    violate(
                        .oneTimeAnswered,
                        "oneTime requested at \(seconds(call)) s answered \(seconds(offset - call)) s later (deadline \(seconds(deadline)) s)"
                    )
                }
            } else if var mode = periodic, let context {
                let gap = offset - mode.last
                observation.exercised(.periodicCadence)
                // Docs/engine.md: in modes longer than the one-time collection window an owed
                // context may come early (off the grid); the period grid restarts from it.
                let early = gap < mode.period - Self.toleranceNanoseconds
                let mayComeEarly =
                    switch mode.owed {
                    case .first: context.height != nil || context.statusCode != nil
                    case .recovery: context.height != nil
                    case nil: false
                    }
                if abs(gap - mode.period) > Self.toleranceNanoseconds, !(early && mayComeEarly) {
                    violate(
                        .periodicCadence,
                        "context \(seconds(gap)) s after the previous one; the period is \(seconds(mode.period)) s")
                }
                if early {
                    mode.owed = nil
                } else if mode.period > spec.engine.oneTimeCollectionNanoseconds {
                    // A regular context: a height settles what is owed; a status without a
                    // height makes the first height owed; neither leaves it as it was.
                    if context.height != nil {
                        mode.owed = nil
                    } else if context.statusCode != nil {
                        mode.owed = .recovery
                    }
                }
                mode.last = offset
                periodic = mode
            } else if context != nil {
                let codeText = code.map { " (code \($0))" } ?? ""
                violate(.oneTimeAnswered, "a context\(codeText) arrived with no altitude request pending or running")
            }
        default: return
        }
    }

    private mutating func checkContext(
        _ context: NNAltitudeContext, violate: (Invariant, String) -> Void,
        observation: inout RunObservation, offset: Int64
    ) {
        let numbers: [(String, Double?)] = [
            ("height", context.height), ("heightUncertainty", context.heightUncertainty),
            ("heightUncertainty68", context.heightUncertainty68), ("heightAboveTerrain", context.heightAboveTerrain),
            ("heightAboveTerrainUncertainty", context.heightAboveTerrainUncertainty),
            ("heightHatUncertainty68", context.heightHatUncertainty68), ("floorConfidence", context.floorConfidence),
            ("addressConfidence", context.addressConfidence), ("userPressure", context.userPressure),
            ("referencePressurePa", context.referencePressurePa),
            ("referencePressureUncertaintyPa", context.referencePressureUncertaintyPa),
            ("referenceTemperatureKelvin", context.referenceTemperatureKelvin),
            ("referenceTemperatureUncertaintyKelvin", context.referenceTemperatureUncertaintyKelvin),
        ]
        observation.exercised(.finite)
        if !filtersOn { observation.exercised(.noWarningWithoutFilters) }
        if context.height != nil { observation.exercised(.uncertaintyOrder) }
        for case (let name, let value?) in numbers where !value.isFinite { violate(.finite, "\(name) is \(value)") }
        if context.height != nil {
            Self.order(
                context.heightUncertainty, context.heightUncertainty68, "heightUncertainty", "heightUncertainty68",
                violate)
        }
        if context.heightAboveTerrain != nil {
            Self.order(
                context.heightAboveTerrainUncertainty, context.heightHatUncertainty68,
                "heightAboveTerrainUncertainty", "heightHatUncertainty68", violate)
        }
        if !filtersOn, let warning = context.warningCode, warning != 0 {
            violate(.noWarningWithoutFilters, "warning \(warning) with the consistency filters off")
        }
        if let status = context.statusCode, let previous = lastStatus, previous != status {
            observation.transitions["status \(previous)->\(status)", default: 0] += 1
        }
        if let error = context.errorCode, let previous = lastError, previous != error {
            observation.transitions["error \(previous)->\(error)", default: 0] += 1
        }
        lastStatus = context.statusCode ?? lastStatus
        lastError = context.errorCode ?? lastError
        if let status = context.statusCode, [200, 620, 640].contains(status),
            context.errorCode == 0
                || (context.errorCode == AltitudeErrorCode.locationStale.rawValue && context.height != nil
                    && everyFixDropped(before: offset))
        {
            healthyOffsets.append(offset)
        }
    }

    private static func order(
        _ wide: Double?, _ narrow: Double?, _ wideName: String, _ narrowName: String,
        _ violate: (Invariant, String) -> Void
    ) {
        guard let wide, let narrow else {
            violate(.uncertaintyOrder, "a height without \(wide == nil ? wideName : narrowName)")
            return
        }
        guard wide.isFinite, narrow.isFinite else { return }
        if !(wide >= narrow && narrow > 0) {
            violate(.uncertaintyOrder, "\(wideName) \(wide), \(narrowName) \(narrow)")
        }
    }

    mutating func finish(at end: Int64, device: Int, into observation: inout RunObservation) {
        let deadline = spec.engine.oneTimeDeadlineNanoseconds
        for call in pendingOneTime where call + deadline + Self.toleranceNanoseconds < end {
            observation.violations.append(
                Violation(
                    invariant: .oneTimeAnswered, offsetNanoseconds: call, deviceIndex: device,
                    detail: "oneTime requested at \(seconds(call)) s was never answered"))
        }
        if let mode = periodic, end - mode.last > mode.period + Self.toleranceNanoseconds {
            observation.violations.append(
                Violation(
                    invariant: .periodicCadence, offsetNanoseconds: mode.last, deviceIndex: device,
                    detail:
                        "no context for the last \(seconds(end - mode.last)) s; the period is \(seconds(mode.period)) s"
                ))
        }
    }
}

/// Seconds, for messages (`12.5`).
func seconds(_ nanoseconds: Int64) -> String {
    let value = Double(nanoseconds) / 1e9
    return value == value.rounded() ? String(Int64(value)) : String(value)
}
