import Foundation

/// Encodes rare nested payloads (requests, responses, uploads, calibration records) with
/// `JSONEncoder`: keys sorted, slashes unescaped, non-finite doubles as `"nan"`/`"inf"`/`"-inf"`.
/// Deterministic for a given toolchain; not on the per-sample path.
final class PayloadEncoder {
    private let encoder: JSONEncoder

    init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }

    func encode(_ value: some Encodable) -> [UInt8] {
        (try? Array(encoder.encode(value))) ?? Array("null".utf8)
    }
}
