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
