import Foundation

/// Builds one canonical JSON object as UTF-8 bytes: keys in the order written, no spaces,
/// doubles in Swift's shortest round-trip form (locale-free; non-finite values as the strings
/// `"nan"`, `"inf"`, `"-inf"`), integers in decimal, strings escaped per RFC 8259.
struct CanonicalJSONLine {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false

    init() { bytes.reserveCapacity(512) }

    /// Starts a new top-level object, discarding the previous one (keeps the capacity).
    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Closes the top-level object.
    mutating func finish() { bytes.append(UInt8(ascii: "}")) }

    private mutating func key(_ name: String) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
        appendString(name)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func openObject(_ name: String) {
        key(name)
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    mutating func closeObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func null(_ name: String) {
        key(name)
        bytes.append(contentsOf: "null".utf8)
    }

    mutating func int(_ name: String, _ value: Int64) {
        key(name)
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func int(_ name: String, _ value: Int?) {
        guard let value else { return null(name) }
        int(name, Int64(value))
    }

    mutating func uint(_ name: String, _ value: UInt64) {
        key(name)
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func bool(_ name: String, _ value: Bool?) {
        guard let value else { return null(name) }
        key(name)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    mutating func double(_ name: String, _ value: Double?) {
        guard let value else { return null(name) }
        key(name)
        if value.isFinite {
            bytes.append(contentsOf: value.description.utf8)
        } else {
            appendString(value.isNaN ? "nan" : value > 0 ? "inf" : "-inf")
        }
    }

    mutating func string(_ name: String, _ value: String?) {
        guard let value else { return null(name) }
        key(name)
        appendString(value)
    }

    /// A value already encoded as JSON (from `CanonicalJSONLine.encodeCodable`).
    mutating func raw(_ name: String, _ json: [UInt8]) {
        key(name)
        bytes.append(contentsOf: json)
    }

    private mutating func appendString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// Encodes rare nested payloads (requests, responses, uploads, calibration records) with
/// `JSONEncoder`: keys sorted, slashes unescaped, non-finite doubles as `"nan"`/`"inf"`/`"-inf"`.
/// Deterministic for a given toolchain; not on the per-sample path.
final class PayloadEncoder {
    private let encoder: JSONEncoder

    init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }

    func encode(_ value: some Encodable) -> [UInt8] {
        (try? Array(encoder.encode(value))) ?? Array("null".utf8)
    }
}
