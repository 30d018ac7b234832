public import AssistanceProtocol

/// What the server sends back for one request: a response or a garbage payload, and how much
/// extra processing time it took (the simulator's transport adds it to the network latency).
public struct ServiceReply: Hashable, Sendable {
    /// The reply's content.
    public enum Payload: Hashable, Sendable {
        /// A well-formed response.
        case response(AssistanceResponse)
        /// Bytes that do not decode (garbage-payload fault).
        case garbage([UInt8])
    }

    /// The content.
    public var payload: Payload
    /// Extra processing delay before the reply leaves the server, ns (slow-answer fault).
    public var extraDelayNanoseconds: Int64

    /// Creates a reply.
    public init(payload: Payload, extraDelayNanoseconds: Int64 = 0) {
        self.payload = payload
        self.extraDelayNanoseconds = extraDelayNanoseconds
    }

    /// The response, when the payload is one.
    public var response: AssistanceResponse? {
        if case .response(let response) = payload { return response }
        return nil
    }

    /// The bytes on the wire (`AssistanceCodec.encode` of the response, or the garbage).
    public var bytes: [UInt8] {
        switch payload {
        case .response(let response): AssistanceCodec.encode(response)
        case .garbage(let bytes): bytes
        }
    }
}

/// The result of `AssistanceServer.receive(_:atNanoseconds:)`.
public enum UploadOutcome: Hashable, Sendable {
    /// Every record was valid; `storedCount` of them became the device's latest calibration.
    case accepted(storedCount: Int)
    /// Nothing was stored.
    case rejected(UploadRejection)
}

/// Why an upload was rejected as a whole.
public enum UploadRejection: Hashable, Sendable {
    /// The API key is not registered (the engine's 403).
    case invalidAPIKey
    /// General-failure fault active (the engine's 400).
    case generalFailure
    /// Empty device id.
    case missingDeviceID
    /// The upload holds no record.
    case noRecords
    /// The record at `index` has a non-finite or out-of-range value, or a non-positive uncertainty.
    case invalidRecord(index: Int)
    /// The record at `index` claims to be made after the upload arrived.
    case recordFromTheFuture(index: Int)
}

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
