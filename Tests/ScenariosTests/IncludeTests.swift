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

    @Test("Path resolution normalises . and ..")
    func resolve() {
        #expect(ScenarioLoader.resolve("b.scenario", relativeTo: "a.scenario") == "b.scenario")
        #expect(ScenarioLoader.resolve("../x/./b.scenario", relativeTo: "d/e/a.scenario") == "d/x/b.scenario")
        #expect(ScenarioLoader.resolve("/abs/b.scenario", relativeTo: "d/a.scenario") == "/abs/b.scenario")
        #expect(ScenarioLoader.resolve("b.scenario", relativeTo: "/r/a.scenario") == "/r/b.scenario")
    }

    @Test("Named defaults: a device's sections start with its model's")
    func namedDefaults() throws {
        let parsed = Self.loader([:]).load(source: SourceFile(path: "m.scenario", text: """
            phone model "mid-range" barometer bmp390, noise 2 Pa; gnss urban
            device "a" model "mid-range", offset 60 Pa
            """))
        #expect(!parsed.diagnostics.hasErrors)
        let device = try #require(parsed.statements.last)
        #expect(parsed.effectiveSections(of: device).map { $0.map(\.name) } == [["barometer", "noise"], ["gnss"], ["offset"]])
    }

    @Test("References to undefined names, duplicates and out-of-order timelines are errors at the reference")
    func references() {
        let parsed = Self.loader([:]).load(source: SourceFile(path: "r.scenario", text: """
            seed 1
            seed 2
            building "Tower" 10 floors
            device "a" model "mid-rnge"
              at 00:10 walk to "Towr" entrance
              at 00:05 enter "Tower"; elevator to floor 3 as "ride"
            expect error 0 within 1 min of "rid"
            expect status 200 within 10 s for "b"

            """))
        #expect(parsed.renderDiagnostics() == """
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
