public import AltitudeEngine
public import AssistanceService
public import Noise

/// The link between one engine and the service, on the virtual clock (TransportSpec):
/// latency, drops, outages (unreachable), hangs (timeout), error replies, garbage payloads,
/// plus the service's own slow answers.
///
/// Each exchange (fetch or upload) sent at `s` draws a round-trip latency `L` from the
/// `LatencyModel` (stream `<prefix>.latency`; negative or non-finite parameters count as 0)
/// and, when `dropProbability > 0`, one uniform from `<prefix>.drop`. Then, by the window that
/// contains `s − run start` (first match wins, in this order):
///
/// | condition | outcome |
/// |---|---|
/// | outage | `.failure(.unreachable)` at `s + connectFailureDelayNanoseconds` |
/// | hang | `.failure(.timeout)` at `s + timeoutSeconds` |
/// | dropped | no completion, ever (the engine's own timeout fires) |
/// | error reply | `.failure(.httpStatus(code))` at `s + L` |
/// | garbage | `.payload(bytes)` at `s + L` (uploads: `.failure(.malformed)`), bytes from `<prefix>.garbage`, never decodable |
/// | otherwise | the server answers at `s + L/2`; the reply arrives at `s + L + extraDelay` |
///
/// A served exchange whose `L + extraDelay` exceeds `timeoutSeconds` ends with
/// `.failure(.timeout)` at `s + timeoutSeconds` instead (the server still saw it). Upload
/// outcomes map to `.accepted`, `.failure(.httpStatus(403))` for an unknown key and
/// `.failure(.httpStatus(400))` for any other rejection. Every completion runs from a clock
/// event, never inside `fetch`/`upload`.
public final class SimulatedTransport: AssistanceClient {
    /// The spec the transport was built from.
    public let spec: TransportSpec
    let server: AssistanceServer
    let clock: VirtualClock
    let runStartNanoseconds: Int64

    /// How long a connection attempt takes to fail during an outage: 100 ms.
    public static let connectFailureDelayNanoseconds: Int64 = 100_000_000

    /// Exchanges started so far (fetches and uploads).
    public private(set) var exchangeCount = 0

    private let latencyStream: NoiseStream
    private let dropStream: NoiseStream
    private let garbageStream: NoiseStream
    private let timeoutNanoseconds: Int64
    private let dropProbability: Double
    private let outages: [AbsoluteWindow]
    private let hangs: [AbsoluteWindow]
    private let errorReplies: [(window: AbsoluteWindow, status: Int)]
    private let garbageWindows: [AbsoluteWindow]

    /// What happens to one exchange.
    enum Fate: Equatable {
        case unreachable, hang, dropped
        case httpStatus(Int, latencyNanoseconds: Int64)
        case garbage(latencyNanoseconds: Int64)
        case served(latencyNanoseconds: Int64)
    }

    /// Builds the link; streams `<prefix>.latency`, `.drop`, `.garbage`; windows are offsets
    /// from `runStartNanoseconds`.
    public init(
        spec: TransportSpec, server: AssistanceServer, clock: VirtualClock, root: NoiseRoot, streamPrefix: String,
        runStartNanoseconds: Int64
    ) {
        self.spec = spec
        self.server = server
        self.clock = clock
        self.runStartNanoseconds = runStartNanoseconds
        latencyStream = root.stream(named: streamPrefix + ".latency")
        dropStream = root.stream(named: streamPrefix + ".drop")
        garbageStream = root.stream(named: streamPrefix + ".garbage")
        timeoutNanoseconds = SensorTime.nanoseconds(fromSeconds: spec.timeoutSeconds)
        dropProbability = spec.dropProbability.isFinite ? min(max(spec.dropProbability, 0), 1) : 0
        let resolve = { (window: SimulationWindow) in
            SensorTime.absoluteBounds(of: window, runStartNanoseconds: runStartNanoseconds)
        }
        outages = spec.outages.map(resolve)
        hangs = spec.hangs.map(resolve)
        errorReplies = spec.errorReplies.map { (resolve($0.window), $0.status) }
        garbageWindows = spec.garbage.map(resolve)
    }

    /// One latency draw, ns.
    func drawLatencyNanoseconds() -> Int64 {
        let seconds: Double
        switch spec.latency {
        case .fixed(let value): seconds = value
        case .uniform(let low, let high):
            let a = Self.nonNegative(low)
            let b = Self.nonNegative(high)
            seconds = min(a, b) + abs(b - a) * latencyStream.uniform()
        case .exponential(let minimum, let meanExtra):
            let mean = Self.nonNegative(meanExtra)
            seconds = Self.nonNegative(minimum) + (mean > 0 ? latencyStream.exponential(mean: mean) : 0)
        }
        return SensorTime.nanoseconds(fromSeconds: seconds)
    }

    /// Draws the fate of an exchange sent now (latency and drop are drawn for every exchange).
    func fate(sentAtNanoseconds sent: Int64) -> Fate {
        exchangeCount += 1
        let latency = drawLatencyNanoseconds()
        let dropped = dropProbability > 0 && dropStream.uniform() < dropProbability
        if outages.anyContains(sent) { return .unreachable }
        if hangs.anyContains(sent) { return .hang }
        if dropped { return .dropped }
        if let reply = errorReplies.first(where: { $0.window.contains(sent) }) {
            return .httpStatus(reply.status, latencyNanoseconds: latency)
        }
        if garbageWindows.anyContains(sent) { return .garbage(latencyNanoseconds: latency) }
        return .served(latencyNanoseconds: latency)
    }

    /// Sends one request; the completion runs later, from a clock event (or never, if dropped).
    public func fetch(_ request: AssistanceRequest, completion: @escaping (AssistanceReply) -> Void) {
        let sent = clock.nowNanoseconds
        exchange(
            sentAt: sent, completion: completion, failure: { .failure($0) }, garbage: { .payload($0) },
            serve: { [server] arrival in
                let reply = server.answer(request, atNanoseconds: arrival)
                let result: AssistanceReply
                switch reply.payload {
                case .response(let response): result = .response(response)
                case .garbage(let bytes): result = .payload(bytes)
                }
                return (result, reply.extraDelayNanoseconds)
            })
    }

    /// Sends a calibration upload; the completion runs later, from a clock event (or never).
    public func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void) {
        let sent = clock.nowNanoseconds
        exchange(
            sentAt: sent, completion: completion, failure: { .failure($0) },
            garbage: { _ in .failure(.malformed("garbage reply to an upload")) },
            serve: { [server] arrival in
                switch server.receive(upload, atNanoseconds: arrival) {
                case .accepted: return (.accepted, 0)
                case .rejected(.invalidAPIKey): return (.failure(.httpStatus(403)), 0)
                case .rejected: return (.failure(.httpStatus(400)), 0)
                }
            })
    }

    /// Runs one exchange: decides its fate now and schedules the outcome on the clock.
    private func exchange<Result>(
        sentAt sent: Int64, completion: @escaping (Result) -> Void, failure: @escaping (TransportFailure) -> Result,
        garbage: @escaping ([UInt8]) -> Result, serve: @escaping (_ arrivalNanoseconds: Int64) -> (Result, Int64)
    ) {
        let clock = self.clock
        let timeout = timeoutNanoseconds
        switch fate(sentAtNanoseconds: sent) {
        case .unreachable:
            clock.schedule(
                atNanoseconds: SensorTime.add(sent, Self.connectFailureDelayNanoseconds), label: "transport.unreachable"
            ) {
                completion(failure(.unreachable))
            }
        case .hang:
            clock.schedule(atNanoseconds: SensorTime.add(sent, timeout), label: "transport.timeout") {
                completion(failure(.timeout))
            }
        case .dropped:
            break
        case .httpStatus(let status, let latency):
            clock.schedule(atNanoseconds: SensorTime.add(sent, latency), label: "transport.error") {
                completion(failure(.httpStatus(status)))
            }
        case .garbage(let latency):
            let bytes = garbageBytes()
            clock.schedule(atNanoseconds: SensorTime.add(sent, latency), label: "transport.garbage") {
                completion(garbage(bytes))
            }
        case .served(let latency):
            scheduleServed(
                sentAt: sent, latencyNanoseconds: latency, completion: completion, failure: failure, serve: serve)
        }
    }

    /// Schedules a served exchange: the request reaches the server after half the latency, and the
    /// reply (with the server's extra delay) comes back unless it would arrive after the timeout.
    private func scheduleServed<Result>(
        sentAt sent: Int64, latencyNanoseconds latency: Int64, completion: @escaping (Result) -> Void,
        failure: @escaping (TransportFailure) -> Result,
        serve: @escaping (_ arrivalNanoseconds: Int64) -> (Result, Int64)
    ) {
        let clock = self.clock
        let timeout = timeoutNanoseconds
        let outbound = latency / 2
        if latency > timeout {
            // The reply cannot come in time: the server still gets the request.
            clock.schedule(atNanoseconds: SensorTime.add(sent, timeout), label: "transport.timeout") {
                completion(failure(.timeout))
            }
            clock.schedule(atNanoseconds: SensorTime.add(sent, outbound), label: "transport.request") {
                _ = serve(SensorTime.add(sent, outbound))
            }
            return
        }
        clock.schedule(atNanoseconds: SensorTime.add(sent, outbound), label: "transport.request") {
            let (result, extraDelay) = serve(SensorTime.add(sent, outbound))
            let total = SensorTime.add(latency, max(extraDelay, 0))
            if total > timeout {
                clock.schedule(atNanoseconds: SensorTime.add(sent, timeout), label: "transport.timeout") {
                    completion(failure(.timeout))
                }
            } else {
                clock.schedule(atNanoseconds: SensorTime.add(sent, total), label: "transport.reply") {
                    completion(result)
                }
            }
        }
    }

    /// Undecodable bytes: 0xFF (never the start of UTF-8 JSON) then 15…78 random bytes.
    func garbageBytes() -> [UInt8] {
        let count = 16 + Int(garbageStream.uniform() * 64)
        var bytes = [UInt8](repeating: 0xFF, count: count)
        for index in 1..<count { bytes[index] = UInt8(truncatingIfNeeded: garbageStream.nextRaw()) }
        return bytes
    }

    private static func nonNegative(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
}
