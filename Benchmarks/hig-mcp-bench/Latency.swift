/// Percentiles of latency samples in milliseconds, by linear interpolation between
/// the closest ranks (as `hig-bench` and `peers.py` compute them).
struct Latency {
    var count: Int
    var p50: Double
    var p95: Double
    var mean: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        p50 = Self.percentile(sorted, 50)
        p95 = Self.percentile(sorted, 95)
        mean = sorted.isEmpty ? .nan : sorted.reduce(0, +) / Double(sorted.count)
    }

    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let k = Double(sorted.count - 1) * p / 100
        let low = Int(k), high = min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (k - Double(low))
    }
}

extension Duration {
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
