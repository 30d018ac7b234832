import Scenarios
import Simulation
import Testing

@testable import ScenarioTesting

/// A scenario that writes neither `gaps` nor `outdoor-accuracy` runs exactly as before either
/// existed: the trace hash of a library scenario is the one the simulator gave without them, and
/// a gaps clause with share 0 leaves it too; with the clauses the trace changes.
@Suite("Barometer gaps and accuracy levels leave clause-free traces unchanged")
struct ClauseFreeHashTests {
    /// `scenarios/indoor-network-positions.scenario` at seed 1, as the simulator traced it before
    /// the two clauses existed.
    static let baselineHash = "ea606338af50a6ee"

    static func scenario() throws -> Scenario {
        let root = try ScenarioFiles.packageRoot(from: "\(#filePath)")
        return try ScenarioExecution.load(path: root + "/scenarios/indoor-network-positions.scenario")
    }

    @Test("The library scenario's trace hash is the one from before the clauses")
    func unchangedHash() throws {
        let result = try ScenarioExecution.run(try Self.scenario(), seed: 1, keepRecords: false).result
        #expect(result.traceHash.description == Self.baselineHash)
    }

    @Test("A gaps clause of share 0 changes nothing; gaps or levels that apply change the trace")
    func clausesApply() throws {
        let plain = try ScenarioExecution.run(try Self.scenario(), seed: 1, keepRecords: false).result.traceHash
        var zero = try Self.scenario()
        zero.devices[0].barometer.gaps = SampleGaps(share: 0, durationSeconds: 3)
        #expect(try ScenarioExecution.run(zero, seed: 1, keepRecords: false).result.traceHash == plain)
        var gapped = try Self.scenario()
        gapped.devices[0].barometer.gaps = SampleGaps(share: 0.01, durationSeconds: 3)
        #expect(try ScenarioExecution.run(gapped, seed: 1, keepRecords: false).result.traceHash != plain)
        var levelled = try Self.scenario()
        levelled.devices[0].gnss.outdoorAccuracyLevels = [
            StatedAccuracyLevel(accuracyMeters: 10, share: 0.5), StatedAccuracyLevel(accuracyMeters: 25, share: 0.5),
        ]
        #expect(try ScenarioExecution.run(levelled, seed: 1, keepRecords: false).result.traceHash != plain)
    }
}
