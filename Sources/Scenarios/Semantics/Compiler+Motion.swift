import Foundation
import Geophysics
import Simulation

extension Compiler {
    /// The speed of a motion: its `at SPEED` modifier within `0 < speed ≤ limit`, `value` without one,
    /// or `nil` (reported) when out of range.
    mutating func speed(_ modifier: ClauseSyntax?, default value: Double, limit: Double, _ what: String) -> Double? {
        guard let node = modifier?.values.first, let speed = node.speedMetersPerSecond else { return value }
        guard speed > 0 else {
            error("\(what) speed must be above 0", at: node.range)
            return nil
        }
        return require(speed, in: 0, limit, "\(what) speed", unit: "m/s", at: node) ? speed : nil
    }

    /// The speed of a walk or drive (its default, limit and name differ).
    mutating func travelSpeed(_ modifiers: ActionModifiers, drive: Bool) -> Double? {
        drive
            ? speed(
                modifiers[.speed], default: MotionDefaults.driveSpeedMetersPerSecond,
                limit: MotionDefaults.driveSpeedLimitMetersPerSecond, "a driving")
            : speed(
                modifiers[.speed], default: MotionDefaults.walkSpeedMetersPerSecond,
                limit: MotionDefaults.walkSpeedLimitMetersPerSecond, "a walking")
    }

    /// A walk or drive to `point`, which leaves the device outdoors there.
    static func travel(
        to point: EastNorth, drive: Bool, speed: Double, at t: Int64, device: inout DeviceSpec,
        state: inout DeviceState
    ) {
        let action: TimelineAction =
            drive
            ? .drive(route: [.point(point)], speedMetersPerSecond: speed)
            : .walk(to: .point(point), speedMetersPerSecond: speed)
        append(action, at: t, to: &device)
        state.position = point
        state.building = nil
    }

    /// `walk to "NAME" [entrance]`: a walk to a building's entrance.
    mutating func compileWalkToBuilding(
        _ action: ClauseSyntax, modifiers: ActionModifiers, at t: Int64,
        device: inout DeviceSpec, state: inout DeviceState
    ) {
        guard let name = action.values.first?.string, let index = buildingIndex[name],
            let v = travelSpeed(modifiers, drive: false)
        else { return }
        Self.append(.walk(to: .entrance(building: name), speedMetersPerSecond: v), at: t, to: &device)
        state.position = Compiler.entrance(of: scenario.buildings[index])
        state.building = nil
    }

    /// `walk to …` / `drive to …` a point east and north of the origin.
    mutating func compileMoveToPoint(
        _ action: ClauseSyntax, drive: Bool, modifiers: ActionModifiers, at t: Int64,
        device: inout DeviceSpec, state: inout DeviceState
    ) {
        let point = Compiler.position(action.values, from: 0)
        guard let v = travelSpeed(modifiers, drive: drive) else { return }
        Self.travel(to: point, drive: drive, speed: v, at: t, device: &device, state: &state)
    }

    /// `walk LENGTH toward DIRECTION` / `drive …`: a move from where the device is, which must end in the frame.
    mutating func compileMoveToward(
        _ action: ClauseSyntax, drive: Bool, modifiers: ActionModifiers, at t: Int64,
        device: inout DeviceSpec, state: inout DeviceState
    ) {
        let values = action.values
        guard values.count == 2, let distance = values[0].lengthMeters, let bearing = values[1].bearingDegrees else {
            return
        }
        let limit = drive ? MotionDefaults.driveDistanceLimitMeters : MotionDefaults.walkDistanceLimitMeters
        guard require(distance, in: 0, limit, "a distance", unit: "m", at: values[0]),
            let v = travelSpeed(modifiers, drive: drive)
        else { return }
        let radians = bearing * .pi / 180
        let point = EastNorth(
            eastMeters: state.position.eastMeters + distance * sin(radians),
            northMeters: state.position.northMeters + distance * cos(radians))
        let frame = NumericRange.offset
        guard frame.contains(point.eastMeters), frame.contains(point.northMeters) else {
            let east = Format.number((point.eastMeters / 1000).rounded())
            let north = Format.number((point.northMeters / 1000).rounded())
            error(
                "the \(drive ? "drive" : "walk") ends \(east) km east, \(north) km north of the origin, "
                    + "outside the frame",
                at: action.range, hint: "positions must be \(frame.shown) east and north (\(frame.reason))")
            return
        }
        Self.travel(to: point, drive: drive, speed: v, at: t, device: &device, state: &state)
    }

    /// `enter "NAME"`: the device is inside, on floor 0.
    mutating func compileEnter(
        _ action: ClauseSyntax, at t: Int64, device: inout DeviceSpec,
        state: inout DeviceState
    ) {
        guard let name = action.values.first?.string, let index = buildingIndex[name] else { return }
        Self.append(.enter(building: name), at: t, to: &device)
        state.building = index
        state.floor = 0
        state.position = scenario.buildings[index].centre
    }

    /// `leave ["NAME"]`: the device must be inside (that building) on floor 0.
    mutating func compileLeave(
        _ action: ClauseSyntax, at t: Int64, device: inout DeviceSpec,
        state: inout DeviceState
    ) {
        if let name = action.values.first?.string, let index = buildingIndex[name], state.building != index {
            error(
                "the device is not inside '\(name)' at this time", at: action.range,
                hint: "`enter \"\(name)\"` first")
            return
        }
        guard let inside = state.building else {
            error(
                "the device is not inside a building at this time", at: action.range,
                hint: "`leave` follows an `enter \"NAME\"` or a start `in \"NAME\" floor N`")
            return
        }
        guard state.floor == 0 else {
            let name = scenario.buildings[inside].name
            error(
                "the device is on floor \(state.floor) of '\(name)' at this time; it leaves from floor 0",
                at: action.range,
                hint: "take the stairs or elevator to floor 0 first: `stairs to floor 0`, "
                    + "then `leave` once it has arrived")
            return
        }
        Self.append(.leave, at: t, to: &device)
        state.building = nil
    }

    /// `stairs to floor N` / `elevator to floor N` inside a building; the floor must exist.
    mutating func compileFloorChange(
        _ action: ClauseSyntax, elevator: Bool, modifiers: ActionModifiers, at t: Int64,
        device: inout DeviceSpec, state: inout DeviceState
    ) {
        guard let floorNode = action.values.first, let floor = floorNode.integer else { return }
        guard let index = state.building else {
            error(
                "`\(action.name)` needs the device inside a building", at: action.range,
                hint: "`enter \"NAME\"` first, or start the device `in \"NAME\" floor N`")
            return
        }
        guard checkFloor(floor, building: index, at: floorNode) else { return }
        let v =
            elevator
            ? speed(
                modifiers[.speed], default: elevatorSpeeds[index] ?? MotionDefaults.elevatorSpeedMetersPerSecond,
                limit: MotionDefaults.elevatorSpeedLimitMetersPerSecond, "an elevator")
            : speed(
                modifiers[.speed], default: MotionDefaults.stairsSpeedMetersPerSecond,
                limit: MotionDefaults.stairsSpeedLimitMetersPerSecond, "a stairs (vertical)")
        guard let v else { return }
        let step: TimelineAction =
            elevator
            ? .elevator(toFloor: Int(floor), speedMetersPerSecond: v)
            : .stairs(toFloor: Int(floor), speedMetersPerSecond: v)
        Self.append(step, at: t, to: &device)
        state.floor = Int(floor)
    }

    /// The entrance of a building: the middle of its south wall, rotated with it.
    static func entrance(of building: Building) -> EastNorth {
        let radians = building.rotationDegrees * .pi / 180
        let half = building.depthMeters / 2
        return EastNorth(
            eastMeters: building.centre.eastMeters - half * sin(radians),
            northMeters: building.centre.northMeters - half * cos(radians))
    }
}
