import TestSupport
import Testing

@testable import NetLayerSpec

/// A model named like a type of the platform: an error for Swift's and
/// Foundation's, whose loss breaks any app file that imports the generated
/// code; a warning for an Apple framework's, ambiguous only beside it.
@Suite struct PlatformTypeNamesTests {
    static let modules = #"cart: { interfaces: { list: { method: GET, path: list, response: "[Collection]" } } }"#

    @Test func aModelNamedLikeASwiftOrFoundationTypeIsRefusedAndAnAppleOneWarned() {
        let spec = specYAML(
            modules: Self.modules,
            models: """
                Collection: { task: task?, note: notification?, view: View?, logger: Logger? }
                task: { id: Int }
                notification: { id: Int }
                View: { id: Int }
                Logger: { id: Int }
                """)
        #expect(
            messages(spec) == [
                "spec.yaml:9:3: error: model 'Collection' would hide Swift's 'Collection': app code that imports the "
                    + "generated code could no longer use Swift's; rename the model, for example to 'ShopCollection'",
                "spec.yaml:10:3: error: model 'task' would hide Swift's 'Task': app code that imports the generated "
                    + "code could no longer use Swift's; rename the model, for example to 'ShopTask'",
                "spec.yaml:11:3: error: model 'notification' would hide Foundation's 'Notification': app code that "
                    + "imports the generated code could no longer use Foundation's; rename the model, for example "
                    + "to 'ShopNotification'",
                "spec.yaml:12:3: warning: model 'View' would make SwiftUI's 'View' ambiguous in app code that "
                    + "imports both; rename the model, for example to 'ShopView'",
                "spec.yaml:13:3: warning: model 'Logger' would make os's 'Logger' ambiguous in app code that "
                    + "imports both; rename the model, for example to 'ShopLogger'",
            ])
    }

    /// `validate` and `generate` share the loader: the same settings give the same verdict and the same advice.
    @Test func theSuggestedNameFollowsTheTypePrefix() {
        let spec = specYAML(modules: Self.modules, models: "Collection: { id: Int }")
        #expect(
            load(spec, naming: NamingOptions(typePrefix: "SK")).diagnostics.map(\.description) == [
                "spec.yaml:9:3: error: model 'Collection' would hide Swift's 'Collection': app code that imports the "
                    + "generated code could no longer use Swift's; rename the model, for example to 'SKCollection'"
            ])
    }

    /// A built-in type's name and a name the generated code uses keep their own, single message.
    @Test func aNameAnotherRuleRefusesIsReportedOnce() {
        let spec = specYAML(
            modules: #"cart: { interfaces: { list: { method: GET, path: list, response: "[Result]" } } }"#,
            models: "Result: { data: Data? }\nData: { id: Int }")
        #expect(
            errors(spec) == [
                "spec.yaml:9:3: error: model 'Result' would hide the type 'Result' that the generated code uses; "
                    + "rename it",
                "spec.yaml:10:3: error: model 'Data' has the name of a built-in type",
            ])
    }

    @Test func theListHoldsTheToolchainsTypesAndTheHandKeptOnes() {
        let expected: [(name: String, module: String, withFoundation: Bool)] = [
            ("Collection", "Swift", true), ("Task", "Swift", true), ("Regex", "Swift", true),
            ("Identifiable", "Swift", true), ("Codable", "Swift", true), ("Data", "Foundation", true),
            ("URLSession", "Foundation", true), ("Locale", "Foundation", true), ("Process", "Foundation", true),
            ("DispatchQueue", "Dispatch", true), ("Observable", "Observation", false),
            ("Mutex", "Synchronization", false), ("Color", "SwiftUI", false), ("Publisher", "Combine", false),
            ("UIView", "UIKit", false), ("NSWindow", "AppKit", false), ("Query", "SwiftData", false),
        ]
        for (name, module, withFoundation) in expected {
            #expect(
                PlatformTypeNames.owner(of: name)
                    == PlatformTypeNames.Owner(module: module, comesWithFoundation: withFoundation), "\(name)")
        }
        for name in ["Event", "File", "Message", "Pet", "_Pointer", "Element", "print"] {
            #expect(PlatformTypeNames.owner(of: name) == nil, "\(name)")
        }
        #expect(PlatformTypeNames.all.count > 700)
        // Not underscored: `_Pointer` is no name an app writes. (`UnboundedRange_` is.)
        #expect(
            PlatformTypeNames.all.allSatisfy { name in
                !name.hasPrefix("_") && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            })
    }
}
