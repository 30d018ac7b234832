extension SlotRanges {
    /// The numeric slots of the `expect` forms of `Grammar.languageSubjects` and `languageModifiers` (`or N`, `context …`).
    static let languageFormRows: [(String, Int, String, NumericRange)] = [
        ("or", 0, "a code", .code),
        ("contextLength", 2, "a context height or uncertainty", .biasBound),
        ("contextPressure", 2, "a context pressure", .contextPressure),
        ("contextTemperature", 2, "a context temperature", .contextTemperature),
        ("contextTemperatureSpread", 2, "a context temperature's uncertainty", .contextTemperatureSpread),
        ("contextInteger", 2, "a context code or floor", .contextInteger),
        ("contextNumber", 2, "a context confidence", .share),
        ("contextTime", 2, "a time", .instant),
        ("contextLag", 2, "a lag", .duration),
    ]
}

extension NumericRange {
    /// A pressure field of the altitude context (`userPressure`, the reference pressure, its σ).
    static let contextPressure = NumericRange(
        0, 200_000, "from 0 Pa to 200 kPa", "no phone or reference reads more than twice sea-level pressure")
    /// The reference temperature of the altitude context.
    static let contextTemperature = NumericRange(
        173.15, 373.15, "from -100 °C to 100 °C", "beyond the air temperatures of the Earth")
    /// The reference temperature's one-σ uncertainty.
    static let contextTemperatureSpread = NumericRange(0, 100, "from 0 K to 100 K", "a σ of air temperatures")
    /// A code or floor number of the altitude context.
    static let contextInteger = NumericRange(
        -1_000, 99_999, "from -1000 to 99999", "the engine's codes have at most five digits; floors are above -1000")
}
