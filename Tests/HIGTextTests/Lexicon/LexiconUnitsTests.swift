import Foundation
import Testing
@testable import HIGText

/// The units read as bytes (`LexiconUnits.english`, `.korean`) against the same steps on strings:
/// `englishText` (Unicode lower-casing and string comparisons) and the Korean reference below, on
/// fixtures that reach each branch and on every line of the development pages.
@Suite struct LexiconUnitsTests {
    static let texts = [
        "Dismissing the sheets quickly", "Don't dismiss it's view; DON'T", "iOS13 and iPadOS 17.2 support 4K",
        "Café naïve résumé — “quoted” text", "'leading apostrophe' and trailing' ones", "a an the is of",
        "İstanbul ÉCOLE ǅemal", "시트를 닫아 큰 창 모달 뷰를 닫기 전에 모달", "mixed 모달view 버튼button", "", "   ",
        "x y zz Zz ZZ", "people use the sheet", "The   spaced\u{00A0}words\u{2003}here\nand there",
    ]

    /// The Korean units as they were made with strings.
    static func koreanByStrings(_ text: String) -> [String] {
        var seen = Set<String>()
        var units: [String] = []
        var run: [Unicode.Scalar] = []
        func flush() {
            defer { run.removeAll() }
            if run.count == 1 {
                let unit = String(run[0])
                if seen.insert(unit).inserted { units.append(unit) }
                return
            }
            guard run.count >= 2 else { return }
            for index in 0..<(run.count - 1) {
                var unit = String.UnicodeScalarView()
                unit.append(run[index])
                unit.append(run[index + 1])
                if seen.insert(String(unit)).inserted { units.append(String(unit)) }
            }
        }
        for scalar in Normalizer.normalize(text).unicodeScalars {
            if Script.isHangulSyllable(scalar) { run.append(scalar) } else { flush() }
        }
        flush()
        return units
    }

    func expectSameUnits(_ text: String) {
        #expect(LexiconUnits.english(text) == LexiconUnits.englishText(Normalizer.normalize(text)), "\(text)")
        #expect(LexiconUnits.korean(text) == Self.koreanByStrings(text), "\(text)")
    }

    @Test func unitsReadAsBytesAreTheUnitsOfStrings() {
        for text in Self.texts { expectSameUnits(text) }
        #expect(LexiconUnits.english("Don't dismiss THE Sheets, it's people's choice") == ["dismiss", "sheet", "peopl", "choic"])
        #expect(LexiconUnits.english("Ébauche and naïve drafts") == ["ébauch", "naïv", "draft"])
        #expect(LexiconUnits.korean("모달 모달을 창") == ["모달", "달을", "창"])
    }

    /// Every line of the development pages (`../shared/corpus/dev/`); skipped when they are absent.
    @Test func unitsMatchOnTheDevelopmentPages() throws {
        let root = ProcessInfo.processInfo.environment["HIG_DEV_PAGES"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../shared/corpus/dev")
        guard FileManager.default.fileExists(atPath: root.standardizedFileURL.path),
              let files = FileManager.default.enumerator(at: root.standardizedFileURL, includingPropertiesForKeys: nil) else { return }
        var lines = 0
        for case let file as URL in files where ["md", "txt", "html"].contains(file.pathExtension) {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                expectSameUnits(String(line))
                lines += 1
            }
        }
        #expect(lines > 0)
    }
}
