/// A physical quantity: a number with its unit, as written, plus exact conversions.
///
/// `Quantity` keeps the unit the author chose (printing reproduces `5.5 ft`, not `1.6764 m`)
/// and converts on demand: ``baseValue`` is in the dimension's base unit (m, Pa, s, m/s, K, °,
/// Pa/s, …), ``durationNanoseconds`` is exact integer nanoseconds for durations.
public struct Quantity: Hashable, Sendable, CustomStringConvertible {
    /// The number as written.
    public var magnitude: NumberLiteral
    /// The unit as written.
    public var unit: QuantityUnit
    /// The further parts of a compound duration (`2 min 30 s` is `2 min` with the part `30 s`),
    /// added to this one; empty for every other quantity.
    public var parts: [Quantity] = []

    /// Creates a quantity.
    public init(_ magnitude: NumberLiteral, _ unit: QuantityUnit, parts: [Quantity] = []) {
        self.magnitude = magnitude
        self.unit = unit
        self.parts = parts
    }

    /// Creates a quantity from a value and a unit spelling of `dimension` (nil if unknown).
    public init?(_ value: Double, _ spelling: String, dimension: Dimension) {
        guard let unit = QuantityUnit.lookup(spelling, dimension: dimension) else { return nil }
        self.init(NumberLiteral(value), unit)
    }

    /// The dimension.
    public var dimension: Dimension { unit.dimension }

    /// The exact value in the base unit, when the arithmetic fits 64-bit fractions.
    var exactBaseValue: Rational? {
        var total = magnitude.exact?.times(unit.factor)?.plus(unit.offset)
        for part in parts { total = part.exactBaseValue.flatMap { total?.plus($0) } }
        return total
    }

    /// The value in the dimension's base unit (m, Pa, s, m/s, K, °, Pa/s, m/m, 1, Pa/K, K/m,
    /// Pa/m, Hz), correctly rounded from the exact decimal product whenever it fits 64 bits.
    public var baseValue: Double {
        // In the base unit the literal's own correctly rounded value is exact enough.
        if unit.factor == Rational(1), unit.offset == Rational(0), parts.isEmpty { return magnitude.value }
        let own = magnitude.value * unit.factorToBase + unit.offsetToBase
        return exactBaseValue?.doubleValue ?? parts.reduce(own) { $0 + $1.baseValue }
    }

    /// The value expressed in another unit of the same dimension (nil for a different dimension).
    public func value(in other: QuantityUnit) -> Double? {
        guard other.dimension == unit.dimension else { return nil }
        return (baseValue - other.offsetToBase) / other.factorToBase
    }

    /// For durations: the exact number of nanoseconds, rounded to the nearest nanosecond
    /// when the literal is finer; nil for other dimensions or when it does not fit `Int64`.
    public var durationNanoseconds: Int64? {
        guard dimension == .duration else { return nil }
        if !parts.isEmpty {
            var total = Quantity(magnitude, unit).durationNanoseconds
            for part in parts {
                guard let sum = total, let ns = part.durationNanoseconds else { return nil }
                let (added, overflow) = sum.addingReportingOverflow(ns)
                total = overflow ? nil : added
            }
            return total
        }
        if let exact = magnitude.exact?.times(unit.factor)?.times(Rational(1_000_000_000)) {
            let q = exact.numerator / exact.denominator
            let r = exact.numerator % exact.denominator
            return 2 * r.magnitude >= exact.denominator.magnitude ? q + (exact.numerator < 0 ? -1 : 1) : q
        }
        let seconds = baseValue * 1e9
        guard seconds.isFinite, abs(seconds) < 9.2e18 else { return nil }
        return Int64(seconds.rounded())
    }

    /// `magnitude unit`, with no space before `%` or `°`-only units.
    public var description: String {
        let own =
            unit.symbol == "%" || unit.symbol == "°" ? "\(magnitude)\(unit.symbol)" : "\(magnitude) \(unit.symbol)"
        return ([own] + parts.map(\.description)).joined(separator: " ")
    }
}
