/// The HIG's pages: slug, English name, Korean names (the first is shown; Apple's Korean site's
/// name and the names community translations use follow), and older English names.
///
/// The current pages follow the HIG's table of contents; older pages (Launch screen, 3D Touch,
/// Requesting permission…) stay so that translations of earlier versions find their topic.
enum HIGPages {
    struct Page {
        let slug: String
        let english: String
        let korean: [String]
        let englishAliases: [String]

        init(_ slug: String, _ english: String, _ korean: [String], _ englishAliases: [String] = []) {
            self.slug = slug
            self.english = english
            self.korean = korean
            self.englishAliases = englishAliases
        }
    }

    static let all: [Page] = gettingStarted + foundations + patterns + components + inputs + technologies + earlier

    static let gettingStarted: [Page] = [
        Page("designing-for-ios", "Designing for iOS", ["iOS를 위한 디자인", "iOS 디자인"]),
        Page("designing-for-ipados", "Designing for iPadOS", ["iPadOS를 위한 디자인", "iPadOS 디자인"]),
        Page("designing-for-macos", "Designing for macOS", ["macOS를 위한 디자인", "macOS 디자인"]),
        Page("designing-for-tvos", "Designing for tvOS", ["tvOS를 위한 디자인", "tvOS 디자인"]),
        Page("designing-for-visionos", "Designing for visionOS", ["visionOS를 위한 디자인", "visionOS 디자인"]),
        Page("designing-for-watchos", "Designing for watchOS", ["watchOS를 위한 디자인", "watchOS 디자인"]),
        Page("designing-for-games", "Designing for games", ["게임을 위한 디자인", "게임 디자인"]),
    ]

    static let foundations: [Page] = [
        Page("accessibility", "Accessibility", ["손쉬운 사용", "접근성"]),
        Page("app-icons", "App icons", ["앱 아이콘"]),
        Page("branding", "Branding", ["브랜딩"]),
        Page("color", "Color", ["색상", "컬러"]),
        Page("dark-mode", "Dark Mode", ["다크 모드"]),
        Page("icons", "Icons", ["아이콘"]),
        Page("images", "Images", ["이미지"]),
        Page("immersive-experiences", "Immersive experiences", ["몰입형 경험"]),
        Page("inclusion", "Inclusion", ["포용성", "포용"]),
        Page("layout", "Layout", ["레이아웃"], ["Adaptivity and layout"]),
        Page("materials", "Materials", ["재질", "머티리얼"]),
        Page("motion", "Motion", ["모션", "동작 효과"], ["Animation"]),
        Page("privacy", "Privacy", ["개인정보 보호", "개인 정보 보호"]),
        Page("right-to-left", "Right to left", ["오른쪽에서 왼쪽으로", "오른쪽에서 왼쪽으로 쓰기"]),
        Page("sf-symbols", "SF Symbols", ["SF Symbols", "SF 심볼"]),
        Page("spatial-layout", "Spatial layout", ["공간 레이아웃"]),
        Page("typography", "Typography", ["타이포그래피", "서체"]),
        Page("writing", "Writing", ["글쓰기", "작성하기", "라이팅"]),
    ]

    static let patterns: [Page] = [
        Page("charting-data", "Charting data", ["데이터 차트", "데이터 차트 작성", "데이터 차트 만들기"]),
        Page("collaboration-and-sharing", "Collaboration and sharing", ["협업 및 공유"]),
        Page("drag-and-drop", "Drag and drop", ["드래그 앤 드롭", "드래그 앤드 드롭", "끌어서 놓기"]),
        Page("entering-data", "Entering data", ["데이터 입력", "데이터 입력하기"], ["Data entry"]),
        Page("feedback", "Feedback", ["피드백"]),
        Page("file-management", "File management", ["파일 관리"], ["File handling"]),
        Page("going-full-screen", "Going full screen", ["전체 화면 사용하기", "전체 화면 사용", "전체 화면"], ["Full screen", "Full-screen experience"]),
        Page("launching", "Launching", ["실행하기", "실행", "앱 실행"]),
        Page("live-viewing-apps", "Live-viewing apps", ["라이브 시청 앱", "실시간 보기 앱"]),
        Page("loading", "Loading", ["로딩", "로드하기", "로드"]),
        Page("managing-accounts", "Managing accounts", ["계정 관리", "계정 관리하기"]),
        Page("managing-notifications", "Managing notifications", ["알림 관리", "알림 관리하기"]),
        Page("modality", "Modality", ["모달리티", "모달 형식", "모달"]),
        Page("multitasking", "Multitasking", ["멀티태스킹"]),
        Page("offering-help", "Offering help", ["도움말 제공하기", "도움말 제공"]),
        Page("onboarding", "Onboarding", ["온보딩"]),
        Page("playing-audio", "Playing audio", ["오디오 재생", "오디오 재생하기"], ["Audio"]),
        Page("playing-haptics", "Playing haptics", ["햅틱 재생", "햅틱 재생하기", "햅틱"], ["Haptics"]),
        Page("playing-video", "Playing video", ["비디오 재생", "비디오 재생하기"]),
        Page("printing", "Printing", ["인쇄", "인쇄하기", "프린트"]),
        Page("ratings-and-reviews", "Ratings and reviews", ["평가 및 리뷰", "별점 및 리뷰"]),
        Page("searching", "Searching", ["검색하기", "검색"], ["Search"]),
        Page("settings", "Settings", ["설정"]),
        Page("undo-and-redo", "Undo and redo", ["실행 취소 및 실행 복귀", "실행 취소 및 다시 실행"]),
        Page("workouts", "Workouts", ["운동"]),
    ]

    static let components: [Page] = [
        Page("charts", "Charts", ["차트"]),
        Page("image-views", "Image views", ["이미지 보기", "이미지 뷰"]),
        Page("text-views", "Text views", ["텍스트 보기", "텍스트 뷰"]),
        Page("web-views", "Web views", ["웹 보기", "웹 뷰"]),
        Page("boxes", "Boxes", ["상자", "박스"]),
        Page("collections", "Collections", ["컬렉션"]),
        Page("column-views", "Column views", ["열 보기", "컬럼 뷰"]),
        Page("disclosure-controls", "Disclosure controls", ["펼침 제어기", "펼침 컨트롤", "디스클로저 컨트롤"]),
        Page("labels", "Labels", ["레이블", "라벨"]),
        Page("lists-and-tables", "Lists and tables", ["목록 및 표", "리스트 및 테이블"], ["Tables"]),
        Page("lockups", "Lockups", ["록업"]),
        Page("outline-views", "Outline views", ["아웃라인 보기", "아웃라인 뷰"]),
        Page("split-views", "Split views", ["Split View", "분할 보기", "스플릿 뷰"]),
        Page("tab-views", "Tab views", ["탭 보기", "탭 뷰"]),
        Page("activity-views", "Activity views", ["활동 보기", "액티비티 뷰"]),
        Page("buttons", "Buttons", ["버튼"]),
        Page("context-menus", "Context menus", ["컨텍스트 메뉴"]),
        Page("dock-menus", "Dock menus", ["Dock 메뉴", "독 메뉴"]),
        Page("edit-menus", "Edit menus", ["편집 메뉴"]),
        Page("home-screen-quick-actions", "Home Screen quick actions", ["홈 화면 빠른 동작"], ["Quick actions"]),
        Page("menus", "Menus", ["메뉴"]),
        Page("ornaments", "Ornaments", ["오너먼트", "장식"]),
        Page("pop-up-buttons", "Pop-up buttons", ["팝업 버튼"]),
        Page("pull-down-buttons", "Pull-down buttons", ["풀 다운 버튼", "풀다운 버튼"]),
        Page("the-menu-bar", "The menu bar", ["메뉴 막대", "메뉴 바"], ["Menu bar"]),
        Page("toolbars", "Toolbars", ["도구 막대", "툴바"]),
        Page("path-controls", "Path controls", ["경로 제어기", "경로 컨트롤"]),
        Page("search-fields", "Search fields", ["검색 필드"], ["Search bars"]),
        Page("sidebars", "Sidebars", ["사이드바"]),
        Page("tab-bars", "Tab bars", ["탭 막대", "탭 바"]),
        Page("token-fields", "Token fields", ["토큰 필드"]),
        Page("action-sheets", "Action sheets", ["동작 시트", "액션 시트"]),
        Page("alerts", "Alerts", ["경고", "알럿", "얼럿"]),
        Page("page-controls", "Page controls", ["페이지 제어기", "페이지 컨트롤"]),
        Page("panels", "Panels", ["패널"]),
        Page("popovers", "Popovers", ["팝오버"]),
        Page("scroll-views", "Scroll views", ["스크롤 보기", "스크롤 뷰"]),
        Page("sheets", "Sheets", ["시트"]),
        Page("windows", "Windows", ["윈도우"]),
        Page("color-wells", "Color wells", ["색상 웰", "컬러 웰"]),
        Page("combo-boxes", "Combo boxes", ["콤보 상자", "콤보 박스"]),
        Page("digit-entry-views", "Digit entry views", ["숫자 입력 보기", "숫자 입력 뷰"]),
        Page("image-wells", "Image wells", ["이미지 웰"]),
        Page("pickers", "Pickers", ["피커", "선택기"]),
        Page("segmented-controls", "Segmented controls", ["구분 제어기", "세그먼트 컨트롤", "세그먼티드 컨트롤"]),
        Page("sliders", "Sliders", ["슬라이더"]),
        Page("steppers", "Steppers", ["스테퍼"]),
        Page("text-fields", "Text fields", ["텍스트 필드"]),
        Page("toggles", "Toggles", ["토글", "스위치"], ["Switches"]),
        Page("virtual-keyboards", "Virtual keyboards", ["가상 키보드"]),
        Page("activity-rings", "Activity rings", ["활동 링"]),
        Page("gauges", "Gauges", ["게이지"]),
        Page("progress-indicators", "Progress indicators", ["진행 표시기", "진행 과정 표시기", "진행률 표시기", "프로그레스 인디케이터", "활동 표시기"], ["Activity indicators"]),
        Page("rating-indicators", "Rating indicators", ["등급 표시기", "평가 표시기"]),
        Page("app-shortcuts", "App Shortcuts", ["앱 단축어", "App Shortcuts"]),
        Page("complications", "Complications", ["컴플리케이션"]),
        Page("controls", "Controls", ["제어기", "컨트롤"]),
        Page("live-activities", "Live Activities", ["실시간 현황", "라이브 액티비티"]),
        Page("notifications", "Notifications", ["알림"]),
        Page("status-bars", "Status bars", ["상태 막대", "상태 바"]),
        Page("top-shelf", "Top Shelf", ["Top Shelf", "탑 쉘프"]),
        Page("watch-faces", "Watch faces", ["시계 페이스", "워치 페이스"]),
        Page("widgets", "Widgets", ["위젯"]),
    ]

    static let inputs: [Page] = [
        Page("action-button", "Action button", ["동작 버튼", "액션 버튼"]),
        Page("apple-pencil-and-scribble", "Apple Pencil and Scribble", ["Apple Pencil 및 Scribble", "애플 펜슬"]),
        Page("camera-control", "Camera Control", ["카메라 제어", "카메라 컨트롤"]),
        Page("digital-crown", "Digital Crown", ["Digital Crown", "디지털 크라운"]),
        Page("eyes", "Eyes", ["시선", "눈 추적"]),
        Page("focus-and-selection", "Focus and selection", ["포커스 및 선택"]),
        Page("game-controls", "Game controls", ["게임 제어기", "게임 컨트롤"]),
        Page("gestures", "Gestures", ["제스처"]),
        Page("gyro-and-accelerometer", "Gyroscope and accelerometer", ["자이로스코프 및 가속도계"]),
        Page("keyboards", "Keyboards", ["키보드"]),
        Page("nearby-interactions", "Nearby interactions", ["근거리 상호작용"]),
        Page("pointing-devices", "Pointing devices", ["포인팅 기기", "포인팅 장치"]),
        Page("remotes", "Remotes", ["리모컨", "리모트"]),
    ]

    static let technologies: [Page] = [
        Page("airplay", "AirPlay", ["AirPlay", "에어플레이"]),
        Page("always-on", "Always On", ["상시 표시형", "Always On"]),
        Page("app-clips", "App Clips", ["앱 클립", "App Clip"]),
        Page("apple-pay", "Apple Pay", ["Apple Pay", "애플 페이"]),
        Page("augmented-reality", "Augmented reality", ["증강 현실", "AR"]),
        Page("carekit", "CareKit", ["CareKit"]),
        Page("carplay", "CarPlay", ["CarPlay", "카플레이"]),
        Page("game-center", "Game Center", ["Game Center", "게임 센터"]),
        Page("generative-ai", "Generative AI", ["생성형 AI"]),
        Page("healthkit", "HealthKit", ["HealthKit"]),
        Page("homekit", "HomeKit", ["HomeKit"]),
        Page("icloud", "iCloud", ["iCloud"]),
        Page("id-verifier", "ID Verifier", ["ID Verifier"]),
        Page("imessage-apps-and-stickers", "iMessage apps and stickers", ["iMessage 앱 및 스티커"]),
        Page("in-app-purchase", "In-app purchase", ["앱 내 구입", "인앱 구매"]),
        Page("live-photos", "Live Photos", ["Live Photos", "라이브 포토"]),
        Page("mac-catalyst", "Mac Catalyst", ["Mac Catalyst"]),
        Page("machine-learning", "Machine learning", ["머신 러닝", "기계 학습"]),
        Page("maps", "Maps", ["지도"]),
        Page("nfc", "NFC", ["NFC"]),
        Page("photo-editing", "Photo editing", ["사진 편집"]),
        Page("researchkit", "ResearchKit", ["ResearchKit"]),
        Page("shareplay", "SharePlay", ["SharePlay"]),
        Page("shazamkit", "ShazamKit", ["ShazamKit"]),
        Page("sign-in-with-apple", "Sign in with Apple", ["Apple로 로그인"]),
        Page("siri", "Siri", ["Siri", "시리"]),
        Page("tap-to-pay-on-iphone", "Tap to Pay on iPhone", ["iPhone의 탭 투 페이"]),
        Page("voiceover", "VoiceOver", ["VoiceOver", "보이스오버"]),
        Page("wallet", "Wallet", ["지갑", "Wallet"]),
    ]

    /// Pages of earlier HIG versions that translations still follow.
    static let earlier: [Page] = [
        Page("launch-screen", "Launch screen", ["실행 화면", "런치 스크린", "시작 화면"], ["Launch screens"]),
        Page("3d-touch", "3D Touch", ["3D 터치", "3D Touch"]),
        Page("requesting-permission", "Requesting permission", ["권한 요청", "권한 요청하기"], ["Accessing user data"]),
        Page("navigation", "Navigation", ["내비게이션"]),
        Page("navigation-bars", "Navigation bars", ["내비게이션 바", "내비게이션 막대", "탐색 막대"]),
        Page("scrolling", "Scrolling", ["스크롤"]),
        Page("terminology", "Terminology", ["용어"]),
        Page("authentication", "Authentication", ["인증"]),
        Page("refresh-content-controls", "Refresh content controls", ["콘텐츠 새로고침 컨트롤", "새로고침 컨트롤"]),
        Page("quick-look", "Quick Look", ["Quick Look", "훑어보기"]),
    ]
}
