extension AssistanceResponse {
    /// The plausible reference pressures, Pa; anything outside is a corrupt reply.
    public static let plausibleReferencePressurePa: ClosedRange<Double> = 30_000...120_000
    /// The plausible reference temperatures, K (−93 °C … +77 °C).
    public static let plausibleTemperatureKelvin: ClosedRange<Double> = 180...350
    /// The plausible reference-level and terrain heights above the ellipsoid, m.
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
