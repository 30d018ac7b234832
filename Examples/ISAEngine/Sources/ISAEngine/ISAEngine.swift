public import EngineInterface

/// A minimal foreign engine: the height is the ICAO standard atmosphere's for the raw pressure,
/// never calibrated and never assisted.
///
/// It answers `start` with 800, then reports the last accepted pressure's height on every
/// period of the altitude mode (or once for `oneTime`); every other app call is acknowledged
/// with the status the SDK would send or ignored. It depends on `EngineInterface` alone.
public final class ISAEngine: EngineUnderTest {
    /// Receives every event; held weakly (the simulator's observer owns the engine).
    public weak var observer: (any EngineObserver)?
    private let scheduler: any EngineScheduler
    private var started = false
    private var lastPressurePa: Double?
    private var altitudeTimer: ScheduledActionToken?

    /// An engine on the host's clock (the simulator's virtual clock).
    public init(scheduler: any EngineScheduler) {
        self.scheduler = scheduler
    }

    /// Keeps the last finite, plausible raw pressure.
    public func ingestPressure(_ sample: PressureSample) {
        guard started else { return reject(.engineStopped) }
        guard sample.pressurePa.isFinite, (30_000...120_000).contains(sample.pressurePa) else {
            return reject(.invalidValue)
        }
        lastPressurePa = sample.pressurePa
    }

    /// Locations are not used.
    public func ingestLocation(_ location: NNLocation) {}

    /// Activity is not used.
    public func ingestActivity(_ sample: ActivitySample) {}

    /// Starts and stops the engine and its altitude timer.
    public func perform(_ call: ResolvedAppCall) {
        switch call {
        case .start:
            if started { return send(.sdkStatus(.alreadyInitialised)) }
            started = true
            send(.sdkStatus(.initialised))
            send(.startCompleted(code: SDKStatusCode.initialised.rawValue, success: true))
        case .stop:
            stopAltitude()
            started = false
            lastPressurePa = nil
            send(.sdkStatus(.stopped))
        case .startAltitude(let mode):
            guard started else {
                return send(.altitudeCallback(code: SDKStatusCode.notInitialised.rawValue, context: nil))
            }
            stopAltitude()
            send(.sdkStatus(.altitudeModeActivated))
            if mode == .oneTime {
                altitudeTimer = scheduler.schedule(afterNanoseconds: 1_000_000_000) { [weak self] in self?.report() }
            } else {
                scheduleRepeating(everyNanoseconds: mode.periodNanoseconds)
            }
        case .stopAltitude:
            stopAltitude()
            send(.sdkStatus(.altitudeModeDeactivated))
        case .setFilters, .startManualCalibration, .setManualCalibration, .barocalUpload, .setAltitude:
            break
        }
    }

    private func scheduleRepeating(everyNanoseconds period: Int64) {
        altitudeTimer = scheduler.schedule(afterNanoseconds: period) { [weak self] in
            guard let self else { return }
            self.report()
            self.scheduleRepeating(everyNanoseconds: period)
        }
    }

    private func stopAltitude() {
        if let altitudeTimer { scheduler.cancel(altitudeTimer) }
        altitudeTimer = nil
    }

    /// One altitude callback: the standard-atmosphere height of the last pressure, or 832.
    private func report() {
        guard let pressurePa = lastPressurePa else {
            return send(.altitudeCallback(code: SDKStatusCode.waitingForPressure.rawValue, context: nil))
        }
        let heightMeters = StandardAtmosphereHeight.meters(pressurePa: pressurePa)
        let context = NNAltitudeContext(
            height: heightMeters, heightUncertainty: 50, heightUncertainty68: 30,
            timestampNanoseconds: scheduler.nowNanoseconds)
        send(.altitudeCallback(code: nil, context: context))
    }

    private func reject(_ reason: SampleRejection) { send(.sampleRejected(reason)) }

    private func send(_ kind: EngineEventKind) {
        observer?.engine(self, didRecord: EngineEvent(timeNanoseconds: scheduler.nowNanoseconds, kind: kind))
    }
}
