/// Each engine's figures from its median round of `--rounds`: build figures from the round whose
/// build time is the median, latency figures from the round whose p50 is. Every round ranks the
/// same IDs (the engines are deterministic), so the rankings and quality come from any of them.
enum MedianRound {
    static func build(_ rounds: [BuildReport]) -> BuildReport {
        median(rounds, by: \.buildSeconds)
    }

    static func query(_ rounds: [QueryReport]) -> QueryReport {
        median(rounds, by: \.rank.p50)
    }

    /// A peer's round with the median p50, with the median round's build time and index size.
    /// A failed or skipped engine has one round, reported as it is.
    static func peer(_ rounds: [PeerResult]) -> PeerResult {
        let succeeded = rounds.filter(\.ok)
        guard succeeded.count == rounds.count, !succeeded.isEmpty else { return rounds.first { !$0.ok } ?? rounds[0] }
        var result = median(succeeded, by: { $0.p50 ?? .infinity })
        let built = median(succeeded, by: { $0.buildSeconds ?? .infinity })
        result.buildSeconds = built.buildSeconds
        result.indexBytes = built.indexBytes
        return result
    }

    /// The element whose `key` is the median (the lower middle one of an even count).
    static func median<T>(_ rounds: [T], by key: (T) -> Double) -> T {
        precondition(!rounds.isEmpty, "no rounds")
        let sorted = rounds.sorted { key($0) < key($1) }
        return sorted[(sorted.count - 1) / 2]
    }
}
