import Testing

@testable import Scenarios

@Suite struct IncludeTests {
    static func loader(_ files: [String: String]) -> ScenarioLoader {
        ScenarioLoader { path in
            guard let text = files[path] else { throw CancellationError() }
            return Array(text.utf8)
        }
    }

    @Test("Includes resolve relative to the including file and splice in place")
    func splice() {
        let loader = Self.loader([
            "s/main.scenario": "seed 1\ninclude \"shared/city.scenario\"\nduration 1 h\n",
            "s/shared/city.scenario": "building \"Tower\" 10 floors\ninclude \"../phones/mid.scenario\"\n",
            "s/phones/mid.scenario": "phone model \"mid\" barometer bmp390\n",
        ])
        let parsed = loader.load(path: "s/main.scenario")
        #expect(!parsed.diagnostics.hasErrors, "\(parsed.renderDiagnostics())")
        #expect(parsed.files.map(\.path) == ["s/main.scenario", "s/shared/city.scenario", "s/phones/mid.scenario"])
        #expect(parsed.statements.map(\.kind) == [.seed, .building, .phoneModel, .duration])
        #expect(parsed.statements[1].location.file == "s/shared/city.scenario")
    }

    @Test("A missing include is an error at the path")
    func missing() {
        let parsed = Self.loader(["a.scenario": "include \"nope.scenario\"\n"]).load(path: "a.scenario")
        #expect(parsed.diagnostics.errors.map(\.message) == ["cannot read included file 'nope.scenario'"])
        #expect(parsed.diagnostics.errors.first?.location.column == 9)
    }

    @Test("A file including itself is a cycle")
    func selfCycle() {
        let parsed = Self.loader(["a.scenario": "include \"a.scenario\"\n"]).load(path: "a.scenario")
        #expect(parsed.diagnostics.errors.map(\.message) == ["include cycle: a.scenario -> a.scenario"])
    }

    /// A diamond `levels` deep: the root includes `a1` and `b1`, and each level's two files
    /// include both files of the next level and define one phone model each.
    static func diamond(levels: Int) -> [String: String] {
        var files = ["root.scenario": "include \"a1.scenario\"\ninclude \"b1.scenario\"\n"]
        for level in 1...levels {
            for side in ["a", "b"] {
                let next =
                    level < levels ? "include \"a\(level + 1).scenario\"\ninclude \"b\(level + 1).scenario\"\n" : ""
                files["\(side)\(level).scenario"] = next + "phone model \"\(side)\(level)\" barometer bmp390\n"
            }
        }
        return files
    }

    @Test("A file reached along two include paths is spliced once, at its first inclusion")
    func diamondOnce() {
        let parsed = Self.loader([
            "root.scenario": "include \"a.scenario\"\ninclude \"b.scenario\"\nseed 1\n",
            "a.scenario": "include \"c.scenario\"\nbuilding \"A\" 2 floors\n",
            "b.scenario": "include \"c.scenario\"\nbuilding \"B\" 2 floors\n",
            "c.scenario": "phone model \"shared\" barometer bmp390\n",
        ]).load(path: "root.scenario")
        #expect(!parsed.diagnostics.hasErrors, "\(parsed.renderDiagnostics())")
        #expect(parsed.statements.map(\.kind) == [.phoneModel, .building, .building, .seed])
        #expect(parsed.statements.map(\.location.file) == ["c.scenario", "a.scenario", "b.scenario", "root.scenario"])
    }

    @Test("A 40-level include diamond reads and splices each of its 81 files once")
    func deepDiamond() {
        var loader = Self.loader(Self.diamond(levels: 40))
        loader.maximumDepth = 64
        let parsed = loader.load(path: "root.scenario")
        #expect(!parsed.diagnostics.hasErrors, "\(parsed.renderDiagnostics())")
        #expect(parsed.files.count == 81)
        #expect(parsed.statements.count == 80)
        #expect(Set(parsed.statements.map(\.location.file)).count == 80)
    }

    @Test("A diamond deeper than the nesting limit stops at the limit, each file still read once")
    func diamondPastDepth() {
        let parsed = Self.loader(Self.diamond(levels: 40)).load(path: "root.scenario")
        #expect(parsed.diagnostics.errors.map(\.message).allSatisfy { $0 == "includes nested deeper than 32 files" })
        #expect(parsed.diagnostics.hasErrors)
        #expect(parsed.files.count <= 1 + 2 * 32)
        #expect(parsed.statements.count == parsed.files.count - 1)
    }

    @Test("More included files than the limit is one error at the include past it")
    func includedFileLimit() {
        var files = [
            "root.scenario": (0...ScenarioLoader.defaultMaximumIncludedFiles).map { "include \"f\($0).scenario\"" }
                .joined(separator: "\n")
        ]
        for index in 0...ScenarioLoader.defaultMaximumIncludedFiles { files["f\(index).scenario"] = "seed \(index)\n" }
        let parsed = Self.loader(files).load(path: "root.scenario")
        #expect(
            parsed.diagnostics.errors.filter { $0.message.hasPrefix("more than") }.map(\.message) == [
                "more than 1000 files included"
            ])
        #expect(parsed.diagnostics.errors.first { $0.message.hasPrefix("more than") }?.location.line == 1001)
        #expect(parsed.files.count == 1001)
    }

    @Test("An included file that does not parse is one error at the include, quoting none of its lines")
    func includedGarbage() {
        let parsed = Self.loader([
            "s.scenario": "seed 1\ninclude \"notes.txt\"\n",
            "notes.txt": "password: SECRET-MARKER\nkey SECRET-MARKER\n",
        ]).load(path: "s.scenario")
        #expect(
            parsed.renderDiagnostics() == """
                s.scenario:2:9: error: included file 'notes.txt' is not a valid scenario file (2 errors)
                include "notes.txt"
                        ^~~~~~~~~~~
                hint: its lines are not shown here; run 'altsim check notes.txt' to see them

                """)
        #expect(!parsed.sources.contains { $0.path == "notes.txt" })
    }

    @Test("An included file that is not text is named by its first bad byte's position only")
    func includedBinary() {
        let loader = ScenarioLoader { path in
            path == "s.scenario"
                ? Array("include \"key.bin\"\n".utf8) : [0x41, 0x0A, 0x42, 0x00, 0xFF] + Array("SECRET".utf8)
        }
        let parsed = loader.load(path: "s.scenario")
        #expect(
            parsed.diagnostics.errors.map(\.message) == [
                "included file 'key.bin' is not a text file: it holds a NUL byte at 2:2"
            ])
        #expect(!parsed.renderDiagnostics().contains("SECRET"))
    }

    @Test("A loaded file that is not UTF-8 text is one error at the byte, its lines not shown")
    func loadedBinary() {
        let parsed = ScenarioLoader().load(
            source: SourceFile(path: "b.scenario", bytes: Array("seed 1\nseed \"SECRET".utf8) + [0xC3, 0x28]))
        #expect(
            parsed.renderDiagnostics() == """
                b.scenario:2:13: error: invalid UTF-8 byte 0xC3: the file is not UTF-8 text
                hint: scenario files must be UTF-8 text

                """)
    }

    @Test("A file with any error is never a library; one that loads cleanly without a scenario statement is")
    func libraryRule() {
        let broken = [
            "Scenario \"x\"\nduration 1 min\n", "\u{FEFF}\u{FEFF}scenario \"x\"\n", "scenario \"x\n",
            "scenario\u{0} \"x\"\n",
            "phone model \"p\" barometer bmp390\ndevice \"d\" model \"q\"\n",
        ]
        for text in broken {
            let loaded = ScenarioLoader().loadScenario(source: SourceFile(path: "x.scenario", text: text))
            #expect(loaded.hasErrors, "\(text)")
            #expect(!loaded.isLibrary, "\(text)")
        }
        let library = ScenarioLoader().loadScenario(
            source: SourceFile(path: "l.scenario", text: "\u{FEFF}phone model \"p\" barometer bmp390\n"))
        #expect(library.isLibrary && !library.hasErrors, "\(library.renderDiagnostics())")
    }

    @Test("Path resolution normalises . and ..")
    func resolve() {
        #expect(ScenarioLoader.resolve("b.scenario", relativeTo: "a.scenario") == "b.scenario")
        #expect(ScenarioLoader.resolve("../x/./b.scenario", relativeTo: "d/e/a.scenario") == "d/x/b.scenario")
        #expect(ScenarioLoader.resolve("/abs/b.scenario", relativeTo: "d/a.scenario") == "/abs/b.scenario")
        #expect(ScenarioLoader.resolve("b.scenario", relativeTo: "/r/a.scenario") == "/r/b.scenario")
    }

    @Test("Named defaults: a device's sections start with its model's")
    func namedDefaults() throws {
        let parsed = Self.loader([:]).load(
            source: SourceFile(
                path: "m.scenario",
                text: """
                    phone model "mid-range" barometer bmp390, noise 2 Pa; gnss urban
                    device "a" model "mid-range", offset 60 Pa
                    """))
        #expect(!parsed.diagnostics.hasErrors)
        let device = try #require(parsed.statements.last)
        #expect(
            parsed.effectiveSections(of: device).map { $0.map(\.name) } == [
                ["barometer", "noise"], ["gnss"], ["offset"],
            ])
    }

    @Test("References to undefined names, duplicates and out-of-order timelines are errors at the reference")
    func references() {
        let parsed = Self.loader([:]).load(
            source: SourceFile(
                path: "r.scenario",
                text: """
                    seed 1
                    seed 2
                    building "Tower" 10 floors
                    device "a" model "mid-rnge"
                      at 00:10 walk to "Towr" entrance
                      at 00:05 enter "Tower"; elevator to floor 3 as "ride"
                    expect error 0 within 1 min of "rid"
                    expect status 200 within 10 s for "b"

                    """))
        #expect(
            parsed.renderDiagnostics() == """
                r.scenario:2:1: error: duplicate 'seed' statement
                seed 2
                ^~~~~~
                note: first written at r.scenario:1:1
                r.scenario:4:18: error: no phone model named 'mid-rnge'
                device "a" model "mid-rnge"
                                 ^~~~~~~~~~
                hint: no phone model is defined
                r.scenario:5:20: error: no building named 'Towr'
                  at 00:10 walk to "Towr" entrance
                                   ^~~~~~
                hint: did you mean 'Tower'?
                r.scenario:6:6: error: timeline out of order: 00:05 comes after 00:10
                  at 00:05 enter "Tower"; elevator to floor 3 as "ride"
                     ^~~~~
                hint: timeline lines of a device must be in time order
                r.scenario:7:32: error: no timeline label named 'rid'
                expect error 0 within 1 min of "rid"
                                               ^~~~~
                hint: did you mean 'ride'?
                r.scenario:8:35: error: no device named 'b'
                expect status 200 within 10 s for "b"
                                                  ^~~
                hint: defined: 'a'

                """)
    }
}
