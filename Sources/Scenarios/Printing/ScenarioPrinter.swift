/// Prints a syntax tree as canonical scenario text.
///
/// Canonical form: one statement per line, keyword, head, clauses joined by `", "` (by `" "`
/// for `at` and `expect` lines, which read as sentences), `"; "` between sections, device
/// blocks indented by two spaces, a blank line between groups of different statements.
/// Numbers keep the text they were written with, so `parse(print(tree))` equals `tree`
/// modulo source locations.
public enum ScenarioPrinter {
    /// The canonical text of a file.
    public static func print(_ file: ScenarioFileSyntax) -> String {
        var output = ""
        var previous: StatementKind?
        for statement in file.statements {
            if let previous, group(previous) != group(statement.kind) || statement.kind == .device {
                output += "\n"
            }
            output += print(statement, indent: "")
            previous = statement.kind
        }
        return output
    }

    /// Statements of one group print without blank lines between them.
    static func group(_ kind: StatementKind) -> Int {
        switch kind {
        case .scenario, .seed, .duration, .tags, .start, .origin, .geoid, .include: 0
        case .phoneModel: 2
        case .device, .timeline: 3
        case .expect: 4
        default: 1
        }
    }

    /// The canonical text of one statement (and its block), each line ending in a newline.
    public static func print(_ statement: StatementSyntax, indent: String = "") -> String {
        let schema = Grammar.schema(of: statement.kind)
        var words = [statement.kind.keyword]
        if let copies = statement.copies { words.insert(print(copies.value) + " ×", at: 0) }
        let head = print(statement.head.elements)
        if !head.isEmpty { words.append(head) }
        var line = words.joined(separator: " ")
        let sections = statement.sections.map { section in
            section.map { print($0.elements) }.joined(separator: schema.joiner)
        }
        if !sections.isEmpty { line += " " + sections.joined(separator: "; ") }
        var output = indent + line + "\n"
        for child in statement.block { output += print(child, indent: indent + "  ") }
        return output
    }

    /// The canonical text of a clause's elements.
    public static func print(_ elements: [ClauseElement]) -> String {
        var text = ""
        for element in elements {
            let piece: String
            switch element {
            case .keyword(let word): piece = word
            case .value(let node): piece = print(node.value)
            }
            if piece == "," {
                text += ","
            } else {
                text += (text.isEmpty ? "" : " ") + piece
            }
        }
        return text
    }

    /// The canonical text of a value.
    public static func print(_ value: ValueSyntax) -> String {
        switch value {
        case .quantity(let quantity): quantity.description
        case .integer(let integer): String(integer)
        case .number(let number): number.text
        case .string(let string): quote(string)
        case .word(let word): word
        case .time(.clock(let clock)): clock.description
        case .time(.offset(let quantity)): quantity.description
        case .date(let year, let month, let day): date(year, month, day)
        case .size(let width, let depth):
            width.unit == depth.unit ? "\(width.magnitude) × \(depth)" : "\(width) × \(depth)"
        case .grid(let columns, let rows): "\(columns) × \(rows)"
        case .list(let words): words.joined(separator: ", ")
        }
    }

    private static func date(_ year: Int, _ month: Int, _ day: Int) -> String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// A string literal with `"`, `\`, newline, tab, carriage return and control characters escaped.
    public static func quote(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    text += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
