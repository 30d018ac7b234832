public import AltitudeEngine
import Foundation

/// An engine in another process, in any language: the simulator starts `command` with
/// `/bin/sh -c` (lazily, at the device's first message) and speaks the JSON Lines protocol of
/// Docs/engine-protocol.md over its stdin/stdout, in lock-step: one message with its virtual
/// time, then the engine's answer up to its `done` line. The simulator owns the clock (timers
/// are clock events), so a run is as deterministic as the engine.
///
/// Any failure (cannot start, exits, no answer within the timeout, a line that is not valid
/// protocol, a value out of range) is kept in `failure`, the process is killed and reaped, and
/// every later call is ignored; the run then reports an `EngineRunFailure`.
public final class ProcessEngine: EngineUnderTest {
    /// The protocol version this simulator speaks (`hello.protocol`).
    public static let protocolVersion = 1
    /// The default time an engine has to answer one message, ns (10 s).
    public static let defaultTimeoutNanoseconds: UInt64 = 10_000_000_000

    /// The least time the answer to `hello` may take, ns (10 s: it includes the start-up).
    public static let startupAllowanceNanoseconds: UInt64 = 10_000_000_000

    /// The most lines one answer may have, the most timers pending at once, and the most timer
    /// firings at one instant (a zero-delay timer loop would stop the clock): beyond them the
    /// engine is failed, so a runaway engine cannot grow memory or hang the run.
    public static let maximumLinesPerAnswer = 100_000
    /// The most timers an engine may have pending at once.
    public static let maximumPendingTimers = 10_000
    /// The most timer firings at one virtual instant.
    public static let maximumTimerFiringsPerInstant = 10_000

    /// The shell command.
    public let command: String
    /// The name shown in failures and reports.
    public let name: String
    private let timeoutNanoseconds: UInt64
    private let configuration: EngineConfiguration
    private let ports: EnginePorts
    private let startNanoseconds: Int64
    /// Receives every event (held weakly: the simulator's device owns the engine).
    public weak var observer: (any EngineObserver)?
    /// Why the engine stopped, if it did.
    public private(set) var failure: EngineRunFailure?

    private var child: EngineChildProcess?
    private var helloDone = false
    private var finished = false
    private var busy = false
    private var queue: [EngineInputMessage] = []
    private var timers: [Int64: ScheduledActionToken] = [:]
    private var apiKey = ""
    private var timerInstant: Int64 = .min
    private var timerFiringsAtInstant = 0
    private let decoder = JSONDecoder()

    /// An engine for one device; nothing starts until the first message.
    public init(
        command: String, name: String, timeoutNanoseconds: UInt64 = ProcessEngine.defaultTimeoutNanoseconds,
        configuration: EngineConfiguration, ports: EnginePorts
    ) {
        self.command = command
        self.name = name
        self.timeoutNanoseconds = max(timeoutNanoseconds, 1_000_000)
        self.configuration = configuration
        self.ports = ports
        startNanoseconds = ports.scheduler.nowNanoseconds
    }

    deinit { child?.terminate() }

    // MARK: EngineUnderTest

    /// Sends the barometer sample as a `pressure` message.
    public func ingestPressure(_ sample: PressureSample) { deliver(.pressure(sample)) }
    /// Sends the location fix as a `location` message.
    public func ingestLocation(_ location: NNLocation) { deliver(.location(location)) }
    /// Sends the activity result as an `activity` message.
    public func ingestActivity(_ sample: ActivitySample) { deliver(.activity(sample)) }
    /// Sends the stored calibration as a `restoreCalibration` message.
    public func restoreCalibration(_ record: CalibrationRecord) { deliver(.restoreCalibration(record)) }

    /// Sends the app call as a `call` message (a `start` also sets the key uploads carry).
    public func perform(_ call: ResolvedAppCall) {
        if case .start(_, let key, _) = call { apiKey = key }
        deliver(.call(call))
    }

    /// Sends `end`, waits for its answer, closes the engine's input and reaps the process
    /// (killing it and its process group if it has not exited within the timeout).
    public func finishRun() {
        guard !finished else { return }
        deliver(.end)
        finished = true
        child?.finish(deadline: MonotonicDeadline(afterNanoseconds: min(timeoutNanoseconds, 2_000_000_000)))
        child = nil
        cancelTimers()
    }

    // MARK: Exchanges

    /// Sends `message` and handles the answer; a message that arrives while an answer is being
    /// handled (an assistance reply given synchronously) waits for that answer's end.
    private func deliver(_ message: EngineInputMessage) {
        guard failure == nil, !finished else { return }
        if busy {
            queue.append(message)
            return
        }
        busy = true
        exchange(message)
        while failure == nil, !queue.isEmpty { exchange(queue.removeFirst()) }
        queue.removeAll()
        busy = false
    }

    private func exchange(_ message: EngineInputMessage) {
        let time = ports.scheduler.nowNanoseconds
        var current = "hello"
        do throws(EngineProcessError) {
            if !helloDone {
                let started = try EngineChildProcess(command: command)
                child = started
                try roundTrip(.hello(device: device, configuration: configuration), time: time, child: started)
                helloDone = true
            }
            guard let child else { return }
            current = message.type
            if case .assistance(let id, let reply) = message {
                record(.assistanceReplyReceived(requestID: UInt64(id), reply: reply, used: true), time: time)
            }
            if case .timer = message {
                if time != timerInstant {
                    timerInstant = time
                    timerFiringsAtInstant = 0
                }
                timerFiringsAtInstant += 1
                guard timerFiringsAtInstant <= Self.maximumTimerFiringsPerInstant else {
                    throw EngineProcessError(
                        reason:
                            "the engine's timers fired more than \(Self.maximumTimerFiringsPerInstant) times at one instant (a timer loop: afterNs 0 again and again)"
                    )
                }
            }
            try roundTrip(message, time: time, child: child)
        } catch {
            fail(messageType: current, time: time, reason: error.reason)
        }
    }

    private func roundTrip(_ message: EngineInputMessage, time: Int64, child: EngineChildProcess)
        throws(EngineProcessError)
    {
        let isHello = if case .hello = message { true } else { false }
        // The answer to hello includes the process's start-up (an interpreter, a JVM).
        let deadline = MonotonicDeadline(
            afterNanoseconds: isHello ? max(timeoutNanoseconds, Self.startupAllowanceNanoseconds) : timeoutNanoseconds)
        try child.write(message.line(atNanoseconds: time), deadline: deadline)
        var greeted = false
        var lines = 0
        while true {
            let line = try child.readLine(deadline: deadline)
            lines += 1
            guard lines <= Self.maximumLinesPerAnswer else {
                throw EngineProcessError(
                    reason: "the engine wrote more than \(Self.maximumLinesPerAnswer) lines without 'done'")
            }
            if line.isEmpty || line.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) { continue }
            switch try EngineOutputMessage.parse(line, decoder: decoder, timeNanoseconds: time) {
            case .done:
                if isHello && !greeted {
                    throw EngineOutputMessage.invalid(
                        "the answer to 'hello' must contain a 'hello' line with the engine's protocol version")
                }
                return
            case .hello(let version, _):
                guard isHello else { throw EngineOutputMessage.invalid("'hello' is only an answer to 'hello'") }
                guard version == Self.protocolVersion else {
                    throw EngineProcessError(
                        reason:
                            "the engine speaks protocol version \(version); this simulator speaks version \(Self.protocolVersion)"
                    )
                }
                greeted = true
            case .event(let kind):
                record(kind, time: time)
            case .scheduleTimer(let id, let after): try scheduleTimer(id: id, afterNanoseconds: after)
            case .cancelTimer(let id):
                if let token = timers.removeValue(forKey: id) { ports.scheduler.cancel(token) }
            case .fetch(let id, let fields): sendFetch(id: id, fields: fields, time: time)
            }
        }
    }

    /// Schedules (or reschedules) the engine's timer `id`, which delivers `.timer(id:)` when it fires.
    private func scheduleTimer(id: Int64, afterNanoseconds after: Int64) throws(EngineProcessError) {
        if let old = timers[id] { ports.scheduler.cancel(old) }
        guard timers[id] != nil || timers.count < Self.maximumPendingTimers else {
            throw EngineProcessError(
                reason: "the engine has more than \(Self.maximumPendingTimers) timers pending")
        }
        timers[id] = ports.scheduler.schedule(afterNanoseconds: after) { [weak self] in
            guard let self else { return }
            self.timers[id] = nil
            self.deliver(.timer(id: id))
        }
    }

    /// Sends the engine's assistance request `id` through the assistance port; the reply is delivered
    /// to the engine as `.assistance(requestID:reply:)`.
    private func sendFetch(id: Int64, fields: EngineOutputMessage.FetchRequest, time: Int64) {
        let request = AssistanceRequest(
            requestID: UInt64(id), deviceID: configuration.deviceID, apiKey: fields.apiKey ?? apiKey,
            latitudeDegrees: fields.latitudeDegrees, longitudeDegrees: fields.longitudeDegrees,
            horizontalUncertaintyMeters: fields.horizontalUncertaintyMeters,
            phonePressurePa: fields.phonePressurePa,
            phonePressureVariancePa2: fields.phonePressureVariancePa2, sentAtNanoseconds: time)
        record(.assistanceRequestSent(request), time: time)
        ports.assistance.fetch(request) { [weak self] reply in
            self?.deliver(.assistance(requestID: id, reply: reply))
        }
    }

    private func fail(messageType: String, time: Int64, reason: String) {
        let device = self.device
        failure = EngineRunFailure(
            engine: name, deviceIndex: device.index, deviceName: device.name, messageType: messageType,
            timeNanoseconds: time,
            offsetNanoseconds: time.subtractingReportingOverflow(startNanoseconds).partialValue, reason: reason)
        child?.terminate()
        child = nil
        cancelTimers()
    }

    private func cancelTimers() {
        for token in timers.values { ports.scheduler.cancel(token) }
        timers.removeAll()
    }

    // MARK: Observer

    private var device: ProcessEngineDevice {
        (observer as? any EngineEventRecording)?.recordedDevice
            ?? ProcessEngineDevice(index: 0, id: configuration.deviceID, name: configuration.deviceID)
    }

    private func record(_ kind: EngineEventKind, time: Int64) {
        if let recorder = observer as? any EngineEventRecording {
            recorder.record(kind, atNanoseconds: time)
        } else {
            observer?.engine(self, didRecord: EngineEvent(timeNanoseconds: time, kind: kind))
        }
    }
}

extension EngineFactory {
    /// Engines in a separate process: `command` started once per device (Docs/engine-protocol.md).
    /// - Parameters:
    ///   - name: shown in reports and failures (default `process: COMMAND`).
    ///   - timeoutNanoseconds: how long the engine may take to answer one message.
    public static func process(
        command: String, name: String? = nil,
        timeoutNanoseconds: UInt64 = ProcessEngine.defaultTimeoutNanoseconds
    ) -> EngineFactory {
        let label = name ?? "process: \(command)"
        return EngineFactory(name: label) { configuration, ports in
            ProcessEngine(
                command: command, name: label, timeoutNanoseconds: timeoutNanoseconds, configuration: configuration,
                ports: ports)
        }
    }
}
