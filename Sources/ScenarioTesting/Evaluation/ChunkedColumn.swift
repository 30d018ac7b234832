/// A growing column stored in chunks of at most 65 536 elements: appending copies at most the last
/// chunk, so a column of millions of values takes about its size and not up to three times it
/// (an array doubling its buffer holds the old and the new one while it copies).
struct ChunkedColumn<Element: Sendable>: Sendable {
    private static var chunkShift: Int { 16 }
    private static var chunkSize: Int { 1 << chunkShift }
    private var chunks: [[Element]] = []
    private(set) var count = 0

    mutating func append(_ element: Element) {
        // A chunk grows like an array up to its size (a short run's column stays small), then
        // the next one starts.
        if count & (Self.chunkSize - 1) == 0 { chunks.append([]) }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    subscript(index: Int) -> Element { chunks[index >> Self.chunkShift][index & (Self.chunkSize - 1)] }

    var isEmpty: Bool { count == 0 }
}
