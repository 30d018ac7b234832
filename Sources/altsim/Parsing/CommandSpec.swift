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

/// One command's declaration: what the usage text says and which options the parser accepts.
struct CommandSpec: Sendable {
    /// The words after `altsim` that select it (`run`, `fuzz merge`).
    var name: String
    /// One line for the list of commands.
    var summary: String
    /// The usage lines after `usage: ` (one per form of the command).
    var synopsis: [String]
    /// Paragraphs printed between the synopsis and the options.
    var discussion: String = ""
    /// The options, in the order the usage lists them (without `--help`, which every command has).
    var options: [OptionSpec] = []
    /// Paragraphs printed after the options (examples, exit status).
    var epilogue: String = ""

    /// The declared option called `name` (with its dashes), `--help` included.
    func option(named name: String) -> OptionSpec? {
        if name == OptionSpec.help.name || name == "-h" { return OptionSpec.help }
        return options.first { $0.name == name }
    }

    /// Every option name the parser accepts, in usage order, `--help` last.
    var acceptedNames: [String] { options.map(\.name) + [OptionSpec.help.name] }
}

extension OptionSpec {
    /// `--allow-include-outside`, shared by the commands that load scenario files.
    static let allowIncludeOutside = OptionSpec.flag(
        "--allow-include-outside",
        help: "allow `include` and `terrain grid file` to read files outside the scenario's folder")
}
