import AltitudeSimTestSupport
import Foundation
import Testing

/// The Kubernetes manifests of tools/cluster/kubernetes/, parsed with PyYAML by
/// tools/cluster/kubernetes/check-manifests.py: an Indexed Job running `--shard auto` with
/// ALTSIM_SHARD_COUNT equal to its completions, and a merge Job on the same image and volume.
@Suite("Cluster manifests")
struct ClusterManifestTests {
    static let checker = PackagePaths.url("tools/cluster/kubernetes/check-manifests.py").path

    static func check(_ files: [String]) throws -> Altsim.Result {
        let python = try #require(Altsim.findExecutable("python3"), "python3 is needed (tools/install-deps.sh)")
        let scratch = try Altsim.scratch("manifests")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [checker] + files
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Altsim.Result(
            status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8), stderr: "")
    }

    @Test("The campaign and fuzz Indexed Jobs and their merge Jobs pass the checks")
    func manifestsPass() throws {
        let result = try Self.check([])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("campaign-job.yaml: ok"))
        #expect(result.stdout.contains("fuzz-job.yaml: ok"))
    }

    @Test("The checker catches a count that is not the completions, a shard without --shard auto, and bad YAML")
    func checkerCatchesMistakes() throws {
        let scratch = try Altsim.scratch("bad-manifests")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let good = try String(
            contentsOf: PackagePaths.url("tools/cluster/kubernetes/campaign-job.yaml"), encoding: .utf8)
        let cases = [
            (
                "count.yaml", good.replacingOccurrences(of: "completions: 16", with: "completions: 12"),
                "keep them equal"
            ),
            ("auto.yaml", good.replacingOccurrences(of: "--shard auto ", with: ""), "must use --shard auto"),
            ("merge.yaml", good.replacingOccurrences(of: "altsim merge", with: "altsim fuzz"), "'altsim merge'"),
            ("yaml.yaml", "a: [\n", "cannot be checked"),
        ]
        for (name, text, message) in cases {
            let path = scratch.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try Self.check([path])
            #expect(result.status == 1, "\(name): \(result.stdout)")
            #expect(result.stdout.contains(message), "\(name): \(result.stdout)")
        }
    }
}
