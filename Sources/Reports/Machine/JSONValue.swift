/// A JSON value with a serializer that sorts object keys and formats numbers the same way on
/// every machine, so the JSON output is byte-identical for identical input.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// An optional number, `null` when absent or not finite (JSON has no NaN).
    static func optional(_ value: Double?) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .number(value)
    }

    /// Pretty-printed text with two-space indents and keys in code-point order.
    func serialized(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = pad + "  "
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return String(value)
        case .unsigned(let value): return String(value)
        case .number(let value):
            guard value.isFinite else { return "null" }
            // Swift's description is the shortest round-tripping form and locale-free.
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return value.description
        case .string(let value): return Self.quote(value)
        case .array(let values):
            guard !values.isEmpty else { return "[]" }
            return "[\n" + values.map { inner + $0.serialized(indent: indent + 1) }.joined(separator: ",\n") + "\n"
                + pad + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let keys = members.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            return "{\n"
                + keys.map { key in
                    inner + Self.quote(key) + ": " + (members[key] ?? .null).serialized(indent: indent + 1)
                }.joined(separator: ",\n") + "\n" + pad + "}"
        }
    }

    /// A JSON string literal; control characters, quotes and backslashes escaped.
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
