/// Text with some parts marked, rendered as escaped HTML with `<mark>` elements.
///
/// The ranges are UTF-16 offsets into the text, as the searcher gives them
/// (and as JavaScript counts). Each piece is cut from the original text and
/// escaped on its own, so offsets never point into escaped output. Ranges
/// out of bounds are clamped, overlapping or unsorted ones are merged, and a
/// range edge inside a surrogate pair is widened to the whole character.
///
/// ```swift
/// HighlightedText("a <b> c", highlights: [2..<5]).html.markup
/// // "a <mark>&lt;b&gt;</mark> c"
/// ```
struct HighlightedText {
    /// The text as written.
    var text: String
    /// The parts to mark, as UTF-16 offsets into `text`.
    var highlights: [Range<Int>]

    init(_ text: String, highlights: [Range<Int>]) {
        self.text = text
        self.highlights = highlights
    }

    /// The text, escaped, with each highlighted part inside `<mark>…</mark>`.
    ///
    /// - Complexity: O(*n* + *h* log *h*) for *n* UTF-16 units and *h* ranges.
    var html: HTML {
        let units = Array(text.utf16)
        var markup = ""
        var cursor = 0
        for range in Self.normalized(highlights, in: units) {
            markup += HTML.escape(Self.decode(units[cursor..<range.lowerBound]))
            markup += "<mark>" + HTML.escape(Self.decode(units[range])) + "</mark>"
            cursor = range.upperBound
        }
        markup += HTML.escape(Self.decode(units[cursor...]))
        return HTML(trusted: markup)
    }

    /// Clamps, widens to whole characters, sorts and merges the ranges.
    private static func normalized(_ ranges: [Range<Int>], in units: [UInt16]) -> [Range<Int>] {
        let count = units.count
        let widened: [Range<Int>] = ranges.compactMap { range in
            var lower = min(max(range.lowerBound, 0), count)
            var upper = min(max(range.upperBound, 0), count)
            if lower > 0 && lower < count && UTF16.isTrailSurrogate(units[lower]) { lower -= 1 }
            if upper > 0 && upper < count && UTF16.isTrailSurrogate(units[upper]) { upper += 1 }
            return lower < upper ? lower..<upper : nil
        }
        var merged: [Range<Int>] = []
        for range in widened.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    private static func decode(_ units: ArraySlice<UInt16>) -> String {
        String(decoding: units, as: UTF16.self)
    }
}
