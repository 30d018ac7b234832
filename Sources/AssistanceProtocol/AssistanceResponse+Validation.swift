/// Why a reply could not be used.
public enum AssistanceProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The payload is not a decodable response (garbage bytes, truncated JSON, unknown status).
    case malformedPayload(String)
    /// The payload decoded, but a field is outside its physical range or not finite.
    case invalidField(name: String, value: String)
    /// A 200 (or 620/640) response lacks a field that status requires.
    case missingField(String)

    public var description: String {
        switch self {
        case .malformedPayload(let reason): "malformed assistance payload: \(reason)"
        case .invalidField(let name, let value): "assistance field '\(name)' has invalid value \(value)"
        case .missingField(let name): "assistance response lacks required field '\(name)'"
        }
    }
}

extension AssistanceResponse {
    /// Plausible ranges for reference data; anything outside is a corrupt reply.
    public static let plausibleReferencePressurePa: ClosedRange<Double> = 30_000...120_000
    public static let plausibleTemperatureKelvin: ClosedRange<Double> = 180...350
    public static let plausibleHeightMeters: ClosedRange<Double> = -1_000...10_000

    /// Checks every field for finiteness and physical range, and that the fields the status
    /// promises are present. Throws the first problem found.
    public func validated() throws(AssistanceProtocolError) -> AssistanceResponse {
        func check(_ name: String, _ value: Double?, _ range: ClosedRange<Double>) throws(AssistanceProtocolError) {
            guard let value else { return }
            guard value.isFinite, range.contains(value) else {
                throw .invalidField(name: name, value: "\(value)")
            }
        }
        try check("referencePressurePa", referencePressurePa, Self.plausibleReferencePressurePa)
        try check("referencePressureUncertaintyPa", referencePressureUncertaintyPa, 0...10_000)
        try check("referenceTemperatureKelvin", referenceTemperatureKelvin, Self.plausibleTemperatureKelvin)
        try check("referenceTemperatureUncertaintyKelvin", referenceTemperatureUncertaintyKelvin, 0...100)
        try check("referenceLevelHAEMeters", referenceLevelHAEMeters, Self.plausibleHeightMeters)
        try check("terrainHAEMeters", terrainHAEMeters, Self.plausibleHeightMeters)
        try check("terrainUncertaintyMeters", terrainUncertaintyMeters, 0...1_000)
        try check("terrainSlope", terrainSlope, 0...100)
        try check("calibrationOffsetPa", calibrationOffsetPa, -10_000...10_000)
        try check("calibrationUncertaintyPa", calibrationUncertaintyPa, 0...10_000)
        if let validity = referenceValidityNanoseconds, validity < 0 {
            throw .invalidField(name: "referenceValidityNanoseconds", value: "\(validity)")
        }
        if status.carriesReferencePressure {
            if referencePressurePa == nil { throw .missingField("referencePressurePa") }
            if referenceTemperatureKelvin == nil { throw .missingField("referenceTemperatureKelvin") }
            if referencePressureUncertaintyPa == nil { throw .missingField("referencePressureUncertaintyPa") }
            if referenceLevelHAEMeters == nil { throw .missingField("referenceLevelHAEMeters") }
        }
        return self
    }
}
