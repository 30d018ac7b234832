extension ValueNode {
    /// The value of a quantity of `dimension` in its base unit, or nil for another value.
    func base(_ dimension: Dimension) -> Double? {
        guard let quantity, quantity.dimension == dimension else { return nil }
        return quantity.baseValue
    }

    /// A length in metres.
    public var lengthMeters: Double? { base(.length) }
    /// A pressure (or pressure difference) in pascals.
    public var pressurePa: Double? { base(.pressure) }
    /// A duration in exact nanoseconds (also for a time written as a duration).
    public var durationNanoseconds: Int64? { quantity?.durationNanoseconds }
    /// A speed in metres per second.
    public var speedMetersPerSecond: Double? { base(.speed) }
    /// A temperature in kelvin.
    public var temperatureKelvin: Double? { base(.temperature) }
    /// A temperature difference in kelvin.
    public var temperatureDifferenceKelvin: Double? { base(.temperatureDifference) }
    /// A pressure rate in pascals per second.
    public var pressureRatePaPerSecond: Double? { base(.pressureRate) }
    /// A slope in metres per metre.
    public var slopeMetersPerMeter: Double? { base(.slope) }
    /// A percentage as a fraction (25 % → 0.25).
    public var fraction: Double? { base(.fraction) }
    /// A temperature coefficient in pascals per kelvin.
    public var pressurePerTemperaturePaPerKelvin: Double? { base(.pressurePerTemperature) }
    /// A lapse rate in kelvin per metre.
    public var lapseRateKelvinPerMeter: Double? { base(.temperatureLapse) }
    /// A horizontal pressure gradient in pascals per metre.
    public var pressureGradientPaPerMeter: Double? { base(.pressureGradient) }
    /// A frequency in hertz.
    public var frequencyHertz: Double? { base(.frequency) }
    /// A time since the scenario start, in nanoseconds.
    public var timeNanosecondsSinceStart: Int64? { time?.nanosecondsSinceStart }

    /// A bearing in degrees clockwise from north: an angle, or a compass word (`west` → 270).
    public var bearingDegrees: Double? {
        if let angle = base(.angle) { return angle }
        guard let word else { return nil }
        return Slot.compass.first { $0.word == word }?.degrees
    }
}

extension ValueNode {
    /// The quantity expressed in the unit spelled `spelling` of its dimension, converted
    /// exactly and rounded once (the literal itself when written in that unit), or nil.
    func value(inUnit spelling: String) -> Double? {
        guard let quantity, let target = QuantityUnit.lookup(spelling, dimension: quantity.dimension) else {
            return nil
        }
        if quantity.unit == target { return quantity.magnitude.value }
        if let exact = quantity.exactBaseValue?.plus(Rational(-target.offset.numerator, target.offset.denominator))?
            .times(Rational(target.factor.denominator, target.factor.numerator)),
            exact.numerator.magnitude < (1 << 53), exact.denominator.magnitude < (1 << 53)
        {
            return exact.doubleValue
        }
        return quantity.value(in: target)
    }
}
