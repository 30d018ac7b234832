/// The physical dimension a quantity slot of the grammar expects.
///
/// Each dimension has one base unit in which ``Quantity/baseValue`` is expressed; the base
/// unit is named in the case's documentation and by ``baseUnitSymbol``.
public enum Dimension: String, CaseIterable, Hashable, Sendable {
    /// Length; base unit metre.
    case length
    /// Pressure (absolute or a difference); base unit pascal.
    case pressure
    /// Duration; base unit second (exact nanoseconds via ``Quantity/durationNanoseconds``).
    case duration
    /// Speed; base unit metre per second.
    case speed
    /// Absolute temperature; base unit kelvin.
    case temperature
    /// Temperature difference (a change, not a reading); base unit kelvin.
    case temperatureDifference
    /// Angle (a bearing, clockwise from north); base unit degree.
    case angle
    /// Rate of pressure change; base unit pascal per second.
    case pressureRate
    /// Slope of the ground; base unit metre per metre.
    case slope
    /// A share or probability; base unit 1 (so 25 % has base value 0.25).
    case fraction
    /// Pressure change per temperature change (a sensor's temperature coefficient); base Pa/K.
    case pressurePerTemperature
    /// Temperature change with height (lapse rate); base unit kelvin per metre.
    case temperatureLapse
    /// Horizontal pressure gradient; base unit pascal per metre.
    case pressureGradient
    /// Frequency (a sampling rate); base unit hertz.
    case frequency

    /// The symbol of the base unit.
    public var baseUnitSymbol: String {
        switch self {
        case .length: "m"
        case .pressure: "Pa"
        case .duration: "s"
        case .speed: "m/s"
        case .temperature, .temperatureDifference: "K"
        case .angle: "°"
        case .pressureRate: "Pa/s"
        case .slope: "m/m"
        case .fraction: "1"
        case .pressurePerTemperature: "Pa/K"
        case .temperatureLapse: "K/m"
        case .pressureGradient: "Pa/m"
        case .frequency: "Hz"
        }
    }

    /// A human name for messages ("a length", "a pressure rate").
    public var phrase: String {
        switch self {
        case .length: "a length"
        case .pressure: "a pressure"
        case .duration: "a duration"
        case .speed: "a speed"
        case .temperature: "a temperature"
        case .temperatureDifference: "a temperature difference"
        case .angle: "an angle"
        case .pressureRate: "a pressure rate"
        case .slope: "a slope"
        case .fraction: "a percentage"
        case .pressurePerTemperature: "a pressure per temperature"
        case .temperatureLapse: "a temperature lapse rate"
        case .pressureGradient: "a pressure gradient"
        case .frequency: "a frequency"
        }
    }

    /// The units accepted for this dimension, in the order they are listed in messages.
    public var units: [QuantityUnit] { QuantityUnit.all.filter { $0.dimension == self } }
}
