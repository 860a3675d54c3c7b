/// The site's icon: two columns side by side, English and Korean, on a blue tile.
enum SiteIcon {
    static let svg = #"""
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="#0062c4"/>
<rect x="12" y="16" width="17" height="4" rx="2" fill="#fff"/>
<rect x="12" y="25" width="17" height="4" rx="2" fill="#fff" opacity=".8"/>
<rect x="12" y="34" width="12" height="4" rx="2" fill="#fff" opacity=".8"/>
<rect x="35" y="16" width="17" height="4" rx="2" fill="#ffe27a"/>
<rect x="35" y="25" width="17" height="4" rx="2" fill="#ffe27a" opacity=".8"/>
<rect x="35" y="34" width="14" height="4" rx="2" fill="#ffe27a" opacity=".8"/>
<rect x="12" y="44" width="40" height="4" rx="2" fill="#fff" opacity=".45"/>
</svg>
"""#
}
