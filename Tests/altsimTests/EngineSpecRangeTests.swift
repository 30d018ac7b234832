import AltitudeEngine
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

    @Test("Every key but name and filters is numeric, with a range and a reason")
    func everyKeyHasARange() {
        for key in EngineSpec.keyTable where key.name != "name" && key.name != "filters" {
            guard let setting = key.setting else {
                Issue.record("\(key.name) has no range")
                continue
            }
            #expect(
                setting.lower <= setting.upper && setting.lower.isFinite && setting.upper.isFinite
                    && !setting.reason.isEmpty && !setting.shown.isEmpty,
                "\(key.name)")
        }
    }

    @Test("Each numeric key's example changes the configuration the engine gets, and only that key's field")
    func everyKeyReachesTheConfiguration() throws {
        let standard = EngineConfiguration()
        var changed: [EngineConfiguration] = []
        for key in EngineSpec.keyTable where key.setting != nil {
            var configuration = standard
            try EngineSpec(parsing: "\(key.name)=\(key.example)").adjust(&configuration)
            #expect(configuration != standard, "\(key.name)=\(key.example) changes nothing")
            changed.append(configuration)
        }
        // No two keys set the same field to the same effect.
        #expect(Set(changed).count == changed.count)
        var both = standard
        try EngineSpec(parsing: "tempco-sigma=1.2Pa/K pressure-filter-window=5s").adjust(&both)
        #expect(both.barometerTemperatureCoefficientSigmaPaPerKelvin == 1.2)
        #expect(both.pressureFilterTransientWindowNanoseconds == 5_000_000_000)
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
        #expect(spec.settings["temperature-sigma"] == 100 && spec.settings["height-floor-sigma"] == 0)
        #expect(
            spec.settings["fetch-timeout"] == 100_000_000
                && spec.settings["calibration-validity"] == 366 * 86_400_000_000_000)
    }

    @Test("A misspelt key gets a did-you-mean")
    func misspeltKey() {
        #expect(Self.message("temperature-sgima=2")?.contains("did you mean 'temperature-sigma'?") == true)
    }
}
