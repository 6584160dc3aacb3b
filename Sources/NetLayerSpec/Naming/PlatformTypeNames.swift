/// The type names of the platform an app writes unqualified, which a
/// generated model must not take: a `public struct Collection` in the
/// generated code hides Swift's protocol from every file that imports it
/// (`func f<C: Collection>` no longer compiles), and a `View` makes SwiftUI's
/// ambiguous in a file that imports both.
///
/// The standard library's and Foundation's names (with Dispatch, Observation
/// and Synchronization) are read from the toolchain's modules by
/// `scripts/make-platform-names.sh` into `EmbeddedPlatformTypeNames`. The
/// Apple-only frameworks' names below are kept by hand: their module
/// interfaces do not exist on Linux, where the list is made.
public enum PlatformTypeNames {
    /// The module a platform type name belongs to, and whether every app
    /// that uses NetLayer sees it.
    public struct Owner: Sendable, Hashable {
        /// The module as an app imports it: `Swift`, `Foundation`, `SwiftUI`.
        public let module: String
        /// Whether the name comes with the standard library or `import
        /// Foundation`, which every file that uses the generated code has:
        /// hiding it breaks app code for certain, not only in files that
        /// import an Apple framework too.
        public let comesWithFoundation: Bool
    }

    /// The module that owns `name`, or nil for a name that no listed module has.
    ///
    /// - Parameter name: A type name, unqualified and case-sensitive.
    /// - Returns: The owner, or nil for a name free to use.
    public static func owner(of name: String) -> Owner? {
        for (module, names, withFoundation) in modules where names.contains(name) {
            return Owner(module: module, comesWithFoundation: withFoundation)
        }
        return nil
    }

    /// Every listed name.
    public static let all: Set<String> = modules.reduce(into: []) { $0.formUnion($1.names) }

    /// In the order a name's owner is looked up: the first that has it.
    private static let modules: [(module: String, names: Set<String>, comesWithFoundation: Bool)] = [
        ("Swift", EmbeddedPlatformTypeNames.swift, true),
        ("Foundation", EmbeddedPlatformTypeNames.foundation, true),
        ("Dispatch", EmbeddedPlatformTypeNames.dispatch, true),
        ("Observation", EmbeddedPlatformTypeNames.observation, false),
        ("Synchronization", EmbeddedPlatformTypeNames.synchronization, false),
        ("SwiftUI", swiftUI, false),
        ("SwiftData", swiftData, false),
        ("Combine", combine, false),
        ("os", os, false),
        ("UIKit", uiKit, false),
        ("AppKit", appKit, false),
    ]

    // Hand-kept: the names apps write most, from Apple's documentation of
    // each framework. A name missing here still compiles in the generated
    // code; it only clashes in a file that imports both.

    static let swiftUI: Set<String> = [
        "Alert", "Alignment", "Angle", "AngularGradient", "Animation", "AnyGesture", "AnyLayout", "AnyShape",
        "AnyTransition", "AnyView", "App", "AppStorage", "AsyncImage", "Axis", "Binding", "Bindable", "Button",
        "ButtonStyle", "Canvas", "Capsule", "Circle", "Color", "ColorPicker", "ColorScheme", "Commands",
        "ContentUnavailableView", "ControlGroup", "DatePicker", "DisclosureGroup", "Divider", "DragGesture", "Edge",
        "EdgeInsets", "Ellipse", "EmptyView", "Environment", "EnvironmentObject", "EnvironmentValues", "FocusState",
        "Font", "ForEach", "Form", "Gauge", "GeometryProxy", "GeometryReader", "Gesture", "Gradient", "Grid", "GridRow",
        "Group", "GroupBox", "HStack", "HorizontalAlignment", "Image", "Label", "LabeledContent", "Layout",
        "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack", "LinearGradient", "Link", "List", "LongPressGesture",
        "MagnifyGesture", "Material", "Menu", "ModifiedContent", "Namespace", "NavigationLink", "NavigationPath",
        "NavigationSplitView", "NavigationStack", "NavigationView", "ObservedObject", "OutlineGroup", "Path", "Picker",
        "PreviewProvider", "ProgressView", "RadialGradient", "Rectangle", "RotateGesture", "RoundedRectangle", "Scene",
        "ScenePhase", "SceneStorage", "ScrollView", "ScrollViewReader", "Section", "SecureField", "Settings", "Shape",
        "ShareLink", "Slider", "Spacer", "State", "StateObject", "Stepper", "Tab", "TabView", "Table", "TableColumn",
        "TapGesture", "Text", "TextEditor", "TextField", "Toggle", "ToolbarItem", "ToolbarItemGroup", "Transaction",
        "Transition", "TupleView", "UnitPoint", "VStack", "VerticalAlignment", "View", "ViewBuilder", "ViewModifier",
        "Visibility", "Window", "WindowGroup", "ZStack",
    ]

    static let swiftData: Set<String> = [
        "FetchDescriptor", "ModelContainer", "ModelContext", "PersistentIdentifier", "PersistentModel", "Query",
        "Schema",
    ]

    static let combine: Set<String> = [
        "AnyCancellable", "AnyPublisher", "AnySubscriber", "Cancellable", "CombineIdentifier",
        "ConnectablePublisher", "CurrentValueSubject", "Deferred", "Empty", "Fail", "Future", "ImmediateScheduler",
        "Just", "ObservableObject", "ObservableObjectPublisher", "PassthroughSubject", "Published", "Publisher",
        "Publishers", "Record", "Scheduler", "Subject", "Subscriber", "Subscribers", "Subscription",
        "TopLevelDecoder", "TopLevelEncoder",
    ]

    static let os: Set<String> = [
        "Logger", "OSAllocatedUnfairLock", "OSLog", "OSLogMessage", "OSLogPrivacy", "OSLogType", "OSSignpostID",
        "OSSignposter",
    ]

    static let uiKit: Set<String> = [
        "UIAction", "UIAlertController", "UIApplication", "UIApplicationDelegate", "UIButton", "UICollectionView",
        "UIColor", "UIDevice", "UIEdgeInsets", "UIFont", "UIImage", "UIImageView", "UILabel",
        "UINavigationController", "UIResponder", "UIScene", "UIScreen", "UIStackView", "UITableView",
        "UITableViewCell", "UITextField", "UITextView", "UIView", "UIViewController", "UIWindow", "UIWindowScene",
    ]

    static let appKit: Set<String> = [
        "NSAlert", "NSApplication", "NSApplicationDelegate", "NSButton", "NSColor", "NSFont",
        "NSImage", "NSImageView", "NSMenu", "NSMenuItem", "NSResponder", "NSScreen", "NSStackView",
        "NSTableView", "NSTextField", "NSTextView", "NSView", "NSViewController", "NSWindow", "NSWindowController",
        "NSWorkspace",
    ]
}
