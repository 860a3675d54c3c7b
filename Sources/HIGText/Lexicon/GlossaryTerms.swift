extension Glossary {
    /// The glossary kept in the repository: general UI vocabulary with the Korean words
    /// designers and translators use for it, translations and common transliterations
    /// (loanwords are spelled many ways: 프로그레스 바, 프로그래스바 is a typo the
    /// corrector handles). Written by the team from general knowledge of Korean UI
    /// terminology; no entry is copied from a vendor's glossary.
    ///
    /// One concept a line: `english | … = 한국어 | …` (see `Glossary`).
    static let standardText = """
    # Alerts, sheets and other presentations
    alert = 경고 | 알림 | 얼럿 | 알럿 | 경고창 | 알림창 | 경고 대화상자
    action sheet = 액션 시트 | 동작 시트
    activity view | share sheet = 활동 보기 | 공유 시트 | 액티비티 뷰
    sheet = 시트
    popover = 팝오버 | 팝업 창
    modal = 모달
    modality = 모달리티
    modal view = 모달 뷰 | 모달 화면
    dialog = 대화상자 | 대화 상자 | 다이얼로그
    panel = 패널
    window = 윈도우 | 창
    full screen | fullscreen = 전체 화면 | 풀스크린 | 풀 스크린
    notification = 알림 | 노티피케이션 | 푸시 알림
    banner = 배너
    badge = 배지 | 뱃지
    toast = 토스트
    card = 카드
    # Bars
    toolbar | tool bar = 도구 막대 | 툴바 | 도구 모음
    navigation bar = 내비게이션 바 | 네비게이션 바 | 내비게이션 막대 | 탐색 막대
    tab bar = 탭 바 | 탭 막대
    status bar = 상태 막대 | 상태 표시줄 | 스테이터스 바
    menu bar = 메뉴 막대 | 메뉴 바
    search bar = 검색 막대 | 검색 바 | 서치바 | 서치 바 | 검색창
    search field = 검색 필드 | 검색창 | 검색 창 | 검색란
    scope bar = 범위 막대 | 범위 표시줄 | 스코프 바
    sidebar | side bar = 사이드바 | 사이드 바 | 측면 막대
    tab = 탭
    scroll bar | scroller = 스크롤 막대 | 스크롤바 | 스크롤 바
    # Controls
    button = 버튼
    back button = 뒤로 버튼 | 뒤로 가기 버튼 | 백 버튼
    close button = 닫기 버튼
    clear button = 지우기 버튼 | 삭제 버튼
    help button = 도움말 버튼 | 헬프 버튼
    info button = 정보 버튼
    add button = 추가 버튼
    radio button = 라디오 버튼 | 단일 선택 버튼
    checkbox | check box = 체크박스 | 체크 박스 | 확인란
    toggle = 토글 | 토글 버튼
    switch = 스위치
    slider = 슬라이더
    stepper = 스테퍼
    picker = 피커 | 선택기
    date picker = 날짜 선택기 | 데이트 피커 | 날짜 피커
    color picker | color well = 색상 선택기 | 컬러 피커
    segmented control = 세그먼트 컨트롤 | 세그먼티드 컨트롤 | 분할 컨트롤
    pop-up button = 팝업 버튼
    pull-down button = 풀다운 버튼 | 풀 다운 버튼
    disclosure control | disclosure triangle = 펼침 컨트롤 | 디스클로저 | 펼치기 삼각형
    page control = 페이지 컨트롤
    control = 컨트롤 | 제어
    text field = 텍스트 필드 | 입력 필드 | 입력란 | 텍스트 입력란
    secure text field | secure field = 보안 텍스트 필드 | 비밀번호 필드 | 암호 입력란
    text view = 텍스트 뷰
    label = 레이블 | 라벨
    token field = 토큰 필드
    combo box = 콤보 상자 | 콤보 박스
    link = 링크
    # Menus
    menu = 메뉴
    context menu | shortcut menu = 컨텍스트 메뉴 | 맥락 메뉴 | 단축 메뉴
    submenu = 하위 메뉴 | 서브메뉴 | 서브 메뉴
    menu item = 메뉴 항목 | 메뉴 아이템
    dock menu = Dock 메뉴 | 독 메뉴
    # Views and layout
    view = 뷰 | 화면
    screen = 화면 | 스크린
    list = 목록 | 리스트
    table = 표 | 테이블
    collection = 컬렉션
    grid = 그리드 | 격자
    outline view = 아웃라인 뷰 | 개요 보기
    split view = 분할 보기 | 스플릿 뷰 | 분할 화면
    scroll view = 스크롤 뷰
    column = 열 | 칼럼 | 컬럼
    row = 행 | 로우
    layout = 레이아웃 | 배치
    margin = 여백 | 마진
    padding = 패딩 | 여백
    spacing = 간격 | 여백
    alignment = 정렬
    hierarchy = 계층 | 계층 구조
    navigation = 내비게이션 | 네비게이션 | 탐색
    content = 콘텐츠 | 컨텐츠 | 내용
    title = 제목 | 타이틀
    placeholder = 플레이스홀더 | 자리 표시자 | 자리표시자
    empty state = 빈 상태
    # Progress and status
    progress indicator = 진행 표시기 | 진행률 표시기 | 진행 상태 표시기 | 프로그레스 인디케이터
    progress bar | progress view = 진행률 막대 | 진행 막대 | 진행 표시줄 | 진행률 표시줄 | 프로그레스 바 | 프로그레스바
    activity indicator | spinner = 활동 표시기 | 액티비티 인디케이터 | 스피너 | 로딩 스피너 | 로딩 인디케이터
    gauge = 게이지
    loading = 로딩 | 불러오기 | 로드 중
    launch screen = 실행 화면 | 런치 스크린 | 시작 화면 | 런치 화면
    splash screen = 스플래시 화면 | 스플래시 스크린
    onboarding = 온보딩
    # Input and interaction
    gesture = 제스처 | 제스쳐
    tap = 탭 | 터치
    double tap = 더블 탭 | 두 번 탭
    long press | touch and hold = 길게 누르기 | 롱 프레스 | 길게 터치
    swipe = 스와이프 | 쓸어넘기기
    drag = 드래그 | 끌기
    drag and drop = 드래그 앤 드롭 | 끌어서 놓기 | 드래그 앤 드랍
    pinch = 핀치 | 집기
    press = 누르기 | 누름 | 프레스
    click = 클릭
    hover = 호버 | 마우스 오버
    pointer | cursor = 포인터 | 커서
    focus = 포커스 | 초점
    selection = 선택 | 선택 항목
    keyboard = 키보드
    input | text input | text entry = 입력 | 텍스트 입력 | 타이핑
    keyboard shortcut = 키보드 단축키 | 단축키
    trackpad = 트랙패드
    game controller = 게임 컨트롤러
    remote = 리모컨 | 리모트
    haptics | haptic feedback = 햅틱 | 햅틱 피드백
    feedback = 피드백
    scroll = 스크롤
    zoom = 확대 | 줌
    # Actions
    use = 사용 | 쓰기
    undo = 실행 취소 | 되돌리기
    redo = 실행 복귀 | 다시 실행
    copy = 복사
    paste = 붙여넣기
    share = 공유
    delete = 삭제 | 지우기
    edit = 편집 | 수정
    save = 저장
    cancel = 취소
    done = 완료
    dismiss | close = 닫기 | 해제
    confirm | confirmation = 확인 | 컨펌
    destructive action = 파괴적 동작 | 파괴적인 동작 | 위험한 동작
    action = 동작 | 액션 | 작업
    default button = 기본 버튼 | 디폴트 버튼
    primary action = 주요 동작 | 기본 동작
    search = 검색 | 서치
    filter = 필터
    sort = 정렬
    hide = 숨기기 | 가리기 | 숨김
    show | reveal = 보기 | 표시 | 보이기 | 띄우기
    open = 열기
    minimize = 최소화
    maximize = 최대화
    resize = 크기 조절 | 크기 조정 | 리사이즈
    rename = 이름 변경 | 이름 바꾸기
    refresh | reload = 새로 고침 | 새로고침 | 리프레시
    print = 인쇄 | 프린트
    download = 다운로드 | 내려받기
    upload = 업로드 | 올리기
    sync | synchronize = 동기화 | 싱크
    install = 설치
    update = 업데이트 | 갱신
    enable = 활성화 | 켜기
    # Appearance
    color = 색상 | 색 | 컬러
    accent color | tint color = 강조 색상 | 액센트 컬러 | 틴트 색상
    dark mode = 다크 모드 | 어두운 모드
    light mode = 라이트 모드
    contrast = 대비 | 명암비
    typography = 타이포그래피
    font | typeface = 폰트 | 서체 | 글꼴
    icon = 아이콘
    app icon = 앱 아이콘
    symbol | sf symbols = 심볼 | 기호 | 심벌
    image = 이미지
    animation = 애니메이션
    motion = 모션 | 움직임
    transition = 전환 | 트랜지션
    translucency | translucent = 반투명
    blur = 블러 | 흐림
    material = 재질 | 머티리얼
    shadow = 그림자
    custom = 커스텀 | 맞춤 | 사용자 지정 | 사용자 설정
    default = 기본 | 기본값 | 디폴트
    disabled | unavailable = 비활성화 | 비활성 | 사용할 수 없는
    highlight = 하이라이트 | 강조
    ellipsis = 말줄임표 | 줄임표 | 생략 부호
    # Platforms, system features and app life
    app = 앱 | 애플리케이션 | 어플
    settings | preferences = 설정 | 환경설정 | 환경 설정
    accessibility = 접근성 | 손쉬운 사용
    voiceover = 보이스오버
    multitasking = 멀티태스킹 | 멀티 태스킹
    slide over = 슬라이드 오버
    picture in picture | pip = 화면 속 화면 | 픽처 인 픽처 | pip
    background = 백그라운드 | 배경
    foreground = 포그라운드 | 전경
    home screen = 홈 화면
    lock screen = 잠금 화면
    widget = 위젯
    live activity = 라이브 액티비티 | 실시간 현황
    dynamic island = 다이내믹 아일랜드
    complication = 컴플리케이션
    watch face = 워치 페이스 | 시계 화면
    dock = 독 | dock
    spotlight = 스포트라이트
    siri = 시리
    privacy = 개인 정보 보호 | 개인정보 | 프라이버시 | 개인 정보
    permission = 권한 | 허가
    password = 비밀번호 | 암호 | 패스워드
    sign in | log in = 로그인 | 사인인
    account = 계정
    in-app purchase = 앱 내 구입 | 인앱 결제 | 인앱 구매
    subscription = 구독
    file = 파일
    document = 문서 | 도큐먼트
    folder = 폴더
    playback = 재생
    video = 비디오 | 동영상
    audio = 오디오
    error = 오류 | 에러
    warning = 경고 | 주의
    hint = 힌트
    help = 도움말 | 헬프
    tooltip | help tag = 툴팁 | 도움말 태그
    metadata = 메타데이터
    orientation = 방향
    landscape = 가로 | 가로 모드
    portrait = 세로 | 세로 모드
    """

    /// What identifies `standardText`: an index stores it beside the glossary it parsed, and the
    /// stored tables are used only while this build's text is the same.
    public static let standardFingerprint = StableHash.of(standardText)

    /// `standardText`, parsed once per process (about 8 million instructions: a search takes the
    /// tables its index stored instead, `IndexReader.standardGlossary`).
    public static let standard: Glossary = {
        do {
            return try Glossary(parsing: standardText, stemmer: EnglishStemmer())
        } catch {
            preconditionFailure("the built-in glossary does not parse: \(error)")
        }
    }()
}
