import FieldLogs
import Foundation
import Testing

/// A real trial cut, spliced and sprinkled with garbage, 300 ways (a fixed generator, so the same
/// cases every run): each imports with its rows counted or is a located error, never a crash.
@Suite("Mutated recordings")
struct MutatedRecordingTests {
    /// SplitMix64, for reproducible mutations.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
    }

    @Test func everyMutationImportsOrIsALocatedError() throws {
        let original = Array(
            try Data(contentsOf: URL(fileURLWithPath: FieldLogFixtures.falcon("trials/ssw_a_1_5.csv"))))
        let folder = try FieldLogFixtures.scratch()
        var random = Generator(state: 7)
        let garbage: [[UInt8]] = [
            Array(",".utf8), Array("\n".utf8), Array("\r\n".utf8), Array("nan".utf8), Array("-1".utf8),
            Array("1e999".utf8), Array("\"".utf8), Array("99999999999999999999".utf8), Array("é".utf8), [0xFF],
        ]
        var imported = 0
        var refused = 0
        for case_ in 0..<300 {
            var bytes = original
            for _ in 0..<(1 + random.below(8)) {
                let at = random.below(bytes.count)
                switch random.below(3) {
                case 0: bytes.removeSubrange(at..<min(bytes.count, at + random.below(200)))
                case 1: bytes.insert(contentsOf: garbage[random.below(garbage.count)], at: at)
                default: bytes = Array(bytes.prefix(max(1, at)))
                }
            }
            let path = folder.appendingPathComponent("ssw_a_1_5-\(case_).csv").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            do {
                let recording = try RecordingFormat.importRecording(path: path, format: .falcon2018)
                #expect(recording.pressures.allSatisfy { PressureUnit.plausiblePascals.contains($0.pressurePa) })
                #expect(
                    zip(recording.pressures, recording.pressures.dropFirst()).allSatisfy {
                        $0.timeNanoseconds < $1.timeNanoseconds
                    })
                imported += 1
            } catch {
                #expect(error.path == path)
                #expect(!error.message.isEmpty)
                refused += 1
            }
        }
        #expect(imported + refused == 300)
        #expect(imported > 100)
    }
}
