import Foundation

/// The BM25F settings an index is built with. Field weights and length
/// normalization are folded into each posting's stored impact when the index is
/// written (so changing them means re-indexing); `k1` is applied at query time.
///
/// Scoring, per query term t and rule d (BM25F, "simple" variant):
///
///     tf'(t, d) = Σ_field weight_f · tf_f / (1 − b_f + b_f · len_f / avglen_f)
///     score     = Σ_t  w_t · idf(t) · tf' · (k1 + 1) / (k1 + tf')
///     idf(t)    = ln(1 + (N − df + 0.5) / (df + 0.5))
///
/// Fields are title and body, each in English and Korean; lengths and averages
/// are per field and language (Korean bigram counts and English word counts are
/// not comparable). An English text includes its title, so a title word counts in
/// both fields: titles weigh about `titleWeight + 1` times a body mention.
///
/// The defaults were set on the real pages users bring (machine-translated blog pages of
/// several sentences a rule, official pages of one or two), checked on the shipped corpus:
/// - `k1` 1.6, above the usual 1.2: a rule's sentences say its subject again and again in
///   other words, so a term's fifth mention still says a little more than its fourth;
/// - `titleWeight` 3: a guideline's title is its one-line summary, what a query restates;
/// - `bodyB` 0.6, below the usual 0.75: a long rule is mostly one guideline explained at
///   length (a translation adds a sentence per sentence), not several topics.
public struct BM25Parameters: Hashable, Sendable {
    public var k1: Double = 1.6
    public var titleWeight: Double = 3.0
    public var bodyWeight: Double = 1.0
    public var titleB: Double = 0.4
    public var bodyB: Double = 0.6

    public init() {}

    public static let `default` = BM25Parameters()
    /// Changes with the defaults: an index built with others is rebuilt (see `CorpusFingerprint`).
    public static let version = 2
}

/// One byte per posting and language holds tf' (see `BM25Parameters`):
/// steps of 1/32 up to 4, then steps of 3.1 % up to about 200.
///
/// The table is fixed by the format, so scores never depend on the build.
enum ImpactQuantizer {
    static let linearLimit = 128
    static let ratio = 1.0313

    /// The tf' value each byte stands for; `values[0] == 0`.
    static let values: [Double] = (0..<256).map { q in
        q <= linearLimit ? Double(q) / 32 : 4 * pow(ratio, Double(q - linearLimit))
    }

    /// The byte for `value` (> 0 always gives at least 1).
    static func quantize(_ value: Double) -> UInt8 {
        guard value > 0 else { return 0 }
        if value <= 4 { return UInt8(max(1, min(128, (value * 32).rounded()))) }
        let steps = (log(value / 4) / log(ratio)).rounded()
        return UInt8(min(255, Double(linearLimit) + steps))
    }
}
