/// One option a command accepts. The command's usage text and its parser are both made from
/// its list of these, so the help cannot promise an option the parser refuses, or the reverse.
struct OptionSpec: Sendable, Hashable {
    /// How the option is written and how often.
    enum Kind: Sendable, Hashable {
        /// `--quiet`: present or not; takes no value.
        case flag
        /// `--seed N`: one value; giving the option twice is an error.
        case value
        /// `--x V` that may be given several times; the values are kept in order.
        case repeatable
    }

    /// The option as written, with its dashes (`--seed`).
    var name: String
    /// What the usage calls its value (`N`, `FILE`), `nil` for a flag.
    var valueName: String?
    var kind: Kind
    /// What it does, one paragraph; the usage text wraps it.
    var help: String
    /// Whether the value names a file or folder (the hint for a name starting with '-' is `./`).
    var valueIsPath = false

    static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, kind: .flag, help: help)
    }

    static func value(_ name: String, _ valueName: String, path: Bool = false, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, kind: .value, help: help, valueIsPath: path)
    }

    static func repeatable(_ name: String, _ valueName: String, path: Bool = false, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, kind: .repeatable, help: help, valueIsPath: path)
    }

    /// `--name VALUE` as the usage's option list shows it.
    var label: String { valueName.map { name + " " + $0 } ?? name }

    /// Every command also takes `-h` / `--help`: print the usage, exit 0.
    static let help = OptionSpec.flag("--help", help: "print this help")
}

extension OptionSpec {
    /// `--allow-include-outside`, shared by the commands that load scenario files.
    static let allowIncludeOutside = OptionSpec.flag(
        "--allow-include-outside",
        help: "allow `include` and `terrain grid file` to read files outside the scenario's folder")
}
