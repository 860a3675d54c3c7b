/// Summary statistics over latency samples, computed as `peers.py` does (linear interpolation
/// between the closest ranks), so every benchmark and the peers agree.
public struct LatencySummary: Codable, Hashable, Sendable {
    public var count: Int
    public var p50: Double
    public var p95: Double
    public var p99: Double
    public var mean: Double

    public init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        p50 = Self.percentile(sorted, 50)
        p95 = Self.percentile(sorted, 95)
        p99 = Self.percentile(sorted, 99)
        mean = sorted.isEmpty ? .nan : sorted.reduce(0, +) / Double(sorted.count)
    }

    /// The `p`-th percentile of already sorted values (NaN for none).
    public static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let k = Double(sorted.count - 1) * p / 100
        let low = Int(k), high = min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (k - Double(low))
    }
}

extension Duration {
    /// The duration in milliseconds, as a `Double`.
    public var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }

    public var seconds: Double { milliseconds / 1000 }
}
