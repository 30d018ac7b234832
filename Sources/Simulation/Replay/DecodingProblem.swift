import Foundation

/// A readable sentence for a `JSONDecoder` failure: what is wrong and at which key path, never
/// the decoder's debug dump and never the content of the file (which need not be scenario text).
public enum DecodingProblem {
    /// "not valid JSON", "missing key `seed`", "`cases[3].index` is not an integer", ….
    /// - Parameter snakeCaseKeys: the file's keys are snake_case (decoded with
    ///   `.convertFromSnakeCase`): name them so.
    public static func describe(_ error: any Error, snakeCaseKeys: Bool = false) -> String {
        let path = { (keys: [any CodingKey]) in Self.path(keys, snakeCase: snakeCaseKeys) }
        guard let error = error as? DecodingError else { return "cannot be decoded" }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key `\(path(context.codingPath + [key]))`"
        case .valueNotFound(let type, let context):
            return "`\(path(context.codingPath))` is null where \(noun(type)) is needed"
        case .typeMismatch(let type, let context):
            return context.codingPath.isEmpty
                ? "not \(noun(type))" : "`\(path(context.codingPath))` is not \(noun(type))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not valid JSON" : "`\(path(context.codingPath))` has a value out of range or of the wrong kind"
        @unknown default:
            return "cannot be decoded"
        }
    }

    /// `a.b[2].c` with keys as written in the file (snake_case keys stay snake_case).
    static func path(_ keys: [any CodingKey], snakeCase: Bool) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
                continue
            }
            let name = snakeCase ? snakeCased(key.stringValue) : key.stringValue
            text += (text.isEmpty ? "" : ".") + name
        }
        return text.isEmpty ? "(top level)" : text
    }

    /// `rootSeed` → `root_seed` (what `.convertToSnakeCase` writes).
    static func snakeCased(_ name: String) -> String {
        var text = ""
        for character in name {
            if character.isUppercase, !text.isEmpty { text += "_" }
            text += character.lowercased()
        }
        return text
    }

    /// "an integer", "a number", "a string", … for the decoded type.
    static func noun(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Int64.Type, is Int32.Type, is UInt64.Type, is UInt32.Type, is UInt.Type, is Int8.Type,
            is UInt8.Type,
            is Int16.Type, is UInt16.Type:
            "an integer in range"
        case is Double.Type, is Float.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }
}
