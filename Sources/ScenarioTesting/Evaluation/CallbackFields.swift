import Scenarios

/// Which per-callback values a collected trace keeps in full, one value per callback.
///
/// Codes, flags, the address and the true building and floor change rarely and are always kept
/// (as runs, ``RunLengthColumn``); so are the callback's time, the reported height, its 68 %
/// uncertainty and the true HAE (failure excerpts print them): exactly with ``heights``, else as
/// Float32 (``HeightColumn``). The other numbers cost 8 bytes a callback each, so a run keeps
/// only those its expectations read (``init(expectations:)``).
struct CallbackFields: OptionSet, Hashable, Sendable {
    let rawValue: UInt32

    static let heightUncertainty = CallbackFields(rawValue: 1 << 0)
    static let heightAboveTerrain = CallbackFields(rawValue: 1 << 1)
    static let heightAboveTerrainUncertainty = CallbackFields(rawValue: 1 << 2)
    static let heightHatUncertainty68 = CallbackFields(rawValue: 1 << 3)
    static let floorConfidence = CallbackFields(rawValue: 1 << 4)
    static let addressConfidence = CallbackFields(rawValue: 1 << 5)
    static let userPressure = CallbackFields(rawValue: 1 << 6)
    static let referencePressure = CallbackFields(rawValue: 1 << 7)
    static let referencePressureUncertainty = CallbackFields(rawValue: 1 << 8)
    static let referenceTemperature = CallbackFields(rawValue: 1 << 9)
    static let referenceTemperatureUncertainty = CallbackFields(rawValue: 1 << 10)
    static let epochTimestamp = CallbackFields(rawValue: 1 << 11)
    static let timestampNanoseconds = CallbackFields(rawValue: 1 << 12)
    /// The true height above terrain.
    static let truthHeightAboveTerrain = CallbackFields(rawValue: 1 << 13)
    /// The reported height, its 68 % uncertainty and the true HAE exactly (8 bytes each a
    /// callback, not 4 as Float32).
    static let heights = CallbackFields(rawValue: 1 << 14)

    /// Every value (the checker then sees each callback as the trace holds it).
    static let all = CallbackFields(rawValue: (1 << 15) - 1)
    /// What the accuracy campaign (`RunAccuracy`) reads besides the kept values.
    static let accuracy: CallbackFields = [.heightUncertainty, .heights]

    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Whether the context's time is kept (`epochTimestamp` is its ms).
    var keepsTimestamps: Bool { !isDisjoint(with: [.epochTimestamp, .timestampNanoseconds]) }

    /// The values the expectations read.
    init(expectations: [Expectation]) {
        self = []
        for expectation in expectations { formUnion(Self.read(by: expectation.form)) }
    }

    /// The values a form reads.
    static func read(by form: ExpectationForm) -> CallbackFields {
        switch form {
        case .accuracy(let height, _, _, _, _, _), .bias(let height, _, _, _, _, _):
            return height == .hat ? [.heightAboveTerrain, .truthHeightAboveTerrain] : [.heights]
        case .uncertaintyCoverage(let level, _, _, _, _):
            switch level {
            case .u68: return [.heights]
            case .u90: return [.heights, .heightUncertainty]
            case .hat68: return [.heightAboveTerrain, .truthHeightAboveTerrain, .heightHatUncertainty68]
            case .hat90: return [.heightAboveTerrain, .truthHeightAboveTerrain, .heightAboveTerrainUncertainty]
            }
        case .noHeight: return [.heights, .heightAboveTerrain]
        case .floorCorrect: return [.heights]
        case .contextField(let field, _, _, _): return read(by: field)
        case .campaign(let inner, _), .acrossSeeds(let inner), .oneOf(_, _, let inner): return read(by: inner)
        case .value, .never, .always, .eventually, .sequence, .transition, .count, .cadence, .callbackCount,
            .firstCallback, .recovery, .finalFloorLabel, .indoorDetectionLabel:
            return []
        }
    }

    /// The values a `context FIELD` expectation reads.
    static func read(by field: ContextField) -> CallbackFields {
        switch field {
        case .height, .heightUncertainty68, .heightUncertainty95: .heights
        case .floorNumber, .address, .statusCode, .errorCode, .warningCode, .manualBaroCal, .baroCalRequired:
            []
        case .heightUncertainty, .heightUncertainty90: .heightUncertainty
        case .heightAboveTerrain: .heightAboveTerrain
        case .heightAboveTerrainUncertainty, .heightHatUncertainty90: .heightAboveTerrainUncertainty
        case .heightHatUncertainty68, .heightHatUncertainty95: .heightHatUncertainty68
        case .floorConfidence: .floorConfidence
        case .addressConfidence: .addressConfidence
        case .userPressure: .userPressure
        case .referencePressurePa: .referencePressure
        case .referencePressureUncertaintyPa: .referencePressureUncertainty
        case .referenceTemperatureKelvin: .referenceTemperature
        case .referenceTemperatureUncertaintyKelvin: .referenceTemperatureUncertainty
        case .epochTimestamp, .timestampOfAltitude: .epochTimestamp
        case .timestampNanoseconds: .timestampNanoseconds
        }
    }
}
