import AltitudeEngine
import Geophysics

/// A device's day compiled from its timeline: the motion segments, the hand-height changes and
/// the elevator-cab transients it causes. Built once at setup; every reference is checked here.
///
/// ```swift
/// let plan = try MotionPlan(device: spec, deviceLabel: "devices[0]", world: world)
/// plan.state(atNanoseconds: t)   // position, building, floor height, activity, speed
/// ```
public struct MotionPlan: Sendable {
    /// Segments in time order; the first starts at the run's start.
    let segments: [MotionSegment]
    /// `(instant, mean hand height m)` in time order; the first is at the run's start.
    let handMeans: [(nanoseconds: Int64, meters: Double)]
    /// Elevator-cab pressurisation transients of this device's rides (they apply to it only).
    public let elevatorTransients: [PressureTransient]

    /// The largest distance from a building's entrance at which `enter` is accepted, m: a person a few
    /// steps from the door (chosen bound).
    public static let enterReachMeters = 30.0
    /// Magnitude of the elevator-cab transient of one ride, Pa (`PressureTransient.elevatorCab`'s default).
    public static let elevatorCabMagnitudePa = 30.0
    /// The highest hand height a `holdPhone` step accepts, m: above any person's reach (chosen bound).
    static let maximumHandHeightMeters = 3.0
    /// How close to a floor's height a person counts as on that floor, m (a tolerance for rounding).
    static let floorToleranceMeters = 0.01
    /// The shortest elevator-cab transient, s: a ride of a few metres still pressurises the cab for a
    /// second (chosen bound).
    static let minimumCabTransientSeconds = 1.0

    /// Compiles a device's timeline.
    /// - Parameters:
    ///   - label: how errors name the device, e.g. `devices[0]`.
    ///   - runStartNanoseconds: the instant timeline offsets count from.
    /// - Throws: `SimulationError` for an unknown building, a floor out of range, `leave` or
    ///   `stairs`/`elevator` outdoors, `enter` far from the entrance, a bad speed or height.
    public init(device: DeviceSpec, label: String, world: World, runStartNanoseconds: Int64) throws {
        let resolver = PlaceResolver(world: world)
        let origin = try Self.startState(of: device, label: label, world: world, resolver: resolver)
        try SimulationError.requireFinite(device.handHeightMeters, "\(label).handHeightMeters", "hand height")
        guard device.handHeightSigmaMeters.isFinite, device.handHeightSigmaMeters >= 0 else {
            throw SimulationError(
                location: "\(label).handHeightSigmaMeters",
                message: "\(device.handHeightSigmaMeters) must be a finite number ≥ 0")
        }
        var builder = Builder(
            world: world, resolver: resolver, runStartNanoseconds: runStartNanoseconds,
            origin: origin, handHeightMeters: device.handHeightMeters)
        for (index, step) in Self.inTimeOrder(device.timeline) {
            try builder.apply(step, location: "\(label).timeline[\(index)]")
        }
        self.segments = builder.segments
        self.handMeans = builder.hands
        self.elevatorTransients = builder.transients
    }

    /// Where the device starts: its place, and the building and floor height of `startFloor`.
    static func startState(
        of device: DeviceSpec, label: String, world: World,
        resolver: PlaceResolver
    ) throws -> MotionState {
        var building: Int? = nil
        var position = try resolver.resolve(device.start, location: "\(label).start")
        var floorHeight = 0.0
        if let floor = device.startFloor {
            switch device.start {
            case .entrance(let name), .centre(let name):
                building = try resolver.buildingIndex(name, location: "\(label).start")
            case .point(let point): building = world.building(containing: point)
            }
            guard let index = building else {
                throw SimulationError(
                    location: "\(label).startFloor",
                    message: "floor \(floor) given but the start point is not inside any building")
            }
            floorHeight = try Self.floorHeight(floor, building: index, world: world, location: "\(label).startFloor")
            if case .entrance = device.start { position = world.buildings[index].insideEntrance }
        }
        return MotionState(
            position: position, buildingIndex: building, floorHeightAboveGroundMeters: floorHeight,
            activity: .still, speedMetersPerSecond: 0)
    }

    /// The steps with their timeline indices, in time order (equal times keep their order).
    static func inTimeOrder(_ timeline: [TimelineStep]) -> [(offset: Int, element: TimelineStep)] {
        timeline.enumerated().sorted {
            $0.element.atOffsetNanoseconds != $1.element.atOffsetNanoseconds
                ? $0.element.atOffsetNanoseconds < $1.element.atOffsetNanoseconds : $0.offset < $1.offset
        }
    }

    /// The kinematic state at an instant (any order; O(log segments)).
    public func state(atNanoseconds time: Int64) -> MotionState {
        let index = segmentIndex(atNanoseconds: time)
        let segment = segments[index]
        return segment.state(elapsedSeconds: Instant.secondsBetween(segment.startNanoseconds, time))
    }

    /// Index of the segment in force at `time` (the first one before the run's start).
    func segmentIndex(atNanoseconds time: Int64) -> Int {
        var low = 0
        var high = segments.count
        while low < high {
            let mid = (low + high) / 2
            if segments[mid].startNanoseconds <= time { low = mid + 1 } else { high = mid }
        }
        return max(low - 1, 0)
    }

    /// A distance for a message, rounded to a metre (any finite or infinite value).
    static func metersText(_ meters: Double) -> String {
        guard meters.isFinite else { return "\(meters)" }
        let rounded = meters.rounded()
        return abs(rounded) < 1e15 ? String(Int64(rounded)) : "\(rounded)"
    }

    static func path(_ points: [EastNorth], speed: Double) -> MotionSegment.Kind {
        var cumulative = [0.0]
        for index in 1..<points.count {
            cumulative.append(cumulative[index - 1] + points[index - 1].distanceMeters(to: points[index]))
        }
        return .path(waypoints: points, cumulativeMeters: cumulative, speedMetersPerSecond: speed)
    }

    static func floorHeight(_ floor: Int, building: Int, world: World, location: String) throws -> Double {
        let b = world.buildings[building]
        guard floor >= 0, floor < b.floorCount else {
            throw SimulationError(
                location: location,
                message: "floor \(floor) does not exist in '\(b.name)' "
                    + "(floors 0…\(b.floorCount - 1))")
        }
        return b.heightAboveGroundMeters(ofFloor: floor)
    }
}
