public import Scenarios
public import Simulation

/// How long after the last fault the engine has to recover: the longest chain of documented
/// delays between a healed world and a healthy context —
/// `assistanceValidity` (a cached "no data" reply is reused, 120 s) + `retryMaximumBackoff` (60 s)
/// + `fetchTimeout` (10 s) + the transport timeout + the stations' reporting interval and delay
/// + one callback period + 30 s of margin for latencies.
public enum RecoveryBound {
    /// The bound for `device` in `scenario`, ns.
    public static func nanoseconds(for device: DeviceSpec, in scenario: Scenario, periodNanoseconds: Int64) -> Int64 {
        let engine = device.engine
        let transport = Int64(scenario.transport.timeoutSeconds * 1e9)
        let stations = Int64(
            (scenario.stations.reportingIntervalSeconds + scenario.stations.reportingDelaySeconds) * 1e9)
        return engine.assistanceValidityNanoseconds + engine.retryMaximumBackoffNanoseconds
            + engine.fetchTimeoutNanoseconds
            + transport + stations + periodNanoseconds + 30_000_000_000
    }
}
