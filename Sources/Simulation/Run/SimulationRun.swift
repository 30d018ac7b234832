import AltitudeEngine
import AssistanceProtocol
public import AssistanceService
import Geophysics
import Noise

/// One run of a `SimulationSpec`: everything built, wired to one `VirtualClock`, ready to run.
///
/// ```swift
/// let run = try SimulationRun(spec: spec, engine: .altitudeEngine, sink: recorder)
/// let result = run.run()            // runs to the end of the world's window
/// result.traceHash                  // identifies the run
/// ```
///
/// Setup checks every reference (buildings, floors, stations, motions) and throws
/// `SimulationError` (or `WorldError`) before any event runs. A run is a pure function of the
/// spec and the engine: same spec → byte-identical trace; runs share nothing, so several may
/// run on different threads at once. A `SimulationRun` itself is single-threaded.
public final class SimulationRun {
    /// The spec it was built from.
    public let spec: SimulationSpec
    /// The one clock.
    public let clock: VirtualClock
    /// The world's truth for this run: `spec.world` with its per-run draws made (each
    /// building's indoor temperature when it has a spread).
    public let world: World
    /// The assistance service all devices talk to.
    public let server: AssistanceServer
    /// The engine factory's name.
    public let engineName: String
    let keepRawSamples: Bool
    var counts = SimulationCounts()
    private(set) var traceHash = TraceHash()
    private let encoder = TraceEncoder()
    private let sink: (any TraceSink)?
    private let sinkWantsLines: Bool
    private var devices: [DeviceRuntime] = []
    var deviceRuntimes: [DeviceRuntime] { devices }
    private var stationSensors: [StationSensor] = []
    private var finished = false

    /// Interval of the `referenceSample` records, ns (one a minute per device).
    public static let referenceSampleIntervalNanoseconds: Int64 = 60_000_000_000

    /// Builds a run.
    /// - Parameters:
    ///   - engine: makes one engine per device (default: the built-in `AltitudeEngine`).
    ///   - sink: receives every trace record with its canonical line (or `nil`: hash only).
    /// - Throws: `SimulationError` for an invalid device, timeline, network or service spec.
    public init(spec: SimulationSpec, engine: EngineFactory = .altitudeEngine, sink: (any TraceSink)? = nil) throws {
        self.spec = spec
        // The run's copy of the world: per-run draws (a building's indoor temperature) made once.
        self.world = spec.world.drawingIndoorTemperatures(seed: spec.seed)
        self.sink = sink
        sinkWantsLines = sink?.wantsLines ?? false
        engineName = engine.name
        keepRawSamples = spec.trace.keepRawSamples
        let start = spec.startNanoseconds
        clock = VirtualClock(startNanoseconds: start)
        let root = NoiseRoot(seed: spec.seed)

        // Devices: plans and sensors first (the initial calibrations need the true offsets).
        let (plans, barometers, calibrationsByDevice, initialCalibrations) = try Self.setUpDevices(
            spec, world: world, root: root, startNanoseconds: start)

        // The service.
        let stations = try ServiceSetup.stations(spec.stations, world: world)
        server = AssistanceServer(
            configuration: try ServiceSetup.configuration(
                spec, stations: stations, initialCalibrations: initialCalibrations))
        stationSensors = stations.map { StationSensor(station: $0, trueBiasPa: $0.biasPa, root: root) }
        let resolver = PlaceResolver(world: world)

        // Device runtimes and engines.
        for (i, device) in spec.devices.enumerated() {
            try addDevice(
                device, index: i, plan: plans[i], barometer: barometers[i], calibration: calibrationsByDevice[i],
                engine: engine, root: root, resolver: resolver)
        }
        scheduleSensors(start: start)
        scheduleStations(start: start)
        scheduleFaultWindows(start: start)
    }

    /// Builds device `i`'s truth, sensors, transport and engine, schedules its timeline and
    /// restores its initial calibration (traced at the start, before the first sample).
    private func addDevice(
        _ device: DeviceSpec, index i: Int, plan: MotionPlan, barometer: BarometerModel,
        calibration: CalibrationRecord?,
        engine: EngineFactory, root: NoiseRoot, resolver: PlaceResolver
    ) throws {
        let start = spec.startNanoseconds
        let prefix = "device[\(i)]"
        let truth = DeviceTruth(
            plan: plan, world: world, handSigmaMeters: device.handHeightSigmaMeters, root: root,
            streamPrefix: prefix, startNanoseconds: start, transientTag: device.name)
        let transport = SimulatedTransport(
            spec: spec.transport, server: server, clock: clock, root: root,
            streamPrefix: prefix + ".transport", runStartNanoseconds: start)
        let gnss = GNSSReceiver(
            spec: device.gnss, root: root, streamPrefix: prefix + ".gnss", runStartNanoseconds: start)
        let recognizer = ActivityRecognizer(spec: device.activity, root: root, streamPrefix: prefix + ".activity")
        let store = InMemoryKeyValueStore()
        var configuration = device.engine
        configuration.deviceID = device.deviceID
        let ports = EnginePorts(scheduler: VirtualClockScheduler(clock: clock), assistance: transport, store: store)
        let engineUnderTest = engine.make(configuration, ports)
        let runtime = DeviceRuntime(
            index: i, spec: device, truth: truth, barometer: barometer, gnss: gnss, recognizer: recognizer,
            transport: transport, store: store, engine: engineUnderTest, run: self)
        engineUnderTest.observer = runtime.eventRelay
        devices.append(runtime)
        try scheduleTimeline(runtime, resolver: resolver)
        if let record = calibration {
            emit(TraceRecord(timeNanoseconds: start, deviceIndex: i, event: .calibrationRestored(record)))
            engineUnderTest.restoreCalibration(record)
        }
    }

    // MARK: Trace plumbing (used by `emit`)

    func addToHash(_ record: TraceRecord) { encoder.hash(record, into: &traceHash) }
    func sinkReceive(_ record: TraceRecord) {
        guard let sink else { return }
        sink.receive(record, line: sinkWantsLines ? encoder.encode(record) : [])
    }
    /// `emit` of an engine event's record, hashed without building the record when no sink
    /// takes it (one per altitude callback; the same hash words).
    func emitEngine(_ kind: EngineEventKind, truth: TruthSnapshot, atNanoseconds time: Int64, deviceIndex: Int) {
        guard sink == nil else {
            return emit(
                TraceRecord(timeNanoseconds: time, deviceIndex: deviceIndex, event: .engine(kind, truth: truth)))
        }
        encoder.hashEngine(kind, truth: truth, timeNanoseconds: time, deviceIndex: deviceIndex, into: &traceHash)
        counts.traceLines += 1
    }
    func finishOnce() {
        guard !finished else { return }
        finished = true
        sink?.finish()
    }

    // MARK: Scheduling

    private func scheduleTimeline(_ device: DeviceRuntime, resolver: PlaceResolver) throws {
        let start = spec.startNanoseconds
        for (index, step) in device.spec.timeline.enumerated() {
            let time = start &+ step.atOffsetNanoseconds
            let prepared = try Self.prepare(step, resolver: resolver, device: device.index, index: index)
            let description = step.action.traceDescription
            clock.schedule(atNanoseconds: time, label: "timeline") { [unowned self, unowned device] in
                self.emit(
                    TraceRecord(
                        timeNanoseconds: time, deviceIndex: device.index,
                        event: .timelineStep(index: index, description: description)))
                guard let prepared else { return }
                self.perform(prepared, on: device)
            }
        }
    }

    private func perform(_ prepared: PreparedAppCall, on device: DeviceRuntime) {
        let now = clock.nowNanoseconds
        let call = prepared.resolved(
            device: device.spec, lastFix: device.lastFix,
            position: device.truth.snapshot(atNanoseconds: now).position, plane: world.plane, now: now)
        counts.appCalls += 1
        if case .start = call { device.subscribed = true }
        emit(TraceRecord(timeNanoseconds: now, deviceIndex: device.index, event: .appCall(call)))
        device.engine.perform(call)
        if case .stop = call { device.subscribed = false }
    }

    /// The sensor events capture their device strongly (an `unowned` capture costs a checked
    /// retain and a release per sample); the cycle device → clock → event → device is broken
    /// when the events are discarded: at the end of `run()`, or in `deinit` for a run never run.
    private func scheduleSensors(start: Int64) {
        for device in devices {
            clock.scheduleRepeating(
                firstAtNanoseconds: start, intervalNanoseconds: device.barometer.samplePeriodNanoseconds,
                label: "barometer"
            ) {
                device.sampleBarometer()
            }
            clock.scheduleRepeating(
                firstAtNanoseconds: start, intervalNanoseconds: device.gnss.fixPeriodNanoseconds, label: "gnss"
            ) {
                device.sampleGNSS()
            }
            if device.spec.activity.enabled {
                clock.scheduleRepeating(
                    firstAtNanoseconds: start, intervalNanoseconds: device.recognizer.periodNanoseconds,
                    label: "activity"
                ) {
                    device.sampleActivity()
                }
            }
            if !stationSensors.isEmpty {
                clock.scheduleRepeating(
                    firstAtNanoseconds: start, intervalNanoseconds: Self.referenceSampleIntervalNanoseconds,
                    label: "reference sample"
                ) {
                    device.sampleReference()
                }
            }
        }
    }

    deinit {
        // Frees the sensor events' devices if the run was never run (see `scheduleSensors`).
        clock.drainPendingEvents()
    }

    /// Number of reporting intervals before the start whose observations the service already
    /// has (a warm network: the run does not begin with an empty service).
    public static let stationPreRollIntervals: Int64 = 4

    private func scheduleStations(start: Int64) {
        for sensor in stationSensors {
            let station = sensor.station
            // Pre-roll: observations measured before the start are ingested at setup if they
            // arrived by then, else delivered at their arrival time.
            var time = station.nextReportTime(
                after: start &- Self.stationPreRollIntervals &* station.reportingIntervalNanoseconds &- 1)
            while let t = time, t < start {
                let position = world.plane.eastNorth(of: station.position)
                let pressure = world.truthPressurePa(
                    at: position, heightMSLMeters: station.elevationMeters, timeNanoseconds: t, indoorBuilding: nil)
                let temperature = world.outdoorTemperatureKelvin(
                    at: position, heightMSLMeters: station.elevationMeters, timeNanoseconds: t)
                if let observation = sensor.observe(
                    truePressurePa: pressure, trueTemperatureKelvin: temperature, atNanoseconds: t)
                {
                    if observation.receivedAtNanoseconds <= start {
                        server.ingest(observation)
                    } else {
                        deliverObservation(observation)
                    }
                }
                time = station.nextReportTime(after: t)
            }
            if let first = time { scheduleObservation(sensor, at: first) }
        }
    }

    private func deliverObservation(_ observation: StationObservation) {
        clock.schedule(atNanoseconds: observation.receivedAtNanoseconds, label: "station delivery") { [unowned self] in
            self.counts.stationObservations += 1
            if self.keepRawSamples {
                self.emit(
                    TraceRecord(
                        timeNanoseconds: self.clock.nowNanoseconds, deviceIndex: nil,
                        event: .stationObservation(observation)))
            }
            self.server.ingest(observation)
        }
    }

    private func scheduleObservation(_ sensor: StationSensor, at time: Int64) {
        clock.schedule(atNanoseconds: time, label: "station \(sensor.station.id)") { [unowned self] in
            let position = self.world.plane.eastNorth(of: sensor.station.position)
            let height = sensor.station.elevationMeters
            let pressure = self.world.truthPressurePa(
                at: position, heightMSLMeters: height, timeNanoseconds: time, indoorBuilding: nil)
            let temperature = self.world.outdoorTemperatureKelvin(
                at: position, heightMSLMeters: height, timeNanoseconds: time)
            if let observation = sensor.observe(
                truePressurePa: pressure, trueTemperatureKelvin: temperature, atNanoseconds: time)
            {
                self.deliverObservation(observation)
            }
            if let next = sensor.station.nextReportTime(after: time) { self.scheduleObservation(sensor, at: next) }
        }
    }
}
