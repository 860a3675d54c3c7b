import Foundation
import Testing
@testable import HIGIngest
import HIGModel

/// The four development pairs (an English HIG page and Apple's own Korean page of it, in
/// `../shared/corpus/dev/`): nearly every bold-led English guideline carries its Korean, and none
/// carries a wrong one. The expected pairs are line numbers checked by hand, not the pages' text.
@Suite struct DevelopmentPairsTests {
    /// English line of a bold-led guideline → line where its Korean starts, per page.
    static let expected: [String: [(Int, Int)]] = [
        "buttons": [(28, 19), (30, 21), (32, 23), (38, 29), (40, 31), (42, 33), (46, 37), (48, 41), (50, 43), (63, 58), (65, 60),
                    (83, 82), (85, 84), (87, 86), (95, 94), (97, 96), (99, 98), (109, 108), (111, 110), (113, 112), (115, 114),
                    (117, 122), (119, 124), (125, 130), (127, 132), (129, 134), (143, 169), (148, 174), (150, 176), (152, 178),
                    (154, 180), (156, 182), (164, 190), (168, 194), (170, 196), (172, 198)],
        "launching": [(22, 13), (24, 15), (26, 17), (28, 19), (34, 25), (36, 27), (38, 29), (40, 31), (48, 39), (52, 45), (56, 49)],
        "popovers": [(20, 11), (22, 13), (24, 15), (26, 17), (28, 19), (30, 21), (32, 23), (34, 25), (36, 27), (38, 29), (40, 31),
                     (42, 33), (50, 41), (56, 55), (58, 57)],
        "sheets": [(26, 31), (28, 33), (30, 35), (42, 85), (44, 87), (46, 89), (52, 91), (60, 99), (62, 101), (66, 103), (72, 111),
                   (74, 113), (82, 121), (84, 123), (90, 125)],
    ]

    @Test func boldLedGuidelinesCarryTheirKorean() throws {
        guard let result = try DevelopmentCorpus.shared()?.result else { return }
        var right = 0, wrong: [String] = [], total = 0
        for (page, pairs) in Self.expected {
            let englishFile = "en-\(page).md", koreanFile = "ko-\(page).md"
            let goldKorean = Dictionary(uniqueKeysWithValues: pairs)
            for rule in result.rules {
                guard let englishLines = rule.english.lazy.flatMap(\.sources).first(where: { $0.document == englishFile })?.lines else { continue }
                let korean = rule.translations.filter { $0.source.document == koreanFile }.map(\.source.lines)
                if let gold = goldKorean[englishLines.first] {
                    total += 1
                    if korean.contains(where: { $0.first <= gold && gold <= $0.last }) { right += 1 } else if !korean.isEmpty {
                        wrong.append("\(page) \(englishLines.first) → \(korean)")
                    }
                } else if let lines = korean.first, goldKorean.values.contains(lines.first) {
                    // Korean of a guideline the gold pairs elsewhere, put on this one.
                    wrong.append("\(page) \(englishLines.first) took \(lines)")
                }
            }
        }
        #expect(total == Self.expected.values.reduce(0) { $0 + $1.count })
        #expect(Double(right) >= 0.9 * Double(total), "\(right) of \(total)")
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
