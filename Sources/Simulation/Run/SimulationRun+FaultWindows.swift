import AssistanceService

extension SimulationRun {
    /// One fault window of the run: the device it belongs to (`nil` for the world, the transport
    /// and the service), how the trace names it, and when it is active.
    typealias FaultWindow = (device: Int?, description: String, window: SimulationWindow)

    /// Traces the start and end of every fault window that lies in the run (`fault` records).
    func scheduleFaultWindows(start: Int64) {
        let windows = faultWindows(start: start)
        let end = start &+ spec.durationNanoseconds
        for entry in windows {
            let begin = start &+ max(entry.window.startOffsetNanoseconds, 0)
            let description = entry.description
            let device = entry.device
            if begin <= end {
                clock.schedule(atNanoseconds: begin, label: "fault start") { [unowned self] in
                    self.emit(
                        TraceRecord(
                            timeNanoseconds: begin, deviceIndex: device,
                            event: .fault(description: description, active: true)))
                }
            }
            if let stop = entry.window.endOffsetNanoseconds, start &+ stop <= end,
                stop > entry.window.startOffsetNanoseconds
            {
                let time = start &+ stop
                clock.schedule(atNanoseconds: time, label: "fault end") { [unowned self] in
                    self.emit(
                        TraceRecord(
                            timeNanoseconds: time, deviceIndex: device,
                            event: .fault(description: description, active: false)))
                }
            }
        }
    }

    /// Every fault window of the spec, as offsets from the run's start: the devices' sensor
    /// faults, the transport's, the stations' outages and the service's injected failures.
    private func faultWindows(start: Int64) -> [FaultWindow] {
        var windows: [FaultWindow] = []
        for device in deviceRuntimes {
            for fault in device.spec.barometer.faults {
                windows.append((device.index, "barometer \(fault.kind)", fault.window))
            }
            for fault in device.spec.gnss.faults { windows.append((device.index, "gnss \(fault.kind)", fault.window)) }
        }
        let transport = spec.transport
        for window in transport.outages { windows.append((nil, "transport outage", window)) }
        for window in transport.hangs { windows.append((nil, "transport hang", window)) }
        for reply in transport.errorReplies { windows.append((nil, "transport error \(reply.status)", reply.window)) }
        for window in transport.garbage { windows.append((nil, "transport garbage", window)) }
        for id in spec.stations.outages.keys.sorted() {
            for window in spec.stations.outages[id] ?? [] { windows.append((nil, "station \(id) outage", window)) }
        }
        // The service's own injected failures (absolute windows), so reports and recovery
        // expectations see them like every other fault.
        let faults = spec.service.faults
        func offsets(_ window: TimeWindow) -> SimulationWindow {
            let from = max(SensorTime.subtract(window.startNanoseconds, start), 0)
            let to = window.endNanoseconds == .max ? nil : SensorTime.subtract(window.endNanoseconds, start)
            return SimulationWindow(startOffsetNanoseconds: from, endOffsetNanoseconds: to)
        }
        for window in faults.generalFailure { windows.append((nil, "service failure 400", offsets(window))) }
        for slow in faults.slowAnswers {
            for window in slow.windows { windows.append((nil, "service slow answers", offsets(window))) }
        }
        for window in faults.garbagePayload { windows.append((nil, "service garbage payload", offsets(window))) }
        for biased in faults.biasedStations {
            for window in biased.windows {
                windows.append((nil, "station \(biased.stationID) biased \(biased.biasPa) Pa", offsets(window)))
            }
        }
        for missing in faults.missingStations {
            for window in missing.windows {
                windows.append((nil, "station \(missing.stationID) missing", offsets(window)))
            }
        }
        return windows
    }
}
