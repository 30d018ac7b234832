/// The unit of a recording's pressure column, decided from the readings' magnitude.
///
/// Surface pressure on Earth lies within 30…110 kPa (the summit of Everest ≈ 33 kPa, the deepest
/// mines ≈ 110 kPa), so the three units' plausible ranges — 30…110 kPa, 300…1100 hPa,
/// 30,000…110,000 Pa — do not overlap and the median reading names one of them. A column whose
/// median lies in none, or whose readings fall in more than one range, is refused: guessing
/// would turn a height into nonsense silently.
public enum PressureUnit: String, Sendable, CaseIterable {
    /// Pascals.
    case pascal = "Pa"
    /// Hectopascals (= millibars).
    case hectopascal = "hPa"
    /// Kilopascals.
    case kilopascal = "kPa"

    /// Pascals per unit.
    public var pascals: Double {
        switch self {
        case .pascal: 1
        case .hectopascal: 100
        case .kilopascal: 1000
        }
    }

    /// Plausible surface pressure in Pa.
    public static let plausiblePascals: ClosedRange<Double> = 30_000...110_000

    /// The unit in which `value` is a plausible surface pressure, `nil` when none.
    public static func plausibleUnit(of value: Double) -> PressureUnit? {
        allCases.first { plausiblePascals.contains(value * $0.pascals) }
    }

    /// The unit of a column of finite readings.
    /// - Throws: ``PressureUnitError`` when the median names no unit, or when more than 1 % of the
    ///   readings (and at least two) are plausible in another unit (a column that mixes units).
    public static func decide(from values: [Double]) throws(PressureUnitError) -> PressureUnit {
        let finite = values.filter(\.isFinite).sorted()
        guard !finite.isEmpty else { throw .noReadings }
        let median = finite[finite.count / 2]
        guard let unit = plausibleUnit(of: median) else { throw .implausibleMedian(median) }
        var others: [PressureUnit: Int] = [:]
        for value in finite {
            if let other = plausibleUnit(of: value), other != unit { others[other, default: 0] += 1 }
        }
        if let (other, count) = others.max(by: { $0.value < $1.value }), count >= 2,
            Double(count) > 0.01 * Double(finite.count)
        {
            throw .mixed(unit, other, count)
        }
        return unit
    }
}

/// Why a pressure column's unit cannot be decided.
public enum PressureUnitError: Error, Equatable, CustomStringConvertible {
    /// No finite reading at all.
    case noReadings
    /// The median reading is a plausible surface pressure in none of Pa, hPa, kPa.
    case implausibleMedian(Double)
    /// Readings in two units' ranges: (the median's unit, the other, how many in the other).
    case mixed(PressureUnit, PressureUnit, Int)

    /// What is wrong and what to do.
    public var description: String {
        switch self {
        case .noReadings:
            "the pressure column holds no reading: nothing to replay"
        case .implausibleMedian(let median):
            "the median pressure \(median) is a surface pressure (30…110 kPa) in none of Pa, hPa or kPa; "
                + "check the column, or convert it to Pa and use --format native"
        case .mixed(let unit, let other, let count):
            "the pressure column mixes units: the median reads as \(unit.rawValue) but \(count) readings "
                + "read as \(other.rawValue); refusing to guess — convert the column to one unit"
        }
    }
}
