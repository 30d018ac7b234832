import Foundation
import Testing

@testable import altsim

/// `--engine-process` and `--engine-timeout` as `run`, `compare` and `fuzz` read them.
@Suite("Engine options")
struct EngineChoiceTests {
    @Test("run: --engine-process chooses a process engine; its reproduce arguments quote the command")
    func run() throws {
        let options = try #require(
            try RunCommand.parse(["a.scenario", "--engine-process", "python3 my engine.py", "--engine-timeout", "2.5"]))
        #expect(options.engine.processCommand == "python3 my engine.py")
        #expect(options.engine.processTimeoutNanoseconds == 2_500_000_000)
        #expect(options.engine.commandLineArguments == "--engine-process 'python3 my engine.py' --engine-timeout 2.5")
        #expect(options.engine.factory.name == "process: python3 my engine.py")
        #expect(options.engine.reportName == "process: python3 my engine.py")
        #expect(
            EngineSpec.standard.commandLineArguments == nil
                && EngineSpec.standard.reportName == "built-in AltitudeEngine")
        #expect(try EngineSpec(parsing: "filters=none").commandLineArguments == "--engine filters=none")
    }

    @Test("run: bad timeouts and empty commands are usage errors")
    func runErrors() {
        #expect(throws: UsageError.self) {
            try RunCommand.parse(["a.scenario", "--engine-process", "x", "--engine-timeout", "0"])
        }
        #expect(throws: UsageError.self) {
            try RunCommand.parse(["a.scenario", "--engine-process", "x", "--engine-timeout", "nan"])
        }
        #expect(throws: UsageError.self) { try RunCommand.parse(["a.scenario", "--engine-process", "  "]) }
    }

    @Test("compare: --engine-process is run B, the built-in engine run A; not with --b")
    func compare() throws {
        let options = try #require(try CompareCommand.parse(["a.scenario", "--engine-process", "./engine"]))
        #expect(options.a.processCommand == nil && options.b.processCommand == "./engine")
        #expect(throws: UsageError.self) {
            try CompareCommand.parse(["a.scenario", "--b", "default", "--engine-process", "./engine"])
        }
    }

    @Test("fuzz: --engine-process is the campaign's engine, also for --replay")
    func fuzz() throws {
        guard
            case .campaign(let campaign, _, _) = try FuzzCommand.parse(["--count", "1", "--engine-process", "./engine"])
        else {
            Issue.record("not a campaign")
            return
        }
        #expect(campaign.runner.engine.name == "process: ./engine")
        guard
            case .replay(_, let runner, _) = try FuzzCommand.parse([
                "--replay", "a.scenario", "--engine-process", "./engine",
            ])
        else {
            Issue.record("not a replay")
            return
        }
        #expect(runner.engine.name == "process: ./engine")
    }
}
