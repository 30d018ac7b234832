import AltitudeEngine
import Foundation
import Geophysics
import Testing
import Simulation

@Suite("Simulation run")
struct SimulationRunTests {
    @Test("An app that starts the SDK and altitude mode gets a callback a second with heights near the truth")
    func altitudeCallbacks() throws {
        let result = try Simulator.run(try RunSupport.spec(durationSeconds: 120, timeline: RunSupport.startApp) {
            $0.initialCalibration = .calibrated(ageSeconds: 3_600, errorPa: 0, uncertaintyPa: 1)
        })
        let contexts = RunSupport.contexts(result.records ?? [])
        #expect(result.counts.altitudeCallbacks >= 100)
        let withHeight = contexts.filter { $0.context.height != nil }
        #expect(withHeight.count >= 60)
        for (context, truth) in withHeight {
            #expect(abs((context.height ?? .nan) - truth.heightHAEMeters) < 15)
        }
    }
}
