/// The trail from the home page to the current page, as a labelled navigation landmark.
struct Breadcrumbs {
    /// The links before the current page: (path, label).
    var trail: [(path: String, label: HTML)]
    /// The current page's name.
    var current: HTML

    var html: HTML {
        let links: [HTML] = trail.map { "<li><a href=\"\($0.path)\">\($0.label)</a></li>" }
        return """
        <nav class="breadcrumbs" aria-label="경로"><ol>\(links)<li aria-current="page">\(current)</li></ol></nav>
        """
    }
}
