public import Simulation

/// A service or network fault over a window of the run.
public struct ServiceFaultWindow: Hashable, Sendable {
    /// The kinds of fault.
    public enum Kind: Hashable, Sendable {
        /// The server does not answer: requests hang until the transport times out.
        case outage
        /// The server cannot be reached: requests fail at once.
        case unreachable
        /// Replies carry this status (400 = the service's general failure).
        case error(status: Int)
        /// Reference data ages: no station reports reach the service.
        case stale
        /// Replies come this much later, ns.
        case slow(extraDelayNanoseconds: Int64)
        /// Replies are garbage bytes.
        case garbage
        /// The service has no reference data (every station ignored).
        case missingReference
    }

    /// What goes wrong.
    public var kind: Kind
    /// The window, offsets from the run's start (`end == nil`: to the end).
    public var window: SimulationWindow

    /// Creates a fault window.
    public init(kind: Kind, window: SimulationWindow) {
        self.kind = kind
        self.window = window
    }
}
