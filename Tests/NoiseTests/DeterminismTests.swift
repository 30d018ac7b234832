import Foundation
import Noise
import Testing

/// Bit patterns of the first `count` Gaussian draws of a stream.
private func gaussianBits(root: NoiseRoot, name: String, count: Int = 1000) -> [UInt64] {
    let stream = root.stream(named: name)
    return (0..<count).map { _ in stream.gaussian().bitPattern }
}

/// Collects results from several threads (test-only; the library never starts threads).
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Int: [UInt64]] = [:]
    func store(_ value: [UInt64], at index: Int) { lock.withLock { results[index] = value } }
    func value(at index: Int) -> [UInt64]? { lock.withLock { results[index] } }
}

@Suite("Determinism of named streams")
struct DeterminismTests {
    @Test("Same root seed and name give bit-identical sequences", arguments: GeneratorKind.allCases)
    func sameSeedSameName(kind: GeneratorKind) {
        let first = gaussianBits(root: NoiseRoot(seed: 7, kind: kind), name: "device[3].baro.white")
        let second = gaussianBits(root: NoiseRoot(seed: 7, kind: kind), name: "device[3].baro.white")
        #expect(first == second)
    }

    @Test("Same seed and name are bit-identical across threads")
    func acrossThreads() {
        let root = NoiseRoot(seed: 99)
        let expected = gaussianBits(root: root, name: "device[0].gnss.jump")
        let box = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            box.store(gaussianBits(root: root, name: "device[0].gnss.jump"), at: index)
        }
        for index in 0..<4 {
            #expect(box.value(at: index) == expected, "thread \(index) diverged")
        }
    }

    @Test("Different names and different root seeds give different sequences")
    func differentNamesDiffer() {
        let root = NoiseRoot(seed: 7)
        let a = gaussianBits(root: root, name: "device[0].baro.white", count: 16)
        let b = gaussianBits(root: root, name: "device[1].baro.white", count: 16)
        let c = gaussianBits(root: NoiseRoot(seed: 8), name: "device[0].baro.white", count: 16)
        #expect(a != b)
        #expect(a != c)
        // Not merely shifted copies: no draw of one appears in the other.
        #expect(Set(a).isDisjoint(with: b))
    }

    @Test("Adding a stream or drawing from another stream changes no other stream")
    func addingStreamChangesNothing() {
        let root = NoiseRoot(seed: 2026)
        let alone = gaussianBits(root: root, name: "device[0].baro.white")

        let extra = root.stream(named: "device[0].baro.spikes")
        for _ in 0..<500 { _ = extra.exponential(mean: 3) }
        let interleavedStream = root.stream(named: "device[0].baro.white")
        var interleaved: [UInt64] = []
        for _ in 0..<1000 {
            interleaved.append(interleavedStream.gaussian().bitPattern)
            _ = extra.uniform()
        }
        #expect(interleaved == alone)
    }

    @Test("The mixing function is the documented one (pinned values)")
    func pinnedSeedDerivation() {
        // Computed independently from the formula in Docs/noise.md:
        // low32(splitmix64(root XOR fnv1a64(name))).
        #expect(SeedDerivation.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(SeedDerivation.fnv1a64("device[0].baro.white") == 0x7e93_05fc_5fab_3e36)
        #expect(SeedDerivation.streamSeed(rootSeed: 42, name: "device[0].baro.white") == 1_373_247_144)
        #expect(SeedDerivation.streamSeed(rootSeed: 0, name: "") == 1_805_975_344)
        #expect(SeedDerivation.streamSeed(rootSeed: 2026, name: "a") == 3_375_476_681)
        #expect(NoiseRoot(seed: 42).stream(named: "device[0].baro.white").seed == 1_373_247_144)
    }
}

@Suite("Checkpoints")
struct CheckpointTests {
    @Test("A restored stream continues bit-identically", arguments: GeneratorKind.allCases)
    func restoreContinues(kind: GeneratorKind) {
        let stream = NoiseRoot(seed: 5, kind: kind).stream(named: "x")
        for _ in 0..<100 { _ = stream.gaussian() }
        let saved = stream.checkpoint()
        let first = (0..<200).map { _ in stream.nextRaw() }
        #expect(stream.restore(saved))
        let second = (0..<200).map { _ in stream.nextRaw() }
        #expect(first == second)
        // The checkpoint is a private copy: restoring twice still works.
        #expect(stream.restore(saved))
        #expect((0..<200).map { _ in stream.nextRaw() } == first)
    }

    @Test("Restoring a checkpoint of another generator kind is refused and changes nothing")
    func restoreWrongKind() {
        let stream = NoiseStream(seed: 1, kind: .mt19937)
        let twin = NoiseStream(seed: 1, kind: .mt19937)
        let other = NoiseStream(seed: 1, kind: .taus2)
        #expect(stream.restore(other.checkpoint()) == false)
        #expect((0..<10).map { _ in stream.nextRaw() } == (0..<10).map { _ in twin.nextRaw() })
    }
}
