/// What a slot of a grammar pattern accepts.
public enum Slot: Hashable, Sendable {
    /// A number with a unit of this dimension (`$length`, `$pressure`, … by dimension name).
    case quantity(Dimension)
    /// A whole number (`$int`).
    case integer
    /// A number without unit (`$number`).
    case number
    /// A coordinate in degrees, `°` optional (`$coord`).
    case coordinate
    /// A string literal (`$string`).
    case string
    /// Any identifier (`$name`).
    case name
    /// One word of a fixed set (`$word(a|b)`).
    case word([String])
    /// A comma-separated list of words of a fixed set (`$list(a|b)`).
    case list([String])
    /// A time since the start (`$time`): `HH:MM[:SS]`, `day N HH:MM`, or a duration.
    case time
    /// A date `YYYY-MM-DD` (`$date`).
    case date
    /// `W × D unit` (`$size`): two lengths, the first unit optional.
    case size
    /// `N × M` counts (`$grid`).
    case grid
    /// A bearing: an angle or a compass word (`$direction`).
    case direction
    /// A comparison `<`, `<=`, `>`, `>=`, `=` (`$cmp`).
    case comparison
    /// A UTC offset `+01:00` / `-05:30` or a time-zone name `Europe/Zurich` (`$zone`).
    case zone

    /// The compass words a `$direction` accepts, and their bearings in degrees.
    public static let compass: [(word: String, degrees: Double)] = [
        ("north", 0), ("northeast", 45), ("east", 90), ("southeast", 135),
        ("south", 180), ("southwest", 225), ("west", 270), ("northwest", 315),
    ]

    /// How the slot reads in documentation and messages.
    public var placeholder: String {
        switch self {
        case .quantity(.fraction): "PERCENT"
        case .quantity(let d):
            String(d.rawValue.flatMap { $0.isUppercase ? ["-", $0] : [$0] }).uppercased()
        case .integer: "N"
        case .number: "NUMBER"
        case .coordinate: "DEGREES"
        case .string: "\"NAME\""
        case .name: "WORD"
        case .word(let words): words.joined(separator: "/")
        case .list(let words): "{" + words.joined(separator: ", ") + "}"
        case .time: "TIME"
        case .date: "YYYY-MM-DD"
        case .size: "WIDTH × DEPTH"
        case .grid: "N × M"
        case .direction: "DIRECTION"
        case .comparison: "COMPARISON"
        case .zone: "ZONE"
        }
    }
}
