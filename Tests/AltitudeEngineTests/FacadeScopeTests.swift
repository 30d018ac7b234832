import AltitudeEngine
import Testing

/// `NNSDK.withEngine`: the facade forwards to a task-locally bound engine, so tests that bind
/// one each run in parallel (this suite never touches the default engine, unlike `FacadeTests`).
@Suite struct FacadeScopeTests {
    static func engine(deviceID: String) -> AltitudeEngine {
        var configuration = EngineConfiguration()
        configuration.deviceID = deviceID
        return AltitudeEngine(configuration: configuration, ports: .offline())
    }

    @Test("Inside withEngine every facade call reaches the bound engine; outside, none is bound")
    func bindsForTheOperation() {
        let engine = Self.engine(deviceID: "bound")
        #expect(!NNSDK.isScoped)
        let id = NNSDK.withEngine(engine) {
            #expect(NNSDK.isScoped)
            #expect(NNSDK.shared === engine)
            var code: Int?
            NNSDK.startAltitudeCalculation(mode: .oneTime) { c, _ in code = c }
            #expect(code == SDKStatusCode.notInitialised.rawValue)
            NNSDK.setSDKConsistencyFilters([.pressure])
            return NNSDK.deviceID()
        }
        #expect(id == "bound")
        #expect(engine.enabledFilters == [.pressure])
        #expect(!NNSDK.isScoped)
    }

    @Test("An inner binding wins inside it; the outer one is back after it")
    func nests() {
        let outer = Self.engine(deviceID: "outer")
        let inner = Self.engine(deviceID: "inner")
        NNSDK.withEngine(outer) {
            #expect(NNSDK.deviceID() == "outer")
            NNSDK.withEngine(inner) { #expect(NNSDK.deviceID() == "inner") }
            #expect(NNSDK.deviceID() == "outer")
        }
    }

    @Test("install inside a scope leaves the bound engine (and the default one) alone")
    func installInsideAScopeDoesNothing() {
        let engine = Self.engine(deviceID: "bound")
        NNSDK.withEngine(engine) {
            var other = EngineConfiguration()
            other.deviceID = "installed"
            NNSDK.install(ports: .offline(), configuration: other)
            #expect(NNSDK.shared === engine)
        }
    }

    @Test("Concurrent tasks each see their own engine, across suspension points and in child tasks")
    func concurrentTasksAreIsolated() async {
        let ids = await withTaskGroup(of: (Int, [String]).self) { group in
            for index in 0..<8 {
                group.addTask {
                    let engine = Self.engine(deviceID: "device-\(index)")
                    return await NNSDK.withEngine(engine) {
                        var seen: [String] = []
                        for _ in 0..<20 {
                            seen.append(NNSDK.deviceID())
                            await Task.yield()
                        }
                        async let child = NNSDK.deviceID()
                        seen.append(await child)
                        return (index, seen)
                    }
                }
            }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        for index in 0..<8 { #expect(Set(ids[index] ?? []) == ["device-\(index)"]) }
    }
}
