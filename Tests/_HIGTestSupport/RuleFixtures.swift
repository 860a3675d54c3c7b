public import HIGModel

/// Hand-written bilingual rules in the style of the HIG and its Korean translations,
/// for search tests: modality, loading and progress indicators, one rule known only
/// in Korean, one with a developer reference.
public enum RuleFixtures {
    public static let modality = Topic(slug: "modality", english: "Modality", korean: "모달리티")
    public static let loading = Topic(slug: "loading", english: "Loading", korean: "로딩")
    public static let progress = Topic(slug: "progress-indicators", english: "Progress indicators", korean: "진행 표시기")

    static func source(_ topic: Topic, line: Int, korean: Bool) -> Source {
        Source(document: korean ? "\(topic.slug)-ko.txt" : "\(topic.slug).txt",
               title: korean ? topic.korean : topic.english,
               translator: korean ? "한빛" : nil,
               url: korean ? "https://example.com/hig/\(topic.slug)" : "https://developer.apple.com/design/human-interface-guidelines/\(topic.slug)",
               lines: LineRange(line, line + 1))
    }

    static func rule(_ topic: Topic, _ number: Int, _ kind: RuleKind = .guideline,
                     en: (title: String, text: String)?, ko: (title: String, text: String)?,
                     references: [String] = []) -> Rule {
        Rule(id: RuleID(topic: topic.slug, number: number), topic: topic, section: "Best practices", kind: kind,
             english: en.map { [EnglishText(title: $0.title, text: "\($0.title) \($0.text)", sources: [source(topic, line: number * 4, korean: false)])] } ?? [],
             translations: ko.map { [Translation(title: $0.title, text: "\($0.title) \($0.text)", source: source(topic, line: number * 4 + 2, korean: true))] } ?? [],
             references: references, order: number - 1)
    }

    /// Fifteen rules in topic order.
    public static let all: [Rule] = [
        rule(modality, 1, .definition,
             en: ("Modality is a design technique that presents content in a separate, dedicated mode.",
                  "A modal view prevents interaction with the parent view and requires an explicit action to dismiss."),
             ko: ("모달리티는 콘텐츠를 별도의 전용 모드로 보여주는 디자인 기법입니다.",
                  "모달 뷰는 상위 뷰와의 상호작용을 막고, 닫으려면 명시적인 동작이 필요합니다.")),
        rule(modality, 2,
             en: ("Use modality only when there's a clear benefit.",
                  "Present content modally when it helps people focus on a task or make a critical choice."),
             ko: ("분명한 이점이 있을 때만 모달을 사용하세요.",
                  "사람들이 작업에 집중하거나 중요한 선택을 해야 할 때 콘텐츠를 모달로 표시하세요.")),
        rule(modality, 3,
             en: ("Keep modal tasks simple, short, and narrowly focused.",
                  "Avoid creating a complex hierarchy of views inside a modal."),
             ko: ("모달 작업은 단순하고 짧게, 좁은 범위에 집중하도록 유지하세요.",
                  "모달 안에 복잡한 뷰 계층을 만들지 마세요.")),
        rule(modality, 4,
             en: ("Always include a button that dismisses the modal view.",
                  "Even when people can dismiss the view with a gesture, give them an obvious button such as Done or Cancel."),
             ko: ("모달 뷰를 닫는 버튼을 항상 넣으세요.",
                  "제스처로 뷰를 닫을 수 있더라도 완료(Done)나 취소(Cancel) 같은 분명한 버튼을 제공하세요.")),
        rule(modality, 5,
             en: ("Ask for confirmation before closing a modal view that could lose user-generated content.",
                  "Explain how to avoid data loss, for example in an action sheet."),
             ko: ("사용자가 만든 콘텐츠를 잃을 수 있다면 모달 뷰를 닫기 전에 확인을 요청하세요.",
                  "데이터 손실을 피하는 방법을 액션 시트 등으로 설명하세요.")),
        rule(modality, 6,
             en: ("Make it easy to identify the modal task.",
                  "Display a title that names the task in the modal view."),
             ko: ("모달 작업을 쉽게 알아볼 수 있게 하세요.",
                  "모달 뷰에 작업 이름을 알려주는 제목을 표시하세요.")),
        rule(modality, 7,
             en: ("Use a full-screen modal style for immersive content.",
                  "Videos, photos and camera views work well in fullscreen."),
             ko: ("몰입형 콘텐츠에는 전체 화면 모달 스타일을 사용하세요.",
                  "비디오, 사진, 카메라 뷰는 전체 화면에서 잘 어울립니다.")),
        rule(modality, 8, .note,
             en: nil,
             ko: ("모달 뷰 위에 또 다른 모달 뷰를 띄우지 마세요.",
                  "여러 겹의 모달은 사람들이 지금 어디에 있는지 헷갈리게 합니다.")),
        rule(loading, 1,
             en: ("Make it clear when loading is occurring.",
                  "A blank or static screen can make your app seem frozen. Show an activity indicator, or better, display explicit progress."),
             ko: ("로딩이 진행 중임을 분명히 알려주세요.",
                  "빈 화면이나 정지된 화면은 앱이 멈춘 것처럼 보이게 합니다. 활동 표시기를 보여주거나, 더 좋게는 진행 상황을 명확히 표시하세요.")),
        rule(loading, 2,
             en: ("Show content as soon as possible.",
                  "Use placeholder text or graphics where content isn’t available yet, and replace them as the content loads."),
             ko: ("콘텐츠를 가능한 한 빨리 보여주세요.",
                  "아직 준비되지 않은 콘텐츠 자리에는 플레이스홀더 텍스트나 그래픽을 쓰고, 콘텐츠가 로드되면 교체하세요.")),
        rule(loading, 3,
             en: ("Customize loading screens to match your app.",
                  "Standard progress indicators can sometimes feel out of context in a game."),
             ko: ("앱 스타일에 맞게 로딩 화면을 맞춤 설정하세요.",
                  "표준 진행 표시기가 게임의 문맥에 맞지 않게 느껴질 때가 있습니다.")),
        rule(progress, 1,
             en: ("Favor progress bars over activity indicators when you can estimate the duration.",
                  "A progress bar shows how much of a task is done and how long it will take."),
             ko: ("작업 시간을 예측할 수 있다면 활동 표시기보다 진행 막대를 선호하세요.",
                  "진행 막대(progress bar)는 작업이 얼마나 끝났고 얼마나 걸릴지 보여줍니다.")),
        rule(progress, 2,
             en: ("Keep activity indicators moving.",
                  "A stationary indicator makes people think the task has stalled."),
             ko: ("활동 표시기가 계속 움직이게 하세요.",
                  "멈춰 있는 표시기를 보면 사람들은 작업이 중단되었다고 생각합니다.")),
        rule(progress, 3,
             en: ("Always report progress accurately.",
                  "Don’t show a progress bar that jumps to 90 percent and then waits."),
             ko: ("진행 상황을 항상 정확하게 알려주세요.",
                  "90퍼센트까지 빠르게 찼다가 한참 멈추는 progress bar를 보여주지 마세요.")),
        rule(progress, 4,
             en: ("Consider customizing a progress bar to match your app’s colors.",
                  "In a toolbar, hide the unfilled portion of the track."),
             ko: ("앱의 색상에 맞게 progress bar를 맞춤 설정하는 것을 고려하세요.",
                  "툴바에서는 트랙의 채워지지 않은 부분을 숨기세요."),
             references: ["For developer guidance, see UIProgressView."]),
    ]
}

/// Larger rule sets made by recombining fixture sentences, like `bench/scale.py`:
/// the originals first, then rules of 2–4 sentences per language drawn from random
/// fixture rules (every term is common: a worst case for pruning). Deterministic.
public enum SyntheticRules {
    public static func make(count: Int, seed: UInt64 = 13, from originals: [Rule] = RuleFixtures.all) -> [Rule] {
        var rng = SplitMix64(seed: seed)
        let pools = originals.compactMap { rule -> (Rule, [String], [String])? in
            let en = rule.english.flatMap { sentences($0.text) }
            let ko = rule.translations.flatMap { sentences($0.text) }
            return en.isEmpty || ko.isEmpty ? nil : (rule, en, ko)
        }
        var rules = Array(originals.prefix(count))
        var n = 0
        while rules.count < count {
            let m = Int(rng.next() % 3) + 2
            let sources = (0..<m).map { _ in pools[Int(rng.next() % UInt64(pools.count))] }
            let first = sources[0].0
            let en = sources.map { $0.1[Int(rng.next() % UInt64($0.1.count))] }.joined(separator: " ")
            let ko = sources.map { $0.2[Int(rng.next() % UInt64($0.2.count))] }.joined(separator: " ")
            let source = first.english[0].sources[0]
            rules.append(Rule(id: RuleID("syn-\(n)-\(first.id)"), topic: first.topic, section: first.section, kind: first.kind,
                              english: [EnglishText(title: first.english[0].title, text: en, sources: [source])],
                              translations: [Translation(title: first.translations[0].title, text: ko, source: first.translations[0].source)],
                              order: rules.count))
            n += 1
        }
        return rules
    }

    /// Splits on `.`, `!`, `?` followed by a space, and on newlines.
    static func sentences(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text {
            if character == "\n" || (character == " " && ".!?".contains(previous)) {
                if !current.isEmpty { out.append(current) }
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}

/// A small deterministic random number generator (SplitMix64).
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
