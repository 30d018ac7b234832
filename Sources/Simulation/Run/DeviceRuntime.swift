import AltitudeEngine
import AssistanceProtocol
import Geophysics

/// One simulated phone during a run: its truth, sensors, engine and the app's state.
///
/// The app subscribes its sensors when it calls `startSDK` and unsubscribes on `stopSDK`, or
/// when the engine reports a failed start or a stop: samples reach the engine only meanwhile
/// (GNSS keeps running so the app always has a latest fix to pass to `start`).
final class DeviceRuntime: EngineObserver {
    let index: Int
    let spec: DeviceSpec
    let truth: DeviceTruth
    let barometer: BarometerModel
    let gnss: GNSSReceiver
    let recognizer: ActivityRecognizer
    let transport: SimulatedTransport
    let store: InMemoryKeyValueStore
    /// The engine under test (a `let`: a call through it needs no retain, several per sample).
    let engine: any EngineUnderTest
    unowned let run: SimulationRun
    /// The run's clock and options, held here so the per-sample path does not go through `run`.
    let clock: VirtualClock
    let keepRawSamples: Bool
    var subscribed = false
    var lastFix: NNLocation?
    /// Samples delivered to the engine (summed into the run's counts at the end).
    var pressureSamples = 0, locationFixes = 0, activityResults = 0
    /// The engine's observer: a relay of its own, so that the engine's weak reference goes to
    /// the relay and the runtime gets no side table (with one, every retain/release of the
    /// runtime — several per barometer sample — takes the runtime's slow path).
    let eventRelay = DeviceEventRelay()

    init(
        index: Int, spec: DeviceSpec, truth: DeviceTruth, barometer: BarometerModel, gnss: GNSSReceiver,
        recognizer: ActivityRecognizer, transport: SimulatedTransport, store: InMemoryKeyValueStore,
        engine: any EngineUnderTest, run: SimulationRun
    ) {
        self.index = index
        self.spec = spec
        self.truth = truth
        self.barometer = barometer
        self.gnss = gnss
        self.recognizer = recognizer
        self.transport = transport
        self.store = store
        self.engine = engine
        self.run = run
        clock = run.clock
        keepRawSamples = run.keepRawSamples
        eventRelay.runtime = self
    }

    // MARK: Engine events

    func engine(_ engine: AnyObject, didRecord event: EngineEvent) {
        record(event.kind, atNanoseconds: event.timeNanoseconds)
    }

    /// Records an engine event with the truth (also for engines that are not `AltitudeEngine`).
    func record(_ kind: EngineEventKind, atNanoseconds time: Int64) {
        let run = self.run  // one checked unowned load, not four
        let now = clock.nowNanoseconds
        run.counts.engineEvents += 1
        switch kind {
        case .altitudeCallback: run.counts.altitudeCallbacks += 1
        // A failed start stops the app feeding the engine — except 808 ("already initialised"):
        // the engine is still running, so the samples must keep coming.
        case .startCompleted(let code, let success) where !success && code != SDKStatusCode.alreadyInitialised.rawValue:
            subscribed = false
        case .sdkStatus(.stopped): subscribed = false
        default: break
        }
        run.emitEngine(kind, truth: truth.snapshot(atNanoseconds: now), atNanoseconds: time, deviceIndex: index)
    }

    // MARK: Sensors

    func sampleBarometer() {
        guard subscribed else { return }
        let now = clock.nowNanoseconds
        // Only a kept raw sample needs the whole snapshot; otherwise the pressure alone.
        let snapshot = keepRawSamples ? truth.snapshot(atNanoseconds: now) : nil
        let truePressurePa = snapshot?.pressurePa ?? truth.pressurePa(atNanoseconds: now)
        guard
            let reading = barometer.measure(
                truePressurePa: truePressurePa, deviceTemperatureKelvin: truth.deviceTemperatureKelvin,
                atNanoseconds: now)
        else { return }
        if reading.deliverAtNanoseconds > now {
            clock.schedule(atNanoseconds: reading.deliverAtNanoseconds, label: "barometer delivery") { [unowned self] in
                self.deliver(reading, truth: snapshot)
            }
        } else {
            deliver(reading, truth: snapshot)
        }
    }

    private func deliver(_ reading: BarometerReading, truth snapshot: TruthSnapshot?) {
        guard subscribed else { return }
        pressureSamples += 1
        if let snapshot {
            run.emit(
                TraceRecord(
                    timeNanoseconds: clock.nowNanoseconds, deviceIndex: index,
                    event: .pressureSample(
                        measuredPa: reading.pressurePa, truth: snapshot,
                        measuredAtNanoseconds: reading.measuredAtNanoseconds)))
        }
        engine.ingestPressure(
            PressureSample(pressurePa: reading.pressurePa, timestampNanoseconds: reading.measuredAtNanoseconds))
    }

    func sampleGNSS() {
        let now = run.clock.nowNanoseconds
        let snapshot = truth.snapshot(atNanoseconds: now)
        guard
            let fix = gnss.fix(
                truePosition: snapshot.position, isIndoors: snapshot.isIndoors, plane: run.world.plane,
                atNanoseconds: now)
        else { return }
        if fix.deliverAtNanoseconds > now {
            run.clock.schedule(atNanoseconds: fix.deliverAtNanoseconds, label: "gnss delivery") { [unowned self] in
                self.deliver(fix)
            }
        } else {
            deliver(fix)
        }
    }

    private func deliver(_ fix: GNSSFix) {
        lastFix = fix.location
        guard subscribed else { return }
        locationFixes += 1
        if keepRawSamples {
            run.emit(
                TraceRecord(
                    timeNanoseconds: run.clock.nowNanoseconds, deviceIndex: index,
                    event: .locationSample(fix.location, trueHorizontalErrorMeters: fix.trueErrorMeters)))
        }
        engine.ingestLocation(fix.location)
    }

    func sampleActivity() {
        guard subscribed else { return }
        let now = run.clock.nowNanoseconds
        let trueActivity = truth.snapshot(atNanoseconds: now).activity
        guard let result = recognizer.recognise(trueActivity: trueActivity, atNanoseconds: now) else { return }
        if result.deliverAtNanoseconds > now {
            run.clock.schedule(atNanoseconds: result.deliverAtNanoseconds, label: "activity delivery") {
                [unowned self] in
                self.deliver(result.sample, truth: trueActivity)
            }
        } else {
            deliver(result.sample, truth: trueActivity)
        }
    }

    private func deliver(_ sample: ActivitySample, truth trueActivity: ActivityKind) {
        guard subscribed else { return }
        activityResults += 1
        if keepRawSamples {
            run.emit(
                TraceRecord(
                    timeNanoseconds: run.clock.nowNanoseconds, deviceIndex: index,
                    event: .activitySample(sample, truth: trueActivity)))
        }
        engine.ingestActivity(sample)
    }

    // MARK: Reference samples

    func sampleReference() {
        let now = run.clock.nowNanoseconds
        let position = truth.snapshot(atNanoseconds: now).position
        guard
            let estimate = run.server.referenceEstimate(
                at: run.world.plane.coordinate(of: position), atNanoseconds: now)
        else { return }
        run.emit(
            TraceRecord(
                timeNanoseconds: now, deviceIndex: index,
                event: .referenceSample(
                    seaLevelPressurePa: estimate.seaLevelPressurePa, uncertaintyPa: estimate.pressureUncertaintyPa)))
    }
}
