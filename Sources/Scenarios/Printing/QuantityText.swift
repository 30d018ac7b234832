/// Writes a model value as a quantity that reads back to exactly the same double.
///
/// For each preferred unit, the value expressed in that unit is formatted in Swift's
/// shortest round-tripping form (and its neighbours one and two ulps away); of the texts whose
/// parsed value — after `forward`, the semantic pass's own conversion — equals the target, the
/// unit's shortest is kept; the first unit's of at most five digits wins, else the shortest over
/// all units. The base unit always works for conversions
/// that are the identity, which is what makes `parse(print(s)) == s` hold.
enum QuantityText {
    /// Text for `target`, where the semantic pass stores `forward(base value of the text)`.
    static func text(
        _ target: Double, _ dimension: Dimension, units: [String], forward: (Double) -> Double = { $0 },
        inverse: (Double) -> Double = { $0 }
    ) -> String {
        var best: String?
        var preferred: String?
        let base = inverse(target)
        for spelling in units {
            guard let unit = QuantityUnit.lookup(spelling, dimension: dimension) else { continue }
            let guess = (base - unit.offsetToBase) / unit.factorToBase
            // Every neighbour that reads back is tried and the unit's shortest text kept: the
            // value's own shortest form can be longer than a neighbour's (0.00197 as a percent is
            // 0.19699999999999998, the ulp above it 0.197, and both read back to 0.00197).
            var unitText: (text: String, digits: Int)?
            for candidate in [guess, guess.nextUp, guess.nextDown, guess.nextUp.nextUp, guess.nextDown.nextDown] {
                guard candidate.isFinite else { continue }
                let number = Format.number(candidate)
                guard let literal = NumberLiteral(text: number) else { continue }
                let quantity = Quantity(literal, unit)
                if forward(quantity.baseValue) == target {
                    let text = quantity.description
                    if unitText.map({ text.count < $0.text.count }) ?? true {
                        unitText = (text, number.filter(\.isNumber).count)
                    }
                }
            }
            if let unitText {
                if best == nil || unitText.text.count < best!.count { best = unitText.text }
                if preferred == nil, unitText.digits <= 5 { preferred = unitText.text }
            }
        }
        if let found = preferred ?? best { return found }
        let unit = QuantityUnit.lookup(dimension.baseUnitSymbol, dimension: dimension)
        return Quantity(NumberLiteral(base), unit ?? QuantityUnit.all[0]).description
    }

    static func length(_ meters: Double) -> String { text(meters, .length, units: ["m", "km", "ft"]) }
    static func pressure(_ pa: Double) -> String { text(pa, .pressure, units: ["Pa", "hPa", "kPa", "inHg"]) }
    static func speed(_ v: Double) -> String { text(v, .speed, units: ["m/s", "km/h", "mph"]) }
    static func temperature(_ kelvin: Double) -> String { text(kelvin, .temperature, units: ["°C", "K", "°F"]) }
    static func temperatureDifference(_ kelvin: Double) -> String {
        text(kelvin, .temperatureDifference, units: ["K", "°C"])
    }
    static func fraction(_ value: Double) -> String { text(value, .fraction, units: ["%"]) }
    static func angle(_ degrees: Double) -> String { text(degrees, .angle, units: ["°"]) }

    /// A duration from seconds stored by the semantic pass as `Double(ns) / 1e9`.
    static func duration(seconds: Double) -> String { Format.duration(Format.nanoseconds(seconds: seconds)) }

    /// A bearing: a compass word when exact, else an angle.
    static func direction(_ degrees: Double) -> String {
        if let word = Slot.compass.first(where: { $0.degrees == degrees })?.word { return word }
        return angle(degrees)
    }

    /// `E m east N m north` (west/south for negative values).
    static func position(_ point: (east: Double, north: Double)) -> String {
        let east = point.east < 0 ? "\(length(-point.east)) west" : "\(length(point.east == 0 ? 0 : point.east)) east"
        let north =
            point.north < 0 ? "\(length(-point.north)) south" : "\(length(point.north == 0 ? 0 : point.north)) north"
        return "\(east) \(north)"
    }

    /// A time since the start as `HH:MM[:SS[.fff]]` (hours may exceed 23).
    static func clock(_ nanoseconds: Int64) -> String {
        let totalSeconds = nanoseconds / 1_000_000_000
        let fraction = nanoseconds % 1_000_000_000
        let hours = totalSeconds / 3_600
        let minutes = (totalSeconds / 60) % 60
        let seconds = totalSeconds % 60
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        var text = "\(two(hours)):\(two(minutes))"
        if seconds != 0 || fraction != 0 { text += ":\(two(seconds))" }
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 9 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}
