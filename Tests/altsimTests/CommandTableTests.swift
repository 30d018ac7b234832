import Foundation
import Testing

@testable import altsim

/// Every command's usage text and parser come from its `CommandSpec`: checked here against
/// each other, and against what `altsim X --help` prints.
@Suite("Command tables: usage and parser agree")
struct CommandTableTests {
    /// Each command's own parse function, called with arguments that otherwise pass.
    static let parsers: [(spec: CommandSpec, baseline: [String], parse: @Sendable ([String]) throws -> Void)] = [
        (RunCommand.spec, ["x.scenario"], { _ = try RunCommand.parse($0) }),
        (CheckCommand.spec, ["x.scenario"], { _ = try CheckCommand.parse($0) }),
        (ReplayCommand.spec, ["trace.jsonl"], { _ = try ReplayCommand.parse($0) }),
        (
            CompareCommand.spec, ["x.scenario", "--a", "default", "--b", "default"],
            { _ = try CompareCommand.parse($0) }
        ),
        (BenchCommand.spec, ["noise"], { _ = try BenchCommand.parse($0) }),
        (FuzzCommand.spec, [], { _ = try FuzzCommand.parse($0) }),
        (FuzzCommand.mergeSpec, ["a.json"], { _ = try FuzzCommand.parse(["merge"] + $0) }),
        (LogCheckCommand.spec, ["x.csv"], { _ = try LogCheckCommand.parse($0) }),
        (LogRunCommand.spec, ["x.csv", "--site", "s.scenario"], { _ = try LogRunCommand.parse($0) }),
    ]

    /// Every spec, `fuzz merge` included.
    static var specs: [CommandSpec] {
        AltsimTool.subcommands.map { $0.spec } + [FuzzCommand.mergeSpec, LogCheckCommand.spec, LogRunCommand.spec]
    }

    /// A value each option accepts (or at least does not refuse as unknown).
    static func sample(_ option: OptionSpec) -> String {
        switch option.valueName {
        case "LIST": "1...3"
        case "CONFIG": "default"
        case "I/N": "0/2"
        case "SECONDS": "600"
        case let name? where name.contains("FILE") || name == "OUT" || name == "DIR": "out/x"
        default: option.name == "--samples" ? "2000" : "2"
        }
    }

    /// The option names the rendered usage lists in its `options:` section.
    static func listedOptions(_ usage: String) -> Set<String> {
        guard let section = usage.components(separatedBy: "\noptions:\n").last else { return [] }
        var names: Set<String> = []
        for line in section.split(separator: "\n") where line.hasPrefix("  -") {
            for word in line.split(separator: " ").prefix(2) where word.hasPrefix("-") {
                names.insert(String(word.trimmingCharacters(in: CharacterSet(charactersIn: ","))))
            }
        }
        return names
    }

    @Test("Each command's usage lists exactly the options its parser accepts")
    func usageListsAcceptedOptions() throws {
        for spec in Self.specs {
            let listed = Self.listedOptions(spec.usage)
            #expect(listed == Set(spec.acceptedNames + ["-h"]), "altsim \(spec.name)")
            for name in listed {
                let words =
                    spec.option(named: name).map { $0.kind == .flag ? [name] : [name, Self.sample($0)] } ?? [name]
                #expect(throws: Never.self, "altsim \(spec.name) \(name)") {
                    _ = try ParsedArguments(words, spec: spec)
                }
            }
        }
    }

    @Test("Each command's parse takes every option of its table, and refuses a misspelt one with a suggestion")
    func commandsParseTheirTable() {
        for (spec, baseline, parse) in Self.parsers {
            for option in spec.options {
                let words = baseline + (option.kind == .flag ? [option.name] : [option.name, Self.sample(option)])
                do { try parse(words) } catch let error as UsageError {
                    #expect(
                        !error.message.hasPrefix("unknown option"), "altsim \(spec.name) \(words): \(error.message)")
                } catch {
                    Issue.record("altsim \(spec.name) \(words): \(error)")
                }
            }
            let misspelt = spec.options[0].name + "x"
            do {
                try parse(baseline + [misspelt, "1"])
                Issue.record("altsim \(spec.name) accepted \(misspelt)")
            } catch let error as UsageError {
                #expect(
                    error.message == "unknown option '\(misspelt)'; did you mean '\(spec.options[0].name)'?",
                    "altsim \(spec.name)")
            } catch {
                Issue.record("altsim \(spec.name): \(error)")
            }
        }
    }

    @Test("The commands that load scenario files all take --allow-include-outside")
    func allowIncludeOutside() throws {
        for spec in [RunCommand.spec, CheckCommand.spec, CompareCommand.spec, ReplayCommand.spec] {
            #expect(spec.option(named: "--allow-include-outside")?.kind == .flag, "altsim \(spec.name)")
        }
        #expect(try RunCommand.parse(["x", "--allow-include-outside"])?.allowIncludeOutside == true)
        #expect(try RunCommand.parse(["x"])?.allowIncludeOutside == false)
        #expect(try CheckCommand.parse(["x", "--allow-include-outside"])?.allowIncludeOutside == true)
        #expect(try ReplayCommand.parse(["t", "--allow-include-outside"])?.allowIncludeOutside == true)
        #expect(
            try CompareCommand.parse(["x", "--a", "", "--b", "", "--allow-include-outside"])?.allowIncludeOutside
                == true)
    }

    @Test("'altsim X --help' prints X's usage on stdout and exits 0")
    func helpPrintsTheUsage() throws {
        for command in AltsimTool.subcommands {
            let result = try Altsim.run([command.name, "--help"])
            #expect(result.status == 0, "altsim \(command.name) --help")
            #expect(result.stdout == command.usage + "\n", "altsim \(command.name) --help")
        }
        let help = try Altsim.run(["help", "run"])
        #expect(help.status == 0)
        #expect(help.stdout == RunCommand.usage + "\n")
        let merge = try Altsim.run(["fuzz", "merge", "--help"])
        #expect(merge.status == 0)
        #expect(merge.stdout == FuzzCommand.mergeSpec.usage + "\n")
    }

    @Test("A misspelt command gets the closest command; an option in its place is named as one")
    func unknownCommand() throws {
        #expect(AltsimTool.unknownCommandMessage("rnu") == "unknown command 'rnu'; did you mean 'run'?")
        #expect(AltsimTool.unknownCommandMessage("chekc") == "unknown command 'chekc'; did you mean 'check'?")
        #expect(AltsimTool.unknownCommandMessage("frobnicate") == "unknown command 'frobnicate'")
        #expect(AltsimTool.unknownCommandMessage("--seed") == "give the command before its options (got '--seed')")
        #expect(AltsimTool.unknownCommandMessage("r\u{1B}[2Jn") == "unknown command 'r\\u{1B}[2Jn'")
    }

    @Test("Options' parsed values are kept as before the port")
    func parsedOptions() throws {
        let run = try #require(
            try RunCommand.parse(["a", "--seed", "7", "b", "--engine=filters=none", "--jobs", "3", "--quiet"]))
        #expect(run.paths == ["a", "b"])
        #expect(run.seed == 7)
        #expect(run.jobs == 3)
        #expect(run.quiet)
        #expect(run.engine.text == "filters=none")
        #expect(throws: UsageError.self) { try RunCommand.parse(["a", "--seeds", "1...3", "--trace", "t.jsonl"]) }
        #expect(try RunCommand.parse(["a", "--help"]) == nil)
        guard
            case .merge(let inputs, let output) = try FuzzCommand.parse([
                "merge", "a.json", "b.json", "--json", "m.json",
            ])
        else {
            Issue.record("fuzz merge not parsed as a merge")
            return
        }
        #expect(inputs == ["a.json", "b.json"])
        #expect(output == "m.json")
        guard
            case .replay(let files, _, let allowOutside) = try FuzzCommand.parse([
                "--replay", "a.scenario", "b.scenario",
            ])
        else {
            Issue.record("fuzz --replay not parsed as a replay")
            return
        }
        #expect(files == ["a.scenario", "b.scenario"])
        #expect(!allowOutside)
    }
}
