import AltitudeEngine
import Geophysics

extension MotionPlan {
    /// Builds a plan step by step: each timeline action appends the motion segment, hand height or
    /// elevator transient it causes, after checking it against where the person is.
    struct Builder {
        let world: World
        let resolver: PlaceResolver
        let runStartNanoseconds: Int64
        /// Segments so far; the last is in force at the step being applied.
        var segments: [MotionSegment]
        /// `(instant, mean hand height m)` so far.
        var hands: [(nanoseconds: Int64, meters: Double)]
        /// Elevator-cab transients so far.
        var transients: [PressureTransient] = []

        init(
            world: World, resolver: PlaceResolver, runStartNanoseconds: Int64, origin: MotionState,
            handHeightMeters: Double
        ) {
            self.world = world
            self.resolver = resolver
            self.runStartNanoseconds = runStartNanoseconds
            self.segments = [
                MotionSegment(
                    startNanoseconds: runStartNanoseconds, origin: origin, kind: .still,
                    movingActivity: .still)
            ]
            self.hands = [(runStartNanoseconds, handHeightMeters)]
        }

        /// Where the person is at a step and what follows from it.
        struct Moment {
            /// The step's instant, ns.
            let time: Int64
            /// The state the current segment gives at `time`.
            let now: MotionState
            /// `now`, standing still.
            let still: MotionState
            /// How errors name the step.
            let location: String
        }

        /// Applies one timeline step.
        mutating func apply(_ step: TimelineStep, location: String) throws {
            guard step.atOffsetNanoseconds >= 0 else {
                throw SimulationError(
                    location: location,
                    message: "offset \(step.atOffsetNanoseconds) ns is before the run's start")
            }
            let (time, overflow) = runStartNanoseconds.addingReportingOverflow(step.atOffsetNanoseconds)
            guard !overflow else {
                throw SimulationError(
                    location: location,
                    message: "offset \(step.atOffsetNanoseconds) ns overflows the clock")
            }
            let current = segments[segments.count - 1]
            let now = current.state(elapsedSeconds: Instant.secondsBetween(current.startNanoseconds, time))
            var still = now
            still.activity = .still
            still.speedMetersPerSecond = 0
            let moment = Moment(time: time, now: now, still: still, location: location)
            switch step.action {
            case .app: return
            case .stand: begin(moment, still, .still, .still)
            case .holdPhone(let height): try holdPhone(height, moment)
            case .walk(let place, let speed): try walk(to: place, speed: speed, running: false, moment)
            case .run(let place, let speed): try walk(to: place, speed: speed, running: true, moment)
            case .drive(let route, let speed): try drive(route, speed: speed, moment)
            case .enter(let name): try enter(name, moment)
            case .leave: try leave(moment)
            case .stairs(let floor, let speed): try vertical(toFloor: floor, speed: speed, elevator: false, moment)
            case .elevator(let floor, let speed): try vertical(toFloor: floor, speed: speed, elevator: true, moment)
            }
        }

        /// Starts a segment at the moment's instant.
        mutating func begin(
            _ moment: Moment, _ origin: MotionState, _ kind: MotionSegment.Kind,
            _ activity: ActivityKind
        ) {
            segments.append(
                MotionSegment(
                    startNanoseconds: moment.time, origin: origin, kind: kind,
                    movingActivity: activity))
        }

        /// `holdPhone`: a new mean hand height, from 0 m to ``MotionPlan/maximumHandHeightMeters``.
        mutating func holdPhone(_ height: Double, _ moment: Moment) throws {
            let maximum = MotionPlan.maximumHandHeightMeters
            guard height.isFinite, height >= 0, height <= maximum else {
                throw SimulationError(
                    location: moment.location,
                    message: "holdPhone height \(height) m must be "
                        + "from 0 to \(MotionPlan.metersText(maximum)) m")
            }
            hands.append((moment.time, height))
        }

        /// A walk or run to a place, which must not leave the building the person is in.
        mutating func walk(to place: Place, speed: Double, running: Bool, _ moment: Moment) throws {
            try SimulationError.requirePositive(speed, moment.location, "speed (m/s)")
            let target = try resolver.resolve(place, location: moment.location)
            if let inside = moment.now.buildingIndex, !world.buildings[inside].contains(target) {
                throw SimulationError(
                    location: moment.location,
                    message: "the person is inside building "
                        + "'\(world.buildings[inside].name)' and the target is outside it; "
                        + "add `leave` first")
            }
            begin(
                moment, moment.still, MotionPlan.path([moment.now.position, target], speed: speed),
                running ? .running : .walking)
        }

        /// A drive along a route, from outdoors.
        mutating func drive(_ route: [Place], speed: Double, _ moment: Moment) throws {
            try SimulationError.requirePositive(speed, moment.location, "speed (m/s)")
            guard !route.isEmpty else {
                throw SimulationError(location: moment.location, message: "drive needs at least one place on its route")
            }
            if let inside = moment.now.buildingIndex {
                throw SimulationError(
                    location: moment.location,
                    message: "cannot drive inside building "
                        + "'\(world.buildings[inside].name)'; add `leave` first")
            }
            let points = try route.map { try resolver.resolve($0, location: moment.location) }
            begin(moment, moment.still, MotionPlan.path([moment.now.position] + points, speed: speed), .inVehicle)
        }

        /// `enter`: from outdoors, within ``MotionPlan/enterReachMeters`` of the entrance, to floor 0 inside.
        mutating func enter(_ name: String, _ moment: Moment) throws {
            let target = try resolver.buildingIndex(name, location: moment.location)
            if let inside = moment.now.buildingIndex {
                throw SimulationError(
                    location: moment.location,
                    message: "the person is already inside building "
                        + "'\(world.buildings[inside].name)'")
            }
            let entrance = world.buildings[target].entrance
            let distance = moment.now.position.distanceMeters(to: entrance)
            guard distance <= MotionPlan.enterReachMeters else {
                throw SimulationError(
                    location: moment.location,
                    message: "the person is "
                        + "\(MotionPlan.metersText(distance)) m from the entrance of '\(name)' (at most "
                        + "\(MotionPlan.metersText(MotionPlan.enterReachMeters)) m); walk there first "
                        + "and leave time to arrive")
            }
            var inside = moment.still
            inside.position = world.buildings[target].insideEntrance
            inside.buildingIndex = target
            inside.floorHeightAboveGroundMeters = 0
            begin(moment, inside, .still, .still)
        }

        /// `leave`: from floor 0 of a building, to just outside its entrance.
        mutating func leave(_ moment: Moment) throws {
            guard let inside = moment.now.buildingIndex else {
                throw SimulationError(location: moment.location, message: "leave while outdoors (no building to leave)")
            }
            let building = world.buildings[inside]
            let tolerance = MotionPlan.floorToleranceMeters
            guard moment.now.floorHeightAboveGroundMeters < tolerance else {
                let height = moment.now.floorHeightAboveGroundMeters
                let floor = building.floorNumber(atHeightAboveGroundMeters: height)
                let onFloor = abs(building.heightAboveGroundMeters(ofFloor: floor) - height) < tolerance
                throw SimulationError(
                    location: moment.location,
                    message: onFloor
                        ? "the person is on floor \(floor) of '\(building.name)'; take the stairs or elevator to "
                            + "floor 0 first"
                        : "the person is still between floors of '\(building.name)' (\(MotionPlan.metersText(height)) m "
                            + "above the ground); leave time for the stairs or elevator to reach floor 0")
            }
            var outside = moment.still
            outside.position = building.outsideEntrance
            outside.buildingIndex = nil
            outside.floorHeightAboveGroundMeters = 0
            begin(moment, outside, .still, .still)
        }

        /// Stairs or an elevator to a floor of the building the person is in; a ride also pressurises the cab.
        mutating func vertical(toFloor floor: Int, speed: Double, elevator: Bool, _ moment: Moment) throws {
            try SimulationError.requirePositive(speed, moment.location, "vertical speed (m/s)")
            guard let inside = moment.now.buildingIndex else {
                throw SimulationError(
                    location: moment.location,
                    message: "\(elevator ? "elevator" : "stairs") "
                        + "to floor \(floor) while outdoors; add `enter` first")
            }
            let target = try MotionPlan.floorHeight(floor, building: inside, world: world, location: moment.location)
            begin(
                moment, moment.still, .vertical(toHeightMeters: target, speedMetersPerSecond: speed),
                elevator ? .still : .walking)
            guard elevator else { return }
            let ride = abs(target - moment.now.floorHeightAboveGroundMeters) / speed
            if ride > 0 {
                transients.append(
                    .elevatorCab(
                        startNanoseconds: moment.time, scope: .building(inside),
                        magnitudePa: MotionPlan.elevatorCabMagnitudePa,
                        durationSeconds: max(ride, MotionPlan.minimumCabTransientSeconds)))
            }
        }
    }
}
