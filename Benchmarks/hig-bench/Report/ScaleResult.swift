/// Everything measured at one scale: hig's phases, the peers, and quality.
struct ScaleResult: Sendable {
    var name: String
    var recordsPath: String
    var records: Int
    var rawBytes: Int
    var build: BuildReport
    var query: QueryReport
    var wholeProcess: WholeProcess.Report?
    var peers: [PeerResult]
    var quality: [String: Quality.Score]
    var judged: Int
    /// Judged queries per kind (empty when the queries have no kinds).
    var kindCounts: [String: Int] = [:]
    /// Kinds in the order the queries first name them.
    var kindOrder: [String] = []
    var unanswerable: [String]
    var queries: Int
}

/// The real corpus ingested and indexed, as `hig index` does it.
struct RealCorpusTiming: Sendable {
    var documents: Int
    var inputBytes: Int
    var rules: Int
    var rawBytes: Int
    /// Median of the runs: `Ingester.run` alone, and ingest + `IndexWriter.encode`.
    var ingestSeconds: Double
    var totalSeconds: Double
    var indexBytes: Int
    var runs: Int
}
