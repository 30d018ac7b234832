internal import CZlib

/// Compresses a byte stream into the gzip format (RFC 1952) with zlib, chunk by chunk: what a
/// `.gz` trace is written through while the run goes on, so the whole trace is never in memory.
final class GzipDeflater {
    private var stream = z_stream()
    private var isOpen = false
    private var output = [UInt8](repeating: 0, count: 256 * 1024)

    /// A deflater at zlib's `level` (1 fastest … 9 smallest; 6 is zlib's default, ≈ 10× on traces).
    init(level: Int32 = 6) throws(TraceFileError) {
        let status = czlib_deflate_init_gzip(&stream, level)
        guard status == Z_OK else { throw .zlib(operation: "start compressing", status: status) }
        isOpen = true
    }

    deinit { if isOpen { deflateEnd(&stream) } }

    /// Compresses `bytes` and hands whatever compressed output is ready to `emit`.
    func compress(_ bytes: [UInt8], emit: ([UInt8]) throws -> Void) throws {
        try run(bytes, flush: Z_NO_FLUSH, emit: emit)
    }

    /// Compresses what is left, writes the gzip trailer and ends the stream.
    func finish(emit: ([UInt8]) throws -> Void) throws {
        try run([], flush: Z_FINISH, emit: emit)
        deflateEnd(&stream)
        isOpen = false
    }

    private func run(_ bytes: [UInt8], flush: Int32, emit: ([UInt8]) throws -> Void) throws {
        guard isOpen else { throw TraceFileError.zlib(operation: "compress after the end", status: Z_STREAM_ERROR) }
        var input = bytes
        try input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = UInt32(inputBuffer.count)
            while true {
                let (status, produced) = output.withUnsafeMutableBufferPointer { outputBuffer in
                    stream.next_out = outputBuffer.baseAddress
                    stream.avail_out = UInt32(outputBuffer.count)
                    let status = deflate(&stream, flush)
                    return (status, outputBuffer.count - Int(stream.avail_out))
                }
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                    throw TraceFileError.zlib(operation: "compress", status: status)
                }
                if produced > 0 { try emit(Array(output[0..<produced])) }
                // Done when zlib took all the input and had room to spare (or ended the stream).
                if status == Z_STREAM_END || (flush != Z_FINISH && stream.avail_in == 0 && stream.avail_out > 0) {
                    break
                }
            }
            stream.next_in = nil
        }
    }
}
