/// Builds one JSON object as a protocol line: keys in the order written, numbers in Swift's
/// shortest round-trip form (`101325.5`, `1e-05`), non-finite numbers as `null` (JSON has no
/// NaN), strings escaped per RFC 8259, and a final newline.
struct ProtocolLineWriter {
    private(set) var bytes: [UInt8] = [UInt8(ascii: "{")]
    private var first = true

    /// A line whose first field is `"type":type` and second `"t":timeNanoseconds`.
    init(type: String, timeNanoseconds: Int64) {
        string("type", type)
        integer("t", timeNanoseconds)
    }

    /// An object with no field yet (nested values).
    init() {}

    mutating func key(_ name: String) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        Self.appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func string(_ name: String, _ value: String) {
        key(name)
        Self.appendString(value, to: &bytes)
    }

    mutating func integer<T: BinaryInteger>(_ name: String, _ value: T) {
        key(name)
        bytes += Array(String(value).utf8)
    }

    mutating func number(_ name: String, _ value: Double) {
        key(name)
        bytes += Array((value.isFinite ? "\(value)" : "null").utf8)
    }

    mutating func bool(_ name: String, _ value: Bool) {
        key(name)
        bytes += Array((value ? "true" : "false").utf8)
    }

    /// Writes the field only when `value` is not `nil` (absent means "none").
    mutating func optionalNumber(_ name: String, _ value: Double?) {
        if let value { number(name, value) }
    }

    mutating func optionalInteger<T: BinaryInteger>(_ name: String, _ value: T?) {
        if let value { integer(name, value) }
    }

    /// A nested object.
    mutating func object(_ name: String, _ value: ProtocolLineWriter) {
        key(name)
        bytes += value.closed
    }

    /// Already-encoded JSON (the engine configuration).
    mutating func raw(_ name: String, _ json: [UInt8]) {
        key(name)
        bytes += json
    }

    mutating func strings(_ name: String, _ values: [String]) {
        key(name)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.appendString(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// The object's bytes, closed (no newline).
    var closed: [UInt8] { bytes + [UInt8(ascii: "}")] }

    /// The object's bytes as one protocol line (newline-terminated).
    var line: [UInt8] { bytes + [UInt8(ascii: "}"), 10] }

    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for unit in text.utf8 {
            switch unit {
            case UInt8(ascii: "\""): bytes += [92, 34]
            case UInt8(ascii: "\\"): bytes += [92, 92]
            case 10: bytes += [92, UInt8(ascii: "n")]
            case 13: bytes += [92, UInt8(ascii: "r")]
            case 9: bytes += [92, UInt8(ascii: "t")]
            case 0..<32:
                let hex = Array("0123456789abcdef".utf8)
                bytes += [92, UInt8(ascii: "u"), 48, 48, hex[Int(unit >> 4)], hex[Int(unit & 15)]]
            default: bytes.append(unit)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
