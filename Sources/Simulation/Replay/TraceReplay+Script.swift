import AltitudeEngine
import AssistanceProtocol
import Foundation

extension TraceReplay {
    /// Splits the trace into one script per device (inputs, recorded events, replies, uploads).
    /// Every line must be a JSON object whose keys have the kinds the trace writes, whose `t`
    /// lies in `window` and does not go back from the line before, and whose `device` (if any)
    /// is one of the `deviceCount` devices; the first line that is not is the error.
    static func scripts(lines: [[UInt8]], deviceCount: Int, window: ClosedRange<Int64>) throws(InputError)
        -> [DeviceTraceScript]
    {
        var scripts = Array(repeating: DeviceTraceScript(), count: deviceCount)
        let decoder = TraceLineFields.makeDecoder()
        var previousTime = window.lowerBound
        for (index, line) in lines.enumerated() {
            let fields: TraceLineFields
            do { fields = try TraceLineFields.decode(line, decoder: decoder) } catch {
                throw InputError(index: index, message: error.message)
            }
            let t = fields.t
            guard window.contains(t) else {
                throw InputError(
                    index: index,
                    message: "`t` = \(t) ns is outside the recorded run "
                        + "(\(window.lowerBound) … \(window.upperBound) ns, the scenario's start and end)")
            }
            guard t >= previousTime else {
                throw InputError(
                    index: index, message: "`t` goes backwards: \(t) ns, before the previous line's \(previousTime) ns")
            }
            previousTime = t
            guard let device = fields.device else { continue }
            guard scripts.indices.contains(device) else {
                throw InputError(
                    index: index,
                    message:
                        "`device` \(device) is not in the scenario (\(deviceCount) device(s): 0 … \(deviceCount - 1))")
            }
            try add(fields, line: line, index: index, to: &scripts[device])
        }
        return scripts
    }

    /// Adds one device line to its script: an input, a recorded engine event (with the reply or
    /// upload result it carries), or nothing for the lines replay does not need.
    private static func add(
        _ fields: TraceLineFields, line: [UInt8], index: Int, to script: inout DeviceTraceScript
    ) throws(InputError) {
        let t = fields.t
        func missing(_ what: String) -> InputError {
            InputError(index: index, message: "\(fields.type) line without \(what)")
        }
        switch fields.type {
        case "pressureSample":
            guard let pressure = fields.measuredPa else { throw missing("`measuredPa`") }
            script.inputs.append(
                (
                    index, t,
                    .pressure(PressureSample(pressurePa: pressure, timestampNanoseconds: fields.measuredAt ?? t))
                ))
        case "locationSample":
            guard let latitude = fields.latitude, let longitude = fields.longitude,
                let accuracy = fields.accuracyMeters,
                let timestamp = fields.timestamp
            else { throw missing("`latitude`, `longitude`, `accuracyMeters` or `timestamp`") }
            script.inputs.append(
                (
                    index, t,
                    .location(
                        NNLocation(
                            latitudeDegrees: latitude, longitudeDegrees: longitude, horizontalAccuracyMeters: accuracy,
                            altitudeMeters: fields.altitudeMeters, timestampNanoseconds: timestamp))
                ))
        case "activitySample":
            guard let name = fields.activity, let kind = ActivityKind(rawValue: name),
                let confidence = fields.confidence,
                let timestamp = fields.timestamp
            else { throw missing("a known `activity`, `confidence` or `timestamp`") }
            script.inputs.append(
                (
                    index, t,
                    .activity(ActivitySample(kind: kind, confidence: confidence, timestampNanoseconds: timestamp))
                ))
        case "appCall":
            guard let call = fields.call else { throw missing("`call`") }
            script.inputs.append((index, t, .call(call)))
        case "calibrationRestored":
            guard let record = fields.record else { throw missing("`record`") }
            script.inputs.append((index, t, .restore(record)))
        case "engine": try addEngineLine(fields, line: line, index: index, to: &script, missing: missing)
        default:
            break
        }
    }

    /// Adds a recorded engine event to the script, with the assistance reply or upload result it
    /// carries.
    private static func addEngineLine(
        _ fields: TraceLineFields, line: [UInt8], index: Int, to script: inout DeviceTraceScript,
        missing: (String) -> InputError
    ) throws(InputError) {
        let t = fields.t
        script.events.append((index, t, comparable(line)))
        switch fields.event {
        case "assistanceReplyReceived":
            guard let id = fields.requestID else { throw missing("`requestID`") }
            script.replies[id] = (t, try reply(fields, index: index, missing))
        case "uploadCompleted":
            guard let success = fields.success else { throw missing("`success`") }
            script.uploads.append((t, success))
        default:
            break
        }
    }

    /// The largest payload a recorded reply may stand for (`payloadBytes`); real payloads are a
    /// few hundred bytes.
    static let maximumPayloadBytes = 1 << 20

    /// The reply as delivered. A payload reply hands over the recorded bytes (`payloadBase64`);
    /// a trace written before that field existed has only `payloadBytes`, and gets that many
    /// zero bytes (undecodable, like the garbage payloads the simulator sends).
    private static func reply(_ fields: TraceLineFields, index: Int, _ missing: (String) -> InputError)
        throws(InputError) -> AssistanceReply
    {
        switch fields.reply {
        case "response":
            guard let response = fields.response else { throw missing("`response`") }
            return .response(response)
        case "payload":
            if let text = fields.payloadBase64 {
                guard let data = Data(base64Encoded: text) else {
                    throw InputError(index: index, message: "`payloadBase64` is not base64")
                }
                return .payload(Array(data))
            }
            guard let count = fields.payloadBytes else { throw missing("`payloadBase64` or `payloadBytes`") }
            guard (0...maximumPayloadBytes).contains(count) else {
                throw InputError(
                    index: index, message: "`payloadBytes` must be 0 … \(maximumPayloadBytes), got \(count)")
            }
            return .payload(Array(repeating: 0, count: count))
        case "failure":
            guard let text = fields.failure, let failure = TransportFailure(traceText: text) else {
                throw missing("a known `failure`")
            }
            return .failure(failure)
        default:
            throw missing("a known `reply` kind (response, payload or failure)")
        }
    }
}
