import Foundation
import Testing

/// `fuzz merge` reads its shard reports as every input of altsim is read: a FIFO or a device is
/// refused without a blocking or endless read.
@Suite("fuzz merge inputs that are not files")
struct FuzzMergeInputTests {
    @Test(
        "A FIFO and /dev/zero are refused at once, naming what they are (before: a raw NSCocoaErrorDomain dump saying permission denied)"
    )
    func fifoAndDevice() throws {
        let scratch = try Altsim.scratch("merge-fifo")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fifo = scratch.appendingPathComponent("shard.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for input in [fifo, "/dev/zero"] {
            let result = try Altsim.run(
                ["fuzz", "merge", input, "--json", scratch.appendingPathComponent("m.json").path],
                in: scratch, timeLimitSeconds: 30)
            #expect(!result.timedOut, "\(input): hung")
            #expect(result.status == 2, "\(input): \(result.stderr)")
            #expect(result.stderr.contains("cannot read the file: it is a"), "\(input): \(result.stderr)")
        }
    }
}
