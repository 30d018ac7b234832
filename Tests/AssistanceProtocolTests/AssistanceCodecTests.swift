import AssistanceProtocol
import Testing

@Suite("Assistance wire format")
struct AssistanceCodecTests {
    static let good = AssistanceResponse(
        requestID: 7, status: .delivered, referencePressurePa: 101_300, referencePressureUncertaintyPa: 8,
        referenceTemperatureKelvin: 288, referenceTemperatureUncertaintyKelvin: 1, referenceLevelHAEMeters: -32,
        referenceTimeNanoseconds: 1_000, referenceValidityNanoseconds: 120_000_000_000, terrainHAEMeters: 10,
        terrainUncertaintyMeters: 1, terrainSlope: 0.01, manualCalibrationRequired: false)

    @Test("A response survives encode and decode")
    func roundTrip() throws {
        let decoded = try AssistanceCodec.decodeResponse(AssistanceCodec.encode(Self.good))
        #expect(decoded == Self.good)
    }

    @Test(
        "Garbage bytes are a malformed payload, not a crash",
        arguments: [
            [UInt8](), [0xFF, 0xFE, 0x00], Array("{\"requestID\":1".utf8), Array("{\"status\":999}".utf8),
            Array("null".utf8),
        ])
    func garbage(bytes: [UInt8]) {
        #expect(throws: AssistanceProtocolError.self) { try AssistanceCodec.decodeResponse(bytes) }
    }

    @Test("Out-of-range fields are rejected")
    func ranges() {
        var bad = Self.good
        bad.referencePressurePa = 5
        #expect(throws: AssistanceProtocolError.invalidField(name: "referencePressurePa", value: "5.0")) {
            try bad.validated()
        }
        bad = Self.good
        bad.referenceTemperatureKelvin = .nan
        #expect(throws: AssistanceProtocolError.self) { try bad.validated() }
        bad = Self.good
        bad.referencePressurePa = nil
        #expect(throws: AssistanceProtocolError.missingField("referencePressurePa")) { try bad.validated() }
    }

    @Test("A 600 response needs no reference data")
    func outsideCoverage() throws {
        let response = AssistanceResponse(requestID: 1, status: .outsideServiceArea)
        #expect(try response.validated() == response)
    }

    @Test("Calibration records are validated")
    func calibrationRecord() {
        #expect(CalibrationRecord(offsetPa: 60, uncertaintyPa: 5, madeAtNanoseconds: 0, source: .manual).isValid)
        #expect(
            !CalibrationRecord(offsetPa: .infinity, uncertaintyPa: 5, madeAtNanoseconds: 0, source: .manual).isValid)
        #expect(!CalibrationRecord(offsetPa: 1, uncertaintyPa: 0, madeAtNanoseconds: 0, source: .background).isValid)
    }
}
