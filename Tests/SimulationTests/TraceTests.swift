import AltitudeEngine
import AssistanceProtocol
import AssistanceService
import Foundation
import Geophysics
import Simulation
import Testing

@Suite("Trace")
struct TraceTests {
    static let truth = TruthSnapshot(
        position: EastNorth(eastMeters: 0.1, northMeters: -2), heightMSLMeters: 401.5, heightHAEMeters: 449.5,
        heightAboveTerrainMeters: 1.5, buildingIndex: 0, floor: 3, pressurePa: 96_593.25, activity: .walking)
    static let context = NNAltitudeContext(
        height: 449.25, heightUncertainty: 2, statusCode: 200, errorCode: 0,
        timestampNanoseconds: 1_000_000_000)
    static let request = AssistanceRequest(
        requestID: 7, deviceID: "d", apiKey: "k", latitudeDegrees: 47.4, longitudeDegrees: 8.5,
        horizontalUncertaintyMeters: 5, phonePressurePa: nil, phonePressureVariancePa2: nil, sentAtNanoseconds: 9)
    static let record = CalibrationRecord(offsetPa: 12.5, uncertaintyPa: 1, madeAtNanoseconds: 5, source: .manual)

    /// One record of every `TraceEvent` case and every `EngineEventKind` case.
    static var everyEvent: [TraceEvent] {
        let kinds: [EngineEventKind] = [
            .sdkStatus(.initialised), .startCompleted(code: 800, success: true),
            .altitudeCallback(code: nil, context: context),
            .altitudeCallback(code: 810, context: nil), .manualCalibration(state: .calibrationStarted, code: 871),
            .calibrationAccepted(record), .assistanceRequestSent(request),
            .assistanceReplyReceived(requestID: 7, reply: .payload([1, 2, 3]), used: false),
            .assistanceReplyReceived(requestID: 7, reply: .failure(.httpStatus(500)), used: true),
            .assistanceRequestTimedOut(requestID: 7),
            .uploadSent(BarocalUpload(deviceID: "d", apiKey: "k", records: [record], sentAtNanoseconds: 3)),
            .uploadCompleted(success: false), .sampleRejected(.pressureJump),
        ]
        return kinds.map { TraceEvent.engine($0, truth: truth) } + [
            .timelineStep(index: 2, description: "walk to \"entrance\"\n"),
            .fault(description: "barometer stuck", active: true),
            .pressureSample(measuredPa: .nan, truth: truth),
            .locationSample(
                NNLocation(
                    latitudeDegrees: 47.4, longitudeDegrees: 8.5, horizontalAccuracyMeters: 5, timestampNanoseconds: 4),
                trueHorizontalErrorMeters: 1.25),
            .activitySample(ActivitySample(kind: .still, confidence: 0.8, timestampNanoseconds: 4), truth: .walking),
            .stationObservation(
                StationObservation(
                    stationID: "grid-0-0", pressurePa: 96_000, temperatureKelvin: 288,
                    measuredAtNanoseconds: 1, receivedAtNanoseconds: 2)),
            .referenceSample(seaLevelPressurePa: 101_325.5, uncertaintyPa: .infinity),
        ]
    }

    @Test("Every event encodes as one JSON object starting with t, device and type")
    func everyCaseEncodes() throws {
        let encoder = TraceEncoder()
        for (index, event) in Self.everyEvent.enumerated() {
            let line = encoder.encode(
                TraceRecord(
                    timeNanoseconds: 1_795_910_400_000_000_000, deviceIndex: index % 2 == 0 ? 1 : nil, event: event))
            let text = String(decoding: line, as: UTF8.self)
            #expect(!text.contains("\n"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any], "\(text)")
            #expect(object["t"] as? Int64 == 1_795_910_400_000_000_000)
            #expect(
                text.hasPrefix(
                    "{\"t\":1795910400000000000,\"device\":" + (index % 2 == 0 ? "1" : "null") + ",\"type\":\""),
                "\(text)")
        }
    }

    @Test("Numbers are canonical: shortest round-trip doubles, non-finite values as strings, escaped text")
    func canonicalNumbers() {
        let encoder = TraceEncoder()
        let line = String(
            decoding: encoder.encode(
                TraceRecord(
                    timeNanoseconds: 1, deviceIndex: 0,
                    event: .referenceSample(seaLevelPressurePa: 0.1, uncertaintyPa: .nan))), as: UTF8.self)
        #expect(line == #"{"t":1,"device":0,"type":"referenceSample","seaLevelPressurePa":0.1,"uncertaintyPa":"nan"}"#)
        let step = String(
            decoding: encoder.encode(
                TraceRecord(
                    timeNanoseconds: 1, deviceIndex: nil, event: .timelineStep(index: 0, description: "a\"b\\c\u{1}"))),
            as: UTF8.self)
        #expect(step == #"{"t":1,"device":null,"type":"timelineStep","index":0,"description":"a\"b\\c\u0001"}"#)
        let truth = String(
            decoding: encoder.encode(
                TraceRecord(
                    timeNanoseconds: 1, deviceIndex: 0, event: .pressureSample(measuredPa: 1e-7, truth: Self.truth))),
            as: UTF8.self)
        #expect(
            truth.contains(
                #""measuredPa":1e-07,"measuredAt":1,"truth":{"east":0.1,"north":-2.0,"heightMSL":401.5,"heightHAE":449.5,"heightAboveTerrain":1.5,"building":0,"floor":3,"pressurePa":96593.25,"activity":"walking"}"#
            ), "\(truth)")
    }

    @Test("The trace hash mixes the documented 64-bit words of each record's binary encoding")
    func hash() {
        var hash = TraceHash()
        #expect(hash.value == 0xcbf2_9ce4_8422_2325 && hash.lineCount == 0)
        // {"t":1,"device":null,"type":"fault","description":"ab","active":true} as tagged words.
        let fault = UInt64(0x66) | 0x61 << 8 | 0x75 << 16 | 0x6c << 24 | 0x74 << 32  // "fault"
        let words: [UInt64] = [1, 1, 0, 5, 5, fault, 5, 2, 0x6261, 3, 1, 0x0A]
        var expected: UInt64 = 0xcbf2_9ce4_8422_2325
        for w in words {
            let m = (expected ^ w) &* 0x0000_0100_0000_01b3
            expected = m ^ (m >> 32)
        }
        hash.add(TraceRecord(timeNanoseconds: 1, deviceIndex: nil, event: .fault(description: "ab", active: true)))
        #expect(hash.value == expected && hash.lineCount == 1)
        #expect(hash.description == String(format: "%016llx", expected))
        // Nine bytes take two words (the second zero-padded): differs from the eight-byte prefix.
        var long = TraceHash()
        var short = TraceHash()
        long.add(
            TraceRecord(timeNanoseconds: 1, deviceIndex: nil, event: .fault(description: "abcdefgh\u{0}", active: true))
        )
        short.add(
            TraceRecord(timeNanoseconds: 1, deviceIndex: nil, event: .fault(description: "abcdefgh", active: true)))
        #expect(long != short)
    }

    @Test("A payload hashes as its fields' words (keys as strings, nested values in braces), not as its JSON")
    func payloadHash() {
        func string(_ text: String) -> [UInt64] {
            let bytes = Array(text.utf8)
            var words: [UInt64] = [5, UInt64(bytes.count)]
            for start in stride(from: 0, to: bytes.count, by: 8) {
                words.append(
                    bytes[start..<min(start + 8, bytes.count)].enumerated().reduce(0) {
                        $0 | UInt64($1.element) << (8 * UInt64($1.offset))
                    })
            }
            return words
        }
        let record = CalibrationRecord(offsetPa: 1.5, uncertaintyPa: 2, madeAtNanoseconds: 7, source: .manual)
        var words: [UInt64] = [1, 1, 1, 0] + string("calibrationRestored") + [6]
        words += string("offsetPa") + [4, 1.5.bitPattern] + string("uncertaintyPa") + [4, 2.0.bitPattern]
        words += string("madeAtNanoseconds") + [1, 7] + string("source") + [0x7B] + string("manual") + [0x7D, 0x0A]
        var expected: UInt64 = 0xcbf2_9ce4_8422_2325
        for w in words {
            let m = (expected ^ w) &* 0x0000_0100_0000_01b3
            expected = m ^ (m >> 32)
        }
        func hashed(_ record: CalibrationRecord) -> UInt64 {
            var hash = TraceHash()
            hash.add(TraceRecord(timeNanoseconds: 1, deviceIndex: 0, event: .calibrationRestored(record)))
            return hash.value
        }
        #expect(hashed(record) == expected)
        var other = record
        other.source = .background
        #expect(hashed(other) != expected)
        // The line still carries the payload's canonical JSON.
        let line = String(
            decoding: TraceEncoder().encode(
                TraceRecord(timeNanoseconds: 1, deviceIndex: 0, event: .calibrationRestored(record))), as: UTF8.self)
        #expect(
            line
                == #"{"t":1,"device":0,"type":"calibrationRestored","record":{"madeAtNanoseconds":7,"offsetPa":1.5,"source":"manual","uncertaintyPa":2}}"#
        )
    }

    @Test("Doubles hash by bit pattern: lines that differ in one double differ in hash; every NaN is one NaN")
    func hashDoubles() {
        func hashed(_ value: Double) -> TraceHash {
            var hash = TraceHash()
            hash.add(
                TraceRecord(
                    timeNanoseconds: 1, deviceIndex: 0,
                    event: .referenceSample(seaLevelPressurePa: value, uncertaintyPa: 1)))
            return hash
        }
        #expect(hashed(101_325) != hashed(101_325.000_000_000_01))
        #expect(hashed(0) != hashed(-0.0))
        #expect(hashed(.nan) == hashed(Double(nan: 7, signaling: false)))
        var pair = TraceHash()
        for event in Self.everyEvent { pair.add(TraceRecord(timeNanoseconds: 1, deviceIndex: 0, event: event)) }
        var single = TraceHash()
        for event in Self.everyEvent.dropLast() {
            single.add(TraceRecord(timeNanoseconds: 1, deviceIndex: 0, event: event))
        }
        #expect(pair != single && pair.lineCount == Self.everyEvent.count)
    }

    @Test("The JSON Lines writer streams exactly the recorder's lines, and the hash is the same with or without a sink")
    func writer() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "altsim-trace-\(UInt64.random(in: 0...UInt64.max)).jsonl")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        let recorder = TraceRecorder(keepingLines: true)
        let spec = try RunSupport.spec(durationSeconds: 200, timeline: RunSupport.startApp)
        let result = try Simulator.run(
            spec, keepTrace: false, sink: FanOutSink([recorder, JSONLinesWriter(handle: handle)]))
        try handle.close()
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(written == recorder.jsonLines)
        #expect(written.split(separator: "\n").count == result.counts.traceLines)
        var hash = TraceHash()
        for record in recorder.records { hash.add(record) }
        #expect(hash == result.traceHash && hash.lineCount == result.counts.traceLines)
        #expect(result.records == nil)
        // No sink at all, and a recorder that keeps no lines (so none is formatted): same hash.
        let bare = try SimulationRun(spec: spec).run()
        #expect(bare.traceHash == result.traceHash)
        let records = try Simulator.run(spec, keepTrace: true)
        #expect(records.traceHash == result.traceHash && records.records == recorder.records)
    }

    @Test("Raw samples are in the trace only when asked for")
    func rawSamples() throws {
        var spec = try RunSupport.spec(durationSeconds: 30, timeline: RunSupport.startApp)
        let lean = try Simulator.run(spec).records ?? []
        spec.trace.keepRawSamples = true
        let full = try Simulator.run(spec)
        func count(_ records: [TraceRecord], _ type: String) -> Int {
            let encoder = TraceEncoder()
            return records.filter {
                String(decoding: encoder.encode($0), as: UTF8.self).contains("\"type\":\"\(type)\"")
            }.count
        }
        for type in ["pressureSample", "locationSample", "activitySample", "stationObservation"] {
            #expect(count(lean, type) == 0)
        }
        let records = full.records ?? []
        #expect(count(records, "pressureSample") == full.counts.pressureSamples && full.counts.pressureSamples > 100)
        #expect(count(records, "locationSample") == full.counts.locationFixes && full.counts.locationFixes > 20)
        #expect(count(records, "activitySample") == full.counts.activityResults)
        #expect(
            count(records, "stationObservation") == full.counts.stationObservations
                && full.counts.stationObservations > 0)
    }

    @Test("Every engine event carries the truth at its instant, and reference samples come once a minute")
    func truthBesideEvents() throws {
        let result = try Simulator.run(try RunSupport.spec(durationSeconds: 300, timeline: RunSupport.startApp))
        let records = result.records ?? []
        let events = RunSupport.engineEvents(records)
        #expect(events.count == result.counts.engineEvents)
        #expect(events.allSatisfy { $0.truth.heightAboveTerrainMeters >= 0 && $0.truth.pressurePa > 90_000 })
        let references = records.filter { if case .referenceSample = $0.event { return true } else { return false } }
        #expect(references.map(\.timeNanoseconds) == (0...5).map { RunSupport.time(Double($0) * 60) })
    }
}
