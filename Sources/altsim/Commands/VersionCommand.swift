/// `altsim version`: prints the tool's version.
enum VersionCommand: Subcommand {
    static let spec = CommandSpec(
        name: "version",
        summary: "print the version",
        synopsis: ["altsim version"],
        discussion: "Prints the AltitudeSim version.")
    static let version = "0.1.0"

    static func run(arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp {
            print(usage)
            return ExitStatus.success
        }
        try parsed.rejectPositionals(beyond: 0)
        print("altsim \(version)")
        return ExitStatus.success
    }
}
