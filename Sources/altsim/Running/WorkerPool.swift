import Foundation

/// Runs `count` independent work items on up to `threads` threads: each worker takes the next
/// index until none is left. The CLI may start threads; the engine and the simulator never do.
enum WorkerPool {
    /// Calls `work(index)` for every index in `0..<count`, then `completed(index, result)` under
    /// one lock (so completions never overlap), and returns when every item is done.
    static func run<Result>(
        count: Int, threads: Int, work: @escaping @Sendable (Int) -> Result,
        completed: @escaping @Sendable (Int, Result) -> Void
    ) {
        let state = NextIndex()
        let group = DispatchGroup()
        for _ in 0..<max(1, min(threads, count)) {
            DispatchQueue.global().async(group: group) {
                while let index = state.take(below: count) {
                    let result = work(index)
                    state.lock.withLock { completed(index, result) }
                }
            }
        }
        group.wait()
    }

    /// The next index to hand out, guarded by `lock` (which also serialises completions).
    private final class NextIndex: @unchecked Sendable {
        let lock = NSLock()
        private var next = 0

        func take(below count: Int) -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }
    }
}
