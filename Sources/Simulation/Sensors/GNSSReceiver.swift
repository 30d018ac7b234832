internal import AltitudeEngine
internal import Foundation
public import Geophysics
public import Noise

/// A phone's location provider (GNSSSpec): Gauss–Markov errors per axis by environment,
/// multipath jumps, indoor outage, Wi-Fi fixes or network positions, reported accuracy as a
/// scale of σ, lag, lock time, faults.
///
/// **Error.** Per axis, `e = σ_env · g + m`: `g` a unit Gauss–Markov process with the spec's
/// correlation time (streams `<prefix>.east`, `<prefix>.north`, advanced at every call so the
/// error stays correlated across environment changes), `σ_env` the environment's σ (outdoor
/// setting or `sigmaMetersOverride` outside, the Wi-Fi σ inside), and `m` the multipath term:
/// at Poisson arrivals (`multipathPerMinute`, stream `<prefix>.multipath`) a Laplace jump of
/// width `b` is added per axis, and the term decays with the same correlation time τ. It only
/// applies outdoors.
///
/// **Network positions** (`GNSSSpec.IndoorBehaviour.network`) replace the fix indoors: at
/// exponential intervals of the model's mean (stream `<prefix>.network`, drawn only in this mode)
/// a new position is drawn — stated accuracy `A = median · exp(spread · z)`, position the truth
/// plus a circular Gaussian error of per-axis σ `A / 1.5096`, so `A` is the error's 68 % radius —
/// and every fix until the next one repeats it (the person moves, the position does not).
/// The reported accuracy is `accuracyScale · A`. Leaving the building drops it; the first
/// network position comes at the first indoor fix, without waiting for a satellite lock.
///
/// **Entrance delay.** For `GNSSSpec.resolvedEntranceDelaySeconds` after the person walks in
/// (a call indoors after one outdoors) the receiver goes on delivering outdoor fixes — the outdoor
/// error and accuracy, as if still outside — before the indoor behaviour takes over: phones keep
/// tracking the satellites for some seconds inside the door (falcon-2018: 7 s). A phone that
/// starts indoors has no entrance, so no delay.
///
/// **Reported accuracy** follows Android's 68 % radius: for a 2-D error with independent axes
/// of σ each the radius holding 68 % of the errors is `√(−2·ln 0.32)·σ ≈ 1.51·σ`. The σ used is
/// the *effective* per-axis σ, `√(σ_env² + λ·τ·b²)` (the stationary variance of the multipath
/// term adds `λτb²`, λ per second), so `accuracyScale = 1` is calibrated:
/// `horizontalAccuracyMeters = accuracyScale · 1.5096 · σ_eff`.
///
/// **Stated accuracy levels** (`GNSSSpec.outdoorAccuracyLevels`): each outdoor fix (the
/// entrance delay's too) states one of the levels, drawn per fix from stream `<prefix>.levels`
/// (one uniform draw per such fix, only when the spec has levels) with the levels' shares
/// normalised to their sum, in place of `accuracyScale · 1.5096 · σ_eff`. The error stays the
/// outdoor environment's: the level drawn says nothing about it (the falcon-2018 phones' fixes
/// stating 10 m lie no closer to the building than those stating 25 or 30 m, Docs/field-logs.md).
///
/// **Lock.** No fix until `lockTimeSeconds` after the receiver (re)starts — the first call, a
/// call more than two fix periods after the previous one, or `restart(atNanoseconds:)` — and
/// after an outage ends (leaving an indoor outage, or the end of an `off` fault). Indoor Wi-Fi
/// fixes do not wait for it (Wi-Fi positioning needs no satellite lock).
///
/// **Lag.** A fix measured at `t` carries timestamp `t` and is delivered at `t + lagSeconds`.
///
/// **Faults.** `off` no fix; `stuck` the last delivered position again, with a new timestamp;
/// `wrong` adds a constant east/north offset (accuracy unchanged); `jumps` at Poisson arrivals
/// (stream `<prefix>.jumps`, the *n*-th such fault `.jumps.<n>`) moves the fix to
/// `magnitudeMeters` from the truth in a uniformly random direction, where it stays until the
/// next jump or the end of the window.
public final class GNSSReceiver {
    /// The spec the receiver was built from.
    public let spec: GNSSSpec
    /// Time between fixes, ns (1/`rateHz`; an invalid rate gives 1 Hz).
    public let fixPeriodNanoseconds: Int64

    /// The 68 % radius of a circular 2-D Gaussian in units of its per-axis σ: √(−2 ln 0.32).
    public static let radius68PerSigma: Double = (-2 * log(0.32)).squareRoot()

    private let runStartNanoseconds: Int64
    private let lagNanoseconds: Int64
    private let lockNanoseconds: Int64
    private let tauSeconds: Double
    private let outdoorSigmaMeters: Double
    private let indoorSigmaMeters: Double?
    private let network: GNSSSpec.NetworkPosition?
    private let networkStream: NoiseStream?
    private var networkFix: NetworkFix?
    private let multipathRatePerSecond: Double
    private let multipathWidthMeters: Double
    private let accuracyScale: Double
    /// The stated-accuracy levels, m, with the cumulative share up to and including each (the last 1).
    private let accuracyLevels: [(accuracyMeters: Double, cumulativeShare: Double)]
    private let levelStream: NoiseStream?
    private let entranceDelayNanoseconds: Int64
    /// When the person walked in (the first indoor call after an outdoor one), `nil` outdoors or
    /// for a phone that started inside.
    private var enteredNanoseconds: Int64?
    private var wasIndoors: Bool?
    private let eastStream: NoiseStream
    private let northStream: NoiseStream
    private let multipathStream: NoiseStream
    private var east: GaussMarkov
    private var north: GaussMarkov
    private var multipath: PoissonArrivals
    private var multipathEastMeters = 0.0
    private var multipathNorthMeters = 0.0
    private var lastCallNanoseconds: Int64?
    private var lockStartNanoseconds: Int64?
    private var hadSignal = false
    private var lastFixPosition: EastNorth?
    private var lastAccuracyMeters = 0.0
    private var faults: [ActiveFault]

    /// The network position being repeated, its stated accuracy (m) and when the next one comes.
    private struct NetworkFix {
        var position: EastNorth
        var accuracyMeters: Double
        var nextNanoseconds: Int64
    }

    private struct ActiveFault {
        enum Effect {
            case off, stuck
            case wrong(eastMeters: Double, northMeters: Double)
            case jumps(PoissonArrivals, magnitudeMeters: Double, NoiseStream, eastMeters: Double, northMeters: Double)
        }
        var window: AbsoluteWindow
        var effect: Effect
    }

    /// Builds the receiver: streams `<prefix>.east`, `.north`, `.multipath`, `.jumps`; fault
    /// windows are offsets from `runStartNanoseconds`.
    public init(spec: GNSSSpec, root: NoiseRoot, streamPrefix: String, runStartNanoseconds: Int64) {
        self.spec = spec
        let rate = spec.rateHz.isFinite && spec.rateHz > 0 ? spec.rateHz : 1
        fixPeriodNanoseconds = max(1, Int64((1e9 / max(rate, 1e-3)).rounded()))
        self.runStartNanoseconds = runStartNanoseconds
        lagNanoseconds = SensorTime.nanoseconds(fromSeconds: spec.lagSeconds)
        lockNanoseconds = SensorTime.nanoseconds(fromSeconds: spec.lockTimeSeconds)
        let tau =
            spec.correlationTimeSeconds.isFinite && spec.correlationTimeSeconds >= 0 ? spec.correlationTimeSeconds : 30
        tauSeconds = tau
        let sigma = spec.sigmaMetersOverride ?? GNSSSpec.defaultSigmaMeters(spec.outdoor)
        outdoorSigmaMeters = sigma.isFinite && sigma >= 0 ? sigma : GNSSSpec.defaultSigmaMeters(spec.outdoor)
        switch spec.indoor {
        case .outage:
            indoorSigmaMeters = nil
            network = nil
        case .wifi(let sigmaMeters):
            indoorSigmaMeters = sigmaMeters.isFinite && sigmaMeters >= 0 ? sigmaMeters : 30
            network = nil
        case .network(let model):
            let valid =
                model.medianAccuracyMeters.isFinite && model.medianAccuracyMeters > 0 && model.logSpread.isFinite
                && model.logSpread >= 0 && model.intervalSeconds.isFinite && model.intervalSeconds > 0
            let chosen = valid ? model : GNSSSpec.NetworkPosition.falcon
            network = chosen
            indoorSigmaMeters = chosen.medianAccuracyMeters / Self.radius68PerSigma
        }
        networkStream = network == nil ? nil : root.stream(named: streamPrefix + ".network")
        let perMinute = spec.multipathPerMinute ?? (spec.outdoor == .urban ? 1 : 0)
        multipathRatePerSecond = perMinute.isFinite && perMinute > 0 ? perMinute / 60 : 0
        multipathWidthMeters = spec.multipathWidthMeters.isFinite ? abs(spec.multipathWidthMeters) : 0
        accuracyScale = spec.accuracyScale.isFinite && spec.accuracyScale >= 0 ? spec.accuracyScale : 1
        accuracyLevels = Self.cumulativeLevels(spec.outdoorAccuracyLevels ?? [])
        levelStream = accuracyLevels.isEmpty ? nil : root.stream(named: streamPrefix + ".levels")
        let delay = spec.resolvedEntranceDelaySeconds
        entranceDelayNanoseconds = SensorTime.nanoseconds(fromSeconds: delay.isFinite && delay >= 0 ? delay : 0)
        eastStream = root.stream(named: streamPrefix + ".east")
        northStream = root.stream(named: streamPrefix + ".north")
        multipathStream = root.stream(named: streamPrefix + ".multipath")
        // Start from a stationary draw so the first fix already has its full error.
        east = GaussMarkov(sigma: 1, correlationTimeSeconds: tau, initialValue: eastStream.gaussian())
        north = GaussMarkov(sigma: 1, correlationTimeSeconds: tau, initialValue: northStream.gaussian())
        multipath = PoissonArrivals(ratePerSecond: multipathRatePerSecond)
        var jumpCount = 0
        faults = spec.faults.map { fault in
            let window = SensorTime.absoluteBounds(of: fault.window, runStartNanoseconds: runStartNanoseconds)
            switch fault.kind {
            case .off: return ActiveFault(window: window, effect: .off)
            case .stuck: return ActiveFault(window: window, effect: .stuck)
            case .wrong(let e, let n):
                return ActiveFault(
                    window: window, effect: .wrong(eastMeters: e.isFinite ? e : 0, northMeters: n.isFinite ? n : 0))
            case .jumps(let perMinute, let magnitude):
                let name = streamPrefix + (jumpCount == 0 ? ".jumps" : ".jumps.\(jumpCount)")
                jumpCount += 1
                let rate = perMinute.isFinite && perMinute > 0 ? perMinute / 60 : 0
                return ActiveFault(
                    window: window,
                    effect: .jumps(
                        PoissonArrivals(ratePerSecond: rate), magnitudeMeters: magnitude.isFinite ? magnitude : 0,
                        root.stream(named: name), eastMeters: 0, northMeters: 0))
            }
        }
    }

    /// Valid levels (finite accuracy > 0, finite share > 0) with their cumulative shares normalised
    /// to their sum; empty when none is valid.
    static func cumulativeLevels(_ levels: [StatedAccuracyLevel]) -> [(accuracyMeters: Double, cumulativeShare: Double)]
    {
        let valid = levels.filter {
            $0.accuracyMeters.isFinite && $0.accuracyMeters > 0 && $0.share.isFinite && $0.share > 0
        }
        let total = valid.reduce(0) { $0 + $1.share }
        guard total > 0 else { return [] }
        var running = 0.0
        var cumulative = valid.map { level -> (accuracyMeters: Double, cumulativeShare: Double) in
            running += level.share
            return (level.accuracyMeters, running / total)
        }
        cumulative[cumulative.count - 1].cumulativeShare = 1
        return cumulative
    }

    /// The level an outdoor fix states (one draw from the level stream), `nil` without levels.
    private func drawnAccuracyLevel() -> Double? {
        guard let stream = levelStream else { return nil }
        let draw = stream.uniform()
        return (accuracyLevels.first { draw < $0.cumulativeShare } ?? accuracyLevels[accuracyLevels.count - 1])
            .accuracyMeters
    }

    /// The effective per-axis σ outdoors, m: the environment's σ and the multipath term's
    /// stationary spread, `√(σ² + λτb²)`.
    public var outdoorEffectiveSigmaMeters: Double {
        (outdoorSigmaMeters * outdoorSigmaMeters + multipathRatePerSecond * tauSeconds * multipathWidthMeters
            * multipathWidthMeters).squareRoot()
    }

    /// The accuracy reported for a per-axis σ, m (68 % radius × `accuracyScale`).
    public func reportedAccuracyMeters(forSigmaMeters sigma: Double) -> Double {
        accuracyScale * Self.radius68PerSigma * sigma
    }

    /// Tells the receiver that fixes (re)start at `nanoseconds` (the SDK started): the next fix
    /// comes `lockTimeSeconds` later.
    public func restart(atNanoseconds nanoseconds: Int64) {
        lockStartNanoseconds = nanoseconds
        hadSignal = true
    }

    /// The fix for the true position at `nanoseconds`, or `nil` when there is none.
    public func fix(
        truePosition: EastNorth, isIndoors inBuilding: Bool, plane: LocalTangentPlane, atNanoseconds nanoseconds: Int64
    ) -> GNSSFix? {
        let isIndoors = indoorBehaviourApplies(inBuilding: inBuilding, atNanoseconds: nanoseconds)
        let stepSeconds = advanceClock(toNanoseconds: nanoseconds)
        // Error processes advance at every call.
        let gEast = east.advance(bySeconds: stepSeconds, using: eastStream)
        let gNorth = north.advance(bySeconds: stepSeconds, using: northStream)
        advanceMultipath(bySeconds: stepSeconds)
        var (sigma, effectiveSigma, environmentEast, environmentNorth) = environmentError(
            isIndoors: isIndoors, gEast: gEast, gNorth: gNorth)
        var statedAccuracy: Double?
        if network != nil {
            if isIndoors {
                let held = networkPosition(truePosition: truePosition, atNanoseconds: nanoseconds)
                environmentEast = held.position.eastMeters - truePosition.eastMeters
                environmentNorth = held.position.northMeters - truePosition.northMeters
                statedAccuracy = accuracyScale * held.accuracyMeters
                sigma = held.accuracyMeters / Self.radius68PerSigma
                effectiveSigma = held.accuracyMeters / Self.radius68PerSigma
            } else {
                networkFix = nil
            }
        }
        var errorEast = environmentEast
        var errorNorth = environmentNorth
        let (off, stuck) = applyFaults(
            atNanoseconds: nanoseconds, stepSeconds: stepSeconds, errorEast: &errorEast, errorNorth: &errorNorth)
        // Signal and lock.
        let hasSignal = sigma != nil && !off
        if hasSignal && !hadSignal { lockStartNanoseconds = nanoseconds }
        hadSignal = hasSignal
        guard hasSignal else { return nil }
        // Wi-Fi positioning indoors needs no satellite lock: only GNSS fixes wait for it.
        if !isIndoors, let start = lockStartNanoseconds, nanoseconds &- start < lockNanoseconds { return nil }
        // The fix.
        let position: EastNorth
        let accuracy: Double
        if stuck, let last = lastFixPosition {
            position = last
            accuracy = lastAccuracyMeters
        } else {
            position = EastNorth(
                eastMeters: truePosition.eastMeters + errorEast, northMeters: truePosition.northMeters + errorNorth)
            let level = isIndoors ? nil : drawnAccuracyLevel()
            accuracy = statedAccuracy ?? level ?? reportedAccuracyMeters(forSigmaMeters: effectiveSigma)
        }
        lastFixPosition = position
        lastAccuracyMeters = accuracy
        let coordinate = plane.coordinate(of: position)
        let trueError = hypot(
            position.eastMeters - truePosition.eastMeters, position.northMeters - truePosition.northMeters)
        return GNSSFix(
            location: NNLocation(
                latitudeDegrees: coordinate.latitudeDegrees, longitudeDegrees: coordinate.longitudeDegrees,
                horizontalAccuracyMeters: accuracy, timestampNanoseconds: nanoseconds),
            trueErrorMeters: trueError, deliverAtNanoseconds: SensorTime.add(nanoseconds, lagNanoseconds))
    }

    /// Whether the indoor behaviour applies to a call at `nanoseconds`: inside a building and past
    /// the entrance delay since walking in. Keeps the entrance's instant.
    private func indoorBehaviourApplies(inBuilding: Bool, atNanoseconds nanoseconds: Int64) -> Bool {
        defer { wasIndoors = inBuilding }
        guard inBuilding else {
            enteredNanoseconds = nil
            return false
        }
        if wasIndoors == false { enteredNanoseconds = nanoseconds }
        guard entranceDelayNanoseconds > 0, let entered = enteredNanoseconds else { return true }
        return nanoseconds &- entered >= entranceDelayNanoseconds
    }

    /// The environment's sigma (nil where there is no signal), the sigma the reported accuracy
    /// stands for, and the position error east and north, m, from the unit error processes
    /// `gEast`, `gNorth`: indoors Wi-Fi positioning's sigma alone, outdoors GNSS's plus multipath.
    private func environmentError(
        isIndoors: Bool, gEast: Double, gNorth: Double
    ) -> (sigma: Double?, effectiveSigma: Double, east: Double, north: Double) {
        if isIndoors {
            let effectiveSigma = indoorSigmaMeters ?? 0
            return (indoorSigmaMeters, effectiveSigma, effectiveSigma * gEast, effectiveSigma * gNorth)
        }
        return (
            outdoorSigmaMeters, outdoorEffectiveSigmaMeters, outdoorSigmaMeters * gEast + multipathEastMeters,
            outdoorSigmaMeters * gNorth + multipathNorthMeters
        )
    }

    /// The network position for a fix at `nanoseconds`: the one being repeated, or a new draw
    /// when none is held or its interval has passed.
    private func networkPosition(truePosition: EastNorth, atNanoseconds nanoseconds: Int64) -> NetworkFix {
        if let held = networkFix, nanoseconds < held.nextNanoseconds { return held }
        guard let network, let stream = networkStream else {
            return NetworkFix(position: truePosition, accuracyMeters: 0, nextNanoseconds: .max)
        }
        let accuracy = network.medianAccuracyMeters * exp(network.logSpread * stream.gaussian())
        let sigmaPerAxis = accuracy / Self.radius68PerSigma
        let position = EastNorth(
            eastMeters: truePosition.eastMeters + stream.gaussian(sigma: sigmaPerAxis),
            northMeters: truePosition.northMeters + stream.gaussian(sigma: sigmaPerAxis))
        let wait = SensorTime.nanoseconds(fromSeconds: stream.exponential(mean: network.intervalSeconds))
        let next = SensorTime.add(nanoseconds, max(1, wait))
        let fix = NetworkFix(position: position, accuracyMeters: accuracy, nextNanoseconds: next)
        networkFix = fix
        return fix
    }

    /// Moves the receiver's clock to `nanoseconds` and returns the step, s (0 for a call at or
    /// before the previous one); the first call, or one after a gap of more than two fix
    /// periods, restarts the lock.
    private func advanceClock(toNanoseconds nanoseconds: Int64) -> Double {
        var stepSeconds = 0.0
        if let last = lastCallNanoseconds, nanoseconds > last {
            let gap = nanoseconds &- last
            stepSeconds = Double(gap) * 1e-9
            if gap > 2 * fixPeriodNanoseconds { lockStartNanoseconds = nanoseconds }
        } else if lastCallNanoseconds == nil {
            lockStartNanoseconds = nanoseconds
        }
        if lastCallNanoseconds.map({ nanoseconds > $0 }) ?? true { lastCallNanoseconds = nanoseconds }
        return stepSeconds
    }

    /// Decays the multipath term over `stepSeconds` and adds the Laplace jumps that arrive in it.
    private func advanceMultipath(bySeconds stepSeconds: Double) {
        guard multipathRatePerSecond > 0, stepSeconds > 0 else { return }
        let decay = tauSeconds > 0 ? exp(-stepSeconds / tauSeconds) : 0
        multipathEastMeters *= decay
        multipathNorthMeters *= decay
        let count = multipath.arrivals(inNextSeconds: stepSeconds, using: multipathStream)
        for _ in 0..<min(count, 1_000) {
            multipathEastMeters += multipathStream.laplace(width: multipathWidthMeters)
            multipathNorthMeters += multipathStream.laplace(width: multipathWidthMeters)
        }
    }

    /// Applies the faults whose window holds `nanoseconds`: adds the `wrong` and `jumps` offsets
    /// to the error (advancing the jump processes, which run in their windows whatever else
    /// happens) and returns whether an `off` or a `stuck` fault is active.
    private func applyFaults(
        atNanoseconds nanoseconds: Int64, stepSeconds: Double, errorEast: inout Double, errorNorth: inout Double
    ) -> (off: Bool, stuck: Bool) {
        var off = false
        var stuck = false
        for index in faults.indices where faults[index].window.contains(nanoseconds) {
            switch faults[index].effect {
            case .off: off = true
            case .stuck: stuck = true
            case .wrong(let e, let n):
                errorEast += e
                errorNorth += n
            case .jumps(var arrivals, let magnitude, let stream, var jumpEast, var jumpNorth):
                let seconds = stepSeconds > 0 ? stepSeconds : Double(fixPeriodNanoseconds) * 1e-9
                if arrivals.arrivals(inNextSeconds: seconds, using: stream) > 0 {
                    let angle = 2 * Double.pi * stream.uniform()
                    jumpEast = magnitude * sin(angle)
                    jumpNorth = magnitude * cos(angle)
                }
                errorEast += jumpEast
                errorNorth += jumpNorth
                faults[index].effect = .jumps(
                    arrivals, magnitudeMeters: magnitude, stream, eastMeters: jumpEast, northMeters: jumpNorth)
            }
        }
        return (off, stuck)
    }
}
