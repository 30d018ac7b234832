import Foundation
import Testing

@testable import Reports

/// Renders a synthetic report (a 7-day run included) in headless Chromium and checks what a
/// person would see: it loads without console errors, has the screenshot size asked for, and
/// every plot is present and drawn. Needs Debian's `chromium` (`tools/install-deps.sh --with-chromium`,
/// which `make test` runs).
@Suite("HTML report in headless Chromium")
struct ChromiumRenderTests {
    static let windowWidth = 1100
    static let windowHeight = 3000

    @Test("The report loads without errors and shows every plot")
    func render() throws {
        let chromium = try #require(
            Self.findExecutable("chromium"),
            "chromium is not installed: run `bash tools/install-deps.sh --with-chromium` (as root) or `make test`.")
        // A folder (and Chromium profile) of this process's own: two test runs sharing a profile make
        // the second Chromium exit 21 (profile in use).
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "altsim-reports-chromium-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.appendingPathComponent("profile")) }
        let document = SyntheticReports.document(includeWeek: true)
        let page = directory.appendingPathComponent("report.html")
        try HTMLReport.render(document).write(to: page, atomically: true, encoding: .utf8)
        let screenshot = directory.appendingPathComponent("report.png")
        try? FileManager.default.removeItem(at: screenshot)

        let common = [
            "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
            "--user-data-dir=" + directory.appendingPathComponent("profile").path,
        ]
        let shot = try Self.run(
            chromium,
            common + [
                "--screenshot=" + screenshot.path,
                "--window-size=\(Self.windowWidth),\(Self.windowHeight)", page.absoluteString,
            ])
        let dump = try Self.run(chromium, common + ["--dump-dom", page.absoluteString])
        #expect(shot.status == 0, "chromium --screenshot exited with \(shot.status)")
        #expect(dump.status == 0, "chromium --dump-dom exited with \(dump.status)")

        // No console message at all: there is no script, so any is an error (bad SVG attribute, blocked load).
        for log in [shot.stderr, dump.stderr] {
            let problems = log.split(separator: "\n").filter { $0.contains(":CONSOLE") || $0.contains("net::ERR") }
            #expect(problems.isEmpty, "Chromium reported: \(problems.joined(separator: "\n"))")
        }

        let png = try Data(contentsOf: screenshot)
        let size = try #require(Self.pngSize(png), "not a PNG: \(screenshot.path)")
        #expect(size.width == Self.windowWidth)
        #expect(size.height == Self.windowHeight)

        let dom = dump.stdout
        #expect(dom.contains("seven days on floor 2"))
        for index in 1...document.scenarios.count {
            for kind in ScenarioPlots.kinds {
                let id = "s\(index)-\(kind)"
                let svg = try #require(Self.element(id: id, in: dom), "plot \(id) missing from the rendered DOM")
                #expect(Self.hasDrawnPath(svg), "plot \(id) is blank: no path with at least two points")
            }
        }
    }

    /// The `<svg id="…">…</svg>` element with that id, as text.
    static func element(id: String, in dom: String) -> String? {
        guard let open = dom.range(of: "id=\"\(id)\""),
            let close = dom[open.upperBound...].range(of: "</svg>")
        else { return nil }
        return String(dom[open.lowerBound..<close.upperBound])
    }

    /// Whether some `<path>` has a `d` with a move and at least one line segment.
    static func hasDrawnPath(_ svg: String) -> Bool {
        svg.components(separatedBy: "<path").dropFirst().contains { path in
            guard let start = path.range(of: " d=\""), let end = path[start.upperBound...].firstIndex(of: "\"") else {
                return false
            }
            let data = path[start.upperBound..<end]
            return data.hasPrefix("M") && data.contains("L")
        }
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
        else { return nil }
        func big(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (big(16), big(20))
    }

    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs a process to completion, collecting its output (read on other threads so pipes never fill).
    static func run(_ executable: String, _ arguments: [String]) throws -> (
        stdout: String, stderr: String, status: Int32
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["120", executable] + arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        group.wait()
        process.waitUntilExit()
        return (
            String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self),
            process.terminationStatus
        )
    }
}
