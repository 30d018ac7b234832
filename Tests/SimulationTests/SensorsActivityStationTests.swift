import AltitudeEngine
import AssistanceService
import Foundation
import Geophysics
import Noise
import Simulation
import Testing

/// The activity recogniser, the reference-station sensor and the load-time checks.
@Suite("Activity recogniser, station sensor, spec validation")
struct SensorsActivityStationTests {
    static let start: Int64 = 1_700_000_000_000_000_000

    @Test("Activity: correct with probability `accuracy`, other kinds uniformly, late, with the confidence")
    func activity() throws {
        var spec = ActivitySpec()
        spec.accuracy = 0.8
        spec.reportedConfidence = 0.65
        spec.latencySeconds = 3
        let recogniser = ActivityRecognizer(spec: spec, root: NoiseRoot(seed: 2), streamPrefix: "device[0].activity")
        #expect(recogniser.periodNanoseconds == 5_000_000_000)
        var counts: [ActivityKind: Int] = [:]
        let n = 8_000
        for index in 0..<n {
            let t = Self.start + Int64(index) * recogniser.periodNanoseconds
            let result = try #require(recogniser.recognise(trueActivity: .walking, atNanoseconds: t))
            #expect(result.deliverAtNanoseconds == t + 3_000_000_000)
            #expect(result.sample.timestampNanoseconds == result.deliverAtNanoseconds)
            #expect(result.sample.confidence == 0.65)
            counts[result.sample.kind, default: 0] += 1
        }
        #expect(abs(Double(counts[.walking] ?? 0) / Double(n) - 0.8) < 0.025)  // SE 0.0045
        for kind in ActivityKind.allCases where kind != .walking {
            // The share's standard error is 0.0024.
            #expect(abs(Double(counts[kind] ?? 0) / Double(n) - 0.05) < 0.015, "\(kind): \(counts[kind] ?? 0)")
        }
        var off = spec
        off.enabled = false
        #expect(
            ActivityRecognizer(spec: off, root: NoiseRoot(seed: 2), streamPrefix: "x").recognise(
                trueActivity: .still, atNanoseconds: Self.start) == nil)
        var perfect = spec
        perfect.accuracy = 1
        let exact = ActivityRecognizer(spec: perfect, root: NoiseRoot(seed: 2), streamPrefix: "x")
        #expect(
            (0..<200).allSatisfy {
                exact.recognise(trueActivity: .inVehicle, atNanoseconds: Self.start + Int64($0))?.sample.kind
                    == .inVehicle
            })
    }

    static func station(outages: [TimeWindow] = []) -> ReferenceStation {
        ReferenceStation(
            id: "grid-0-0", position: GeodeticCoordinate(latitudeDegrees: 47.4, longitudeDegrees: 8.5),
            elevationMeters: 400,
            noiseSigmaPa: 3, reportingDelayNanoseconds: 5_000_000_000, outages: outages)
    }

    @Test("Station: truth + bias + N(0, σ); arrival after the reporting delay")
    func stationNoiseAndBias() throws {
        let sensor = StationSensor(station: Self.station(), trueBiasPa: 4.5, root: NoiseRoot(seed: 6))
        var errors: [Double] = []
        for index in 0..<3_000 {
            let t = Self.start + Int64(index) * 60_000_000_000
            let observation = try #require(
                sensor.observe(truePressurePa: 96_000, trueTemperatureKelvin: 285, atNanoseconds: t))
            #expect(observation.measuredAtNanoseconds == t && observation.receivedAtNanoseconds == t + 5_000_000_000)
            #expect(observation.temperatureKelvin == 285 && observation.stationID == "grid-0-0" && observation.isValid)
            errors.append(observation.pressurePa - 96_000)
        }
        let mean = errors.reduce(0, +) / Double(errors.count)
        let sd = (errors.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(errors.count - 1)).squareRoot()
        #expect(abs(mean - 4.5) < 0.3, "bias \(mean)")  // SE 0.055
        #expect(abs(sd - 3) < 0.25, "σ \(sd)")  // SE 0.04
        // Deterministic per station id and seed.
        let again = StationSensor(station: Self.station(), trueBiasPa: 4.5, root: NoiseRoot(seed: 6))
        #expect(
            again.observe(truePressurePa: 96_000, trueTemperatureKelvin: 285, atNanoseconds: Self.start)?.pressurePa
                == errors[0] + 96_000)
    }

    @Test("Station: nothing during an outage")
    func stationOutage() {
        let outage = TimeWindow(
            startNanoseconds: Self.start + 600_000_000_000, endNanoseconds: Self.start + 1_200_000_000_000)
        let sensor = StationSensor(station: Self.station(outages: [outage]), trueBiasPa: 0, root: NoiseRoot(seed: 6))
        for minute in 0..<30 {
            let observation = sensor.observe(
                truePressurePa: 96_000, trueTemperatureKelvin: 285,
                atNanoseconds: Self.start + Int64(minute) * 60_000_000_000)
            #expect((observation == nil) == (10..<20).contains(minute))
        }
    }

    @Test("Defaults and presets validate; parameters the models cannot apply are errors naming them")
    func validation() throws {
        try BarometerSpec().validate()
        for name in BarometerSpec.presetNames { try #require(BarometerSpec.preset(named: name)).validate() }
        try GNSSSpec().validate()
        try ActivitySpec().validate()
        try TransportSpec().validate()

        var barometer = BarometerSpec()
        barometer.faults = [BarometerFault(kind: .dropouts(meanOnSeconds: 0, meanOffSeconds: 1), window: .always)]
        #expect { try barometer.validate(name: "devices[0].barometer") } throws: {
            ($0 as? WorldError)?.parameter == "devices[0].barometer.faults[0].meanOnSeconds"
        }
        barometer = BarometerSpec()
        barometer.sampleRateHz = 0
        #expect(throws: WorldError.self) { try barometer.validate() }
        barometer = BarometerSpec()
        barometer.faults = [
            BarometerFault(kind: .off, window: SimulationWindow(startOffsetNanoseconds: 10, endOffsetNanoseconds: 5))
        ]
        #expect(throws: WorldError.self) { try barometer.validate() }

        var gnss = GNSSSpec()
        gnss.indoor = .wifi(sigmaMeters: .nan)
        #expect(throws: WorldError.self) { try gnss.validate() }
        var activity = ActivitySpec()
        activity.accuracy = 1.2
        #expect(throws: WorldError.self) { try activity.validate() }
        var transport = TransportSpec()
        transport.latency = .uniform(minimumSeconds: 0.5, maximumSeconds: 0.1)
        #expect(throws: WorldError.self) { try transport.validate() }
        transport = TransportSpec()
        transport.errorReplies = [.init(status: 42, window: .always)]
        #expect(throws: WorldError.self) { try transport.validate() }
    }

    @Test("Absurd parameters never trap the models")
    func noTraps() {
        var barometer = BarometerSpec()
        barometer.sampleRateHz = .nan
        barometer.latencySeconds = 1e300
        barometer.iirTimeConstantSeconds = -1
        barometer.offsetPa = .infinity
        barometer.faults = [
            BarometerFault(
                kind: .delayed(seconds: .infinity), window: SimulationWindow(startOffsetNanoseconds: .max - 1))
        ]
        let model = BarometerModel(
            spec: barometer, root: NoiseRoot(seed: 1), streamPrefix: "b", runStartNanoseconds: .max - 10)
        _ = model.measure(truePressurePa: .nan, deviceTemperatureKelvin: .infinity, atNanoseconds: .max)
        var gnss = GNSSSpec()
        gnss.rateHz = -1
        gnss.lagSeconds = .infinity
        gnss.correlationTimeSeconds = .nan
        let receiver = GNSSReceiver(spec: gnss, root: NoiseRoot(seed: 1), streamPrefix: "g", runStartNanoseconds: 0)
        _ = receiver.fix(
            truePosition: EastNorth(eastMeters: .nan, northMeters: 0), isIndoors: false,
            plane: LocalTangentPlane(origin: GeodeticCoordinate(latitudeDegrees: 0, longitudeDegrees: 0)),
            atNanoseconds: .max)
        var activity = ActivitySpec()
        activity.rateHz = .infinity
        activity.latencySeconds = -5
        _ = ActivityRecognizer(spec: activity, root: NoiseRoot(seed: 1), streamPrefix: "a").recognise(
            trueActivity: .unknown, atNanoseconds: .min)
    }
}
