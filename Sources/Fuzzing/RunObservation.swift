import AltitudeEngine
internal import Scenarios
internal import Simulation

/// What the oracle saw in one run: the violations, and the codes and transitions reached
/// (for a campaign's code coverage).
public struct RunObservation: Hashable, Sendable {
    /// Every broken invariant, in trace order.
    public var violations: [Violation] = []
    /// How often each code was emitted, by key (`sdk 800`, `status 610`, `error 851`,
    /// `warning 836`, `callback 810`, `calibration 870`).
    public var codes: [String: Int] = [:]
    /// How often each transition between consecutive contexts of a device was seen
    /// (`error 850->0`, `status 200->610`).
    public var transitions: [String: Int] = [:]
    /// How often each invariant was actually exercised (contexts checked, `oneTime` requests
    /// answered, periodic ticks, recovery checks, runs), by ``Invariant`` raw value.
    public var checks: [String: Int] = [:]

    /// Counts one check of `invariant`.
    mutating func exercised(_ invariant: Invariant, _ count: Int = 1) {
        checks[invariant.rawValue, default: 0] += count
    }

    /// Creates an empty observation.
    public init() {}

    /// The first violated invariant (the one a shrink preserves).
    public var firstInvariant: Invariant? { violations.first?.invariant }
}
