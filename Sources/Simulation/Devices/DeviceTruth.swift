import AltitudeEngine
import Foundation
import Geophysics
public import Noise

/// The truth about one simulated phone, advanced in time order: its motion (from the
/// `MotionPlan`), the height it is held at, its temperature, and the true pressure at it.
///
/// Hand height: the mean set by the device spec and `holdPhone` steps plus a first-order
/// Gauss–Markov wobble (σ `handHeightSigmaMeters`, τ `handCorrelationSeconds`) drawn from the
/// stream `<prefix>.hand` once per second and interpolated linearly in between (so a 25 Hz
/// barometer costs one draw per second, not one per sample); never below 0.
///
/// Device temperature: a first-order lag (τ `temperatureTimeConstantSeconds`, 10 min) towards
/// the air around it — the building's indoor temperature indoors, the outdoor temperature at
/// its position and height outdoors — updated at most once a second.
///
/// Queries must come in non-decreasing time order (the clock guarantees it); a query at the
/// same instant as the previous one returns the cached snapshot.
public final class DeviceTruth {
    /// Correlation time of the hand-height wobble, s.
    public static let handCorrelationSeconds = 120.0
    /// Time constant of the device-temperature lag, s.
    public static let temperatureTimeConstantSeconds = 600.0
    static let knotNanoseconds: Int64 = 1_000_000_000

    /// The world the device lives in.
    public let world: World
    /// The tag of transients that belong to this device (`TransientScope.tagged`): its name in
    /// the spec, so a sunroof or a car fan reaches only the phone in that car.
    public let transientTag: String?
    /// The device's compiled day.
    public let plan: MotionPlan
    private let stream: NoiseStream
    /// The geoid undulation when it is constant (saves a plane → lat/lon conversion per query).
    private let constantUndulationMeters: Double?
    /// Whether `StillTruthInterval` may be used: the knots are whole seconds of the world's
    /// run, and the weather memo interpolates the drift and storms (else they have kinks).
    private let intervalsAllowed: Bool
    /// Everything that changes, behind a pointer the truth owns: stored `var`s of a class pay a
    /// dynamic exclusivity check on every access, and copying the value in and out costs more.
    private let state: UnsafeMutablePointer<State>

    private struct State {
        var hand: GaussMarkov
        var knotTime: Int64
        var knotValue: Double
        var nextKnotValue: Double
        var temperatureKelvin: Double = 0
        var temperatureTime: Int64
        var cachedTime: Int64 = .min
        var cached: TruthSnapshot?
        var segment = 0
        var handIndex = 0
        /// The column factor of this device's truth queries (`HypsometricMemo`).
        var hypsometric = HypsometricMemo()
        /// The weather's time-only terms, interpolated between whole seconds (`UniformWeatherMemo`).
        var weather = UniformWeatherMemo()
        /// The still phone's pressure line over the current interval (`StillTruthInterval`).
        var interval = StillTruthInterval()
    }

    /// - Parameters:
    ///   - streamPrefix: e.g. `device[0]`; the hand wobble draws from `<prefix>.hand`.
    ///   - transientTag: the device's name, for device-scoped transients (`nil`: none apply).
    public init(
        plan: MotionPlan, world: World, handSigmaMeters: Double, root: NoiseRoot, streamPrefix: String,
        startNanoseconds: Int64, transientTag: String? = nil
    ) {
        self.plan = plan
        self.transientTag = transientTag
        self.world = world
        stream = root.stream(named: streamPrefix + ".hand")
        if case .constant(let n) = world.geoid { constantUndulationMeters = n } else { constantUndulationMeters = nil }
        intervalsAllowed =
            (startNanoseconds &- world.startNanoseconds) % Self.knotNanoseconds == 0
            && UniformWeatherMemo.driftQualifies(world.weather) && UniformWeatherMemo.stormsQualify(world.weather)
        var hand = GaussMarkov(sigma: handSigmaMeters, correlationTimeSeconds: Self.handCorrelationSeconds)
        let first = hand.advance(bySeconds: 1, using: stream)
        let second = hand.advance(bySeconds: 1, using: stream)
        state = .allocate(capacity: 1)
        state.initialize(
            to: State(
                hand: hand, knotTime: startNanoseconds, knotValue: first, nextKnotValue: second,
                temperatureTime: startNanoseconds))
        state.pointee.temperatureKelvin = Self.startTemperatureKelvin(
            plan: plan, world: world, startNanoseconds: startNanoseconds)
    }

    /// The device's temperature at the run start, K: the ambient air where the plan starts
    /// (a building's indoor air, or the outdoor field at the terrain).
    public static func startTemperatureKelvin(plan: MotionPlan, world: World, startNanoseconds: Int64) -> Double {
        let motion = plan.state(atNanoseconds: startNanoseconds)
        return ambientKelvin(
            motion, world: world, heightMSLMeters: world.terrainHeightMeters(at: motion.position),
            time: startNanoseconds)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The hand-height wobble at `time`, m (advances the knots).
    private func handOffsetMeters(at time: Int64, _ s: inout State) -> Double {
        while time >= s.knotTime + Self.knotNanoseconds {
            s.knotTime += Self.knotNanoseconds
            s.knotValue = s.nextKnotValue
            s.nextKnotValue = s.hand.advance(bySeconds: 1, using: stream)
        }
        let fraction = Double(max(time - s.knotTime, 0)) * 1e-9  // knotNanoseconds = 1 s
        return s.knotValue + (s.nextKnotValue - s.knotValue) * fraction
    }

    private static func ambientKelvin(_ motion: MotionState, world: World, heightMSLMeters: Double, time: Int64)
        -> Double
    {
        if let b = motion.buildingIndex { return world.buildings[b].indoorTemperatureKelvin }
        return world.outdoorTemperatureKelvin(
            at: motion.position, heightMSLMeters: heightMSLMeters, timeNanoseconds: time)
    }

    /// The truth at `time` (ns since the epoch; non-decreasing across calls).
    public func snapshot(atNanoseconds time: Int64) -> TruthSnapshot {
        if time == state.pointee.cachedTime, let cached = state.pointee.cached { return cached }
        return computeSnapshot(atNanoseconds: time, &state.pointee)
    }

    /// The true pressure at the phone at `time`, Pa (non-decreasing across calls, with
    /// `snapshot`): the barometer's query. The same value as `snapshot(atNanoseconds:).pressurePa`
    /// without the rest of the snapshot (floor, heights, undulation), which only the 1 Hz
    /// consumers need; it also advances the device temperature the same way.
    public func pressurePa(atNanoseconds time: Int64) -> Double {
        let s = state
        if time == s.pointee.cachedTime, let cached = s.pointee.cached { return cached.pressurePa }
        // A still phone within its interval, no temperature update due: the line plus transients.
        if s.pointee.interval.contains(time), time - s.pointee.temperatureTime < Self.knotNanoseconds {
            return s.pointee.interval.pressurePa(at: time)
                + transientsPa(at: time, building: s.pointee.interval.buildingIndex)
        }
        return computeCore(atNanoseconds: time, &s.pointee).pressurePa
    }

    /// The world's transients that reach the phone and, indoors, the elevator cab's, Pa.
    @inline(__always)
    private func transientsPa(at time: Int64, building: Int?) -> Double {
        var total = 0.0
        if world.hasTransients {
            total += world.transientOffsetPa(timeNanoseconds: time, indoorBuilding: building, tag: transientTag)
        }
        if building != nil {
            for transient in plan.elevatorTransients where transient.startNanoseconds <= time {
                total += transient.offsetPa(atNanoseconds: time)
            }
        }
        return total
    }

    /// The hand wobble at `time` without advancing the knots (`time` within the current knots).
    @inline(__always)
    private func wobbleMeters(at time: Int64, _ s: State) -> Double {
        // At the next knot exactly its value (what the next second's interval starts from).
        time == s.knotTime + Self.knotNanoseconds
            ? s.nextKnotValue : s.knotValue + (s.nextKnotValue - s.knotValue) * (Double(time - s.knotTime) * 1e-9)
    }

    /// Makes the still interval around `time` (see `StillTruthInterval`); `false` when the
    /// phone is not still over it or the weather has a kink inside.
    private func buildInterval(
        at time: Int64, segment: MotionSegment, motion: MotionState, baseMeters: Double, handMeanMeters: Double,
        _ s: inout State
    ) -> Bool {
        let previous = s.interval
        s.interval.endNanoseconds = .min
        guard intervalsAllowed, time >= s.knotTime, time >= world.startNanoseconds else { return false }
        let segments = plan.segments
        let hands = plan.handMeans
        let start = max(s.knotTime, segment.startNanoseconds, hands[s.handIndex].nanoseconds)
        var end = s.knotTime + Self.knotNanoseconds
        if s.segment + 1 < segments.count { end = min(end, segments[s.segment + 1].startNanoseconds) }
        if s.handIndex + 1 < hands.count { end = min(end, hands[s.handIndex + 1].nanoseconds) }
        guard start <= time, time < end,
            segment.isFixed(elapsedSeconds: Instant.secondsBetween(segment.startNanoseconds, start))
        else { return false }
        let startHand = handMeanMeters + wobbleMeters(at: start, s)
        let endHand = handMeanMeters + wobbleMeters(at: end, s)
        guard startHand >= 0, endHand >= 0,
            !world.weather.frontKinks(at: motion.position, after: start, before: end)
        else { return false }
        // Continuing the previous interval (same segment and hand mean, its end is this start):
        // its end value is this start's exact value (same point, height, instant and memos).
        let continues =
            previous.endNanoseconds == start && previous.segmentIndex == s.segment && previous.handIndex == s.handIndex
        let startPa =
            continues ? previous.endPa : poolPressurePa(motion, heightMeters: baseMeters + startHand, at: start, &s)
        let endPa = poolPressurePa(motion, heightMeters: baseMeters + endHand, at: end, &s)
        s.interval = StillTruthInterval(
            startNanoseconds: start, endNanoseconds: end, startPa: startPa, deltaPa: endPa - startPa,
            scale: 1 / Double(end - start), endPa: endPa, buildingIndex: motion.buildingIndex,
            segmentIndex: s.segment, handIndex: s.handIndex)
        return true
    }

    /// The world's truth at the phone without transients, through the device's memos, Pa.
    @inline(__always)
    private func poolPressurePa(_ motion: MotionState, heightMeters: Double, at time: Int64, _ s: inout State) -> Double
    {
        withUnsafeMutablePointer(to: &s.hypsometric) { hypsometric in
            withUnsafeMutablePointer(to: &s.weather) { weather in
                world.truthPressurePa(
                    at: motion.position, heightMSLMeters: heightMeters, timeNanoseconds: time,
                    indoorBuilding: motion.buildingIndex, tag: transientTag, memo: hypsometric,
                    weatherMemo: weather, includeTransients: false)
            }
        }
    }

    /// What a snapshot and a pressure query both need.
    private struct Core {
        var motion: MotionState
        var groundMeters: Double
        var heightMeters: Double
        var pressurePa: Double
    }

    @inline(__always)
    private func computeCore(atNanoseconds time: Int64, _ s: inout State) -> Core {
        // Segment and hand-mean lookups with forward cursors (queries are in time order).
        let segments = plan.segments
        while s.segment + 1 < segments.count, segments[s.segment + 1].startNanoseconds <= time { s.segment += 1 }
        let hands = plan.handMeans
        while s.handIndex + 1 < hands.count, hands[s.handIndex + 1].nanoseconds <= time { s.handIndex += 1 }
        let segment = segments[s.segment]
        let motion = segment.state(elapsedSeconds: Instant.secondsBetween(segment.startNanoseconds, time))
        let handMean = hands[s.handIndex].meters
        let handMeters = max(handMean + handOffsetMeters(at: time, &s), 0)
        let ground = world.terrainHeightMeters(at: motion.position)
        let base: Double
        if let b = motion.buildingIndex {
            base = (world.buildings[b].groundElevationMeters ?? ground) + motion.floorHeightAboveGroundMeters
        } else {
            base = ground
        }
        let height = base + handMeters
        let pressure: Double
        if s.interval.contains(time)
            || buildInterval(at: time, segment: segment, motion: motion, baseMeters: base, handMeanMeters: handMean, &s)
        {
            pressure = s.interval.pressurePa(at: time) + transientsPa(at: time, building: motion.buildingIndex)
        } else {
            pressure =
                poolPressurePa(motion, heightMeters: height, at: time, &s)
                + transientsPa(at: time, building: motion.buildingIndex)
        }
        if time - s.temperatureTime >= Self.knotNanoseconds {
            let dt = Instant.secondsBetween(s.temperatureTime, time)
            let ambient = Self.ambientKelvin(motion, world: world, heightMSLMeters: height, time: time)
            s.temperatureKelvin +=
                (ambient - s.temperatureKelvin) * (1 - exp(-dt / Self.temperatureTimeConstantSeconds))
            s.temperatureTime = time
        }
        return Core(motion: motion, groundMeters: ground, heightMeters: height, pressurePa: pressure)
    }

    private func computeSnapshot(atNanoseconds time: Int64, _ s: inout State) -> TruthSnapshot {
        let core = computeCore(atNanoseconds: time, &s)
        let motion = core.motion
        var floor: Int? = nil
        if let b = motion.buildingIndex {
            floor = world.buildings[b].floorNumber(atHeightAboveGroundMeters: motion.floorHeightAboveGroundMeters)
        }
        let undulation = constantUndulationMeters ?? world.geoidUndulationMeters(at: motion.position)
        let snapshot = TruthSnapshot(
            position: motion.position, heightMSLMeters: core.heightMeters,
            heightHAEMeters: core.heightMeters + undulation,
            heightAboveTerrainMeters: core.heightMeters - core.groundMeters, buildingIndex: motion.buildingIndex,
            floor: floor,
            pressurePa: core.pressurePa, activity: motion.activity)
        s.cachedTime = time
        s.cached = snapshot
        return snapshot
    }

    /// The device's temperature as of the last snapshot or pressure query, K.
    public var deviceTemperatureKelvin: Double { state.pointee.temperatureKelvin }
}
