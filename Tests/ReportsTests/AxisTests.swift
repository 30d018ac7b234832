import Testing

@testable import Reports

@Suite("Axes and number formatting")
struct AxisTests {
    static let start: Int64 = 1_772_323_200_000_000_000

    func axis(spanSeconds: Double) -> TimeAxis {
        TimeAxis(
            startNanoseconds: Self.start, endNanoseconds: Self.start + Int64(spanSeconds * 1e9), leftPixels: 80,
            widthPixels: 900)
    }

    @Test(
        "Tick unit and labels follow the span",
        arguments: [
            (90.0, TimeAxis.LabelUnit.seconds, ["0", "10", "20"]),
            (1800.0, .minutes, ["0", "5", "10"]),
            (36_000.0, .hoursMinutes, ["00:00", "01:00", "02:00"]),
            (7 * 86_400.0, .days, ["0", "1", "2"]),
        ])
    func units(span: Double, unit: TimeAxis.LabelUnit, firstLabels: [String]) {
        let axis = axis(spanSeconds: span)
        #expect(axis.unit == unit)
        #expect(Array(axis.ticks.map(\.label).prefix(3)) == firstLabels)
        #expect(axis.ticks.count <= 11)
        #expect(axis.ticks.count >= 4)
    }

    @Test("Axis title names the unit and the UTC start")
    func title() {
        #expect(axis(spanSeconds: 1800).title == "time since 2026-03-01 00:00:00 UTC (min)")
    }

    @Test("x maps the span onto the plot width")
    func mapping() {
        let axis = axis(spanSeconds: 100)
        #expect(axis.x(Self.start) == 80)
        #expect(axis.x(Self.start + 100_000_000_000) == 980)
    }

    @Test("Value ticks are nice numbers covering the data")
    func valueTicks() {
        let axis = ValueAxis(low: 101_093.7, high: 101_361.2, topPixels: 0, heightPixels: 100)
        // 267.5 Pa / 5 ticks = 53.5 → the next nice step is 100.
        #expect(axis.step == 100)
        #expect(axis.minimum == 101_000)
        #expect(axis.maximum == 101_400)
        #expect(axis.ticks.map(\.label) == ["101000", "101100", "101200", "101300", "101400"])
        let small = ValueAxis(low: 0.12, high: 0.31, topPixels: 0, heightPixels: 100)
        #expect(small.ticks.map(\.label) == ["0.10", "0.15", "0.20", "0.25", "0.30", "0.35"])
        #expect(small.y(small.maximum) == 0)
        #expect(small.y(small.minimum) == 100)
    }

    @Test("A flat or empty range still gives an axis")
    func degenerate() {
        let flat = ValueAxis(low: 5, high: 5, topPixels: 0, heightPixels: 100)
        #expect(flat.minimum < 5 && flat.maximum > 5)
        let empty = ValueAxis(low: .infinity, high: -.infinity, topPixels: 0, heightPixels: 100)
        #expect(empty.minimum <= 0 && empty.minimum > -1 && empty.maximum >= 1 && empty.maximum < 2)
    }

    @Test("Fixed formatting is locale-free and never prints -0")
    func fixed() {
        #expect(FixedNumber.format(1234.5678, decimals: 2) == "1234.57")
        #expect(FixedNumber.format(-0.0004, decimals: 2) == "0.00")
        #expect(FixedNumber.format(-2.5, decimals: 0) == "-3")
        #expect(FixedNumber.format(0.05, decimals: 1) == "0.1")
        #expect(FixedNumber.coordinate(12.04) == "12")
        #expect(FixedNumber.format(.nan, decimals: 1) == "nan")
        #expect(FixedNumber.percent(0.6834) == "68.3 %")
        #expect(FixedNumber.figure(nil, decimals: 1) == "—")
    }

    @Test(
        "UTC dates without Foundation",
        arguments: [
            (Int64(0), "1970-01-01 00:00:00 UTC"),
            (Int64(951_782_400) * 1_000_000_000, "2000-02-29 00:00:00 UTC"),
            (Int64(-1) * 1_000_000_000, "1969-12-31 23:59:59 UTC"),
            (Int64(1_772_323_200 + 3723) * 1_000_000_000, "2026-03-01 01:02:03 UTC"),
        ])
    func dates(nanoseconds: Int64, text: String) {
        #expect(UTCDate.format(nanoseconds: nanoseconds) == text)
    }

    @Test("Escaping leaves no markup")
    func escaping() {
        #expect(MarkupEscaping.escape("<a href='x'>\"&\u{1}") == "&lt;a href=&#39;x&#39;&gt;&quot;&amp;")
        #expect(MarkupEscaping.escapeAttribute("a\nb") == "a&#10;b")
    }
}
