/// `altsim version`: prints the tool's version.
enum VersionCommand: Subcommand {
    static let name = "version"
    static let summary = "print the version"
    static let usage = """
        usage: altsim version

        Prints the AltitudeSim version.
        """
    static let version = "0.1.0"

    static func run(arguments: [String]) throws -> Int32 {
        let reader = ArgumentReader(arguments)
        if reader.wantsHelp { print(usage); return ExitStatus.success }
        try reader.rejectUnknownOptions()
        guard reader.remaining.isEmpty else {
            throw UsageError(message: "unexpected argument '\(reader.remaining[0])'")
        }
        print("altsim \(version)")
        return ExitStatus.success
    }
}
