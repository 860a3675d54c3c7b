import Foundation
import HIGText

/// The `meta` section: `u32 analyzer version · u32 rule count · f64 k1, title/body
/// weight, title/body b · 4 × f64 average field length (title-en, body-en,
/// title-ko, body-ko) · u32+bytes fingerprint · u32+bytes caller metadata`.
///
/// Writer and reader side by side.
struct MetaSection {
    var ruleCount: Int
    var parameters: BM25Parameters
    /// Average length of each `IndexField`, in tokens.
    var averageLengths: [Double]
    var fingerprint: String
    var metadata: Data

    func encode() -> [UInt8] {
        var w = ByteWriter()
        w.u32(UInt32(Analyzer.version))
        w.u32(UInt32(ruleCount))
        w.f64(parameters.k1)
        w.f64(parameters.titleWeight)
        w.f64(parameters.bodyWeight)
        w.f64(parameters.titleB)
        w.f64(parameters.bodyB)
        for average in averageLengths { w.f64(average) }
        w.string(fingerprint)
        w.u32(UInt32(metadata.count))
        w.append(metadata)
        return w.bytes
    }

    /// Reads the section; an index of another analyzer version is refused here.
    static func decode(_ raw: RawBytes, _ range: Range<Int>) throws(IndexError) -> MetaSection {
        var cursor = SectionCursor(raw, .meta, range)
        let analyzerVersion = Int(try cursor.u32())
        guard analyzerVersion == Analyzer.version else {
            throw .analyzerChanged(found: analyzerVersion, expected: Analyzer.version)
        }
        let ruleCount = Int(try cursor.u32())
        var parameters = BM25Parameters()
        parameters.k1 = try cursor.f64()
        parameters.titleWeight = try cursor.f64()
        parameters.bodyWeight = try cursor.f64()
        parameters.titleB = try cursor.f64()
        parameters.bodyB = try cursor.f64()
        var averages: [Double] = []
        for _ in IndexField.allCases { averages.append(try cursor.f64()) }
        guard averages.allSatisfy({ $0.isFinite && $0 > 0 }), parameters.k1.isFinite, parameters.k1 >= 0 else {
            throw .corrupt(.meta, "bad parameters")
        }
        let fingerprint: String
        do {
            fingerprint = try cursor.string()
        } catch {
            throw .corrupt(.meta, "bad fingerprint")
        }
        let metadata = Data(try cursor.bytes())
        return MetaSection(ruleCount: ruleCount, parameters: parameters, averageLengths: averages,
                           fingerprint: fingerprint, metadata: metadata)
    }
}
