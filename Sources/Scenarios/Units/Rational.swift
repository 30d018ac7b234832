/// An exact fraction of 64-bit integers, used to convert quantities without rounding twice.
struct Rational: Hashable, Sendable {
    var numerator: Int64
    var denominator: Int64

    init(_ numerator: Int64, _ denominator: Int64 = 1) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Product, or nil on overflow.
    func times(_ other: Rational) -> Rational? {
        let (n, o1) = numerator.multipliedReportingOverflow(by: other.numerator)
        let (d, o2) = denominator.multipliedReportingOverflow(by: other.denominator)
        guard !o1, !o2 else { return nil }
        return Rational(n, d).reduced()
    }

    /// Sum, or nil on overflow.
    func plus(_ other: Rational) -> Rational? {
        let (a, o1) = numerator.multipliedReportingOverflow(by: other.denominator)
        let (b, o2) = other.numerator.multipliedReportingOverflow(by: denominator)
        let (d, o3) = denominator.multipliedReportingOverflow(by: other.denominator)
        guard !o1, !o2, !o3 else { return nil }
        let (n, o4) = a.addingReportingOverflow(b)
        guard !o4 else { return nil }
        return Rational(n, d).reduced()
    }

    func reduced() -> Rational {
        var a = numerator.magnitude
        var b = denominator.magnitude
        while b != 0 { (a, b) = (b, a % b) }
        guard a > 1 else { return self }
        return Rational(numerator / Int64(a), denominator / Int64(a))
    }

    /// The nearest double: one correctly rounded division when both parts are below 2^53.
    var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// Parses a decimal literal (`-12.5e3`) exactly, or nil when it does not fit 64 bits.
    init?(decimal text: String) {
        var mantissa: Int64 = 0
        var exponent = 0
        var negative = false
        var seenPoint = false
        var chars = Substring(text)
        if chars.first == "+" || chars.first == "-" {
            negative = chars.first == "-"
            chars = chars.dropFirst()
        }
        var exponentPart: Substring?
        if let e = chars.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponentPart = chars[chars.index(after: e)...]
            chars = chars[..<e]
        }
        for c in chars {
            if c == "." {
                seenPoint = true
                continue
            }
            guard let digit = c.wholeNumberValue else { return nil }
            let (m1, o1) = mantissa.multipliedReportingOverflow(by: 10)
            let (m2, o2) = m1.addingReportingOverflow(Int64(digit))
            guard !o1, !o2 else { return nil }
            mantissa = m2
            if seenPoint { exponent -= 1 }
        }
        if let exponentPart {
            guard let e = Int(exponentPart), abs(e) < 40 else { return nil }
            exponent += e
        }
        var value = Rational(negative ? -mantissa : mantissa)
        while exponent > 0 {
            guard let next = value.times(Rational(10)) else { return nil }
            value = next
            exponent -= 1
        }
        while exponent < 0 {
            guard let next = value.times(Rational(1, 10)) else { return nil }
            value = next
            exponent += 1
        }
        self = value
    }
}
