#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files of the ``OutputFile``s being written. When the process is interrupted
/// (SIGINT, SIGTERM, SIGHUP) they are removed before it ends, so an interrupted run leaves
/// neither a partial file nor a stray temporary one.
///
/// The paths live in a fixed table of C strings that the signal handler reads without
/// allocating; a file beyond the table's size is still written, just not cleaned up.
final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()

    static let slotCount = 1024
    private var lock = pthread_mutex_t()
    private var pending: Set<String> = []
    private var slots: [String: Int] = [:]
    private var installed = false

    private init() { pthread_mutex_init(&lock, nil) }

    /// Registers a temporary file (and, the first time, the signal handlers).
    func add(_ path: String) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard pending.insert(path).inserted else { return }
        if let slot = (0..<Self.slotCount).first(where: { temporaryFileSlots[$0] == nil }) {
            temporaryFileSlots[slot] = strdup(path)
            slots[path] = slot
        }
        if !installed {
            installed = true
            for signal in [SIGINT, SIGTERM, SIGHUP] { Self.install(signal) }
        }
    }

    /// Forgets a temporary file (renamed or removed); says whether it was registered.
    @discardableResult
    func remove(_ path: String) -> Bool {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard pending.remove(path) != nil else { return false }
        if let slot = slots.removeValue(forKey: path) {
            let pointer = temporaryFileSlots[slot]
            temporaryFileSlots[slot] = nil
            free(pointer)
        }
        return true
    }

    /// Sets the cleanup handler for `signal` unless the signal is ignored (`nohup`); a handler
    /// set before (the engine processes' kill handler) still runs after the cleanup.
    private static func install(_ signal: Int32) {
        let previous = setSignalHandler(signal, removeTemporaryFilesAndExit)
        if let previous, unsafeBitCast(previous, to: Int.self) == 1 {
            _ = setSignalHandler(signal, previous)
            return
        }
        if signal >= 0, signal < previousCleanupHandlerCount { previousCleanupHandlers[Int(signal)] = previous }
    }
}

/// How many signal numbers ``previousCleanupHandlers`` covers.
private let previousCleanupHandlerCount: Int32 = 65

/// The handlers that were set before the cleanup handler, by signal number.
nonisolated(unsafe) private let previousCleanupHandlers: UnsafeMutablePointer<(@convention(c) (Int32) -> Void)?> = {
    let slots = UnsafeMutablePointer<(@convention(c) (Int32) -> Void)?>.allocate(
        capacity: Int(previousCleanupHandlerCount))
    slots.initialize(repeating: nil, count: Int(previousCleanupHandlerCount))
    return slots
}()

/// The signal handler's view of the registered paths (`nil`: a free slot).
nonisolated(unsafe) private let temporaryFileSlots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: TemporaryFiles.slotCount)
    slots.initialize(repeating: nil, count: TemporaryFiles.slotCount)
    return slots
}()

/// Removes every registered temporary file, then runs the handler set before it, or ends the
/// process by the same signal.
private func removeTemporaryFilesAndExit(_ signal: Int32) {
    for slot in 0..<TemporaryFiles.slotCount {
        if let path = temporaryFileSlots[slot] { _ = unlink(path) }
    }
    if signal >= 0, signal < previousCleanupHandlerCount, let previous = previousCleanupHandlers[Int(signal)] {
        previous(signal)
        return
    }
    _ = setSignalHandler(signal, nil)
    _ = raise(signal)
}

#if canImport(Glibc)
    private func setSignalHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (
        @convention(c) (Int32) -> Void
    )? {
        Glibc.signal(number, handler)
    }
#else
    private func setSignalHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (
        @convention(c) (Int32) -> Void
    )? {
        Darwin.signal(number, handler)
    }
#endif
