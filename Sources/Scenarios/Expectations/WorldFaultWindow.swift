/// A service fault as expectations see it: its kind as the language writes it and its window.
public struct WorldFaultWindow: Hashable, Sendable {
    /// The kinds, as written after `service` (and `of service` / `during service`).
    public static let kinds = ["outage", "unreachable", "error", "stale", "slow", "garbage", "missing-reference"]

    /// The kind (`outage`, `missing-reference`, …).
    public var kind: String
    /// Its start, ns from the start of the run.
    public var startNanoseconds: Int64
    /// Its end, ns from the start (`nil`: to the end of the run).
    public var endNanoseconds: Int64?

    /// The window of a compiled service fault.
    public init(_ fault: ServiceFaultWindow) {
        switch fault.kind {
        case .outage: kind = "outage"
        case .unreachable: kind = "unreachable"
        case .error: kind = "error"
        case .stale: kind = "stale"
        case .slow: kind = "slow"
        case .garbage: kind = "garbage"
        case .missingReference: kind = "missing-reference"
        }
        startNanoseconds = fault.window.startOffsetNanoseconds
        endNanoseconds = fault.window.endOffsetNanoseconds
    }
}
