internal import CZlib

/// Decompresses gzip data (RFC 1952; several members one after the other, as `cat a.gz b.gz`
/// makes, read as one) with zlib.
enum GzipInflater {
    /// The decompressed bytes of `compressed`, or an error naming what is wrong with it.
    static func decompress(_ compressed: [UInt8]) throws(TraceFileError) -> [UInt8] {
        var stream = z_stream()
        let started = czlib_inflate_init_auto(&stream)
        guard started == Z_OK else { throw .zlib(operation: "start decompressing", status: started) }
        defer { inflateEnd(&stream) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        var input = compressed
        var failure: TraceFileError?
        input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = UInt32(inputBuffer.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { outputBuffer in
                    stream.next_out = outputBuffer.baseAddress
                    stream.avail_out = UInt32(outputBuffer.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    return (status, outputBuffer.count - Int(stream.avail_out))
                }
                result.append(contentsOf: chunk[0..<produced])
                switch status {
                case Z_OK:
                    continue
                case Z_STREAM_END:
                    // Another member may follow.
                    if stream.avail_in == 0 { return }
                    inflateReset(&stream)
                case Z_BUF_ERROR where stream.avail_in == 0:
                    failure = .truncated
                    return
                default:
                    failure = .corrupt(message: stream.msg.map { String(cString: $0) } ?? "zlib status \(status)")
                    return
                }
            }
        }
        if let failure { throw failure }
        return result
    }
}
