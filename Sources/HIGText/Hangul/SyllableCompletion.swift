/// What the last syllable of a query may still become while it is being typed.
///
/// An input method shows every keystroke: typing 모달 shows 모, 모다, 모달; typing 과
/// shows 고 first; typing 읽 shows 일 first; and a final may yet turn out to open the
/// next syllable (달 → 다리). So, as bluewings/korean-regexp widens a syllable:
/// - 다 (no final) may be any of 다–닿, and with a compound vowel too (고 → 과, 괘, 괴 and their finals);
/// - 달 (one final) may be 달, a cluster 닭 닮 닯 …, or 다 followed by a syllable starting with ㄹ;
/// - 닭 (a cluster) may be 닭, or 달 followed by a syllable starting with ㄱ.
public enum SyllableCompletion {
    /// The syllables `scalar` may turn into in place, as ranges of scalar values
    /// (the syllable itself included); empty for a non-syllable.
    public static func inPlace(_ scalar: UInt32) -> [ClosedRange<UInt32>] {
        guard let syllable = HangulSyllable(scalar) else { return [] }
        if syllable.final == 0 {
            let medials = [syllable.medial] + CompatibilityJamo.compounds(startingWith: syllable.medial)
            return medials.map { medial in
                let first = HangulSyllable(initial: syllable.initial, medial: medial).scalar
                return first...(first + UInt32(HangulSyllable.finalCount - 1))
            }
        }
        let clusters = CompatibilityJamo.clusters(startingWith: syllable.final).map { final in
            HangulSyllable(initial: syllable.initial, medial: syllable.medial, final: final).scalar
        }
        return ([scalar] + clusters).map { $0...$0 }
    }

    /// When the syllable's final (or a cluster's second half) may open the next syllable:
    /// the syllable without it and the initial it would be (달 → 다, ㄹ; 닭 → 달, ㄱ).
    public static func finalAsNextInitial(_ scalar: UInt32) -> (syllable: UInt32, nextInitial: Int)? {
        guard let syllable = HangulSyllable(scalar), syllable.final != 0 else { return nil }
        let kept: Int, moved: Int
        if let (first, second) = CompatibilityJamo.split(final: syllable.final) {
            (kept, moved) = (first, second)
        } else {
            (kept, moved) = (0, syllable.final)
        }
        guard let initial = CompatibilityJamo.initialIndex(CompatibilityJamo.finals[moved]) else { return nil }
        return (HangulSyllable(initial: syllable.initial, medial: syllable.medial, final: kept).scalar, initial)
    }
}
