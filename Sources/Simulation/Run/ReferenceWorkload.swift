import AltitudeEngine
import Geophysics
import Noise

extension SimulationSpec {
    /// The benchmark's reference workload (Docs/simulator.md, "Bench"): one device for `days`
    /// days near Zurich (flat terrain at 410 m, geoid 48 m), a 3 × 3 station grid 20 km apart,
    /// a moving front passing at noon of the first day, tide and drift, and a daily office
    /// visit (walk to the entrance, enter, elevator to floor 6, back down, leave, walk home).
    /// Barometer 25 Hz, GNSS 1 Hz, altitude mode `oneSecond` from the first second.
    /// - Throws: `WorldError` only if `days` is not a positive number of days ≤ 366.
    public static func referenceWorkload(days: Double = 1, seed: UInt64 = 20_261_129) throws -> SimulationSpec {
        let start: Int64 = 1_795_910_400 * 1_000_000_000  // 2026-11-29T00:00:00Z
        let hour: Int64 = 3_600_000_000_000
        let minute: Int64 = 60_000_000_000
        let office = Building(
            name: "office", centre: EastNorth(eastMeters: 300, northMeters: 40), widthMeters: 40,
            depthMeters: 30, floorCount: 10)
        let weather = WeatherModel(
            basePressurePa: 101_000, referenceNanoseconds: start, tide: PressureTide(), drift: PressureDrift(),
            fronts: [WeatherFront(passageAtOriginNanoseconds: start + 12 * hour)])
        let world = try World(
            origin: GeodeticCoordinate(latitudeDegrees: 47.4, longitudeDegrees: 8.5), terrain: .flat(heightMeters: 410),
            geoid: .constant(undulationMeters: 48), buildings: [office], weather: weather, noise: NoiseRoot(seed: seed),
            startNanoseconds: start, durationSeconds: days * 86_400)
        var spec = SimulationSpec(name: "reference workload", seed: seed, world: world)
        spec.stations = StationNetworkSpec(layouts: [
            .grid(rows: 3, columns: 3, spacingMeters: 20_000, centre: EastNorth(eastMeters: 0, northMeters: 0))
        ])
        var device = DeviceSpec(name: "phone")
        device.barometer.sampleRateHz = 25
        device.gnss.rateHz = 1
        device.timeline = [
            TimelineStep(atOffsetNanoseconds: 0, action: .app(.startSDK(apiKey: nil, hostURL: nil))),
            TimelineStep(atOffsetNanoseconds: 1_000_000_000, action: .app(.startAltitude(.oneSecond))),
        ]
        let home = EastNorth(eastMeters: 0, northMeters: 0)
        for day in 0..<Int(days.rounded(.up)) {
            let d = Int64(day) * 24 * hour
            device.timeline += [
                TimelineStep(
                    atOffsetNanoseconds: d + 8 * hour,
                    action: .walk(to: .entrance(building: "office"), speedMetersPerSecond: 1.4)),
                TimelineStep(atOffsetNanoseconds: d + 8 * hour + 10 * minute, action: .enter(building: "office")),
                TimelineStep(
                    atOffsetNanoseconds: d + 8 * hour + 11 * minute,
                    action: .elevator(toFloor: 6, speedMetersPerSecond: 2)),
                TimelineStep(
                    atOffsetNanoseconds: d + 17 * hour, action: .elevator(toFloor: 0, speedMetersPerSecond: 2)),
                TimelineStep(atOffsetNanoseconds: d + 17 * hour + 2 * minute, action: .leave),
                TimelineStep(
                    atOffsetNanoseconds: d + 17 * hour + 3 * minute,
                    action: .walk(to: .point(home), speedMetersPerSecond: 1.4)),
            ]
        }
        device.timeline = device.timeline.filter { Double($0.atOffsetNanoseconds) < days * 86_400e9 }
        spec.devices = [device]
        return spec
    }
}
