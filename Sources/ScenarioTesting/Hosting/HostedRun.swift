import Scenarios
public import Simulation

/// One thing the app showed (or did), as the test recorded it with `ScenarioHost.record(_:)`,
/// stamped with the virtual time it happened at.
public struct HostedObservation<Value> {
    /// Time since scenario time 0, ns.
    public var offsetNanoseconds: Int64
    /// What the app showed.
    public var value: Value

    /// Creates an observation.
    public init(offsetNanoseconds: Int64, value: Value) {
        self.offsetNanoseconds = offsetNanoseconds
        self.value = value
    }

    /// The offset as the scenario writes it (`00:20:31.000`).
    public var clock: String { ExpectationTime.clock(offsetNanoseconds) }
}

extension HostedObservation: Sendable where Value: Sendable {}
extension HostedObservation: Equatable where Value: Equatable {}

/// One timeline app call of the hosted device and who handled it.
public struct HostedAppCall: Hashable, Sendable {
    /// Who handled a timeline app call.
    public enum Handling: Hashable, Sendable {
        /// The app's function (an `AppCallRoutes` closure).
        case app
        /// The engine directly (no closure, `AppCallRoutes.Unrouted.callEngine`).
        case engine
        /// Nobody (no closure, `AppCallRoutes.Unrouted.reportFailure`): a failure of `check`.
        case refused
    }

    /// Time since scenario time 0, ns.
    public var offsetNanoseconds: Int64
    /// The call as the timeline makes it (places resolved).
    public var call: ResolvedAppCall
    /// Who handled it.
    public var handling: Handling
}

/// What a `ScenarioHost` run produced: the scenario's verdicts, the trace, the app's recorded
/// observations and the timeline's app calls.
public struct HostedRun<Observation> {
    /// The verdicts of the scenario's expectations over this run, with their failure text.
    public var report: ScenarioReport
    /// Every trace record (every device; the hosted device's engine events include those the
    /// app's own calls caused).
    public var records: [TraceRecord]
    /// What the app recorded with `ScenarioHost.record(_:)`, in order.
    public var observations: [HostedObservation<Observation>]
    /// The hosted device's timeline app calls, in order.
    public var appCalls: [HostedAppCall]
    /// The name of the hosted device.
    public var deviceName: String

    /// The last observation at or before `offsetNanoseconds` (what the app showed then), or
    /// `nil` before the first one.
    public func shown(atOffsetNanoseconds offset: Int64) -> Observation? {
        observations.last { $0.offsetNanoseconds <= offset }?.value
    }

    /// `shown(atOffsetNanoseconds:)` at a scenario time given as a `Duration`.
    public func shown(at offset: Duration) -> Observation? {
        shown(atOffsetNanoseconds: offset.saturatingNanoseconds)
    }

    /// The first observation that satisfies `predicate`, or `nil`.
    public func first(where predicate: (Observation) -> Bool) -> HostedObservation<Observation>? {
        observations.first { predicate($0.value) }
    }

    /// The app calls the `.reportFailure` policy refused (no closure for them).
    public var refusedCalls: [HostedAppCall] { appCalls.filter { $0.handling == .refused } }

    /// Whether every expectation held and no app call was refused.
    public var passed: Bool { report.passed && refusedCalls.isEmpty }
}
