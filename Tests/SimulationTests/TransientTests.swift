import Foundation
import Simulation
import Testing

@Suite("Pressure transients")
struct TransientTests {
    let start: Int64 = 1_000 * 1_000_000_000

    func at(_ transient: PressureTransient, _ seconds: Double) -> Double {
        transient.offsetPa(atNanoseconds: start + Int64(seconds * 1e9))
    }

    @Test("Door: 17 Pa held for the duration, then exponential recovery")
    func door() {
        let door = PressureTransient.door(startNanoseconds: start, building: 0)
        #expect(door.magnitudePa == 17 && door.durationSeconds == 5)
        #expect(at(door, -0.001) == 0)
        #expect(at(door, 0) == 17)
        #expect(at(door, 4.9) == 17)
        #expect(abs(at(door, 6) - 17 * exp(-1.0)) < 1e-9)
        #expect(at(door, 16) == 0)  // after 10 time constants
    }

    @Test("Elevator cab: ramps at no more than 1.26 hPa/s")
    func elevator() {
        let cab = PressureTransient.elevatorCab(
            startNanoseconds: start, scope: .building(0), magnitudePa: 63, durationSeconds: 20)
        #expect(abs(at(cab, 0.25) - 31.5) < 1e-9)  // 126 Pa/s
        #expect(at(cab, 0.5) == 63)
        #expect(at(cab, 10) == 63)
        #expect(abs(at(cab, 19.75) - 31.5) < 1e-9)
        #expect(at(cab, 20) == 0)
        var previous = 0.0
        for step in 1...200 {
            let value = at(cab, Double(step) * 0.1)
            #expect(abs(value - previous) <= 12.6 + 1e-9)
            previous = value
        }
    }

    @Test("Sunroof lowers cabin pressure by ≈ 275 Pa for a tagged vehicle")
    func sunroof() {
        let roof = PressureTransient.sunroof(startNanoseconds: start, vehicle: "car")
        #expect(roof.scope == .tagged("car"))
        #expect(at(roof, 30) == -275)
        #expect(at(roof, 1) == -137.5)
    }

    @Test("Raised-cosine bump peaks at the middle")
    func bump() {
        let bump = PressureTransient(startNanoseconds: start, magnitudePa: 10, durationSeconds: 8, shape: .raisedCosine)
        #expect(abs(at(bump, 4) - 10) < 1e-12)
        #expect(abs(at(bump, 2) - 5) < 1e-12)
        #expect(at(bump, 8) == 0)
    }

    @Test("Invalid transients are errors")
    func validation() {
        let bad = PressureTransient(startNanoseconds: start, magnitudePa: 10, durationSeconds: 0, shape: .raisedCosine)
        #expect(throws: WorldError.self) { try bad.validate(index: 0) }
        let badTau = PressureTransient(
            startNanoseconds: start, magnitudePa: 10, durationSeconds: 1,
            shape: .stepWithRecovery(recoveryTimeConstantSeconds: 0))
        #expect(throws: WorldError.self) { try badTau.validate(index: 0) }
    }
}
