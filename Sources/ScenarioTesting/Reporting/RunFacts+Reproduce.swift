extension RunFacts {
    /// `altsim run PATH SEED-OPTION [engine options]`, or `nil` when the run has no file or its
    /// engine has no `altsim` options (an engine built through the Swift API): printing the bare
    /// command then would rerun the built-in engine.
    public func altsimCommand(seedOption: String) -> String? {
        guard let path = scenarioPath, let engineArguments = engineReproduceArguments else { return nil }
        return (["altsim run", ScenarioReport.quoted(path), seedOption] + engineArguments.map(ScenarioReport.quoted))
            .joined(separator: " ")
    }

    /// How to rerun without an `altsim` command: "run this test again with seed 3", naming the
    /// engine when it is not the built-in one.
    public func rerunAdvice(seeds: String) -> String {
        engineReproduceArguments == nil ? "run this test again with engine '\(engineName)' at \(seeds)" : "run this test again with \(seeds)"
    }
}
