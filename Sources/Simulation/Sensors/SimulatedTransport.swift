public import AltitudeEngine
public import AssistanceProtocol
public import AssistanceService
public import Noise

/// The link between one engine and the service, on the virtual clock (TransportSpec):
/// latency, drops, outages (unreachable), hangs (timeout), error replies, garbage payloads,
/// plus the service's own slow answers.
/// PHASE2-SKELETON: the sensors engineer replaces this body with the full model.
public final class SimulatedTransport: AssistanceClient {
    public let spec: TransportSpec
    let server: AssistanceServer
    let clock: VirtualClock
    let runStartNanoseconds: Int64

    public init(spec: TransportSpec, server: AssistanceServer, clock: VirtualClock, root: NoiseRoot, streamPrefix: String, runStartNanoseconds: Int64) {
        self.spec = spec
        self.server = server
        self.clock = clock
        self.runStartNanoseconds = runStartNanoseconds
    }

    public func fetch(_ request: AssistanceRequest, completion: @escaping (AssistanceReply) -> Void) {
        let reply = server.answer(request, atNanoseconds: clock.nowNanoseconds)
        switch reply.payload {
        case .response(let response): completion(.response(response))
        case .garbage(let bytes): completion(.payload(bytes))
        }
    }

    public func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void) {
        _ = server.receive(upload, atNanoseconds: clock.nowNanoseconds)
        completion(.accepted)
    }
}
