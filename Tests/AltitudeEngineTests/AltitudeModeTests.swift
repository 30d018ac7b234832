import AltitudeEngine
import AssistanceProtocol
import Testing

@Suite("Altitude mode, assistance and error codes")
struct AltitudeModeTests {
    @Test("830 on start, 834 when the request goes out, one callback per second")
    func periodic() {
        let h = Harness()
        h.startInitialised()
        var calls = 0
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in calls += 1 }
        #expect(h.recorder.statusCodes.suffix(2) == [830, 834])
        h.run(for: 10 * second)
        #expect(calls == 10)
        #expect(h.recorder.contexts.count == 10)
        #expect(h.recorder.contexts.last?.statusCode == 200)
        #expect(h.recorder.contexts.last?.errorCode == 0)
    }

    @Test(
        "thirty-second and one-minute modes call back once per period (the first early, after the collection)",
        arguments: [(NNAltitudeMode.thirtySeconds, 4), (.oneMinute, 2)])
    func longPeriods(mode: NNAltitudeMode, expected: Int) {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: mode) { _, _ in }
        h.run(for: 120 * second + second / 2)
        #expect(h.recorder.contexts.count == expected)
    }

    @Test("stopAltitudeCalculation: 835 and no further callbacks")
    func stopAltitude() {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 3 * second)
        var stopCode: Int?
        h.engine.stopAltitudeCalculation { code, _ in stopCode = code }
        #expect(stopCode == 835)
        #expect(h.recorder.statusCodes.last == 835)
        let count = h.recorder.contexts.count
        h.run(for: 5 * second)
        #expect(h.recorder.contexts.count == count)
    }

    @Test("oneTime: exactly one callback with a height, then 835")
    func oneTime() {
        let h = Harness()
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in }
        h.run(for: 60 * second)
        #expect(h.recorder.callbacks.count == 1)
        #expect(h.recorder.contexts.first?.height != nil)
        #expect(h.recorder.statusCodes.last == 835)
        #expect(!h.engine.isAltitudeModeActive)
    }

    @Test("oneTime with a silent service: one callback with 851 by the deadline")
    func oneTimeSilent() {
        let h = Harness()
        h.assistance.behaviour = .silent
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in }
        h.run(for: 29 * second)
        #expect(h.recorder.callbacks.isEmpty)
        h.run(for: 2 * second)
        #expect(h.recorder.callbacks.count == 1)
        #expect(h.recorder.contexts.first?.errorCode == 851)
        h.run(for: 60 * second)
        #expect(h.recorder.callbacks.count == 1)
    }

    @Test("oneTime outside the service area: one callback with status 600 at once")
    func oneTimeOutside() {
        let h = Harness()
        h.assistance.behaviour = .serve(status: .outsideServiceArea, latency: second / 10)
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in }
        h.run(for: 3 * second)
        #expect(h.recorder.callbacks.count == 1)
        #expect(h.recorder.contexts.first?.statusCode == 600)
        #expect(h.recorder.contexts.first?.height == nil)
        #expect(h.recorder.contexts.first?.errorCode == 850, "no reference data: 850, the status says why")
    }

    @Test("stop during oneTime: the handler gets 811 once")
    func stopDuringOneTime() {
        let h = Harness()
        h.assistance.behaviour = .silent
        h.startInitialised()
        var codes: [Int?] = []
        h.engine.startAltitudeCalculation(mode: .oneTime) { code, _ in codes.append(code) }
        h.run(for: second)
        h.engine.stop()
        h.scheduler.advance(byNanoseconds: 60 * second)
        #expect(codes == [811])
    }

    @Test(
        "service statuses pass through to the context",
        arguments: [
            ServiceStatusCode.delivered, .outsideServiceArea, .referencePressureUnavailable,
            .calibrationDataUnavailable, .referenceAndCalibrationUnavailable, .calibrationDataStale,
        ])
    func statusPassThrough(status: ServiceStatusCode) {
        let h = Harness()
        h.assistance.behaviour = .serve(status: status, latency: second / 10)
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 3 * second)
        #expect(h.recorder.contexts.last?.statusCode == status.rawValue)
        #expect((h.recorder.contexts.last?.height != nil) == status.carriesReferencePressure)
    }

    @Test("status 400: retried, reported in the context")
    func generalFailure() {
        let h = Harness()
        h.assistance.behaviour = .serve(status: .generalFailure, latency: second / 10)
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 10 * second)
        #expect(h.recorder.contexts.last?.statusCode == 400)
        #expect(h.recorder.contexts.last?.errorCode == 850)
        #expect(h.assistance.requests.count >= 2)
    }

    @Test("832 and 833 while waiting for pressure / location before the fetch")
    func waitingForSamples() {
        let h = Harness()
        h.feedPressure = false
        h.feedLocation = false
        h.start()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        #expect(h.recorder.statusCodes.suffix(2) == [830, 832])
        h.engine.ingestPressure(PressureSample(pressurePa: 100_000, timestampNanoseconds: h.now))
        #expect(h.recorder.statusCodes.last == 833)
        h.engine.ingestLocation(TestWorld.location(at: h.now))
        #expect(h.recorder.statusCodes.suffix(2) == [800, 834])
    }

    @Test("850 while waiting for the assistance reply")
    func waitingForAssistance() {
        let h = Harness()
        h.assistance.behaviour = .serve(status: .delivered, latency: 3 * second)
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 2 * second + second / 2)
        #expect(h.recorder.contexts.map(\.errorCode) == [850, 850])
        #expect(h.recorder.contexts.allSatisfy { $0.height == nil && $0.statusCode == nil })
        h.run(for: 2 * second)
        #expect(h.recorder.contexts.last?.errorCode == 0)
    }

    @Test("851 status and error code when the request times out; retries back off")
    func timeout() {
        let h = Harness()
        h.assistance.behaviour = .silent
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 9 * second)
        #expect(h.recorder.count(.serverUnreachable) == 0)
        h.run(for: 2 * second)
        #expect(h.recorder.count(.serverUnreachable) == 1)
        #expect(h.recorder.contexts.last?.errorCode == 851)
        h.run(for: 120 * second)
        let sent = h.recorder.events.compactMap { event -> Int64? in
            if case .assistanceRequestSent = event.kind { event.timeNanoseconds } else { nil }
        }
        let gaps = zip(sent.dropFirst(), sent).map { $0 - $1 }
        // timeout 10 s + backoff 2, 4, 8, 16 s ...
        #expect(gaps.prefix(4) == [12 * second, 14 * second, 18 * second, 26 * second])
    }

    @Test("851 when the server is unreachable")
    func unreachable() {
        let h = Harness()
        h.assistance.behaviour = .fixed(.failure(.unreachable))
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 2 * second)
        #expect(h.recorder.count(.serverUnreachable) >= 1)
        #expect(h.recorder.contexts.last?.errorCode == 851)
    }

    @Test("a late reply for a timed-out request is ignored")
    func lateReply() {
        let h = Harness()
        h.assistance.behaviour = .silent
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 11 * second)
        h.assistance.replyToPending { .response(TestWorld.response(for: $0, now: h.now)) }
        h.run(for: second)
        #expect(h.recorder.contexts.last?.height == nil)
        let ignored = h.recorder.events.contains {
            if case .assistanceReplyReceived(_, _, let used) = $0.kind { !used } else { false }
        }
        #expect(ignored)
    }

    @Test(
        "malformed payloads and mismatched ids count as failures (status 400) and are retried",
        arguments: [[UInt8](), Array("{garbage".utf8), Array("{\"requestID\":1}".utf8)])
    func malformed(bytes: [UInt8]) {
        let h = Harness()
        h.assistance.behaviour = .fixed(.payload(bytes))
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 5 * second)
        #expect(h.recorder.contexts.last?.statusCode == 400)
        #expect(h.recorder.contexts.last?.height == nil)
        #expect(h.assistance.requests.count >= 2)
    }

    @Test("a valid encoded payload is decoded and used")
    func encodedPayload() {
        let h = Harness()
        h.startInitialised()
        h.assistance.behaviour = .fixed(.payload([]))
        // Answer with the encoded response for whatever id comes next.
        h.assistance.behaviour = .silent
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.assistance.replyToPending { .payload(AssistanceCodec.encode(TestWorld.response(for: $0, now: h.now))) }
        h.run(for: 2 * second)
        #expect(h.recorder.contexts.last?.height != nil)
    }

    @Test("852 when the last pressure sample is older than 120 s")
    func pressureStale() {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneMinute) { _, _ in }
        h.feedPressure = false
        h.run(for: 120 * second)
        #expect(h.recorder.contexts.last?.errorCode == 0)
        h.run(for: 60 * second)
        #expect(h.recorder.contexts.last?.errorCode == 852)
        #expect(h.recorder.contexts.last?.height == nil)
    }

    @Test("853 when the last location is older than 120 s; the height is still given")
    func locationStale() {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneMinute) { _, _ in }
        h.feedLocation = false
        h.run(for: 120 * second)
        #expect(h.recorder.contexts.last?.errorCode == 0)
        h.run(for: 60 * second)
        #expect(h.recorder.contexts.last?.errorCode == 853)
        #expect(h.recorder.contexts.last?.height != nil)
    }

    @Test("854 when the reference data outlives its usable age while refetches fail")
    func referenceStale() {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneMinute) { _, _ in }
        h.run(for: 61 * second)
        #expect(h.recorder.contexts.last?.height != nil)
        h.assistance.behaviour = .fixed(.failure(.httpStatus(500)))
        h.run(for: 180 * second)
        #expect(h.recorder.contexts.last?.height != nil, "usable up to 300 s while refetches fail")
        h.run(for: 120 * second)
        #expect(h.recorder.contexts.last?.errorCode == 854)
        #expect(h.recorder.contexts.last?.height == nil)
    }

    @Test("854 when the service's own data are older than 300 s (even with a fresh reply)")
    func serviceDataStale() {
        let h = Harness()
        h.startAltitudeAnswering {
            $0.referenceTimeNanoseconds = h.now - 301 * second
            $0.referenceValidityNanoseconds = 50 * second
        }
        h.run(for: 2 * second)
        #expect(h.recorder.contexts.last?.errorCode == 854)
        #expect(h.recorder.contexts.last?.height == nil)
    }

    @Test("the service's validity (from delivery) only triggers a refetch: no 854 while it is in flight")
    func serviceValidityRefetch() {
        let h = Harness()
        h.startAltitudeAnswering {
            $0.referenceTimeNanoseconds = h.now - 60 * second
            $0.referenceValidityNanoseconds = 50 * second
        }
        h.run(for: 52 * second)
        #expect(h.assistance.requests.count == 2, "refetched once the service's validity passed")
        #expect(h.recorder.contexts.allSatisfy { $0.errorCode == 0 && $0.height != nil })
    }

    @Test(
        "no reference data because the service has none: 850 with the service status",
        arguments: [
            ServiceStatusCode.outsideServiceArea, .referencePressureUnavailable, .referenceAndCalibrationUnavailable,
        ])
    func noReferenceIs850(status: ServiceStatusCode) {
        let h = Harness()
        h.assistance.behaviour = .serve(status: status, latency: second / 10)
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 200 * second)
        #expect(h.recorder.contexts.allSatisfy { $0.errorCode == 850 && $0.height == nil })
        #expect(h.recorder.contexts.last?.statusCode == status.rawValue)
    }

    @Test("an outage: heights from old data up to 300 s, then 851 (not 854); 0 again after the reply")
    func outageReports851() {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 10 * second)
        h.assistance.behaviour = .fixed(.failure(.unreachable))
        h.run(for: 280 * second)
        #expect(h.recorder.contexts.last?.height != nil)
        h.run(for: 30 * second)
        #expect(h.recorder.contexts.last?.errorCode == 851)
        #expect(!h.recorder.contexts.contains { $0.errorCode == 854 })
        h.assistance.behaviour = .serve(status: .delivered, latency: second / 10)
        h.run(for: 70 * second)
        #expect(h.recorder.contexts.last?.errorCode == 0)
    }

    @Test("periodic modes longer than 2 s: an early first context once the first reply is in")
    func earlyFirstContext() {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .thirtySeconds) { _, _ in }
        h.run(for: 3 * second)
        #expect(h.recorder.contexts.count == 1)
        #expect(h.recorder.contexts.first?.statusCode == 200)
        let early =
            h.recorder.events.last { if case .altitudeCallback = $0.kind { true } else { false } }?.timeNanoseconds ?? 0
        h.run(for: 60 * second)
        let times = h.recorder.events.compactMap {
            if case .altitudeCallback = $0.kind { $0.timeNanoseconds } else { nil }
        }
        #expect(times == [early, early + 30 * second, early + 60 * second], "then one period after the other")
        let g = Harness()
        g.startInitialised()
        g.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        g.run(for: second / 2)
        #expect(g.recorder.contexts.isEmpty, "one-second mode: no extra call")
    }

    @Test("periodic modes longer than 2 s: after a context without a height, the first height comes at once")
    func recoveryContext() throws {
        let h = Harness()
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneMinute) { _, _ in }
        h.run(for: 10 * second)
        h.assistance.behaviour = .fixed(.failure(.unreachable))
        h.run(for: 400 * second)
        #expect(h.recorder.contexts.last?.errorCode == 851)
        let before = h.recorder.contexts.count
        h.assistance.behaviour = .serve(status: .delivered, latency: second / 10)
        h.run(for: 61 * second)
        let calls = h.recorder.events.compactMap { event -> (Int64, Bool)? in
            if case .altitudeCallback(_, let context?) = event.kind {
                (event.timeNanoseconds, context.height != nil)
            } else {
                nil
            }
        }
        let index = try #require(calls.indices.first { $0 >= before && calls[$0].1 })
        #expect(calls[index].0 - calls[index - 1].0 < 60 * second, "the height came before the next period")
    }

    @Test("a oneTime started from the handler of a oneTime ended by stop / init failure is told 810 at once")
    func reentrantStartWhileStopping() {
        for failInit in [false, true] {
            let h = Harness()
            if failInit { h.feedPressure = false }
            h.start()
            var inner: [Int?] = []
            h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in
                h.engine.startAltitudeCalculation(mode: .oneTime) { code, _ in inner.append(code) }
            }
            if failInit { h.run(for: 11 * second) } else { h.engine.stop() }
            #expect(inner == [810])
            #expect(!h.engine.isAltitudeModeActive)
        }
    }

    @Test("a oneTime started from the (835, nil) callback of a oneTime being replaced wins; each is answered once")
    func reentrantStartFromReplacedOneTime() {
        let h = Harness()
        h.startInitialised()
        var answers: [String: [Int?]] = [:]
        h.engine.startAltitudeCalculation(mode: .oneTime) { code, _ in
            answers["A", default: []].append(code)
            h.engine.startAltitudeCalculation(mode: .oneTime) { code, _ in answers["C", default: []].append(code) }
        }
        h.engine.startAltitudeCalculation(mode: .oneTime) { code, _ in answers["B", default: []].append(code) }
        h.run(for: 60 * second)
        #expect(answers["A"] == [835])
        #expect(answers["B"] == [835], "replaced re-entrantly by C")
        #expect(answers["C"] == [nil], "the latest start is answered with a context")
        #expect(!h.engine.isAltitudeModeActive)
    }
}
