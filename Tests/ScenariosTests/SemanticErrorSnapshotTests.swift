import Scenarios
import Testing

/// Exact rendered text of the semantic pass's errors for a set of bad files. Re-record by
/// running `altsim check` on the same text if a message changes on purpose.
@Suite("Semantic error snapshots")
struct SemanticErrorSnapshotTests {

    @Test("Errors of floors.scenario")
    func floors() {
        let source = """
            scenario "Bad floors"
            duration 1 h
            building "Tower" at 0 m east 0 m north, 20 × 20 m, 10 floors, 2 basements
            device "phone" in "Tower" floor 12
              at 00:00 start sdk
              at 00:01 elevator to floor 10
              at 00:02 stairs to floor -1
            """
        let expected = """
            floors.scenario:3:63: error: basements are not modelled: the simulator's buildings start at the ground (floor 0)
            building "Tower" at 0 m east 0 m north, 20 × 20 m, 10 floors, 2 basements
                                                                          ^~~~~~~~~~~
            floors.scenario:4:33: error: floor 12 does not exist in 'Tower'
            device "phone" in "Tower" floor 12
                                            ^~
            hint: 'Tower' has floors 0 (the lobby) to 9
            floors.scenario:6:12: error: `elevator` needs the device inside a building
              at 00:01 elevator to floor 10
                       ^~~~~~~~~~~~~~~~~~~~
            hint: `enter "NAME"` first, or start the device `in "NAME" floor N`
            floors.scenario:7:12: error: `stairs` needs the device inside a building
              at 00:02 stairs to floor -1
                       ^~~~~~~~~~~~~~~~~~
            hint: `enter "NAME"` first, or start the device `in "NAME" floor N`
            """
        #expect(ScenarioSupport.errors(source, path: "floors.scenario") == expected + "\n")
    }

    @Test("A duration too long for nanoseconds is an error, not a silent 0 s")
    func unrepresentableDuration() {
        let source = """
            scenario "Forever"
            duration 9223372036854775807 min
            device "phone"
              at 00:00 start sdk
            """
        let expected = """
            forever.scenario:2:10: error: 9223372036854775807 min is too long for the duration
            duration 9223372036854775807 min
                     ^~~~~~~~~~~~~~~~~~~~~~~
            hint: durations and times are counted in 64-bit nanoseconds (about 292 years); the duration must be from 0 s to 366 d (nothing lasts longer than the longest run, 366 days)
            """
        #expect(ScenarioSupport.errors(source, path: "forever.scenario") == expected + "\n")
    }

    @Test("Errors of ranges.scenario")
    func ranges() {
        let source = """
            scenario "Out of range"
            duration 0 s
            weather sea-level 20 kPa, trend 50 hPa/h
            building "Shed" at 0 m east 0 m north, 5 × 5 m, 1 floors, lobby 50 m
            device "phone" offset 5000 Pa; hand 4 m, person ± 2 m
            """
        let expected = """
            ranges.scenario:2:10: error: the duration must be longer than 0
            duration 0 s
                     ^~~
            ranges.scenario:3:19: error: 20 kPa is out of range for a sea-level pressure
            weather sea-level 20 kPa, trend 50 hPa/h
                              ^~~~~~
            hint: a sea-level pressure must be from 30 kPa to 120 kPa (Everest's summit to the highest sea-level pressure recorded)
            ranges.scenario:3:33: error: 50 hPa/h is out of range for a pressure trend
            weather sea-level 20 kPa, trend 50 hPa/h
                                            ^~~~~~~~
            hint: a pressure trend must be from -10 hPa/h to 10 hPa/h (the fastest storms change 10 hPa in an hour)
            ranges.scenario:4:65: error: 50 m is out of range for a lobby height
            building "Shed" at 0 m east 0 m north, 5 × 5 m, 1 floors, lobby 50 m
                                                                            ^~~~
            hint: a lobby height must be from 2 m to 20 m (a storey a person can stand in, up to an atrium)
            ranges.scenario:5:23: error: 5000 Pa is out of range for a barometer offset
            device "phone" offset 5000 Pa; hand 4 m, person ± 2 m
                                  ^~~~~~~
            hint: a barometer offset must be from -2000 Pa to 2000 Pa (a badly broken barometer is off by 20 hPa)
            ranges.scenario:5:37: error: 4 m is out of range for a hand height
            device "phone" offset 5000 Pa; hand 4 m, person ± 2 m
                                                ^~~
            hint: a hand height must be from 0 m to 2.5 m (a phone in a hand, a pocket or on a table)
            ranges.scenario:5:51: error: 2 m is out of range for the spread of a hand height between people
            device "phone" offset 5000 Pa; hand 4 m, person ± 2 m
                                                              ^~~
            hint: the spread of a hand height between people must be from 0 m to 1 m (people hold phones within a metre of each other)
            """
        #expect(ScenarioSupport.errors(source, path: "ranges.scenario") == expected + "\n")
    }

    @Test("Errors of faults.scenario")
    func faults() {
        let source = """
            scenario "Faults the model cannot apply"
            duration 1 h
            device "phone"
              at 00:00 start sdk
              at 00:10 barometer glitch by 30 m for 1 min
              at 00:20 gnss jumps by 20 Pa for 1 min
              at 00:50 barometer stuck for 20 min
              at 02:00 stop sdk
            """
        let expected = """
            faults.scenario:5:29: error: 'by 30 m' does not apply to 'barometer glitch'
              at 00:10 barometer glitch by 30 m for 1 min
                                        ^~~~~~~
            hint: a barometer fault's size is a pressure: `by 30 Pa`
            faults.scenario:6:23: error: 'by 20 Pa' does not apply to 'gnss jumps'
              at 00:20 gnss jumps by 20 Pa for 1 min
                                  ^~~~~~~~
            hint: a GNSS fault's size is a length: `by 30 m`
            faults.scenario:7:28: error: the fault ends after the run
              at 00:50 barometer stuck for 20 min
                                       ^~~~~~~~~~
            hint: the run lasts 1 h; shorten the window or lengthen `duration`
            faults.scenario:8:6: error: the timeline time 02:00 is outside the run
              at 02:00 stop sdk
                 ^~~~~
            hint: the run lasts 1 h (`duration`)
            """
        #expect(ScenarioSupport.errors(source, path: "faults.scenario") == expected + "\n")
    }

    @Test("Errors of unsupported.scenario")
    func unsupported() {
        let source = """
            scenario "Forms the simulator cannot model"
            duration 1 h
            key expired
            service missing-calibration from 00:10 for 5 min
            transport garbage 5%
            thunderstorm at 00:30, jump 2 hPa ± 1 hPa
            device "phone" barometer bmp999
              at 00:00 start sdk; altitude every 5 s; calibrate for 45 s
              at 00:10 wait 5 min; window open; set altitude 20 m
            """
        let expected = """
            unsupported.scenario:3:5: error: expired keys are not modelled: the service knows only valid and unknown keys
            key expired
                ^~~~~~~
            hint: use `key invalid` for a key the service rejects
            unsupported.scenario:4:9: error: `service missing-calibration` is not modelled: the service cannot be told to lose its calibration records
            service missing-calibration from 00:10 for 5 min
                    ^~~~~~~~~~~~~~~~~~~
            hint: use `key`, `coverage` or a device that was never `calibrated`
            unsupported.scenario:5:11: error: a share of garbage replies is not modelled
            transport garbage 5%
                      ^~~~~~~~~~
            hint: use `service garbage from TIME for DURATION` for a window of garbage replies
            unsupported.scenario:6:24: error: the spread of a storm's jump (± …) is not modelled: every storm has the same jump
            thunderstorm at 00:30, jump 2 hPa ± 1 hPa
                                   ^~~~~~~~~~~~~~~~~~
            unsupported.scenario:7:26: error: unknown barometer 'bmp999'
            device "phone" barometer bmp999
                                     ^~~~~~
            hint: did you mean 'bmp390'?
            unsupported.scenario:8:38: error: the SDK has no altitude period of 5 s
              at 00:00 start sdk; altitude every 5 s; calibrate for 45 s
                                                 ^~~
            hint: periods: 1 s, 30 s, 1 min (or `altitude once`)
            unsupported.scenario:8:57: error: the SDK has no manual calibration of 45 s
              at 00:00 start sdk; altitude every 5 s; calibrate for 45 s
                                                                    ^~~~
            hint: calibrations last 30 s, 1 min or 2 min
            unsupported.scenario:9:12: error: `wait` is not an action: the person keeps doing what they did until the next `at` line
              at 00:10 wait 5 min; window open; set altitude 20 m
                       ^~~~~~~~~~
            hint: remove it, or write `stand`
            unsupported.scenario:9:24: error: window transients are not modelled
              at 00:10 wait 5 min; window open; set altitude 20 m
                                   ^~~~~~~~~~~
            hint: use `sunroof open` in a car or `door open` in a building
            unsupported.scenario:9:37: error: `set altitude` is not modelled: the simulator's app injects a pressure or a place, not a height
              at 00:10 wait 5 min; window open; set altitude 20 m
                                                ^~~~~~~~~~~~~~~~~
            hint: use `set pressure PRESSURE`
            """
        #expect(ScenarioSupport.errors(source, path: "unsupported.scenario") == expected + "\n")
    }

    @Test("Errors of combos.scenario")
    func combos() {
        let source = """
            scenario "Unsupported combinations"
            duration 1 h
            terrain flat 10 m, rising 2 m/km
            device "a"
              at 00:00 door slam; sunroof close; filters off, pressure
              at 00:05 assistance outage for 5 min
            device "b"
              at 00:00 start sdk
            """
        let expected = """
            combos.scenario:3:20: error: 'rising' does not apply to 'terrain flat'
            terrain flat 10 m, rising 2 m/km
                               ^~~~~~~~~~~~~
            hint: it belongs to terrain plane
            combos.scenario:5:12: error: a door transient needs the device inside a building
              at 00:00 door slam; sunroof close; filters off, pressure
                       ^~~~~~~~~
            hint: `enter "NAME"` first
            combos.scenario:5:23: error: no open sunroof (without `for`) to end here
              at 00:00 door slam; sunroof close; filters off, pressure
                                  ^~~~~~~~~~~~~
            hint: write `sunroof open` earlier in this timeline
            combos.scenario:5:38: error: `filters off` turns every filter off; it cannot be combined with others
              at 00:00 door slam; sunroof close; filters off, pressure
                                                 ^~~~~~~~~~~~~~~~~~~~~
            combos.scenario:6:3: error: an `assistance` fault in a timeline affects the shared service, so it needs a scenario with one device
              at 00:05 assistance outage for 5 min
              ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            hint: write it as a top-level `service …` statement
            """
        #expect(ScenarioSupport.errors(source, path: "combos.scenario") == expected + "\n")
    }

    @Test("A missing EGM96 grid is an error naming proj-data")
    func missingGeoidGrid() throws {
        let source = SourceFile(
            path: "geoid.scenario", text: "scenario \"g\"\nduration 1 h\ngeoid egm96\ndevice \"p\"\n")
        let statements = ScenarioParser.parse(source).0.statements
        var missing = DiagnosticBag()
        #expect(ScenarioCompiler.compile(statements, diagnostics: &missing, geoidGridExists: { _ in false }) == nil)
        #expect(
            missing.render(sources: [source]) == """
                geoid.scenario:3:7: error: the EGM96 geoid grid is not installed (/usr/share/proj/egm96_15.gtx)
                geoid egm96
                      ^~~~~
                hint: install Debian's proj-data package (apt-get install proj-data), or give a constant: `geoid -32.5 m`

                """)
        var present = DiagnosticBag()
        let scenario = ScenarioCompiler.compile(statements, diagnostics: &present, geoidGridExists: { _ in true })
        #expect(scenario?.geoid == .egm96(path: "/usr/share/proj/egm96_15.gtx"))
    }
}
