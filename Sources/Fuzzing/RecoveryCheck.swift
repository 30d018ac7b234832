internal import Scenarios
internal import Simulation

/// Invariant 7: recovery after the last fault, where the world allows it.
struct RecoveryCheck {
    let scenario: Scenario
    let faults: FaultWatch

    /// Whether the case's world lets an engine recover at all: coverage everywhere, every
    /// device's key known to the service, reference stations, no dropped exchanges, a round
    /// trip shorter than the transport timeout, no 403 fault (the engine treats a 403 as a
    /// rejected key and stops asking, as documented).
    var worldAllowsRecovery: Bool {
        guard case .everywhere = scenario.service.coverage else { return false }
        guard !scenario.stations.layouts.isEmpty, scenario.transport.dropProbability == 0 else { return false }
        guard 2 * maximumOneWayLatencySeconds < scenario.transport.timeoutSeconds else { return false }
        // A 403 rejects the key for good (816, no more requests: Docs/engine.md).
        guard !scenario.serviceFaults.contains(where: { $0.kind == .error(status: 403) }) else { return false }
        return scenario.devices.allSatisfy {
            scenario.service.apiKeys.contains($0.apiKey) && $0.apiKey == scenario.service.apiKeys.first
        }
    }

    /// The transport's largest one-way latency, s (an exponential tail counts as its minimum plus
    /// five means): a round trip longer than the timeout can never succeed.
    var maximumOneWayLatencySeconds: Double {
        switch scenario.transport.latency {
        case .fixed(let seconds): seconds
        case .uniform(_, let maximum): maximum
        case .exponential(let minimum, let mean): minimum + 5 * mean
        }
    }

    func check(devices: [DeviceWatch], end: Int64, into observation: inout RunObservation) {
        guard faults.any, !faults.stillActive, let lastEnd = faults.lastEndOffset, worldAllowsRecovery else { return }
        for (index, device) in devices.enumerated() {
            guard let mode = device.periodic, case .wifi = device.spec.gnss.indoor else { continue }
            let anchor = max(lastEnd, mode.since)
            let bound = RecoveryBound.nanoseconds(for: device.spec, in: scenario, periodNanoseconds: mode.period)
            guard anchor + bound <= end else { continue }
            observation.exercised(.recovery)
            if !device.healthyOffsets.contains(where: { $0 >= anchor && $0 <= anchor + bound }) {
                observation.violations.append(
                    Violation(
                        invariant: .recovery, offsetNanoseconds: anchor, deviceIndex: index,
                        detail:
                            "no context with a reference status and error 0 (or 853 while no fix passes the location filter) within \(seconds(bound)) s of the last fault's end (last status \(device.lastStatus.map(String.init) ?? "none"), error \(device.lastError.map(String.init) ?? "none"))"
                    ))
            }
        }
    }
}
