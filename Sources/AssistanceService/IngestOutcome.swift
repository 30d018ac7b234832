internal import AssistanceProtocol

/// The result of `AssistanceServer.ingest(_:)`.
public enum IngestOutcome: Hashable, Sendable {
    /// Stored (possibly with an injected bias).
    case accepted
    /// No configured station has this id.
    case unknownStation
    /// Non-finite or implausible numbers, or received before measured.
    case invalidObservation
    /// Dropped by a missing-station fault.
    case droppedByFault
}
