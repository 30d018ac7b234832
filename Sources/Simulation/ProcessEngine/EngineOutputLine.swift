import AltitudeEngine
import AssistanceProtocol
import Foundation

/// One line from an engine process (protocol version 1, Docs/engine-protocol.md), as decoded:
/// every field optional, unknown fields ignored. `EngineOutputMessage.parse` checks it.
struct EngineOutputLine: Decodable {
    var type: String
    var `protocol`: Int?
    var name: String?
    var code: Int?
    var success: Bool?
    var context: ContextFields?
    var state: String?
    var record: RecordFields?
    var reason: String?
    var action: String?
    var id: Int64?
    var afterNs: Int64?
    var request: RequestFields?

    struct ContextFields: Decodable {
        var height: Double?
        var heightUncertainty: Double?
        var heightUncertainty68: Double?
        var heightAboveTerrain: Double?
        var heightAboveTerrainUncertainty: Double?
        var heightHatUncertainty68: Double?
        var statusCode: Int?
        var errorCode: Int?
        var manualBaroCal: Bool?
        var userPressure: Double?
        var warningCode: Int?
        var referencePressurePa: Double?
        var referencePressureUncertaintyPa: Double?
        var referenceTemperatureKelvin: Double?
        var referenceTemperatureUncertaintyKelvin: Double?
        var timestampNs: Int64?
    }

    struct RecordFields: Decodable {
        var offsetPa: Double
        var uncertaintyPa: Double
        var madeAtNs: Int64
        var source: String
    }

    struct RequestFields: Decodable {
        var apiKey: String?
        var latitudeDeg: Double
        var longitudeDeg: Double
        var horizontalUncertaintyM: Double
        var phonePressurePa: Double?
        var phonePressureVariancePa2: Double?
    }
}
