import AltitudeEngine
import Dispatch
import Foundation
import Geophysics
import Simulation
import Testing

@Suite("Run determinism")
struct RunDeterminismTests {
    /// A busy spec: two devices, a walk into the tower, the elevator, raw samples kept.
    static func spec(seed: UInt64) throws -> SimulationSpec {
        var spec = try RunSupport.spec(
            seed: seed, durationSeconds: 150,
            timeline: RunSupport.startApp + [
                RunSupport.at(5, .walk(to: .entrance(building: "tower"), speedMetersPerSecond: 2)),
                RunSupport.at(70, .enter(building: "tower")),
                RunSupport.at(80, .elevator(toFloor: 5, speedMetersPerSecond: 2)),
            ])
        var second = DeviceSpec(name: "b")
        second.start = .centre(building: "tower")
        second.startFloor = 2
        second.timeline =
            RunSupport.startApp + [
                RunSupport.at(100, .app(.manualCalibration(mode: nil, pin: ManualCalibrationPin(floorNumber: 2))))
            ]
        spec.devices.append(second)
        spec.trace.keepRawSamples = true
        return spec
    }

    static func lines(_ spec: SimulationSpec) throws -> (TraceHash, [[UInt8]]) {
        let recorder = TraceRecorder(keepingLines: true)
        let result = try SimulationRun(spec: spec, sink: recorder).run()
        return (result.traceHash, recorder.lines)
    }

    @Test("The same spec gives a byte-identical trace and hash twice")
    func twice() throws {
        let spec = try Self.spec(seed: 9)
        let (hashA, linesA) = try Self.lines(spec)
        let (hashB, linesB) = try Self.lines(spec)
        #expect(hashA == hashB && linesA == linesB && linesA.count > 500)
        let (hashC, _) = try Self.lines(try Self.spec(seed: 10))
        #expect(hashC != hashA)
    }

    @Test("Several specs run in parallel give the same traces as run one by one")
    func parallel() throws {
        let specs = try (1...4).map { try Self.spec(seed: UInt64($0)) }
        let sequential = try specs.map { try Self.lines($0) }
        let results = ResultSlots(count: specs.count)
        DispatchQueue.concurrentPerform(iterations: specs.count) { index in
            results.set(index, try? Self.lines(specs[index]))
        }
        for index in specs.indices {
            let parallel = try #require(results.get(index))
            #expect(parallel.0 == sequential[index].0 && parallel.1 == sequential[index].1)
        }
    }

    @Test("Without a kept trace, what a run holds does not grow with simulated time")
    func boundedState() throws {
        func pending(_ seconds: Double) throws -> (Int, SimulationResult) {
            let spec = try RunSupport.spec(durationSeconds: seconds, timeline: RunSupport.startApp)
            let result = try Simulator.run(spec, keepTrace: false)
            return (result.pendingEvents.count, result)
        }
        let (short, _) = try pending(600)
        let (long, result) = try pending(2 * 3_600)
        #expect(short == long)
        #expect(result.records == nil && result.counts.pressureSamples > 30_000)
    }
}

/// Results written from `concurrentPerform` (each index by one iteration only).
final class ResultSlots: @unchecked Sendable {
    private var slots: [(TraceHash, [[UInt8]])?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: (TraceHash, [[UInt8]])?) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }
    func get(_ index: Int) -> (TraceHash, [[UInt8]])? {
        lock.lock()
        defer { lock.unlock() }
        return slots[index]
    }
}

@Suite("Run lifetime")
struct RunLifetimeTests {
    final class WeakEngine: @unchecked Sendable {
        weak var engine: AltitudeEngineAdapter?
        func set(_ engine: AltitudeEngineAdapter) { self.engine = engine }
    }

    @Test(
        "A run frees its devices, engines and clock, finished or never run (no reference cycle)",
        arguments: [true, false])
    func noLeak(running: Bool) throws {
        let probe = WeakEngine()
        let factory = EngineFactory(name: "probed") { configuration, ports in
            let adapter = AltitudeEngineAdapter(configuration: configuration, ports: ports)
            probe.set(adapter)
            return adapter
        }
        weak var clock: VirtualClock?
        do {
            let run = try SimulationRun(
                spec: try RunSupport.spec(durationSeconds: 20, timeline: RunSupport.startApp), engine: factory)
            clock = run.clock
            if running {
                _ = run.run()
            } else {
                #expect(run.clock.pendingEventCount > 0)
            }
            #expect(probe.engine != nil && clock != nil)
        }
        #expect(probe.engine == nil)
        #expect(clock == nil)
    }
}
