import AltitudeEngine
import AltitudeSimTestSupport
import Foundation
import Simulation
import Testing

/// Engines in another process (`ProcessEngine`, Docs/engine-protocol.md): the reference Python
/// engine, the lock-step exchanges (timers, assistance), and engines that fail.
@Suite("Process engine")
struct ProcessEngineTests {
    static var isaCommand: String {
        "python3 '" + PackagePaths.url("tools/engines/isa_engine.py").path + "'"
    }

    /// A Python engine from `source`, written to a scratch file; returns its command.
    static func script(_ source: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "process-engine-\(UUID().uuidString).py")
        try source.write(to: url, atomically: true, encoding: .utf8)
        return "python3 '\(url.path)'"
    }

    @Test("The ISA engine runs a scenario twice with identical trace hashes, at a standard-atmosphere height")
    func isaEngineIsDeterministic() throws {
        let spec = try RunSupport.spec(durationSeconds: 120, timeline: RunSupport.startApp)
        let engine = EngineFactory.process(command: Self.isaCommand)
        let first = try Simulator.run(spec, engine: engine)
        let second = try Simulator.run(spec, engine: engine)
        #expect(first.engineFailure == nil)
        #expect(first.traceHash == second.traceHash)
        #expect(first.counts.altitudeCallbacks >= 110)
        let records = first.records ?? []
        let codes = RunSupport.engineEvents(records).compactMap { event -> Int? in
            if case .sdkStatus(let code) = event.kind { return code.rawValue }
            return nil
        }
        #expect(Array(codes.prefix(5)) == [801, 802, 803, 800, 830])
        let contexts = RunSupport.contexts(records)
        let last = try #require(contexts.last)
        // Flat terrain at 400 m MSL and standard weather: the ISA height is near 400 m, the σ large.
        let height = try #require(last.context.height)
        #expect(abs(height - 400) < 60)
        #expect((last.context.heightUncertainty68 ?? 0) > 50)
        #expect(last.context.manualBaroCal == true && last.context.errorCode == 0)
    }

    @Test("Timers, assistance requests and their replies go through the pipe in lock-step")
    func assistanceRoundTrip() throws {
        let command = try Self.script(
            """
            import json, sys
            for line in sys.stdin:
                m = json.loads(line)
                out = []
                if m["type"] == "hello":
                    out.append({"type": "hello", "protocol": 1})
                elif m["type"] == "call" and m["call"] == "startAltitude":
                    out.append({"type": "timer", "action": "schedule", "id": 7, "afterNs": 3000000000})
                elif m["type"] == "timer" and m["id"] == 7:
                    out.append({"type": "fetch", "id": 42, "request": {"latitudeDeg": 47.4, "longitudeDeg": 8.5,
                                "horizontalUncertaintyM": 10, "phonePressurePa": 96000}})
                elif m["type"] == "assistance" and m["id"] == 42:
                    ok = m["outcome"] == "response" and m["response"]["referencePressurePa"] > 90000
                    out.append({"type": "uploadCompleted", "success": ok})
                for o in out:
                    print(json.dumps(o))
                print('{"type":"done"}', flush=True)
            """)
        let spec = try RunSupport.spec(durationSeconds: 30, timeline: RunSupport.startApp)
        let result = try Simulator.run(spec, engine: .process(command: command))
        #expect(result.engineFailure == nil)
        let events = RunSupport.engineEvents(result.records ?? [])
        let sent = try #require(events.first { if case .assistanceRequestSent = $0.kind { true } else { false } })
        #expect(sent.time == RunSupport.time(4))
        guard case .assistanceRequestSent(let request) = sent.kind else { return }
        #expect(
            request.requestID == 42 && request.apiKey == "demo-key" && request.sentAtNanoseconds == RunSupport.time(4))
        let received = events.firstIndex {
            if case .assistanceReplyReceived(42, _, true) = $0.kind { true } else { false }
        }
        let completed = events.firstIndex { if case .uploadCompleted(true) = $0.kind { true } else { false } }
        #expect(received != nil && completed != nil && received! < completed!)
    }

    @Test("An engine that exits at once is a failure at 'hello' naming the device and the command")
    func exitsAtOnce() throws {
        let spec = try RunSupport.spec(durationSeconds: 10, timeline: RunSupport.startApp)
        let result = try Simulator.run(spec, engine: .process(command: "exit 3"))
        let failure = try #require(result.engineFailure)
        #expect(failure.messageType == "hello" && failure.deviceIndex == 0 && failure.deviceName == "a")
        #expect(failure.reason.contains("exited with status 3"))
        #expect(failure.description.contains("'process: exit 3'"))
    }

    @Test("An engine that stops answering fails after its timeout, at the message it did not answer")
    func hangs() throws {
        let command = try Self.script(
            """
            import sys, time
            sys.stdin.readline()
            print('{"type":"hello","protocol":1}\\n{"type":"done"}', flush=True)
            sys.stdin.readline()
            time.sleep(60)
            """)
        let spec = try RunSupport.spec(durationSeconds: 10, timeline: RunSupport.startApp)
        let started = Date()
        let result = try Simulator.run(spec, engine: .process(command: command, timeoutNanoseconds: 300_000_000))
        #expect(Date().timeIntervalSince(started) < 10)
        let failure = try #require(result.engineFailure)
        #expect(failure.messageType == "call start" && failure.timeNanoseconds == RunSupport.time(0))
        #expect(failure.reason.contains("did not answer within 0.3 s"))
    }

    @Test("Events after a failure are ignored: the run ends normally with the failure kept")
    func brokenLineMidRun() throws {
        let command = try Self.script(
            """
            import sys
            n = 0
            for line in sys.stdin:
                n += 1
                if n == 1:
                    print('{"type":"hello","protocol":1}')
                if n == 20:
                    print('{"type":"status","code":12345}')
                print('{"type":"done"}', flush=True)
            """)
        let spec = try RunSupport.spec(durationSeconds: 20, timeline: RunSupport.startApp)
        let result = try Simulator.run(spec, engine: .process(command: command))
        let failure = try #require(result.engineFailure)
        #expect(failure.reason.contains("'status' code 12345 is not an SDK status code"))
        #expect(failure.offsetNanoseconds > 0 && failure.offsetNanoseconds < 20_000_000_000)
    }
}
