import AltitudeEngine
import Foundation
import ScenarioTesting
import Scenarios
import Testing

/// `ScenarioHost`: timeline calls reach the app's closures, the handlers the app registers
/// through `NNSDK` are called in virtual time, each host's facade is its own (hosts in parallel),
/// and bad input fails with a sentence.
@Suite struct ScenarioHostTests {
    /// A one-phone scenario in the library's city, as if written at `scenarios/`.
    static func text(device: String = "phone", expectations: String = "", upload: Bool = true) -> String {
        """
        scenario "Hosted"
        seed 4
        duration 10 min
        include "common/city.scenario"
        include "common/phones.scenario"

        device "\(device)" model "standard", calibrated 1 h ago
          at 00:00 start sdk; altitude every 1 s
        \(upload ? "  at 00:05 barocal upload" : "")
        \(expectations)
        """
    }

    /// Where the text scenarios are taken to live (their includes resolve from there).
    static let textPath = "scenarios/hosted.scenario"

    /// Collects the messages a check reports.
    final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var all: [String] { lock.withLock { stored } }
        var reporter: ScenarioIssueReporter {
            ScenarioIssueReporter { message, _ in self.lock.withLock { self.stored.append(message) } }
        }
    }

    @Test("Timeline calls run the app's closures inside the facade scope; the unrouted one goes to the engine")
    func routesCallsAndDeliversCallbacks() throws {
        let host = try ScenarioHost<Int>(text: Self.text(), path: Self.textPath)
        var deviceIDs: [String] = []
        var statusCodes: [Int] = []
        host.routes.start = { url, key, location in
            deviceIDs.append(NNSDK.deviceID())
            NNSDK.setStatusHandler { code, _ in statusCodes.append(code) }
            NNSDK.start(baseURL: url, secretKey: key, location: location, success: { _, _ in }, failure: { _, _ in })
        }
        host.routes.startAltitude = { [unowned host] mode in
            NNSDK.startAltitudeCalculation(mode: mode) { _, context in
                if let context { host.record(context.errorCode ?? -1) }
            }
        }
        #expect(!NNSDK.isScoped)
        let run = try host.run()
        #expect(!NNSDK.isScoped)
        #expect(deviceIDs == ["device-phone"])
        #expect(statusCodes.contains(SDKStatusCode.initialised.rawValue))
        #expect(run.appCalls.map(\.handling) == [.app, .app, .engine])
        #expect(run.appCalls.map(\.offsetNanoseconds) == [0, 0, 300_000_000_000])
        // One context a second for ten minutes, in virtual time, in order.
        #expect(run.observations.count >= 590)
        let offsets = run.observations.map(\.offsetNanoseconds)
        #expect(offsets == offsets.sorted())
        #expect(offsets.last.map { $0 <= 600_000_000_000 } == true)
        #expect(run.shown(at: .seconds(300)) == 0)
        #expect(run.report.facts.engineName == ScenarioHost<Int>.engineName)
    }

    @Test("The app's timers fire in virtual time inside the scope; one set before the run waits for it")
    func appTimersRunInVirtualTime() throws {
        let host = try ScenarioHost<String>(text: Self.text(upload: false), path: Self.textPath)
        let scheduler = host.scheduler
        _ = scheduler.schedule(afterNanoseconds: 60_000_000_000) { [unowned host] in
            host.record("before-run timer on \(NNSDK.deviceID())")
        }
        let cancelled = scheduler.schedule(afterNanoseconds: 90_000_000_000) { [unowned host] in
            host.record("cancelled timer")
        }
        scheduler.cancel(cancelled)
        host.routes.start = { [unowned host] _, _, _ in
            _ = scheduler.schedule(afterNanoseconds: 30_000_000_000) { host.record("retry timer") }
        }
        let run = try host.run()
        #expect(run.observations.map(\.value) == ["retry timer", "before-run timer on device-phone"])
        #expect(run.observations.map(\.offsetNanoseconds) == [30_000_000_000, 60_000_000_000])
        #expect(run.observations.map(\.clock) == ["00:00:30.000", "00:01:00.000"])
    }

    @Test("Calls the app has no closure for: refused and reported under .reportFailure")
    func unroutedCallsFailWhenAsked() throws {
        let host = try ScenarioHost<Int>(text: Self.text(), path: Self.textPath)
        host.routes.unrouted = .reportFailure
        host.routes.start = { url, key, location in
            NNSDK.start(baseURL: url, secretKey: key, location: location, success: { _, _ in }, failure: { _, _ in })
        }
        let messages = Messages()
        let run = try host.check(reporter: messages.reporter)
        #expect(run.appCalls.map(\.handling) == [.app, .refused, .refused])
        #expect(!run.passed)
        #expect(messages.all.count == 2)
        let upload = try #require(messages.all.last)
        #expect(upload.contains("00:05:00.000: the timeline calls barocalUpload on device \"phone\""))
        #expect(upload.contains("set `routes.barocalUpload`"))
        #expect(upload.contains("seed:     4"))
    }

    @Test("An app that drops the start call fails the scenario; the failure names the app, seed and commands")
    func failureTextNamesTheApp() throws {
        let host = try ScenarioHost<String>(file: "scenarios/missing-assistance-at-start.scenario")
        host.routes.start = { [unowned host] _, _, _ in host.record("start ignored") }
        let messages = Messages()
        let run = try host.check(reporter: messages.reporter)
        #expect(!run.report.passed)
        let first = try #require(messages.all.first)
        #expect(first.contains("seed:     9"))
        #expect(
            first.contains(
                "reproduce: run this test again with engine 'AltitudeEngine driven by the app' at seed 9"))
        #expect(first.contains("without the app: altsim run "))
        #expect(first.contains("missing-assistance-at-start.scenario --seed 9"))
        #expect(first.contains("app (\"early bird\"):\n    00:00:00.000  start ignored"))
    }

    @Test("Hosts in parallel each see their own engine behind NNSDK")
    func hostsInParallelAreIsolated() async throws {
        let names = (1...6).map { "phone\($0)" }
        let seen = try await withThrowingTaskGroup(of: (String, Set<String>).self) { group in
            for name in names {
                group.addTask {
                    let text = Self.text(device: name, upload: false)
                    let host = try ScenarioHost<String>(text: text, path: Self.textPath)
                    host.routes.start = { [unowned host] url, key, location in
                        host.record(NNSDK.deviceID())
                        NNSDK.start(
                            baseURL: url, secretKey: key, location: location,
                            success: { _, _ in }, failure: { _, _ in })
                    }
                    host.routes.startAltitude = { [unowned host] mode in
                        NNSDK.startAltitudeCalculation(mode: mode) { _, _ in host.record(NNSDK.deviceID()) }
                    }
                    let run = try host.run()
                    #expect(run.observations.count > 500)
                    return (name, Set(run.observations.map(\.value)))
                }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        for name in names { #expect(seen[name] == ["device-\(name)"]) }
        #expect(!NNSDK.isScoped)
    }

    @Test("A missing file, a scenario without a device, an unknown or unchosen device, a second run")
    func badInputFailsClearly() throws {
        #expect { try ScenarioHost<Int>(file: "scenarios/no-such.scenario") } throws: { error in
            "\(error)".contains("no scenario file at ") && "\(error)".contains("scenarios/no-such.scenario")
        }
        let deviceless = "scenario \"Empty\"\nduration 1 min\n"
        #expect { try ScenarioHost<Int>(text: deviceless, path: Self.textPath) } throws: { error in
            "\(error)".contains("a scenario needs at least one `device`")
        }
        #expect(throws: ScenarioHostError.noDevice) {
            try ScenarioHost<Int>(scenario: Scenario(name: "built", durationNanoseconds: 60_000_000_000))
        }
        #expect { try ScenarioHost<Int>(text: Self.text(), path: Self.textPath, device: "phoen") } throws: { error in
            "\(error)" == "no device named \"phoen\" in the scenario; did you mean \"phone\"? (devices: \"phone\")"
        }
        #expect { try ScenarioHost<Int>(file: "scenarios/calibration-failures.scenario") } throws: { error in
            guard case ScenarioHostError.deviceNotChosen(let names) = error else { return false }
            return names.count > 1 && "\(error)".contains("pass `device:`")
        }
        let host = try ScenarioHost<Int>(text: Self.text(upload: false), path: Self.textPath)
        _ = try host.run()
        #expect(throws: ScenarioHostError.alreadyRun) { try host.run() }
    }
}
