public import Scenarios
public import Simulation

/// Runs a `Scenario` through the simulator and gathers what the checker needs.
///
/// The one place where a scenario, a seed and an engine become a trace plus `RunFacts`; the
/// CLI, `ScenarioRunner.standard` and the fuzzer all go through it, so they agree on what a
/// run is.
public enum ScenarioExecution {
    /// The outcome of one run.
    public struct Outcome: Sendable {
        /// The trace and the facts, ready for `ExpectationEvaluator`.
        public var run: ScenarioRun
        /// Counts, hash and pending events of the simulation.
        public var result: SimulationResult
        /// The spec that ran (the scenario at the seed).
        public var spec: SimulationSpec
    }

    /// Runs `scenario` at `seed` (the scenario's own seed when `nil`).
    /// - Parameters:
    ///   - path: the `.scenario` file, for the reproduce command in failures.
    ///   - engine: the engine under test (default: the built-in `AltitudeEngine`).
    ///   - sink: an extra trace consumer (for example a `JSONLinesWriter` for `--trace`).
    ///   - keepRawSamples: also trace every raw sample (for reports and replayable traces).
    ///   - keepRecords: keep every trace record in `run.records` (reports, the fuzz oracle and
    ///     tests read them). `false` keeps only what the scenario's expectations read, collected
    ///     as the run streams: memory then grows by ≈ 24 bytes per callback instead of ≈ 2 kB,
    ///     and `run.records` is empty.
    ///   - keepAccuracy: with `keepRecords: false`, also keep what `RunAccuracy.measure(run:)`
    ///     reads (the 90 % uncertainty, 8 more bytes per callback).
    /// - Throws: `SimulationError`/`WorldError` when the scenario cannot be set up, and
    ///   `EngineRunFailure` when the engine failed during the run (an engine process).
    public static func run(
        _ scenario: Scenario, seed: UInt64? = nil, path: String? = nil, engine: EngineFactory = .altitudeEngine,
        sink: (any TraceSink)? = nil, keepRawSamples: Bool = false, keepRecords: Bool = true,
        keepAccuracy: Bool = false
    ) throws -> Outcome {
        try run(
            scenario, seed: seed, path: path, engine: engine, sink: sink,
            keepRawSamples: keepRawSamples, keepRecords: keepRecords, keepAccuracy: keepAccuracy
        ) { $0.run() }
    }

    /// `run(_:seed:path:engine:sink:keepRawSamples:)` with the built simulation handed to `drive`,
    /// which runs it (`ScenarioHost` runs it with an engine bound to the `NNSDK` facade).
    static func run(
        _ scenario: Scenario, seed: UInt64?, path: String?, engine: EngineFactory, sink: (any TraceSink)?,
        keepRawSamples: Bool, keepRecords: Bool = true, keepAccuracy: Bool = false,
        drive: (SimulationRun) throws -> SimulationResult
    ) throws -> Outcome {
        var spec = try scenario.simulationSpec(seed: seed)
        if keepRawSamples { spec.trace.keepRawSamples = true }
        let recorder = TraceRecorder()
        let collector = DeviceTraceCollector(
            deviceCount: spec.devices.count, startNanoseconds: spec.startNanoseconds,
            fields: CallbackFields(expectations: scenario.expectations).union(keepAccuracy ? .accuracy : []))
        let kept: any TraceSink = keepRecords ? recorder : collector
        let sinks: [any TraceSink] = [kept] + (sink.map { [$0] } ?? [])
        let simulation = try SimulationRun(spec: spec, engine: engine, sink: FanOutSink(sinks))
        let result = try drive(simulation)
        if let failure = result.engineFailure { throw failure }
        var facts = RunFacts(scenario: scenario, spec: spec, world: simulation.world, path: path)
        facts.engineName = engine.name
        facts.variant = scenario.variant
        facts.engineArguments = engine.commandLineArguments
        let run =
            keepRecords
            ? ScenarioRun(records: recorder.records, facts: facts)
            : ScenarioRun(collected: collector.finished(facts: facts), facts: facts)
        return Outcome(run: run, result: result, spec: spec)
    }

    /// Loads a `.scenario` file into a `Scenario`, or throws its rendered diagnostics (a file
    /// with any error is `.invalid`, never `.library`).
    /// - Parameter includePolicy: which files its includes and height grids may name.
    public static func load(path: String, includePolicy: IncludePolicy = .anywhere) throws -> Scenario {
        let loaded = ScenarioLoader(includePolicy: includePolicy).loadScenario(path: path)
        if loaded.hasErrors {
            throw ScenarioExecutionError.invalid(path: path, diagnostics: loaded.renderDiagnostics())
        }
        if loaded.isLibrary { throw ScenarioExecutionError.library(path: path) }
        guard let scenario = loaded.scenario else {
            throw ScenarioExecutionError.invalid(path: path, diagnostics: loaded.renderDiagnostics())
        }
        return scenario
    }
}

/// Why a scenario file could not be run.
public enum ScenarioExecutionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file has errors; `diagnostics` is their rendered text (`path:line:col: error: …`).
    case invalid(path: String, diagnostics: String)
    /// The file is a library (no error and no `scenario` statement): it is only meant to be included.
    case library(path: String)

    /// The diagnostics, or why a library file cannot run.
    public var description: String {
        switch self {
        case .invalid(_, let diagnostics): diagnostics
        case .library(let path):
            "\(path) is a library (it has no 'scenario' statement): include it from a scenario instead of running it"
        }
    }
}

extension RunFacts {
    /// The facts of a run of `scenario` with the built `world`.
    public init(scenario: Scenario, spec: SimulationSpec, world: World, path: String?) {
        let devices = spec.devices.map { Device(name: $0.name, heldHeightMeters: $0.handHeightMeters) }
        let floorPlans = world.buildings.map { building in
            let ground = building.groundElevationMeters ?? world.terrainHeightMeters(at: building.centre)
            return FloorPlan(
                building: building,
                groundHAEMeters: world.ellipsoidalHeightMeters(at: building.centre, heightMSLMeters: ground))
        }
        self.init(
            devices: devices, startNanoseconds: spec.startNanoseconds, durationNanoseconds: spec.durationNanoseconds,
            seed: spec.seed, scenarioPath: path, faultWindows: [], floorPlans: floorPlans)
    }
}

extension ScenarioRunner {
    /// Builds a runner that loads files with the scenario language and runs them with `engine`.
    public static func simulator(engine: EngineFactory = .altitudeEngine) -> ScenarioRunner {
        ScenarioRunner { path in
            let runs = try ScenarioExecution.load(path: path).runs.map { scenario in
                ScenarioUnderTest(
                    name: scenario.name, path: path, expectations: scenario.expectations, defaultSeed: scenario.seed
                ) { seed in
                    try ScenarioExecution.run(scenario, seed: seed, path: path, engine: engine).run
                }
            }
            var first = runs[0]
            first.otherVariants = Array(runs.dropFirst())
            return first
        }
    }
}
