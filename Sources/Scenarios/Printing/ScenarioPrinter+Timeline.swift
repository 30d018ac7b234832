import Foundation
import Geophysics
import Simulation

extension ScenarioPrinter {
    /// The `at` lines of a device: at each instant its steps, then its barometer and GNSS
    /// faults, then its transients (the order the semantic pass appends them in).
    static func timelineLines(_ device: DeviceSpec, in scenario: Scenario) -> [String] {
        var events: [(offset: Int64, text: String)] = []
        for step in device.timeline { events.append((step.atOffsetNanoseconds, action(step.action))) }
        var timed: [(offset: Int64, text: String)] = []
        for fault in device.barometer.faults {
            timed.append((fault.window.startOffsetNanoseconds, barometerFault(fault.kind) + window(fault.window)))
        }
        for fault in device.gnss.faults where fault != GNSSFault(kind: .off, window: .always) {
            timed.append((fault.window.startOffsetNanoseconds, gnssFault(fault.kind) + window(fault.window)))
        }
        for item in scenario.transients where item.deviceName == device.name {
            timed.append((item.atOffsetNanoseconds, transient(item)))
        }
        // Stable merge: steps first at equal instants, then faults and transients in order.
        events += timed
        let ordered = events.enumerated().sorted { a, b in
            a.element.offset != b.element.offset ? a.element.offset < b.element.offset : a.offset < b.offset
        }.map(\.element)
        var lines: [(offset: Int64, sections: [String])] = []
        for event in ordered {
            if let last = lines.last, last.offset == event.offset {
                lines[lines.count - 1].sections.append(event.text)
            } else {
                lines.append((event.offset, [event.text]))
            }
        }
        let labels = scenario.labels.filter { $0.deviceName == device.name }
        return lines.map { line in
            let sections = labelled(line.sections, labels.filter { $0.offsetNanoseconds == line.offset })
            return "at \(QuantityText.clock(line.offset)) " + sections.joined(separator: "; ")
        }
    }

    /// The sections of one `at` line with their labels: a label of an action that lasts goes on the
    /// first free section of that length (`… for 5 min as "dark"`, so `during "dark"` reads back the
    /// same window), the others on the free sections in order.
    static func labelled(_ sections: [String], _ labels: [TimelineLabel]) -> [String] {
        // A door transient printed without `for` lasts the default door transient's time.
        let defaultDoorNanoseconds = Format.nanoseconds(
            seconds: PressureTransient.door(startNanoseconds: 0, building: 0).durationSeconds)
        var result = sections
        var free = Array(sections.indices)
        var rest: [TimelineLabel] = []
        for label in labels {
            guard let length = label.durationNanoseconds,
                let k = free.first(where: {
                    sections[$0].hasSuffix("for \(Format.duration(length))")
                        || sections[$0].hasPrefix("calibrate for \(Format.duration(length))")
                        || (sections[$0].hasPrefix("door ") && !sections[$0].contains(" for ")
                            && length == defaultDoorNanoseconds)
                })
            else {
                rest.append(label)
                continue
            }
            result[k] += " as \(quote(label.name))"
            free.removeAll { $0 == k }
        }
        // Labels without a length prefer sections without one, so they read back without one.
        let lasting = { (k: Int) in sections[k].range(of: " for ") != nil || sections[k].hasPrefix("calibrate for") }
        let order = free.filter { !lasting($0) } + free.filter(lasting)
        for (label, k) in zip(rest, order) { result[k] += " as \(quote(label.name))" }
        return result
    }

    static func window(_ window: SimulationWindow) -> String {
        guard let end = window.endOffsetNanoseconds else { return "" }
        return " for \(Format.duration(end - window.startOffsetNanoseconds))"
    }

    static func place(_ place: Place) -> String {
        switch place {
        case .point(let p): QuantityText.position((p.eastMeters, p.northMeters))
        case .entrance(let b), .centre(let b): "\(quote(b)) entrance"
        }
    }

    static func action(_ action: TimelineAction) -> String {
        switch action {
        case .stand: "stand"
        case .walk(let to, let v), .run(let to, let v): "walk to \(place(to)) at \(QuantityText.speed(v))"
        case .drive(let route, let v):
            "drive to \(route.last.map(place) ?? "0 m east 0 m north") at \(QuantityText.speed(v))"
        case .enter(let b): "enter \(quote(b))"
        case .leave: "leave"
        case .stairs(let floor, let v): "stairs to floor \(floor) at \(QuantityText.speed(v))"
        case .elevator(let floor, let v): "elevator to floor \(floor) at \(QuantityText.speed(v))"
        case .holdPhone(let h): "hand \(QuantityText.length(h))"
        case .app(let call): app(call)
        }
    }

    static func app(_ call: AppCall) -> String {
        switch call {
        case .startSDK(let key, _): return key.map { "start sdk key \(quote($0))" } ?? "start sdk"
        case .stopSDK: return "stop sdk"
        case .setFilters(let filters):
            guard !filters.isEmpty else { return "filters off" }
            return "filters "
                + filters.map {
                    switch $0 {
                    case .pressure: "pressure"
                    case .location: "location"
                    case .activity: "activity"
                    }
                }
                .joined(separator: ", ")
        case .startAltitude(.oneTime): return "altitude once"
        case .startAltitude(let mode): return "altitude every \(Format.duration(Int64(mode.rawValue) * 1_000_000_000))"
        case .stopAltitude: return "altitude stop"
        case .manualCalibration(let mode, let pin):
            var text =
                mode.map { "calibrate for \(Format.duration(Int64($0.rawValue) * 1_000_000_000))" } ?? "set calibration"
            if let floor = pin.floorNumber { text += " floor \(floor)" }
            if let ground = pin.groundMSLHeightMeters { text += " ground \(QuantityText.length(ground))" }
            if case .point(let p)? = pin.place {
                text += " pin at \(QuantityText.position((p.eastMeters, p.northMeters)))"
            }
            return text
        case .barocalUpload: return "barocal upload"
        case .setAltitude(let pressure, _): return "set pressure \(QuantityText.pressure(pressure ?? 101_325))"
        }
    }

    static func barometerFault(_ kind: BarometerFault.Kind) -> String {
        switch kind {
        case .off: "barometer off"
        case .stuck: "barometer stuck"
        case .glitch(let step): "barometer glitch by \(QuantityText.pressure(step))"
        case .spikes(_, let magnitude): "barometer spikes by \(QuantityText.pressure(magnitude))"
        case .dropouts: "barometer dropout"
        case .garbage(.nan): "barometer nan"
        case .garbage(.negative): "barometer negative"
        case .garbage: "barometer garbage"
        case .delayed: "barometer stuck"
        }
    }

    static func gnssFault(_ kind: GNSSFault.Kind) -> String {
        switch kind {
        case .off: "gnss off"
        case .stuck: "gnss stuck"
        case .wrong(let east, _): "gnss wrong by \(QuantityText.length(east))"
        case .jumps(_, let magnitude): "gnss jumps by \(QuantityText.length(magnitude))"
        }
    }

    static func transient(_ item: ScenarioTransient) -> String {
        var text = item.source.rawValue
        let t = item.transient
        let defaults: PressureTransient =
            switch item.source {
            case .sunroof: .sunroof(startNanoseconds: 0, vehicle: "")
            case .ventilation: .carVentilation(startNanoseconds: 0, vehicle: "")
            default: .door(startNanoseconds: 0, building: 0)
            }
        if t.magnitudePa != defaults.magnitudePa { text += " by \(QuantityText.pressure(t.magnitudePa))" }
        if t.durationSeconds != defaults.durationSeconds || item.source == .sunroof || item.source == .ventilation {
            text += " for \(QuantityText.duration(seconds: t.durationSeconds))"
        }
        return text
    }
}
