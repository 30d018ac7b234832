import AltitudeSimTestSupport
import Foundation
import Testing

@testable import Scenarios

@Suite("Numeric slots: every value has a documented range")
struct NumericRangeTests {
    static func file(_ lines: String, duration: String = "10 min") -> String {
        """
        scenario "ranges"
        duration \(duration)
        \(lines)
        """
    }

    @Test("Every numeric slot of the grammar has a range, and every range names a numeric slot")
    func everySlotHasARange() {
        let slots = Set(SlotRanges.numericSlots)
        let missing = slots.filter { SlotRanges.entry($0) == nil }
            .map { "\($0.statement.keyword) \($0.clause) #\($0.slot)" }.sorted()
        #expect(missing.isEmpty, "numeric slots without a range: \(missing)")
        let stale = SlotRanges.all.keys.filter { !slots.contains($0) }
            .map { "\($0.statement.keyword) \($0.clause) #\($0.slot)" }.sorted()
        #expect(stale.isEmpty, "ranges of no slot: \(stale)")
        for (key, entry) in SlotRanges.all {
            #expect(
                entry.range.lower <= entry.range.upper && entry.range.lower.isFinite && entry.range.upper.isFinite,
                "\(key)")
            #expect(!entry.range.reason.isEmpty && !entry.range.shown.isEmpty, "\(key)")
        }
    }

    @Test("Docs/scenario-language.md holds the table of every slot's range as the code has it")
    func documented() throws {
        let page = try String(contentsOf: PackagePaths.url("Docs/scenario-language.md"), encoding: .utf8)
        #expect(page.contains(SlotRanges.documentationTable), "regenerate the table from SlotRanges.documentationTable")
    }

    @Test(
        "A value outside its slot's range is an error naming the value, the slot and the range",
        arguments: [
            (
                "building \"T\" at 1e20 m east 0 m north, 40 × 30 m, 10 floors\ndevice \"p\"",
                "1e20 m is out of range for a building's position (east/west)", "from -100 km to 100 km"
            ),
            ("transport latency 1e308 s\ndevice \"p\"", "1e308 s is too long for a latency", "from 0 s to 60 s"),
            ("transport latency -1e308 s\ndevice \"p\"", "-1e308 s is out of range for a latency", "from 0 s to 60 s"),
            (
                "transport latency 100 ms ± 1e9 d\ndevice \"p\"", "1e9 d is too long for a latency's spread",
                "from 0 s to 60 s"
            ),
            (
                "device \"p\" at 1e308 km east 0 m north", "1e308 km is too large for a device's position (east/west)",
                "100 km"
            ),
            (
                "station \"S\" at 0 m east 200 km north\ndevice \"p\"",
                "200 km is out of range for a station's position (north/south)", "100 km"
            ),
            (
                "terrain hills, hill at 0 m east 0 m north height 1e6 m radius 1 km\ndevice \"p\"",
                "1e6 m is out of range for a hill's height", "from -2000 m to 5000 m"
            ),
            ("device \"p\" calibrated 1e30 d ago", "1e30 d is too long for a calibration's age", "from 0 s to 3650 d"),
            ("device \"p\"\n  at 1e9 s stand", "1e9 s is out of range for the timeline time", "366 d"),
            (
                "device \"p\"\n  at 00:01 walk 10 km toward 1e9°", "1e9° is out of range for a bearing",
                "from -360° to 360°"
            ),
            (
                "device \"p\"\nexpect hae error p68 < 1e12 m", "1e12 m is out of range for an error bound",
                "from 0 m to 100 km"
            ),
            (
                "device \"p\"\nexpect status 200 at least 99999999999 times", "99999999999 is out of range for a count",
                "1000000000"
            ),
        ])
    func outOfRange(lines: String, message: String, range: String) {
        let errors = ScenarioSupport.errors(Self.file(lines), path: "ranges.scenario")
        #expect(errors.contains("error: " + message), "\(errors)")
        #expect(errors.contains(range), "\(errors)")
        #expect(errors.components(separatedBy: "error:").count == 2, "one error per value: \(errors)")
    }

    @Test("Literals that are not finite doubles or 64-bit whole numbers are errors at the literal")
    func nonFiniteLiterals() {
        let errors = ScenarioSupport.errors(Self.file("device \"p\" at 1e400 m east 0 m north", duration: "10 min"))
        #expect(errors.contains("bad.scenario:3:15: error: '1e400' is not a finite number"), "\(errors)")
        let seed = ScenarioSupport.errors("scenario \"s\"\nseed 99999999999999999999\nduration 1 min\ndevice \"p\"")
        #expect(
            seed.contains("bad.scenario:2:6: error: '99999999999999999999' is too large for a whole number"), "\(seed)")
    }

    @Test("A walk that ends outside the frame is an error at the walk")
    func walkOutOfFrame() {
        let errors = ScenarioSupport.errors(
            Self.file("device \"p\" at 90 km east 0 m north\n  at 00:01 walk 20 km toward east"))
        #expect(
            errors.contains(
                "bad.scenario:4:12: error: the walk ends 110 km east, 0 km north of the origin, outside the frame"),
            "\(errors)")
    }

    @Test("Terrain that rises out of the ground-height range where the scenario goes is an error there")
    func groundOutOfRange() {
        let plane = ScenarioSupport.errors(
            Self.file(
                """
                terrain plane 100 m, rising 500 m/km, toward east
                device "p"
                  at 00:01 walk to 20 km east 0 m north
                """))
        #expect(
            plane.contains("bad.scenario:5:12: error: the ground is 10100 m high at the place this action leads to"),
            "\(plane)")
        let hills = ScenarioSupport.errors(
            Self.file(
                """
                terrain hills, hill at 0 m east 0 m north height 5000 m radius 1 km, hill at 0 m east 0 m north height 5000 m radius 1 km
                device "p"
                """))
        #expect(hills.contains("error: the ground is 10000 m high at this hill's top"), "\(hills)")
    }

    @Test("Every library scenario's values are inside their ranges")
    func library() {
        for path in ScenarioSupport.libraryFiles {
            let loaded = ScenarioLoader().loadScenario(path: path)
            #expect(!loaded.hasErrors, "\(path): \(loaded.renderDiagnostics())")
        }
    }
}
