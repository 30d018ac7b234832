import Foundation
import ScenarioTesting
import Scenarios

/// One seed's run of one scenario as a shard file keeps it: what the campaign's outputs need
/// (the verdicts, the run's facts, each device's accuracy record), or the error line of a run
/// that could not be set up. ``seedRun(expectations:)`` rebuilds the run for ``CampaignRun``.
///
/// Expectations are stored by their index in the scenario's list: the merge loads the same
/// scenario (its files' hashes checked) and takes them from there.
struct StoredRun: Codable, Equatable, Sendable {
    /// The seed's position in the campaign's seed list (from 0).
    var position: Int
    var seed: UInt64
    /// The campaign's error line for this seed (`ERROR path (seed N): …`), when the run failed.
    var error: String?
    var facts: StoredFacts?
    var verdicts: [StoredVerdict]?
    var accuracy: [StoredAccuracy]?

    init(position: Int, seed: UInt64, result: CampaignRun.SeedResult, expectations: [Expectation]) {
        self.position = position
        self.seed = seed
        switch result {
        case .failure(let failure): error = failure.message
        case .success(let run):
            facts = StoredFacts(run.report.facts)
            verdicts = run.report.verdicts.map { StoredVerdict($0, expectations: expectations) }
            accuracy = run.accuracy.map(StoredAccuracy.init)
        }
    }

    /// The run as ``CampaignRun`` judges it.
    /// - Throws: ``ShardMergeError`` when the stored run does not fit the scenario.
    func seedRun(expectations: [Expectation]) throws(ShardMergeError) -> CampaignRun.SeedResult {
        if let error { return .failure(CampaignRun.SeedFailure(message: error)) }
        guard let facts, let verdicts, let accuracy else {
            throw ShardMergeError(message: "the run at seed \(seed) has neither results nor an error")
        }
        var rebuilt: [ExpectationVerdict] = []
        for verdict in verdicts { rebuilt.append(try verdict.verdict(expectations: expectations, seed: seed)) }
        var records: [RunAccuracy] = []
        for record in accuracy { records.append(try record.runAccuracy(seed: seed)) }
        return .success(
            CampaignRun.SeedRun(report: ScenarioReport(facts: facts.runFacts, verdicts: rebuilt), accuracy: records))
    }
}

/// ``RunFacts`` without its floor plans (the accuracy records already hold the floors a run
/// named; no campaign output reads the plans).
struct StoredFacts: Codable, Equatable, Sendable {
    struct Device: Codable, Equatable, Sendable {
        var name: String
        var heldHeightMeters: Double
    }

    struct FaultWindow: Codable, Equatable, Sendable {
        var description: String
        var startNanoseconds: Int64
        var endNanoseconds: Int64?
        var deviceIndex: Int?
    }

    var devices: [Device]
    var startNanoseconds: Int64
    var durationNanoseconds: Int64
    var seed: UInt64
    var scenarioPath: String?
    var faultWindows: [FaultWindow]
    var engineName: String
    var engineArguments: String?
    var variant: String?

    init(_ facts: RunFacts) {
        devices = facts.devices.map { Device(name: $0.name, heldHeightMeters: $0.heldHeightMeters) }
        startNanoseconds = facts.startNanoseconds
        durationNanoseconds = facts.durationNanoseconds
        seed = facts.seed
        scenarioPath = facts.scenarioPath
        faultWindows = facts.faultWindows.map {
            FaultWindow(
                description: $0.description, startNanoseconds: $0.startNanoseconds,
                endNanoseconds: $0.endNanoseconds, deviceIndex: $0.deviceIndex)
        }
        engineName = facts.engineName
        engineArguments = facts.engineArguments
        variant = facts.variant
    }

    var runFacts: RunFacts {
        var facts = RunFacts(
            devices: devices.map { RunFacts.Device(name: $0.name, heldHeightMeters: $0.heldHeightMeters) },
            startNanoseconds: startNanoseconds, durationNanoseconds: durationNanoseconds, seed: seed,
            scenarioPath: scenarioPath,
            faultWindows: faultWindows.map {
                RunFacts.FaultWindow(
                    description: $0.description, startNanoseconds: $0.startNanoseconds,
                    endNanoseconds: $0.endNanoseconds, deviceIndex: $0.deviceIndex)
            })
        facts.engineName = engineName
        facts.engineArguments = engineArguments
        facts.variant = variant
        return facts
    }
}

/// ``RunTally`` as stored.
struct StoredTally: Codable, Equatable, Sendable {
    var count: Int
    var inside: Int
    var errorSumMeters: Double

    init(_ tally: RunTally) {
        count = tally.count
        inside = tally.inside
        errorSumMeters = tally.errorSumMeters
    }

    var tally: RunTally { RunTally(count: count, inside: inside, errorSumMeters: errorSumMeters) }
}

/// ``ExpectationVerdict`` with its expectation as an index into the scenario's expectations.
struct StoredVerdict: Codable, Equatable, Sendable {
    var expectation: Int
    var device: String
    /// `holds`, `fails`, `reached`, `unreached` (a campaign observation) or `pooled`.
    var outcome: String
    var tally: StoredTally?
    var expected: String
    var actual: String
    var instantsNanoseconds: [Int64]
    var excerpt: [String]

    init(_ verdict: ExpectationVerdict, expectations: [Expectation]) {
        expectation = expectations.firstIndex(of: verdict.expectation) ?? -1
        device = verdict.deviceName
        switch verdict.outcome {
        case .holds: outcome = "holds"
        case .fails: outcome = "fails"
        case .campaignObservation(let reached): outcome = reached ? "reached" : "unreached"
        case .pooledObservation(let runTally):
            outcome = "pooled"
            tally = StoredTally(runTally)
        }
        expected = verdict.expected
        actual = verdict.actual
        instantsNanoseconds = verdict.instantsNanoseconds
        excerpt = verdict.excerpt
    }

    func verdict(expectations: [Expectation], seed: UInt64) throws(ShardMergeError) -> ExpectationVerdict {
        guard expectations.indices.contains(expectation) else {
            throw ShardMergeError(
                message:
                    "the run at seed \(seed) names expectation \(expectation + 1), but the scenario has \(expectations.count)"
            )
        }
        let decoded: ExpectationVerdict.Outcome
        switch (outcome, tally) {
        case ("holds", _): decoded = .holds
        case ("fails", _): decoded = .fails
        case ("reached", _): decoded = .campaignObservation(reached: true)
        case ("unreached", _): decoded = .campaignObservation(reached: false)
        case ("pooled", let tally?): decoded = .pooledObservation(tally.tally)
        default:
            throw ShardMergeError(message: "the run at seed \(seed) has an unknown verdict outcome '\(outcome)'")
        }
        return ExpectationVerdict(
            expectation: expectations[expectation], deviceName: device, outcome: decoded, expected: expected,
            actual: actual, instantsNanoseconds: instantsNanoseconds, excerpt: excerpt)
    }
}

/// ``RunAccuracy``: the absolute errors as Base64 of little-endian IEEE 754 doubles (exact, and
/// about half the size of decimal text: a one-hour run at 1 Hz is 3,600 errors).
struct StoredAccuracy: Codable, Equatable, Sendable {
    var device: String
    var absoluteErrorsMeters: String
    var floor: StoredTally
    var u68: StoredTally
    var u90: StoredTally

    init(_ record: RunAccuracy) {
        device = record.deviceName
        var bytes: [UInt8] = []
        bytes.reserveCapacity(record.absoluteErrorsMeters.count * 8)
        for error in record.absoluteErrorsMeters {
            withUnsafeBytes(of: error.bitPattern.littleEndian) { bytes += $0 }
        }
        absoluteErrorsMeters = Data(bytes).base64EncodedString()
        floor = StoredTally(record.floor)
        u68 = StoredTally(record.u68)
        u90 = StoredTally(record.u90)
    }

    func runAccuracy(seed: UInt64) throws(ShardMergeError) -> RunAccuracy {
        guard let data = Data(base64Encoded: absoluteErrorsMeters), data.count % 8 == 0 else {
            throw ShardMergeError(
                message:
                    "the run at seed \(seed) has a damaged error list for device \"\(device)\" (not Base64 of doubles)")
        }
        let bytes = [UInt8](data)
        var errors: [Double] = []
        errors.reserveCapacity(bytes.count / 8)
        for start in stride(from: 0, to: bytes.count, by: 8) {
            var bits: UInt64 = 0
            for offset in 0..<8 { bits |= UInt64(bytes[start + offset]) << (8 * UInt64(offset)) }
            errors.append(Double(bitPattern: bits))
        }
        return RunAccuracy(
            seed: seed, deviceName: device, absoluteErrorsMeters: errors, floor: floor.tally, u68: u68.tally,
            u90: u90.tally)
    }
}
