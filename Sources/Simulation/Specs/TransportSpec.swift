/// The link between each engine and the service.
public struct TransportSpec: Hashable, Sendable {
    /// One-way latency of a request + reply, drawn per exchange (`transport.latency`).
    public var latency: LatencyModel = .uniform(minimumSeconds: 0.05, maximumSeconds: 0.3)
    /// Probability that an exchange is silently lost (the engine's timeout fires).
    public var dropProbability: Double = 0
    /// Windows where the server cannot be reached: the client fails fast with `.unreachable`.
    public var outages: [SimulationWindow] = []
    /// Windows where requests hang until the transport times out (`.timeout` after `timeoutSeconds`).
    public var hangs: [SimulationWindow] = []
    /// The transport's own timeout, s (default 10).
    public var timeoutSeconds: Double = 10
    /// Windows where replies are an HTTP-style error status.
    public var errorReplies: [ErrorReplyWindow] = []
    /// Windows where replies are garbage bytes.
    public var garbage: [SimulationWindow] = []

    /// The default link: 0.05–0.3 s latency, no losses, no faults, a 10 s timeout.
    public init() {}

    /// A window in which every reply is an error status.
    public struct ErrorReplyWindow: Hashable, Sendable {
        /// The HTTP-style status of the replies (e.g. 500).
        public var status: Int
        /// When the replies are errors.
        public var window: SimulationWindow
        /// Error replies with `status` during `window`.
        public init(status: Int, window: SimulationWindow) {
            self.status = status
            self.window = window
        }
    }
}
