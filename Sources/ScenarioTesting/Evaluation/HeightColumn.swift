/// A column of optional heights in metres, one per callback, kept exactly (8 bytes each) or as
/// Float32 (4 bytes each), as runs of equal values while they repeat (``AdaptiveColumn``: the
/// true height of a phone that stays put).
///
/// Float32 rounds to nearest: a value read back differs from the one appended by at most
/// `|value| · 2⁻²⁴` (``singlePrecisionRelativeBound``; 0.06 mm at 1 000 m, 0.6 mm at 10 000 m),
/// far below the centimetres a failure excerpt prints. Values beyond Float32's range (±3.4 · 10³⁸)
/// read back as ±∞, subnormal ones to within 2⁻¹⁵⁰ m. `nil` and NaN stay `nil` and NaN, ±∞ stays ±∞.
/// An expectation that judges these values keeps them exact (``CallbackFields/heights``).
struct HeightColumn: Sendable {
    /// Whether values are kept as Doubles.
    let exact: Bool
    private var doubles = AdaptiveColumn<UInt64>()
    private var singles = AdaptiveColumn<UInt32>()

    /// The largest relative difference between a value and its Float32 copy (normal range).
    static let singlePrecisionRelativeBound = 0x1p-24

    init(exact: Bool) { self.exact = exact }

    /// `nil` stored in a Double column: a NaN whose payload no arithmetic produces (a NaN the
    /// engine reports is kept as a NaN; only this one pattern reads back as `nil`).
    private static let absentDoubleBits: UInt64 = 0x7FF8_0000_00AB_5E17
    /// `nil` stored in a Float32 column (the same rule).
    private static let absentSingleBits: UInt32 = 0x7FC0_5E17

    var count: Int { exact ? doubles.count : singles.count }

    /// Bytes held per value once the values stop repeating (runs of equal values hold less).
    var bytesPerValue: Int { exact ? 8 : 4 }

    /// Bytes held per value now, on average.
    var bytesHeldPerValue: Double { exact ? doubles.bytesPerElement : singles.bytesPerElement }

    mutating func append(_ value: Double?) {
        if exact {
            guard let value else { return doubles.append(Self.absentDoubleBits) }
            doubles.append(value.bitPattern == Self.absentDoubleBits ? Double.nan.bitPattern : value.bitPattern)
        } else {
            guard let value else { return singles.append(Self.absentSingleBits) }
            let single = Float(value).bitPattern
            singles.append(single == Self.absentSingleBits ? Float.nan.bitPattern : single)
        }
    }

    subscript(index: Int) -> Double? {
        if exact {
            let bits = doubles[index]
            return bits == Self.absentDoubleBits ? nil : Double(bitPattern: bits)
        }
        let bits = singles[index]
        return bits == Self.absentSingleBits ? nil : Double(Float(bitPattern: bits))
    }
}
