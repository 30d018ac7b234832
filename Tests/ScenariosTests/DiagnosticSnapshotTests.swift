import Testing

@testable import Scenarios

/// Exact text of the errors for a set of bad inputs. These are the messages users read:
/// a change here must be deliberate.
@Suite struct DiagnosticSnapshotTests {
    @Test("Unknown statement keyword, with a did-you-mean")
    func unknownKeyword() {
        #expect(
            Support.errors("biulding \"Tower\" at 1 m east 2 m north\n") == """
                test.scenario:1:1: error: unknown statement 'biulding'
                biulding "Tower" at 1 m east 2 m north
                ^~~~~~~~
                hint: did you mean 'building'?

                """)
    }

    @Test("Unknown action inside a device block, with a did-you-mean")
    func unknownAction() {
        #expect(
            Support.errors("device \"p\"\n  at 00:05 elevatr to floor 3\n") == """
                test.scenario:2:12: error: unexpected 'elevatr' in 'at' statement
                  at 00:05 elevatr to floor 3
                           ^~~~~~~
                hint: did you mean 'elevator'?

                """)
    }

    @Test("Missing unit lists the valid units")
    func missingUnit() {
        #expect(
            Support.errors("weather sea-level 1013.2, trend -0.8 hPa/h\n") == """
                test.scenario:1:19: error: missing unit after '1013.2'; a pressure needs a unit
                weather sea-level 1013.2, trend -0.8 hPa/h
                                  ^~~~~~
                hint: valid units: Pa, hPa, mbar, kPa, inHg, mmHg

                """)
    }

    @Test("A unit of the wrong dimension lists the valid units")
    func wrongUnit() {
        #expect(
            Support.errors("duration 2 hPa\n") == """
                test.scenario:1:12: error: 'hPa' is a unit of a pressure, but a duration is needed here
                duration 2 hPa
                           ^~~
                hint: valid units: ns, us, ms, s, min, h, d

                """)
    }

    @Test("A misspelt unit gets a did-you-mean and the valid units")
    func misspeltUnit() {
        #expect(
            Support.errors("duration 2 mins\n") == """
                test.scenario:1:12: error: unknown unit 'mins' for a duration
                duration 2 mins
                           ^~~~
                hint: did you mean 'min'? valid units: ns, us, ms, s, min, h, d

                """)
    }

    @Test("Invalid UTF-8 is reported at the byte, shown as '?'")
    func invalidUTF8() {
        var bytes = Array("scenario \"ok\"\nseed 4".utf8)
        bytes += [0xFF, 0xFE, 0x20, 0x41, 0x0A]
        let source = SourceFile(path: "bin.scenario", bytes: bytes)
        #expect(
            ScenarioParser.parse(source).1.render(sources: [source]) == """
                bin.scenario:2:7: error: invalid UTF-8 byte 0xFF (and 1 more)
                seed 4?? A
                      ^~
                hint: scenario files must be UTF-8 text

                """)
    }

    @Test("Every error of a file is reported, each at its line; tabs keep the caret aligned")
    func severalErrors() {
        let text =
            "seed 1\nseed \"x\"\nfront cold from wesst\nat 00:00 start sdk\n\tat 1:00 stand\nbuilding \"A\" 32 flors\n"
        #expect(
            Support.errors(text) == """
                test.scenario:2:6: error: expected a whole number, found "x"
                seed "x"
                     ^~~
                hint: write: seed N
                test.scenario:3:17: error: expected a direction, found 'wesst'
                front cold from wesst
                                ^~~~~
                hint: did you mean 'west'?
                test.scenario:4:1: error: 'at' lines belong to a device
                at 00:00 start sdk
                ^~
                hint: indent this line under a 'device "name"' statement (only `assistance …` faults stand on the world's timeline)
                test.scenario:5:2: error: indented line outside a device block
                \tat 1:00 stand
                \t^~
                hint: only 'at …' and 'expect …' lines may be indented, under a 'device' statement
                test.scenario:6:17: error: expected 'floors', found 'flors'
                building "A" 32 flors
                                ^~~~~
                hint: did you mean 'floors'?

                """)
    }

    @Test("An include cycle is an error at the include line naming the cycle")
    func includeCycle() {
        let files: [String: String] = [
            "dir/a.scenario": "seed 1\ninclude \"b.scenario\"\n",
            "dir/b.scenario": "include \"./a.scenario\"\n",
        ]
        let loader = ScenarioLoader { path in
            guard let text = files[path] else { throw CancellationError() }
            return Array(text.utf8)
        }
        #expect(
            loader.load(path: "dir/a.scenario").renderDiagnostics() == """
                dir/b.scenario:1:1: error: include cycle: dir/a.scenario -> dir/b.scenario -> dir/a.scenario
                include "./a.scenario"
                ^~~~~~~~~~~~~~~~~~~~~~
                hint: remove one of these includes

                """)
    }

    @Test("A long line is shown as a window around the column")
    func longLine() {
        let text = "building \"" + String(repeating: "A", count: 331) + "\" lobby 7\n"
        let rendered = Support.errors(text)
        let lines = rendered.split(separator: "\n")
        #expect(lines.first == "test.scenario:1:350: error: missing unit after '7'; a length needs a unit")
        #expect(lines.count == 4)
        #expect(lines[1].hasPrefix("...") && lines[1].hasSuffix("lobby 7"))
        #expect(lines[2].hasSuffix("^"))
        #expect(lines[2].count == lines[1].count)
    }
}

@Suite struct MoreDiagnosticSnapshotTests {
    @Test("An incomplete clause shows how to write it")
    func incompleteClause() {
        #expect(
            Support.errors("front cold drop 3 hPa\n") == """
                test.scenario:1:22: error: expected 'over', found end of line
                front cold drop 3 hPa
                                     ^
                hint: write: drop PRESSURE over DURATION

                """)
    }

    @Test("A temperature in 'C' suggests '°C'")
    func celsius() {
        #expect(
            Support.errors("temperature 15 C\n") == """
                test.scenario:1:16: error: unknown unit 'C' for a temperature
                temperature 15 C
                               ^
                hint: did you mean '°C'? valid units: °C, K, °F

                """)
    }

    @Test("A name without quotes says so")
    func unquotedName() {
        #expect(
            Support.errors("device \"p\"\n  at 00:10 walk to Tower\n") == """
                test.scenario:2:20: error: expected a name in double quotes, found 'Tower'
                  at 00:10 walk to Tower
                                   ^~~~~
                hint: put names in double quotes: "Tower"

                """)
    }
}
