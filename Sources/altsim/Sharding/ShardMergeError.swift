/// Why shard files cannot be merged (or one cannot be read): a sentence naming the shard file
/// and what to do.
struct ShardMergeError: Error, CustomStringConvertible, Equatable {
    var message: String
    var description: String { message }
}
