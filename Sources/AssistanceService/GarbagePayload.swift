public import AssistanceProtocol

/// Deterministic garbage for the garbage-payload fault: never decodes as a response.
///
/// The variant and bytes come from a SplitMix64 hash of (request id, time), so a run is
/// reproducible without any random generator. Three shapes: binary noise starting with 0xFF
/// (not UTF-8), the real response cut in half (truncated JSON), and JSON with status 999.
public enum GarbagePayload {
    /// Garbage bytes standing in for `response`.
    public static func bytes(for response: AssistanceResponse, atNanoseconds: Int64) -> [UInt8] {
        var state = response.requestID ^ UInt64(bitPattern: atNanoseconds) &* 0x9E37_79B9_7F4A_7C15
        switch next(&state) % 3 {
        case 0:
            let count = 16 + Int(next(&state) % 64)
            return [0xFF] + (1..<count).map { _ in UInt8(truncatingIfNeeded: next(&state)) }
        case 1:
            let full = AssistanceCodec.encode(response)
            return Array(full.prefix(full.count / 2))
        default:
            return Array(
                "{\"manualCalibrationRequired\":false,\"requestID\":\(response.requestID),\"status\":999}".utf8)
        }
    }

    private static func next(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
