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
