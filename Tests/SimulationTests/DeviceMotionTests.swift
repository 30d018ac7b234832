import AltitudeEngine
import Foundation
import Geophysics
import Noise
import Simulation
import Testing

@Suite("Device motion truth")
struct DeviceMotionTests {
    let world: World
    init() throws { world = try RunSupport.world(durationSeconds: 4 * 3_600) }

    func plan(_ timeline: [TimelineStep], configure: (inout DeviceSpec) -> Void = { _ in }) throws -> MotionPlan {
        var device = DeviceSpec(name: "a")
        device.timeline = timeline
        configure(&device)
        return try MotionPlan(
            device: device, label: "devices[0]", world: world, runStartNanoseconds: midnightNanoseconds)
    }

    func truth(_ plan: MotionPlan, sigma: Double = 0) -> DeviceTruth {
        DeviceTruth(
            plan: plan, world: world, handSigmaMeters: sigma, root: NoiseRoot(seed: 3), streamPrefix: "device[0]",
            startNanoseconds: midnightNanoseconds)
    }

    @Test("A device-scoped transient (a sunroof) reaches the phone whose name it is tagged with, and no other")
    func taggedTransientReachesItsDevice() throws {
        let sunroofStart = midnightNanoseconds + 60_000_000_000
        let tagged = try World(
            origin: RunSupport.origin, terrain: .flat(heightMeters: 400), geoid: .constant(undulationMeters: 48),
            buildings: [], weather: WeatherModel(),
            transients: [.sunroof(startNanoseconds: sunroofStart, vehicle: "car-phone")],
            noise: NoiseRoot(seed: 3), startNanoseconds: midnightNanoseconds, durationSeconds: 600)
        let device = DeviceSpec(name: "car-phone")
        let plan = try MotionPlan(
            device: device, label: "devices[0]", world: tagged, runStartNanoseconds: midnightNanoseconds)
        func pressure(tag: String?) -> Double {
            DeviceTruth(
                plan: plan, world: tagged, handSigmaMeters: 0, root: NoiseRoot(seed: 3), streamPrefix: "device[0]",
                startNanoseconds: midnightNanoseconds, transientTag: tag
            )
            .snapshot(atNanoseconds: sunroofStart + 30_000_000_000).pressurePa
        }
        let inCar = pressure(tag: "car-phone")
        let elsewhere = pressure(tag: "other-phone")
        #expect(abs(inCar - elsewhere + 275) < 1, "sunroof shift \(inCar - elsewhere) Pa, expected -275 Pa")
        #expect(pressure(tag: nil) == elsewhere)
    }

    @Test("Walking follows a straight leg at the speed, then stands still at the target")
    func walkLeg() throws {
        let p = try plan([
            RunSupport.at(10, .walk(to: .point(EastNorth(eastMeters: 30, northMeters: 40)), speedMetersPerSecond: 2))
        ])
        let before = p.state(atNanoseconds: RunSupport.time(5))
        #expect(before.position == EastNorth(eastMeters: 0, northMeters: 0) && before.activity == .still)
        let mid = p.state(atNanoseconds: RunSupport.time(22.5))  // 25 m of 50
        #expect(abs(mid.position.eastMeters - 15) < 1e-9 && abs(mid.position.northMeters - 20) < 1e-9)
        #expect(mid.activity == .walking && mid.speedMetersPerSecond == 2)
        let after = p.state(atNanoseconds: RunSupport.time(40))
        #expect(
            after.position == EastNorth(eastMeters: 30, northMeters: 40) && after.activity == .still
                && after.speedMetersPerSecond == 0)
    }

    @Test("A motion interrupted by a later step continues from where the person is")
    func interrupted() throws {
        let p = try plan([
            RunSupport.at(0, .walk(to: .point(EastNorth(eastMeters: 100, northMeters: 0)), speedMetersPerSecond: 1)),
            RunSupport.at(50, .run(to: .point(EastNorth(eastMeters: 50, northMeters: 30)), speedMetersPerSecond: 3)),
        ])
        let s = p.state(atNanoseconds: RunSupport.time(55))
        #expect(abs(s.position.eastMeters - 50) < 1e-9 && abs(s.position.northMeters - 15) < 1e-9)
        #expect(s.activity == .running)
    }

    @Test("Driving goes through every leg of the route in vehicle")
    func drive() throws {
        let route: [Place] = [
            .point(EastNorth(eastMeters: 0, northMeters: 100)), .point(EastNorth(eastMeters: 100, northMeters: 100)),
        ]
        let p = try plan([RunSupport.at(0, .drive(route: route, speedMetersPerSecond: 10))])
        let s = p.state(atNanoseconds: RunSupport.time(15))
        #expect(
            abs(s.position.eastMeters - 50) < 1e-9 && abs(s.position.northMeters - 100) < 1e-9
                && s.activity == .inVehicle)
        #expect(p.state(atNanoseconds: RunSupport.time(21)).activity == .still)
    }

    @Test(
        "Entering puts the person inside at floor 0; stairs and the elevator reach floor heights; leaving puts them outside"
    )
    func building() throws {
        let tower = world.buildings[0]
        #expect(tower.entrance == EastNorth(eastMeters: 100, northMeters: -15))
        let p = try plan([
            RunSupport.at(0, .walk(to: .entrance(building: "tower"), speedMetersPerSecond: 1.5)),
            RunSupport.at(100, .enter(building: "tower")),
            RunSupport.at(110, .stairs(toFloor: 3, speedMetersPerSecond: 0.5)),
            RunSupport.at(200, .elevator(toFloor: 0, speedMetersPerSecond: 2)),
            RunSupport.at(300, .leave),
        ])
        let inside = p.state(atNanoseconds: RunSupport.time(105))
        #expect(
            inside.buildingIndex == 0 && tower.contains(inside.position) && inside.floorHeightAboveGroundMeters == 0)
        let climbing = p.state(atNanoseconds: RunSupport.time(120))
        #expect(abs(climbing.floorHeightAboveGroundMeters - 5) < 1e-9 && climbing.activity == .walking)
        let up = p.state(atNanoseconds: RunSupport.time(150))
        #expect(
            abs(up.floorHeightAboveGroundMeters - tower.heightAboveGroundMeters(ofFloor: 3)) < 1e-9
                && up.activity == .still)
        let riding = p.state(atNanoseconds: RunSupport.time(203))
        #expect(riding.activity == .still && riding.speedMetersPerSecond == 2)
        let outside = p.state(atNanoseconds: RunSupport.time(301))
        #expect(outside.buildingIndex == nil && !tower.contains(outside.position))

        let t = truth(p)
        let snapshot = t.snapshot(atNanoseconds: RunSupport.time(150))
        #expect(snapshot.floor == 3 && snapshot.isIndoors)
        #expect(abs(snapshot.heightMSLMeters - (400 + tower.heightAboveGroundMeters(ofFloor: 3) + 1)) < 1e-9)
        #expect(abs(snapshot.heightHAEMeters - snapshot.heightMSLMeters - 48) < 1e-9)
        #expect(abs(snapshot.heightAboveTerrainMeters - (snapshot.heightMSLMeters - 400)) < 1e-9)
    }

    @Test("A start floor puts the person inside from the first instant")
    func startFloor() throws {
        let p = try plan([]) {
            $0.start = .centre(building: "tower")
            $0.startFloor = 2
        }
        let s = p.state(atNanoseconds: RunSupport.time(0))
        #expect(
            s.buildingIndex == 0
                && s.floorHeightAboveGroundMeters == world.buildings[0].heightAboveGroundMeters(ofFloor: 2))
    }

    @Test("The elevator ride adds the cab's pressurisation transient to the truth")
    func elevatorTransient() throws {
        let p = try plan([RunSupport.at(0, .elevator(toFloor: 9, speedMetersPerSecond: 1))]) {
            $0.start = .centre(building: "tower")
            $0.startFloor = 0
        }
        #expect(p.elevatorTransients.count == 1)
        let t = truth(p)
        let time = RunSupport.time(10)
        let snapshot = t.snapshot(atNanoseconds: time)
        let without = world.truthPressurePa(
            at: snapshot.position, heightMSLMeters: snapshot.heightMSLMeters, timeNanoseconds: time, indoorBuilding: 0)
        #expect(abs(snapshot.pressurePa - without - MotionPlan.elevatorCabMagnitudePa) < 1e-6)
    }

    @Test("Hand height: the mean follows holdPhone; the wobble has about the configured σ")
    func handHeight() throws {
        let p = try plan([RunSupport.at(60, .holdPhone(heightMeters: 1.6))])
        let still = truth(p)
        #expect(abs(still.snapshot(atNanoseconds: RunSupport.time(30)).heightAboveTerrainMeters - 1.0) < 1e-12)
        #expect(abs(still.snapshot(atNanoseconds: RunSupport.time(90)).heightAboveTerrainMeters - 1.6) < 1e-12)
        let wobbly = truth(try plan([]), sigma: 0.3)
        let values = stride(from: 0.0, to: 4 * 3_600, by: 10).map {
            wobbly.snapshot(atNanoseconds: RunSupport.time($0)).heightAboveTerrainMeters
        }
        let mean = values.reduce(0, +) / Double(values.count)
        let std = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count - 1)).squareRoot()
        #expect(abs(mean - 1) < 0.15)
        #expect(std > 0.2 && std < 0.4)
        #expect(values.allSatisfy { $0 >= 0 })
    }

    @Test(
        "The barometer's pressure query gives the snapshot's pressure and temperature, mixed with snapshots in any pattern"
    )
    func pressureQueryMatchesSnapshot() throws {
        let p = try plan([
            RunSupport.at(5, .walk(to: .entrance(building: "tower"), speedMetersPerSecond: 1.5)),
            RunSupport.at(100, .enter(building: "tower")),
            RunSupport.at(110, .elevator(toFloor: 6, speedMetersPerSecond: 2)),
            RunSupport.at(200, .elevator(toFloor: 0, speedMetersPerSecond: 2)),
        ])
        let bySnapshot = truth(p, sigma: 0.3)
        let byPressure = truth(p, sigma: 0.3)
        for index in 0..<6_000 {  // 240 s at 25 Hz; at whole seconds also a snapshot (as GNSS and the tick do)
            let time = RunSupport.time(Double(index) * 0.04)
            let expected = bySnapshot.snapshot(atNanoseconds: time)
            let pressure = byPressure.pressurePa(atNanoseconds: time)
            #expect(pressure.bitPattern == expected.pressurePa.bitPattern)
            if index % 25 == 0 { #expect(byPressure.snapshot(atNanoseconds: time) == expected) }
            #expect(byPressure.deviceTemperatureKelvin.bitPattern == bySnapshot.deviceTemperatureKelvin.bitPattern)
        }
    }

    @Test(
        "A still phone's interpolated truth stays within 0.001 Pa of the world's exact truth: fronts' kinks, hand steps, doors, elevators"
    )
    func stillIntervalsMatchExactTruth() throws {
        let start = midnightNanoseconds
        var weather = WeatherModel(
            tide: PressureTide(amplitudePa: 140), drift: PressureDrift(),
            fronts: [
                WeatherFront(
                    passageAtOriginNanoseconds: start + 300_370_000_000, dropPa: 300,
                    fallDurationSeconds: 120, risePa: 400, riseDurationSeconds: 60,
                    temperatureChangeKelvin: -3)
            ],
            thunderstorms: ThunderstormModel(ratePerHour: 30))
        weather.temperature.diurnalAmplitudeKelvin = 5
        let world = try World(
            origin: RunSupport.origin, terrain: .flat(heightMeters: 400), geoid: .constant(undulationMeters: 48),
            buildings: [RunSupport.tower], weather: weather,
            transients: [.door(startNanoseconds: start + 150_300_000_000, building: 0)],
            noise: NoiseRoot(seed: 8), startNanoseconds: start, durationSeconds: 600)
        var device = DeviceSpec(name: "a")
        device.start = .entrance(building: "tower")
        device.timeline = [
            RunSupport.at(20, .enter(building: "tower")),
            RunSupport.at(100, .elevator(toFloor: 5, speedMetersPerSecond: 2)),
            RunSupport.at(250.5, .holdPhone(heightMeters: 1.4)),
            RunSupport.at(400, .elevator(toFloor: 0, speedMetersPerSecond: 2)),
            RunSupport.at(450, .leave),
        ]
        let plan = try MotionPlan(device: device, label: "devices[0]", world: world, runStartNanoseconds: start)
        func truth() -> DeviceTruth {
            DeviceTruth(
                plan: plan, world: world, handSigmaMeters: 0.3, root: NoiseRoot(seed: 3), streamPrefix: "device[0]",
                startNanoseconds: start)
        }
        let barometer = truth()
        let reference = truth()
        var worst = 0.0
        for index in 0..<15_000 {  // 600 s at 25 Hz
            let time = start + Int64(index) * 40_000_000
            let snapshot = reference.snapshot(atNanoseconds: time)
            var exact = world.truthPressurePa(
                at: snapshot.position, heightMSLMeters: snapshot.heightMSLMeters, timeNanoseconds: time,
                indoorBuilding: snapshot.buildingIndex)
            if snapshot.isIndoors {
                for transient in plan.elevatorTransients where transient.startNanoseconds <= time {
                    exact += transient.offsetPa(atNanoseconds: time)
                }
            }
            worst = max(worst, abs(barometer.pressurePa(atNanoseconds: time) - exact))
        }
        #expect(worst < 0.001, "\(worst) Pa")
    }

    @Test("The truth pressure at an instant does not depend on which instants were asked before")
    func stillTruthIndependentOfQueryHistory() throws {
        let p = try plan([
            RunSupport.at(30, .holdPhone(heightMeters: 1.3)),
            RunSupport.at(60.5, .walk(to: .point(EastNorth(eastMeters: 20, northMeters: 0)), speedMetersPerSecond: 1)),
        ])
        let dense = truth(p, sigma: 0.3)
        let sparse = truth(p, sigma: 0.3)
        var denseValues: [Int64: UInt64] = [:]
        for index in 0..<3_000 {  // 120 s at 25 Hz
            let time = RunSupport.time(Double(index) * 0.04)
            denseValues[time] = dense.pressurePa(atNanoseconds: time).bitPattern
        }
        for index in stride(from: 0, to: 3_000, by: 183) {  // every 7.32 s
            let time = RunSupport.time(Double(index) * 0.04)
            #expect(sparse.pressurePa(atNanoseconds: time).bitPattern == denseValues[time])
        }
    }

    @Test("Device temperature lags towards the indoor temperature with a 10-minute time constant")
    func temperatureLag() throws {
        let p = try plan([RunSupport.at(10, .enter(building: "tower"))]) { $0.start = .entrance(building: "tower") }
        let t = truth(p)
        let outdoor = world.outdoorTemperatureKelvin(
            at: world.buildings[0].entrance, heightMSLMeters: 401, timeNanoseconds: midnightNanoseconds)
        let indoor = world.buildings[0].indoorTemperatureKelvin
        #expect(abs(t.deviceTemperatureKelvin - outdoor) < 0.01)
        for second in stride(from: 1.0, through: 610, by: 1) { _ = t.snapshot(atNanoseconds: RunSupport.time(second)) }
        let expected = indoor + (outdoor - indoor) * exp(-1)
        #expect(abs(t.deviceTemperatureKelvin - expected) < 0.05)
    }

    @Test(
        "Invalid references are setup errors naming the step",
        arguments: [
            (TimelineAction.enter(building: "castle"), "unknown building 'castle'"),
            (.leave, "leave while outdoors"),
            (.elevator(toFloor: 2, speedMetersPerSecond: 1), "while outdoors"),
            (.stairs(toFloor: 2, speedMetersPerSecond: 1), "while outdoors"),
            (.walk(to: .centre(building: "nowhere"), speedMetersPerSecond: 1), "unknown building 'nowhere'"),
            (.walk(to: .point(EastNorth(eastMeters: 1, northMeters: 1)), speedMetersPerSecond: 0), "speed"),
            (.enter(building: "tower"), "from the entrance"),
            (.holdPhone(heightMeters: -1), "holdPhone"),
            (.drive(route: [], speedMetersPerSecond: 10), "at least one place"),
        ])
    func invalid(action: TimelineAction, fragment: String) throws {
        let error = #expect(throws: SimulationError.self) {
            try plan([RunSupport.at(0, .stand), RunSupport.at(5, action)])
        }
        #expect(error?.location == "devices[0].timeline[1]")
        #expect(error?.message.contains(fragment) == true, "\(error?.message ?? "")")
    }

    @Test("Floors out of range, leaving from an upper floor and walking out through a wall are errors")
    func invalidIndoors() throws {
        let base: [TimelineStep] = [RunSupport.at(0, .enter(building: "tower"))]
        func attempt(_ step: TimelineAction) -> SimulationError? {
            #expect(throws: SimulationError.self) {
                try plan(
                    base + [RunSupport.at(5, .stairs(toFloor: 2, speedMetersPerSecond: 1)), RunSupport.at(100, step)]
                ) {
                    $0.start = .entrance(building: "tower")
                }
            }
        }
        #expect(
            attempt(.elevator(toFloor: 10, speedMetersPerSecond: 1))?.message.contains("floor 10 does not exist")
                == true)
        #expect(attempt(.stairs(toFloor: -1, speedMetersPerSecond: 1))?.message.contains("does not exist") == true)
        #expect(attempt(.leave)?.message.contains("floor 2") == true)
        #expect(
            attempt(.walk(to: .point(EastNorth(eastMeters: 0, northMeters: 0)), speedMetersPerSecond: 1))?.message
                .contains("leave") == true)
        #expect(throws: SimulationError.self) { try plan([]) { $0.startFloor = 1 } }  // (0, 0) is outdoors
    }
}
