extension AltitudeEngine {
    /// Why a periodic session delivers a context before its next period.
    enum OwedContext: Hashable {
        /// The first context: as soon as it carries a height or a service status.
        case first
        /// Heights are back after a context without one: as soon as a height is ready.
        case recovery
    }

    /// The altitude mode in progress (`startAltitudeCalculation`).
    struct AltitudeSession {
        /// The session's id (from the engine's request ids).
        var id: UInt64
        /// The mode: `oneTime` or a period.
        var mode: NNAltitudeMode
        /// Receives the contexts (or a code).
        var handler: NNAltitudeHandler
        /// When the session started, ns.
        var startedAtNanoseconds: Int64
        /// A periodic session (period > collection time) that owes an out-of-period context:
        /// its first one, or the first height after a context without one.
        var owedContext: OwedContext?
        /// The session's timers (collection, deadline, tick).
        var tokens: [ScheduledActionToken] = []

        /// After a regular tick's context: the first context stays owed until one carries a
        /// height or a service status; after one with a status but no height, the first height
        /// is owed (`.recovery`). Periods within the collection time owe nothing.
        mutating func noteRegularContext(
            hasHeight: Bool, hasStatus: Bool, periodNanoseconds: Int64,
            collectionNanoseconds: Int64
        ) {
            if periodNanoseconds <= collectionNanoseconds || hasHeight {
                owedContext = nil
            } else if hasStatus {
                owedContext = .recovery
            }
        }

        /// Whether a context settles the owed one: the first needs a height or a status, a
        /// recovery a height.
        func settlesOwedContext(hasHeight: Bool, hasStatus: Bool) -> Bool {
            switch owedContext {
            case nil: false
            case .first: hasHeight || hasStatus
            case .recovery: hasHeight
            }
        }
    }
}
