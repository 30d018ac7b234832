/// A unit the scenario language accepts: its spelling, dimension and exact conversion
/// `base = value × factor + offset` to the dimension's base unit.
public struct QuantityUnit: Hashable, Sendable {
    /// The canonical spelling (`hPa`, `km/h`, `°C`).
    public let symbol: String
    /// Other accepted spellings (`deg` for `°`, `mb` for `mbar`).
    public let aliases: [String]
    /// The dimension.
    public let dimension: Dimension
    let factor: Rational
    let offset: Rational

    init(
        _ symbol: String, _ dimension: Dimension, _ factor: Rational, offset: Rational = Rational(0),
        aliases: [String] = []
    ) {
        self.symbol = symbol
        self.dimension = dimension
        self.factor = factor
        self.offset = offset
        self.aliases = aliases
    }

    /// Multiplier to the base unit, as a double (exact factors are kept internally).
    public var factorToBase: Double { factor.doubleValue }
    /// Offset added after multiplying (non-zero only for °C and °F).
    public var offsetToBase: Double { offset.doubleValue }

    /// Every accepted unit: its symbol, and as aliases the unit's English names (singular and
    /// plural, `metre` and `meter`) and a few old spellings. Factors are exact: ft = 0.3048 m, inHg = 3386.389 Pa,
    /// mmHg = 101325/760 Pa, mph = 0.44704 m/s, km/h = 1/3.6 m/s, kn = 1852/3600 m/s,
    /// °C = K − 273.15, °F = (°F − 32)·5/9 + 273.15.
    public static let all: [QuantityUnit] = [
        QuantityUnit("m", .length, Rational(1), aliases: ["meter", "meters", "metre", "metres"]),
        QuantityUnit("km", .length, Rational(1000), aliases: ["kilometer", "kilometers", "kilometre", "kilometres"]),
        QuantityUnit(
            "cm", .length, Rational(1, 100), aliases: ["centimeter", "centimeters", "centimetre", "centimetres"]),
        QuantityUnit("ft", .length, Rational(3048, 10000), aliases: ["foot", "feet"]),
        QuantityUnit("Pa", .pressure, Rational(1), aliases: ["pascal", "pascals"]),
        QuantityUnit("hPa", .pressure, Rational(100), aliases: ["hectopascal", "hectopascals"]),
        QuantityUnit("mbar", .pressure, Rational(100), aliases: ["mb", "millibar", "millibars"]),
        QuantityUnit("kPa", .pressure, Rational(1000), aliases: ["kilopascal", "kilopascals"]),
        QuantityUnit("inHg", .pressure, Rational(3_386_389, 1000)),
        QuantityUnit("mmHg", .pressure, Rational(101_325, 760)),
        QuantityUnit("ns", .duration, Rational(1, 1_000_000_000), aliases: ["nanosecond", "nanoseconds"]),
        QuantityUnit("us", .duration, Rational(1, 1_000_000), aliases: ["microsecond", "microseconds"]),
        QuantityUnit("ms", .duration, Rational(1, 1000), aliases: ["millisecond", "milliseconds"]),
        QuantityUnit("s", .duration, Rational(1), aliases: ["sec", "second", "seconds"]),
        QuantityUnit("min", .duration, Rational(60), aliases: ["minute", "minutes"]),
        QuantityUnit("h", .duration, Rational(3600), aliases: ["hour", "hours"]),
        QuantityUnit("d", .duration, Rational(86400), aliases: ["day", "days"]),
        QuantityUnit("m/s", .speed, Rational(1)),
        QuantityUnit("km/h", .speed, Rational(10, 36), aliases: ["kph"]),
        QuantityUnit("mph", .speed, Rational(44704, 100_000)),
        QuantityUnit("kn", .speed, Rational(1852, 3600)),
        QuantityUnit("ft/s", .speed, Rational(3048, 10000)),
        QuantityUnit("°C", .temperature, Rational(1), offset: Rational(27315, 100)),
        QuantityUnit("K", .temperature, Rational(1), aliases: ["kelvin"]),
        QuantityUnit("°F", .temperature, Rational(5, 9), offset: Rational(229_835, 900)),
        QuantityUnit("°C", .temperatureDifference, Rational(1)),
        QuantityUnit("K", .temperatureDifference, Rational(1)),
        QuantityUnit("°", .angle, Rational(1), aliases: ["deg", "degree", "degrees"]),
        QuantityUnit("Pa/s", .pressureRate, Rational(1)),
        QuantityUnit("Pa/min", .pressureRate, Rational(1, 60)),
        QuantityUnit("Pa/h", .pressureRate, Rational(1, 3600)),
        QuantityUnit("hPa/h", .pressureRate, Rational(100, 3600)),
        QuantityUnit("Pa/d", .pressureRate, Rational(1, 86400), aliases: ["Pa/day"]),
        QuantityUnit("hPa/d", .pressureRate, Rational(100, 86400), aliases: ["hPa/day"]),
        QuantityUnit("m/km", .slope, Rational(1, 1000)),
        QuantityUnit("m/m", .slope, Rational(1)),
        QuantityUnit("%", .slope, Rational(1, 100)),
        QuantityUnit("%", .fraction, Rational(1, 100)),
        QuantityUnit("Pa/K", .pressurePerTemperature, Rational(1), aliases: ["Pa/°C"]),
        QuantityUnit("hPa/K", .pressurePerTemperature, Rational(100)),
        QuantityUnit("K/km", .temperatureLapse, Rational(1, 1000), aliases: ["°C/km"]),
        QuantityUnit("K/m", .temperatureLapse, Rational(1), aliases: ["°C/m"]),
        QuantityUnit("Pa/km", .pressureGradient, Rational(1, 1000)),
        QuantityUnit("hPa/km", .pressureGradient, Rational(100, 1000)),
        QuantityUnit("Pa/m", .pressureGradient, Rational(1)),
        QuantityUnit("Hz", .frequency, Rational(1), aliases: ["hertz"]),
    ]

    /// Abbreviations that are not accepted, and the symbol to suggest for each (`2 hr` → `h`).
    /// Other misspellings are suggested by edit distance.
    public static let misspellings: [String: String] = [
        "hr": "h", "hrs": "h", "mn": "min", "mins": "min", "secs": "s", "sek": "s", "msec": "ms", "msecs": "ms",
        "mtr": "m", "mtrs": "m", "kms": "km",
    ]

    /// The symbol to suggest for an unknown unit spelling of `dimension`: a known abbreviation,
    /// or the closest spelling (symbol or name) by edit distance, as its unit's symbol.
    public static func suggestion(for spelling: String, dimension: Dimension) -> String? {
        let units = dimension.units
        if let symbol = misspellings[spelling], units.contains(where: { $0.symbol == symbol }) { return symbol }
        let spellings = units.flatMap { [$0.symbol] + $0.aliases }
        guard let closest = EditDistance.suggestion(for: spelling, among: spellings) else { return nil }
        return units.first { $0.symbol == closest || $0.aliases.contains(closest) }?.symbol ?? closest
    }

    /// The unit of `dimension` spelled `spelling` (canonical or alias), if any.
    public static func lookup(_ spelling: String, dimension: Dimension) -> QuantityUnit? {
        all.first { $0.dimension == dimension && ($0.symbol == spelling || $0.aliases.contains(spelling)) }
    }

    /// The dimensions in which `spelling` is a unit, for "'hPa' is a pressure unit" messages.
    public static func dimensions(of spelling: String) -> [Dimension] {
        all.filter { $0.symbol == spelling || $0.aliases.contains(spelling) }.map(\.dimension)
    }

    /// Every spelling of every unit (for did-you-mean over units).
    static var allSpellings: [String] {
        var seen: [String] = []
        for unit in all { for s in [unit.symbol] + unit.aliases where !seen.contains(s) { seen.append(s) } }
        return seen
    }
}
