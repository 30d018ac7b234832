/// A growing column stored in fixed chunks of 65 536 elements: appending never copies what is
/// already stored, so a column of millions of values takes its size and not up to three times it
/// (an array doubling its buffer holds the old and the new one while it copies).
struct ChunkedColumn<Element: Sendable>: Sendable {
    private static var chunkShift: Int { 16 }
    private static var chunkSize: Int { 1 << chunkShift }
    private var chunks: [[Element]] = []
    private(set) var count = 0

    mutating func append(_ element: Element) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    subscript(index: Int) -> Element { chunks[index >> Self.chunkShift][index & (Self.chunkSize - 1)] }

    var isEmpty: Bool { count == 0 }
}
