import Scenarios

/// Why a `ScenarioHost` cannot host or run a scenario.
public enum ScenarioHostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No `.scenario` file at this (resolved) path.
    case fileNotFound(path: String)
    /// The scenario has no device for the app to drive.
    case noDevice
    /// The scenario has several devices and the host was not told which one the app drives.
    case deviceNotChosen(available: [String])
    /// No device of the scenario has this name.
    case unknownDevice(String, available: [String], suggestion: String?)
    /// `run` was called a second time (a host runs once: make a new host).
    case alreadyRun
    /// The simulator built no engine for the hosted device.
    case deviceNotBuilt

    /// A sentence for test output: what is wrong and what to do.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "no scenario file at \(TerminalText.escaped(path)): a relative path starts at the package root "
                + "(the folder of Package.swift)"
        case .noDevice:
            "the scenario has no device: add a `device` with a timeline for the app to drive"
        case .deviceNotChosen(let names):
            "the scenario has \(names.count) devices (\(Self.list(names))): "
                + "pass `device:` to say which one the app drives"
        case .unknownDevice(let name, let names, let suggestion):
            "no device named \"\(TerminalText.escaped(name))\" in the scenario"
                + (suggestion.map { "; did you mean \"\(TerminalText.escaped($0))\"?" } ?? "")
                + " (devices: \(Self.list(names)))"
        case .alreadyRun:
            "this ScenarioHost has already run: a host runs once, make a new one (with a new app object) per run"
        case .deviceNotBuilt:
            "the simulator built no engine for the hosted device"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.map { "\"\(TerminalText.escaped($0))\"" }.joined(separator: ", ")
    }
}
