public import HIGModel
import HIGText

/// The HIG's pages with their English and Korean names: how a document's title
/// ("[HIG] Multitasking", "애플 휴먼 인터페이스 가이드라인 Loading/Modality") is
/// turned into topics, and where a topic's Korean name comes from.
public enum TopicCatalog {
    /// Every known page as (slug, English, Korean).
    static let entries: [(String, String, String)] = [
        // Foundations
        ("accessibility", "Accessibility", "손쉬운 사용"), ("app-icons", "App icons", "앱 아이콘"),
        ("branding", "Branding", "브랜딩"), ("color", "Color", "색상"), ("dark-mode", "Dark Mode", "다크 모드"),
        ("icons", "Icons", "아이콘"), ("images", "Images", "이미지"), ("inclusion", "Inclusion", "포용성"),
        ("layout", "Layout", "레이아웃"), ("materials", "Materials", "재질"), ("motion", "Motion", "모션"),
        ("privacy", "Privacy", "개인정보 보호"), ("right-to-left", "Right to left", "오른쪽에서 왼쪽으로"),
        ("sf-symbols", "SF Symbols", "SF Symbols"), ("typography", "Typography", "타이포그래피"),
        ("writing", "Writing", "글쓰기"), ("spatial-layout", "Spatial layout", "공간 레이아웃"),
        ("immersive-experiences", "Immersive experiences", "몰입형 경험"),
        // Patterns
        ("charting-data", "Charting data", "데이터 차트"), ("collaboration-and-sharing", "Collaboration and sharing", "협업 및 공유"),
        ("drag-and-drop", "Drag and drop", "드래그 앤 드롭"), ("entering-data", "Entering data", "데이터 입력"),
        ("feedback", "Feedback", "피드백"), ("file-management", "File management", "파일 관리"),
        ("going-full-screen", "Going full screen", "전체 화면 사용"), ("launching", "Launching", "실행"),
        ("live-viewing-apps", "Live-viewing apps", "실시간 보기 앱"), ("loading", "Loading", "로딩"),
        ("managing-accounts", "Managing accounts", "계정 관리"), ("managing-notifications", "Managing notifications", "알림 관리"),
        ("modality", "Modality", "모달리티"), ("multitasking", "Multitasking", "멀티태스킹"),
        ("offering-help", "Offering help", "도움말 제공"), ("onboarding", "Onboarding", "온보딩"),
        ("playing-audio", "Playing audio", "오디오 재생"), ("playing-haptics", "Playing haptics", "햅틱 재생"),
        ("playing-video", "Playing video", "비디오 재생"), ("printing", "Printing", "프린트"),
        ("ratings-and-reviews", "Ratings and reviews", "평가 및 리뷰"), ("searching", "Searching", "검색"),
        ("settings", "Settings", "설정"), ("undo-and-redo", "Undo and redo", "실행 취소 및 실행 복귀"),
        ("workouts", "Workouts", "운동"), ("navigation", "Navigation", "내비게이션"),
        ("requesting-permission", "Requesting permission", "권한 요청"), ("scrolling", "Scrolling", "스크롤"),
        ("terminology", "Terminology", "용어"), ("data-entry", "Data entry", "데이터 입력"),
        // Components
        ("activity-views", "Activity views", "활동 보기"), ("action-sheets", "Action sheets", "액션 시트"),
        ("alerts", "Alerts", "경고"), ("buttons", "Buttons", "버튼"), ("boxes", "Boxes", "박스"),
        ("charts", "Charts", "차트"), ("collections", "Collections", "컬렉션"), ("color-wells", "Color wells", "색상 웰"),
        ("combo-boxes", "Combo boxes", "콤보 박스"), ("context-menus", "Context menus", "컨텍스트 메뉴"),
        ("digit-entry-views", "Digit entry views", "숫자 입력 보기"), ("disclosure-controls", "Disclosure controls", "펼침 컨트롤"),
        ("dock-menus", "Dock menus", "Dock 메뉴"), ("edit-menus", "Edit menus", "편집 메뉴"), ("gauges", "Gauges", "게이지"),
        ("image-views", "Image views", "이미지 보기"), ("image-wells", "Image wells", "이미지 웰"),
        ("labels", "Labels", "레이블"), ("lists-and-tables", "Lists and tables", "목록 및 표"),
        ("lockups", "Lockups", "록업"), ("menus", "Menus", "메뉴"), ("navigation-bars", "Navigation bars", "내비게이션 바"),
        ("ornaments", "Ornaments", "장식"), ("outline-views", "Outline views", "아웃라인 보기"),
        ("page-controls", "Page controls", "페이지 컨트롤"), ("panels", "Panels", "패널"),
        ("path-controls", "Path controls", "경로 컨트롤"), ("pickers", "Pickers", "피커"),
        ("popovers", "Popovers", "팝오버"), ("pop-up-buttons", "Pop-up buttons", "팝업 버튼"),
        ("progress-indicators", "Progress indicators", "진행 표시기"), ("pull-down-buttons", "Pull-down buttons", "풀다운 버튼"),
        ("rating-indicators", "Rating indicators", "등급 표시기"), ("scroll-views", "Scroll views", "스크롤 보기"),
        ("search-fields", "Search fields", "검색 필드"), ("segmented-controls", "Segmented controls", "세그먼트 컨트롤"),
        ("sheets", "Sheets", "시트"), ("sidebars", "Sidebars", "사이드바"), ("sliders", "Sliders", "슬라이더"),
        ("split-views", "Split views", "분할 보기"), ("status-bars", "Status bars", "상태 바"),
        ("steppers", "Steppers", "스테퍼"), ("tab-bars", "Tab bars", "탭 바"), ("tab-views", "Tab views", "탭 보기"),
        ("text-fields", "Text fields", "텍스트 필드"), ("text-views", "Text views", "텍스트 보기"),
        ("toggles", "Toggles", "토글"), ("token-fields", "Token fields", "토큰 필드"), ("toolbars", "Toolbars", "툴바"),
        ("virtual-keyboards", "Virtual keyboards", "가상 키보드"), ("web-views", "Web views", "웹 보기"),
        ("windows", "Windows", "윈도우"), ("widgets", "Widgets", "위젯"), ("notifications", "Notifications", "알림"),
        ("live-activities", "Live Activities", "실시간 현황"), ("app-clips", "App Clips", "앱 클립"),
        ("app-shortcuts", "App Shortcuts", "앱 단축어"), ("complications", "Complications", "컴플리케이션"),
        ("home-screen-quick-actions", "Home Screen quick actions", "홈 화면 빠른 동작"),
        ("top-shelf", "Top shelf", "상단 탭"), ("watch-faces", "Watch faces", "워치 페이스"),
        // Inputs and technologies
        ("gestures", "Gestures", "제스처"), ("keyboards", "Keyboards", "키보드"), ("pointing-devices", "Pointing devices", "포인팅 기기"),
        ("game-controls", "Game controls", "게임 컨트롤"), ("focus-and-selection", "Focus and selection", "포커스 및 선택"),
        ("apple-pay", "Apple Pay", "Apple Pay"), ("sign-in-with-apple", "Sign in with Apple", "Apple로 로그인"),
        ("siri", "Siri", "Siri"), ("in-app-purchase", "In-app purchase", "앱 내 구입"), ("carplay", "CarPlay", "CarPlay"),
        ("healthkit", "HealthKit", "HealthKit"), ("homekit", "HomeKit", "HomeKit"), ("maps", "Maps", "지도"),
        ("machine-learning", "Machine learning", "머신 러닝"), ("augmented-reality", "Augmented reality", "증강 현실"),
    ]

    private static let bySlug: [String: Topic] = Dictionary(
        entries.map { ($0.0, Topic(slug: $0.0, english: $0.1, korean: $0.2)) }, uniquingKeysWith: { first, _ in first })

    /// The topic with this slug, if the catalog knows it.
    public static func topic(slug: String) -> Topic? { bySlug[slug] }

    /// The topic a name or slug refers to: "modality", "Progress Indicators", "모달리티", "progress indicator".
    /// Unknown names make a topic of their own, named as given.
    public static func resolve(_ name: String) -> Topic {
        let key = Self.key(name)
        if let topic = bySlug[key.replacingSpaces(with: "-")] { return topic }
        for (slug, english, korean) in entries {
            let englishKey = Self.key(english)
            if key == englishKey || key + "s" == englishKey || key == englishKey + "s" || key == Self.key(korean) {
                return bySlug[slug]!
            }
        }
        let slug = Self.slug(name)
        let title = name.trimmingSpaces
        return Topic(slug: slug, english: title, korean: title)
    }

    /// The topics whose English or Korean name appears as whole words in `text`, in order of appearance.
    /// "애플 휴먼 인터페이스 가이드라인(3) App Architecture -2 Loading/Modality" → loading, modality.
    public static func mentioned(in text: String) -> [Topic] {
        let lowered = " " + Normalizer.matchKey(text).map { $0.isLetter || $0.isNumber ? $0 : " " } + " "
        var found: [(String.Index, Topic)] = []
        for (slug, english, korean) in entries {
            var best: String.Index?
            for name in [english, korean] where name.count >= 3 {
                let needle = " " + key(name) + " "
                if let range = lowered.range(of: needle), best.map({ range.lowerBound < $0 }) ?? true {
                    best = range.lowerBound
                }
            }
            if let best { found.append((best, bySlug[slug]!)) }
        }
        // A longer name wins over a shorter one inside it ("Progress indicators" over "Progress").
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Lower-case words separated by single spaces.
    static func key(_ text: String) -> String {
        Normalizer.matchKey(text).split { !($0.isLetter || $0.isNumber) }.joined(separator: " ")
    }

    /// A URL- and ID-safe slug: Latin letters and digits, Hangul kept, words joined by `-`.
    public static func slug(_ text: String) -> String {
        let slug = key(text).replacingSpaces(with: "-")
        return slug.isEmpty ? "topic" : slug
    }
}

extension String {
    func replacingSpaces(with separator: String) -> String {
        split(separator: " ").joined(separator: separator)
    }
}
