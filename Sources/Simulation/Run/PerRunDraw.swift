import Noise
import Synchronization

/// A value a run draws once from a population, stratified across seeds (`SeedStratifiedDraw`),
/// and the draws it is balanced against.
///
/// What one phone's error is made of is balanced within each block of seeds: its barometer
/// part's temperature coefficient and its person's hand height against its calibration error,
/// against each other and against the indoor air of the first `balancedBuildings` buildings; a
/// building's indoor air against the first `balancedBuildings` devices' calibration errors and
/// the buildings before it. So over seeds 1…20 the population a campaign judges has the spread
/// its σs describe in every sum of these terms, not only in each term (Docs/noise.md,
/// "Balanced draws"). Calibration errors are balanced against nothing: their draws are the
/// member draws of `SeedStratifiedDraw.standardNormal(seed:member:)`, unchanged. The relation
/// depends only on the draws' indices, never on which draws a scenario makes, so adding a spread
/// to one phone changes no other phone's draws; the balance is over the first few buildings
/// and devices because 20 strata cannot hold many mutually uncorrelated columns.
enum PerRunDraw: Hashable {
    /// Device `device`'s initial-calibration error (`calibrated … ± σ`).
    case calibration(device: Int)
    /// Building `building`'s indoor air (`indoor T ± σ`).
    case indoorTemperature(building: Int)
    /// Device `device`'s barometer temperature coefficient (`tempco k ± σ`).
    case temperatureCoefficient(device: Int)
    /// Device `device`'s person, the mean hand height (`person ± σ`).
    case person(device: Int)

    /// Buildings (and, for a building's draw, devices) whose draws the others are balanced against.
    static let balancedBuildings = 4

    /// The stream the draw's shuffles come from.
    var streamName: String {
        switch self {
        case .calibration(let device): SeedStratifiedDraw.streamName(member: device)
        case .indoorTemperature(let building):
            SeedStratifiedDraw.streamName(key: Building.indoorDrawKey(index: building))
        case .temperatureCoefficient(let device):
            SeedStratifiedDraw.streamName(key: DeviceSpec.temperatureCoefficientDrawKey(index: device))
        case .person(let device): SeedStratifiedDraw.streamName(key: DeviceSpec.personDrawKey(index: device))
        }
    }

    /// The draws this one is balanced against (each earlier in an order without cycles).
    var balancedAgainst: [PerRunDraw] {
        let buildings = (0..<Self.balancedBuildings).map(PerRunDraw.indoorTemperature)
        switch self {
        case .calibration:
            return []
        case .indoorTemperature(let building):
            return (0..<Self.balancedBuildings).map(PerRunDraw.calibration)
                + (0..<min(max(building, 0), Self.balancedBuildings)).map(PerRunDraw.indoorTemperature)
        case .temperatureCoefficient(let device):
            return [.calibration(device: device)] + buildings
        case .person(let device):
            return [.calibration(device: device), .temperatureCoefficient(device: device)] + buildings
        }
    }

    /// The standard-normal value of this draw at run seed `seed` (its stratum in the seed's block).
    func standardNormal(seed: UInt64) -> Double {
        let (block, position) = SeedStratifiedDraw.blockAndPosition(seed: seed)
        return SeedStratifiedDraw.standardNormal(stratum: strata(block: block)[position])
    }

    /// This draw's strata order in `block`. The search behind a balanced order costs up to
    /// `SeedStratifiedDraw.balanceCandidates` shuffles, and every run of a block needs the same
    /// orders, so they are kept for the process (a pure function of the draw and the block).
    func strata(block: UInt64) -> [Int] {
        if let known = Self.orders.withLock({ $0[BlockDraw(draw: self, block: block)] }) { return known }
        var memo: [PerRunDraw: [Int]] = [:]
        let order = strata(block: block, memo: &memo)
        Self.orders.withLock { cache in
            if cache.count > 4096 { cache.removeAll() }
            for (draw, known) in memo { cache[BlockDraw(draw: draw, block: block)] = known }
        }
        return order
    }

    /// A draw in a block: the key of the kept orders.
    private struct BlockDraw: Hashable {
        var draw: PerRunDraw
        var block: UInt64
    }

    /// The orders computed so far in this process.
    private static let orders = Mutex<[BlockDraw: [Int]]>([:])

    /// `subject` as the run at `seed` sees it: with a spread σ > 0 at `spread`, the value at
    /// `value` becomes `value + σ·z` clamped to `range`, z this draw's standard-normal value, and
    /// the spread becomes 0 (the drawn value is realised); with σ not above 0, `subject` unchanged.
    /// A person's mean hand height, a barometer part's coefficient and a building's indoor air
    /// are each drawn this way.
    func realising<Subject>(
        _ subject: Subject, _ value: WritableKeyPath<Subject, Double>,
        spread: WritableKeyPath<Subject, Double>, clampedTo range: ClosedRange<Double>,
        seed: UInt64
    ) -> Subject {
        let sigma = subject[keyPath: spread]
        guard sigma > 0 else { return subject }
        var drawn = subject
        drawn[keyPath: value] = SeedStratifiedDraw.normal(mean: subject[keyPath: value], sigma: sigma, clampedTo: range)
        {
            standardNormal(seed: seed)
        }
        drawn[keyPath: spread] = 0
        return drawn
    }

    /// This draw's strata order in `block`, balanced against its draws' orders (computed once each).
    func strata(block: UInt64, memo: inout [PerRunDraw: [Int]]) -> [Int] {
        if let known = memo[self] { return known }
        let others = balancedAgainst.map { $0.strata(block: block, memo: &memo) }
        let order = SeedStratifiedDraw.balancedStrata(block: block, streamName: streamName, against: others)
        memo[self] = order
        return order
    }
}
