import Testing

@testable import altsim

/// The one-pass parser (`ParsedArguments`) against a small table.
@Suite("Argument parsing: one table, one left-to-right pass")
struct ArgumentParsingTests {
    static let spec = CommandSpec(
        name: "demo", summary: "a demo", synopsis: ["altsim demo PATH..."],
        options: [
            .value("--seed", "N", help: "a seed"),
            .value("--report", "FILE", path: true, help: "a file"),
            .value("--engine", "CONFIG", help: "a configuration"),
            .repeatable("--tag", "TEXT", help: "a tag, any number of times"),
            .flag("--quiet", help: "quiet"),
        ])

    static func parse(_ arguments: [String]) throws -> ParsedArguments {
        try ParsedArguments(arguments, spec: spec)
    }

    /// The message of the `UsageError` that parsing `arguments` throws, or nil.
    static func message(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test("Values as the next word or after '=', flags, positionals in order")
    func basics() throws {
        let parsed = try Self.parse(["a", "--seed", "7", "b", "--report=out/r.html", "--quiet", "c"])
        #expect(parsed.positionals == ["a", "b", "c"])
        #expect(parsed.value("--seed") == "7")
        #expect(try parsed.integer("--seed", as: UInt64.self) == 7)
        #expect(parsed.value("--report") == "out/r.html")
        #expect(parsed.flag("--quiet"))
        #expect(parsed.value("--engine") == nil)
        #expect(!parsed.wantsHelp)
    }

    @Test("'--' ends the options: every later word is positional, even '--help'")
    func doubleDash() throws {
        let parsed = try Self.parse(["--quiet", "--", "-dash.scenario", "--seed", "--help"])
        #expect(parsed.positionals == ["-dash.scenario", "--seed", "--help"])
        #expect(parsed.flag("--quiet"))
        #expect(!parsed.wantsHelp)
    }

    @Test("-h or --help anywhere before '--' asks for the usage, whatever else is wrong")
    func help() throws {
        #expect(try Self.parse(["--seeed", "1", "--help"]).wantsHelp)
        #expect(try Self.parse(["-h"]).wantsHelp)
        #expect(try Self.parse(["--report", "-h"]).wantsHelp)
    }

    @Test("An unknown option is refused with the closest declared one")
    func unknownOption() {
        #expect(Self.message(["--seeed", "3"]) == "unknown option '--seeed'; did you mean '--seed'?")
        #expect(Self.message(["--seeed=3"]) == "unknown option '--seeed'; did you mean '--seed'?")
        #expect(Self.message(["-seed", "3"]) == "unknown option '-seed'; did you mean '--seed'?")
        #expect(Self.message(["--hepl"]) == "unknown option '--hepl'; did you mean '--help'?")
        #expect(Self.message(["--xyzzy"]) == "unknown option '--xyzzy'")
    }

    @Test("An option given twice is an error unless it is repeatable")
    func twice() throws {
        #expect(
            Self.message(["--seed", "1", "--seed", "2"]) == "option --seed given twice ('1' and '2'); give it once")
        #expect(Self.message(["--seed=1", "--seed", "1"]) == "option --seed given twice ('1' and '1'); give it once")
        #expect(Self.message(["--quiet", "--quiet"]) == "option --quiet given twice; give it once")
        let parsed = try Self.parse(["--tag", "a", "--tag=b", "x", "--tag", "c"])
        #expect(parsed.values("--tag") == ["a", "b", "c"])
        #expect(parsed.positionals == ["x"])
    }

    @Test("A value taken from the next word may not look like an option; '=' takes any value")
    func valueThatIsAnOption() throws {
        #expect(
            Self.message(["--report", "--quiet"])
                == "option --report needs a value (got the option '--quiet'); to name a file that starts with '-', write --report=./--quiet"
        )
        #expect(
            Self.message(["--engine", "-x"])
                == "option --engine needs a value (got the option '-x'); to give a value that starts with '-', write --engine=-x"
        )
        #expect(Self.message(["--report", "--"]) != nil)
        #expect(Self.message(["--seed"]) == "option --seed needs a value")
        #expect(try Self.parse(["--report=./--quiet"]).value("--report") == "./--quiet")
        #expect(try Self.parse(["--report=--quiet"]).value("--report") == "--quiet")
        #expect(try Self.parse(["--engine="]).value("--engine") == "")
        #expect(Self.message(["--report="]) == "option --report needs a file name, got an empty value")
    }

    @Test("Negative numbers and '-' alone are values and positionals, not options")
    func negativeNumbers() throws {
        #expect(try Self.parse(["--seed", "-1"]).value("--seed") == "-1")
        #expect(try Self.parse(["--engine", "-0.5"]).value("--engine") == "-0.5")
        #expect(try Self.parse(["--report", "-"]).value("--report") == "-")
        #expect(try Self.parse(["-3", "-"]).positionals == ["-3", "-"])
        #expect(Self.message(["--seed", "-1"]) == nil)
        #expect(throws: UsageError.self) { try Self.parse(["--seed", "-1"]).integer("--seed", as: UInt64.self) }
    }

    @Test("A flag written with a value is refused")
    func flagWithValue() {
        #expect(Self.message(["--quiet=yes"]) == "option --quiet takes no value (got '--quiet=yes')")
    }

    @Test("The usage lists every option, aligned, --help last, long labels on a line of their own")
    func usageRendering() {
        let usage = Self.spec.usage
        #expect(usage.hasPrefix("usage: altsim demo PATH...\n\noptions:\n"))
        #expect(usage.contains("\n  --seed N          a seed\n"))
        #expect(usage.contains("\n  --report FILE     a file\n"))
        #expect(usage.hasSuffix("\n  -h, --help        print this help"))
        let long = CommandSpec(name: "x", summary: "", synopsis: ["altsim x"], options: [.allowIncludeOutside])
        #expect(long.usage.contains("\n  --allow-include-outside\n               allow `include`"))
        for line in AltsimTool.subcommands.flatMap({ $0.spec.optionLines.split(separator: "\n") }) {
            #expect(line.count <= CommandSpec.usageWidth, "option line longer than \(CommandSpec.usageWidth): \(line)")
        }
    }

    @Test("Wrapping keeps every word and breaks only at spaces")
    func wrapping() {
        let text = "one two three four five six seven eight nine ten"
        let lines = CommandSpec.wrap(text, width: 14)
        #expect(lines == ["one two three", "four five six", "seven eight", "nine ten"])
        #expect(lines.joined(separator: " ") == text)
        #expect(CommandSpec.wrap("averyveryverylongword x", width: 5) == ["averyveryverylongword", "x"])
    }
}
