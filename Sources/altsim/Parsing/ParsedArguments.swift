import Scenarios

/// A command's arguments read against its `CommandSpec`, in one left-to-right pass.
///
/// The rules (Docs/cli.md): `--name VALUE` or `--name=VALUE`; a flag takes no value; an
/// option not in the table is an error with a "did you mean"; an option given twice is an
/// error unless it is repeatable; a value taken from the next word may not look like an option
/// (`--report --quiet`), except a negative number, while the `=` form takes any value as
/// written; `--` ends the options and everything after it is a positional argument;
/// `-h`/`--help` anywhere before `--` asks for the usage.
struct ParsedArguments: Sendable {
    let spec: CommandSpec
    /// The words that are not options, in order.
    private(set) var positionals: [String] = []
    /// Whether `-h` or `--help` was given.
    private(set) var wantsHelp = false
    /// The values of each option given, by name; a flag has one empty value.
    private var values: [String: [String]] = [:]

    /// Reads `arguments` (the words after the command's name) against `spec`; throws a
    /// `UsageError` for the first word that does not fit.
    init(_ arguments: [String], spec: CommandSpec) throws {
        self.spec = spec
        let optionWords = arguments.prefix { $0 != "--" }
        if optionWords.contains(where: { $0 == "--help" || $0 == "-h" }) {
            wantsHelp = true
            return
        }
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            if word == "--" {
                positionals += arguments[index...]
                break
            }
            guard Self.looksLikeOption(word) else {
                positionals.append(word)
                continue
            }
            let equals = word.firstIndex(of: "=")
            let name = equals.map { String(word[..<$0]) } ?? word
            guard let option = spec.option(named: name) else { throw Self.unknownOption(name, spec: spec) }
            let value = try Self.value(
                of: option, written: name, in: word, equals: equals, arguments: arguments,
                index: &index)
            if let earlier = values[option.name], option.kind != .repeatable {
                let both = option.kind == .flag ? "" : " ('\(earlier[0])' and '\(value)')"
                throw UsageError(message: "option \(name) given twice\(both); give it once")
            }
            values[option.name, default: []].append(value)
        }
    }

    /// The value of `option`, written `name` in `word`: after its `=`, else the next argument
    /// (`index` moves past it); a flag's is empty.
    private static func value(
        of option: OptionSpec, written name: String, in word: String, equals: String.Index?,
        arguments: [String], index: inout Int
    ) throws -> String {
        switch option.kind {
        case .flag:
            if equals != nil {
                throw UsageError(message: "option \(name) takes no value (got '\(word)')")
            }
            return ""
        case .value, .repeatable:
            let value: String
            if let equals {
                value = String(word[word.index(after: equals)...])
            } else {
                guard index < arguments.endIndex else { throw UsageError(message: "option \(name) needs a value") }
                let next = arguments[index]
                if looksLikeOption(next) || next == "--" {
                    let example = option.valueIsPath ? "./" + next : next
                    let what =
                        option.valueIsPath
                        ? "to name a file that starts with '-'" : "to give a value that starts with '-'"
                    throw UsageError(
                        message:
                            "option \(name) needs a value (got the option '\(next)'); \(what), write \(name)=\(example)"
                    )
                }
                value = next
                index += 1
            }
            if option.valueIsPath && value.isEmpty {
                throw UsageError(message: "option \(name) needs a file name, got an empty value")
            }
            return value
        }
    }

    /// Whether `word` is read as an option: it starts with '-', is not '-' alone (a name some
    /// tools use for standard input) and is not a negative number (`-3`, `-0.5`).
    static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        return Double(word) == nil
    }

    /// "unknown option '--seeed'; did you mean '--seed'?"
    static func unknownOption(_ name: String, spec: CommandSpec) -> UsageError {
        var message = "unknown option '\(name)'"
        if let suggestion = EditDistance.didYouMean(name, among: spec.acceptedNames) {
            message += "; " + suggestion
        } else if !name.hasPrefix("--"), let long = spec.acceptedNames.first(where: { $0 == "-" + name }) {
            message += "; did you mean '\(long)'?"
        }
        return UsageError(message: message)
    }

    private func declared(_ name: String, _ kinds: Set<OptionSpec.Kind>) -> Bool {
        guard let option = spec.option(named: name), kinds.contains(option.kind) else {
            assertionFailure("altsim \(spec.name) reads \(name), which its CommandSpec does not declare as \(kinds)")
            return false
        }
        return true
    }

    /// Whether the flag `name` was given.
    func flag(_ name: String) -> Bool {
        declared(name, [.flag]) && values[name] != nil
    }

    /// The value of the option `name`, or `nil` when it was not given.
    func value(_ name: String) -> String? {
        guard declared(name, [.value]) else { return nil }
        return values[name]?.first
    }

    /// Every value of the repeatable option `name`, in the order given.
    func values(_ name: String) -> [String] {
        guard declared(name, [.repeatable]) else { return [] }
        return values[name] ?? []
    }

    /// Whether the option `name` (of any kind) was given.
    func has(_ name: String) -> Bool {
        declared(name, [.flag, .value, .repeatable]) && values[name] != nil
    }

    /// The names of the given options among `names`, in the order of `names`.
    func given(_ names: [String]) -> [String] { names.filter(has) }

    /// The integer value of the option `name`, or `nil` when it was not given.
    func integer<T: FixedWidthInteger>(_ name: String, as type: T.Type = T.self) throws -> T? {
        guard let text = value(name) else { return nil }
        guard let number = T(text) else {
            throw UsageError(message: "option \(name) expects an integer, got '\(text)'")
        }
        return number
    }

    /// Fails unless at most `count` positional arguments were given, naming the first extra one.
    func rejectPositionals(beyond count: Int) throws {
        if positionals.count > count {
            throw UsageError(message: "unexpected argument '\(positionals[count])'")
        }
    }
}
