/// A field of the altitude context the engine delivers with each callback (`NNAltitudeContext`,
/// Docs/engine.md), named as the Swift property is, aliases included: what `expect context …`
/// speaks about.
public enum ContextField: String, Hashable, Sendable, CaseIterable {
    /// `height`: HAE, m.
    case height
    /// `heightUncertainty`: HAE uncertainty at 90 %, m.
    case heightUncertainty
    /// `heightUncertainty68`: HAE uncertainty at 68 %, m.
    case heightUncertainty68
    /// `heightUncertainty90`: alias of `heightUncertainty`, m.
    case heightUncertainty90
    /// `heightUncertainty95`: HAE uncertainty at 95 %, m.
    case heightUncertainty95
    /// `heightAboveTerrain`: HAT, m.
    case heightAboveTerrain
    /// `heightAboveTerrainUncertainty`: HAT uncertainty at 90 %, m.
    case heightAboveTerrainUncertainty
    /// `heightHatUncertainty68`: HAT uncertainty at 68 %, m.
    case heightHatUncertainty68
    /// `heightHatUncertainty90`: alias of `heightAboveTerrainUncertainty`, m.
    case heightHatUncertainty90
    /// `heightHatUncertainty95`: HAT uncertainty at 95 %, m.
    case heightHatUncertainty95
    /// `floorNumber` (not supported by the SDK: always absent).
    case floorNumber
    /// `floorConfidence` (always absent).
    case floorConfidence
    /// `address` (always absent).
    case address
    /// `addressConfidence` (always absent).
    case addressConfidence
    /// `statusCode`: the service status of the data used.
    case statusCode
    /// `errorCode`.
    case errorCode
    /// `warningCode`.
    case warningCode
    /// `epochTimestamp`: the data's time, ms since the Unix epoch.
    case epochTimestamp
    /// `timestampOfAltitude`: alias of `epochTimestamp`.
    case timestampOfAltitude
    /// `timestampNanoseconds`: the data's time, ns since the Unix epoch.
    case timestampNanoseconds
    /// `manualBaroCal`: the calibration-needed flag.
    case manualBaroCal
    /// `baroCalRequired`: alias of `manualBaroCal`.
    case baroCalRequired
    /// `userPressure`: the calibrated phone pressure, Pa.
    case userPressure
    /// `referencePressurePa`, Pa.
    case referencePressurePa
    /// `referencePressureUncertaintyPa`, Pa.
    case referencePressureUncertaintyPa
    /// `referenceTemperatureKelvin`, K.
    case referenceTemperatureKelvin
    /// `referenceTemperatureUncertaintyKelvin`, K (a difference).
    case referenceTemperatureUncertaintyKelvin

    /// What a field holds, which decides the unit its bound is written in.
    public enum Kind: Hashable, Sendable {
        /// A length (m).
        case length
        /// A pressure (Pa).
        case pressure
        /// A temperature (K).
        case temperature
        /// A temperature difference (K).
        case temperatureDifference
        /// A whole number (codes, the floor).
        case integer
        /// A number without unit (confidences).
        case number
        /// An instant, compared as the time since the scenario start.
        case time
        /// A flag.
        case flag
        /// A text.
        case text
    }

    /// What the field holds.
    public var kind: Kind {
        switch self {
        case .height, .heightUncertainty, .heightUncertainty68, .heightUncertainty90, .heightUncertainty95,
            .heightAboveTerrain, .heightAboveTerrainUncertainty, .heightHatUncertainty68, .heightHatUncertainty90,
            .heightHatUncertainty95:
            .length
        case .userPressure, .referencePressurePa, .referencePressureUncertaintyPa: .pressure
        case .referenceTemperatureKelvin: .temperature
        case .referenceTemperatureUncertaintyKelvin: .temperatureDifference
        case .floorNumber, .statusCode, .errorCode, .warningCode: .integer
        case .floorConfidence, .addressConfidence: .number
        case .epochTimestamp, .timestampOfAltitude, .timestampNanoseconds: .time
        case .manualBaroCal, .baroCalRequired: .flag
        case .address: .text
        }
    }

    /// The fields of one kind, in declaration order.
    public static func fields(of kind: Kind) -> [ContextField] { allCases.filter { $0.kind == kind } }
}

/// What `expect context FIELD …` asserts of the field on every callback of its window.
public enum ContextPredicate: Hashable, Sendable {
    /// `COMPARISON VALUE`: every callback that carries the field satisfies the comparison (the value
    /// in the field's base unit: m, Pa, K, a plain number, or seconds since the start for a time).
    case compare(Comparison, Double)
    /// `lag COMPARISON DURATION`: the callback's instant minus the data's time, s.
    case lag(Comparison, seconds: Double)
    /// `present`: every callback carries the field.
    case present
    /// `absent`: no callback carries it.
    case absent
}
