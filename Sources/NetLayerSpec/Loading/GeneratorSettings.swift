/// The generator's settings from a `netlayer.yaml` beside the spec: choices
/// about the generated code that the spec does not make. Command-line flags
/// override them.
///
/// ```yaml
/// access: internal              # public (default), internal or package
/// interfaceType: SchoolInterface
/// delivery: [async, closure]    # async (always), closure, delegate
/// modules: [student, account]   # only these modules and the models they use (default: all)
/// typePrefix: SK                # prefix of generated type names (default: the spec's name)
/// lenient: true                 # decode null as ""/0/false and numbers and strings as each other
/// fixtures: true                # model examples, Service protocols, `SchoolClient.stubbed(…)`
/// recordings: school.recordings # replies `stubbed(…)` replays, from `netlayer record`
/// ```
public struct GeneratorSettings: Sendable, Equatable {
    /// The access level of the generated declarations: one of ``accessLevels``; nil for `public`.
    public var access: String?
    /// The name of the generated enum of every interface; nil for ``NamingOptions/defaultInterfaceTypeName``.
    public var interfaceType: String?
    /// The delivery styles generated besides async functions: any of ``deliveryStyles``; nil for async only.
    public var delivery: [String]?
    /// The modules to generate, with the models they use; nil for every module.
    public var modules: [String]?
    /// The prefix of generated type names; nil for the spec's name.
    public var typePrefix: String?
    /// Whether the generated decoders accept null as an empty value and numbers and strings as each other; nil
    /// for strict decoding.
    public var lenient: Bool?
    /// Whether to generate model examples, Service protocols and a stubbed client; nil for no.
    public var fixtures: Bool?
    /// Files or folders of recordings the fixtures' `stubbed(…)` replays, as written (relative to the settings
    /// file's folder); nil for none.
    public var recordings: [String]?

    /// Creates settings; each nil leaves the choice to the command line or the default.
    ///
    /// - Parameters:
    ///   - access: The access level of the generated declarations.
    ///   - interfaceType: The name of the generated enum of every interface.
    ///   - delivery: The delivery styles generated besides async functions.
    ///   - modules: The modules to generate.
    ///   - typePrefix: The prefix of generated type names.
    ///   - lenient: Whether the generated decoders accept loose values.
    ///   - fixtures: Whether to generate examples, Service protocols and a stubbed client.
    ///   - recordings: Files or folders of recordings the stubbed client replays.
    public init(
        access: String? = nil, interfaceType: String? = nil, delivery: [String]? = nil, modules: [String]? = nil,
        typePrefix: String? = nil, lenient: Bool? = nil, fixtures: Bool? = nil, recordings: [String]? = nil
    ) {
        self.recordings = recordings
        self.fixtures = fixtures
        self.access = access
        self.interfaceType = interfaceType
        self.delivery = delivery
        self.modules = modules
        self.typePrefix = typePrefix
        self.lenient = lenient
    }

    /// The values `access` accepts.
    public static let accessLevels = ["public", "internal", "package"]
    /// The values `delivery` accepts.
    public static let deliveryStyles = ["async", "closure", "delegate"]
    static let keys = [
        "access", "interfaceType", "delivery", "modules", "typePrefix", "lenient", "fixtures", "recordings",
    ]

    /// The settings in the file at `path`, or the problems found in it.
    ///
    /// - Parameters:
    ///   - path: The path of the `netlayer.yaml` file.
    ///   - fileSystem: Where to read it from; the disk by default.
    /// - Returns: The settings (nil when the file could not be read or had errors), the problems found in it
    ///   (an unknown key or value is an error), and the file's text for printing them (nil when unreadable).
    public static func load(_ path: String, fileSystem: any SpecFileSystem = DiskFileSystem()) -> (
        settings: GeneratorSettings?, diagnostics: Diagnostics, source: String?
    ) {
        var diagnostics = Diagnostics()
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: path, maxSize: InputLimits().maxFileSize)
        } catch {
            diagnostics.error("settings file '\(path)' \(error.reason)", at: nil)
            return (nil, diagnostics, nil)
        }
        let source = String(decoding: bytes, as: UTF8.self)
        guard let root = YAMLParser(limits: InputLimits()).parse(bytes, path: path, diagnostics: &diagnostics) else {
            return (nil, diagnostics, source)
        }
        var reader = NodeReader(file: path)
        var settings = GeneratorSettings()
        if let fields = reader.mapping(root, of: "the settings", keys: .settings) {
            if let node = fields["access"] {
                settings.access = reader.word(node, "'access'", from: accessLevels)
            }
            if let node = fields["interfaceType"] {
                settings.interfaceType = reader.string(node, "'interfaceType'")
            }
            if let node = fields["modules"] {
                settings.modules = (node.items ?? [node]).compactMap { reader.string($0, "a module name") }
            }
            if let node = fields["recordings"] {
                settings.recordings = (node.items ?? [node]).compactMap { reader.string($0, "a file of recordings") }
            }
            if let node = fields["fixtures"] {
                settings.fixtures = reader.bool(node, "'fixtures'")
            }
            if let node = fields["lenient"] {
                settings.lenient = reader.bool(node, "'lenient'")
            }
            if let node = fields["typePrefix"] {
                settings.typePrefix = reader.string(node, "'typePrefix'")
            }
            if let node = fields["delivery"] {
                let items = node.items ?? [node]
                settings.delivery = items.compactMap { reader.word($0, "a delivery style", from: deliveryStyles) }
            }
        }
        diagnostics.append(contentsOf: reader.diagnostics)
        return (diagnostics.hasErrors ? nil : settings, diagnostics.sorted(fileOrder: [path]), source)
    }
}
