import TestSupport
import Testing

@testable import NetLayerSpec

/// The rules of `SwiftNames`: names that become one Swift name, models that
/// would hide a type the generated code uses, modules that would clash with
/// the client's members; and the names it hands the generator.
@Suite struct SwiftNamesTests {
    @Test func modelsAndTheirFieldsThatBecomeOneSwiftNameCollide() {
        #expect(
            messages(
                specYAML(
                    modules: #"cart: { interfaces: { list: { method: GET, path: list, response: "[cart_item]" } } }"#,
                    models: """
                        cart_item: { created_at: Date, createdAt: { type: Date, key: created } }
                        CartItem: { id: Int }
                        """)) == [
                    "spec.yaml:9:34: error: field 'createdAt' and 'created_at' both become 'createdAt' "
                        + "in Swift; rename one",
                    "spec.yaml:9:16: note: 'created_at' is defined here",
                    // Found before the collision: UnusedModels runs first.
                    "spec.yaml:10:3: warning: model 'CartItem' is not used by any interface",
                    "spec.yaml:10:3: error: model 'CartItem' and 'cart_item' both become 'CartItem' "
                        + "in Swift; rename one",
                    "spec.yaml:9:3: note: 'cart_item' is defined here",
                ])
    }

    @Test func modulesInterfacesAndParametersThatBecomeOneSwiftNameCollide() {
        #expect(
            messages(
                specYAML(
                    modules: """
                        user_info:
                          interfaces:
                            item_list: { method: GET, path: a, params: { page_size: Int, \
                        pageSize: { type: Int, name: n } } }
                        userInfo:
                          interfaces:
                            ItemList: { method: GET, path: b }
                        """)) == [
                    "spec.yaml:9:68: error: parameter 'pageSize' and 'page_size' both become 'pageSize' "
                        + "in Swift; rename one",
                    "spec.yaml:9:52: note: 'page_size' is defined here",
                    "spec.yaml:10:3: error: module 'userInfo' and 'user_info' both become 'UserInfo' "
                        + "in Swift; rename one",
                    "spec.yaml:7:3: note: 'user_info' is defined here",
                    "spec.yaml:12:7: error: interface 'ItemList' and 'item_list' both become 'itemList' "
                        + "in Swift; rename one",
                    "spec.yaml:9:7: note: 'item_list' is defined here",
                ])
    }

    /// Interface names are unique within their module; a name that repeats
    /// is told apart by its module (`orders.list`, the case `ordersList`),
    /// which must not be another interface's case.
    @Test func anInterfaceNameMayRepeatInAnotherModule() throws {
        let modules = """
            orders: { interfaces: { list: { method: GET, path: orders }, count: { method: GET, path: count } } }
            users: { interfaces: { list: { method: GET, path: users } } }
            """
        let spec = try #require(load(specYAML(modules: modules)).spec)
        #expect(spec.interfaces.map(\.id) == ["orders.list", "count", "users.list"])
        #expect(
            messages(specYAML(modules: modules + "\nreports: { interfaces: { ordersList: { method: GET, path: r } } }"))
                == [
                    "spec.yaml:9:28: error: interface 'ordersList' and 'orders.list' both become 'ordersList' "
                        + "in Swift; rename one",
                    "spec.yaml:7:27: note: 'orders.list' is defined here",
                ])
    }

    @Test func aModelCannotHideATypeTheGeneratedCodeUses() {
        let spec = specYAML(
            modules: #"cart: { interfaces: { list: { method: GET, path: list, response: "[Endpoint]" } } }"#,
            models: """
                Endpoint: { kind: result, owner: SKClient?, at: Item? }
                result: { enum: String, cases: [a, b] }
                SKClient: { id: Int }
                Item: { id: Int }
                """)
        #expect(
            errors(spec) == [
                "spec.yaml:9:3: error: model 'Endpoint' would hide the type 'Endpoint' "
                    + "that the generated code uses; rename it",
                "spec.yaml:10:3: error: model 'result' would hide the type 'Result' "
                    + "that the generated code uses; rename it",
            ])
        // The generated types' names follow the prefix and the interface
        // type the generator was given.
        let chosen = NamingOptions(typePrefix: "SK", interfaceTypeName: "Item")
        #expect(
            load(spec, naming: chosen).diagnostics.map(\.description).filter {
                $0.contains("SKClient") || $0.contains("'Item'")
            }
                == [
                    "spec.yaml:11:3: error: model 'SKClient' would hide the type 'SKClient' "
                        + "that the generated code uses; rename it",
                    "spec.yaml:12:3: error: model 'Item' would hide the type 'Item' "
                        + "that the generated code uses; rename it",
                ])
    }

    /// A module's API and Service types, and its Service protocol (fixtures),
    /// are generated types a model cannot take the name of.
    @Test func aModelCannotTakeTheNameOfAModulesTypes() {
        let spec = specYAML(
            modules:
                #"cart_items: { interfaces: { list: { method: GET, path: list, response: "[ShopCartItemsAPI]" } } }"#,
            models: """
                ShopCartItemsAPI: { service: ShopCartItemsService?, fake: ShopCartItemsServicing? }
                ShopCartItemsService: { id: Int }
                ShopCartItemsServicing: { id: Int }
                """)
        #expect(
            errors(spec) == [
                "spec.yaml:9:3: error: model 'ShopCartItemsAPI' would hide the type 'ShopCartItemsAPI' that the "
                    + "generated code uses; rename it",
                "spec.yaml:10:3: error: model 'ShopCartItemsService' would hide the type 'ShopCartItemsService' that "
                    + "the generated code uses; rename it",
                "spec.yaml:11:3: error: model 'ShopCartItemsServicing' would hide the type 'ShopCartItemsServicing' "
                    + "that the generated code uses; rename it",
            ])
    }

    @Test func aModuleCannotBecomeAMemberTheClientHas() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        api: { interfaces: { ping: { method: GET, path: ping } } }
                        is_logged_in: { interfaces: { check: { method: GET, path: check } } }
                        servers: { interfaces: { list: { method: GET, path: list } } }
                        """)) == [
                    "spec.yaml:7:3: error: module 'api' would become the client's property 'api', "
                        + "which the client already has; rename it",
                    "spec.yaml:8:3: error: module 'is_logged_in' would become the client's property 'isLoggedIn', "
                        + "which the client already has; rename it",
                ])
    }

    /// Each `$name` value is a property of the client: two that become one,
    /// one the client already has, and a module of its name would not compile.
    @Test func aRuntimeValueCannotBecomeAPropertyTheClientHas() {
        #expect(
            errors(
                specYAML(
                    top: """
                        headers: { UA: $user_agent, UB: $userAgent, X-Values: $values }
                        parameters: { cart: $cart, again: $userAgent }
                        """)) == [
                    "spec.yaml:6:29: error: value '$userAgent' and '$user_agent' both become 'userAgent' "
                        + "in Swift; rename one",
                    "spec.yaml:6:12: note: '$user_agent' is defined here",
                    "spec.yaml:6:45: error: value '$values' would become the client's property 'values', "
                        + "which the client already has; rename it",
                    "spec.yaml:9:3: error: module 'cart' would become the client's property 'cart', "
                        + "which the client already has for '$cart'; rename one",
                ])
    }

    @Test func theNamesGoWithTheLoadedSpec() throws {
        let result = load(
            specYAML(
                name: "school_app",
                modules: #"student_info: { interfaces: { list: { method: GET, path: list, response: "[self]" } } }"#,
                models: "self: { id: Int }"))
        #expect(messages(result) == [])
        let names = try #require(result.names)
        #expect(names.prefix == "SchoolApp")
        #expect(
            [names.clientType, names.apiType, names.environmentType, names.interfaceType] == [
                "SchoolAppClient", "SchoolAppAPI", "SchoolAppEnvironment", "RequestInterface",
            ])
        #expect(names.model("self") == "Self_")
        #expect(names.moduleTypeStem("student_info") == "StudentInfo")
        #expect(
            [
                names.moduleAPIType("student_info"), names.moduleServiceType("student_info"),
                names.moduleServicingType("student_info"),
            ] == ["SchoolAppStudentInfoAPI", "SchoolAppStudentInfoService", "SchoolAppStudentInfoServicing"])

        let chosen = try #require(
            load(specYAML(), naming: NamingOptions(typePrefix: "sk", interfaceTypeName: "Calls")).names)
        #expect([chosen.prefix, chosen.clientType, chosen.interfaceType] == ["Sk", "SkClient", "Calls"])
    }

    @Test func aSpecWithAnErrorHasNoNames() {
        let result = load(specYAML(models: "Result: { id: Int }"))
        #expect(result.spec == nil)
        #expect(result.names == nil)
    }

    /// A name that collides in Swift does not mean an interface was misread,
    /// so it leaves the warning about an unused model in place.
    @Test func namingErrorsKeepTheUnusedModelWarning() {
        #expect(
            messages(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            item_list: { method: GET, path: a }
                            itemList: { method: GET, path: b }
                        """,
                    models: "Leftover: { id: Int }")) == [
                    "spec.yaml:10:7: error: interface 'itemList' and 'item_list' both become 'itemList' "
                        + "in Swift; rename one",
                    "spec.yaml:9:7: note: 'item_list' is defined here",
                    "spec.yaml:12:3: warning: model 'Leftover' is not used by any interface",
                ])
    }
}
