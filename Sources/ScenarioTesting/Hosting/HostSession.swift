import AltitudeEngine
import Scenarios
import Simulation

/// What a `ScenarioHost` shares with the engine factory it hands the simulator: which device is
/// hosted, the app's routes, and — once the run is built — that device's engine and clock.
///
/// The factory's closure is `@Sendable`, so it captures this object unchecked: a host and its
/// run live on one thread (the test's), as every `SimulationRun` does.
final class HostSession: @unchecked Sendable {
    /// The hosted device's `deviceID` (unique in a run; the factory knows devices by it).
    let deviceID: String
    var routes = AppCallRoutes()
    /// The hosted device's engine, set when the simulator builds it.
    private(set) var engine: AltitudeEngineAdapter?
    /// The trace instant of scenario time 0 (the clock's time when the engines are built).
    private(set) var startNanoseconds: Int64 = 0
    /// Every timeline app call of the hosted device, in order.
    private(set) var appCalls: [HostedAppCall] = []
    /// The scheduler the app's own timers use (attached to the device's clock with the engine).
    let appScheduler = HostScheduler()

    init(deviceID: String) { self.deviceID = deviceID }

    /// Time since scenario time 0, ns (0 before the run is built).
    var offsetNanoseconds: Int64 {
        guard engine != nil else { return 0 }
        return appScheduler.nowNanoseconds.saturatingSubtracting(startNanoseconds)
    }

    /// The engine factory of a hosted run: the built-in engine for every device, the hosted one
    /// wrapped so its timeline calls reach the app.
    func factory(name: String) -> EngineFactory {
        EngineFactory(name: name, commandLineArguments: nil) { [self] configuration, ports in
            let adapter = AltitudeEngineAdapter(configuration: configuration, ports: ports)
            guard configuration.deviceID == deviceID, engine == nil else { return adapter }
            engine = adapter
            startNanoseconds = ports.scheduler.nowNanoseconds
            appScheduler.attach(to: ports.scheduler)
            return HostedEngine(adapter: adapter, session: self)
        }
    }

    /// Runs the app's function for `call`, or applies the unrouted policy.
    func perform(_ call: ResolvedAppCall, on adapter: AltitudeEngineAdapter) {
        let offset = offsetNanoseconds
        if let route = routes.route(for: call) {
            appCalls.append(HostedAppCall(offsetNanoseconds: offset, call: call, handling: .app))
            route()
            return
        }
        switch routes.unrouted {
        case .callEngine:
            appCalls.append(HostedAppCall(offsetNanoseconds: offset, call: call, handling: .engine))
            adapter.perform(call)
        case .reportFailure:
            appCalls.append(HostedAppCall(offsetNanoseconds: offset, call: call, handling: .refused))
        }
    }

    /// Drops the routes after the run: they hold the app's objects, which often hold the host.
    func finish() { routes = AppCallRoutes() }
}

/// The hosted device's engine as the simulator sees it: the built-in engine, except that each
/// timeline app call goes through the session (to the app's function, when it has one).
final class HostedEngine: EngineUnderTest {
    private let adapter: AltitudeEngineAdapter
    private let session: HostSession

    init(adapter: AltitudeEngineAdapter, session: HostSession) {
        self.adapter = adapter
        self.session = session
    }

    var observer: (any EngineObserver)? {
        get { adapter.observer }
        set { adapter.observer = newValue }
    }
    func ingestPressure(_ sample: PressureSample) { adapter.ingestPressure(sample) }
    func ingestLocation(_ location: NNLocation) { adapter.ingestLocation(location) }
    func ingestActivity(_ sample: ActivitySample) { adapter.ingestActivity(sample) }
    func restoreCalibration(_ record: CalibrationRecord) { adapter.restoreCalibration(record) }
    func perform(_ call: ResolvedAppCall) { session.perform(call, on: adapter) }
}
