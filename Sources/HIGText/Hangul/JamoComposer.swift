/// Composes a stream of keystroke jamo into syllables, as a 2-set (두벌식) input method does:
/// ㅁ ㅗ ㄷ ㅏ ㄹ → 모달, ㄷ ㅏ ㄹ ㄱ → 닭, ㄷ ㅏ ㄹ ㄱ ㅣ → 달기.
///
/// A consonant after a vowel becomes the final unless a vowel follows it (then it opens
/// the next syllable, taking the second half of a cluster with it: 닭 + ㅣ → 달기); two
/// vowels or two finals join when they make a compound (ㅗ ㅏ → ㅘ, ㄹ ㄱ → ㄺ). Jamo
/// that make no syllable (a consonant alone, a vowel alone) stay as they are; any other
/// scalar ends the syllable being built and is copied.
///
/// - Complexity: O(n), one pass.
public struct JamoComposer: Sendable {
    /// The syllable being built.
    private enum State {
        case empty
        case initial(Int)
        case vowel(Int)
        case open(initial: Int, medial: Int)
        case closed(initial: Int, medial: Int, final: Int)
    }

    private var state = State.empty
    /// Finished output.
    public private(set) var output: [UInt32] = []

    public init() {}

    /// Composes `scalars` in one go.
    public static func compose(_ scalars: some Sequence<UInt32>) -> [UInt32] {
        var composer = JamoComposer()
        for scalar in scalars { composer.add(scalar) }
        return composer.finish()
    }

    /// Composes the compatibility jamo of `text`; the rest of the text is copied.
    public static func compose(_ text: String) -> String {
        String(String.UnicodeScalarView(compose(text.unicodeScalars.map(\.value)).compactMap(Unicode.Scalar.init)))
    }

    /// Feeds one scalar.
    public mutating func add(_ scalar: UInt32) {
        if CompatibilityJamo.isVowel(scalar) {
            addVowel(CompatibilityJamo.medialIndex(scalar)!)
        } else if CompatibilityJamo.isConsonant(scalar) {
            addConsonant(scalar)
        } else {
            flush()
            output.append(scalar)
        }
    }

    /// Ends the syllable being built and returns everything composed.
    public mutating func finish() -> [UInt32] {
        flush()
        return output
    }

    private mutating func addConsonant(_ jamo: UInt32) {
        switch state {
        case let .open(initial, medial):
            if let final = CompatibilityJamo.finalIndex(jamo) {
                state = .closed(initial: initial, medial: medial, final: final)
                return
            }
        case let .closed(initial, medial, final):
            if let cluster = CompatibilityJamo.cluster(final: final, adding: jamo) {
                state = .closed(initial: initial, medial: medial, final: cluster)
                return
            }
        default:
            break
        }
        flush()
        if let initial = CompatibilityJamo.initialIndex(jamo) {
            state = .initial(initial)
        } else {
            output.append(jamo)  // a cluster typed alone (ㄳ): no syllable starts with it
        }
    }

    private mutating func addVowel(_ medial: Int) {
        let jamo = CompatibilityJamo.vowel(medial)
        switch state {
        case let .initial(initial):
            state = .open(initial: initial, medial: medial)
        case let .vowel(previous):
            if let compound = CompatibilityJamo.compoundVowel(previous, adding: jamo) {
                state = .vowel(compound)
            } else {
                flush()
                state = .vowel(medial)
            }
        case let .open(initial, previous):
            if let compound = CompatibilityJamo.compoundVowel(previous, adding: jamo) {
                state = .open(initial: initial, medial: compound)
            } else {
                flush()
                state = .vowel(medial)
            }
        case let .closed(initial, previous, final):
            // The final moves to the syllable the vowel opens (its second half, for a cluster).
            let kept: Int, moved: Int
            if let (first, second) = CompatibilityJamo.split(final: final) {
                (kept, moved) = (first, second)
            } else {
                (kept, moved) = (0, final)
            }
            output.append(HangulSyllable(initial: initial, medial: previous, final: kept).scalar)
            state = .empty
            if let next = CompatibilityJamo.initialIndex(CompatibilityJamo.finals[moved]) {
                state = .open(initial: next, medial: medial)
            } else {
                output.append(CompatibilityJamo.finals[moved])
                state = .vowel(medial)
            }
        case .empty:
            state = .vowel(medial)
        }
    }

    private mutating func flush() {
        switch state {
        case .empty: break
        case let .initial(initial): output.append(CompatibilityJamo.initials[initial])
        case let .vowel(medial): output.append(CompatibilityJamo.vowel(medial))
        case let .open(initial, medial): output.append(HangulSyllable(initial: initial, medial: medial).scalar)
        case let .closed(initial, medial, final):
            output.append(HangulSyllable(initial: initial, medial: medial, final: final).scalar)
        }
        state = .empty
    }
}
