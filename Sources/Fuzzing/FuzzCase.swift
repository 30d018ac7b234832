public import Scenarios

/// One generated case, as the statements of a scenario file: the form the generator writes and
/// the shrinker edits (dropping statements, steps and actions; halving numbers). It becomes an
/// ordinary `Scenario` through the scenario loader (``scenario()``), so every case is checked by
/// the same semantic pass as a hand-written file; a candidate the checker rejects is simply
/// not a valid case.
public struct FuzzCase: Hashable, Sendable {
    /// A device block: its options line and its timeline.
    public struct Device: Hashable, Sendable {
        /// The device's name (`"phone1"`).
        public var name: String
        /// The options after the name (`at 100 m east 0 m north; barometer bmp390, rate 2 Hz`).
        public var options: String
        /// The timeline, in time order.
        public var timeline: [Step]

        /// Creates a device block.
        public init(name: String, options: String, timeline: [Step]) {
            self.name = name
            self.options = options
            self.timeline = timeline
        }
    }

    /// One timeline line: an instant and its actions (joined with `; `).
    public struct Step: Hashable, Sendable {
        /// Seconds from the start.
        public var offsetSeconds: Int
        /// The actions (`elevator to floor 3 at 2 m/s`, `barometer stuck for 30 s`).
        public var actions: [String]

        /// Creates a step.
        public init(offsetSeconds: Int, actions: [String]) {
            self.offsetSeconds = offsetSeconds
            self.actions = actions
        }
    }

    /// The scenario title.
    public var name: String
    /// The scenario's seed (the run's root seed).
    public var seed: UInt64
    /// The run's length, s.
    public var durationSeconds: Int
    /// World statements, one line each (`origin …`, `building …`, `service …`).
    public var world: [String]
    /// The phones.
    public var devices: [Device]
    /// Top-level `expect` lines (the campaign's coverage expectations), without `expect`.
    public var expectations: [String]
    /// The feature classes the generator enabled (for coverage reports; not part of the text).
    public var features: [FuzzFeature]

    /// Creates a case.
    public init(
        name: String, seed: UInt64, durationSeconds: Int, world: [String], devices: [Device],
        expectations: [String] = [], features: [FuzzFeature] = []
    ) {
        self.name = name
        self.seed = seed
        self.durationSeconds = durationSeconds
        self.world = world
        self.devices = devices
        self.expectations = expectations
        self.features = features
    }

    /// The number of events the case describes: world statements, devices and timeline actions
    /// (what "41 events → 3" counts when a failure is shrunk).
    public var eventCount: Int {
        world.count + devices.count + devices.reduce(0) { $0 + $1.timeline.reduce(0) { $0 + $1.actions.count } }
    }

    /// The scenario text.
    public var text: String {
        var lines = ["scenario \"\(name)\"", "seed \(seed)", "duration \(Self.durationText(durationSeconds))"]
        lines += world
        for device in devices {
            lines.append(
                device.options.isEmpty ? "device \"\(device.name)\"" : "device \"\(device.name)\" \(device.options)")
            for step in device.timeline where !step.actions.isEmpty {
                lines.append("  at \(Self.timeText(step.offsetSeconds)) " + step.actions.joined(separator: "; "))
            }
        }
        lines += expectations.map { "expect " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Loads ``text`` with the scenario loader: the `Scenario`, or `nil` when the checker
    /// rejects the case (with the rendered diagnostics in `diagnostics`).
    public func scenario() -> (scenario: Scenario?, diagnostics: String) {
        let loaded = ScenarioLoader().loadScenario(
            source: SourceFile(path: "\(name).scenario", bytes: Array(text.utf8)))
        guard let scenario = loaded.scenario, !loaded.hasErrors else { return (nil, loaded.renderDiagnostics()) }
        return (scenario, "")
    }

    /// `HH:MM:SS` for an offset in seconds.
    public static func timeText(_ seconds: Int) -> String {
        let h = seconds / 3600
        let m = (seconds / 60) % 60
        let s = seconds % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m):" + (s < 10 ? "0" : "") + "\(s)"
    }

    /// A duration in the largest whole unit (`10 min`, `90 s`).
    public static func durationText(_ seconds: Int) -> String {
        if seconds > 0, seconds % 3600 == 0 { return "\(seconds / 3600) h" }
        if seconds > 0, seconds % 60 == 0 { return "\(seconds / 60) min" }
        return "\(seconds) s"
    }
}
