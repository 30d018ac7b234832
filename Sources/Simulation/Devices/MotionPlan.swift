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

    /// The largest distance from a building's entrance at which `enter` is accepted, m.
    public static let enterReachMeters = 30.0
    /// Magnitude of the elevator-cab transient of one ride, Pa (`PressureTransient.elevatorCab`'s default).
    public static let elevatorCabMagnitudePa = 30.0

    /// Compiles a device's timeline.
    /// - Parameters:
    ///   - label: how errors name the device, e.g. `devices[0]`.
    ///   - runStartNanoseconds: the instant timeline offsets count from.
    /// - Throws: `SimulationError` for an unknown building, a floor out of range, `leave` or
    ///   `stairs`/`elevator` outdoors, `enter` far from the entrance, a bad speed or height.
    public init(device: DeviceSpec, label: String, world: World, runStartNanoseconds: Int64) throws {
        let resolver = PlaceResolver(world: world)
        // The start.
        var building: Int? = nil
        var position = try resolver.resolve(device.start, location: "\(label).start")
        var floorHeight = 0.0
        if let floor = device.startFloor {
            switch device.start {
            case .entrance(let name), .centre(let name): building = try resolver.buildingIndex(name, location: "\(label).start")
            case .point(let point): building = world.building(containing: point)
            }
            guard let index = building else {
                throw SimulationError(location: "\(label).startFloor", message: "floor \(floor) given but the start point is not inside any building")
            }
            floorHeight = try Self.floorHeight(floor, building: index, world: world, location: "\(label).startFloor")
            if case .entrance = device.start { position = world.buildings[index].insideEntrance }
        }
        try SimulationError.requireFinite(device.handHeightMeters, "\(label).handHeightMeters", "hand height")
        guard device.handHeightSigmaMeters.isFinite, device.handHeightSigmaMeters >= 0 else {
            throw SimulationError(location: "\(label).handHeightSigmaMeters", message: "\(device.handHeightSigmaMeters) must be a finite number ≥ 0")
        }
        let origin = MotionState(position: position, buildingIndex: building, floorHeightAboveGroundMeters: floorHeight,
                                 activity: .still, speedMetersPerSecond: 0)
        var segments = [MotionSegment(startNanoseconds: runStartNanoseconds, origin: origin, kind: .still, movingActivity: .still)]
        var hands: [(nanoseconds: Int64, meters: Double)] = [(runStartNanoseconds, device.handHeightMeters)]
        var transients: [PressureTransient] = []

        // Steps in time order (equal times keep their order).
        let ordered = device.timeline.enumerated().sorted {
            $0.element.atOffsetNanoseconds != $1.element.atOffsetNanoseconds
                ? $0.element.atOffsetNanoseconds < $1.element.atOffsetNanoseconds : $0.offset < $1.offset
        }
        for (index, step) in ordered {
            let location = "\(label).timeline[\(index)]"
            guard step.atOffsetNanoseconds >= 0 else {
                throw SimulationError(location: location, message: "offset \(step.atOffsetNanoseconds) ns is before the run's start")
            }
            let (time, overflow) = runStartNanoseconds.addingReportingOverflow(step.atOffsetNanoseconds)
            guard !overflow else { throw SimulationError(location: location, message: "offset \(step.atOffsetNanoseconds) ns overflows the clock") }
            let current = segments[segments.count - 1]
            let now = current.state(elapsedSeconds: Instant.secondsBetween(current.startNanoseconds, time))
            var still = now
            still.activity = .still
            still.speedMetersPerSecond = 0
            func begin(_ origin: MotionState, _ kind: MotionSegment.Kind, _ activity: ActivityKind) {
                segments.append(MotionSegment(startNanoseconds: time, origin: origin, kind: kind, movingActivity: activity))
            }
            switch step.action {
            case .app:
                continue
            case .stand:
                begin(still, .still, .still)
            case .holdPhone(let height):
                guard height.isFinite, height >= 0, height <= 3 else {
                    throw SimulationError(location: location, message: "holdPhone height \(height) m must be from 0 to 3 m")
                }
                hands.append((time, height))
            case .walk(let place, let speed), .run(let place, let speed):
                let isRun: Bool = if case .run = step.action { true } else { false }
                try SimulationError.requirePositive(speed, location, "speed (m/s)")
                let target = try resolver.resolve(place, location: location)
                if let inside = now.buildingIndex, !world.buildings[inside].contains(target) {
                    throw SimulationError(location: location, message: "the person is inside building '\(world.buildings[inside].name)' and the target is outside it; add `leave` first")
                }
                begin(still, Self.path([now.position, target], speed: speed), isRun ? .running : .walking)
            case .drive(let route, let speed):
                try SimulationError.requirePositive(speed, location, "speed (m/s)")
                guard !route.isEmpty else { throw SimulationError(location: location, message: "drive needs at least one place on its route") }
                if let inside = now.buildingIndex {
                    throw SimulationError(location: location, message: "cannot drive inside building '\(world.buildings[inside].name)'; add `leave` first")
                }
                let points = try route.map { try resolver.resolve($0, location: location) }
                begin(still, Self.path([now.position] + points, speed: speed), .inVehicle)
            case .enter(let name):
                let target = try resolver.buildingIndex(name, location: location)
                if let inside = now.buildingIndex {
                    throw SimulationError(location: location, message: "the person is already inside building '\(world.buildings[inside].name)'")
                }
                let entrance = world.buildings[target].entrance
                let distance = now.position.distanceMeters(to: entrance)
                guard distance <= Self.enterReachMeters else {
                    throw SimulationError(location: location, message: "the person is \(Self.metersText(distance)) m from the entrance of '\(name)' (at most \(Self.metersText(Self.enterReachMeters)) m); walk there first and leave time to arrive")
                }
                var inside = still
                inside.position = world.buildings[target].insideEntrance
                inside.buildingIndex = target
                inside.floorHeightAboveGroundMeters = 0
                begin(inside, .still, .still)
            case .leave:
                guard let inside = now.buildingIndex else {
                    throw SimulationError(location: location, message: "leave while outdoors (no building to leave)")
                }
                let building = world.buildings[inside]
                guard now.floorHeightAboveGroundMeters < 0.01 else {
                    let height = now.floorHeightAboveGroundMeters
                    let floor = building.floorNumber(atHeightAboveGroundMeters: height)
                    let onFloor = abs(building.heightAboveGroundMeters(ofFloor: floor) - height) < 0.01
                    throw SimulationError(location: location, message: onFloor
                        ? "the person is on floor \(floor) of '\(building.name)'; take the stairs or elevator to floor 0 first"
                        : "the person is still between floors of '\(building.name)' (\(Self.metersText(height)) m above the ground); leave time for the stairs or elevator to reach floor 0")
                }
                var outside = still
                outside.position = building.outsideEntrance
                outside.buildingIndex = nil
                outside.floorHeightAboveGroundMeters = 0
                begin(outside, .still, .still)
            case .stairs(let floor, let speed), .elevator(let floor, let speed):
                let isElevator: Bool = if case .elevator = step.action { true } else { false }
                try SimulationError.requirePositive(speed, location, "vertical speed (m/s)")
                guard let inside = now.buildingIndex else {
                    throw SimulationError(location: location, message: "\(isElevator ? "elevator" : "stairs") to floor \(floor) while outdoors; add `enter` first")
                }
                let target = try Self.floorHeight(floor, building: inside, world: world, location: location)
                begin(still, .vertical(toHeightMeters: target, speedMetersPerSecond: speed), isElevator ? .still : .walking)
                if isElevator {
                    let ride = abs(target - now.floorHeightAboveGroundMeters) / speed
                    if ride > 0 {
                        transients.append(.elevatorCab(
                            startNanoseconds: time, scope: .building(inside),
                            magnitudePa: Self.elevatorCabMagnitudePa, durationSeconds: max(ride, 1)))
                    }
                }
            }
        }
        self.segments = segments
        self.handMeans = hands
        self.elevatorTransients = transients
    }

    /// The kinematic state at an instant (any order; O(log segments)).
    public func state(atNanoseconds time: Int64) -> MotionState {
        let index = segmentIndex(atNanoseconds: time)
        let segment = segments[index]
        return segment.state(elapsedSeconds: Instant.secondsBetween(segment.startNanoseconds, time))
    }

    /// Index of the segment in force at `time` (the first one before the run's start).
    func segmentIndex(atNanoseconds time: Int64) -> Int {
        var low = 0, high = segments.count
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

    private static func path(_ points: [EastNorth], speed: Double) -> MotionSegment.Kind {
        var cumulative = [0.0]
        for index in 1..<points.count {
            cumulative.append(cumulative[index - 1] + points[index - 1].distanceMeters(to: points[index]))
        }
        return .path(waypoints: points, cumulativeMeters: cumulative, speedMetersPerSecond: speed)
    }

    private static func floorHeight(_ floor: Int, building: Int, world: World, location: String) throws -> Double {
        let b = world.buildings[building]
        guard floor >= 0, floor < b.floorCount else {
            throw SimulationError(location: location, message: "floor \(floor) does not exist in '\(b.name)' (floors 0…\(b.floorCount - 1))")
        }
        return b.heightAboveGroundMeters(ofFloor: floor)
    }
}

/// Turns `Place`s into points of the local plane, by building name.
struct PlaceResolver {
    let world: World

    func buildingIndex(_ name: String, location: String) throws -> Int {
        guard let index = world.buildings.firstIndex(where: { $0.name == name }) else {
            let known = world.buildings.map { "'\($0.name)'" }.joined(separator: ", ")
            throw SimulationError(location: location, message: "unknown building '\(name)' (known: \(known.isEmpty ? "none" : known))")
        }
        return index
    }

    func resolve(_ place: Place, location: String) throws -> EastNorth {
        switch place {
        case .point(let point):
            guard point.eastMeters.isFinite, point.northMeters.isFinite else {
                throw SimulationError(location: location, message: "point (\(point.eastMeters), \(point.northMeters)) is not finite")
            }
            return point
        case .entrance(let name): return world.buildings[try buildingIndex(name, location: location)].entrance
        case .centre(let name): return world.buildings[try buildingIndex(name, location: location)].centre
        }
    }
}
