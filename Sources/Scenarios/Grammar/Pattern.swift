import Foundation

/// A named clause pattern, written as a spec string such as `"lobby $length"` or
/// `"walk to $string [entrance]"`.
public struct Pattern: Hashable, Sendable {
    /// The clause name recorded in ``ClauseSyntax/name``.
    public let name: String
    /// The elements.
    public let elements: [PatternElement]
    /// The spec as written in the grammar table (used by docs and messages).
    public let spec: String

    /// Parses a spec: space-separated words; `$slot` is a slot; `[` … `]` an optional group.
    /// Unknown slot names become literals (the grammar test checks there are none).
    public init(_ name: String, _ spec: String) {
        self.name = name
        self.spec = spec
        var stack: [[PatternElement]] = [[]]
        for word in spec.split(separator: " ").map(String.init) {
            if word == "[" {
                stack.append([])
                continue
            }
            if word == "]", stack.count > 1 {
                let group = stack.removeLast()
                stack[stack.count - 1].append(.optional(group))
                continue
            }
            stack[stack.count - 1].append(Pattern.element(word))
        }
        while stack.count > 1 {
            let group = stack.removeLast()
            stack[stack.count - 1].append(.optional(group))
        }
        self.elements = stack[0]
    }

    static func element(_ word: String) -> PatternElement {
        guard word.hasPrefix("$") else { return .literal(word) }
        let body = word.dropFirst()
        if let open = body.firstIndex(of: "("), body.hasSuffix(")") {
            let kind = body[..<open]
            let choices = body[body.index(after: open)..<body.index(before: body.endIndex)]
                .split(separator: "|").map(String.init)
            if kind == "word" { return .slot(.word(choices)) }
            if kind == "list" { return .slot(.list(choices)) }
            return .literal(word)
        }
        switch body {
        case "int": return .slot(.integer)
        case "number": return .slot(.number)
        case "coord": return .slot(.coordinate)
        case "string": return .slot(.string)
        case "name": return .slot(.name)
        case "time": return .slot(.time)
        case "date": return .slot(.date)
        case "size": return .slot(.size)
        case "grid": return .slot(.grid)
        case "direction": return .slot(.direction)
        case "cmp": return .slot(.comparison)
        case "zone": return .slot(.zone)
        default:
            if let dimension = Dimension(rawValue: String(body)) { return .slot(.quantity(dimension)) }
            return .literal(word)
        }
    }

    /// The literal that must start the clause, if the pattern starts with one.
    var leadingLiteral: String? {
        if case .literal(let word) = elements.first { word } else { nil }
    }

    /// Words that can start the clause (its leading literal or the choices of a leading word slot).
    var leadingWords: [String] {
        switch elements.first {
        case .literal(let word): [word]
        case .slot(.word(let choices)): choices
        default: []
        }
    }

    /// The spec with slots written as placeholders (`lobby LENGTH`).
    public var usage: String {
        func render(_ elements: [PatternElement]) -> String {
            elements.map { element in
                switch element {
                case .literal(let word): word
                case .slot(let slot): slot.placeholder
                case .optional(let inner): "[" + render(inner) + "]"
                }
            }.joined(separator: " ")
        }
        return render(elements).replacingOccurrences(of: " , ", with: ", ")
    }
}
