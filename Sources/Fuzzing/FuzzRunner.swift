public import ScenarioTesting
public import Scenarios
public import Simulation

/// Runs one scenario through the simulator and the oracle.
public struct FuzzRunner: Sendable {
    /// The engine under test (default: the built-in `AltitudeEngine`).
    public var engine: EngineFactory
    /// Whether to run each case twice and compare trace hashes (invariant 9).
    public var checkDeterminism: Bool

    /// Creates a runner.
    public init(engine: EngineFactory = .altitudeEngine, checkDeterminism: Bool = true) {
        self.engine = engine
        self.checkDeterminism = checkDeterminism
    }

    /// The outcome of one run.
    public struct Outcome: Sendable {
        /// What the oracle saw.
        public var observation: RunObservation
        /// The trace hash (`nil` when the run did not start).
        public var traceHash: String?
        /// Trace records and facts, for campaign expectations (`nil` when the run did not start).
        public var run: ScenarioRun?
    }

    /// Runs `scenario` at its own seed and checks every invariant.
    public func run(_ scenario: Scenario, keepRun: Bool = false) -> Outcome {
        let first: ScenarioExecution.Outcome
        do {
            first = try ScenarioExecution.run(scenario, engine: engine)
        } catch {
            var observation = RunObservation()
            observation.violations.append(
                Violation(
                    invariant: .runs, offsetNanoseconds: 0, deviceIndex: nil,
                    detail: "the scenario was accepted but did not run: \(error)"))
            return Outcome(observation: observation, traceHash: nil, run: nil)
        }
        var observation = FuzzOracle.check(scenario, records: first.run.records)
        let hash = "\(first.result.traceHash)"
        if checkDeterminism {
            let again = (try? ScenarioExecution.run(scenario, engine: engine)).map { "\($0.result.traceHash)" }
            observation.exercised(.deterministic)
            if again != hash {
                observation.violations.append(
                    Violation(
                        invariant: .deterministic, offsetNanoseconds: 0, deviceIndex: nil,
                        detail: "trace hash \(hash), then \(again ?? "no run") on the second run"))
            }
        }
        return Outcome(observation: observation, traceHash: hash, run: keepRun ? first.run : nil)
    }
}
