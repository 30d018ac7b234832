import AltitudeEngine
import Geophysics
public import Noise
import Foundation

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

    public let world: World
    public let plan: MotionPlan
    private let stream: NoiseStream
    private var hand: GaussMarkov
    private var knotTime: Int64
    private var knotValue: Double
    private var nextKnotValue: Double
    private var temperatureKelvin: Double
    private var temperatureTime: Int64
    private var cachedTime: Int64 = .min
    private var cached: TruthSnapshot?
    private var cachedSegment = 0

    /// - Parameters:
    ///   - streamPrefix: e.g. `device[0]`; the hand wobble draws from `<prefix>.hand`.
    public init(plan: MotionPlan, world: World, handSigmaMeters: Double, root: NoiseRoot, streamPrefix: String, startNanoseconds: Int64) {
        self.plan = plan
        self.world = world
        stream = root.stream(named: streamPrefix + ".hand")
        hand = GaussMarkov(sigma: handSigmaMeters, correlationTimeSeconds: Self.handCorrelationSeconds)
        knotTime = startNanoseconds
        knotValue = hand.advance(bySeconds: 1, using: stream)
        nextKnotValue = hand.advance(bySeconds: 1, using: stream)
        temperatureTime = startNanoseconds
        temperatureKelvin = 0
        let state = plan.state(atNanoseconds: startNanoseconds)
        temperatureKelvin = ambientKelvin(state, heightMSLMeters: world.terrainHeightMeters(at: state.position), time: startNanoseconds)
    }

    /// The hand-height wobble at `time`, m (advances the knots).
    private func handOffsetMeters(at time: Int64) -> Double {
        while time >= knotTime + Self.knotNanoseconds {
            knotTime += Self.knotNanoseconds
            knotValue = nextKnotValue
            nextKnotValue = hand.advance(bySeconds: 1, using: stream)
        }
        let fraction = Double(max(time - knotTime, 0)) / Double(Self.knotNanoseconds)
        return knotValue + (nextKnotValue - knotValue) * fraction
    }

    private func ambientKelvin(_ state: MotionState, heightMSLMeters: Double, time: Int64) -> Double {
        if let b = state.buildingIndex { return world.buildings[b].indoorTemperatureKelvin }
        return world.outdoorTemperatureKelvin(at: state.position, heightMSLMeters: heightMSLMeters, timeNanoseconds: time)
    }

    /// The truth at `time` (ns since the epoch; non-decreasing across calls).
    public func snapshot(atNanoseconds time: Int64) -> TruthSnapshot {
        if time == cachedTime, let cached { return cached }
        // Segment lookup with a forward cursor (queries are in time order).
        let segments = plan.segments
        while cachedSegment + 1 < segments.count, segments[cachedSegment + 1].startNanoseconds <= time { cachedSegment += 1 }
        let segment = segments[cachedSegment]
        let state = segment.state(elapsedSeconds: Instant.secondsBetween(segment.startNanoseconds, time))
        let handMeters = max(plan.handMeanMeters(atNanoseconds: time) + handOffsetMeters(at: time), 0)
        let ground = world.terrainHeightMeters(at: state.position)
        var floor: Int? = nil
        var height: Double
        if let b = state.buildingIndex {
            let building = world.buildings[b]
            height = (building.groundElevationMeters ?? ground) + state.floorHeightAboveGroundMeters + handMeters
            floor = building.floorNumber(atHeightAboveGroundMeters: state.floorHeightAboveGroundMeters)
        } else {
            height = ground + handMeters
        }
        var pressure = world.truthPressurePa(at: state.position, heightMSLMeters: height, timeNanoseconds: time, indoorBuilding: state.buildingIndex)
        if state.buildingIndex != nil {
            for transient in plan.elevatorTransients where transient.startNanoseconds <= time {
                pressure += transient.offsetPa(atNanoseconds: time)
            }
        }
        if time - temperatureTime >= Self.knotNanoseconds {
            let dt = Instant.secondsBetween(temperatureTime, time)
            let ambient = ambientKelvin(state, heightMSLMeters: height, time: time)
            temperatureKelvin += (ambient - temperatureKelvin) * (1 - exp(-dt / Self.temperatureTimeConstantSeconds))
            temperatureTime = time
        }
        let snapshot = TruthSnapshot(
            position: state.position, heightMSLMeters: height,
            heightHAEMeters: world.ellipsoidalHeightMeters(at: state.position, heightMSLMeters: height),
            heightAboveTerrainMeters: height - ground, buildingIndex: state.buildingIndex, floor: floor,
            pressurePa: pressure, activity: state.activity)
        cachedTime = time
        cached = snapshot
        return snapshot
    }

    /// The device's temperature as of the last snapshot, K.
    public var deviceTemperatureKelvin: Double { temperatureKelvin }
}
