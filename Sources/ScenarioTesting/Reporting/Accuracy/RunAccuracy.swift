public import Simulation

/// What one device showed in one run, for the accuracy campaign report: the |HAE error| of
/// every altitude callback that reported a height, how many indoor callbacks named the true
/// floor, and how many errors lay within the reported 68 % and 90 % uncertainties.
///
/// Every callback with a height counts, from the first to the last: a callback is one
/// "call" in the sense of the FCC's z-axis rule and the CTIA Stage Z tests (Docs/cli.md,
/// "The accuracy campaign report").
public struct RunAccuracy: Hashable, Sendable {
    /// The run's seed.
    public var seed: UInt64
    /// The device's name in the scenario.
    public var deviceName: String
    /// |reported − true HAE| of each callback with a finite height, m, ascending.
    public var absoluteErrorsMeters: [Double]
    /// Indoor callbacks with a height (`count`) and those on the true floor (`inside`).
    public var floor: RunTally
    /// Callbacks with `heightUncertainty68` and those whose |error| is within it.
    public var u68: RunTally
    /// Callbacks with `heightUncertainty` (the 90 % radius) and those whose |error| is within it.
    public var u90: RunTally

    /// Creates a record (tests; ``measure(records:facts:)`` builds them from a trace).
    public init(
        seed: UInt64, deviceName: String, absoluteErrorsMeters: [Double], floor: RunTally = RunTally(count: 0),
        u68: RunTally = RunTally(count: 0), u90: RunTally = RunTally(count: 0)
    ) {
        self.seed = seed
        self.deviceName = deviceName
        self.absoluteErrorsMeters = absoluteErrorsMeters.sorted()
        self.floor = floor
        self.u68 = u68
        self.u90 = u90
    }

    /// The share of callbacks within `meters` of the truth, or `nil` without callbacks.
    public func share(within meters: Double) -> Double? {
        guard !absoluteErrorsMeters.isEmpty else { return nil }
        // The first index whose error exceeds the bound (the errors are ascending).
        var low = 0
        var high = absoluteErrorsMeters.count
        while low < high {
            let middle = (low + high) / 2
            if absoluteErrorsMeters[middle] <= meters { low = middle + 1 } else { high = middle }
        }
        return Double(low) / Double(absoluteErrorsMeters.count)
    }

    /// One record per device of the run, in device order.
    public static func measure(records: [TraceRecord], facts: RunFacts) -> [RunAccuracy] {
        facts.devices.indices.map { index in
            measure(DeviceTrace(records: records, deviceIndex: index, facts: facts), facts: facts)
        }
    }

    /// One record per device of the run, from its records or from the traces it collected (a
    /// run made with `keepRecords: false` must have been made with `keepAccuracy: true`).
    public static func measure(run: ScenarioRun) -> [RunAccuracy] {
        run.facts.devices.indices.map { measure(run.deviceTrace($0), facts: run.facts) }
    }

    static func measure(_ trace: DeviceTrace, facts: RunFacts) -> RunAccuracy {
        let held = facts.devices[trace.index].heldHeightMeters
        var errors: [Double] = []
        var floor = RunTally(count: 0)
        var u68 = RunTally(count: 0)
        var u90 = RunTally(count: 0)
        for callback in trace.callbacks {
            guard let context = callback.context, let reported = context.height, reported.isFinite,
                callback.truth.heightHAEMeters.isFinite
            else { continue }
            let error = (reported - callback.truth.heightHAEMeters).magnitude
            errors.append(error)
            count(error, within: context.heightUncertainty68, into: &u68)
            count(error, within: context.heightUncertainty, into: &u90)
            if let building = callback.truth.buildingIndex, facts.floorPlans.indices.contains(building) {
                let plan = facts.floorPlans[building]
                let named = plan.floorNamed(byHeightHAEMeters: reported, heldHeightMeters: held)
                floor.count += 1
                if named == plan.floorNamed(byHeightHAEMeters: callback.truth.heightHAEMeters, heldHeightMeters: held) {
                    floor.inside += 1
                }
            }
        }
        return RunAccuracy(
            seed: facts.seed, deviceName: facts.devices[trace.index].name, absoluteErrorsMeters: errors,
            floor: floor, u68: u68, u90: u90)
    }

    /// Counts one error against a reported radius (a missing or non-finite radius is not counted).
    static func count(_ error: Double, within radius: Double?, into tally: inout RunTally) {
        guard let radius, radius.isFinite else { return }
        tally.count += 1
        if error <= radius { tally.inside += 1 }
    }
}
