#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process groups of the engine processes now running. When the simulator is interrupted
/// (SIGINT, SIGTERM, SIGHUP) they are killed before it ends: an engine runs in a group of its
/// own, so a Ctrl-C at the terminal does not reach it, and a hung one would outlive us.
///
/// The group ids live in a fixed table that the signal handler reads without allocating; the
/// handler then runs the handler that was there before (the temporary-file cleanup) or ends
/// the process by the same signal. A signal that was ignored (`nohup`) stays ignored.
enum EngineProcessGroups {
    static let slotCount = 1024
    nonisolated(unsafe) private static var lock = pthread_mutex_t()
    nonisolated(unsafe) private static var installed = false
    private static let lockReady: Bool = {
        pthread_mutex_init(&lock, nil)
        return true
    }()

    /// Registers a running group (and, the first time, the signal handlers).
    static func add(_ group: pid_t) {
        _ = lockReady
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        if let slot = (0..<slotCount).first(where: { engineGroupSlots[$0] == 0 }) { engineGroupSlots[slot] = group }
        if !installed {
            installed = true
            for signal in [SIGINT, SIGTERM, SIGHUP] { install(signal) }
        }
    }

    /// Forgets a group (its leader has been reaped).
    static func remove(_ group: pid_t) {
        _ = lockReady
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        if let slot = (0..<slotCount).first(where: { engineGroupSlots[$0] == group }) { engineGroupSlots[slot] = 0 }
    }

    private static func install(_ signal: Int32) {
        let previous = setEngineSignalHandler(signal, killEngineGroupsAndContinue)
        if let previous, unsafeBitCast(previous, to: Int.self) == 1 {
            _ = setEngineSignalHandler(signal, previous)  // ignored: keep it so
            return
        }
        previousEngineSignalHandlers[Int(signal)] = previous
    }
}

/// The handler's view of the registered groups (0: a free slot).
nonisolated(unsafe) private let engineGroupSlots: UnsafeMutablePointer<pid_t> = {
    let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: EngineProcessGroups.slotCount)
    slots.initialize(repeating: 0, count: EngineProcessGroups.slotCount)
    return slots
}()

/// The handlers that were installed before ours, by signal number.
nonisolated(unsafe) private let previousEngineSignalHandlers: UnsafeMutablePointer<(@convention(c) (Int32) -> Void)?> =
    {
        let slots = UnsafeMutablePointer<(@convention(c) (Int32) -> Void)?>.allocate(capacity: 65)
        slots.initialize(repeating: nil, count: 65)
        return slots
    }()

/// Kills every registered group, then runs the previous handler, or ends by the same signal.
private func killEngineGroupsAndContinue(_ signal: Int32) {
    for slot in 0..<EngineProcessGroups.slotCount where engineGroupSlots[slot] > 0 {
        _ = kill(-engineGroupSlots[slot], SIGKILL)
    }
    if signal >= 0, signal < 65, let previous = previousEngineSignalHandlers[Int(signal)] {
        previous(signal)
        return
    }
    _ = setEngineSignalHandler(signal, nil)
    _ = raise(signal)
}

#if canImport(Glibc)
    private func setEngineSignalHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (
        @convention(c) (Int32) -> Void
    )? {
        Glibc.signal(number, handler)
    }
#else
    private func setEngineSignalHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (
        @convention(c) (Int32) -> Void
    )? {
        Darwin.signal(number, handler)
    }
#endif
