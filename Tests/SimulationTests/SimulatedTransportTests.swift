import AltitudeEngine
import AssistanceProtocol
import AssistanceService
import Foundation
import Noise
import Simulation
import Testing

/// The transport on the virtual clock: latency, outages, hangs, drops, errors, garbage,
/// slow answers, uploads; completions only from clock events.
@Suite("Simulated transport")
struct SimulatedTransportTests {
    static let start: Int64 = 1_700_000_000_000_000_000
    static let second: Int64 = 1_000_000_000

    /// A fresh clock, server and transport. The clock starts at the run start.
    final class Rig {
        let clock = VirtualClock(startNanoseconds: SimulatedTransportTests.start)
        let server: AssistanceServer
        let transport: SimulatedTransport

        init(_ spec: TransportSpec, faults: ServiceFaults = .none, seed: UInt64 = 1) {
            server = AssistanceServer(
                configuration: ServiceConfiguration(stations: [], apiKeys: ["demo-key"], faults: faults))
            transport = SimulatedTransport(
                spec: spec, server: server, clock: clock, root: NoiseRoot(seed: seed),
                streamPrefix: "device[0].transport", runStartNanoseconds: SimulatedTransportTests.start)
        }

        /// Fetches at `offsetSeconds` after the start; returns (reply, delay after sending in ns)
        /// once the clock has run `runSeconds` further, nil if no reply came. Checks the
        /// completion did not run inside `fetch`.
        func fetch(atOffsetSeconds offsetSeconds: Double, runSeconds: Double = 60, apiKey: String = "demo-key") -> (
            reply: AssistanceReply, delayNanoseconds: Int64
        )? {
            let sent = SimulatedTransportTests.start + Int64(offsetSeconds * 1e9)
            clock.run(untilNanoseconds: sent)
            var result: (AssistanceReply, Int64)?
            var calls = 0
            transport.fetch(SimulatedTransportTests.request(apiKey: apiKey, sent: sent)) { [clock] reply in
                calls += 1
                result = (reply, clock.nowNanoseconds - sent)
            }
            #expect(calls == 0, "the completion ran inside fetch")
            clock.run(untilNanoseconds: sent + Int64(runSeconds * 1e9))
            #expect(calls <= 1)
            return result
        }

        func upload(_ upload: BarocalUpload, runSeconds: Double = 60) -> (
            result: UploadResult, delayNanoseconds: Int64
        )? {
            let sent = clock.nowNanoseconds
            var result: (UploadResult, Int64)?
            transport.upload(upload) { [clock] outcome in result = (outcome, clock.nowNanoseconds - sent) }
            #expect(result == nil)
            clock.run(untilNanoseconds: sent + Int64(runSeconds * 1e9))
            return result
        }
    }

    static func request(apiKey: String = "demo-key", sent: Int64) -> AssistanceRequest {
        AssistanceRequest(
            requestID: 7, deviceID: "device-a", apiKey: apiKey, latitudeDegrees: 47.4, longitudeDegrees: 8.5,
            horizontalUncertaintyMeters: 5, phonePressurePa: 96_000, phonePressureVariancePa2: 1,
            sentAtNanoseconds: sent)
    }

    static func window(_ from: Double, _ to: Double) -> SimulationWindow {
        SimulationWindow(startOffsetNanoseconds: Int64(from * 1e9), endOffsetNanoseconds: Int64(to * 1e9))
    }

    static func isResponse(_ reply: AssistanceReply?) -> Bool {
        if case .response = reply { return true }
        return false
    }

    @Test("Served replies arrive after the drawn latency: fixed, uniform, exponential")
    func latencyDistributions() throws {
        var fixed = TransportSpec()
        fixed.latency = .fixed(seconds: 0.2)
        let rig = Rig(fixed)
        let served = try #require(rig.fetch(atOffsetSeconds: 1))
        #expect(Self.isResponse(served.reply) && served.delayNanoseconds == 200_000_000)

        var uniform = TransportSpec()
        uniform.latency = .uniform(minimumSeconds: 0.05, maximumSeconds: 0.3)
        let uniformRig = Rig(uniform)
        let delays = (0..<400).compactMap {
            uniformRig.fetch(atOffsetSeconds: Double($0), runSeconds: 0.5)?.delayNanoseconds
        }
        #expect(delays.count == 400)
        #expect(delays.allSatisfy { (50_000_000...300_000_000).contains($0) })
        let mean = Double(delays.reduce(0, +)) / Double(delays.count) / 1e9
        #expect(abs(mean - 0.175) < 0.015, "mean \(mean)")  // SE 0.0036 s

        var exponential = TransportSpec()
        exponential.latency = .exponential(minimumSeconds: 0.1, meanExtraSeconds: 0.2)
        let exponentialRig = Rig(exponential)
        let tail = (0..<400).compactMap {
            exponentialRig.fetch(atOffsetSeconds: Double($0) * 5, runSeconds: 4.9)?.delayNanoseconds
        }
        #expect(tail.count == 400 && tail.allSatisfy { $0 >= 100_000_000 })
        let tailMean = Double(tail.reduce(0, +)) / Double(tail.count) / 1e9
        #expect(abs(tailMean - 0.3) < 0.04, "mean \(tailMean)")  // SE 0.01 s
    }

    @Test("An outage window fails fast with unreachable; windows are offsets from the run start")
    func outage() throws {
        var spec = TransportSpec()
        spec.outages = [Self.window(10, 20)]
        let rig = Rig(spec)
        #expect(Self.isResponse(rig.fetch(atOffsetSeconds: 5, runSeconds: 1)?.reply))
        let failed = try #require(rig.fetch(atOffsetSeconds: 15, runSeconds: 1))
        #expect(failed.reply == .failure(.unreachable))
        #expect(failed.delayNanoseconds == SimulatedTransport.connectFailureDelayNanoseconds)
        #expect(Self.isResponse(rig.fetch(atOffsetSeconds: 20, runSeconds: 1)?.reply))
    }

    @Test("A hang window times out after timeoutSeconds")
    func hang() throws {
        var spec = TransportSpec()
        spec.hangs = [.always]
        spec.timeoutSeconds = 7
        let result = try #require(Rig(spec).fetch(atOffsetSeconds: 1))
        #expect(result.reply == .failure(.timeout) && result.delayNanoseconds == 7 * Self.second)
    }

    @Test("Dropped exchanges never answer; the drop rate is dropProbability")
    func drops() {
        var spec = TransportSpec()
        spec.dropProbability = 1
        let rig = Rig(spec)
        #expect(rig.fetch(atOffsetSeconds: 1, runSeconds: 3_600) == nil)
        #expect(rig.clock.pendingEventCount == 0)
        spec.dropProbability = 0.3
        let some = Rig(spec)
        let answered = (0..<600).filter { some.fetch(atOffsetSeconds: Double($0), runSeconds: 0.9) != nil }.count
        #expect(abs(Double(600 - answered) / 600 - 0.3) < 0.07, "\(600 - answered) dropped")  // SE 0.019
    }

    @Test("An error-reply window answers with the HTTP status after the latency")
    func errorReplies() throws {
        var spec = TransportSpec()
        spec.latency = .fixed(seconds: 0.1)
        spec.errorReplies = [.init(status: 503, window: Self.window(0, 30))]
        let rig = Rig(spec)
        let result = try #require(rig.fetch(atOffsetSeconds: 3))
        #expect(result.reply == .failure(.httpStatus(503)) && result.delayNanoseconds == 100_000_000)
        #expect(Self.isResponse(rig.fetch(atOffsetSeconds: 31)?.reply))
    }

    @Test("Garbage windows (transport or service) deliver bytes the engine cannot decode")
    func garbage() throws {
        var spec = TransportSpec()
        spec.garbage = [.always]
        let rig = Rig(spec)
        for offset in 0..<20 {
            let result = try #require(rig.fetch(atOffsetSeconds: Double(offset)))
            guard case .payload(let bytes) = result.reply else {
                Issue.record("not a payload: \(result.reply)")
                continue
            }
            #expect(throws: (any Error).self) { try AssistanceCodec.decodeResponse(bytes) }
        }
        let serviceGarbage = Rig(TransportSpec(), faults: ServiceFaults(garbagePayload: [.always]))
        let result = try #require(serviceGarbage.fetch(atOffsetSeconds: 1))
        guard case .payload(let bytes) = result.reply else {
            Issue.record("not a payload")
            return
        }
        #expect(throws: (any Error).self) { try AssistanceCodec.decodeResponse(bytes) }
    }

    @Test("Slow answers add the service's delay; beyond the timeout the transport times out")
    func slowAnswers() throws {
        var spec = TransportSpec()
        spec.latency = .fixed(seconds: 0.2)
        let slow = ServiceFaults(slowAnswers: [.init(windows: [.always], extraDelayNanoseconds: 3 * Self.second)])
        let delayed = try #require(Rig(spec, faults: slow).fetch(atOffsetSeconds: 1))
        #expect(Self.isResponse(delayed.reply) && delayed.delayNanoseconds == 3_200_000_000)
        let tooSlow = ServiceFaults(slowAnswers: [.init(windows: [.always], extraDelayNanoseconds: 30 * Self.second)])
        let timedOut = try #require(Rig(spec, faults: tooSlow).fetch(atOffsetSeconds: 1))
        #expect(timedOut.reply == .failure(.timeout) && timedOut.delayNanoseconds == 10 * Self.second)
        // A network latency beyond the timeout: the timeout fires on time, nothing else arrives.
        var slowLink = TransportSpec()
        slowLink.latency = .fixed(seconds: 40)
        let rig = Rig(slowLink)
        let late = try #require(rig.fetch(atOffsetSeconds: 1, runSeconds: 120))
        #expect(late.reply == .failure(.timeout) && late.delayNanoseconds == 10 * Self.second)
        #expect(rig.clock.pendingEventCount == 0)
    }

    @Test("The server answers at the request's arrival (send + half the latency)")
    func arrivalTime() throws {
        var spec = TransportSpec()
        spec.latency = .fixed(seconds: 0.2)
        let rig = Rig(spec)
        rig.clock.run(untilNanoseconds: Self.start + 10 * Self.second)
        let now = rig.clock.nowNanoseconds
        func upload(madeAfterMilliseconds ms: Int64) -> BarocalUpload {
            BarocalUpload(
                deviceID: "device-a", apiKey: "demo-key",
                records: [
                    CalibrationRecord(
                        offsetPa: 12, uncertaintyPa: 3, madeAtNanoseconds: now + ms * 1_000_000, source: .manual)
                ],
                sentAtNanoseconds: now)
        }
        // Made 100 ms after sending: the request arrives at +100 ms, so the record is not in its future.
        let accepted = try #require(rig.upload(upload(madeAfterMilliseconds: 100)))
        #expect(accepted.result == .accepted && accepted.delayNanoseconds == 200_000_000)
        #expect(rig.server.calibrations.calibration(deviceID: "device-a")?.offsetPa == 12)
        // Made 101 ms after sending: from the future at arrival → rejected (400).
        let rejected = try #require(
            Rig(spec).upload(
                BarocalUpload(
                    deviceID: "device-a", apiKey: "demo-key",
                    records: [
                        CalibrationRecord(
                            offsetPa: 12, uncertaintyPa: 3, madeAtNanoseconds: Self.start + 101_000_000, source: .manual
                        )
                    ],
                    sentAtNanoseconds: Self.start)))
        #expect(rejected.result == .failure(.httpStatus(400)))
    }

    @Test("Uploads: unknown key → 403; transport faults apply to uploads too")
    func uploads() throws {
        let upload = BarocalUpload(
            deviceID: "device-a", apiKey: "wrong",
            records: [CalibrationRecord(offsetPa: 1, uncertaintyPa: 3, madeAtNanoseconds: Self.start, source: .manual)],
            sentAtNanoseconds: Self.start)
        #expect(try #require(Rig(TransportSpec()).upload(upload)).result == .failure(.httpStatus(403)))
        var spec = TransportSpec()
        spec.outages = [.always]
        #expect(try #require(Rig(spec).upload(upload)).result == .failure(.unreachable))
        spec = TransportSpec()
        spec.garbage = [.always]
        guard case .failure(.malformed) = try #require(Rig(spec).upload(upload)).result else {
            Issue.record("garbage upload reply should be malformed")
            return
        }
    }

    @Test("Same seed, same latencies")
    func determinism() {
        func delays(seed: UInt64) -> [Int64?] {
            let rig = Rig(TransportSpec(), seed: seed)
            return (0..<50).map { rig.fetch(atOffsetSeconds: Double($0), runSeconds: 0.9)?.delayNanoseconds }
        }
        #expect(delays(seed: 3) == delays(seed: 3))
        #expect(delays(seed: 3) != delays(seed: 4))
    }
}
