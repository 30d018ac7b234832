import Foundation
import Testing

/// `--engine-process`: the reference Python engine through the CLI, reproduce lines and report
/// headers naming it, and broken engines that leave no process behind.
@Suite("Engine process (CLI)")
struct EngineProcessTests {
    static let isa = "python3 tools/engines/isa_engine.py"

    @Test("The ISA engine runs calm-day-outdoors to a verdict; failures reproduce with --engine-process")
    func calmDay() throws {
        let result = try Altsim.run(
            ["run", "scenarios/calm-day-outdoors.scenario", "--engine-process", Self.isa, "--quiet"],
            timeLimitSeconds: 300)
        #expect(result.status == 0 || result.status == 1, "stderr: \(result.stderr)")
        #expect(!result.stdout.contains("ERROR"))
        if result.status == 1 {
            #expect(
                result.stdout.contains(
                    "reproduce: altsim run scenarios/calm-day-outdoors.scenario --seed 1 --engine-process 'python3 tools/engines/isa_engine.py'"
                ))
        }
    }

    @Test("Two runs with the ISA engine have the same trace hash; the JSON header names the engine")
    func deterministicAndNamed() throws {
        let folder = try Altsim.scratch("engine-json")
        defer { try? FileManager.default.removeItem(at: folder) }
        var hashes: [String] = []
        for name in ["a.json", "b.json"] {
            let path = folder.appendingPathComponent(name).path
            let result = try Altsim.run(
                ["run", Altsim.fixture("holds.scenario"), "--engine-process", Self.isa, "--json", path, "--quiet"],
                timeLimitSeconds: 120)
            #expect(result.status == 0 || result.status == 1, "stderr: \(result.stderr)")
            let object =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
            #expect(object?["engine"] as? String == "process: " + Self.isa)
            let scenarios = object?["scenarios"] as? [[String: Any]]
            hashes.append(scenarios?.first?["traceHash"] as? String ?? "")
        }
        #expect(hashes[0] == hashes[1] && !hashes[0].isEmpty)
    }

    @Test("A trace recorded with the ISA engine replays when the same command is named, and only then")
    func replayNamesTheProcess() throws {
        let folder = try Altsim.scratch("engine-replay")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("t.jsonl").path
        let recorded = try Altsim.run(
            ["run", Altsim.fixture("holds.scenario"), "--engine-process", Self.isa, "--trace", trace, "--quiet"],
            timeLimitSeconds: 120)
        #expect(recorded.status == 0 || recorded.status == 1, "stderr: \(recorded.stderr)")
        let named = try Altsim.run(["replay", trace, "--engine-process", Self.isa], timeLimitSeconds: 120)
        #expect(named.status == 0, "stdout: \(named.stdout)\nstderr: \(named.stderr)")
        #expect(named.stdout.contains("identical to"))
        let unnamed = try Altsim.run(["replay", trace], timeLimitSeconds: 60)
        #expect(unnamed.status == 2)
        #expect(
            unnamed.stderr.contains(
                "replay starts it only when you name it: add --engine-process 'python3 tools/engines/isa_engine.py'"))
        let other = try Altsim.run(["replay", trace, "--engine-process", "python3 other.py"], timeLimitSeconds: 60)
        #expect(other.status == 2)
        #expect(other.stderr.contains("not 'python3 other.py'"))
    }

    @Test("A failing engine makes that scenario an error run; the other scenarios still run")
    func restGoesOn() throws {
        let result = try Altsim.run(
            [
                "run", Altsim.fixture("holds.scenario"), Altsim.fixture("Engines/other-device.scenario"),
                "--engine-process", "python3 " + Altsim.fixture("Engines/picky.py"), "--quiet",
            ],
            timeLimitSeconds: 120)
        #expect(result.status == 2)
        #expect(result.stdout.contains("failed on device 0 'table' at message 'hello'"))
        #expect(result.stdout.contains("it exited with status 5"))
        // other-device fails its expectation (no callbacks), but ran.
        #expect(result.stdout.contains("2 scenarios: 0 passed, 1 failed, 1 error"))
    }

    @Test("An engine that hangs after starting a grandchild: killed at the timeout, no process left")
    func noLeftoverProcesses() throws {
        let marker = String(100_000 + Int.random(in: 0..<900_000))
        let result = try Altsim.run(
            [
                "run", Altsim.fixture("holds.scenario"), "--engine-process",
                "sh " + Altsim.fixture("Engines/lingering.sh") + " " + marker, "--engine-timeout", "1", "--quiet",
            ],
            timeLimitSeconds: 60)
        #expect(!result.timedOut, "hung: killed after 60 s")
        #expect(result.status == 2)
        #expect(result.stdout.contains("did not answer within 1 s"))
        #expect(Self.processes(containing: marker).isEmpty, "left running: \(Self.processes(containing: marker))")
    }

    @Test("Interrupting altsim (SIGINT, SIGTERM) kills the engine processes it started", arguments: [SIGINT, SIGTERM])
    func interrupted(signal: Int32) throws {
        let marker = String(100_000 + Int.random(in: 0..<900_000))
        // Started with an empty signal mask and default handlers (Foundation's Process passes on
        // the test runner's blocked signals, and a blocked SIGTERM would never arrive).
        let arguments = [
            try Altsim.binary().path, "run", Altsim.fixture("holds.scenario"), "--engine-process",
            "sh " + Altsim.fixture("Engines/lingering.sh") + " " + marker, "--quiet",
        ]
        let pid = try Altsim.spawnWithDefaultSignals(arguments[0], Array(arguments.dropFirst()))
        // Wait until the engine's grandchild runs (it is hung from then on), at most 20 s.
        let deadline = Date().addingTimeInterval(20)
        while Self.processes(containing: "299." + marker).isEmpty && Date() < deadline { usleep(50_000) }
        #expect(!Self.processes(containing: "299." + marker).isEmpty, "the engine never started")
        kill(pid, signal)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        #expect(status & 0x7f == signal, "altsim ended with wait status \(status), not by signal \(signal)")
        usleep(100_000)
        #expect(Self.processes(containing: marker).isEmpty, "left running: \(Self.processes(containing: marker))")
        for line in Self.processes(containing: marker) { print("leak: \(line)") }
    }

    /// The command lines in /proc that contain `marker`.
    static func processes(containing marker: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(marker) && !line.contains("altsimTests") && !line.contains("xctest") ? line : nil
        }
    }
}
