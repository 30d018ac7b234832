/// The oracle's invariants: everything the fuzzer checks on every case, in one place (the same
/// list, with the bounds, is in `Docs/fuzzing.md`).
///
/// 1. ``runs`` — the simulator and the engine never crash, and a scenario the checker accepts
///    always runs (no `SimulationError`/`WorldError` at set-up).
/// 2. ``finite`` — no altitude context carries NaN or ±∞ in any number it reports.
/// 3. ``documentedCodes`` — every code emitted is in the documented tables: SDK status and
///    callback codes in `SDKStatusCode` (and not one of those documented as never emitted:
///    401, 807, 838, 839, 896, 897, 898), `statusCode` in `ServiceStatusCode`, `errorCode` in
///    `AltitudeErrorCode`, `warningCode` in `AltitudeWarningCode`.
/// 4. ``uncertaintyOrder`` — whenever a height is reported, `heightUncertainty` ≥
///    `heightUncertainty68` > 0 (and the same for the height above terrain when reported).
/// 5. ``oneTimeAnswered`` — each `oneTime` request gets exactly one callback, within the
///    engine's `oneTimeDeadlineNanoseconds` (30 s) of the call.
/// 6. ``periodicCadence`` — an accepted periodic request delivers a context every period
///    (exactly, in virtual time), from one period after acceptance until the mode ends; no
///    context arrives while no altitude mode is active. In modes longer than the engine's
///    one-time collection window the first context, and the first height after a context
///    without one, may come early, and the grid restarts from them (Docs/engine.md).
/// 7. ``recovery`` — after the last fault window ends, a device with a periodic mode running
///    reports a context with a reference-carrying status (200, or 620/640 for a device the
///    service holds no fresh calibration for) and error 0 within ``RecoveryBound``, when the
///    case's world allows it (everywhere coverage, a valid key, stations, no drops, GNSS
///    indoors by Wi-Fi, no fault running at the end, enough run left).
/// 8. ``noWarningWithoutFilters`` — while the device's consistency filters are off (the
///    default, or `filters off`), every context has warning 0.
/// 9. ``deterministic`` — running the case again gives the same trace hash.
public enum Invariant: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case runs = "runs"
    case finite = "finite"
    case documentedCodes = "documented-codes"
    case uncertaintyOrder = "uncertainty-order"
    case oneTimeAnswered = "one-time-answered-once"
    case periodicCadence = "periodic-cadence"
    case recovery = "recovery"
    case noWarningWithoutFilters = "no-warning-without-filters"
    case deterministic = "deterministic"

    /// Orders invariants as they are listed (and numbered) above.
    public static func < (lhs: Invariant, rhs: Invariant) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// One line for reports and corpus comments.
    public var summary: String {
        switch self {
        case .runs: "the simulator and engine run every accepted scenario without crashing"
        case .finite: "no altitude context reports NaN or infinity"
        case .documentedCodes: "every emitted code is in the documented tables"
        case .uncertaintyOrder: "heightUncertainty >= heightUncertainty68 > 0 whenever a height is reported"
        case .oneTimeAnswered: "a oneTime request gets exactly one callback within the deadline"
        case .periodicCadence: "periodic callbacks keep their cadence"
        case .recovery: "after the last fault ends the engine recovers within the bound"
        case .noWarningWithoutFilters: "with filters off no warning appears"
        case .deterministic: "re-running the case gives the same trace hash"
        }
    }
}
