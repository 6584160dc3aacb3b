/// Inputs shared by the naming rules' tests (NetLayerSpecTests) and the
/// generator's compile test, which builds every one of them into a program.
public enum NamingFixtures {
    /// Spec name, `lowerCamel`, `upperCamel`.
    public static let conversions: [(spec: String, lower: String, upper: String)] = [
        // Separators and case changes.
        ("student_list", "studentList", "StudentList"),
        ("StudentList", "studentList", "StudentList"),
        ("studentList", "studentList", "StudentList"),
        ("screen_name", "screenName", "ScreenName"),
        ("content-type", "contentType", "ContentType"),
        ("first name", "firstName", "FirstName"),
        ("user.name", "userName", "UserName"),
        ("api/v1/users", "apiV1Users", "ApiV1Users"),
        ("already_Camel", "alreadyCamel", "AlreadyCamel"),
        ("__private", "private", "Private"),
        ("trailing_", "trailing", "Trailing"),
        ("$ref", "ref", "Ref"),
        ("@type", "type", "Type"),
        ("name$", "name", "Name"),
        ("a+b=c", "aBC", "ABC"),
        // Acronyms.
        ("HTTPStatus", "httpStatus", "HTTPStatus"),
        ("userID", "userID", "UserID"),
        ("user_ID", "userID", "UserID"),
        ("getURLs", "getURLs", "GetURLs"),
        ("URLs", "urls", "URLs"),
        ("userIDs", "userIDs", "UserIDs"),
        ("IDsByName", "idsByName", "IDsByName"),
        ("URLIsValid", "urlIsValid", "URLIsValid"),
        ("XMLHttpRequest", "xmlHttpRequest", "XMLHttpRequest"),
        ("X-Request-ID", "xRequestID", "XRequestID"),
        ("ID", "id", "ID"),
        ("HTTPs", "https", "HTTPs"),
        ("ASet", "aSet", "ASet"),
        ("iOS", "iOS", "IOS"),
        ("MP3Player", "mp3Player", "MP3Player"),
        // SCREAMING_SNAKE_CASE words are words, not acronyms.
        ("SCREEN_NAME", "screenName", "ScreenName"),
        ("USER_ID", "userId", "UserId"),
        // Digits.
        ("1st", "_1st", "_1st"),
        ("9Lives", "_9Lives", "_9Lives"),
        ("2fa_code", "_2faCode", "_2faCode"),
        ("404", "_404", "_404"),
        ("item2Name", "item2Name", "Item2Name"),
        ("md5_hash", "md5Hash", "Md5Hash"),
        ("ipv4_address", "ipv4Address", "Ipv4Address"),
        ("v2", "v2", "V2"),
        ("x²", "x²", "X²"),
        ("٣abc", "٣abc", "٣abc"),
        // Beyond ASCII.
        ("学生", "学生", "学生"),
        ("学生_列表", "学生列表", "学生列表"),
        ("学生List", "学生List", "学生List"),
        ("日本語テキスト", "日本語テキスト", "日本語テキスト"),
        ("café_au_lait", "caféAuLait", "CaféAuLait"),
        ("Über-Größe", "überGröße", "ÜberGröße"),
        ("straße", "straße", "Straße"),
        ("ΑΒΓ_δ", "αβγΔ", "ΑΒΓΔ"),
        ("Ω", "ω", "Ω"),
        ("ǆemal", "ǆemal", "ǅemal"),
        ("ﬁle", "ﬁle", "File"),
        ("e\u{301}te\u{301}", "e\u{301}te\u{301}", "E\u{301}te\u{301}"),
        ("\u{301}abc", "_\u{301}abc", "_\u{301}abc"),
        // Emoji and invisible characters are dropped.
        ("😀name", "name", "Name"),
        ("smile😀face", "smileFace", "SmileFace"),
        ("1️⃣", "_1", "_1"),
        ("zero\u{200B}width", "zeroWidth", "ZeroWidth"),
        ("\u{202E}evil", "evil", "Evil"),
        // Nothing usable.
        ("😀", "_1F600", "_1F600"),
        ("😀😡", "_1F600_1F621", "_1F600_1F621"),
        ("-", "_2D", "_2D"),
        ("___", "_5F_5F_5F", "_5F_5F_5F"),
        ("", "empty", "Empty"),
        // Keywords convert like any word; escaping comes after.
        ("class", "class", "Class"),
        ("Self", "self", "Self"),
        ("TYPE", "type", "TYPE"),
    ]

    /// The Swift 6 keywords, written out here rather than taken from
    /// `SwiftIdentifier.Keywords`, so a word dropped there still gets
    /// compiled: TSPL's "Keywords and Punctuation" less the `#` ones, and the
    /// contextual keywords of later proposals (`any`, `each`, `consume`, …).
    public static let swiftKeywords: [String] = """
        associatedtype borrowing class consuming deinit enum extension fileprivate func import init inout internal \
        let nonisolated open operator precedencegroup private protocol public rethrows static struct subscript \
        typealias var break case catch continue default defer do else fallthrough for guard if in repeat return \
        throw switch where while Any as await false is nil self Self super throws true try _ associativity async \
        convenience didSet dynamic final get indirect infix lazy left mutating none nonmutating optional override \
        package postfix precedence prefix Protocol required right set some Type unowned weak willSet \
        actor any each isolated macro sending consume copy discard distributed then unsafe yield
        """.split(separator: " ").map(String.init)

    /// Strings that must survive as literals and doc comments.
    public static let hostileStrings: [String] = [
        "",
        "plain",
        "\"\"\"",
        "\"\"\"\nlet injected = 1\n\"\"\"",
        "\\(x)",
        "\\(\"\\(x)\")",
        "\u{0}",
        "a\u{0}b",
        "\\",
        "\\\\",
        "*/",
        "/* open",
        "// line",
        "#\"",
        "\"#",
        "##\"raw\"##",
        "#if false",
        "\n",
        "a\nb",
        "a\r\nb",
        "\r",
        "\t tab",
        "end\\",
        "\u{1}\u{1B}[31m\u{7F}\u{85}\u{9F}",
        "\u{2028}\u{2029}",
        "\u{0B}\u{0C}",
        "\u{202E}evil\u{202C}",
        "\u{2066}isolate\u{2069}",
        "\u{FEFF}bom",
        "\u{200B}zero width",
        "\u{A0}nbsp\u{3000}",
        "😀",
        "👨‍👩‍👧",
        "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
        "1️⃣",
        "学生",
        "\u{301}",
        "\"\u{301}",
        "e\u{301}",
        "\u{E000}",
        "\u{FFFF}\u{FFFE}\u{10FFFF}",
        "\u{D7FF}\u{E000}",
        "mixed: \"q\" \\ \n\t\u{0}😀学生 */ #\"",
    ]
}
