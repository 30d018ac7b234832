extension RunFacts {
    /// `altsim run PATH SEED-OPTION [--variant VALUES] [engine options]`, or `nil` when the run
    /// has no file or its engine has no `altsim` options (an engine built through the Swift API):
    /// printing the bare command then would rerun the built-in engine.
    public func altsimCommand(seedOption: String) -> String? {
        guard let path = scenarioPath, let engineArguments else { return nil }
        return "altsim run \(ScenarioReport.quoted(path)) \(seedOption)"
            + (variant.map { " --variant " + ScenarioReport.quoted($0) } ?? "")
            + (engineArguments.isEmpty ? "" : " " + engineArguments)
    }

    /// How to rerun without an `altsim` command: "run this test again with seed 3", naming the
    /// engine when it is not one the command line can select.
    public func rerunAdvice(seeds: String) -> String {
        engineArguments == nil
            ? "run this test again with engine '\(engineName)' at \(seeds)" : "run this test again with \(seeds)"
    }
}
