/// A synchronous virtual clock: the one source of time in a simulation run.
///
/// Time is an `Int64` count of nanoseconds since the Unix epoch. The clock never reads wall
/// time, never sleeps and never starts a task: time moves only when `step()` or
/// `run(untilNanoseconds:)` is called, and every due event runs on the caller's thread.
///
/// ```swift
/// let clock = VirtualClock(startNanoseconds: 0)
/// var log: [String] = []
/// clock.schedule(afterNanoseconds: 1_000) { log.append("b") }
/// clock.schedule(atNanoseconds: 1_000) { log.append("c") }   // same instant: runs after "b"
/// clock.schedule(atNanoseconds: 500) { log.append("a") }
/// clock.run(untilNanoseconds: 2_000)                          // log == ["a", "b", "c"], now == 2_000
/// ```
///
/// Ordering: events are ordered by (due time, sequence number); the sequence number grows with
/// every `schedule` call, so events due at the same instant run in insertion order. An event
/// may schedule or cancel further events while it runs; one scheduled for the current instant
/// runs after those already due at that instant.
///
/// **Scheduling in the past is clamped to now.** A request for a time earlier than `now`
/// schedules the event at `now` (after the events already due at `now`); the clock never goes
/// backwards. `run(untilNanoseconds:)` with an instant earlier than `now` runs nothing and
/// leaves `now` unchanged.
///
/// Like swift-nio's `EmbeddedEventLoop`, after a run `pendingEvents` reports what is still
/// scheduled, so a harness can flag leftovers.
///
/// - Complexity: `schedule` and each event run are O(log n) in the number of pending events
///   (a binary heap of plain (time, sequence, slot) keys; actions live in a slot table so the
///   heap moves no reference-counted values). `cancel` is O(n) — it is expected to be rare.
public final class VirtualClock {
    /// The current instant, ns since the Unix epoch.
    public var nowNanoseconds: Int64 { now }

    private let heap = EventHeap()
    /// The mutable state lives behind a pointer the clock owns: stored `var`s of a class pay a
    /// dynamic exclusivity check on every access, which would double the cost of an event.
    /// The accessors below forward to it; nothing else touches it.
    private let state: UnsafeMutablePointer<ClockState>

    private var now: Int64 {
        get { state.pointee.now }
        set { state.pointee.now = newValue }
    }
    private var slots: [EventSlot] {
        _read { yield state.pointee.slots }
        _modify { yield &state.pointee.slots }
    }
    private var freeSlots: [Int32] {
        _read { yield state.pointee.freeSlots }
        _modify { yield &state.pointee.freeSlots }
    }
    private var nextSequence: UInt64 {
        get { state.pointee.nextSequence }
        set { state.pointee.nextSequence = newValue }
    }
    private var nextIdentifier: UInt64 {
        get { state.pointee.nextIdentifier }
        set { state.pointee.nextIdentifier = newValue }
    }
    /// The slot of the event running now (its key is at the top of the heap), or -1.
    private var runningSlot: Int32 {
        get { state.pointee.runningSlot }
        set { state.pointee.runningSlot = newValue }
    }
    private var runningCancelled: Bool {
        get { state.pointee.runningCancelled }
        set { state.pointee.runningCancelled = newValue }
    }

    /// Creates a clock whose time starts at `startNanoseconds` (ns since the Unix epoch).
    public init(startNanoseconds: Int64 = 0) {
        state = .allocate(capacity: 1)
        state.initialize(to: ClockState(now: startNanoseconds))
    }

    deinit {
        for slot in slots { slot.action?.release() }
        state.deinitialize(count: 1)
        state.deallocate()
    }

    // MARK: Scheduling

    /// Schedules `action` to run at `timeNanoseconds` (clamped to `now` if earlier).
    /// - Parameters:
    ///   - timeNanoseconds: the due instant, ns since the Unix epoch.
    ///   - label: a name shown in `pendingEvents` (for reports of leftovers).
    /// - Returns: a token for `cancel(_:)`.
    @discardableResult
    public func schedule(
        atNanoseconds timeNanoseconds: Int64, label: String = "", _ action: @escaping () -> Void
    ) -> ScheduledEvent {
        insert(
            timeNanoseconds: timeNanoseconds, intervalNanoseconds: 0, label: label, queuedBeforeRunning: false,
            action: action)
    }

    /// Schedules `action` to run `delayNanoseconds` after now (a negative delay is clamped to 0).
    @discardableResult
    public func schedule(
        afterNanoseconds delayNanoseconds: Int64, label: String = "", _ action: @escaping () -> Void
    ) -> ScheduledEvent {
        let (sum, overflow) = nowNanoseconds.addingReportingOverflow(max(delayNanoseconds, 0))
        return insert(
            timeNanoseconds: overflow ? Int64.max : sum, intervalNanoseconds: 0, label: label,
            queuedBeforeRunning: false, action: action)
    }

    /// Schedules `action` to run first at `firstNanoseconds` and then every `intervalNanoseconds`
    /// until cancelled — the cheap way to drive a sampled sensor (the action is stored once).
    ///
    /// Each repetition is re-queued after the action returns, so it runs after events scheduled
    /// earlier for the same instant. A non-positive interval is clamped to 1 ns; a repetition
    /// whose next time would overflow `Int64` ends.
    ///
    /// With `queuedBeforeRunning`, each repetition is instead queued as it starts, before the
    /// action runs: events the action schedules for the next repetition's instant run after it —
    /// the order of a one-shot event whose action re-schedules it first thing (the engine's
    /// altitude tick, `VirtualClockScheduler.scheduleRepeating`).
    @discardableResult
    public func scheduleRepeating(
        firstAtNanoseconds firstNanoseconds: Int64, intervalNanoseconds: Int64, label: String = "",
        queuedBeforeRunning: Bool = false, _ action: @escaping () -> Void
    ) -> ScheduledEvent {
        insert(
            timeNanoseconds: firstNanoseconds, intervalNanoseconds: max(intervalNanoseconds, 1),
            label: label, queuedBeforeRunning: queuedBeforeRunning, action: action)
    }

    /// Cancels a scheduled event (for a repeating one, all further repetitions).
    /// - Returns: `true` if the event was still pending (or is the repeating event running now),
    ///   `false` if it already ran or was already cancelled.
    @discardableResult
    public func cancel(_ event: ScheduledEvent) -> Bool {
        if runningSlot >= 0, slots[Int(runningSlot)].identifier == event.identifier {
            if runningCancelled || slots[Int(runningSlot)].intervalNanoseconds == 0 { return false }
            runningCancelled = true
            return true
        }
        guard
            let index = heap.firstIndex(where: {
                $0.slot != runningSlot && slots[Int($0.slot)].identifier == event.identifier
            })
        else {
            return false
        }
        let key = heap.remove(at: index)
        release(slot: key.slot)
        return true
    }

    // MARK: Running

    /// Runs the next pending event, moving `now` to its due time.
    /// - Returns: `false` if nothing was pending (or if called from inside an event).
    @discardableResult
    public func step() -> Bool {
        guard runningSlot < 0, let key = heap.min else { return false }
        execute(key)
        return true
    }

    /// Runs every event due at or before `untilNanoseconds` (including events scheduled while
    /// running), then leaves `now` at `untilNanoseconds`.
    ///
    /// If `untilNanoseconds` is earlier than `now`, nothing runs and `now` does not move.
    /// Called from inside an event (re-entrantly) it does nothing and returns 0.
    /// - Returns: the number of events run.
    @discardableResult
    public func run(untilNanoseconds: Int64) -> Int {
        guard runningSlot < 0, untilNanoseconds >= nowNanoseconds else { return 0 }
        var count = 0
        while let top = heap.min, top.timeNanoseconds <= untilNanoseconds {
            execute(top)
            count += 1
        }
        now = untilNanoseconds
        return count
    }

    /// Runs every event due within `durationNanoseconds` from now; see `run(untilNanoseconds:)`.
    @discardableResult
    public func run(forNanoseconds durationNanoseconds: Int64) -> Int {
        let (sum, overflow) = nowNanoseconds.addingReportingOverflow(max(durationNanoseconds, 0))
        return run(untilNanoseconds: overflow ? Int64.max : sum)
    }

    /// Discards every pending event, releasing its closure, and returns what was pending —
    /// the end of a run (like swift-nio's `EmbeddedEventLoop` at shutdown). Without it a run's
    /// leftover events would keep the engines and transports they capture alive.
    /// Called from inside an event it does nothing and returns `[]`.
    @discardableResult
    public func drainPendingEvents() -> [PendingEvent] {
        guard runningSlot < 0 else { return [] }
        let pending = pendingEvents
        while let key = heap.popMin() { release(slot: key.slot) }
        return pending
    }

    // MARK: Inspection

    /// The events still scheduled, in the order they would run.
    public var pendingEvents: [PendingEvent] {
        heap.sortedKeys().filter { $0.slot != runningSlot }.map {
            let slot = slots[Int($0.slot)]
            return PendingEvent(
                timeNanoseconds: $0.timeNanoseconds, event: ScheduledEvent(identifier: slot.identifier),
                label: slot.label, isRepeating: slot.intervalNanoseconds > 0)
        }
    }

    /// How many events are scheduled.
    public var pendingEventCount: Int { heap.count - (runningSlot >= 0 ? 1 : 0) }

    /// The due time of the next event, or `nil` if none is scheduled.
    public var nextEventNanoseconds: Int64? {
        runningSlot < 0 ? heap.min?.timeNanoseconds : pendingEvents.first?.timeNanoseconds
    }

    // MARK: Internals

    private func insert(
        timeNanoseconds: Int64, intervalNanoseconds: Int64, label: String, queuedBeforeRunning: Bool,
        action: @escaping () -> Void
    ) -> ScheduledEvent {
        let identifier = nextIdentifier
        nextIdentifier += 1
        let slot = EventSlot(
            identifier: identifier, intervalNanoseconds: intervalNanoseconds, label: label,
            queuedBeforeRunning: queuedBeforeRunning, action: Unmanaged.passRetained(EventAction(action)))
        let index: Int32
        if let free = freeSlots.popLast() {
            index = free
            slots[Int(free)] = slot
        } else {
            index = Int32(slots.count)
            slots.append(slot)
        }
        push(slot: index, timeNanoseconds: max(timeNanoseconds, nowNanoseconds))
        return ScheduledEvent(identifier: identifier)
    }

    private func push(slot: Int32, timeNanoseconds: Int64) {
        heap.insert(EventKey(timeNanoseconds: timeNanoseconds, sequence: nextSequence, slot: slot))
        nextSequence += 1
    }

    private func release(slot: Int32) {
        slots[Int(slot)].action?.release()
        slots[Int(slot)].action = nil
        freeSlots.append(slot)
    }

    /// Runs the event whose key is the heap's minimum. The key stays at the top while the
    /// action runs (anything the action schedules sorts after it); afterwards a repetition
    /// replaces it in place, a finished event is popped.
    private func execute(_ key: EventKey) {
        now = key.timeNanoseconds
        runningSlot = key.slot
        runningCancelled = false
        // A repetition queued before running takes its sequence number now (see `scheduleRepeating`).
        let queuedFirst = slots[Int(key.slot)].queuedBeforeRunning
        let reservedSequence = nextSequence
        if queuedFirst { nextSequence += 1 }
        // The slot keeps the action alive until `release(slot:)`, which never happens while it
        // runs (a cancel only flags it), so the call borrows it: no retain/release per event.
        let action = slots[Int(key.slot)].action
        action?._withUnsafeGuaranteedRef { $0.run() }
        runningSlot = -1
        let interval = slots[Int(key.slot)].intervalNanoseconds
        if interval > 0, !runningCancelled {
            let (next, overflow) = key.timeNanoseconds.addingReportingOverflow(interval)
            if !overflow {
                if queuedFirst {
                    heap.replaceMin(with: EventKey(timeNanoseconds: next, sequence: reservedSequence, slot: key.slot))
                } else {
                    heap.replaceMin(with: EventKey(timeNanoseconds: next, sequence: nextSequence, slot: key.slot))
                    nextSequence += 1
                }
                return
            }
        }
        _ = heap.popMin()
        release(slot: key.slot)
    }
}
