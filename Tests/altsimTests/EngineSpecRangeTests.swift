import Testing

@testable import altsim

@Suite("Engine configuration values have documented ranges")
struct EngineSpecRangeTests {
    static func message(_ text: String) -> String? {
        do {
            _ = try EngineSpec(parsing: text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("Every numeric key has a range with a reason, and the documented table names it")
    func everyKeyHasARange() {
        let numeric = EngineSpec.keys.filter { $0 != "name" && $0 != "filters" }
        #expect(numeric == EngineSpec.ranges.map(\.key))
        for range in EngineSpec.ranges {
            #expect(
                range.lower <= range.upper && range.lower.isFinite && range.upper.isFinite && !range.reason.isEmpty,
                "\(range.key)")
        }
    }

    @Test(
        "A value outside its key's range is refused, naming key, value and range",
        arguments: [
            (
                "temperature-sigma=1e308",
                "temperature-sigma=1e308 is out of range: temperature-sigma must be 0Pa … 100Pa"
            ),
            ("temperature-sigma=nan", "temperature-sigma=nan is out of range"),
            ("height-floor-sigma=-1m", "height-floor-sigma=-1m is out of range: height-floor-sigma must be 0m … 100m"),
            ("pressure-filter-limit=infPa", "pressure-filter-limit=infPa is out of range"),
            ("location-filter-max-speed=1e9", "location-filter-max-speed=1e9 is out of range"),
            ("fetch-timeout=0s", "fetch-timeout=0s is out of range: fetch-timeout must be 100ms … 600s"),
            (
                "calibration-validity=1e300d",
                "calibration-validity=1e300d is out of range: calibration-validity must be 1s … 366d"
            ),
            ("assistance-validity=-5min", "assistance-validity=-5min is out of range"),
        ])
    func outOfRange(text: String, expected: String) {
        let message = Self.message(text)
        #expect(message?.contains(expected) == true, "\(message ?? "accepted")")
    }

    @Test("Values at the ends of a range are accepted")
    func bounds() throws {
        let spec = try EngineSpec(
            parsing: "temperature-sigma=100Pa height-floor-sigma=0 fetch-timeout=100ms calibration-validity=366d")
        #expect(spec.pressureTemperatureSigmaPa == 100 && spec.heightFloorSigmaMeters == 0)
        #expect(
            spec.fetchTimeoutNanoseconds == 100_000_000
                && spec.calibrationValidityNanoseconds == 366 * 86_400_000_000_000)
    }

    @Test("A misspelt key gets a did-you-mean")
    func misspeltKey() {
        #expect(Self.message("temperature-sgima=2")?.contains("did you mean 'temperature-sigma'?") == true)
    }
}
