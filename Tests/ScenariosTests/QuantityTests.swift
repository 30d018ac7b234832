import Testing

@testable import Scenarios

@Suite struct QuantityTests {
    /// Parses `$dimension` quantity text through the matcher.
    func quantity(_ text: String, _ dimension: Dimension) -> Quantity? {
        var lexer = Lexer(source: SourceFile(path: "t", text: text))
        let tokens = lexer.lexLines().first?.tokens ?? []
        if case .success(let q, let end) = ClauseMatcher(tokens: tokens).matchQuantity(dimension, at: 0),
            end == tokens.count
        {
            return q
        }
        return nil
    }

    static let unitCases: [(String, Dimension, Double)] = [
        ("1 m", Dimension.length, 1.0), ("2 km", .length, 2000), ("1 ft", .length, 0.3048), ("250 cm", .length, 2.5),
        ("1013.2 hPa", .pressure, 101_320), ("3 Pa", .pressure, 3), ("1000 mbar", .pressure, 100_000),
        ("1 mb", .pressure, 100), ("101.325 kPa", .pressure, 101_325), ("29.92 inHg", .pressure, 101_320.758_88),
        ("760 mmHg", .pressure, 101_325), ("1 inHg", .pressure, 3386.389),
        ("1.5 h", .duration, 5400), ("45 min", .duration, 2700), ("250 ms", .duration, 0.25),
        ("2 d", .duration, 172_800),
        ("3 days", .duration, 259_200), ("10 us", .duration, 0.000_01), ("5 ns", .duration, 5e-9),
        ("2 sec", .duration, 2),
        ("36 km/h", .speed, 10), ("60 mph", .speed, 26.8224), ("1.4 m/s", .speed, 1.4),
        ("10 kn", .speed, 5.144_444_444_444_445),
        ("10 ft/s", .speed, 3.048), ("15 °C", .temperature, 288.15), ("-40 °F", .temperature, 233.15),
        ("300 K", .temperature, 300), ("90°", .angle, 90), ("45 deg", .angle, 45),
        ("-0.8 hPa/h", .pressureRate, -0.8 * 100 / 3600), ("2 Pa/s", .pressureRate, 2), ("60 Pa/min", .pressureRate, 1),
        ("86400 Pa/d", .pressureRate, 1), ("864 hPa/day", .pressureRate, 1), ("1 hPa/d", .pressureRate, 1.0 / 864),
        ("3600 Pa/h", .pressureRate, 1),
        ("1.5 m/km", .slope, 0.0015), ("2 %", .slope, 0.02), ("1 m/m", .slope, 1), ("25%", .fraction, 0.25),
        ("1.5 Pa/K", .pressurePerTemperature, 1.5), ("0.02 hPa/K", .pressurePerTemperature, 2),
        ("2 Pa/°C", .pressurePerTemperature, 2),
        ("-6.5 K/km", .temperatureLapse, -0.0065), ("-6.5 °C/km", .temperatureLapse, -0.0065),
        ("0.01 K/m", .temperatureLapse, 0.01),
        ("1 Pa/km", .pressureGradient, 0.001), ("1 hPa/km", .pressureGradient, 0.1), ("1 Pa/m", .pressureGradient, 1),
        ("25 Hz", .frequency, 25), ("5 K", .temperatureDifference, 5), ("-3 °C", .temperatureDifference, -3),
    ]

    @Test("Every unit converts to its base unit with the exact factor", arguments: unitCases)
    func conversions(text: String, dimension: Dimension, base: Double) {
        #expect(quantity(text, dimension)?.baseValue == base)
    }

    @Test("Every unit in the table is covered by the conversion test")
    func everyUnitCovered() {
        for unit in QuantityUnit.all {
            let covered = Self.unitCases.contains { text, dimension, _ in
                dimension == unit.dimension
                    && (text.hasSuffix(" " + unit.symbol)
                        || text.hasSuffix(unit.symbol) && !text.hasSuffix("/" + unit.symbol))
            }
            #expect(covered, "\(unit.symbol) (\(unit.dimension)) has no conversion test")
        }
    }

    @Test(
        "Durations convert to exact integer nanoseconds",
        arguments: [
            ("1.5 h", Int64(5_400_000_000_000)), ("0.1 s", 100_000_000), ("2.5 ms", 2_500_000), ("1 ns", 1),
            ("7 d", 604_800_000_000_000), ("0.3 s", 300_000_000), ("1e-3 s", 1_000_000),
        ])
    func nanoseconds(text: String, expected: Int64) {
        #expect(quantity(text, .duration)?.durationNanoseconds == expected)
    }

    @Test("Clock times and day times count from the start")
    func clockTimes() {
        #expect(ClockTime(hours: 0, minutes: 45).nanosecondsSinceStart == 2_700_000_000_000)
        #expect(ClockTime(hours: 1, minutes: 2, seconds: 3).nanosecondsSinceStart == 3_723_000_000_000)
        #expect(ClockTime(day: 2, hours: 8, minutes: 0).nanosecondsSinceStart == Int64(115_200_000_000_000))
        #expect(ClockTime(hours: 0, minutes: 0, seconds: 1, fractionDigits: "5").nanosecondsSinceStart == 1_500_000_000)
        #expect(ClockTime(day: Int.max, hours: 0, minutes: 0).nanosecondsSinceStart == nil)
        #expect(Support.parse("device \"p\"\n  at day 99999999999999 08:00 stand\n").1.errors.count == 1)
    }

    @Test("value(in:) converts between units of one dimension and refuses others")
    func valueIn() throws {
        let q = try #require(quantity("1013.25 hPa", .pressure))
        #expect(q.value(in: QuantityUnit.lookup("Pa", dimension: .pressure)!) == 101_325)
        #expect(q.value(in: QuantityUnit.lookup("m", dimension: .length)!) == nil)
    }

    @Test("A number without a unit, an unknown unit, or a unit of another dimension is refused")
    func refusals() {
        #expect(quantity("12", .length) == nil)
        #expect(quantity("12 mtr", .length) == nil)
        #expect(quantity("12 hPa", .length) == nil)
    }
}
