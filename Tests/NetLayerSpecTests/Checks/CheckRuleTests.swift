import TestSupport
import Testing

@testable import NetLayerSpec

/// Rules checked on the decoded spec (`Sources/NetLayerSpec/Checks`): each
/// test is a small bad spec and the exact diagnostics it gives. `specYAML`
/// lays the specs out: more top-level keys from line 6, the modules from
/// line 7 when there are none.
@Suite struct CheckRuleTests {
    /// Interface names are unique within a module only (`SwiftNamesTests` has the rest).
    @Test func anInterfaceNameMayRepeatAcrossModules() {
        #expect(
            messages(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list: { method: GET, path: list }
                        order:
                          interfaces:
                            list: { method: GET, path: list }
                        """)) == [])
    }

    @Test func modelWithABuiltinNameAndDuplicateKeysAndValues() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart: { interfaces: { list: { method: GET, path: list, response: String } } }
                        """,
                    models: """
                        String: { a: Int }
                        Item: { id: Int, ident: { type: Int, key: id } }
                        Size: { enum: Int, cases: { small: 1, tiny: 1 } }
                        """)) == [
                    "spec.yaml:9:3: error: model 'String' has the name of a built-in type",
                    "spec.yaml:10:20: error: duplicate JSON key 'id'",
                    "spec.yaml:10:11: note: 'id' is first defined here",
                    "spec.yaml:11:41: error: duplicate enum value '1'",
                    "spec.yaml:11:31: note: '1' is first defined here",
                ])
    }

    @Test func requiredIsForAnOptionalField() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart: { interfaces: { list: { method: GET, path: list, response: Item } } }
                        """,
                    models: """
                        Item: { a: { type: Int, required: true }, b: { type: Int?, required: true }, \
                        c: { type: Int, required: false } }
                        """)) == [
                    "spec.yaml:9:37: error: field 'a' of 'Item' is 'Int', which is always required: "
                        + "'required: true' is for an optional type, such as 'Int?', "
                        + "whose key must be present with a value or null"
                ])
    }

    @Test func duplicateWireNames() {
        #expect(
            messages(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list:
                              method: GET
                              path: list
                              params:
                                since: { type: Int, name: since_id }
                                since_id: Int
                                token: { type: String, in: header, name: X-Token }
                                again: { type: String, in: header, name: x-token }
                        """)) == [
                    "spec.yaml:14:11: error: duplicate query parameter wire name 'since_id'",
                    "spec.yaml:13:11: note: 'since_id' is first defined here",
                    "spec.yaml:16:11: error: duplicate header parameter wire name 'x-token'",
                    "spec.yaml:15:11: note: 'x-token' is first defined here",
                ])
    }

    /// Wire names are unique per placement: Jupyter's rename sends the new
    /// path in its body beside the `{path}` placeholder; Kubernetes' proxy
    /// has a query item `path` beside it.
    @Test func oneWireNameInTwoPlacements() {
        #expect(
            messages(
                specYAML(
                    modules: """
                        contents:
                          interfaces:
                            rename:
                              method: PATCH
                              path: "contents/{path}"
                              body: json
                              params:
                                path: String
                                newPath: { type: String, name: path, in: body }
                                queryPath: { type: String?, name: path, in: query }
                                header: { type: String?, name: path, in: header }
                        """)) == [])
    }

    @Test func environmentsNamedMustBeDeclaredAndURLsValid() {
        #expect(
            errors(
                specYAML(
                    environments: """
                        production: https://x.example/api
                        staging: ftp://x.example
                        local: "https://x.example/api?debug=1"
                        """,
                    modules: """
                        a:
                          prefix: { production: a, stagin: b }
                          base: not a url
                          interfaces: {}
                        """)) == [
                    "spec.yaml:5:3: error: environment 'staging' must be an http or https URL without query or "
                        + "fragment, found 'ftp://x.example'",
                    "spec.yaml:6:3: error: environment 'local' must be an http or https URL without query or fragment, "
                        + "found 'https://x.example/api?debug=1'",
                    "spec.yaml:9:30: error: 'prefix' of module 'a' names environment 'stagin', "
                        + "which 'environments' does not declare; did you mean 'staging'?",
                    "spec.yaml:10:11: error: the base of module 'a' must be an http or https URL without query or "
                        + "fragment, found 'not a url'",
                ])
    }

    @Test func commonHeadersCannotInjectLinesAndRuntimeNamesAreIdentifiers() {
        #expect(
            errors(
                specYAML(
                    top: """
                        headers:
                          X-Ok: fine
                          "Bad Name": x
                          X-Inject: "a\\r\\nX-Evil: 1"
                          X-Runtime: $user-agent
                        parameters:
                          device: $9id
                        """)) == [
                    "spec.yaml:8:3: error: 'Bad Name' is not a valid HTTP header name",
                    "spec.yaml:9:3: error: the value of header 'X-Inject' contains a line break",
                    "spec.yaml:10:3: error: '$user-agent' must name a value the app supplies, "
                        + "with letters, digits and '_' only",
                    "spec.yaml:12:3: error: '$9id' must name a value the app supplies, "
                        + "with letters, digits and '_' only",
                ])
    }

    @Test func pathPlaceholdersNeedParameters() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            detail:
                              method: GET
                              path: "items/{itemID}/{part}"
                              params:
                                itemId: String
                                part: String
                        """)) == [
                    "spec.yaml:11:15: error: path placeholder '{itemID}' of interface 'detail' has no parameter; "
                        + "did you mean 'itemId'?"
                ])
    }

    @Test func pathParametersMustBeInThePathAndRequired() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            detail:
                              method: GET
                              path: "items/{id}/{rev}/{tag}"
                              params:
                                id: String?
                                rev: { type: Int, default: 1 }
                                tag: { type: String, in: query }
                                other: { type: String, in: path }
                        """)) == [
                    "spec.yaml:13:15: error: path parameter 'id' cannot be optional or have a default: "
                        + "every call must fill '{id}'",
                    "spec.yaml:14:38: error: path parameter 'rev' cannot be optional or have a default: "
                        + "every call must fill '{rev}'",
                    "spec.yaml:15:36: error: parameter 'tag' is named in the path, but 'in' puts it in the query; "
                        + "the path's '{tag}' needs a parameter of its own",
                    "spec.yaml:16:38: error: parameter 'other' is in the path, but the path has no '{other}'",
                ])
    }

    @Test func getAndHeadHaveNoBody() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list:
                              method: GET
                              path: list
                              body: json
                              params:
                                filter: { type: String, in: body }
                        """)) == [
                    "spec.yaml:12:15: error: GET has no body (URLSession fails a GET that has a body, "
                        + "and drops a HEAD's): remove 'body' from interface 'list'; its parameters go in the query",
                    "spec.yaml:14:39: error: parameter 'filter' cannot be in the body: "
                        + "GET has no body (URLSession fails a GET that has a body, and drops a HEAD's)",
                ])
    }

    /// DELETE and OPTIONS send a body when they say `body`, or when a
    /// parameter is the whole body; their parameters go in the query otherwise.
    @Test func deleteAndOptionsHaveABodyOnlyWhenTheySaySo() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        pods:
                          interfaces:
                            deletePod:
                              method: DELETE
                              path: "pods/{name}"
                              body: json
                              params:
                                name: String
                                gracePeriodSeconds: Int?
                                dryRun: { type: String?, in: query }
                            deleteMany:
                              method: DELETE
                              path: pods
                              params:
                                names: { type: "[String]", in: content }
                            preflight:
                              method: OPTIONS
                              path: upload
                              body: form
                              params:
                                size: Int
                        """)) == [])
        #expect(
            errors(
                specYAML(
                    modules: """
                        pods:
                          interfaces:
                            deletePod:
                              method: DELETE
                              path: "pods/{name}"
                              params:
                                name: String
                                reason: { type: String, in: body }
                        """)) == [
                    "spec.yaml:14:39: error: parameter 'reason' cannot be in the body: "
                        + "a DELETE interface has one only with 'body: form', 'json' or 'multipart'"
                ])
    }

    @Test func aReplyThatIsNotJSONIsTextOrBytesAndHEADHasNone() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        files:
                          interfaces:
                            export: { method: GET, path: export, accepts: text/csv, response: String }
                            pdf: { method: GET, path: pdf, accepts: "application/pdf", response: Data }
                            feed: { method: GET, path: feed, accepts: "application/atom+xml; charset=utf-8" }
                            user: { method: GET, path: user, accepts: application/vnd.api+json, response: "[String]" }
                        """)) == [])
        #expect(
            errors(
                specYAML(
                    modules: """
                        files:
                          interfaces:
                            export: { method: GET, path: export, accepts: text/csv, response: "[String]" }
                            inner: { method: GET, path: inner, accepts: text/plain, \
                        response: { type: String, at: a.b } }
                            bad: { method: GET, path: bad, accepts: csv }
                            exists: { method: HEAD, path: exists, response: String }
                        """)) == [
                    "spec.yaml:9:73: error: a 'text/csv' reply is not JSON: the response of interface 'export' must be "
                        + "String (text) or Data (bytes), not '[String]'",
                    "spec.yaml:10:63: error: 'at' reads a value inside a JSON reply; "
                        + "a 'text/plain' reply is read whole: remove it",
                    "spec.yaml:11:47: error: 'accepts' must be a media type such as 'text/csv' or "
                        + "'application/pdf', found 'csv'",
                    "spec.yaml:12:55: error: a HEAD reply has no body: remove 'response' from interface 'exists'; "
                        + "its call returns the status and headers",
                ])
    }

    @Test func filesTravelOnlyInMultipartBodies() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            upload:
                              method: POST
                              path: upload
                              params:
                                photo: File
                                photos: { type: "[File]", in: query }
                            send:
                              method: POST
                              path: send
                              body: multipart
                              params:
                                photo: File
                                more: "[File]?"
                        """)) == [
                    "spec.yaml:13:18: error: file parameter 'photo' needs 'body: multipart', "
                        + "or 'in: content' for a single File, on an interface that has a body",
                    "spec.yaml:14:27: error: file parameter 'photos' needs 'body: multipart', "
                        + "or 'in: content' for a single File, on an interface that has a body",
                ])
    }

    /// A parameter can be the whole body (`in: content`): a JSON value or a
    /// single `File`, the only body parameter, with no `body` key.
    @Test func aParameterThatIsTheWholeBodyIsAlone() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            addAll:
                              method: POST
                              path: items
                              params:
                                items: { type: "[String]", in: content }
                                dryRun: { type: Bool, in: query }
                            upload:
                              method: PUT
                              path: photo
                              params:
                                photo: { type: File?, in: content }
                        """)) == [])
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            addAll:
                              method: POST
                              path: items
                              body: json
                              params:
                                items: { type: "[String]", in: content }
                                more: { type: "[String]", in: content }
                                note: String
                            list:
                              method: GET
                              path: items
                              params:
                                items: { type: "[String]", in: content }
                            upload:
                              method: POST
                              path: photo
                              params:
                                photos: { type: "[File]", in: content }
                        """)) == [
                    "spec.yaml:12:15: error: 'body' does not go with parameter 'items', which is the whole body "
                        + "('in: content'); remove it",
                    "spec.yaml:15:41: error: parameter 'more' cannot be the body too: 'items' is already 'in: content'",
                    "spec.yaml:16:11: error: parameter 'note' would go in the body, which 'items' already is "
                        + "('in: content'); give it 'in: query' or 'in: header'",
                    "spec.yaml:21:42: error: parameter 'items' cannot be in the body: "
                        + "GET has no body (URLSession fails a GET that has a body, and drops a HEAD's)",
                    "spec.yaml:26:27: error: file parameter 'photos' needs 'body: multipart', "
                        + "or 'in: content' for a single File, on an interface that has a body",
                ])
    }

    @Test func typesMustResolveAndFileIsForUploadsOnly() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list:
                              method: GET
                              path: list
                              params:
                                kind: Knid
                              response: "[Itme]"
                        """,
                    models: """
                        Item: { id: Int, owner: Persn?, data: File }
                        Kind: { enum: String, cases: [a, b] }
                        """)) == [
                    "spec.yaml:13:17: error: unknown type 'Knid'; did you mean 'Kind'?",
                    "spec.yaml:14:19: error: unknown type 'Itme'; did you mean 'Item'?",
                    "spec.yaml:16:27: error: unknown type 'Persn'",
                    "spec.yaml:16:41: error: 'File' is for uploads: only a multipart parameter can have it",
                ])
    }

    @Test func enumDefaultsNameACase() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list:
                              method: GET
                              path: list
                              params:
                                size: { type: Size, default: hugе }
                                item: { type: Item?, default: x }
                        """,
                    models: """
                        Size: { enum: Int, cases: { small: 1, huge: 2 } }
                        Item: { id: Int }
                        """)) == [
                    "spec.yaml:13:40: error: default 'hugе' is not a case of enum 'Size'; did you mean 'huge'?",
                    "spec.yaml:14:41: error: a parameter of model type 'Item' cannot have a default",
                ])
    }

    @Test func recursiveModelsNeedABreak() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart: { interfaces: { list: { method: GET, path: list, response: A } } }
                        """,
                    models: """
                        A: { b: B, list: "[A]", maybe: A? }
                        B: { a: A }
                        Tree: { children: "[Tree]", parent: Tree? }
                        Loop: { next: Loop }
                        """)) == [
                    "spec.yaml:9:8: error: model 'A' contains itself (A → B → A); "
                        + "make a field optional or an array to break the cycle",
                    "spec.yaml:12:11: error: model 'Loop' contains itself (Loop → Loop); "
                        + "make a field optional or an array to break the cycle",
                ])
    }

    @Test func aTokenNeedsAuthToken() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list: { method: GET, path: list, auth: token }
                            open: { method: GET, path: open, auth: none }
                        """)) == [
                    "spec.yaml:9:46: error: interface 'list' sends a token, "
                        + "but the spec has no 'auth.token' that says how"
                ])
    }

    @Test func pagingNamesTwoIdParameters() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list:
                              method: GET
                              path: list
                              params:
                                since: Int64
                                before: Date
                              paging: { newer: sinse, older: before }
                            feed:
                              method: GET
                              path: feed
                              params: { since: Int64 }
                              paging: { newer: since, older: since }
                        """)) == [
                    "spec.yaml:15:26: error: 'paging' names 'sinse', which is not a parameter of interface 'list'; "
                        + "did you mean 'since'?",
                    "spec.yaml:15:40: error: paging parameter 'before' must be an Int, Int64 or String, not 'Date'",
                    "spec.yaml:20:40: error: 'newer' and 'older' must be two different parameters",
                ])
    }

    @Test func aRetryThatCanNeverApplyIsAWarning() {
        let result = load(
            specYAML(
                modules: """
                    cart:
                      interfaces:
                        pay:
                          method: POST
                          path: pay
                          retry: 3
                    """))
        #expect(result.spec != nil, "a warning does not stop generation")
        #expect(
            messages(result) == [
                "spec.yaml:12:16: warning: 'retry' of POST interface 'pay' never applies: calls that may not be "
                    + "repeated are not retried; add 'idempotent: true' if sending it twice is safe"
            ])
    }

    @Test func unusedModelsAreWarningsThatStillLoad() {
        let result = load(
            specYAML(
                modules: """
                    cart: { interfaces: { list: { method: GET, path: list, response: "[Item]" } } }
                    """,
                models: """
                    Item: { id: Int, owner: Owner? }
                    Owner: { name: String }
                    Leftover: { name: String }
                    """))
        #expect(messages(result) == ["spec.yaml:11:3: warning: model 'Leftover' is not used by any interface"])
        #expect(result.spec != nil)
    }

    @Test func everyErrorOfAFileIsReportedSortedByPosition() {
        let found = errors(
            specYAML(
                modules: """
                    cart:
                      interfaces:
                        b: { method: GET, path: "x/{id}" }
                        a: { method: GOT, path: y }
                    """))
        #expect(
            found == [
                "spec.yaml:9:31: error: path placeholder '{id}' of interface 'b' has no parameter",
                "spec.yaml:10:20: error: 'method' must be one of 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', "
                    + "'OPTIONS', found 'GOT'; did you mean 'GET'?",
            ])
    }

    @Test func aSpecWithAnErrorGivesNoSpec() {
        let result = load(specYAML(modules: #"cart: { interfaces: { a: { method: GET, path: "{x}" } } }"#))
        #expect(result.hasErrors)
        #expect(result.spec == nil)
    }

    @Test func headerNamesAreCheckedWhereverTheyAppear() {
        #expect(
            errors(
                specYAML(
                    top: """
                        headers: { "Bad Name": x }
                        auth: { token: { header: "x token", from: "header a:b" } }
                        """,
                    modules: """
                        a:
                          interfaces:
                            b: { method: GET, path: b, params: { trace: { type: String, in: header, \
                        name: "x(trace)" } } }
                        """)) == [
                    "spec.yaml:6:12: error: 'Bad Name' is not a valid HTTP header name",
                    "spec.yaml:7:26: error: 'x token' is not a valid HTTP header name",
                    "spec.yaml:7:43: error: 'a:b' is not a valid HTTP header name",
                    "spec.yaml:11:44: error: 'x(trace)' is not a valid HTTP header name",
                ])
    }

    @Test func modulesMayAllComeFromIncludes() {
        let result = load([
            "spec.yaml": specYAML(top: "include: [m.yaml]", modules: nil),
            "m.yaml": "modules: { a: { interfaces: { b: { method: GET, path: b } } } }\n",
        ])
        #expect(messages(result) == [])
        #expect(result.spec?.modules.map(\.name) == ["a"])
    }

    @Test func aSpecWithoutModulesIsAnError() {
        #expect(
            errors(specYAML(modules: nil)) == [
                "spec.yaml:1:1: error: the spec defines no modules: add 'modules' here or in an included file"
            ])
    }

    @Test func anErrorInAnAnchoredValueIsReportedOnce() {
        #expect(
            errors(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            a: { method: GET, path: a, params: &common { page: Itn } }
                            b: { method: GET, path: b, params: *common }
                            c: { method: GET, path: c, params: *common }
                        """)) == ["spec.yaml:9:58: error: unknown type 'Itn'; did you mean 'Int'?"])
    }
}
