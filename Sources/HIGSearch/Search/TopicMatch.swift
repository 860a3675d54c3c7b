public import HIGModel

/// Finds a topic by slug, English or Korean name, ignoring case, spacing and
/// punctuation: `modality`, `Progress Indicators`, `진행 표시기`, `progress-ind`.
///
/// The one topic lookup of the project: the command line's `--topic` and the
/// MCP server's `topic` argument both go through it, so they accept the same names.
public enum TopicMatch {
    /// The topic `name` names: an exact match of slug or either name first, else
    /// the first topic whose slug or English name starts with it; `nil` if none.
    ///
    /// - Complexity: O(*n*) in the number of topics.
    public static func find(_ name: String, in topics: [Topic]) -> Topic? {
        let key = normalize(name)
        guard !key.isEmpty else { return nil }
        return topics.first { [normalize($0.slug), normalize($0.english), normalize($0.korean)].contains(key) }
            ?? topics.first { normalize($0.slug).hasPrefix(key) || normalize($0.english).hasPrefix(key) }
    }

    /// The comparison key: lower case, letters and digits only.
    static func normalize(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}
